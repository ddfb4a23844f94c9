import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { checkScenario } from '../../../scenarios/format/check-scenario.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { projectLines } from '../../../session/projection.ts';
import { mapsRecorder, refusal } from '../maps/maps-fixtures.ts';
import { gunneryScenario } from './gunnery-fixture.ts';

/**
 * Resolvers that read the game and lead to one another: a gunnery roll whose dice come from
 * the firing team's Gunnery tracker, shifted by the crew on the piece and the terrain under
 * it; a hit rolls damage next, once per hit, and damage costs a rolled amount of Hull.
 */

const say = (r: ReturnType<typeof mapsRecorder>) =>
  projectLines(lodestarSession, r.engine.header, r.log, { kind: 'control' }).map((l) => l.text);
const hull = (r: ReturnType<typeof mapsRecorder>, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, 'hull'), holder);

describe('resolver inputs read from play', () => {
  it('reads the acting team’s tracker, the piece’s state and the terrain under it', () => {
    const r = mapsRecorder(gunneryScenario());
    const [entry] = r.act({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      target: 'blue',
      piece: { map: 'skirmish', token: 'ship-red' },
      inputs: { weapon: 'rail' },
      dice: [5, 6],
    });
    const ruling = r.engine.state.adjudication.rulings[0]!;
    expect(ruling.inputs).toMatchObject({ guns: 2, crew: 3, terrain: 'rock', weapon: 'rail' });
    expect(ruling.steps[0]).toBe(
      'Read from play: Guns: Gunnery of Red 2; Crew: Crew of Red cruiser 3; Terrain: Asteroid field under Red cruiser',
    );
    expect(ruling.steps.join(' ')).toMatch(/Asteroid cover/);
    expect(say(r).at(-1)).toMatch(/^Ruling: Gunnery: dice typed in 5, 6 \(4, 5\) → /);
    expect(entry!.seq).toBe(ruling.seq);
  });

  it('lets a typed value win, and says why a value could not be read', () => {
    const r = mapsRecorder(gunneryScenario());
    r.act({ type: 'ruling.resolve', resolver: 'gunnery', inputs: { guns: 1 }, dice: [6] });
    const ruling = r.engine.state.adjudication.rulings[0]!;
    expect(ruling.inputs['guns']).toBe(1);
    expect(ruling.steps[0]).toBe(
      'Read from play: Crew: not read (name the piece); Terrain: not read (name the piece)',
    );
  });

  it('never reads a hidden number into a public ruling', () => {
    const r = mapsRecorder(
      gunneryScenario((s) => {
        const [gunnery] = s['resolvers'] as { inputs: { id: string; from?: unknown }[] }[];
        gunnery!.inputs[1]!.from = { read: 'piece-state', property: 'Secret cargo' };
      }),
    );
    r.act({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      piece: { map: 'skirmish', token: 'ship-red' },
      dice: [1, 1],
    });
    const ruling = r.engine.state.adjudication.rulings[0]!;
    expect(ruling.inputs['crew']).toBe(0);
    expect(ruling.steps[0]).toMatch(/Red cruiser's Secret cargo is hidden, so not read/);
  });

  it('refuses a piece that is not on the map', () => {
    const r = mapsRecorder(gunneryScenario());
    expect(
      refusal(r, {
        type: 'ruling.resolve',
        resolver: 'gunnery',
        piece: { map: 'skirmish', token: 'ghost' },
      }),
    ).toBe('There is no piece "ghost" on Skirmish');
  });
});

describe('resolver chains and rolled amounts', () => {
  it('rolls the next resolver once per hit, carrying inputs by id, and rolls damage amounts', () => {
    const r = mapsRecorder(gunneryScenario());
    const [first] = r.act({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      target: 'blue',
      piece: { map: 'skirmish', token: 'ship-red' },
      inputs: { weapon: 'rail', guns: 2 },
      dice: [6, 6],
    });
    expect(r.engine.state.adjudication.rulings[0]!.tally).toEqual({ hit: 2 });
    const [accepted] = r.act({ type: 'ruling.accept', ruling: first!.seq });
    const [damage] = r.engine.state.adjudication.rulings;
    expect(damage).toMatchObject({
      resolver: 'damage',
      status: 'proposed',
      after: first!.seq,
      seq: accepted!.seq,
      target: 'blue',
      queue: [{ resolver: 'damage', because: 'Hit' }],
    });
    expect(damage!.inputs['weapon']).toBe('rail');
    expect(say(r).at(-1)).toMatch(
      new RegExp(
        `^Accepted ruling #${first!.seq}: 2 × Hit; then Damage \\(ruling #${accepted!.seq}\\): rolled \\d`,
      ),
    );
    // Accepting the first damage rolls the second; accepting that ends the chain.
    const [second] = r.act({ type: 'ruling.accept', ruling: damage!.seq });
    const next = r.engine.state.adjudication.rulings[0]!;
    expect(next).toMatchObject({
      resolver: 'damage',
      after: damage!.seq,
      queue: [],
      seq: second!.seq,
    });
    r.act({ type: 'ruling.accept', ruling: next.seq });
    expect(r.engine.state.adjudication.rulings[0]!.seq).toBe(next.seq);
    const stood = r.engine.state.adjudication.rulings.filter((x) => x.resolver === 'damage');
    const lost = stood.reduce((sum, x) => sum - x.changes.reduce((a, c) => a + c.applied, 0), 0);
    expect(hull(r, 'blue')).toBe(20 - lost);
    for (const x of stood)
      if (x.tally['breach']) expect(x.amounts![0]).toMatch(/^Hull −\d+ \(2d6: \d+\)$/);
      else expect(x.amounts).toBeUndefined();
  });

  it('rolls an amount once per time its result comes up, within the tracker’s bounds', () => {
    const r = mapsRecorder(gunneryScenario());
    const [entry] = r.act({
      type: 'ruling.resolve',
      resolver: 'damage',
      target: 'blue',
      dice: [5],
    });
    r.act({
      type: 'ruling.amend',
      ruling: entry!.seq,
      tally: { breach: 3 },
      reason: 'three breaches by the rules of the boarding action',
    });
    const ruling = r.engine.state.adjudication.rulings[0]!;
    const totals = /\(2d6: (\d+), (\d+), (\d+)\)/.exec(ruling.amounts![0]!)!.slice(1).map(Number);
    expect(totals.every((t) => t >= 2 && t <= 12)).toBe(true);
    expect(hull(r, 'blue')).toBe(Math.max(0, 20 - totals.reduce((a, b) => a + b, 0)));
  });

  it('replays a chain exactly from its log', () => {
    const r = mapsRecorder(gunneryScenario());
    const [first] = r.act({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      target: 'blue',
      inputs: { guns: 3 },
    });
    r.act({ type: 'ruling.accept', ruling: first!.seq });
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state.adjudication).toEqual(r.engine.state.adjudication);
  });
});

