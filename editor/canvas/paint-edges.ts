import type { EdgeType, LaneType, Lane, MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { laneRoutes, routePoint, routeTangent, type LaneRoute } from '../geometry/lane-routes.ts';
import { cellCentre } from '../model/board.ts';
import { parseEdgeKey } from '../geometry/keys.ts';
import { edgeSegment } from '../model/picking.ts';
import { inBatches } from './batch.ts';
import { boxesInRect, buildBoxIndex, type BoxIndex } from './box-index.ts';
import { CANVAS_COLOURS, withAlpha } from './colours.ts';
import {
  arrowHead,
  dashPattern,
  dotCentres,
  lineCapFor,
  parallelSegments,
  wavyPoints,
  type LineStyle,
} from './line-style.ts';
import { graphDetail, MIN_SMALL_TEXT_PX } from './lod.ts';
import { cssPixel, useMapUnits, type PaintEnv } from './paint-env.ts';
import { rectsIntersect, type Rect } from './rects.ts';
import { placedLook, type Scene } from './scene.ts';
import { fontAt } from './text.ts';
import type { TextLook } from './text-sprites.ts';
import type { SpriteMask } from './tile-images.ts';

/**
 * Layer 2: edge features between cells, and on point-to-point maps the lanes and the nodes.
 * Lines of one look go into one path and one stroke (5,000 lanes are a handful of strokes),
 * and only what overlaps the area being painted is drawn.
 */

interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** Paints layer 2 for `area`; returns how many features, lanes and nodes were drawn. */
export function paintEdges(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  if (!scene.geometry.lattice) return paintGraph(ctx, scene, area, env);
  if (!scene.map.layers.edges.visible) return 0;
  return paintEdgeFeatures(ctx, scene, area, env);
}

const segmentBox = (s: Segment, pad: number): Rect => ({
  x0: Math.min(s.ax, s.bx) - pad,
  y0: Math.min(s.ay, s.by) - pad,
  x1: Math.max(s.ax, s.bx) + pad,
  y1: Math.max(s.ay, s.by) + pad,
});

interface FeatureLine {
  readonly cellA: string;
  readonly cellB: string;
  readonly type: string;
  readonly forward: boolean;
  readonly segment: Segment;
  /** Centres of the two cells, in key order (for arrows across the side). */
  readonly a: Pixel;
  readonly b: Pixel;
}

const featureCache = new WeakMap<
  MapDef['edges'],
  { grid: MapDef['grid']; size: number; lines: FeatureLine[] }
>();

/** Each edge feature's side and cells, worked out once per version of the map's edges. */
function featureLines(map: MapDef): readonly FeatureLine[] {
  const cached = featureCache.get(map.edges);
  if (cached && cached.grid === map.grid && cached.size === map.cellSize) return cached.lines;
  const lines: FeatureLine[] = [];
  for (const [key, feature] of Object.entries(map.edges)) {
    const side = edgeSegment(map, key);
    const cells = parseEdgeKey(key);
    const a = cells && cellCentre(map, cells[0]);
    const b = cells && cellCentre(map, cells[1]);
    if (!side || !cells || !a || !b) continue;
    lines.push({
      cellA: cells[0],
      cellB: cells[1],
      type: feature.type,
      forward: feature.direction !== 'backward',
      segment: { ax: side[0].x, ay: side[0].y, bx: side[1].x, by: side[1].y },
      a,
      b,
    });
  }
  featureCache.set(map.edges, { grid: map.grid, size: map.cellSize, lines });
  return lines;
}

function paintEdgeFeatures(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const { map } = scene;
  const byType = new Map<EdgeType, FeatureLine[]>();
  for (const line of featureLines(map)) {
    const type = scene.edgeTypes.get(line.type);
    if (!type) continue;
    if (scene.concealed.has(line.cellA) || scene.concealed.has(line.cellB)) continue;
    if (!rectsIntersect(segmentBox(line.segment, type.width * 2 + map.cellSize * 0.2), area))
      continue;
    let list = byType.get(type);
    if (!list) byType.set(type, (list = []));
    list.push(line);
  }
  useMapUnits(ctx, env);
  let drawn = 0;
  for (const [type, list] of byType) {
    const width = Math.max(type.width, 1.5 * cssPixel(env));
    strokeSegments(
      ctx,
      list.map((f) => f.segment),
      type.style,
      width,
      type.colour,
      env,
    );
    drawn += list.length;
    if (!type.directed) continue;
    // The arrow crosses the side, pointing the way movement is allowed.
    ctx.fillStyle = type.colour;
    ctx.lineWidth = cssPixel(env);
    ctx.strokeStyle = CANVAS_COLOURS.textOutline;
    const size = Math.max(map.cellSize * 0.28, width * 2.2);
    inBatches(
      ctx,
      list,
      (f) => {
        const dir = f.forward ? 1 : -1;
        const mx = (f.segment.ax + f.segment.bx) / 2;
        const my = (f.segment.ay + f.segment.by) / 2;
        const dx = (f.b.x - f.a.x) * dir;
        const dy = (f.b.y - f.a.y) * dir;
        const length = Math.hypot(dx, dy) || 1;
        addTriangle(
          ctx,
          arrowHead(mx + (dx / length) * size * 0.5, my + (dy / length) * size * 0.5, dx, dy, size),
        );
      },
      () => {
        ctx.fill();
        ctx.stroke();
      },
    );
  }
  return drawn;
}

function addTriangle(ctx: CanvasPath, t: readonly number[]): void {
  ctx.moveTo(t[0] as number, t[1] as number);
  ctx.lineTo(t[2] as number, t[3] as number);
  ctx.lineTo(t[4] as number, t[5] as number);
  ctx.closePath();
}

/** Dotted lines whose dots are narrower than this (device pixels) draw them as squares. */
const TINY_DOT_PX = 2.5;

/** Strokes segments of one look, batched into as few paths as the style allows. */
function strokeSegments(
  ctx: CanvasRenderingContext2D,
  segments: readonly Segment[],
  style: LineStyle,
  width: number,
  colour: string,
  env: PaintEnv,
): void {
  // Dashes, dots and waves never get smaller than a few screen pixels.
  const minUnit = 3 * cssPixel(env);
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineJoin = 'round';
  if (style === 'dots') {
    const r = width * 0.7;
    inBatches(
      ctx,
      segments,
      (s) => {
        const points = dotCentres(s.ax, s.ay, s.bx, s.by, Math.max(width * 2.2, minUnit * 2));
        for (let i = 0; i < points.length; i += 2) {
          const x = points[i] as number;
          const y = points[i + 1] as number;
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        }
      },
      () => ctx.fill(),
      32,
    );
    return;
  }
  if (style === 'dotted' && width * env.scale * env.pixelRatio < TINY_DOT_PX) {
    // Dots a pixel or two across: squares of the same area look the same and fill far
    // faster than round dash caps. Spaced as the dash pattern spaces them, from each end a.
    const step = dashPattern(style, width, minUnit)[1] as number;
    const side = width * 0.886;
    inBatches(
      ctx,
      segments,
      (s) => {
        const length = Math.hypot(s.bx - s.ax, s.by - s.ay);
        const dx = ((s.bx - s.ax) / (length || 1)) * step;
        const dy = ((s.by - s.ay) / (length || 1)) * step;
        for (let d = 0, x = s.ax, y = s.ay; d <= length; d += step, x += dx, y += dy)
          ctx.rect(x - side / 2, y - side / 2, side, side);
      },
      () => ctx.fill(),
      32,
    );
    return;
  }
  if (style === 'double' || style === 'wavy') {
    strokeFlat(ctx, segments, style, width, env);
    return;
  }
  strokePlain(ctx, segments, style, width, env, (s) => {
    ctx.moveTo(s.ax, s.ay);
    ctx.lineTo(s.bx, s.by);
  });
}

/** Styles drawn as dots or copies of the line need it as straight pieces. */
const needsPieces = (style: LineStyle, width: number, env: PaintEnv): boolean =>
  style === 'dots' ||
  style === 'double' ||
  style === 'wavy' ||
  (style === 'dotted' && width * env.scale * env.pixelRatio < TINY_DOT_PX);

/** Solid, dashed and dotted lines: one path of everything, stroked with the style's dashes. */
function strokePlain<T>(
  ctx: CanvasRenderingContext2D,
  items: readonly T[],
  style: LineStyle,
  width: number,
  env: PaintEnv,
  add: (item: T) => void,
): void {
  ctx.lineWidth = width;
  ctx.lineCap = lineCapFor(style);
  ctx.setLineDash(dashPattern(style, width, 3 * cssPixel(env)));
  inBatches(ctx, items, add, () => ctx.stroke());
  ctx.setLineDash([]);
  ctx.lineCap = 'butt';
}

/** Double and wavy lines, made of straight pieces. */
function strokeFlat(
  ctx: CanvasRenderingContext2D,
  segments: readonly Segment[],
  style: 'double' | 'wavy',
  width: number,
  env: PaintEnv,
): void {
  const minUnit = 3 * cssPixel(env);
  let add: (s: Segment) => void;
  if (style === 'double') {
    add = (s) => {
      for (const [ax, ay, bx, by] of parallelSegments(s.ax, s.ay, s.bx, s.by, width * 0.6)) {
        ctx.moveTo(ax, ay);
        ctx.lineTo(bx, by);
      }
    };
    ctx.lineWidth = width * 0.45;
  } else {
    add = (s) => {
      const points = wavyPoints(s.ax, s.ay, s.bx, s.by, width * 0.9, Math.max(width, minUnit) * 5);
      ctx.moveTo(points[0] as number, points[1] as number);
      for (let i = 2; i < points.length; i += 2)
        ctx.lineTo(points[i] as number, points[i + 1] as number);
    };
    ctx.lineWidth = width * 0.6;
  }
  inBatches(ctx, segments, add, () => ctx.stroke());
}

// ——— point-to-point maps ———

const NODE_MASK_CACHE = new Map<number, SpriteMask>();

function circleMask(radius: number): SpriteMask {
  let mask = NODE_MASK_CACHE.get(radius);
  if (!mask) {
    mask = {
      id: `circle-${radius}`,
      w: radius * 2,
      h: radius * 2,
      path: (ctx) => {
        ctx.moveTo(radius, 0);
        ctx.arc(0, 0, radius, 0, Math.PI * 2);
      },
    };
    NODE_MASK_CACHE.set(radius, mask);
  }
  return mask;
}

/** The default colour of a node by kind, when neither it nor a tile gives one. */
export function nodeKindColour(kind: string): string {
  switch (kind) {
    case 'jump-point':
      return '#e8c547';
    case 'gate':
      return '#c084fc';
    case 'area':
      return '#5c7cfa';
    default:
      return CANVAS_COLOURS.node;
  }
}

/** Corner offsets of an octagon of radius 1: a disc a few pixels wide, without the cost of an arc. */
const OCTAGON: readonly (readonly [number, number])[] = Array.from({ length: 8 }, (_, i) => [
  Math.cos((i * Math.PI) / 4 + Math.PI / 8),
  Math.sin((i * Math.PI) / 4 + Math.PI / 8),
]);

/**
 * The outline a node is drawn with: systems are discs, jump points rings, gates diamonds,
 * areas squares. `coarse` draws discs as octagons (for nodes a few pixels across).
 */
export function addNodeMark(
  ctx: CanvasPath,
  node: Pick<MapNode, 'x' | 'y' | 'size' | 'kind'>,
  coarse = false,
): void {
  const { x, y, size: r } = node;
  switch (node.kind) {
    case 'gate':
      ctx.moveTo(x, y - r * 1.15);
      ctx.lineTo(x + r * 1.15, y);
      ctx.lineTo(x, y + r * 1.15);
      ctx.lineTo(x - r * 1.15, y);
      ctx.closePath();
      return;
    case 'area':
      ctx.rect(x - r, y - r, r * 2, r * 2);
      return;
    default:
      if (coarse) {
        OCTAGON.forEach(([cx, cy], i) =>
          i === 0 ? ctx.moveTo(x + cx * r, y + cy * r) : ctx.lineTo(x + cx * r, y + cy * r),
        );
        ctx.closePath();
        return;
      }
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
  }
}

interface DrawnLane {
  readonly lane: Lane;
  readonly type: LaneType | undefined;
  readonly route: LaneRoute;
}

function paintGraph(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const { map } = scene;
  const concealed = scene.concealed;
  const nodeIndex = nodeIndexOf(map.nodes);
  const reach = nodeIndex.largest * 2 + 40 / env.scale;
  const nodeBox = (n: MapNode): Rect => ({
    x0: n.x - reach,
    y0: n.y - reach,
    x1: n.x + reach,
    y1: n.y + reach,
  });
  const lanes: DrawnLane[] = [];
  if (map.layers.edges.visible) {
    const routed = routedLanes(scene.lanes, laneRoutes(map));
    // A curve lies inside the box of its end and control points: those near the area.
    for (const k of boxesInRect(routed.index, area, reach)) {
      const { lane, route } = routed.lanes[k] as RoutedLane;
      if (concealed.get(lane.from) === 'hidden' || concealed.get(lane.to) === 'hidden') continue;
      lanes.push({ lane, type: scene.laneTypes.get(lane.type), route });
    }
  }
  const nodes: MapNode[] = [];
  for (const k of boxesInRect(nodeIndex.index, area, reach)) {
    const n = map.nodes[k] as MapNode;
    if (concealed.get(n.id) !== 'hidden' && rectsIntersect(nodeBox(n), area)) nodes.push(n);
  }
  const typicalRadius = nodes[0]?.size ?? 18;
  const detail = graphDetail(typicalRadius * env.scale, nodeNamePx(typicalRadius, env.scale));

  useMapUnits(ctx, env);
  paintLanes(ctx, lanes, detail.arrows, env);
  paintNodes(ctx, scene, nodes, detail.images, env);
  if (detail.costs) paintLaneCosts(ctx, lanes, env);
  if (detail.names) paintNodeNames(ctx, scene, nodes, env);
  return lanes.length + nodes.length;
}

interface RoutedLane {
  readonly lane: Lane;
  readonly route: LaneRoute;
}

const routedCache = new WeakMap<
  ReadonlyMap<string, LaneRoute>,
  { lanes: readonly Lane[]; routed: { lanes: RoutedLane[]; index: BoxIndex } }
>();

/** The lanes that have a route, in map order, indexed by the box of their curve. */
function routedLanes(
  lanes: readonly Lane[],
  routes: ReadonlyMap<string, LaneRoute>,
): { lanes: readonly RoutedLane[]; index: BoxIndex } {
  const cached = routedCache.get(routes);
  if (cached && cached.lanes === lanes) return cached.routed;
  const list: RoutedLane[] = [];
  for (const lane of lanes) {
    const route = routes.get(lane.id);
    if (route) list.push({ lane, route });
  }
  const boxes = new Float64Array(list.length * 4);
  list.forEach(({ route: r }, i) => {
    boxes[4 * i] = Math.min(r.ax, r.bx, r.c1x, r.c2x);
    boxes[4 * i + 1] = Math.min(r.ay, r.by, r.c1y, r.c2y);
    boxes[4 * i + 2] = Math.max(r.ax, r.bx, r.c1x, r.c2x);
    boxes[4 * i + 3] = Math.max(r.ay, r.by, r.c1y, r.c2y);
  });
  const routed = { lanes: list, index: buildBoxIndex(boxes) };
  routedCache.set(routes, { lanes, routed });
  return routed;
}

const nodeIndexCache = new WeakMap<readonly MapNode[], { index: BoxIndex; largest: number }>();

/** The nodes indexed by their centres, and the largest node's size. */
function nodeIndexOf(nodes: readonly MapNode[]): { index: BoxIndex; largest: number } {
  let cached = nodeIndexCache.get(nodes);
  if (!cached) {
    const boxes = new Float64Array(nodes.length * 4);
    nodes.forEach((n, i) => boxes.set([n.x, n.y, n.x, n.y], 4 * i));
    cached = {
      index: buildBoxIndex(boxes),
      largest: nodes.reduce((m, n) => Math.max(m, n.size), 0),
    };
    nodeIndexCache.set(nodes, cached);
  }
  return cached;
}

/** A lane's route as a canvas path: a line, or its curve. */
export function traceRoute(path: CanvasPath, r: LaneRoute): void {
  path.moveTo(r.ax, r.ay);
  if (r.straight) path.lineTo(r.bx, r.by);
  else path.bezierCurveTo(r.c1x, r.c1y, r.c2x, r.c2y, r.bx, r.by);
}

const piecesCache = new WeakMap<LaneRoute, readonly Segment[]>();

/** A route as straight pieces, for the styles drawn piece by piece (made once per route). */
function piecesOf(r: LaneRoute): readonly Segment[] {
  let pieces = piecesCache.get(r);
  if (!pieces) {
    const p = r.polyline;
    const list: Segment[] = [];
    for (let i = 0; i + 3 < p.length; i += 2)
      list.push({
        ax: p[i] as number,
        ay: p[i + 1] as number,
        bx: p[i + 2] as number,
        by: p[i + 3] as number,
      });
    piecesCache.set(r, (pieces = list));
  }
  return pieces;
}

/** Lanes of one look: one path of lines and curves, or their pieces for dots and waves. */
function strokeRoutes(
  ctx: CanvasRenderingContext2D,
  lanes: readonly DrawnLane[],
  style: LineStyle,
  width: number,
  colour: string,
  env: PaintEnv,
): void {
  if (needsPieces(style, width, env)) {
    const pieces: Segment[] = [];
    for (const l of lanes) for (const piece of piecesOf(l.route)) pieces.push(piece);
    strokeSegments(ctx, pieces, style, width, colour, env);
    return;
  }
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  strokePlain(ctx, lanes, style, width, env, (l) => traceRoute(ctx, l.route));
}

/** Where a one-way lane's arrow sits: just past the middle, clear of a cost at the midpoint. */
const ARROW_AT = 0.62;

function paintLanes(
  ctx: CanvasRenderingContext2D,
  lanes: readonly DrawnLane[],
  arrows: boolean,
  env: PaintEnv,
): void {
  const groups = new Map<
    string,
    { style: LineStyle; width: number; colour: string; list: DrawnLane[] }
  >();
  for (const l of lanes) {
    const style = l.lane.style ?? l.type?.style ?? 'solid';
    const width = Math.max(l.type?.width ?? 4, 1.2 * cssPixel(env));
    const colour = l.type?.colour ?? '#adb5bd';
    const id = `${style}|${width}|${colour}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { style, width, colour, list: [] }));
    group.list.push(l);
  }
  for (const g of groups.values()) {
    strokeRoutes(ctx, g.list, g.style, g.width, g.colour, env);
    if (!arrows) continue;
    const oneWay = g.list.filter((l) => l.lane.direction === 'one-way');
    if (oneWay.length === 0) continue;
    ctx.fillStyle = g.colour;
    ctx.lineWidth = cssPixel(env);
    ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
    const size = Math.max(g.width * 3, 10 * cssPixel(env));
    inBatches(
      ctx,
      oneWay,
      (l) => {
        const at = routePoint(l.route, ARROW_AT);
        const way = routeTangent(l.route, ARROW_AT);
        addTriangle(ctx, arrowHead(at.x, at.y, way.x, way.y, size));
      },
      () => {
        ctx.fill();
        ctx.stroke();
      },
    );
  }
}

function paintNodes(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  nodes: readonly MapNode[],
  images: boolean,
  env: PaintEnv,
): void {
  const coarse = (nodes[0]?.size ?? 0) * env.scale < 6;
  const fills = new Map<string, MapNode[]>();
  const rings: MapNode[] = [];
  for (const n of nodes) {
    const fog = scene.concealed.get(n.id) === 'unexplored';
    const look = fog || !scene.map.layers.tiles.visible ? null : placedLook(scene, n.id);
    const fill = fog ? CANVAS_COLOURS.fog : (look?.fill ?? n.colour ?? nodeKindColour(n.kind));
    let group = fills.get(fill);
    if (!group) fills.set(fill, (group = []));
    group.push(n);
    if (n.kind === 'jump-point' && !look) rings.push(n);
  }
  const lineWidth = Math.max(1.5 * cssPixel(env), (nodes[0]?.size ?? 0) * 0.1);
  if (coarse && !images) {
    stampNodes(ctx, fills, new Set(rings), lineWidth, env);
    return;
  }
  for (const [fill, group] of fills) {
    ctx.fillStyle = fill;
    inBatches(
      ctx,
      group,
      (n) => addNodeMark(ctx, n, coarse),
      () => ctx.fill(),
    );
  }
  if (images) {
    const s = env.scale * env.pixelRatio;
    for (const n of nodes) {
      if (scene.concealed.has(n.id) || !scene.map.layers.tiles.visible) continue;
      const look = placedLook(scene, n.id);
      if (!look?.image) continue;
      const sprite = env.images.sprite(look.image, circleMask(n.size), n.size * 2 * s);
      if (!sprite) continue;
      ctx.drawImage(sprite, n.x - n.size, n.y - n.size, n.size * 2, n.size * 2);
    }
  }
  // Jump points read as rings: a dark hole in the middle of the disc.
  if (rings.length) {
    ctx.fillStyle = CANVAS_COLOURS.graphArea;
    inBatches(
      ctx,
      rings,
      (n) => addNodeMark(ctx, { ...n, size: n.size * 0.5, kind: 'system' }, coarse),
      () => ctx.fill(),
    );
  }
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = CANVAS_COLOURS.nodeOutline;
  ctx.lineJoin = 'round';
  inBatches(
    ctx,
    nodes,
    (n) => addNodeMark(ctx, n, coarse),
    () => ctx.stroke(),
  );
}

/** Sub-pixel positions of stamped nodes are kept to this fraction of a device pixel. */
const STAMP_PHASES = 4;

/**
 * Nodes a few pixels across, each copied from a small picture made once per look, size and
 * sub-pixel position: a blit instead of anti-aliasing thousands of tiny outlines.
 */
function stampNodes(
  ctx: CanvasRenderingContext2D,
  fills: ReadonlyMap<string, readonly MapNode[]>,
  rings: ReadonlySet<MapNode>,
  lineWidth: number,
  env: PaintEnv,
): void {
  const s = env.scale * env.pixelRatio;
  const lw = lineWidth * s;
  for (const [fill, group] of fills)
    for (const n of group) {
      const dx = n.x * s + env.originX;
      const dy = n.y * s + env.originY;
      const ix = Math.floor(dx);
      const iy = Math.floor(dy);
      const px = Math.round((dx - ix) * STAMP_PHASES) / STAMP_PHASES;
      const py = Math.round((dy - iy) * STAMP_PHASES) / STAMP_PHASES;
      const r = n.size * s;
      const ring = rings.has(n);
      const key = `node|${n.kind}|${fill}|${ring}|${r}|${lw}|${px}|${py}`;
      env.sprites.addSprite(ctx, key, ix, iy, () => {
        const reach = r * 1.15 + lw / 2 + 1;
        return {
          left: reach,
          right: reach,
          up: reach,
          down: reach,
          paint: (c, x, y) => {
            const mark = { x: x + px, y: y + py, size: r, kind: n.kind };
            c.fillStyle = fill;
            c.beginPath();
            addNodeMark(c, mark, true);
            c.fill();
            if (ring) {
              c.fillStyle = CANVAS_COLOURS.graphArea;
              c.beginPath();
              addNodeMark(c, { ...mark, size: r * 0.5, kind: 'system' }, true);
              c.fill();
            }
            c.lineWidth = lw;
            c.lineJoin = 'round';
            c.strokeStyle = CANVAS_COLOURS.nodeOutline;
            c.beginPath();
            addNodeMark(c, mark, true);
            c.stroke();
          },
        };
      });
    }
  env.sprites.flush(ctx);
  useMapUnits(ctx, env);
}

function laneText(lane: Lane): string {
  const cost = lane.cost === undefined ? '' : String(lane.cost);
  return lane.label && cost ? `${lane.label} ${cost}` : lane.label || cost;
}

function paintLaneCosts(
  ctx: CanvasRenderingContext2D,
  lanes: readonly DrawnLane[],
  env: PaintEnv,
): void {
  const px = Math.max(MIN_SMALL_TEXT_PX, Math.min(18, 12 * env.scale));
  const pr = env.pixelRatio;
  const font = fontAt(px * pr, 700);
  const looks = new Map<string, TextLook>();
  for (const l of lanes) {
    const text = laneText(l.lane);
    if (!text) continue;
    // A small dark plate in the lane's colour keeps the number apart from the line under it.
    const colour = l.type?.colour ?? '#adb5bd';
    const id = `${colour}|${text}`;
    let look = looks.get(id);
    if (!look) {
      const w = env.text.perPx(text, 700) * px + px * 0.7;
      look = {
        font,
        fill: CANVAS_COLOURS.text,
        stroke: CANVAS_COLOURS.textOutline,
        outline: 0,
        baseline: 'middle',
        plate: {
          width: w * pr,
          height: px * 1.5 * pr,
          radius: px * 0.4 * pr,
          fill: PLATE_FILL,
          stroke: colour,
          lineWidth: 1.5 * pr,
        },
      };
      looks.set(id, look);
    }
    const middle = routePoint(l.route, 0.5);
    env.sprites.add(
      ctx,
      text,
      look,
      middle.x * env.scale * pr + env.originX,
      middle.y * env.scale * pr + env.originY,
    );
  }
  env.sprites.flush(ctx);
}

const PLATE_FILL = withAlpha('#0b0e12', 0.85);

/**
 * Names are what a point-to-point map is read by, so they keep a readable size on screen as
 * long as the node itself is big enough to see; small marks (jump points) get one too.
 */
function nodeNamePx(radius: number, scale: number): number {
  if (radius * scale < NODE_NAME_MIN_RADIUS_PX) return 0;
  return Math.min(20, Math.max(MIN_SMALL_TEXT_PX, Math.max(radius, 18) * 0.8 * scale));
}

/** Nodes smaller than this on screen are too dense to name. */
const NODE_NAME_MIN_RADIUS_PX = 4;

function paintNodeNames(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  nodes: readonly MapNode[],
  env: PaintEnv,
): void {
  const scale = env.scale;
  const pr = env.pixelRatio;
  const looks = new Map<string, TextLook>();
  const lookFor = (
    px: number,
    weight: number,
    outlineShare: number,
    baseline: 'top' | 'middle',
  ): TextLook => {
    const size = Math.round(px * 2) / 2;
    const id = `${size}|${weight}|${baseline}`;
    let look = looks.get(id);
    if (!look) {
      look = {
        font: fontAt(size * pr, weight),
        fill: CANVAS_COLOURS.text,
        stroke: CANVAS_COLOURS.textOutline,
        outline: size * outlineShare * pr,
        baseline,
      };
      looks.set(id, look);
    }
    return look;
  };
  for (const n of nodes) {
    const fog = scene.concealed.get(n.id) === 'unexplored';
    const look = fog || !scene.map.layers.tiles.visible ? null : placedLook(scene, n.id);
    const name = fog ? '?' : n.name || look?.name || '';
    const px = nodeNamePx(n.size, scale);
    const x = n.x * scale * pr + env.originX;
    if (px >= MIN_SMALL_TEXT_PX && name)
      env.sprites.add(
        ctx,
        name,
        lookFor(px, 600, 0.28, 'top'),
        x,
        ((n.y + n.size) * scale + 4) * pr + env.originY,
      );
    // The tile's label inside the node when it is big enough to hold it.
    const label = look?.label;
    const inner = n.size * scale;
    if (label && inner >= 14) {
      const perPx = env.text.perPx(label, 700);
      const labelPx = Math.min(inner * 0.9, perPx > 0 ? (inner * 1.5) / perPx : inner);
      if (labelPx >= MIN_SMALL_TEXT_PX)
        env.sprites.add(
          ctx,
          label,
          lookFor(labelPx, 700, 0.22, 'middle'),
          x,
          n.y * scale * pr + env.originY,
        );
    }
  }
  env.sprites.flush(ctx);
}
