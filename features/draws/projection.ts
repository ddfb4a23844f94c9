import type { Scenario } from '../../scenarios/format/schema.ts';
import type { ProjectionContext } from '../../session/plugin.ts';
import type { Viewer } from '../../session/viewer.ts';
import { isCrew, viewerTeam } from '../../session/viewer.ts';
import { handPile, isPublicPile, pileHolder, isHandPile } from './decks/piles.ts';
import { knowsHolder } from './decks/hidden-holders.ts';
import type { CardInstance, DeckState, DrawsState, PendingChoice, PileId } from './types.ts';

/**
 * What a viewer may see of the draws. The crew sees everything. A team sees the face-up
 * piles, its own hand (every hand, when the deck's hands are open), only the size of every other
 * pile (the draw pile's order never leaves the host), and the cards it drew to choose from; a
 * display sees face-up piles (open hands too) and sizes. Bags, tables and results
 * are drawn in front of the room, and stay as they are.
 */

/** Stands for a card a viewer may not see: a pile keeps its size, not its cards. */
export const HIDDEN_CARD: CardInstance = '?';

/** Whether a viewer may see the cards of a pile (every hand, when the deck's hands are open). */
export function seesPile(viewer: Viewer, pile: PileId, openHands = false): boolean {
  if (isCrew(viewer) || isPublicPile(pile)) return true;
  if (!isHandPile(pile)) return false;
  return openHands || pileHolder(pile) === viewerTeam(viewer);
}

/** Whether a viewer may see the cards of one deck's pile, as that deck's rules say. */
export function seesDeckPile(
  viewer: Viewer,
  scenario: Scenario,
  deck: string,
  pile: PileId,
): boolean {
  return seesPile(viewer, pile, scenario.decks.find((d) => d.id === deck)?.openHands ?? false);
}

function projectDeck(
  deck: DeckState,
  viewer: Viewer,
  openHands: boolean,
  knows: (pile: PileId) => boolean,
): DeckState {
  const piles: Record<PileId, CardInstance[]> = {};
  const seen = new Set<CardInstance>();
  for (const [pile, cards] of Object.entries(deck.piles)) {
    // A hand whose holder is secret is not there at all, not even its size.
    if (!knows(pile)) continue;
    if (seesPile(viewer, pile, openHands)) {
      piles[pile] = cards;
      for (const card of cards) seen.add(card);
    } else piles[pile] = cards.map(() => HIDDEN_CARD);
  }
  // Cards drawn to choose from are the choosing team's, as its hand is: others see how many.
  let choosing: Record<string, PendingChoice> | undefined;
  if (deck.choosing) {
    choosing = {};
    for (const [team, choice] of Object.entries(deck.choosing)) {
      if (!knows(handPile(team))) continue;
      const sees = seesPile(viewer, handPile(team));
      choosing[team] = sees ? choice : { ...choice, cards: choice.cards.map(() => HIDDEN_CARD) };
      if (sees) for (const card of choice.cards) seen.add(card);
    }
  }
  // The last draw names only cards the viewer can see now: drawn cards may since have gone
  // back into the draw pile or into a hand.
  const last = deck.lastDraw && knows(deck.lastDraw.pile) ? deck.lastDraw : null;
  const lastDraw = last && {
    ...last,
    cards: last.cards.map((card) => (seen.has(card) ? card : HIDDEN_CARD)),
  };
  // Counters are seen by whoever sees the card they lie on.
  let counters: DeckState['counters'];
  if (deck.counters) {
    const shown = Object.entries(deck.counters).filter(([card]) => seen.has(card));
    if (shown.length > 0) counters = Object.fromEntries(shown);
  }
  return { piles, lastDraw, ...(choosing ? { choosing } : {}), ...(counters ? { counters } : {}) };
}

export function projectDraws(
  draws: DrawsState,
  viewer: Viewer,
  ctx: ProjectionContext,
): DrawsState {
  if (isCrew(viewer)) return draws;
  const decks: Record<string, DeckState> = {};
  const open = new Set(ctx.scenario.decks.filter((d) => d.openHands).map((d) => d.id));
  for (const [id, deck] of Object.entries(draws.decks))
    decks[id] = projectDeck(deck, viewer, open.has(id), (pile) =>
      knowsHolder(viewer, ctx.scenario, id, pile),
    );
  return { ...draws, decks };
}
