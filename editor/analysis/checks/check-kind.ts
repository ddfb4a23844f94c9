import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapCheck, MapCheckKind } from '../../../scenarios/format/map-checks.ts';
import type { Movement } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import type { MapGraph } from '../map-graph.ts';
import type { PlacedTile } from '../place-tiles.ts';
import type { RawFinding } from './finding.ts';
import type { PlaceView } from './place-view.ts';

/** What a kind has to hand when it checks a map. */
export interface CheckContext {
  readonly map: MapDef;
  readonly graph: MapGraph;
  readonly view: PlaceView;
  readonly movement: Movement;
  /** The scenario's tile library. */
  readonly tiles: readonly Tile[];
  /** A place in a message: "Nebula (2,-1)", a node's name, or "cell 1,0" when empty. */
  describe(place: string): string;
  /** Where a place comes in the map's own order (for stable findings). */
  order(place: string): number;
}

/**
 * One kind of check (one file each, registered in registry.ts). `run` looks at a whole map;
 * kinds whose rule must hold at every step while a map is laid out tile by tile also say
 * whether the tile on one place breaks it there (`breaksAt`), which is what placements are
 * judged by. The others (counts, sums, ways to the centre) are judged on the map as it is.
 */
export interface CheckKind<C extends MapCheck = MapCheck> {
  readonly kind: C['kind'];
  /** Findings on the whole map, in the map's order. */
  run(check: C, ctx: CheckContext): RawFinding[];
  /** A break of the rule that involves `place`, or null when there is none. */
  breaksAt?(check: C, view: PlaceView, place: string): RawFinding | null;
  /**
   * For look-ahead: how the rule sees a tile (tiles it sees alike share the answer), or null
   * when the rule is not about it.
   */
  about?(check: C, tile: PlacedTile): string | null;
}

export type CheckKinds = {
  readonly [K in MapCheckKind]: CheckKind<Extract<MapCheck, { kind: K }>>;
};
