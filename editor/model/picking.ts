import type { Layers, MapDef, MapLabel, MapNode } from '../../scenarios/format/map.ts';
import { pixel, type Pixel } from '../geometry/coords.ts';
import { edgeKey, parseEdgeKey, type EdgeKey } from '../geometry/keys.ts';
import { boardCells, cellAt, cellCentre, hasCell } from './board.ts';
import { nodesById, placeCentre, shareSide, sideNeighbours } from './edits/places.ts';
import { selectionOf, type Selection } from './selection.ts';

/**
 * What is under the pointer, by arithmetic rather than by a hit canvas (Konva's per-shape hit
 * testing does not scale to 10,000 cells). The canvas draws tokens and labels with the same
 * geometry as here (`tokenPositions`, `tokenRadius`, `labelExtent`), so what you see is what
 * you pick. Cells and nodes are the board itself and are always picked; lanes belong to the
 * edges layer, tokens and labels to their own layers, and a hidden layer is not picked.
 */
export type Hit =
  | { kind: 'token'; id: string }
  | { kind: 'label'; id: string }
  | { kind: 'node'; id: string }
  | { kind: 'lane'; id: string }
  | { kind: 'cell'; key: string }
  | { kind: 'none' };

/** How far outside a thing the pointer may be and still pick it, in screen pixels. */
export const PICK_TOLERANCE_PX = 6;

export interface PickOptions {
  /** Screen pixels per map unit: tolerances are in screen pixels, so they shrink as you zoom in. */
  scale: number;
  /** Which layers are shown; the map's own layer settings when absent. */
  layers?: Layers;
}

// ——— tokens ———

/** A token's disc radius in map units. */
export const tokenRadius = (map: MapDef): number => map.cellSize * 0.2;

const tokenCache = new WeakMap<MapDef, ReadonlyMap<string, Map<string, Pixel>>>();

/**
 * Tokens sit as small discs around their place: one alone in the middle of a cell; several in
 * a ring inside the cell, clockwise from the top in list order; on a node always in a ring
 * just outside it, so the node stays visible and clickable.
 */
function layoutTokens(map: MapDef): ReadonlyMap<string, Map<string, Pixel>> {
  const cached = tokenCache.get(map);
  if (cached) return cached;
  const byPlace = new Map<string, string[]>();
  for (const t of map.tokens) {
    const list = byPlace.get(t.at);
    if (list) list.push(t.id);
    else byPlace.set(t.at, [t.id]);
  }
  const r = tokenRadius(map);
  const nodes = nodesById(map);
  const layout = new Map<string, Map<string, Pixel>>();
  for (const [at, ids] of byPlace) {
    const centre = placeCentre(map, at);
    if (!centre) continue;
    const node = map.grid.kind === 'graph' ? nodes.get(at) : undefined;
    const ring = node ? node.size + r * 1.2 : ids.length === 1 ? 0 : map.cellSize * 0.4;
    const positions = new Map<string, Pixel>();
    ids.forEach((id, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / ids.length;
      positions.set(
        id,
        pixel(centre.x + ring * Math.cos(angle), centre.y + ring * Math.sin(angle)),
      );
    });
    layout.set(at, positions);
  }
  tokenCache.set(map, layout);
  return layout;
}

/** Where each token on `at` is drawn (its disc's centre), by token id. */
export function tokenPositions(map: MapDef, at: string): Map<string, Pixel> {
  return new Map(layoutTokens(map).get(at) ?? []);
}

function pickToken(map: MapDef, p: Pixel, tolerance: number): string | null {
  const layout = layoutTokens(map);
  const reach = (tokenRadius(map) + tolerance) ** 2;
  // Later tokens are drawn on top, so they are picked first.
  for (let i = map.tokens.length - 1; i >= 0; i--) {
    const token = map.tokens[i];
    const at = token && layout.get(token.at)?.get(token.id);
    if (at && (at.x - p.x) ** 2 + (at.y - p.y) ** 2 <= reach) return token.id;
  }
  return null;
}

// ——— labels ———

/**
 * The box a label's text takes, in map units: the canvas draws it centred on (x, y) and
 * turned by `rotation` about that point. The width is an estimate (0.6 em a character) so that
 * picking needs no text measuring.
 */
export function labelExtent(label: MapLabel): { width: number; height: number } {
  return { width: Math.max(1, label.text.length) * label.size * 0.6, height: label.size * 1.2 };
}

function labelContains(label: MapLabel, p: Pixel, tolerance: number): boolean {
  const angle = (-label.rotation * Math.PI) / 180;
  const dx = p.x - label.x;
  const dy = p.y - label.y;
  const lx = dx * Math.cos(angle) - dy * Math.sin(angle);
  const ly = dx * Math.sin(angle) + dy * Math.cos(angle);
  const { width, height } = labelExtent(label);
  return Math.abs(lx) <= width / 2 + tolerance && Math.abs(ly) <= height / 2 + tolerance;
}

