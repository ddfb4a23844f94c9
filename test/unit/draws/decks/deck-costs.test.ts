import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import { deckView, drawButtonLabel, drawTargets } from '../../../../features/draws/draws-view.ts';
import { SessionEngine } from '../../../../session/engine.ts';
import { ActionRejected } from '../../../../session/types.ts';
import { trackerValue } from '../../../../features/teams/tracker-ops.ts';
import type { DeckInput } from '../../../../features/draws/draws-format.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import type { TrackerDef } from '../../../../features/teams/trackers-format.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** The fixture with a team Fuel tracker and Sabotage costing `amount` Fuel per card. */
function costed(amount = 2, fuel: Partial<TrackerDef> = {}) {
  const decks: DeckInput[] = drawsScenario().decks.map((d) =>
    d.id === 'sabotage' ? { ...d, cost: { tracker: 'fuel', amount, source: 'rules L152' } } : d,
  );
  const trackers = [
    {
      id: 'fuel',
      name: 'Fuel',
      min: 0,
      start: 5,
      perTeam: { beta: { start: 1 } },
      ...fuel,
    },
  ];
  return drawsRecorder('cost-seed', { decks, trackers });
}

function fuel(r: ReturnType<typeof costed>, team: string): number {
  const def = r.engine.header.scenario.trackers.find((t) => t.id === 'fuel')!;
  return trackerValue(r.engine.state.trackers, def, team);
}

describe('deck costs paid from a tracker', () => {
  it('takes the cost from the team in the same action and logs it', () => {
    const r = costed();
    const entries = r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:alpha' });
    expect(entries).toHaveLength(1);
    expect(fuel(r, 'alpha')).toBe(3);
    expect(r.engine.state.draws.decks['sabotage']!.piles['hand:alpha']).toHaveLength(1);
    expect(entries[0]!.outcome).toMatchObject({ paid: { tracker: 'fuel', amount: 2, value: 3 } });
    expect(r.engine.registry.describe(entries[0]!, r.engine.header)).toContain('; paid 2 Fuel');
  });

  it('charges per card drawn', () => {
    const r = costed();
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 2, to: 'hand:alpha' });
    expect(fuel(r, 'alpha')).toBe(1);
  });

  it('refuses a team that is short, with the reason, and changes nothing', () => {
    const r = costed();
    const before = r.engine.state;
    const seq = r.engine.seq;
    expect(() => r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:beta' })).toThrow(
      new ActionRejected('Beta has 1 Fuel; a Sabotage card costs 2'),
    );
    expect(() =>
      r.act({ type: 'deck.draw', deck: 'sabotage', count: 3, to: 'hand:alpha' }),
    ).toThrow('Alpha has 5 Fuel; 3 Sabotage cards cost 6');
    expect(r.engine.seq).toBe(seq);
    expect(r.engine.state).toBe(before);
  });

  it('refuses what the tracker’s minimum would stop short', () => {
    const r = costed(2, { min: 4 });
    expect(() => r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:alpha' })).toThrow(
      'Alpha has 5 Fuel; a Sabotage card costs 2',
    );
  });

  it('lets Control waive the cost, and says so', () => {
    const r = costed();
    const [entry] = r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:beta', free: true });
    expect(fuel(r, 'beta')).toBe(1);
    expect(entry!.outcome).toMatchObject({ free: true });
    expect(r.engine.registry.describe(entry!, r.engine.header)).toContain('without paying');
  });

  it('costs nothing when the cards go anywhere but a hand', () => {
    const r = costed();
    r.act({ type: 'deck.draw', deck: 'sabotage', to: 'play' });
    expect(fuel(r, 'alpha')).toBe(5);
  });

  it('replays to the very same state', () => {
    const r = costed();
    r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:alpha' });
    r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:beta', free: true });
    r.act({ type: 'deck.draw', deck: 'sabotage', to: 'hand:alpha' });
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state).toEqual(r.engine.state);
    expect(fuel(r, 'alpha')).toBe(1);
  });

  it('shows the cost on the deck view', () => {
    const r = costed();
    const scenario = r.engine.header.scenario;
    const def = scenario.decks.find((d) => d.id === 'sabotage')!;
    const view = deckView(scenario, def, r.engine.state.draws.decks['sabotage']!);
    expect(view.cost).toBe('2 Fuel');
    expect(drawButtonLabel(scenario, def, 2, 'hand:alpha')).toBe('Draw 2 · 4 Fuel');
    expect(drawButtonLabel(scenario, def, 2, 'play')).toBe('Draw 2');
    expect(drawTargets(scenario).map((t) => t.id)).toEqual([
      'play',
      'hand:alpha',
      'hand:beta',
      'hand:gamma',
    ]);
  });

  it('rejects a cost on a tracker that is missing or not a team’s', () => {
    const base = drawsScenario();
    const decks = base.decks.map((d) =>
      d.id === 'sabotage' ? { ...d, cost: { tracker: 'nope', amount: 1 } } : d,
    );
    const parsed = scenarioSchema.safeParse({ ...base, decks });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('no tracker \\"nope\\"');
  });

  it('prices So Say We All’s Sabotage cards at 2 Fuel, from the rulebook', () => {
    const scenario = bundledScenarios.find((s) => s.id === 'so-say-we-all')!.scenario;
    expect(scenarioSchema.safeParse(scenario).success).toBe(true);
    const deck = scenario.decks.find((d) => d.id === 'sabotage')!;
    expect(deck.cost).toMatchObject({ tracker: 'fuel', amount: 2 });
    expect(deck.cost?.source).toContain('two Fuel cards per Sabotage card');
  });
});
