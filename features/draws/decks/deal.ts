import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { Generator } from '../../../random/rng.ts';
import { ActionRejected } from '../../../session/types.ts';
import type { CardInstance, DeckState, PileId } from '../types.ts';
import { pileCards, placeCards, takeCards, withPiles } from './deck-ops.ts';
import { DRAW_PILE, handPile, playPile } from './piles.ts';

export interface DealOptions {
  count: number;
  /** Team ids in seat order; empty: every team of kind "team", in scenario order. */
  holders: readonly string[];
  to: 'hand' | 'play';
  limit?: number;
  /** Cards for each holder, when they differ (read from a team tracker); `count` otherwise. */
  counts?: Readonly<Record<string, number>>;
}

export interface Dealt {
  state: DeckState;
  dealt: Record<string, CardInstance[]>;
  skipped: string[];
  short: number;
  reshuffled: boolean;
  lastPile: PileId;
}

/**
 * Deals one card to each holder in seat order, round after round, as at a table. A holder
 * whose target pile already holds `limit` cards is skipped (one event per ship at a time).
 */
export function dealCards(
  scenario: Scenario,
  def: DeckDef,
  deck: DeckState,
  g: Generator,
  options: DealOptions,
): Dealt {
  const teams = new Set(scenario.teams.map((t) => t.id));
  const holders =
    options.holders.length > 0
      ? [...options.holders]
      : scenario.teams.filter((t) => t.kind === 'team').map((t) => t.id);
  if (holders.length === 0) throw new ActionRejected('there is no team to deal to');
  for (const holder of holders)
    if (!teams.has(holder)) throw new ActionRejected(`this scenario has no team "${holder}"`);
  if (new Set(holders).size !== holders.length) throw new ActionRejected('a team is named twice');

  const target = (holder: string) => (options.to === 'hand' ? handPile(holder) : playPile(holder));
  let state = deck;
  let reshuffled = false;
  let short = 0;
  const dealt: Record<string, CardInstance[]> = {};
  const skipped = new Set<string>();
  let lastPile: PileId = target(holders[0] as string);
  const countFor = (holder: string) => options.counts?.[holder] ?? options.count;
  const rounds = Math.max(0, ...holders.map(countFor));
  for (let round = 0; round < rounds; round++) {
    for (const holder of holders) {
      if (round >= countFor(holder)) continue;
      const pile = target(holder);
      if (options.limit !== undefined && pileCards(state, pile).length >= options.limit) {
        skipped.add(holder);
        continue;
      }
      const taken = takeCards(def, state, g, 1, DRAW_PILE, 'top');
      reshuffled ||= taken.reshuffled;
      if (taken.cards.length === 0) {
        short++;
        continue;
      }
      state = withPiles(taken.state, {
        [pile]: placeCards(pileCards(taken.state, pile), pile, taken.cards, 'top', g),
      });
      (dealt[holder] ??= []).push(...taken.cards);
      lastPile = pile;
    }
  }
  if (Object.keys(dealt).length === 0 && short > 0)
    throw new ActionRejected(`the draw pile of ${def.name} is empty`);
  return { state, dealt, skipped: [...skipped], short, reshuffled, lastPile };
}
