import type { MapDef, MapNode } from '../../scenarios/format/map.ts';

/**
 * Where each lane of a point-to-point map is drawn, so that lanes sharing a node read apart:
 *
 * - Lanes leaving one node towards nearly the same direction are fanned: their ends are
 *   spread round the node's rim to at least `FAN_ANGLE` apart, and each leaves the rim in
 *   its own direction and bends gently towards the node it goes to.
 * - Several lanes between the same two nodes run side by side, bowed apart at the middle.
 *
 * A lane is a cubic Bézier curve (a straight line when neither applies). The canvas strokes
 * it and the picker measures the distance to the same curve (as `POLYLINE_STEPS` straight
 * pieces), so what is under the pointer is what is drawn there. Routes depend only on the
 * nodes, the lanes and the lane types, and are worked out once for each version of them.
 */
export interface LaneRoute {
  readonly id: string;
  /** Start, on the rim of the `from` node. */
  readonly ax: number;
  readonly ay: number;
  /** The curve's control points. */
  readonly c1x: number;
  readonly c1y: number;
  readonly c2x: number;
  readonly c2y: number;
  /** End, on the rim of the `to` node. */
  readonly bx: number;
  readonly by: number;
  /** True when the route is a straight line from a to b. */
  readonly straight: boolean;
  /**
   * The curve as `POLYLINE_STEPS` straight pieces (one for a straight route): x0, y0, x1, y1,
   * … with both ends included.
   */
  readonly polyline: Float64Array;
}

/** Lane ends round one node are spread to at least this angle apart (radians), when they fit. */
export const FAN_ANGLE = (10 * Math.PI) / 180;
/** Pieces a curved lane is cut into for picking and for the dotted and wavy line styles. */
export const POLYLINE_STEPS = 12;
/**
 * How far along the lane its control points are: a share of the distance between the nodes,
 * but no more than a few node radii, so a fanned lane turns towards its node soon after
 * leaving the rim instead of arcing across the map.
 */
const HANDLE = 0.3;
const HANDLE_RADII = 4;
/** Lane ends sit this far out on a node, in node radii (just under the disc's edge). */
const RIM = 0.9;

interface End {
  readonly lane: number;
  /** The `from` end (0) or the `to` end (1). */
  readonly side: 0 | 1;
  /** Direction from this node towards the other, radians. */
  readonly angle: number;
  /** Breaks ties between lanes joining the same two nodes, so their ends do not cross. */
  readonly order: number;
  spread: number;
}

interface Cache {
  readonly nodes: MapDef['nodes'];
  readonly laneTypes: MapDef['laneTypes'];
  readonly routes: ReadonlyMap<string, LaneRoute>;
}

const cache = new WeakMap<MapDef['lanes'], Cache>();

/** The route of every lane whose two nodes exist, by lane id. */
export function laneRoutes(map: MapDef): ReadonlyMap<string, LaneRoute> {
  const cached = cache.get(map.lanes);
  if (cached && cached.nodes === map.nodes && cached.laneTypes === map.laneTypes)
    return cached.routes;
  const routes = computeRoutes(map);
  cache.set(map.lanes, { nodes: map.nodes, laneTypes: map.laneTypes, routes });
  return routes;
}

