import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { pileCards, withPiles } from './decks/deck-ops.ts';
import { DISCARD_PILE, playPile } from './decks/piles.ts';
import { rollTable, type TableRollOptions, type TableRollOutcome } from './tables/roll-table.ts';

/**
 * What other features may do to the draws: roll on a table (a wind table, a heading), which
 * moves the session's generator on, and discard a card played in front of a team (an event
 * once tallied).
 */
export const drawsApi = {
  rollTable(
    state: SessionState,
    scenario: Scenario,
    tableId: string,
    options: TableRollOptions = {},
  ): { state: SessionState; rolled: TableRollOutcome } {
    const [rolled, draws, rng] = rollTable(scenario, tableId, state.draws, state.rng, options);
    return { state: { ...state, draws, rng }, rolled };
  },

  /** Moves a card from in front of its team to the top of the deck's discard pile. */
  discardFromPlay(state: SessionState, deckId: string, team: string, card: string): SessionState {
    const deck = state.draws.decks[deckId];
    if (!deck) return state;
    const piles = withPiles(deck, {
      [playPile(team)]: pileCards(deck, playPile(team)).filter((c) => c !== card),
      [DISCARD_PILE]: [card, ...pileCards(deck, DISCARD_PILE)],
    });
    return {
      ...state,
      draws: { ...state.draws, decks: { ...state.draws.decks, [deckId]: piles } },
    };
  },
};

declare module '../../session/feature-apis.ts' {
  interface FeatureApis {
    draws: typeof drawsApi;
  }
}
