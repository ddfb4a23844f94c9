import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { ActionRejected } from '../../../session/types.ts';
import type { CardInstance, DeckState } from '../types.ts';
import { pileIndex } from './deck-ops.ts';
import { instanceCardId, isInPlayPile } from './piles.ts';

/**
 * Counters (cubes, tokens) on a card in play, by kind, and whether the card's goal is met.
 * They live beside the piles, per copy, and go when the copy leaves a hand or play area.
 */

export type CardCounters = Readonly<Record<string, number>>;

/** The counters on one copy (empty when none). */
export function countersOn(deck: DeckState, card: CardInstance): CardCounters {
  return deck.counters?.[card] ?? {};
}

/** The deck with one copy's counters of one kind changed by `delta`, refused below 0. */
export function changeCounters(
  def: DeckDef,
  deck: DeckState,
  card: CardInstance,
  kind: string,
  delta: number,
  kindLabel: string,
): DeckState {
  const pile = pileIndex(deck).get(card);
  const title = def.cards.find((c) => c.id === instanceCardId(card))?.title ?? card;
  if (pile === undefined) throw new ActionRejected(`${def.name} has no card ${card}`);
  if (!isInPlayPile(pile))
    throw new ActionRejected(
      `${title} is not in play: counters go on a card in a hand or play area`,
    );
  const on = countersOn(deck, card);
  const now = (on[kind] ?? 0) + delta;
  if (now < 0)
    throw new ActionRejected(`${title} has ${on[kind] ?? 0} ${kindLabel}; it cannot go below 0`);
  const mine: Record<string, number> = { ...on, [kind]: now };
  if (now === 0) delete mine[kind];
  const counters = { ...deck.counters };
  if (Object.keys(mine).length === 0) delete counters[card];
  else counters[card] = mine;
  const next: DeckState = { ...deck, counters };
  if (Object.keys(counters).length === 0) delete next.counters;
  return next;
}

/** Drops the counters of copies no longer in a hand or play area (cubes go back to the box). */
export function pruneCounters(deck: DeckState): DeckState {
  if (!deck.counters) return deck;
  const where = pileIndex(deck);
  const kept = Object.entries(deck.counters).filter(([card]) => {
    const pile = where.get(card);
    return pile !== undefined && isInPlayPile(pile);
  });
  if (kept.length === Object.keys(deck.counters).length) return deck;
  const next: DeckState = { ...deck, counters: Object.fromEntries(kept) };
  if (kept.length === 0) delete next.counters;
  return next;
}

/** A counter kind's name: the deck's bag kind of that id, else the label as typed. */
export function counterKindName(scenario: Scenario, def: DeckDef, kind: string): string {
  const bag = def.counters?.bag;
  const found = bag
    ? scenario.bags.find((b) => b.id === bag)?.kinds.find((k) => k.id === kind)
    : undefined;
  return found?.name ?? kind;
}

/** A kind's colour from the deck's bag, when it has one. */
export function counterKindColour(
  scenario: Scenario,
  def: DeckDef,
  kind: string,
): string | undefined {
  const bag = def.counters?.bag;
  return bag
    ? scenario.bags.find((b) => b.id === bag)?.kinds.find((k) => k.id === kind)?.colour
    : undefined;
}

export interface CounterProgress {
  /** Counters that count toward the goal. */
  have: number;
  goal: number;
  complete: boolean;
}

/** How far a copy is toward its card's goal, or null when the card has none. */
export function counterProgress(
  def: DeckDef,
  card: CardInstance,
  on: CardCounters,
): CounterProgress | null {
  const goal = def.cards.find((c) => c.id === instanceCardId(card))?.counterGoal;
  if (!goal) return null;
  const kinds = goal.kinds.length > 0 ? goal.kinds : Object.keys(on);
  const have = kinds.reduce((sum, kind) => sum + (on[kind] ?? 0), 0);
  return { have, goal: goal.count, complete: have >= goal.count };
}
