import type { DeckDef } from '../draws-format.ts';
import { shuffleWith, type Generator } from '../../../random/rng.ts';
import { ActionRejected } from '../../../session/types.ts';
import type { CardInstance, DeckState, PileId } from '../types.ts';
import { DISCARD_PILE, DRAW_PILE, deckInstances, instanceCardId, isPileId } from './piles.ts';

/**
 * What can be done to a deck's piles, as pure functions of the deck's state and a generator
 * already in use. Every copy is in exactly one pile before and after each operation.
 */

export type DrawFrom = 'top' | 'bottom' | 'random';
export type PlaceAt = 'top' | 'bottom' | 'shuffle';

export function pileCards(state: DeckState, pile: PileId): readonly CardInstance[] {
  return state.piles[pile] ?? [];
}

/** Replaces some piles; a pile that empties leaves the record (the draw pile stays). */
export function withPiles(state: DeckState, changes: Record<PileId, CardInstance[]>): DeckState {
  const piles = { ...state.piles };
  for (const [id, cards] of Object.entries(changes)) {
    if (cards.length === 0 && id !== DRAW_PILE) delete piles[id];
    else piles[id] = cards;
  }
  return { ...state, piles };
}

/** Play areas and hands are spreads shown in the order cards arrived; the rest are stacks. */
export function isSpread(pile: PileId): boolean {
  return (
    pile === 'play' || pile === 'market' || pile.startsWith('play:') || pile.startsWith('hand:')
  );
}

/**
 * Puts cards on a pile. On a stack, `top` leaves the last of them on top (as a hand puts
 * them down one by one); on a spread, `top` means after the cards already there.
 */
export function placeCards(
  existing: readonly CardInstance[],
  pile: PileId,
  cards: readonly CardInstance[],
  at: PlaceAt,
  g: Generator,
): CardInstance[] {
  if (at === 'shuffle') return shuffleWith(g, [...existing, ...cards]);
  const spread = isSpread(pile);
  if (at === 'top') return spread ? [...existing, ...cards] : [...cards].reverse().concat(existing);
  return spread ? [...cards, ...existing] : [...existing, ...cards];
}

export function checkPile(pile: string): void {
  if (!isPileId(pile))
    throw new ActionRejected(
      `"${pile}" is not a pile: use draw, discard, removed, play, market, hand:<team>, play:<team> or stack:<n>`,
    );
}

export interface Drawn {
  state: DeckState;
  cards: CardInstance[];
  reshuffled: boolean;
  short: number;
}

/**
 * Takes up to `count` cards from a pile (without placing them anywhere). When the draw pile
 * runs out and the deck reshuffles, the discard pile is shuffled in and drawing goes on.
 */
export function takeCards(
  def: DeckDef,
  state: DeckState,
  g: Generator,
  count: number,
  from: PileId,
  position: DrawFrom,
): Drawn {
  let source = pileCards(state, from).slice();
  let discard = pileCards(state, DISCARD_PILE);
  let reshuffled = false;
  const cards: CardInstance[] = [];
  while (cards.length < count) {
    if (source.length === 0) {
      if (from !== DRAW_PILE || !def.reshuffleWhenEmpty || discard.length === 0) break;
      source = shuffleWith(g, discard);
      discard = [];
      reshuffled = true;
    }
    const k = Math.min(count - cards.length, source.length);
    if (position === 'top') {
      cards.push(...source.slice(0, k));
      source = source.slice(k);
    } else if (position === 'bottom') {
      cards.push(...source.slice(source.length - k).reverse());
      source = source.slice(0, source.length - k);
    } else {
      for (let i = 0; i < k; i++) {
        const index = g.int(source.length);
        cards.push(source[index] as CardInstance);
        source.splice(index, 1);
      }
    }
  }
  const changes: Record<PileId, CardInstance[]> = { [from]: source };
  if (reshuffled) changes[DISCARD_PILE] = discard as CardInstance[];
  return {
    state: withPiles(state, changes),
    cards,
    reshuffled,
    short: count - cards.length,
  };
}

/** Where each copy is now. */
export function pileIndex(state: DeckState): Map<CardInstance, PileId> {
  const where = new Map<CardInstance, PileId>();
  for (const [pile, cards] of Object.entries(state.piles))
    for (const card of cards) where.set(card, pile);
  return where;
}

/** Moves named copies, wherever they are, onto one pile. */
export function moveCards(
  state: DeckState,
  cards: readonly CardInstance[],
  to: PileId,
  at: PlaceAt,
  g: Generator,
  deckName: string,
): DeckState {
  const where = pileIndex(state);
  const seen = new Set<CardInstance>();
  for (const card of cards) {
    if (seen.has(card)) throw new ActionRejected(`card ${card} is named twice`);
    seen.add(card);
    if (!where.has(card)) throw new ActionRejected(`${deckName} has no card ${card}`);
  }
  const changes: Record<PileId, CardInstance[]> = {};
  for (const pile of new Set(cards.map((card) => where.get(card) as PileId)))
    changes[pile] = pileCards(state, pile).filter((card) => !seen.has(card));
  const target = changes[to] ?? pileCards(state, to);
  changes[to] = placeCards(target, to, cards, at, g);
  return withPiles(state, changes);
}

/** Deals the draw pile into `n` piles `stack:1…n` one card at a time, as a person deals. */
export function splitDrawPile(state: DeckState, n: number, deckName: string): DeckState {
  if (Object.keys(state.piles).some((pile) => pile.startsWith('stack:')))
    throw new ActionRejected(`${deckName} is already split: gather its piles first`);
  const draw = pileCards(state, DRAW_PILE);
  if (draw.length === 0) throw new ActionRejected(`the draw pile of ${deckName} is empty`);
  const stacks: CardInstance[][] = Array.from({ length: n }, () => []);
  draw.forEach((card, i) => (stacks[i % n] as CardInstance[]).push(card));
  const changes: Record<PileId, CardInstance[]> = { [DRAW_PILE]: [] };
  stacks.forEach((cards, i) => (changes[`stack:${i + 1}`] = cards));
  return withPiles(state, changes);
}

/** Every non-persistent card in play goes to the discard; persistent ones stay. */
export function clearPlay(
  def: DeckDef,
  state: DeckState,
): { state: DeckState; discarded: CardInstance[] } {
  const persistent = new Set(def.cards.filter((c) => c.persistent).map((c) => c.id));
  const changes: Record<PileId, CardInstance[]> = {};
  const discarded: CardInstance[] = [];
  for (const [pile, cards] of Object.entries(state.piles)) {
    if (pile !== 'play' && !pile.startsWith('play:')) continue;
    const stays = cards.filter((card) => persistent.has(instanceCardId(card)));
    if (stays.length === cards.length) continue;
    discarded.push(...cards.filter((card) => !persistent.has(instanceCardId(card))));
    changes[pile] = stays;
  }
  changes[DISCARD_PILE] = [...discarded].reverse().concat(pileCards(state, DISCARD_PILE));
  return { state: withPiles(state, changes), discarded };
}

/** Every copy back in the draw pile, shuffled when the deck starts shuffled. */
export function resetDeck(def: DeckDef, g: Generator): DeckState {
  const cards = deckInstances(def);
  return {
    piles: { [DRAW_PILE]: def.shuffleAtStart ? shuffleWith(g, cards) : cards },
    lastDraw: null,
  };
}
