import { describe, expect, it } from 'vitest';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { createHeader } from '../../../../session/session-header.ts';
import { recorder, T0 } from '../../session/session-fixtures.ts';

/** Bundled rulebooks' phase-start rules as data: a table rolled, cards dealt by a tracker. */

function session(id: string) {
  const scenario = bundledScenarios.find((b) => b.id === id)!.scenario;
  return recorder(
    createHeader({
      id,
      title: id,
      scenarioId: id,
      scenario,
      seed: `${id}-seed`,
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}

describe('Naval Duel', () => {
  it('rolls the wind change (1D6, a 6 changes it) as each turn starts, die and row logged', () => {
    const r = session('naval-duel');
    const entries = r.act({ type: 'clock.start' });
    const roll = entries.find((e) => e.action.type === 'table.roll')!;
    expect(roll.action).toMatchObject({ table: 'wind-change' });
    expect(r.engine.registry.describe(roll, r.engine.header)).toMatch(
      /^Wind change: rolled [1-6] on 1d6 → The wind (stays the same|changes; then Wind Direction: rolled \d+ on 1d10 → .+)$/,
    );
  });
});

describe('Europe at War', () => {
  it('deals each country its 5 cards as the Draw Phase starts, a hand over 7 flagged', () => {
    const r = session('europe-at-war');
    const deck = r.engine.header.scenario.decks.find((d) => d.id === 'action-deck')!;
    expect(deck.handLimit).toMatchObject({ cards: 7, over: 'flag' });
    const entries = r.act({ type: 'clock.start' });
    const deal = entries.find((e) => e.action.type === 'deck.deal')!;
    expect(deal.action).toMatchObject({ count: { tracker: 'cards-drawn' } });
    const piles = r.engine.state.draws.decks['action-deck']!.piles;
    const seated = Object.keys(piles).filter((p) => p.startsWith('hand:'));
    expect(seated.length).toBeGreaterThan(0);
    for (const pile of seated) expect(piles[pile]).toHaveLength(5);
  });
});
