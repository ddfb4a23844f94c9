import { describe, expect, it } from 'vitest';
import { createHeader } from '../../../../session/session-header.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';
import { recorder, T0 } from '../../session/session-fixtures.ts';

/** Europe at War seats 17 countries; two players play two of them. */
function twoPlayers() {
  const scenario = bundledScenarios.find((b) => b.id === 'europe-at-war')!.scenario;
  const r = recorder(
    createHeader({
      id: 'two-players',
      title: 'Two players',
      scenarioId: null,
      scenario,
      seed: 'deal-seats',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
  r.act({
    type: 'roster.import',
    players: [
      { name: 'Ana', team: 'france' },
      { name: 'Ben', team: 'spain' },
    ],
  });
  return r;
}

const hands = (r: ReturnType<typeof twoPlayers>) =>
  Object.keys(r.engine.state.draws.decks['action-deck']!.piles)
    .filter((p) => p.startsWith('hand:'))
    .sort();

describe('a deal with no teams named', () => {
  it('deals the seats in play only', () => {
    const r = twoPlayers();
    r.act({ type: 'deck.deal', deck: 'action-deck', count: 5 });
    expect(hands(r)).toEqual(['hand:france', 'hand:spain']);
    expect(r.log.at(-1)!.outcome).toMatchObject({ dealt: { spain: expect.any(Array) } });
  });

  it('deals every seat when told, and as before for a deal logged before seats in play', () => {
    const r = twoPlayers();
    r.act({ type: 'deck.deal', deck: 'action-deck', count: 1, seats: 'all' });
    expect(hands(r)).toHaveLength(17);
    const old = twoPlayers();
    const module = old.engine.registry.get('deck.deal')!;
    expect(module.fromLog!({ type: 'deck.deal', deck: 'action-deck' })).toEqual({
      type: 'deck.deal',
      deck: 'action-deck',
      seats: 'all',
    });
  });
});
