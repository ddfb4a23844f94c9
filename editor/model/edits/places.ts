import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Pixel } from '../../geometry/coords.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { parseEdgeKey, type CellKey, type EdgeKey } from '../../geometry/keys.ts';
import { hasCell } from '../board.ts';

/**
 * Places as the edits see them: a cell of the board, or a node of a point-to-point map (see
 * the header of scenarios/format/map.ts). The map's geometry knows which.
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
  return geometryOf(map).has(at);
}

/** Where a place is drawn: a cell's centre or a node's position; null for no such place. */
export function placeCentre(map: MapDef, at: string): Pixel | null {
  return geometryOf(map).centre(at);
}

/**
 * The cells sharing a side with `key` (four on squares, diagonals never share one), board or
 * not; on point-to-point maps, the nodes a lane joins to it.
 */
export function sideNeighbours(map: MapDef, key: CellKey): CellKey[] {
  return geometryOf(map).sideNeighbours(key);
}

/** Whether two cells share a side on this map's grid. */
export function shareSide(map: MapDef, a: CellKey, b: CellKey): boolean {
  return geometryOf(map).edgeBetween(a, b) !== null;
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
  if (!hasCell(map, a) && !hasCell(map, b)) return null;
  return geometryOf(map).edgeBetween(a, b);
}
