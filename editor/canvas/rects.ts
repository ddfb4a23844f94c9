/**
 * Axis-aligned rectangles (x0 ≤ x1, y0 ≤ y1), in map units or device pixels: culling, the
 * raster cache's valid region and dirty areas all speak this one shape.
 */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export const rect = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

export const isEmptyRect = (r: Rect): boolean => r.x1 <= r.x0 || r.y1 <= r.y0;

export const rectsIntersect = (a: Rect, b: Rect): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

export const containsRect = (outer: Rect, inner: Rect): boolean =>
  inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;

export const growRect = (r: Rect, by: number): Rect =>
  rect(r.x0 - by, r.y0 - by, r.x1 + by, r.y1 + by);

/** The common part, or null when they do not overlap. */
export function intersectRect(a: Rect, b: Rect): Rect | null {
  const r = rect(
    Math.max(a.x0, b.x0),
    Math.max(a.y0, b.y0),
    Math.min(a.x1, b.x1),
    Math.min(a.y1, b.y1),
  );
  return isEmptyRect(r) ? null : r;
}

export const boundingRect = (a: Rect, b: Rect): Rect =>
  rect(Math.min(a.x0, b.x0), Math.min(a.y0, b.y0), Math.max(a.x1, b.x1), Math.max(a.y1, b.y1));

/** The smallest rectangle on whole numbers holding `r` (device pixels never split). */
export const snapOut = (r: Rect): Rect =>
  rect(Math.floor(r.x0), Math.floor(r.y0), Math.ceil(r.x1), Math.ceil(r.y1));

/**
 * `a` minus `b` as at most four non-overlapping rectangles (bands above and below, then the
 * pieces left and right between them): what is left to paint when `b` is already painted.
 */
export function subtractRect(a: Rect, b: Rect): Rect[] {
  const overlap = intersectRect(a, b);
  if (!overlap) return isEmptyRect(a) ? [] : [a];
  const pieces = [
    rect(a.x0, a.y0, a.x1, overlap.y0),
    rect(a.x0, overlap.y1, a.x1, a.y1),
    rect(a.x0, overlap.y0, overlap.x0, overlap.y1),
    rect(overlap.x1, overlap.y0, a.x1, overlap.y1),
  ];
  return pieces.filter((p) => !isEmptyRect(p));
}

export const rectArea = (r: Rect): number => (isEmptyRect(r) ? 0 : (r.x1 - r.x0) * (r.y1 - r.y0));