function pickLabel(map: MapDef, p: Pixel, tolerance: number): string | null {
  for (let i = map.labels.length - 1; i >= 0; i--) {
    const label = map.labels[i];
    if (label && labelContains(label, p, tolerance)) return label.id;
  }
  return null;
}

// ——— nodes and lanes: a uniform grid of buckets ———

/**
 * Nodes and lanes filed by bucket of a uniform grid, built once per map object (maps are
 * immutable). A pick then looks at a few buckets instead of every node and lane: on 2,000
 * nodes and 5,000 lanes a pick takes a few microseconds (measured 3–5 µs on a busy two-core
 * machine, against 50 µs allowed; test/unit/editor/edits/picking-speed.test.ts logs it).
 */
interface LaneEntry {
  readonly id: string;
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  readonly halfWidth: number;
  /** The pick that last looked at it, so a lane filed in several buckets is measured once. */
  seenBy: number;
}

interface GraphIndex {
  readonly size: number;
  readonly nodes: ReadonlyMap<number, MapNode[]>;
  readonly lanes: ReadonlyMap<number, LaneEntry[]>;
  readonly largestNode: number;
  readonly widestLane: number;
}

const indexCache = new WeakMap<MapDef, GraphIndex>();
let pickCount = 0;

/** One number per bucket: collisions far away only add candidates, which are checked exactly. */
const bucketId = (bx: number, by: number): number => bx * 1_000_003 + by;

function file<T>(buckets: Map<number, T[]>, id: number, item: T): void {
  const list = buckets.get(id);
  if (!list) buckets.set(id, [item]);
  else if (list[list.length - 1] !== item) list.push(item);
}

function graphIndex(map: MapDef): GraphIndex {
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
  const byId = nodesById(map);
  const widths = new Map(map.laneTypes.map((t) => [t.id, t.width]));
  let widestLane = 0;
  const lanes = new Map<number, LaneEntry[]>();
  for (const lane of map.lanes) {
    const a = byId.get(lane.from);
    const b = byId.get(lane.to);
    if (!a || !b) continue;
    const width = widths.get(lane.type) ?? 0;
    widestLane = Math.max(widestLane, width);
    const entry: LaneEntry = {
      id: lane.id,
      ax: a.x,
      ay: a.y,
      bx: b.x,
      by: b.y,
      halfWidth: width / 2,
      seenBy: 0,
    };
    // Sample every half bucket: every point of the lane is then within a quarter bucket of a
    // sample, which `pickLane` allows for when it chooses the buckets to look in.
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / (size / 2)));
    for (let i = 0; i <= steps; i++) {
      const x = a.x + ((b.x - a.x) * i) / steps;
      const y = a.y + ((b.y - a.y) * i) / steps;
      file(lanes, bucketId(Math.floor(x / size), Math.floor(y / size)), entry);
    }
  }
  const index = { size, nodes, lanes, largestNode, widestLane };
  indexCache.set(map, index);
  return index;
}

/** Calls `visit` with every list filed in a bucket meeting the square of half-side `reach` round `p`. */
function forBuckets<T>(
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

function pickNode(map: MapDef, p: Pixel, tolerance: number): string | null {
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

/** Squared distance from `p` to the segment (ax, ay)–(bx, by). */
function segmentDistance2(p: Pixel, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax;
  const vy = by - ay;
  const length2 = vx * vx + vy * vy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * vx + (p.y - ay) * vy) / length2));
  return (p.x - (ax + t * vx)) ** 2 + (p.y - (ay + t * vy)) ** 2;
}

const segmentDistance = (p: Pixel, a: Pixel, b: Pixel): number =>
  Math.sqrt(segmentDistance2(p, a.x, a.y, b.x, b.y));

function pickLane(map: MapDef, p: Pixel, tolerance: number): string | null {
  const index = graphIndex(map);
  const reach = index.widestLane / 2 + tolerance + index.size / 2;
  const pick = ++pickCount;
  let best: string | null = null;
  let bestDistance = Infinity;
  forBuckets(index.lanes, index.size, p, reach, (lanes) => {
    for (const lane of lanes) {
      if (lane.seenBy === pick) continue;
      lane.seenBy = pick;
      const d2 = segmentDistance2(p, lane.ax, lane.ay, lane.bx, lane.by);
      if (d2 <= (lane.halfWidth + tolerance) ** 2 && d2 < bestDistance)
        [best, bestDistance] = [lane.id, d2];
    }
  });
  return best;
}