function computeRoutes(map: MapDef): Map<string, LaneRoute> {
  const nodes = new Map<string, MapNode>(map.nodes.map((n) => [n.id, n]));
  const widths = new Map(map.laneTypes.map((t) => [t.id, t.width]));
  const lanes = map.lanes.filter((l) => l.from !== l.to && nodes.has(l.from) && nodes.has(l.to));

  // Lanes between the same two nodes, each with its place across the bundle (−1, 0, +1 …),
  // measured to the left of the direction from the lower id to the higher.
  const pairs = new Map<string, number[]>();
  lanes.forEach((lane, i) => {
    const key = lane.from < lane.to ? `${lane.from}\n${lane.to}` : `${lane.to}\n${lane.from}`;
    const list = pairs.get(key);
    if (list) list.push(i);
    else pairs.set(key, [i]);
  });
  const across = new Float64Array(lanes.length);
  const gap = new Float64Array(lanes.length);
  for (const members of pairs.values()) {
    if (members.length < 2) continue;
    let widest = 0;
    for (const i of members) widest = Math.max(widest, widths.get(lanes[i]?.type ?? '') ?? 4);
    members.forEach((i, k) => {
      across[i] = k - (members.length - 1) / 2;
      gap[i] = Math.max(widest * 3, 8);
    });
  }

  // Each node's lane ends, fanned apart.
  const ends = new Map<string, End[]>();
  const endOf: End[][] = lanes.map(() => []);
  lanes.forEach((lane, i) => {
    const a = nodes.get(lane.from) as MapNode;
    const b = nodes.get(lane.to) as MapNode;
    // Seen from the lower id the bundle's left is +; seen from the other end it is −.
    const sign = lane.from < lane.to ? 1 : -1;
    const add = (node: MapNode, other: MapNode, side: 0 | 1, order: number) => {
      const end: End = {
        lane: i,
        side,
        angle: Math.atan2(other.y - node.y, other.x - node.x),
        order,
        spread: 0,
      };
      let list = ends.get(node.id);
      if (!list) ends.set(node.id, (list = []));
      list.push(end);
      endOf[i]?.push(end);
    };
    const place = across[i] ?? 0;
    add(a, b, 0, place * sign);
    add(b, a, 1, -place * sign);
  });
  for (const list of ends.values()) fan(list);

  const routes = new Map<string, LaneRoute>();
  lanes.forEach((lane, i) => {
    const a = nodes.get(lane.from) as MapNode;
    const b = nodes.get(lane.to) as MapNode;
    const [fromEnd, toEnd] = endOf[i] as [End, End];
    const offset = (across[i] ?? 0) * (gap[i] ?? 0) * (lane.from < lane.to ? 1 : -1);
    routes.set(lane.id, route(lane.id, a, b, fromEnd, toEnd, offset));
  });
  return routes;
}

/**
 * Spreads the ends round one node so that neighbours are at least `FAN_ANGLE` apart (less
 * when there are too many to fit), moving each as little as possible: ends that crowd
 * together spread evenly about their middle. The circle is cut at its widest gap.
 */
function fan(list: End[]): void {
  const n = list.length;
  for (const end of list) end.spread = end.angle;
  if (n < 2) return;
  const step = Math.min(FAN_ANGLE, (2 * Math.PI * 0.8) / n);
  list.sort((p, q) => p.angle - q.angle || p.order - q.order);
  // Start after the widest gap, and unwrap the angles from there.
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const here = (list[i] as End).angle;
    const next = i + 1 < n ? (list[i + 1] as End).angle : (list[0] as End).angle + 2 * Math.PI;
    if (next - here > widest) [widest, cut] = [next - here, (i + 1) % n];
  }
  const order: End[] = [];
  const base: number[] = [];
  for (let k = 0; k < n; k++) {
    const end = list[(cut + k) % n] as End;
    order.push(end);
    base.push(end.angle + (cut + k >= n ? 2 * Math.PI : 0));
  }
  // Clusters: runs of ends closer than `step`, each spread evenly about its mean.
  const clusters: { first: number; count: number; mean: number }[] = [];
  for (let k = 0; k < n; k++) {
    clusters.push({ first: k, count: 1, mean: base[k] as number });
    for (;;) {
      const last = clusters[clusters.length - 1] as (typeof clusters)[number];
      const before = clusters[clusters.length - 2];
      if (!before) break;
      const beforeEnd = before.mean + ((before.count - 1) / 2) * step;
      const lastStart = last.mean - ((last.count - 1) / 2) * step;
      if (lastStart - beforeEnd >= step - 1e-12) break;
      const count = before.count + last.count;
      const mean = (before.mean * before.count + last.mean * last.count) / count;
      clusters.splice(clusters.length - 2, 2, { first: before.first, count, mean });
    }
  }
  for (const c of clusters)
    for (let j = 0; j < c.count; j++)
      (order[c.first + j] as End).spread = c.mean + (j - (c.count - 1) / 2) * step;
}

