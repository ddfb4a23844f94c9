import type { CoordinateStyle, LayerId, MapDef, MapNode } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { borderColour, CANVAS_COLOURS, contrastText, tokenColour } from '../../canvas/colours.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import type { CellShape } from '../../geometry/grid-geometry.ts';
import { parseEdgeKey } from '../../geometry/keys.ts';
import { dotCentres, parallelSegments, wavyPoints } from '../../canvas/line-style.ts';
import { laneRoutes, routePoint, routeTangent } from '../../geometry/lane-routes.ts';
import { placedFigures } from '../../model/attribute-figures.ts';
import { coordinateLabel } from '../../model/coordinates-label.ts';
import { visibilityFor } from '../../model/edits/visibility.ts';
import { mapAsSeenBy } from '../../model/map-projection.ts';
import { labelExtent, tokenPositions, tokenRadius } from '../../model/picking.ts';
import {
  Path,
  type Box,
  type Drawing,
  type DrawingLayer,
  type DrawingLayerId,
  type Shape,
  type TextShape,
} from './drawing.ts';
import { legendShapes, type TitleBlock } from './legend.ts';
import { textWidth } from './text-width.ts';

/** A team as a print needs it: its tokens' colour and its name in the legend. */
export interface PrintTeam {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
}

export interface DrawMapOptions {
  readonly tiles: readonly Tile[];
  readonly teams?: readonly PrintTeam[];
  /** 'control' (everything) or a team's id: that team's copy holds only what it may see. */
  readonly view?: string;
  /** Which layers to draw; each defaults to whether the map shows it. */
  readonly layers?: Partial<Record<LayerId, boolean>>;
  /** The numbering drawn on cells; the map's own by default. */
  readonly coordinates?: CoordinateStyle;
  readonly legend?: boolean;
  readonly titleBlock?: TitleBlock | null;
  /** Fill behind the whole sheet; none (paper or transparency) by default. */
  readonly background?: string | null;
}

export const CONTROL_VIEW = 'control';

/** Text sizes as shares of a cell's width, as the canvas draws them at 1 : 1. */
const LABEL_SHARE = 0.3;
const COORDINATE_SHARE = 0.2;
const NAME_SHARE = 0.13;
const FIGURE_SHARE = 0.15;
const INK = 0.76;

/**
 * The map drawn as shapes. A team's view starts from `mapAsSeenBy`, so a place hidden from
 * the team, its tile, its tokens and Control's notes never reach a writer; an unexplored
 * place is a fogged cell with a "?".
 */
