import type { MapDef } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { CellDelta } from '../geometry/grid-geometry.ts';
import type { CellKey } from '../geometry/keys.ts';
import { pickAt } from '../model/picking.ts';

/**
 * The place under the pointer: a cell of the board, or the node under the pointer on a
 * point-to-point map; null off the board or between nodes. `reach: 'grid'` takes the grid's
 * cell there even off the board (a stroke follows the pointer's real path). A cell lies under
 * what is drawn on it; a token or label drawn over a node takes the pointer instead.
 */
export function placeAt(
  map: MapDef,
  world: Pixel,
  scale: number,
  reach: 'board' | 'grid' = 'board',
): string | null {
  const geometry = geometryOf(map);
  if (!geometry.lattice) {
    const hit = pickAt(map, world, { scale, layers: map.layers });
    return hit.kind === 'node' ? hit.id : null;
  }
  const key = geometry.placeAt(world);
  return key !== null && (reach === 'grid' || geometry.has(key)) ? key : null;
}

/** A cell key moved by a whole-cell offset (axial dq,dr on hex boards; dx,dy on squares). */
export function shiftCell(map: MapDef, key: string, delta: CellDelta): string {
  return geometryOf(map).shift(key, delta) ?? key;
}

/** The offset, in cells, from one cell to another (zero when either is not a cell). */
export function cellDelta(map: MapDef, from: CellKey, to: CellKey): CellDelta {
  return geometryOf(map).delta(from, to);
}

/** Why a click found no place to act on. */
export const noPlaceMessage = (map: MapDef): string =>
  geometryOf(map).lattice ? 'That is off the board' : 'Click on a node';
