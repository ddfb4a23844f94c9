import type { MapDef } from '../../scenarios/format/map.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { CellShape } from '../geometry/grid-geometry.ts';

export type { CellShape };

/**
 * The cell shape of a board (null for graph maps), from its geometry: the same object while
 * the board stays, so caches of pictures cut to it keep.
 */
export function cellShapeFor(map: MapDef): CellShape | null {
  return geometryOf(map).cellShape;
}

/**
 * Adds a cell's outline to the current path, shrunk by `inset` map units towards the centre
 * (0 for the cell itself; a border drawn inside the cell uses half its line width).
 */
export function addCellPath(
  ctx: CanvasPath,
  shape: CellShape,
  cx: number,
  cy: number,
  inset = 0,
): void {
  const k = inset === 0 ? 1 : Math.max(0, 1 - inset / shape.apothem);
  const { xs, ys } = shape;
  ctx.moveTo(cx + (xs[0] as number) * k, cy + (ys[0] as number) * k);
  for (let i = 1; i < xs.length; i++)
    ctx.lineTo(cx + (xs[i] as number) * k, cy + (ys[i] as number) * k);
  ctx.closePath();
}
