import type { Layers, MapDef, MapLabel } from '../../scenarios/format/map.ts';
import { pixel, type Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { forBuckets, graphIndex } from '../geometry/graph-index.ts';
import { routeDistance2 } from '../geometry/lane-routes.ts';
import { parseEdgeKey, type EdgeKey } from '../geometry/keys.ts';
import { cellAt, hasCell } from './board.ts';
import { nodesById, placeCentre, sideNeighbours } from './edits/places.ts';
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
 * Tokens sit as small discs on their place. On a cell with a tile they stand in a row along
 * its lower edge, so the tile's label and figures above them stay readable; on an empty cell
 * one sits in the middle and several in a ring, clockwise from the top in list order; on a
 * node always just outside it, so the node stays visible and clickable: up to four over it
 * (its name is below), more in a ring all round.
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
  const shape = geometryOf(map).cellShape;
  const layout = new Map<string, Map<string, Pixel>>();
  for (const [at, ids] of byPlace) {
    const centre = placeCentre(map, at);
    if (!centre) continue;
    const positions = new Map<string, Pixel>();
    // Cell keys never name a node, so this finds nodes only.
    const node = nodes.get(at);
    if (!node && shape && Object.hasOwn(map.placements, at)) {
      const y = centre.y + shape.height / 2 - r * TOKEN_ROW_LIFT;
      const step = ids.length > 1 ? Math.min(r * 2.1, (shape.width * 0.5) / (ids.length - 1)) : 0;
      ids.forEach((id, i) =>
        positions.set(id, pixel(centre.x + (i - (ids.length - 1) / 2) * step, y)),
      );
      layout.set(at, positions);
      continue;
    }
    const ring = node ? node.size + r * 1.2 : ids.length === 1 ? 0 : map.cellSize * 0.4;
    // Round a node, a few tokens keep to its upper side: its name is written below it.
    const arc = node && ids.length <= NODE_ARC_TOKENS;
    const step = arc ? NODE_ARC_STEP : (2 * Math.PI) / ids.length;
    const first = -Math.PI / 2 - (arc ? ((ids.length - 1) * step) / 2 : 0);
    ids.forEach((id, i) => {
      const angle = first + step * i;
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

/** Up to this many tokens on a node stand over it, this far apart (radians), clear of its name. */
const NODE_ARC_TOKENS = 4;
const NODE_ARC_STEP = (50 * Math.PI) / 180;

/** How far above a tiled cell's lower edge its row of tokens stands, in token radii. */
const TOKEN_ROW_LIFT = 0.8;

/**
 * How far below a tiled cell's centre the top of its row of tokens is, in map units (the
 * canvas fits the tile's label and figures above it); null on maps without cells.
 */
export function tokenRowTop(map: MapDef): number | null {
  const shape = geometryOf(map).cellShape;
  return shape && shape.height / 2 - tokenRadius(map) * (TOKEN_ROW_LIFT + 1);
}

/**
 * Whether the tokens of `at` stand in a row along the lower edge of its tile (the canvas then
 * draws the tile's label and figures higher up, and leaves out its name).
 */
export function tokensUnderLabel(map: MapDef, at: string): boolean {
  return geometryOf(map).lattice && tiledPlacesWithTokens(map).has(at);
}

/** The tiled cells whose tokens stand under the label (`tokensUnderLabel`), for a whole board. */
export function tiledPlacesWithTokens(map: MapDef): ReadonlySet<string> {
  const layout = layoutTokens(map);
  let found = tiledCache.get(layout);
  if (!found) {
    found = new Set([...layout.keys()].filter((at) => Object.hasOwn(map.placements, at)));
    tiledCache.set(layout, found);
  }
  return found;
}

const tiledCache = new WeakMap<ReadonlyMap<string, Map<string, Pixel>>, ReadonlySet<string>>();

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

// ——— lanes ———

/** Each pick's number, so that a lane filed in several buckets is measured once a pick. */
let pickCount = 0;

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
      const d2 = routeDistance2(lane.route, p.x, p.y);
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
  const geometry = geometryOf(map);
  const place = geometry.placeAt(world, tolerance);
  if (place !== null && geometry.has(place))
    return geometry.lattice ? { kind: 'cell', key: place } : { kind: 'node', id: place };
  // Only point-to-point maps have lanes, and a board cell covers what lies under it.
  if (place === null && layers.edges.visible) {
    const lane = pickLane(map, world, tolerance);
    if (lane) return { kind: 'lane', id: lane };
  }
  return { kind: 'none' };
}

// ——— edges between cells ———

/** The side two touching cells share, for drawing and picking edges; null if they do not touch. */
export function edgeSegment(map: MapDef, key: EdgeKey): [Pixel, Pixel] | null {
  return geometryOf(map).edgeSegment(key);
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
  const geometry = geometryOf(map);
  const onBoard = hasCell(map, cell);
  let best: { key: string; a: string; b: string; distance: number } | null = null;
  for (const other of sideNeighbours(map, cell)) {
    if (!onBoard && !hasCell(map, other)) continue;
    const key = geometry.edgeBetween(cell, other);
    const side = key === null ? null : geometry.edgeSegment(key);
    if (key === null || !side) continue;
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
  const geometry = geometryOf(map);
  const places = geometry.places().filter((place) => inside(geometry.centre(place)));
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
