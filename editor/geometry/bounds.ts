import type { Axial, Pixel, SquareCell } from './coords.ts';
import { hexCellBox, hexToPixel, type HexOrientation } from './hex-layout.ts';
import { squareToPixel } from './square.ts';

/** An axis-aligned box in map units; `minX > maxX` never happens (empty sets give null). */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const boundsWidth = (b: Bounds): number => b.maxX - b.minX;
export const boundsHeight = (b: Bounds): number => b.maxY - b.minY;

/**
 * The smallest box holding every centre grown by half a cell box each way, or null for no
 * centres. One pass, no intermediate arrays: boards reach 90,000 cells.
 */
export function boxAround(
  centres: Iterable<Pixel>,
  halfWidth: number,
  halfHeight: number,
): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of centres) {
    if (c.x < minX) minX = c.x;
    if (c.x > maxX) maxX = c.x;
    if (c.y < minY) minY = c.y;
    if (c.y > maxY) maxY = c.y;
  }
  if (minX === Infinity) return null;
  return {
    minX: minX - halfWidth,
    minY: minY - halfHeight,
    maxX: maxX + halfWidth,
    maxY: maxY + halfHeight,
  };
}

function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Iterable<U> {
  for (const item of items) yield f(item);
}

/** The box around whole hex cells (corners included), or null for no cells. */
export function hexCellsBounds(
  cells: Iterable<Axial>,
  orientation: HexOrientation,
  size: number,
): Bounds | null {
  const box = hexCellBox(orientation, size);
  return boxAround(
    mapped(cells, (h) => hexToPixel(h, orientation, size)),
    box.w / 2,
    box.h / 2,
  );
}

/** The box around whole square cells, or null for no cells. */
export function squareCellsBounds(cells: Iterable<SquareCell>, size: number): Bounds | null {
  return boxAround(
    mapped(cells, (c) => squareToPixel(c, size)),
    size / 2,
    size / 2,
  );
}

/** The box around points grown by `margin` each way (graph nodes with their radius), or null. */
export function pointsBounds(points: Iterable<Pixel>, margin = 0): Bounds | null {
  return boxAround(points, margin, margin);
}
