import type { DeckDef, MarketDef } from '../draws-format.ts';
import type { Generator } from '../../../random/rng.ts';
import {
  ActionRejected,
  type SessionHeader,
  type SessionState,
  type Action,
} from '../../../session/types.ts';
import { currentPhase } from '../../clock/clock-math.ts';
import type { CardInstance, DeckState } from '../types.ts';
import { pileCards, placeCards, takeCards, withPiles } from './deck-ops.ts';
import { DISCARD_PILE, DRAW_PILE, MARKET_PILE } from './piles.ts';

/**
 * A deck's market: a face-up row of up to `slots` cards on the `market` pile. Taking moves a
 * card out of the row; refilling draws from the draw pile (reshuffling the discard in when the
 * deck does) until the row is full or the deck is out.
 */

export function marketOf(def: DeckDef): MarketDef {
  if (!def.market) throw new ActionRejected(`${def.name} has no market row`);
  return def.market;
}

export function marketRow(deck: DeckState): readonly CardInstance[] {
  return pileCards(deck, MARKET_PILE);
}

export interface Refilled {
  deck: DeckState;
  added: CardInstance[];
  /** Slots left empty because the deck ran out. */
  short: number;
  reshuffled: boolean;
}

/** Draws into the row until it holds `slots` cards or the deck is out. */
export function refillRow(def: DeckDef, deck: DeckState, g: Generator): Refilled {
  const market = marketOf(def);
  const need = Math.max(0, market.slots - marketRow(deck).length);
  if (need === 0) return { deck, added: [], short: 0, reshuffled: false };
  const taken = takeCards(def, deck, g, need, DRAW_PILE, 'top');
  const row = placeCards(marketRow(taken.state), MARKET_PILE, taken.cards, 'top', g);
  return {
    deck: withPiles(taken.state, { [MARKET_PILE]: row }),
    added: taken.cards,
    short: taken.short,
    reshuffled: taken.reshuffled,
  };
}

/** The row's cards to the discard (the last one on top), the row left empty. */
export function clearRow(deck: DeckState): { deck: DeckState; discarded: CardInstance[] } {
  const row = [...marketRow(deck)];
  return {
    deck: withPiles(deck, {
      [MARKET_PILE]: [],
      [DISCARD_PILE]: [...row].reverse().concat(pileCards(deck, DISCARD_PILE)),
    }),
    discarded: row,
  };
}

/** Whether the draw pile (or a discard the deck reshuffles in) can give a card. */
function canDraw(def: DeckDef, deck: DeckState): boolean {
  return (
    pileCards(deck, DRAW_PILE).length > 0 ||
    (def.reshuffleWhenEmpty && pileCards(deck, DISCARD_PILE).length > 0)
  );
}

/**
 * What the markets do when the clock enters a phase: every row refilled each turn at this
 * phase gets a fresh selection, when that changes anything.
 */
export function marketsAtPhaseStart(state: SessionState, header: SessionHeader): Action[] {
  const phase = currentPhase(state.clock);
  if (!phase) return [];
  const out: Action[] = [];
  for (const def of header.scenario.decks) {
    const market = def.market;
    const deck = state.draws.decks[def.id];
    if (!market || !deck || market.refill !== 'each-turn' || market.phase !== phase.phaseId)
      continue;
    const row = marketRow(deck).length;
    const fresh = market.stale === 'discard';
    const drawsFromDiscard = fresh && def.reshuffleWhenEmpty && row > 0;
    const changes =
      (fresh && row > 0) ||
      ((fresh || row < market.slots) && (canDraw(def, deck) || drawsFromDiscard));
    if (changes) out.push({ type: 'market.refill', deck: def.id, fresh, reason: 'phase' });
  }
  return out;
}
