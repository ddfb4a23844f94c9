import type { MapDef } from '../../scenarios/format/map.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { GridKind } from '../geometry/grid-geometry.ts';

/** What a map holds, in numbers: for lists, the command line and a quick check of a file. */
export interface MapSummary {
  id: string;
  name: string;
  kind: GridKind;
  /** Hex boards only. */
  orientation: 'flat' | 'pointy' | null;
  /** "hexagon r3", "rectangle 10×8 odd", "parallelogram 5×4", "free", "12×8", "12×8 diagonal", "graph". */
  shape: string;
  /** Cells of the board (hex and square); null on graph maps. */
  cells: number | null;
  /** Nodes and lanes of a graph map; null on boards. */
  nodes: number | null;
  lanes: number | null;
  /** Entries as stored in the map, including any left outside a board that has shrunk. */
  placedTiles: number;
  edgeFeatures: number;
  tokens: number;
  labels: number;
  /** Places hidden from teams, and places drawn as unexplored. */
  hidden: number;
  unexplored: number;
}

export function summarizeMap(map: MapDef): MapSummary {
  const geometry = geometryOf(map);
  let hidden = 0;
  let unexplored = 0;
  for (const v of Object.values(map.visibility)) {
    if (v.state === 'hidden') hidden++;
    else unexplored++;
  }
  return {
    id: map.id,
    name: map.name,
    kind: geometry.kind,
    ...geometry.summary(),
    placedTiles: Object.keys(map.placements).length,
    edgeFeatures: Object.keys(map.edges).length,
    tokens: map.tokens.length,
    labels: map.labels.length,
    hidden,
    unexplored,
  };
}