describe('checking reads, chains and amounts', () => {
  const problems = (over: (s: Record<string, unknown>) => void) => {
    const base = gunneryScenario();
    const s = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    over(s);
    const checked = checkScenario(s);
    return checked.success
      ? []
      : checked.error.issues.map((p) => `${p.path.join('.')}: ${p.message}`);
  };
  type Res = {
    inputs: { from?: unknown; kind: string }[];
    results: { then?: string; effects: { roll?: string }[] }[];
  };
  const res = (s: Record<string, unknown>, i: number) => (s['resolvers'] as Res[])[i]!;

  it('names a chain to no resolver, a tracker that is not there, and unreadable amounts', () => {
    expect(
      problems((s) => {
        res(s, 0).results[0]!.then = 'salvo';
        res(s, 0).inputs[0]!.from = { read: 'tracker', tracker: 'morale', holder: 'actor' };
        res(s, 1).results[1]!.effects[0]!.roll = '2d6kh1';
        res(s, 0).inputs[2]!.kind = 'number';
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/resolvers.*results.*then: no resolver "salvo" to roll next/),
        expect.stringMatching(/resolvers.*inputs.*tracker: no tracker "morale"/),
        expect.stringMatching(
          /roll: an amount is rolled on plain dice such as "1d6", not "2d6kh1"/,
        ),
        expect.stringMatching(
          /from: the terrain is read into a choice of tiles, so the input must be a choice/,
        ),
      ]),
    );
  });
});
