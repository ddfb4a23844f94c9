import type { MapDef } from '../../scenarios/format/map.ts';
import { boardCells } from './board.ts';

/** What a map holds, in numbers: for lists, the command line and a quick check of a file. */
export interface MapSummary {
  id: string;
  name: string;
  kind: 'hex' | 'square' | 'graph';
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

function shapeText(map: MapDef): string {
  const grid = map.grid;
  switch (grid.kind) {
    case 'graph':
      return 'graph';
    case 'square':
      return `${grid.width}×${grid.height}${grid.diagonal ? ' diagonal' : ''}`;
    case 'hex': {
      const shape = grid.shape;
      switch (shape.type) {
        case 'hexagon':
          return `hexagon r${shape.radius}`;
        case 'rectangle':
          return `rectangle ${shape.width}×${shape.height} ${shape.offset}`;
        case 'parallelogram':
          return `parallelogram ${shape.width}×${shape.height}`;
        case 'free':
          return 'free';
      }
    }
  }
}

export function summarizeMap(map: MapDef): MapSummary {
  const grid = map.grid;
  const isGraph = grid.kind === 'graph';
  let hidden = 0;
  let unexplored = 0;
  for (const v of Object.values(map.visibility)) {
    if (v.state === 'hidden') hidden++;
    else unexplored++;
  }
  return {
    id: map.id,
    name: map.name,
    kind: grid.kind,
    orientation: grid.kind === 'hex' ? grid.orientation : null,
    shape: shapeText(map),
    cells: isGraph ? null : boardCells(map).length,
    nodes: isGraph ? map.nodes.length : null,
    lanes: isGraph ? map.lanes.length : null,
    placedTiles: Object.keys(map.placements).length,
    edgeFeatures: Object.keys(map.edges).length,
    tokens: map.tokens.length,
    labels: map.labels.length,
    hidden,
    unexplored,
  };
}
