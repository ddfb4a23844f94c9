import type { DeckDef } from '../draws-format.ts';
import type { CardInstance, PileId } from '../types.ts';

/** Names of piles and card copies, shared by the deck engine, its views and the console. */

export const DRAW_PILE = 'draw';
export const DISCARD_PILE = 'discard';
export const REMOVED_PILE = 'removed';
export const PLAY_PILE = 'play';
/** A deck's face-up row of cards to take from. */
export const MARKET_PILE = 'market';

export const handPile = (holder: string): PileId => `hand:${holder}`;
export const playPile = (holder: string): PileId => `play:${holder}`;
export const stackPile = (n: number): PileId => `stack:${n}`;

const HOLDER = /^(hand|play):([a-z0-9][a-z0-9-]*)$/;
const STACK = /^stack:([1-9][0-9]?)$/;

/** A pile id the engine accepts: a fixed pile, a holder's hand or play area, or a split pile. */
export const PILE_ID_PATTERN =
  /^(draw|discard|removed|play|market|(hand|play):[a-z0-9][a-z0-9-]*|stack:[1-9][0-9]?)$/;

export function isPileId(value: string): boolean {
  return PILE_ID_PATTERN.test(value);
}

/** The holder (team id) of a hand or per-holder play pile, or null. */
export function pileHolder(pile: PileId): string | null {
  return HOLDER.exec(pile)?.[2] ?? null;
}

export function isHandPile(pile: PileId): boolean {
  return pile.startsWith('hand:');
}

export function stackNumber(pile: PileId): number | null {
  const match = STACK.exec(pile);
  return match ? Number(match[1]) : null;
}

/**
 * What a display (or any team) may see the cards of: the discard, removed and play piles.
 * Draw and split piles show only their size; a hand shows its cards only to its holder.
 */
export function isPublicPile(pile: PileId): boolean {
  return (
    pile === DISCARD_PILE ||
    pile === REMOVED_PILE ||
    pile === PLAY_PILE ||
    pile === MARKET_PILE ||
    pile.startsWith('play:')
  );
}

/** A pile whose cards are in play and may carry counters: a hand or a play area. */
export function isInPlayPile(pile: PileId): boolean {
  return pile === PLAY_PILE || pile.startsWith('play:') || pile.startsWith('hand:');
}

export function cardInstance(cardId: string, copy: number): CardInstance {
  return `${cardId}/${copy}`;
}

/** The card definition id of a copy (`sabotage/3` → `sabotage`). */
export function instanceCardId(instance: CardInstance): string {
  const slash = instance.lastIndexOf('/');
  return slash < 0 ? instance : instance.slice(0, slash);
}

/** Every copy of every card, in the order the deck lists them. */
export function deckInstances(deck: Pick<DeckDef, 'cards'>): CardInstance[] {
  const out: CardInstance[] = [];
  for (const card of deck.cards)
    for (let copy = 1; copy <= card.copies; copy++) out.push(cardInstance(card.id, copy));
  return out;
}
