import type { Rect } from './rects.ts';

/**
 * Boxes (lanes' curves, nodes) sorted into a grid of buckets, so that "which boxes touch this
 * rectangle" costs the boxes near it, not a scan of every lane on a 5,000-lane map. Built
 * once per version of what the boxes come from; a query returns indices in their original
 * order, so what is drawn from them overlaps as it would from a full scan.
 */
export interface BoxIndex {
  readonly count: number;
  /** x0, y0, x1, y1 of box i at 4i … 4i + 3. */
  readonly boxes: Float64Array;
  readonly bounds: Rect | null;
  readonly bucketSize: number;
  readonly cols: number;
  readonly rows: number;
  /** Boxes of bucket b are `items[start[b] .. start[b + 1]]`. */
  readonly start: Uint32Array;
  readonly items: Uint32Array;
  /** Per box, the last query that found it (to report each once). */
  readonly seen: Uint32Array;
  query: number;
}

/** Aim for about this many boxes per bucket on an evenly spread map. */
const BOXES_PER_BUCKET = 4;

export function buildBoxIndex(boxes: Float64Array): BoxIndex {
  const count = boxes.length / 4;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let extent = 0;
  for (let i = 0; i < count; i++) {
    const [x0, y0, x1, y1] = box(boxes, i);
    minX = Math.min(minX, x0);
    minY = Math.min(minY, y0);
    maxX = Math.max(maxX, x1);
    maxY = Math.max(maxY, y1);
    extent += Math.max(x1 - x0, y1 - y0);
  }
  const bounds = count === 0 ? null : { x0: minX, y0: minY, x1: maxX, y1: maxY };
  const area = bounds ? Math.max(1, (maxX - minX) * (maxY - minY)) : 1;
  // Buckets about as big as a typical box, and not so small that there are many per box.
  const bucketSize = Math.max(
    1,
    Math.sqrt((area * BOXES_PER_BUCKET) / Math.max(1, count)),
    extent / Math.max(1, count),
  );
  const cols = bounds ? Math.max(1, Math.ceil((maxX - minX) / bucketSize)) : 1;
  const rows = bounds ? Math.max(1, Math.ceil((maxY - minY) / bucketSize)) : 1;
  const span = (i: number): [number, number, number, number] => {
    const [x0, y0, x1, y1] = box(boxes, i);
    const c = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - minX) / bucketSize)));
    const r = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / bucketSize)));
    return [c(x0), r(y0), c(x1), r(y1)];
  };
  // Counting sort into buckets: one pass to count, one to place.
  const start = new Uint32Array(cols * rows + 1);
  for (let i = 0; i < count; i++) {
    const [c0, r0, c1, r1] = span(i);
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) (start[r * cols + c + 1] as number)++;
  }
  for (let b = 0; b < cols * rows; b++)
    start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const fill = start.slice(0, -1);
  const items = new Uint32Array(start[cols * rows] as number);
  for (let i = 0; i < count; i++) {
    const [c0, r0, c1, r1] = span(i);
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const b = r * cols + c;
        items[fill[b] as number] = i;
        fill[b] = (fill[b] as number) + 1;
      }
  }
  return {
    count,
    boxes,
    bounds,
    bucketSize,
    cols,
    rows,
    start,
    items,
    seen: new Uint32Array(count),
    query: 0,
  };
}

function box(boxes: Float64Array, i: number): [number, number, number, number] {
  return [
    boxes[4 * i] as number,
    boxes[4 * i + 1] as number,
    boxes[4 * i + 2] as number,
    boxes[4 * i + 3] as number,
  ];
}

/**
 * Indices, in ascending order, of the boxes that overlap `r` once grown by `pad` on every side
 * (a reach that depends on the zoom, such as a name under a node).
 */
export function boxesInRect(index: BoxIndex, r: Rect, pad = 0): number[] {
  const b = index.bounds;
  const found: number[] = [];
  if (!b) return found;
  const x0 = r.x0 - pad;
  const y0 = r.y0 - pad;
  const x1 = r.x1 + pad;
  const y1 = r.y1 + pad;
  if (x1 < b.x0 || y1 < b.y0 || x0 > b.x1 || y0 > b.y1) return found;
  const s = index.bucketSize;
  const c0 = Math.max(0, Math.floor((x0 - b.x0) / s));
  const c1 = Math.min(index.cols - 1, Math.floor((x1 - b.x0) / s));
  const r0 = Math.max(0, Math.floor((y0 - b.y0) / s));
  const r1 = Math.min(index.rows - 1, Math.floor((y1 - b.y0) / s));
  const query = (index.query = (index.query + 1) >>> 0 || 1);
  const { boxes, start, items, seen } = index;
  for (let row = r0; row <= r1; row++)
    for (let col = c0; col <= c1; col++) {
      const bucket = row * index.cols + col;
      const end = start[bucket + 1] as number;
      for (let k = start[bucket] as number; k < end; k++) {
        const i = items[k] as number;
        if (seen[i] === query) continue;
        seen[i] = query;
        if (
          (boxes[4 * i] as number) <= x1 &&
          (boxes[4 * i + 2] as number) >= x0 &&
          (boxes[4 * i + 1] as number) <= y1 &&
          (boxes[4 * i + 3] as number) >= y0
        )
          found.push(i);
      }
    }
  return found.sort((a, b) => a - b);
}