function route(id: string, a: MapNode, b: MapNode, from: End, to: End, offset: number): LaneRoute {
  const ax = a.x + Math.cos(from.spread) * a.size * RIM;
  const ay = a.y + Math.sin(from.spread) * a.size * RIM;
  const bx = b.x + Math.cos(to.spread) * b.size * RIM;
  const by = b.y + Math.sin(to.spread) * b.size * RIM;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const straight =
    offset === 0 &&
    Math.abs(from.spread - from.angle) < 1e-9 &&
    Math.abs(to.spread - to.angle) < 1e-9;
  // The bundle's middle is bowed `offset` to the left of a → b: the curve's middle moves by
  // three quarters of what both control points move.
  const nx = (-(b.y - a.y) / length) * offset * (4 / 3);
  const ny = ((b.x - a.x) / length) * offset * (4 / 3);
  const handleA = Math.min(length * HANDLE, a.size * HANDLE_RADII);
  const handleB = Math.min(length * HANDLE, b.size * HANDLE_RADII);
  const c1x = ax + Math.cos(from.spread) * handleA + nx;
  const c1y = ay + Math.sin(from.spread) * handleA + ny;
  const c2x = bx + Math.cos(to.spread) * handleB + nx;
  const c2y = by + Math.sin(to.spread) * handleB + ny;
  const steps = straight ? 1 : POLYLINE_STEPS;
  const polyline = new Float64Array((steps + 1) * 2);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    polyline[i * 2] = bezier(ax, c1x, c2x, bx, t);
    polyline[i * 2 + 1] = bezier(ay, c1y, c2y, by, t);
  }
  return { id, ax, ay, c1x, c1y, c2x, c2y, bx, by, straight, polyline };
}

const bezier = (p0: number, p1: number, p2: number, p3: number, t: number): number => {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
};

/** The point at `t` (0 at the start, 1 at the end) along a route. */
export function routePoint(r: LaneRoute, t: number): { x: number; y: number } {
  if (r.straight) return { x: r.ax + (r.bx - r.ax) * t, y: r.ay + (r.by - r.ay) * t };
  return { x: bezier(r.ax, r.c1x, r.c2x, r.bx, t), y: bezier(r.ay, r.c1y, r.c2y, r.by, t) };
}

/** The direction the route runs at `t` (not normalised). */
export function routeTangent(r: LaneRoute, t: number): { x: number; y: number } {
  if (r.straight) return { x: r.bx - r.ax, y: r.by - r.ay };
  const u = 1 - t;
  const d = (p0: number, p1: number, p2: number, p3: number) =>
    3 * u * u * (p1 - p0) + 6 * u * t * (p2 - p1) + 3 * t * t * (p3 - p2);
  return { x: d(r.ax, r.c1x, r.c2x, r.bx), y: d(r.ay, r.c1y, r.c2y, r.by) };
}

/** Squared distance from (px, py) to the route, measured on its polyline. */
export function routeDistance2(r: LaneRoute, px: number, py: number): number {
  const p = r.polyline;
  let best = Infinity;
  for (let i = 0; i + 3 < p.length; i += 2) {
    const ax = p[i] as number;
    const ay = p[i + 1] as number;
    const vx = (p[i + 2] as number) - ax;
    const vy = (p[i + 3] as number) - ay;
    const length2 = vx * vx + vy * vy;
    const t =
      length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / length2));
    const dx = px - (ax + t * vx);
    const dy = py - (ay + t * vy);
    best = Math.min(best, dx * dx + dy * dy);
  }
  return best;
}