// ——— the pick ———

/** The topmost thing under a point: token, then label, node, lane, and the board's cell. */
export function pickAt(map: MapDef, world: Pixel, options: PickOptions): Hit {
  const layers = options.layers ?? map.layers;
  const tolerance = PICK_TOLERANCE_PX / Math.max(options.scale, 1e-9);
  if (layers.tokens.visible) {
    const id = pickToken(map, world, tolerance);
    if (id) return { kind: 'token', id };
  }
  if (layers.labels.visible) {
    const id = pickLabel(map, world, tolerance);
    if (id) return { kind: 'label', id };
  }
  if (map.grid.kind === 'graph') {
    const node = pickNode(map, world, tolerance);
    if (node) return { kind: 'node', id: node };
    if (layers.edges.visible) {
      const lane = pickLane(map, world, tolerance);
      if (lane) return { kind: 'lane', id: lane };
    }
    return { kind: 'none' };
  }
  const key = cellAt(map, world);
  return key !== null && hasCell(map, key) ? { kind: 'cell', key } : { kind: 'none' };
}

// ——— edges between cells ———

/** The side two touching cells share, for drawing and picking edges; null if they do not touch. */
export function edgeSegment(map: MapDef, key: EdgeKey): [Pixel, Pixel] | null {
  const cells = parseEdgeKey(key);
  if (!cells || !shareSide(map, cells[0], cells[1])) return null;
  const a = cellCentre(map, cells[0]);
  const b = cellCentre(map, cells[1]);
  if (!a || !b) return null;
  // The side is perpendicular to the line of centres, through its middle; on both hex and
  // square grids it is one cell size long (a hexagon's side equals its corner radius).
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const half = map.cellSize / 2;
  const ux = (-(b.y - a.y) / length) * half;
  const uy = ((b.x - a.x) / length) * half;
  return [pixel(mx - ux, my - uy), pixel(mx + ux, my + uy)];
}

/**
 * The side of the cell under `world` nearest to it, with its two cells in key order (`a` is
 * the first) and its distance in map units. At the board's rim the other cell may be off the
 * board; sides with neither cell on the board are not offered. Null on point-to-point maps.
 */
export function nearestEdge(
  map: MapDef,
  world: Pixel,
): { key: string; a: string; b: string; distance: number } | null {
  const cell = cellAt(map, world);
  if (cell === null) return null;
  const onBoard = hasCell(map, cell);
  let best: { key: string; a: string; b: string; distance: number } | null = null;
  for (const other of sideNeighbours(map, cell)) {
    if (!onBoard && !hasCell(map, other)) continue;
    const key = edgeKey(cell, other);
    const side = edgeSegment(map, key);
    if (!side) continue;
    const distance = segmentDistance(world, side[0], side[1]);
    if (best && best.distance <= distance) continue;
    const [a, b] = parseEdgeKey(key) ?? [cell, other];
    best = { key, a, b, distance };
  }
  return best;
}

// ——— marquee ———

/**
 * What a marquee drag selects: cells whose centre is inside, nodes inside, tokens and labels
 * inside, and with them the lanes and edge features whose both ends are selected (so that a
 * marquee over a region copies or deletes it whole). Hidden layers are left out.
 */
export function placesInRect(
  map: MapDef,
  rect: { x0: number; y0: number; x1: number; y1: number },
): Selection {
  const minX = Math.min(rect.x0, rect.x1);
  const maxX = Math.max(rect.x0, rect.x1);
  const minY = Math.min(rect.y0, rect.y1);
  const maxY = Math.max(rect.y0, rect.y1);
  const inside = (p: { x: number; y: number } | null) =>
    !!p && p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY;
  const layers = map.layers;
  const places =
    map.grid.kind === 'graph'
      ? map.nodes.filter((n) => inside(n)).map((n) => n.id)
      : boardCells(map).filter((key) => inside(cellCentre(map, key)));
  const chosen = new Set(places);
  const lanes = layers.edges.visible
    ? map.lanes.filter((l) => chosen.has(l.from) && chosen.has(l.to)).map((l) => l.id)
    : [];
  const edges = layers.edges.visible
    ? Object.keys(map.edges).filter((key) => {
        const cells = parseEdgeKey(key);
        return !!cells && chosen.has(cells[0]) && chosen.has(cells[1]);
      })
    : [];
  const tokens = layers.tokens.visible
    ? map.tokens
        .filter((t) => inside(layoutTokens(map).get(t.at)?.get(t.id) ?? null))
        .map((t) => t.id)
    : [];
  const labels = layers.labels.visible ? map.labels.filter((l) => inside(l)).map((l) => l.id) : [];
  return selectionOf({ places, edges, lanes, tokens, labels });
}
