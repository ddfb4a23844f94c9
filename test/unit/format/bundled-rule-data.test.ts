import { describe, expect, it } from 'vitest';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { recorder, T0, type Recorder } from '../session/session-fixtures.ts';
import { readInputs } from '../../../features/adjudication/game-inputs.ts';
import { resolverSchema } from '../../../features/adjudication/resolvers-format.ts';

/** Short scripted plays of the rules the bundled rulebooks state and their files now hold. */

function play(id: string, seed = 'rule-data-seed'): Recorder {
  const scenario = bundledScenarios.find((b) => b.id === id)!.scenario;
  return recorder(
    createHeader({
      id: `${id}-play`,
      title: id,
      scenarioId: id,
      scenario,
      seed,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}

const value = (r: Recorder, tracker: string, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, tracker), holder);

describe('TI3 patch rules in data', () => {
  it('a seat reaching the VP goal wins at once, ranked by VP', () => {
    const r = play('ti3-patch');
    r.act({ type: 'tracker.adjust', tracker: 'victory-points', holder: 'seat-2', by: 6 });
    r.act({ type: 'tracker.adjust', tracker: 'victory-points', holder: 'seat-1', by: 9 });
    expect(r.engine.state.endings.met).toEqual([]);
    r.act({ type: 'tracker.adjust', tracker: 'victory-points', holder: 'seat-1', by: 1 });
    const [met] = r.engine.state.endings.met;
    expect(met).toMatchObject({ condition: 'vp-goal', holder: 'seat-1' });
    expect(met?.standings?.[0]).toMatchObject({ team: 'seat-1', place: 1, values: [10] });
    expect(met?.standings?.[1]).toMatchObject({ team: 'seat-2', place: 2, values: [6] });
  });

  it('deals every seat a Political card as the Status Phase starts, hand limit 7', () => {
    const r = play('ti3-patch');
    const political = r.engine.header.scenario.decks.find((d) => d.id === 'political')!;
    expect(political.handLimit).toMatchObject({ cards: 7, over: 'flag' });
    r.act({ type: 'clock.start' });
    r.act({ type: 'clock.next' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'deck.deal']);
    const piles = r.engine.state.draws.decks['political']!.piles;
    const hands = Object.keys(piles).filter((k) => k.startsWith('hand:') && piles[k]!.length > 0);
    expect(hands.length).toBeGreaterThan(0);
    for (const hand of hands) expect(piles[hand]).toHaveLength(1);
  });
});

describe('So Say We All rules in data', () => {
  it('feeds Manpower in Phase 1: a ship short of Food gets Wounded for the unfed', () => {
    const r = play('so-say-we-all');
    r.act({ type: 'tracker.set', tracker: 'manpower', holder: 'prosecutor', value: 12 });
    r.act({ type: 'tracker.set', tracker: 'food', holder: 'prosecutor', value: 9 });
    r.act({ type: 'tracker.set', tracker: 'wounded', holder: 'prosecutor', value: 0 });
    const entries = r.act({ type: 'clock.start' });
    expect(entries.map((e) => e.action.type)).toContain('tracker.produce');
    expect(value(r, 'food', 'prosecutor')).toBe(0);
    expect(value(r, 'wounded', 'prosecutor')).toBe(3);
  });

  it('keeps the Black Market closed in Phase 1 and opens it at Commitment', () => {
    const r = play('so-say-we-all');
    r.act({ type: 'clock.start' });
    r.act({ type: 'market.refill', deck: 'black-market' });
    expect(() =>
      r.act({ type: 'market.take', deck: 'black-market', slot: 1, team: 'prosecutor' }),
    ).toThrow('Black Market trades is closed until Commitment: take from it then');
    r.act({ type: 'clock.next' });
    r.act({ type: 'market.take', deck: 'black-market', slot: 1, team: 'prosecutor' });
    expect(r.engine.state.draws.decks['black-market']!.piles['play:prosecutor']).toHaveLength(1);
  });
});

describe('Rifle & Axe rules in data', () => {
  it('starts each settlement with the Resource Board’s values and rolls the Growth Table', () => {
    const r = play('rifle-and-axe');
    expect(value(r, 'folk', 'settlement-1')).toBe(10);
    expect(value(r, 'horses', 'settlement-1')).toBe(8);
    expect(value(r, 'money', 'settlement-4')).toBe(5);
    expect(value(r, 'implements', 'settlement-2')).toBe(6);
    expect(r.engine.header.scenario.trackers).toHaveLength(25);
    const [roll] = r.act({ type: 'table.roll', table: 'growth', entered: 5 });
    expect(r.engine.registry.describe(roll!, r.engine.header)).toMatch(/Immigrants/);
  });
});

describe('Naval Duel ship ratings in data', () => {
  it('gives every ship the First class ratings as piece properties', () => {
    const scenario = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
    const ships = scenario.maps[0]!.tokens;
    expect(ships).toHaveLength(16);
    for (const ship of ships)
      expect(Object.fromEntries(ship.properties!.map((p) => [p.name, p.value]))).toEqual({
        Sails: 6,
        Skill: 0,
        Swiftiness: -4,
        Hull: 6,
        Cannon: 6,
        Gunnery: 0,
        Crew: 6,
        Boarding: 0,
        Courage: 0,
      });
  });

  it('takes damage off a rating, never below 0, and a resolver reads it', () => {
    const r = play('naval-duel');
    const map = r.engine.header.scenario.maps[0]!.id;
    r.act({ type: 'map.piece-property', map, token: 'a1', property: 'Hull', by: -2 });
    expect(() =>
      r.act({ type: 'map.piece-property', map, token: 'a1', property: 'Hull', by: -5 }),
    ).toThrow('Hull of A1 goes no lower than 0; -1 is outside');
    const live = r.engine.state.maps.live[map]!.tokens.find((t) => t.id === 'a1')!;
    expect(live.properties!.find((p) => p.name === 'Hull')?.value).toBe(4);
    const boarding = resolverSchema.parse({
      id: 'boarding',
      name: 'Boarding action',
      kind: 'target',
      dice: '1d6',
      inputs: [{ id: 'crew', name: 'Crew', from: { read: 'piece-state', property: 'crew' } }],
      target: 4,
      success: 'won',
      failure: 'lost',
      results: [
        { id: 'won', text: 'Won' },
        { id: 'lost', text: 'Lost' },
      ],
    });
    const reads = readInputs(
      boarding,
      r.engine.header.scenario,
      { actor: null, target: null, piece: { map, token: 'a1' } },
      {
        tracker: () => null,
        piece: (_m, token) => {
          const t = r.engine.state.maps.live[map]!.tokens.find((x) => x.id === token)!;
          return { name: t.label, tile: null, properties: t.properties ?? [] };
        },
      },
    );
    expect(reads).toEqual([expect.objectContaining({ id: 'crew', value: 6 })]);
  });
});

describe('orders of play in data', () => {
  it('So Say We All: the ships act in the Fleet Commander’s order, each once a round', () => {
    const r = play('so-say-we-all');
    r.act({ type: 'initiative.start', order: 'fleet-initiative' });
    const run = () => r.engine.state.initiative.runs['fleet-initiative']!;
    expect(run().sequence).toHaveLength(11);
    const [first, second, ...rest] = run().sequence;
    // The Fleet Commander moves the second ship to the end; the first keeps its turn.
    r.act({
      type: 'initiative.set',
      order: 'fleet-initiative',
      sequence: [first!, ...rest, second!],
    });
    for (let i = 0; i < 11; i++) r.act({ type: 'initiative.next', order: 'fleet-initiative' });
    expect(run()).toMatchObject({ round: 2, current: 0 });
    expect(run().sequence.at(-1)).toBe(second);
  });

  it('Aquila Rift: targets are declared lowest Sensors first, fire goes highest first', () => {
    const r = play('aquila-rift');
    r.act({
      type: 'roster.import',
      players: [
        { id: 'gov', name: 'Gov', team: 'faction-1', role: 'colony-governor' },
        { id: 'pat', name: 'Pat', team: 'faction-2', role: 'space-patrol-captain' },
        { id: 'pir', name: 'Pir', team: 'faction-3', role: 'pirate-captain' },
        { id: 'old', name: 'Old', team: 'faction-4', role: 'pirate-captain' },
      ],
    });
    const values = { gov: 3, pat: 3, pir: 3, old: 5 };
    const ages = { pir: 30, old: 50 };
    r.act({ type: 'initiative.start', order: 'target-order', values, tieBreak: ages });
    expect(r.engine.state.initiative.runs['target-order']?.sequence).toEqual([
      'pat',
      'pir',
      'gov',
      'old',
    ]);
    r.act({ type: 'initiative.start', order: 'firing-order', values, tieBreak: ages });
    expect(r.engine.state.initiative.runs['firing-order']?.sequence).toEqual([
      'old',
      'pat',
      'pir',
      'gov',
    ]);
  });
});
