import type { MapDef } from '../../scenarios/format/map.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { Rect } from './rects.ts';

/**
 * The board's cells laid out for drawing: keys, centres in flat arrays and a bucket grid, so
 * that "which cells does this rectangle touch" costs the cells found, not the board's size
 * (boards reach 90,000 cells). Built once per board: it depends only on the grid, the free
 * cell list and the cell size, which edits share between map versions, so painting a tile
 * does not rebuild it.
 */
export interface CellIndex {
  readonly grid: MapDef['grid'];
  readonly cellList: readonly string[];
  readonly cellSize: number;
  readonly keys: readonly string[];
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** Half the width and height of one cell's box, in map units. */
  readonly halfW: number;
  readonly halfH: number;
  /** The box around every cell, or null for an empty board. */
  readonly bounds: Rect | null;
  readonly bucketSize: number;
  readonly bucketCols: number;
  readonly bucketRows: number;
  /** Cells of bucket b are `bucketItems[bucketStart[b] .. bucketStart[b + 1]]`. */
  readonly bucketStart: Uint32Array;
  readonly bucketItems: Uint32Array;
  readonly byKey: ReadonlyMap<string, number>;
}

/** Cells per bucket side: small enough to cull well when zoomed in, big enough to stay cheap. */
const CELLS_PER_BUCKET = 8;

const cache = new WeakMap<MapDef['grid'], CellIndex>();

/** The index of a hex or square board (null for graph maps, which have no cells). */
export function cellIndexFor(map: MapDef): CellIndex | null {
  const grid = map.grid;
  if (geometryOf(map).cellShape === null) return null;
  const cached = cache.get(grid);
  if (cached && cached.cellList === map.cells && cached.cellSize === map.cellSize) return cached;
  const index = buildCellIndex(map);
  cache.set(grid, index);
  return index;
}

function buildCellIndex(map: MapDef): CellIndex {
  const geometry = geometryOf(map);
  const size = map.cellSize;
  const keys = geometry.places();
  const n = keys.length;
  const centres = geometry.placeCentres?.();
  const xs = centres?.xs ?? new Float64Array(n);
  const ys = centres?.ys ?? new Float64Array(n);
  const halfW = (geometry.cellShape?.width ?? 0) / 2;
  const halfH = (geometry.cellShape?.height ?? 0) / 2;
  const byKey = new Map<string, number>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const key = keys[i] as string;
    if (!centres) {
      const { x, y } = geometry.centre(key) ?? { x: 0, y: 0 };
      xs[i] = x;
      ys[i] = y;
    }
    const x = xs[i] as number;
    const y = ys[i] as number;
    byKey.set(key, i);
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const bounds =
    n === 0 ? null : { x0: minX - halfW, y0: minY - halfH, x1: maxX + halfW, y1: maxY + halfH };
  const bucketSize = CELLS_PER_BUCKET * Math.max(halfW, halfH) * 2;
  const bucketCols = bounds ? Math.max(1, Math.ceil((bounds.x1 - bounds.x0) / bucketSize)) : 1;
  const bucketRows = bounds ? Math.max(1, Math.ceil((bounds.y1 - bounds.y0) / bucketSize)) : 1;
  // Each cell's bucket, worked out once for the two passes below.
  const bucketOf = new Uint32Array(n);
  if (bounds)
    for (let i = 0; i < n; i++) {
      const col = Math.min(
        bucketCols - 1,
        Math.floor(((xs[i] as number) - bounds.x0) / bucketSize),
      );
      const row = Math.min(
        bucketRows - 1,
        Math.floor(((ys[i] as number) - bounds.y0) / bucketSize),
      );
      bucketOf[i] = row * bucketCols + col;
    }
  // Counting sort into buckets (compressed rows): two passes, no per-bucket arrays.
  const bucketStart = new Uint32Array(bucketCols * bucketRows + 1);
  for (let i = 0; i < n; i++) (bucketStart[(bucketOf[i] as number) + 1] as number)++;
  for (let b = 0; b < bucketCols * bucketRows; b++)
    bucketStart[b + 1] = (bucketStart[b + 1] as number) + (bucketStart[b] as number);
  const fill = bucketStart.slice(0, -1);
  const bucketItems = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const b = bucketOf[i] as number;
    bucketItems[fill[b] as number] = i;
    fill[b] = (fill[b] as number) + 1;
  }
  return {
    grid: map.grid,
    cellList: map.cells,
    cellSize: size,
    keys,
    xs,
    ys,
    halfW,
    halfH,
    bounds,
    bucketSize,
    bucketCols,
    bucketRows,
    bucketStart,
    bucketItems,
    byKey,
  };
}

/**
 * Indices of the cells whose box overlaps `r` (map units), appended to `out`. Cells are
 * found through the buckets a cell's centre can be in, so the box test uses the cell's
 * half-size as slack.
 */
export function cellsInRect(index: CellIndex, r: Rect, out: number[] = []): number[] {
  const b = index.bounds;
  if (!b) return out;
  const x0 = r.x0 - index.halfW;
  const y0 = r.y0 - index.halfH;
  const x1 = r.x1 + index.halfW;
  const y1 = r.y1 + index.halfH;
  if (x1 < b.x0 || y1 < b.y0 || x0 > b.x1 || y0 > b.y1) return out;
  const s = index.bucketSize;
  const c0 = Math.max(0, Math.floor((x0 - b.x0) / s));
  const c1 = Math.min(index.bucketCols - 1, Math.floor((x1 - b.x0) / s));
  const r0 = Math.max(0, Math.floor((y0 - b.y0) / s));
  const r1 = Math.min(index.bucketRows - 1, Math.floor((y1 - b.y0) / s));
  const { xs, ys, bucketStart, bucketItems } = index;
  for (let row = r0; row <= r1; row++)
    for (let col = c0; col <= c1; col++) {
      const bucket = row * index.bucketCols + col;
      const end = bucketStart[bucket + 1] as number;
      for (let k = bucketStart[bucket] as number; k < end; k++) {
        const i = bucketItems[k] as number;
        const x = xs[i] as number;
        const y = ys[i] as number;
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1) out.push(i);
      }
    }
  return out;
}
