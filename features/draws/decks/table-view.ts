import type { DeckDef, MarketDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { cardOf, pileLabel, type CardView } from '../draws-view.ts';
import type { DeckState, PileId } from '../types.ts';
import {
  counterKindColour,
  counterKindName,
  counterProgress,
  countersOn,
  type CounterProgress,
} from './card-counters.ts';
import { costLabel } from './deck-cost.ts';
import { marketRow } from './market.ts';
import { DRAW_PILE, isInPlayPile } from './piles.ts';

/**
 * What the console, the display and `session show` list of a deck on the table: its market
 * row, and its cards in play with the counters on them. Built from a projected deck state, so
 * a viewer is listed only the cards it may see.
 */

export interface CounterChip {
  kind: string;
  name: string;
  colour?: string;
  count: number;
}

export interface CardOnTable {
  card: CardView;
  pile: PileId;
  pileLabel: string;
  counters: CounterChip[];
  progress: CounterProgress | null;
  /** "Understood" once the goal is met, else null. */
  complete: string | null;
}

/** A counter kind Control can put on the deck's cards: the bag's kinds, in the bag's order. */
export function counterKinds(scenario: Scenario, def: DeckDef): CounterChip[] {
  const bag = def.counters?.bag;
  const kinds = bag ? (scenario.bags.find((b) => b.id === bag)?.kinds ?? []) : [];
  return kinds.map((k) => ({
    kind: k.id,
    name: k.name,
    ...(k.colour === undefined ? {} : { colour: k.colour }),
    count: 0,
  }));
}

/** Whether the deck's cards take counters: it says so, or a card has a goal. */
export function takesCounters(def: DeckDef): boolean {
  return def.counters !== undefined || def.cards.some((c) => c.counterGoal !== undefined);
}

/** The deck's cards in hands and play areas that take counters or carry some, in pile order. */
export function cardsOnTable(scenario: Scenario, def: DeckDef, state: DeckState): CardOnTable[] {
  const teams = new Map(scenario.teams.map((t) => [t.id, t.name]));
  const out: CardOnTable[] = [];
  const takes = takesCounters(def);
  for (const [pile, cards] of Object.entries(state.piles)) {
    if (!isInPlayPile(pile)) continue;
    for (const instance of cards) {
      const card = cardOf(def, instance);
      if (!card) continue;
      const on = countersOn(state, instance);
      if (!takes && Object.keys(on).length === 0) continue;
      const progress = counterProgress(def, instance, on);
      out.push({
        card,
        pile,
        pileLabel: pileLabel(pile, (id) => teams.get(id) ?? id),
        counters: Object.entries(on).map(([kind, count]) => {
          const colour = counterKindColour(scenario, def, kind);
          return {
            kind,
            name: counterKindName(scenario, def, kind),
            ...(colour === undefined ? {} : { colour }),
            count,
          };
        }),
        progress,
        complete: progress?.complete ? (def.counters?.complete ?? 'Complete') : null,
      });
    }
  }
  return out;
}

/** "Red 2 · Blue 1 · 3 / 3 Understood": a card's counters in one line. */
export function countersLine(item: CardOnTable): string {
  const chips = item.counters.map((c) => `${c.name} ${c.count}`);
  const goal = item.progress
    ? `${item.progress.have} / ${item.progress.goal}${item.complete ? ` ${item.complete}` : ''}`
    : '';
  return [...chips, goal].filter((s) => s !== '').join(' · ') || 'no counters';
}

export interface MarketView {
  deck: string;
  name: string;
  slots: number;
  refill: MarketDef['refill'];
  /** The row's cards, left to right (a viewer's unseen card is left out). */
  cards: CardView[];
  /** Slots without a card. */
  empty: number;
  /** Cards left in the draw pile. */
  drawLeft: number;
  /** Whether the display shows the row. */
  public: boolean;
  takeTo: MarketDef['takeTo'];
  /** "2 Fuel" per card, empty when free. */
  cost: string;
  /** "A new row at the start of Commitment", "Refills after each take". */
  refillLabel: string;
}

export function marketView(scenario: Scenario, def: DeckDef, state: DeckState): MarketView | null {
  const market = def.market;
  if (!market) return null;
  const row = marketRow(state);
  const phaseName = scenario.schedule.blocks
    .flatMap((b) => b.phases)
    .find((p) => p.id === market.phase)?.name;
  const refillLabel =
    market.refill === 'on-take'
      ? 'Refills after each take'
      : market.refill === 'each-turn'
        ? `A new row at the start of ${phaseName ?? market.phase ?? 'its phase'}${market.stale === 'discard' ? ' (untaken cards discarded)' : ''}`
        : 'Refilled by Control';
  return {
    deck: def.id,
    name: def.name,
    slots: market.slots,
    refill: market.refill,
    cards: row.flatMap((c) => cardOf(def, c) ?? []),
    empty: Math.max(0, market.slots - row.length),
    drawLeft: state.piles[DRAW_PILE]?.length ?? 0,
    public: market.public,
    takeTo: market.takeTo,
    cost: costLabel(scenario, def),
    refillLabel,
  };
}

/** The kind the + and − buttons of a card start with: its goal's first kind, else the first. */
export function defaultCounterKind(scenario: Scenario, def: DeckDef, item: CardOnTable): string {
  const goal = def.cards.find((c) => c.id === item.card.cardId)?.counterGoal;
  return (
    goal?.kinds[0] ?? item.counters[0]?.kind ?? counterKinds(scenario, def)[0]?.kind ?? 'counter'
  );
}

/** "Red cube", "Damage counter": one counter of a kind, for button names. */
export function counterNoun(scenario: Scenario, def: DeckDef, kind: string): string {
  return `${counterKindName(scenario, def, kind)} ${def.counters?.noun ?? 'counter'}`;
}
