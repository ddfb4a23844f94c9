import type {
  Lane,
  LaneType,
  MapNode,
  MapToken,
  Placement,
  Visibility,
} from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';

/**
 * What changes on one map during play. The scenario's map (frozen in the session header) keeps
 * the board; these are the parts a session moves on: pieces, who has seen what, routes.
 */
export interface LiveMap {
  tokens: MapToken[];
  visibility: Record<string, Visibility>;
  lanes: Lane[];
  laneTypes: LaneType[];
  /**
   * Always empty in Control's state. In another viewer's projection: the places it sees now
   * that its copy of the scenario left out or fogged (revealed during play), with their tile
   * and node, and the library tiles they place, so that its screen can draw them.
   */
  /** The direction the map's heading (a wind) names now, or null (calm, or none). */
  heading: string | null;
  /** Each piece's movement allowance this turn, by token id, as rolled or entered. */
  allowances: Record<string, Allowance>;
  revealed: { placements: Record<string, Placement>; nodes: MapNode[]; tiles: Tile[] };
}

/** A piece's movement allowance: what it may spend this move, and what it has spent. */
export interface Allowance {
  total: number;
  spent: number;
  /** The heading's modifier, fixed by the first path moved on this allowance (null: none yet). */
  bonus: number | null;
}

export interface MapsState {
  /** One live map per scenario map, by map id. */
  live: Record<string, LiveMap>;
  /** The map the projector shows beside the clock, if any. */
  shown: string | null;
}
