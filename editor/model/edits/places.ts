import type { MapDef } from '../../../scenarios/format/map.ts';
import { pixel, squareCell, type Pixel } from '../../geometry/coords.ts';
import { hexDistance, hexNeighbours } from '../../geometry/hex.ts';
import {
  cellKey,
  edgeKey,
  hexKey,
  keyToHex,
  keyToSquare,
  parseCellKey,
  parseEdgeKey,
  squareKey,
  type CellKey,
  type EdgeKey,
} from '../../geometry/keys.ts';
import { SQUARE_DIRECTIONS } from '../../geometry/square.ts';
import { cellCentre, hasCell } from '../board.ts';

/**
 * Places as the edits see them: a cell of the board, or a node of a point-to-point map (see
 * the header of scenarios/format/map.ts).
 */

const nodeIndexCache = new WeakMap<MapDef, ReadonlyMap<string, MapDef['nodes'][number]>>();

/** The map's nodes by id, cached per (immutable) map object. */
export function nodesById(map: MapDef): ReadonlyMap<string, MapDef['nodes'][number]> {
  let index = nodeIndexCache.get(map);
  if (!index) {
    index = new Map(map.nodes.map((n) => [n.id, n]));
    nodeIndexCache.set(map, index);
  }
  return index;
}

/** Whether `at` is a place of this map: a board cell, or a node on a graph map. */
export function isPlace(map: MapDef, at: string): boolean {
  return map.grid.kind === 'graph' ? nodesById(map).has(at) : hasCell(map, at);
}

/** Where a place is drawn: a cell's centre or a node's position; null for no such place. */
export function placeCentre(map: MapDef, at: string): Pixel | null {
  if (map.grid.kind === 'graph') {
    const node = nodesById(map).get(at);
    return node ? pixel(node.x, node.y) : null;
  }
  return cellCentre(map, at);
}

/** The cells sharing a side with `key` (four on squares, diagonals never share one), board or not. */
export function sideNeighbours(map: MapDef, key: CellKey): CellKey[] {
  if (map.grid.kind === 'hex') {
    const h = keyToHex(key);
    return h ? hexNeighbours(h).map(hexKey) : [];
  }
  if (map.grid.kind === 'square') {
    const c = keyToSquare(key);
    return c ? SQUARE_DIRECTIONS.map((d) => squareKey(squareCell(c.x + d.x, c.y + d.y))) : [];
  }
  return [];
}

/** Whether two cells share a side on this map's grid. */
export function shareSide(map: MapDef, a: CellKey, b: CellKey): boolean {
  if (map.grid.kind === 'hex') {
    const ha = keyToHex(a);
    const hb = keyToHex(b);
    return !!ha && !!hb && hexDistance(ha, hb) === 1;
  }
  if (map.grid.kind === 'square') {
    const ca = keyToSquare(a);
    const cb = keyToSquare(b);
    return !!ca && !!cb && Math.abs(ca.x - cb.x) + Math.abs(ca.y - cb.y) === 1;
  }
  return false;
}

/**
 * The canonical form of an edge of this map, or null when the key does not name the side
 * between two touching cells of which at least one is on the board (rim edges count: a
 * border may run along the edge of the board).
 */
export function boardEdge(map: MapDef, key: EdgeKey): EdgeKey | null {
  const cells = parseEdgeKey(key);
  if (!cells) return null;
  const [a, b] = cells;
  if (!shareSide(map, a, b) || (!hasCell(map, a) && !hasCell(map, b))) return null;
  return edgeKey(a, b);
}

/** The cell `steps` cells from `key` (axial dq,dr on hex boards, dx,dy on square ones). */
export function shiftCell(key: CellKey, da: number, db: number): CellKey | null {
  const p = parseCellKey(key);
  return p ? cellKey(p[0] + da, p[1] + db) : null;
}
