import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { ActionRejected, type Json } from '../../../session/types.ts';
import type { DeckState } from '../types.ts';
import { pileHolder, isHandPile } from './piles.ts';

/**
 * A deck's hand limit, checked after every deck operation: a hand that grew past it is refused,
 * or flagged with how many cards it must discard, as the deck's data says.
 */

/** Cards over the limit per team, for every hand of the deck that holds more than it may. */
export function handsOverLimit(def: DeckDef, deck: DeckState): Record<string, number> {
  const over: Record<string, number> = {};
  const limit = def.handLimit?.cards;
  if (limit === undefined) return over;
  for (const [pile, cards] of Object.entries(deck.piles)) {
    const holder = pileHolder(pile);
    if (isHandPile(pile) && holder !== null && cards.length > limit)
      over[holder] = cards.length - limit;
  }
  return over;
}

/**
 * The hands an operation took past the limit (team → cards to discard). Throws when the deck
 * refuses such a draw; a hand already over that did not grow is not this operation's doing.
 */
export function checkHandLimit(
  scenario: Scenario,
  def: DeckDef,
  before: DeckState,
  after: DeckState,
): Record<string, number> {
  const rule = def.handLimit;
  const grew: Record<string, number> = {};
  if (!rule) return grew;
  for (const [team, excess] of Object.entries(handsOverLimit(def, after))) {
    const pile = `hand:${team}`;
    const had = before.piles[pile]?.length ?? 0;
    const has = after.piles[pile]?.length ?? 0;
    if (has <= had) continue;
    if (rule.over === 'refuse') {
      const name = scenario.teams.find((t) => t.id === team)?.name ?? team;
      throw new ActionRejected(
        `${name}'s hand of ${def.name} would hold ${has} cards, over its limit of ${rule.cards}: discard first`,
      );
    }
    grew[team] = excess;
  }
  return grew;
}

/** Adds the hands taken over the limit to an action's outcome, for its log line. */
export function withOverLimit(
  outcome: Json | undefined,
  over: Record<string, number>,
): Json | undefined {
  if (Object.keys(over).length === 0) return outcome;
  const base = outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
  return { ...base, overLimit: over };
}

/** " (Alpha over the hand limit: discard 1)" from an outcome, or nothing. */
export function overLimitNote(outcome: Json | undefined, scenario: Scenario): string {
  const over =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome)
      ? outcome['overLimit']
      : undefined;
  if (!over || typeof over !== 'object' || Array.isArray(over)) return '';
  const parts = Object.entries(over).map(([team, n]) => {
    const name = scenario.teams.find((t) => t.id === team)?.name ?? team;
    return `${name} over the hand limit: discard ${typeof n === 'number' ? n : '?'}`;
  });
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}
