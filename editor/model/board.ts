import type { MapDef } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { CellKey } from '../geometry/keys.ts';

/**
 * The board's cells, as the map's geometry lays them out (editor/geometry/geometry-of.ts).
 * Graph maps have no cells: their places are nodes (see edits/places.ts).
 */

const NO_CELLS: readonly CellKey[] = Object.freeze([]);
const NO_CELL_SET: ReadonlySet<CellKey> = new Set();

/** Every cell of the board, in a stable order (spiral for hexagons, rows otherwise). */
export function boardCells(map: MapDef): readonly CellKey[] {
  const geometry = geometryOf(map);
  return geometry.lattice ? geometry.places() : NO_CELLS;
}

export function boardCellSet(map: MapDef): ReadonlySet<CellKey> {
  const geometry = geometryOf(map);
  return geometry.lattice ? geometry.placeSet() : NO_CELL_SET;
}

export const hasCell = (map: MapDef, key: CellKey): boolean => boardCellSet(map).has(key);

/** Centre of a cell (hex or square) in map units, or null for a key that is not a cell. */
export function cellCentre(map: MapDef, key: CellKey): Pixel | null {
  const geometry = geometryOf(map);
  return geometry.lattice ? geometry.centre(key) : null;
}

/** The cell key under a point, whether or not the board has that cell (null on graph maps). */
export function cellAt(map: MapDef, p: Pixel): CellKey | null {
  const geometry = geometryOf(map);
  return geometry.lattice ? geometry.placeAt(p) : null;
}
