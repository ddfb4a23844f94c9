import { geometryOf } from '../geometry/geometry-of.ts';
import type { CellDelta } from '../geometry/grid-geometry.ts';
import type { MapDef, MapToken } from '../../scenarios/format/map.ts';

/**
 * The cells a piece covers with its anchor on `at` (its own place by default): the anchor,
 * then each of its `cells` shifts from it. Null for a shift that names no cell of the grid.
 */
export function tokenCellsAt(
  map: MapDef,
  token: Pick<MapToken, 'at' | 'cells'>,
  at: string = token.at,
): (string | null)[] {
  if (!token.cells || token.cells.length === 0) return [at];
  const geometry = geometryOf(map);
  return [at, ...token.cells.map((offset) => geometry.shift(at, shiftOf(offset)))];
}

function shiftOf(offset: string): CellDelta {
  const [a, b] = offset.split(',').map(Number);
  return { a: a ?? 0, b: b ?? 0 };
}