export function drawMap(source: MapDef, options: DrawMapOptions): Drawing {
  const view = options.view ?? CONTROL_VIEW;
  const map = view === CONTROL_VIEW ? source : mapAsSeenBy(source, view);
  const concealed = (at: string) =>
    view === CONTROL_VIEW ? 'visible' : visibilityFor(map, at, view);
  const shows = (layer: LayerId) => options.layers?.[layer] ?? map.layers[layer].visible;
  const tiles = new Map(options.tiles.map((t) => [t.id, t]));
  const teamColours = new Map((options.teams ?? []).map((t) => [t.id, t.colour]));
  const geometry = geometryOf(map);
  const shape = geometry.cellShape;
  const mapBox = mapExtent(map);

  const layers: Record<DrawingLayerId, Shape[]> = {
    background: [],
    tiles: [],
    edges: [],
    tokens: [],
    labels: [],
    visibility: [],
    coordinates: [],
    legend: [],
  };
  const usedTiles = new Map<string, number>();
  const lookAt = (at: string) => {
    const placement = map.placements[at];
    if (!placement || !shows('tiles')) return null;
    const tile = tiles.get(placement.tile);
    const o = placement.overrides;
    usedTiles.set(placement.tile, (usedTiles.get(placement.tile) ?? 0) + 1);
    return {
      fill: o.colour ?? tile?.colour ?? '#c2255c',
      label: o.label ?? tile?.label ?? '?',
      name: o.name ?? tile?.name ?? placement.tile,
      image: tile?.image,
      border: tile?.border ?? '',
      rotation: placement.rotation,
      figures: tile ? placedFigures(tile.attributes, o.attributes) : '',
    };
  };
  const text = (t: Omit<TextShape, 'kind'>): TextShape => ({ kind: 'text', ...t });
  const coordinates = options.coordinates ?? map.coordinates;
  const numbered: MapDef = coordinates === map.coordinates ? map : { ...map, coordinates };

  if (shape) {
    drawCells(map, shape, {
      look: lookAt,
      state: concealed,
      tokensAt: shows('tokens') ? tokenPlaces(map) : new Set(),
      coordinates,
      numberOf: (at) => coordinateLabel(numbered, at, options.tiles),
      layers,
      text,
    });
  } else {
    const area = geometry.area();
    if (area)
      layers.tiles.push({
        kind: 'path',
        path: new Path().rect(area.minX, area.minY, area.maxX - area.minX, area.maxY - area.minY),
        fill: CANVAS_COLOURS.graphArea,
        stroke: CANVAS_COLOURS.graphAreaEdge,
        width: 1,
      });
  }

  const usedEdgeTypes = new Set<string>();
  if (shows('edges')) {
    if (shape) drawEdgeFeatures(map, concealed, layers.edges, usedEdgeTypes);
    else drawLanes(map, layers.edges, usedEdgeTypes);
  }
  if (!shape) drawNodes(map, concealed, lookAt, layers, text);
  if (shows('tokens')) drawTokens(map, concealed, teamColours, layers.tokens, text);
  if (shows('labels'))
    for (const label of map.labels)
      layers.labels.push(
        text({
          text: label.text,
          x: label.x,
          y: label.y,
          size: label.size,
          bold: true,
          fill: label.colour,
          outline: { colour: CANVAS_COLOURS.textOutline, width: Math.max(2.5, label.size * 0.18) },
          rotation: label.rotation,
        }),
      );
  if (view === CONTROL_VIEW && shows('visibility')) drawConcealment(map, layers.visibility);

  const legend = legendShapes({
    mapBox,
    unit: shape ? shape.width : 40,
    legend: options.legend === true,
    titleBlock: options.titleBlock ?? null,
    tiles: [...usedTiles].flatMap(([id, count]) => {
      const tile = tiles.get(id);
      return tile ? [{ name: tile.name, colour: tile.colour, count }] : [];
    }),
    edgeTypes: [...map.edgeTypes, ...map.laneTypes].filter((t) => usedEdgeTypes.has(t.id)),
    teams: (options.teams ?? []).filter((t) =>
      map.tokens.some((k) => k.team === t.id && concealed(k.at) === 'visible'),
    ),
  });
  layers.legend.push(...legend.shapes);
  const box = legend.box;
  if (options.background)
    layers.background.push({
      kind: 'path',
      path: new Path().rect(box.x, box.y, box.width, box.height),
      fill: options.background,
    });

  const order: DrawingLayerId[] = [
    'background',
    'tiles',
    'edges',
    'tokens',
    'labels',
    'visibility',
    'coordinates',
    'legend',
  ];
  const out: DrawingLayer[] = order
    .filter((id) => layers[id].length > 0)
    .map((id) => ({ id, shapes: layers[id] }));
  return { box, mapBox, layers: out, title: map.name };
}

