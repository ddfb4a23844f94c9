import type { Scenario } from '../../scenarios/format/schema.ts';
import { shuffle, type RngState } from '../../random/rng.ts';
import { DRAW_PILE, deckInstances } from './decks/piles.ts';
import type { BagState, DeckState, DrawsState } from './types.ts';

/**
 * The draws when a session starts: every copy in its deck's draw pile (shuffled with the
 * generator given, the session's secret one, when the deck asks for it), every bag filled as
 * the scenario says.
 */
export function initialDraws(scenario: Scenario, rng: RngState): [DrawsState, RngState] {
  let next = rng;
  const decks: Record<string, DeckState> = {};
  for (const deck of scenario.decks) {
    let cards = deckInstances(deck);
    if (deck.shuffleAtStart) [cards, next] = shuffle(next, cards);
    decks[deck.id] = { piles: { [DRAW_PILE]: cards }, lastDraw: null };
  }
  const bags: Record<string, BagState> = {};
  for (const bag of scenario.bags) {
    const contents: Record<string, number> = {};
    const supply: Record<string, number> = {};
    for (const kind of bag.kinds) {
      const inBag = bag.contents[kind.id] ?? 0;
      if (inBag > 0) contents[kind.id] = inBag;
      if (kind.total !== null) supply[kind.id] = kind.total - inBag;
    }
    bags[bag.id] = { contents, supply, lastDraw: null };
  }
  return [{ decks, bags, tables: {}, results: [], shown: null }, next];
}
