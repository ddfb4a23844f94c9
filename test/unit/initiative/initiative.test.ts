import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { orderViews } from '../../../features/initiative/initiative-view.ts';
import { initiativeTeamPart } from '../../../features/initiative/team-screen.ts';
import type { ScenarioInput } from '../../../scenarios/format/schema.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import type { Viewer } from '../../../session/viewer.ts';
import type { Recorder } from '../session/session-fixtures.ts';
import { play, scenario } from './initiative-fixtures.ts';

const run = (r: Recorder, id: string) => r.engine.state.initiative.runs[id];
const say = (r: Recorder, entry: Parameters<typeof r.engine.registry.describe>[0]) =>
  r.engine.registry.describe(entry, r.engine.header);

describe('an order of play', () => {
  it('goes round the seats one at a time and ends when everyone has acted', () => {
    const r = play();
    const [start] = r.act({ type: 'initiative.start', order: 'seats' });
    expect(say(r, start!)).toBe("Seat order: Alpha, Beta, Gamma; Alpha's turn");
    const [second] = r.act({ type: 'initiative.next', order: 'seats' });
    expect(say(r, second!)).toBe("Seat order: Beta's turn (2 of 3)");
    r.act({ type: 'initiative.next', order: 'seats' });
    const [done] = r.act({ type: 'initiative.next', order: 'seats' });
    expect(say(r, done!)).toBe('Seat order: everyone has acted (round 1)');
    expect(() => r.act({ type: 'initiative.next', order: 'seats' })).toThrow(
      'Everyone has acted in Seat order: start it again',
    );
    r.act({ type: 'session.undo' });
    expect(orderViews(r.engine.header.scenario, r.engine.state)[0]?.turn).toBe('Gamma');
  });

  it('orders by a tracker, ties in seat order, and reads it as it stands', () => {
    const r = play();
    r.act({ type: 'tracker.set', tracker: 'speed', holder: 'alpha', value: 4 });
    r.act({ type: 'initiative.start', order: 'fast' });
    expect(run(r, 'fast')?.sequence).toEqual(['alpha', 'beta', 'gamma']);
    r.act({ type: 'tracker.set', tracker: 'speed', holder: 'gamma', value: 6 });
    r.act({ type: 'initiative.start', order: 'fast' });
    expect(run(r, 'fast')?.sequence).toEqual(['gamma', 'alpha', 'beta']);
  });

  it('orders players by declared values, lowest first, ties by role then by the tie-break', () => {
    const r = play();
    r.act({
      type: 'roster.import',
      players: [
        { id: 'ana', name: 'Ana', team: 'alpha', role: 'pirate' },
        { id: 'bo', name: 'Bo', team: 'beta', role: 'patrol' },
        { id: 'cy', name: 'Cy', team: 'alpha', role: 'pirate' },
        { id: 'di', name: 'Di', team: 'alpha', role: 'pirate' },
      ],
    });
    expect(() =>
      r.act({ type: 'initiative.start', order: 'targets', values: { ana: 3, bo: 3 } }),
    ).toThrow("Give Cy's Sensors for Target order");
    r.act({
      type: 'initiative.start',
      order: 'targets',
      values: { ana: 3, bo: 3, cy: 3, di: 1 },
      tieBreak: { ana: 40, cy: 25 },
    });
    // Di declared least; Bo is Patrol, before the Pirates; Cy is younger than Ana.
    expect(run(r, 'targets')?.sequence).toEqual(['di', 'bo', 'cy', 'ana']);
  });

  it('rolls each round with the session generator, the same on replay', () => {
    const r = play('roll-seed');
    const before = r.engine.state.rng;
    const [start] = r.act({ type: 'initiative.start', order: 'dice' });
    expect(r.engine.state.rng).not.toEqual(before);
    expect(say(r, start!)).toMatch(/^Initiative: (\w+ \d(→\d)*, ){2}\w+ \d(→\d)*; \w+'s turn$/);
    const rounds = [run(r, 'dice')!.values];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 3; i++) r.act({ type: 'initiative.next', order: 'dice' });
      rounds.push(run(r, 'dice')!.values);
    }
    expect(run(r, 'dice')?.round).toBe(6);
    expect(new Set(rounds.map((v) => JSON.stringify(v))).size).toBeGreaterThan(1);
    const replay = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replay.state.initiative).toEqual(r.engine.state.initiative);
  });

  it('lets Control reorder those yet to act, never those who have', () => {
    const r = play();
    r.act({ type: 'initiative.start', order: 'seats' });
    r.act({ type: 'initiative.next', order: 'seats' });
    expect(() =>
      r.act({ type: 'initiative.set', order: 'seats', sequence: ['beta', 'alpha', 'gamma'] }),
    ).toThrow(/everyone acts once before anyone acts again/);
    expect(() =>
      r.act({ type: 'initiative.set', order: 'seats', sequence: ['alpha', 'gamma'] }),
    ).toThrow('Reorder the same members of Seat order, each once');
    const [set] = r.act({
      type: 'initiative.set',
      order: 'seats',
      sequence: ['alpha', 'gamma', 'beta'],
    });
    expect(say(r, set!)).toBe('Seat order reordered: Alpha, Gamma, Beta');
    expect(orderViews(r.engine.header.scenario, r.engine.state)[0]?.turn).toBe('Gamma');
  });

  it('starts at a phase start, and names only the members each viewer may see', () => {
    const r = play();
    r.act({ type: 'clock.start' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'initiative.start']);
    const [start] = r.act({ type: 'initiative.start', order: 'firing' });
    expect(run(r, 'firing')?.sequence).toEqual(['x1', 'b1', 'a1']);
    const alpha: Viewer = { kind: 'team', team: 'alpha' };
    const header = r.engine.header;
    const lines = (viewer: Viewer) =>
      projectLines(lodestarSession, header, [start!], viewer).map((l) => l.text);
    expect(lines({ kind: 'control' })).toEqual([
      "Firing order: Lurker 9, Stout 5, Swift 2; Lurker's turn",
    ]);
    expect(lines(alpha)).toEqual(["Firing order: Stout 5, Swift 2; Stout's turn"]);
    const seen = projectState(lodestarSession, r.engine.state, header.scenario, alpha);
    expect(seen.initiative.runs['firing']).toMatchObject({ sequence: ['b1', 'a1'], current: -1 });
    expect(JSON.stringify(seen.initiative)).not.toContain('x1');
    const screen = initiativeTeamPart.view({
      state: seen,
      scenario: header.scenario,
      teamId: 'alpha',
    });
    expect(screen?.find((o) => o.id === 'firing')?.turn).toBeNull();
    const [next] = r.act({ type: 'initiative.next', order: 'firing' });
    expect(projectLines(lodestarSession, header, [next!], alpha).map((l) => l.text)).toEqual([
      "Firing order: Stout's turn (2 of 3)",
    ]);
  });

  it('refuses orders that cannot be worked out, naming the field', () => {
    const bad = (order: Record<string, unknown>) => () =>
      scenario({
        initiativeOrders: [{ id: 'o', name: 'O', ...order }] as ScenarioInput['initiativeOrders'],
      });
    expect(bad({ by: 'tracker' })).toThrow(/name the tracker/);
    expect(bad({ by: 'roll', dice: 'banana' })).toThrow(/banana/);
    expect(bad({ members: 'pieces' })).toThrow(/name the map/);
    expect(bad({ by: 'property', value: 'Sensors' })).toThrow(/only pieces carry properties/);
    expect(bad({ tieRoles: ['patrol'] })).toThrow(/roles break ties only between players/);
    expect(bad({ by: 'declared' })).toThrow(/name the value/);
  });
});