/** What the map covers: its board (or drawing area and nodes) and its free labels. */
export function mapExtent(map: MapDef): Box {
  const geometry = geometryOf(map);
  const e = geometry.extent() ?? { minX: 0, minY: 0, maxX: map.cellSize, maxY: map.cellSize };
  let [x0, y0, x1, y1] = [e.minX, e.minY, e.maxX, e.maxY];
  for (const label of map.labels) {
    // The box of the label's text turned by its rotation.
    const { width, height } = labelExtent(label);
    const t = (label.rotation * Math.PI) / 180;
    const [cos, sin] = [Math.abs(Math.cos(t)), Math.abs(Math.sin(t))];
    const rx = (width * cos + height * sin) / 2;
    const ry = (width * sin + height * cos) / 2;
    x0 = Math.min(x0, label.x - rx);
    y0 = Math.min(y0, label.y - ry);
    x1 = Math.max(x1, label.x + rx);
    y1 = Math.max(y1, label.y + ry);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function tokenPlaces(map: MapDef): ReadonlySet<string> {
  return new Set(map.tokens.map((t) => t.at));
}

interface CellContext {
  look(at: string): {
    fill: string;
    label: string;
    name: string;
    image: string | undefined;
    border: string;
    rotation: number;
    figures: string;
  } | null;
  state(at: string): 'visible' | 'hidden' | 'unexplored';
  tokensAt: ReadonlySet<string>;
  coordinates: CoordinateStyle;
  numberOf(at: string): string;
  layers: Record<DrawingLayerId, Shape[]>;
  text(t: Omit<TextShape, 'kind'>): TextShape;
}

function cellPath(path: Path, shape: CellShape, cx: number, cy: number, inset = 0): Path {
  const k = inset === 0 ? 1 : Math.max(0, 1 - inset / shape.apothem);
  shape.xs.forEach((x, i) =>
    i === 0
      ? path.moveTo(cx + x * k, cy + (shape.ys[i] as number) * k)
      : path.lineTo(cx + x * k, cy + (shape.ys[i] as number) * k),
  );
  return path.close();
}

/** Largest font (map units) up to `preferred` that fits `text` in `room`; null below `min`. */
function fit(text: string, bold: boolean, room: number, preferred: number, min: number) {
  const per = textWidth(text, bold);
  const size = per > 0 ? Math.min(preferred, room / per) : preferred;
  return size >= min ? size : null;
}

function drawCells(map: MapDef, shape: CellShape, c: CellContext): void {
  const geometry = geometryOf(map);
  const fills = new Map<string, Path>();
  const borders = new Map<string, Path>();
  const grid = new Path();
  const notches = new Path();
  const clip = cellPath(new Path(), shape, 0, 0);
  const width = shape.width;
  const min = width * 0.02;
  const room = Math.min(shape.width, shape.apothem * 2) * 0.78;
  const half = shape.height / 2;
  const labelPx = width * LABEL_SHARE;
  const namePx = width * NAME_SHARE;
  const figurePx = width * FIGURE_SHARE;
  const coordinatePx = Math.min(width * COORDINATE_SHARE, half * 0.5);
  const borderWidth = shape.apothem * 0.09;
  const outline = (size: number, share: number) => ({
    colour: CANVAS_COLOURS.textOutline,
    width: size * share,
  });
  const tokenTop = (half - tokenRadius(map) * 1.8) / half;
  for (const at of geometry.places()) {
    const state = c.state(at);
    if (state === 'hidden') continue;
    const centre = geometry.centre(at);
    if (!centre) continue;
    const { x, y } = centre;
    const fog = state === 'unexplored';
    const look = fog ? null : c.look(at);
    const fill = fog ? CANVAS_COLOURS.fog : (look?.fill ?? CANVAS_COLOURS.emptyCell);
    let group = fills.get(fill);
    if (!group) fills.set(fill, (group = new Path()));
    cellPath(group, shape, x, y);
    cellPath(grid, shape, x, y);
    if (look?.image)
      c.layers.tiles.push({
        kind: 'image',
        url: look.image,
        cx: x,
        cy: y,
        width: shape.width,
        height: shape.height,
        rotation: (look.rotation * shape.stepAngle * 180) / Math.PI,
        clip,
      });
    const border = look ? borderColour(look.border) : null;
    if (border) {
      let b = borders.get(border);
      if (!b) borders.set(border, (b = new Path()));
      cellPath(b, shape, x, y, borderWidth / 2 + 1);
    }
    if (look && look.rotation !== 0) {
      const size = shape.apothem * 0.16;
      const angle = look.rotation * shape.stepAngle;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const pts = [
        [shape.northX, shape.northY + 2 + size],
        [shape.northX - size * 0.8, shape.northY + 2],
        [shape.northX + size * 0.8, shape.northY + 2],
      ].flatMap(([px, py]) => [
        x + (px as number) * cos - (py as number) * sin,
        y + (px as number) * sin + (py as number) * cos,
      ]);
      notches.polygon(pts);
    }
    // Text rows as the canvas lays them out: label in the middle, figures under it, the name
    // near the bottom; a row of tokens pushes label and figures up and leaves the name out.
    const number =
      c.coordinates === 'none' || (fog && c.coordinates === 'names') ? '' : c.numberOf(at);
    const withTokens = look !== null && c.tokensAt.has(at);
    const figures = look?.figures ?? '';
    let labelRow = number ? 0.06 : 0;
    let figureRow = 0.3;
    let nameRow: number | null = 0.56;
    let labelMax = labelPx;
    if (figures) {
      labelRow = -0.12;
      labelMax = width * 0.25;
      nameRow = 0.64;
    }
    if (withTokens) {
      const top = number ? -0.6 + (coordinatePx * INK) / 2 / half : -0.8;
      let bottom = tokenTop;
      if (figures) {
        const ink = (figurePx * INK) / half;
        figureRow = bottom - ink / 2;
        bottom -= ink;
      }
      labelRow = (top + bottom) / 2;
      labelMax = Math.min(labelPx, (Math.max(0, bottom - top) * half) / INK);
      nameRow = null;
    }
    const label = fog ? '?' : (look?.label ?? '');
    if (label) {
      const size = fit(label, true, room, labelMax, min);
      if (size)
        c.layers.tiles.push(
          c.text({
            text: label,
            x,
            y: y + half * labelRow,
            size,
            bold: true,
            fill: fog ? CANVAS_COLOURS.fogMark : CANVAS_COLOURS.text,
            outline: outline(size, 0.22),
          }),
        );
    }
    if (figures) {
      const size = fit(figures, true, room, figurePx, min);
      if (size)
        c.layers.tiles.push(
          c.text({
            text: figures,
            x,
            y: y + half * figureRow,
            size,
            bold: true,
            fill: CANVAS_COLOURS.figure,
            outline: outline(size, 0.25),
          }),
        );
    }
    if (look?.name && nameRow !== null && c.coordinates !== 'names') {
      const size = fit(look.name, false, room, namePx, min);
      if (size)
        c.layers.tiles.push(
          c.text({
            text: look.name,
            x,
            y: y + half * nameRow,
            size,
            bold: false,
            fill: CANVAS_COLOURS.text,
            outline: outline(size, 0.25),
          }),
        );
    }
    if (number) {
      const size = fit(number, true, room * 0.8, coordinatePx, min);
      if (size)
        c.layers.coordinates.push(
          c.text({
            text: number,
            x,
            y: y - half * 0.6,
            size,
            bold: true,
            fill: CANVAS_COLOURS.text,
            outline: outline(size, 0.25),
          }),
        );
    }
  }
  const board: Shape[] = [];
  for (const [fill, path] of fills) board.push({ kind: 'path', path, fill });
  // Fills first, then pictures over them, then borders, grid and notches over both.
  const images = c.layers.tiles.filter((s) => s.kind === 'image');
  const texts = c.layers.tiles.filter((s) => s.kind === 'text');
  c.layers.tiles.length = 0;
  c.layers.tiles.push(...board, ...images);
  for (const [colour, path] of borders)
    c.layers.tiles.push({ kind: 'path', path, stroke: colour, width: borderWidth, join: 'miter' });
  c.layers.tiles.push({
    kind: 'path',
    path: grid,
    stroke: CANVAS_COLOURS.gridLine,
    width: Math.min(2, Math.max(1, width / 80)),
    join: 'round',
  });
  if (!notches.empty)
    c.layers.tiles.push({
      kind: 'path',
      path: notches,
      fill: CANVAS_COLOURS.notch,
      stroke: CANVAS_COLOURS.textOutline,
      width: 1,
    });
  c.layers.tiles.push(...texts);
}

function dashFor(style: string, width: number): readonly number[] | undefined {
  if (style === 'dashed') return [width * 3, width * 2];
  if (style === 'dotted') return [0, width * 2];
  return undefined;
}

function drawEdgeFeatures(
  map: MapDef,
  state: (at: string) => string,
  out: Shape[],
  used: Set<string>,
): void {
  const geometry = geometryOf(map);
  const types = new Map(map.edgeTypes.map((t) => [t.id, t]));
  const byType = new Map<string, Path>();
  const arrows = new Map<string, Path>();
  for (const [key, feature] of Object.entries(map.edges)) {
    const cells = parseEdgeKey(key);
    const type = types.get(feature.type);
    if (!cells || !type) continue;
    if (cells.some((c) => state(c) !== 'visible')) continue;
    const side = geometry.edgeSegment(key);
    if (!side) continue;
    used.add(type.id);
    let path = byType.get(type.id);
    if (!path) byType.set(type.id, (path = new Path()));
    const [a, b] = side;
    // The canvas's looks (editor/canvas/paint-edges.ts): two lines, a wave, a row of discs.
    const w = type.width;
    if (type.style === 'double')
      for (const [ax, ay, bx, by] of parallelSegments(a.x, a.y, b.x, b.y, w * 0.6))
        path.moveTo(ax, ay).lineTo(bx, by);
    else if (type.style === 'wavy') {
      const points = wavyPoints(a.x, a.y, b.x, b.y, w * 0.9, w * 5);
      path.moveTo(points[0] as number, points[1] as number);
      for (let i = 2; i < points.length; i += 2)
        path.lineTo(points[i] as number, points[i + 1] as number);
    } else if (type.style === 'dots') {
      const points = dotCentres(a.x, a.y, b.x, b.y, w * 2.2);
      for (let i = 0; i < points.length; i += 2)
        path.circle(points[i] as number, points[i + 1] as number, w * 0.7);
    } else path.moveTo(a.x, a.y).lineTo(b.x, b.y);
    if (type.directed) {
      const ca = geometry.centre(cells[0]);
      const cb = geometry.centre(cells[1]);
      if (!ca || !cb) continue;
      const dir = feature.direction === 'backward' ? -1 : 1;
      const dx = (cb.x - ca.x) * dir;
      const dy = (cb.y - ca.y) * dir;
      const len = Math.hypot(dx, dy) || 1;
      const size = Math.max(map.cellSize * 0.28, type.width * 2.2);
      const mx = (a.x + b.x) / 2 + (dx / len) * size * 0.5;
      const my = (a.y + b.y) / 2 + (dy / len) * size * 0.5;
      let arrow = arrows.get(type.id);
      if (!arrow) arrows.set(type.id, (arrow = new Path()));
      arrow.polygon(arrowHead(mx, my, dx, dy, size));
    }
  }
  for (const [id, path] of byType) {
    const type = types.get(id)!;
    const w = type.width;
    if (type.style === 'dots') out.push({ kind: 'path', path, fill: type.colour });
    else
      out.push({
        kind: 'path',
        path,
        stroke: type.colour,
        width: type.style === 'double' ? w * 0.45 : type.style === 'wavy' ? w * 0.6 : w,
        dash: dashFor(type.style, w),
        cap: type.style === 'dotted' ? 'round' : 'butt',
        join: 'round',
      });
    const arrow = arrows.get(id);
    if (arrow)
      out.push({
        kind: 'path',
        path: arrow,
        fill: type.colour,
        stroke: CANVAS_COLOURS.textOutline,
        width: 1,
      });
  }
}

function arrowHead(tx: number, ty: number, dx: number, dy: number, size: number): number[] {
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const bx = tx - ux * size;
  const by = ty - uy * size;
  const half = size / 2;
  return [tx, ty, bx - uy * half, by + ux * half, bx + uy * half, by - ux * half];
}

function drawLanes(map: MapDef, out: Shape[], used: Set<string>): void {
  const routes = laneRoutes(map);
  const types = new Map(map.laneTypes.map((t) => [t.id, t]));
  const texts: Shape[] = [];
  for (const lane of map.lanes) {
    const route = routes.get(lane.id);
    if (!route) continue;
    const type = types.get(lane.type);
    if (type) used.add(type.id);
    const colour = type?.colour ?? '#adb5bd';
    const width = type?.width ?? 4;
    const style = lane.style ?? type?.style ?? 'solid';
    const path = new Path().moveTo(route.ax, route.ay);
    if (route.straight) path.lineTo(route.bx, route.by);
    else path.curveTo(route.c1x, route.c1y, route.c2x, route.c2y, route.bx, route.by);
    out.push({
      kind: 'path',
      path,
      stroke: colour,
      width,
      dash: dashFor(style, width),
      cap: style === 'dotted' ? 'round' : 'butt',
      join: 'round',
    });
    if (lane.direction === 'one-way') {
      const at = routePoint(route, 0.62);
      const way = routeTangent(route, 0.62);
      out.push({
        kind: 'path',
        path: new Path().polygon(arrowHead(at.x, at.y, way.x, way.y, Math.max(width * 3, 10))),
        fill: colour,
        stroke: CANVAS_COLOURS.nodeOutline,
        width: 1,
      });
    }
    const cost = lane.cost === undefined ? '' : String(lane.cost);
    const words = lane.label && cost ? `${lane.label} ${cost}` : lane.label || cost;
    if (words) {
      const middle = routePoint(route, 0.5);
      const size = 12;
      const w = textWidth(words, true) * size + size * 0.7;
      texts.push({
        kind: 'path',
        path: new Path().rect(middle.x - w / 2, middle.y - size * 0.75, w, size * 1.5),
        fill: 'rgba(11, 14, 18, 0.85)',
        stroke: colour,
        width: 1.5,
      });
      texts.push({
        kind: 'text',
        text: words,
        x: middle.x,
        y: middle.y,
        size,
        bold: true,
        fill: CANVAS_COLOURS.text,
      });
    }
  }
  out.push(...texts);
}

function nodeKindColour(kind: string): string {
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

function nodePath(path: Path, n: Pick<MapNode, 'x' | 'y' | 'size' | 'kind'>): Path {
  const { x, y, size: r } = n;
  if (n.kind === 'gate')
    return path.polygon([x, y - r * 1.15, x + r * 1.15, y, x, y + r * 1.15, x - r * 1.15, y]);
  if (n.kind === 'area') return path.rect(x - r, y - r, r * 2, r * 2);
  return path.circle(x, y, r);
}

function drawNodes(
  map: MapDef,
  state: (at: string) => string,
  lookAt: CellContext['look'],
  layers: Record<DrawingLayerId, Shape[]>,
  text: CellContext['text'],
): void {
  for (const n of map.nodes) {
    const seen = state(n.id);
    if (seen === 'hidden') continue;
    const fog = seen === 'unexplored';
    const look = fog ? null : lookAt(n.id);
    const fill = fog ? CANVAS_COLOURS.fog : (look?.fill ?? n.colour ?? nodeKindColour(n.kind));
    layers.tiles.push({
      kind: 'path',
      path: nodePath(new Path(), n),
      fill,
      stroke: CANVAS_COLOURS.nodeOutline,
      width: Math.max(1.5, n.size * 0.1),
    });
    if (look?.image)
      layers.tiles.push({
        kind: 'image',
        url: look.image,
        cx: n.x,
        cy: n.y,
        width: n.size * 2,
        height: n.size * 2,
        rotation: 0,
        clip: new Path().circle(0, 0, n.size),
      });
    if (n.kind === 'jump-point' && !look)
      layers.tiles.push({
        kind: 'path',
        path: new Path().circle(n.x, n.y, n.size * 0.5),
        fill: CANVAS_COLOURS.graphArea,
      });
    const name = fog ? '?' : n.name || look?.name || '';
    const size = Math.max(11, Math.max(n.size, 18) * 0.8);
    if (name)
      layers.labels.push(
        text({
          text: name,
          x: n.x,
          y: n.y + n.size + 4 + size * 0.55,
          size,
          bold: true,
          fill: CANVAS_COLOURS.text,
          outline: { colour: CANVAS_COLOURS.textOutline, width: size * 0.28 },
        }),
      );
    const label = look?.label;
    if (label && n.size >= 14) {
      const per = textWidth(label, true);
      const px = Math.min(n.size * 0.9, per > 0 ? (n.size * 1.5) / per : n.size);
      layers.tiles.push(
        text({
          text: label,
          x: n.x,
          y: n.y,
          size: px,
          bold: true,
          fill: CANVAS_COLOURS.text,
          outline: { colour: CANVAS_COLOURS.textOutline, width: px * 0.22 },
        }),
      );
    }
  }
}

function drawTokens(
  map: MapDef,
  state: (at: string) => string,
  teamColours: ReadonlyMap<string, string>,
  out: Shape[],
  text: CellContext['text'],
): void {
  const r = tokenRadius(map);
  const positions = new Map<string, Map<string, { x: number; y: number }>>();
  for (const token of map.tokens) {
    if (state(token.at) !== 'visible') continue;
    let here = positions.get(token.at);
    if (!here) positions.set(token.at, (here = tokenPositions(map, token.at)));
    const at = here.get(token.id);
    if (!at) continue;
    const fill = tokenColour(token, teamColours);
    out.push({
      kind: 'path',
      path: new Path().circle(at.x, at.y, r),
      fill,
      stroke: CANVAS_COLOURS.nodeOutline,
      width: r * 0.22,
    });
    const mark = token.icon || [...token.label].slice(0, 2).join('');
    const px = r * 1.05;
    if (mark)
      out.push(
        text({
          text: mark,
          x: at.x,
          y: at.y + px * 0.04,
          size: px,
          bold: true,
          fill: contrastText(fill),
        }),
      );
    if (token.count > 1) {
      const badge = px * 0.62;
      const words = String(token.count);
      const w = Math.max(badge * 1.3, textWidth(words, true) * badge + badge * 0.6);
      const bx = at.x + r * 0.8;
      const by = at.y - r * 0.8;
      out.push({
        kind: 'path',
        path: new Path().rect(bx - w / 2, by - badge * 0.7, w, badge * 1.4),
        fill: '#101318',
        stroke: CANVAS_COLOURS.text,
        width: badge * 0.1,
      });
      out.push(
        text({ text: words, x: bx, y: by, size: badge, bold: true, fill: CANVAS_COLOURS.text }),
      );
    }
  }
}

/** Control's copy may show what teams do not see: a tint over hidden and unexplored places. */
function drawConcealment(map: MapDef, out: Shape[]): void {
  const geometry = geometryOf(map);
  const shape = geometry.cellShape;
  const tints = { hidden: new Path(), unexplored: new Path() };
  for (const [at, mark] of Object.entries(map.visibility)) {
    const centre = geometry.centre(at);
    if (!centre) continue;
    if (shape) cellPath(tints[mark.state], shape, centre.x, centre.y);
    else {
      const node = map.nodes.find((n) => n.id === at);
      if (node) nodePath(tints[mark.state], node);
    }
  }
  if (!tints.hidden.empty)
    out.push({ kind: 'path', path: tints.hidden, fill: CANVAS_COLOURS.hiddenTint });
  if (!tints.unexplored.empty)
    out.push({ kind: 'path', path: tints.unexplored, fill: CANVAS_COLOURS.unexploredTint });
}
