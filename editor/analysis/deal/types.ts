import type { DealRules } from '../../../scenarios/format/galaxy-templates.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { TileMatch } from '../../../scenarios/format/tile-match.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

/**
 * A dealt galaxy being placed: plain data (JSON), so that a live session can keep it in its
 * state and an editor can keep a stack of them. Every function over it returns a new one.
 */

/** A source of random whole numbers: the caller's seeded generator (never Math.random). */
export interface RandomStream {
  /** A whole number in [0, n). */
  int(n: number): number;
}

/** One tile put down: who placed which tile where, and enough to take it back. */
export interface PlacementRecord {
  readonly seat: number;
  readonly tile: string;
  readonly place: string;
  readonly rotation: number;
  /** The step of the turn order it was placed at. */
  readonly step: number;
  /** Where it was in the hand, so that taking it back puts it there again. */
  readonly handIndex: number;
}

export interface DealState {
  readonly template: string;
  readonly pool: string;
  readonly players: number;
  readonly rules: DealRules;
  /** The map being laid out: fixed tiles, homes set out, and every tile placed so far. */
  readonly board: MapDef;
  /** Each seat's hand (index 0 is seat 1), tile ids in the order they were dealt. */
  readonly hands: readonly (readonly string[])[];
  /** The seat each tile was dealt to, in dealing order. */
  readonly dealtTo: readonly number[];
  /** Places the deal fills (open places, and homes when they are in the hands). */
  readonly places: readonly string[];
  /** Places that take only some tiles (a red tile in the middle), by place. */
  readonly only: Readonly<Record<string, TileMatch>>;
  /** The next step of the turn order: whose turn it is, skipping empty hands. */
  readonly step: number;
  readonly history: readonly PlacementRecord[];
  /** What the pool could not supply (fewer tiles than places), in words; empty when all. */
  readonly shortfall: readonly string[];
}

/** What legality is judged against: the scenario's tiles and map rules (checks, movement). */
export interface DealContext {
  readonly tiles: readonly Tile[];
  readonly rules: MapRules;
}

export type PlaceResult =
  | { readonly ok: true; readonly state: DealState }
  | { readonly ok: false; readonly reason: string };
