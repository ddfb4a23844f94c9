import type { MapDef } from '../../scenarios/format/map.ts';
import { hexCellBox, hexCornerOffsets } from '../geometry/hex-layout.ts';

/**
 * The outline of one cell, as corner offsets from its centre, so that thousands of cells go
 * into one path with plain moveTo/lineTo calls (no per-cell objects, no trigonometry).
 */
export interface CellShape {
  readonly kind: 'hex' | 'square';
  /** Corner offsets, clockwise. */
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** Width and height of a cell's box, in map units. */
  readonly width: number;
  readonly height: number;
  /** Distance from the centre to the middle of a side: how far an outline may be inset. */
  readonly apothem: number;
  /** Angle of one rotation step, in radians (60° or 90°). */
  readonly stepAngle: number;
  /** Offset of the "north" point a rotation notch marks, before rotation. */
  readonly northX: number;
  readonly northY: number;
}

const shapeCache = new WeakMap<MapDef['grid'], { size: number; shape: CellShape | null }>();

/** The cell shape of a board (null for graph maps); the same object while grid and size stay. */
export function cellShapeFor(map: MapDef): CellShape | null {
  const cached = shapeCache.get(map.grid);
  if (cached && cached.size === map.cellSize) return cached.shape;
  const shape = buildCellShape(map);
  shapeCache.set(map.grid, { size: map.cellSize, shape });
  return shape;
}

function buildCellShape(map: MapDef): CellShape | null {
  const grid = map.grid;
  const size = map.cellSize;
  if (grid.kind === 'hex') {
    const corners = hexCornerOffsets(grid.orientation, size);
    const box = hexCellBox(grid.orientation, size);
    const apothem = (Math.sqrt(3) / 2) * size;
    // Flat-top cells have a side at the top (north is its middle); pointy-top ones a corner.
    return {
      kind: 'hex',
      xs: corners.map((c) => c.x),
      ys: corners.map((c) => c.y),
      width: box.w,
      height: box.h,
      apothem,
      stepAngle: Math.PI / 3,
      northX: 0,
      northY: grid.orientation === 'flat' ? -apothem : -size,
    };
  }
  if (grid.kind === 'square') {
    const h = size / 2;
    return {
      kind: 'square',
      xs: [-h, h, h, -h],
      ys: [-h, -h, h, h],
      width: size,
      height: size,
      apothem: h,
      stepAngle: Math.PI / 2,
      northX: 0,
      northY: -h,
    };
  }
  return null;
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
