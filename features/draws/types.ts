/**
 * The draws part of the session state: every deck's piles, every bag's contents and supply,
 * the rows tables without replacement have used, recent results and what the display shows.
 * All of it is JSON and changes only through logged actions.
 */

/**
 * A pile of one deck. Fixed piles: `draw`, `discard`, `removed` (from the game), `play`
 * (face up, shared), `market` (a deck's face-up row to take from). Per holder (a team id): `hand:<holder>` (hidden from other teams) and
 * `play:<holder>` (face up in front of it). Split piles: `stack:1`, `stack:2`, …
 */
export type PileId = string;

/** A physical copy of a card: `<card id>/<copy number from 1>`, e.g. `sabotage/3`. */
export type CardInstance = string;

export interface LastDraw {
  seq: number;
  cards: CardInstance[];
  /** Where the drawn cards went. */
  pile: PileId;
}

/** Cards a team drew to choose from (draw N, keep K), held until it says which it keeps. */
export interface PendingChoice {
  seq: number;
  cards: CardInstance[];
  /** How many of them it keeps (fewer than asked when the deck ran short). */
  keep: number;
  /** Where the cards not kept go. */
  rest: 'discard' | 'bottom';
}

export interface DeckState {
  /** Top of each pile first. A pile that empties is removed from the record (except `draw`). */
  piles: Record<PileId, CardInstance[]>;
  lastDraw: LastDraw | null;
  /**
   * Draws waiting for a choice, per team. Absent when none, so sessions from before the
   * draw-to-choose action reach the very state they did.
   */
  choosing?: Record<string, PendingChoice>;
  /**
   * Counters on cards in a hand or play area, per card then per kind. Absent when none, so
   * sessions from before counters reach the very state they did; a card leaving play loses its.
   */
  counters?: Record<CardInstance, Record<string, number>>;
}

export interface BagState {
  /** Pieces in the bag per kind id (kinds at 0 may be absent). */
  contents: Record<string, number>;
  /** Pieces outside the bag per kind with a finite total; kinds without a limit are absent. */
  supply: Record<string, number>;
  lastDraw: { seq: number; items: string[] } | null;
}

export interface TableState {
  /** Row indexes already picked, for tables without replacement (in the order picked). */
  used: number[];
}

/** A dice roll, table roll or bag draw kept for the console (newest first, bounded). */
export interface DrawResult {
  seq: number;
  at: number;
  kind: 'dice' | 'table' | 'bag';
  /** What was rolled or drawn: "2d6+1", "Indian Raid Table", "Encounter bag". */
  label: string;
  /** The headline: "9", "Horse Raid", "Red, Red, White". */
  value: string;
  /** The working: "[4, 5] + 1", "rolled 6 on 1d10; Lose 1D6 Horses: 3". */
  detail: string;
  /** Dice rolled at the table and typed in, not rolled by the session's generator. */
  physical: boolean;
  /** A table roll Control still has to settle (absent once settled, and for other results). */
  open?: OpenTableRoll;
}

/**
 * A table roll whose total the rulebook does not settle: no row is printed for it (`gap`), or
 * several are and the first was used (`overlap`). Control rolls again or picks a row by hand.
 */
export interface OpenTableRoll {
  table: string;
  reason: 'gap' | 'overlap';
  total: number;
  modifier: number;
  /** The rows printed for the total (0-based; empty for a gap). */
  rows: number[];
  /** The row in use (the first of an overlap), null for a gap. */
  row: number | null;
  /** The open roll is on a table a row led to, not on the table the result is named for. */
  nested?: true;
}

export type ShownItem =
  { kind: 'cards'; deck: string; cards: CardInstance[] } | { kind: 'result'; seq: number };

/**
 * How long a shown item stays: until the clock enters another phase (start, next, jump), or
 * until Control clears it.
 */
export type ShowUntil = 'next-phase' | 'cleared';

/**
 * What the display shows large. `until` is written only for 'next-phase': an item without it
 * stays until cleared (as every item did before the field existed).
 */
export type ShownOnDisplay = ShownItem & { until?: 'next-phase' };

/** How long an item on the display stays. */
export const shownUntil = (shown: ShownOnDisplay): ShowUntil =>
  shown.until === 'next-phase' ? 'next-phase' : 'cleared';

export interface DrawsState {
  decks: Record<string, DeckState>;
  bags: Record<string, BagState>;
  tables: Record<string, TableState>;
  results: DrawResult[];
  /** What the players' display shows large, or nothing. */
  shown: ShownOnDisplay | null;
}

export const DRAW_RESULTS_KEPT = 30;
