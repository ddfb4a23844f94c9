import type { MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Pixel } from './coords.ts';
import { laneRoutes, type LaneRoute } from './lane-routes.ts';

/**
 * Nodes and lanes filed by bucket of a uniform grid, built once per map object (maps are
 * immutable). A pick then looks at a few buckets instead of every node and lane: on 2,000
 * nodes and 5,000 lanes a pick takes a few microseconds (measured 3–5 µs on a busy two-core
 * machine, against 50 µs allowed; test/unit/editor/edits/picking-speed.test.ts logs it).
 */
export interface LaneEntry {
  readonly id: string;
  /** Where the lane is drawn (lane-routes.ts): picking measures to the same line. */
  readonly route: LaneRoute;
  readonly halfWidth: number;
  /** The pick that last looked at it, so a lane filed in several buckets is measured once. */
  seenBy: number;
}

export interface GraphIndex {
  readonly size: number;
  readonly nodes: ReadonlyMap<number, MapNode[]>;
  readonly lanes: ReadonlyMap<number, LaneEntry[]>;
  readonly largestNode: number;
  readonly widestLane: number;
}

const indexCache = new WeakMap<MapDef, GraphIndex>();

/** One number per bucket: collisions far away only add candidates, which are checked exactly. */
const bucketId = (bx: number, by: number): number => bx * 1_000_003 + by;

function file<T>(buckets: Map<number, T[]>, id: number, item: T): void {
  const list = buckets.get(id);
  if (!list) buckets.set(id, [item]);
  else if (list[list.length - 1] !== item) list.push(item);
}

export function graphIndex(map: MapDef): GraphIndex {
  const cached = indexCache.get(map);
  if (cached) return cached;
  let largestNode = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of map.nodes) {
    largestNode = Math.max(largestNode, n.size);
    minX = Math.min(minX, n.x);
    maxX = Math.max(maxX, n.x);
    minY = Math.min(minY, n.y);
    maxY = Math.max(maxY, n.y);
  }
  // About one node a bucket, and never smaller than a node, so a node spans few buckets.
  const area = map.nodes.length > 0 ? Math.max(1, (maxX - minX) * (maxY - minY)) : 1;
  const size = Math.max(2 * largestNode, Math.sqrt(area / Math.max(1, map.nodes.length)), 1);
  const nodes = new Map<number, MapNode[]>();
  for (const n of map.nodes)
    file(nodes, bucketId(Math.floor(n.x / size), Math.floor(n.y / size)), n);
  const widths = new Map(map.laneTypes.map((t) => [t.id, t.width]));
  const routes = laneRoutes(map);
  let widestLane = 0;
  const lanes = new Map<number, LaneEntry[]>();
  for (const lane of map.lanes) {
    const route = routes.get(lane.id);
    if (!route) continue;
    const width = widths.get(lane.type) ?? 0;
    widestLane = Math.max(widestLane, width);
    const entry: LaneEntry = { id: lane.id, route, halfWidth: width / 2, seenBy: 0 };
    // Sample each piece every half bucket: every point of the lane is then within a quarter
    // bucket of a sample, which a lane pick allows for when it chooses the buckets to look in.
    const p = route.polyline;
    for (let k = 0; k + 3 < p.length; k += 2) {
      const [ax, ay, bx, by] = [p[k] ?? 0, p[k + 1] ?? 0, p[k + 2] ?? 0, p[k + 3] ?? 0];
      const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / (size / 2)));
      for (let i = 0; i <= steps; i++) {
        const x = ax + ((bx - ax) * i) / steps;
        const y = ay + ((by - ay) * i) / steps;
        file(lanes, bucketId(Math.floor(x / size), Math.floor(y / size)), entry);
      }
    }
  }
  const index = { size, nodes, lanes, largestNode, widestLane };
  indexCache.set(map, index);
  return index;
}

/** Calls `visit` with every list filed in a bucket meeting the square of half-side `reach` round `p`. */
export function forBuckets<T>(
  buckets: ReadonlyMap<number, T[]>,
  size: number,
  p: Pixel,
  reach: number,
  visit: (items: T[]) => void,
): void {
  const x0 = Math.floor((p.x - reach) / size);
  const x1 = Math.floor((p.x + reach) / size);
  const y0 = Math.floor((p.y - reach) / size);
  const y1 = Math.floor((p.y + reach) / size);
  for (let bx = x0; bx <= x1; bx++)
    for (let by = y0; by <= y1; by++) {
      const list = buckets.get(bucketId(bx, by));
      if (list) visit(list);
    }
}

/** The nearest node whose disc, grown by `tolerance`, holds `p`; null between nodes. */
export function nodeAt(map: MapDef, p: Pixel, tolerance: number): string | null {
  const index = graphIndex(map);
  let best: string | null = null;
  let bestDistance = Infinity;
  forBuckets(index.nodes, index.size, p, index.largestNode + tolerance, (nodes) => {
    for (const n of nodes) {
      const d2 = (n.x - p.x) ** 2 + (n.y - p.y) ** 2;
      if (d2 <= (n.size + tolerance) ** 2 && d2 < bestDistance) [best, bestDistance] = [n.id, d2];
    }
  });
  return best;
}
