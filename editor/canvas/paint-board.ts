import { coordinateLabel } from '../model/coordinates-label.ts';
import { tiledPlacesWithTokens, tokenRowTop } from '../model/picking.ts';
import { inBatches } from './batch.ts';
import { cellsInRect } from './cell-index.ts';
import { addCellPath, type CellShape } from './cell-shape.ts';
import { borderColour, CANVAS_COLOURS } from './colours.ts';
import { boardDetail, fitFontPx, MIN_LABEL_PX, MIN_SMALL_TEXT_PX } from './lod.ts';
import { cssPixel, useMapUnits, type PaintEnv } from './paint-env.ts';
import type { Rect } from './rects.ts';
import { placedLook, type PlacedLook, type Scene } from './scene.ts';
import { fontAt } from './text.ts';
import type { TextLook } from './text-sprites.ts';
import type { SpriteMask } from './tile-images.ts';

/**
 * Layer 1: the board and its tiles. Cells are drawn in passes, each one path or one batch
 * for all cells (fills grouped by colour, one stroke for every grid line), because a canvas
 * call per cell is what makes a 10,000-cell board slow; only what `boardDetail` says is
 * readable at this zoom is drawn.
 */

const scratch: number[] = [];
const maskCache = new WeakMap<CellShape, SpriteMask>();

/** The sprite mask of a cell shape (tile pictures are cut to the cell). */
export function cellMask(shape: CellShape): SpriteMask {
  let mask = maskCache.get(shape);
  if (!mask) {
    const id = `${shape.id}-${shape.width.toFixed(3)}x${shape.height.toFixed(3)}`;
    mask = { id, w: shape.width, h: shape.height, path: (ctx) => addCellPath(ctx, shape, 0, 0) };
    maskCache.set(shape, mask);
  }
  return mask;
}

interface DrawnCell {
  readonly i: number;
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly look: PlacedLook | null;
  readonly fog: boolean;
}

/** Paints the board cells overlapping `area` (map units); returns how many were drawn. */
export function paintBoard(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  area: Rect,
  env: PaintEnv,
): number {
  const { index, shape, map } = scene;
  if (!index || !shape) {
    paintGraphArea(ctx, scene, env);
    return 0;
  }
  scratch.length = 0;
  const found = cellsInRect(index, area, scratch);
  const detail = boardDetail(shape.width * env.scale);
  const showTiles = map.layers.tiles.visible;
  const cells: DrawnCell[] = [];
  const fills = new Map<string, DrawnCell[]>();
  for (const i of found) {
    const key = index.keys[i] as string;
    const concealed = scene.concealed.get(key);
    if (concealed === 'hidden') continue;
    const fog = concealed === 'unexplored';
    const look = showTiles && !fog ? placedLook(scene, key) : null;
    const cell: DrawnCell = {
      i,
      key,
      x: index.xs[i] as number,
      y: index.ys[i] as number,
      look,
      fog,
    };
    cells.push(cell);
    const fill = fog ? CANVAS_COLOURS.fog : (look?.fill ?? CANVAS_COLOURS.emptyCell);
    let group = fills.get(fill);
    if (!group) fills.set(fill, (group = []));
    group.push(cell);
  }

  useMapUnits(ctx, env);
  for (const [fill, group] of fills) {
    ctx.fillStyle = fill;
    inBatches(
      ctx,
      group,
      (c) => addCellPath(ctx, shape, c.x, c.y),
      () => ctx.fill(),
    );
  }
  if (detail.images) paintImages(ctx, cells, shape, env);
  useMapUnits(ctx, env);
  if (detail.borders) paintBorders(ctx, cells, shape, env);
  if (detail.gridLines) {
    ctx.lineWidth = Math.min(2, Math.max(1, (shape.width * env.scale) / 80)) * cssPixel(env);
    ctx.strokeStyle = CANVAS_COLOURS.gridLine;
    ctx.lineJoin = 'round';
    inBatches(
      ctx,
      cells,
      (c) => addCellPath(ctx, shape, c.x, c.y),
      () => ctx.stroke(),
    );
  }
  if (detail.notch) paintNotches(ctx, cells, shape, env);
  paintCellText(ctx, scene, cells, shape, env);
  return cells.length;
}

/**
 * At most this many turned tile pictures are made per paint; the rest are drawn turned from
 * the upright picture until a later paint makes theirs, so that a zoom to a new size does not
 * stall on making every turn of every picture at once.
 */
const NEW_TURNED_SPRITES = 12;

function paintImages(
  ctx: CanvasRenderingContext2D,
  cells: readonly DrawnCell[],
  shape: CellShape,
  env: PaintEnv,
): void {
  const mask = cellMask(shape);
  const s = env.scale * env.pixelRatio;
  const devicePx = shape.width * s;
  let budget = NEW_TURNED_SPRITES;
  for (const c of cells) {
    const url = c.look?.image;
    if (!url) continue;
    // Turned about the cell's centre: the cell shape maps onto itself, so the cut stays exact.
    // A picture made turned is drawn upright, which costs half as much as turning it here.
    const angle = (c.look?.rotation ?? 0) * shape.stepAngle;
    const made = angle === 0 || env.images.hasSprite(url, mask, devicePx, angle) || budget-- > 0;
    const sprite = env.images.sprite(url, mask, devicePx, made ? angle : 0);
    if (!sprite) continue;
    const turn = made ? 0 : angle;
    const cos = Math.cos(turn) * s;
    const sin = Math.sin(turn) * s;
    ctx.setTransform(cos, sin, -sin, cos, c.x * s + env.originX, c.y * s + env.originY);
    ctx.drawImage(sprite, -shape.width / 2, -shape.height / 2, shape.width, shape.height);
  }
}

function paintBorders(
  ctx: CanvasRenderingContext2D,
  cells: readonly DrawnCell[],
  shape: CellShape,
  env: PaintEnv,
): void {
  const width = Math.max(shape.apothem * 0.09, 1.5 * cssPixel(env));
  const groups = new Map<string, DrawnCell[]>();
  for (const c of cells) {
    const colour = c.look ? borderColour(c.look.border) : null;
    if (!colour) continue;
    let group = groups.get(colour);
    if (!group) groups.set(colour, (group = []));
    group.push(c);
  }
  ctx.lineWidth = width;
  ctx.lineJoin = 'miter';
  const inset = width / 2 + cssPixel(env);
  for (const [colour, group] of groups) {
    ctx.strokeStyle = colour;
    inBatches(
      ctx,
      group,
      (c) => addCellPath(ctx, shape, c.x, c.y, inset),
      () => ctx.stroke(),
    );
  }
}

/** A small light triangle on the rim at the tile's "north", turned with the tile. */
function paintNotches(
  ctx: CanvasRenderingContext2D,
  cells: readonly DrawnCell[],
  shape: CellShape,
  env: PaintEnv,
): void {
  const size = shape.apothem * 0.16;
  const inset = 2 * cssPixel(env);
  // In the tile's own frame: tip towards the centre, base on the rim.
  const points = [
    [shape.northX, shape.northY + inset + size],
    [shape.northX - size * 0.8, shape.northY + inset],
    [shape.northX + size * 0.8, shape.northY + inset],
  ] as const;
  ctx.fillStyle = CANVAS_COLOURS.notch;
  ctx.strokeStyle = CANVAS_COLOURS.textOutline;
  ctx.lineWidth = cssPixel(env);
  inBatches(
    ctx,
    cells,
    (c) => {
      // Unturned tiles need no mark: it would only clutter a board of plain terrain.
      if (!c.look || c.look.rotation === 0) return false;
      const angle = c.look.rotation * shape.stepAngle;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      points.forEach(([px, py], k) => {
        const x = c.x + px * cos - py * sin;
        const y = c.y + px * sin + py * cos;
        if (k === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.closePath();
    },
    () => {
      ctx.fill();
      ctx.stroke();
    },
  );
}

/** The rows of a cell's text, as shares of its half height from the centre (down is +). */
interface TextRows {
  readonly label: number;
  /** The label's largest size, in CSS pixels. */
  readonly labelMaxPx: number;
  readonly figures: number;
  /** Null when the name is left out. */
  readonly name: number | null;
}

/** Of a line of text `px` tall, the height its letters take (caps and a little below). */
const INK = 0.76;

/**
 * The rows of a tiled cell whose tokens stand along its lower edge: the label and figures
 * share what is left between the coordinates (or the top) and the tokens, the name is left
 * out. `halfPx` is the cell's half height on screen, `tokenTop` the top of the tokens as a
 * share of it.
 */
function rowsAboveTokens(
  halfPx: number,
  tokenTop: number,
  coordinatePx: number | null,
  figurePx: number | null,
): TextRows {
  const gap = 2 / halfPx;
  const top =
    coordinatePx === null ? -0.8 : COORDINATE_ROW + (coordinatePx * INK) / 2 / halfPx + gap;
  let bottom = tokenTop - gap;
  let figures = 0;
  if (figurePx !== null) {
    const ink = (figurePx * INK) / halfPx;
    figures = bottom - ink / 2;
    bottom -= ink + gap;
  }
  return {
    label: (top + bottom) / 2,
    labelMaxPx: (Math.max(0, bottom - top) * halfPx) / INK,
    figures,
    name: null,
  };
}

/** Where the coordinates go, as a share of the half height. */
const COORDINATE_ROW = -0.6;

/** Which text rows each drawn cell uses, by index into the rows of this paint (reused). */
const rowsOfCells: number[] = [];

function paintCellText(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  cells: readonly DrawnCell[],
  shape: CellShape,
  env: PaintEnv,
): void {
  const detail = boardDetail(shape.width * env.scale);
  const coordinates = scene.map.coordinates;
  const showCoordinates = detail.coordinatePx !== null && coordinates !== 'none';
  if (detail.labelPx === null && !showCoordinates) return;
  const scale = env.scale;
  const pr = env.pixelRatio;
  // Room across the middle of a cell, and its half height, in CSS pixels.
  const room = Math.min(shape.width, shape.apothem * 2) * 0.78 * scale;
  const halfHeight = (shape.height / 2) * scale;
  const { text, sprites } = env;
  // Texts go through the sprite cache at whole device pixels: one look per size and colour.
  const looks = new Map<string, TextLook>();
  const lookFor = (px: number, weight: number, outlineShare: number, fill: string): TextLook => {
    const size = Math.round(px * 2) / 2;
    const id = `${size}|${weight}|${fill}`;
    let look = looks.get(id);
    if (!look) {
      look = {
        font: fontAt(size * pr, weight),
        fill,
        stroke: CANVAS_COLOURS.textOutline,
        outline: size * outlineShare * pr,
        baseline: 'middle',
      };
      looks.set(id, look);
    }
    return look;
  };
  const at = (c: DrawnCell, dy: number): [number, number] => [
    c.x * scale * pr + env.originX,
    (c.y * scale + dy) * pr + env.originY,
  ];

  const cellPx = shape.width * scale;
  // Tokens stand under the label of a tiled cell: that cell's text moves up.
  const underTokens = scene.map.layers.tokens.visible ? tiledPlacesWithTokens(scene.map) : null;
  const tokenTop = (tokenRowTop(scene.map) ?? 0) / (shape.height / 2);
  const coordinateRowPx = showCoordinates ? detail.coordinatePx : null;
  // A tile's text alone; under the coordinates; with figures (resources, costs) under a
  // label that moves up and shrinks a little; above a row of tokens, without and with figures.
  const rows: readonly TextRows[] = [
    { label: 0, labelMaxPx: Infinity, figures: 0, name: 0.56 },
    { label: 0.06, labelMaxPx: Infinity, figures: 0, name: 0.56 },
    { label: -0.12, labelMaxPx: cellPx * 0.25, figures: 0.3, name: 0.64 },
    rowsAboveTokens(halfHeight, tokenTop, coordinateRowPx, null),
    rowsAboveTokens(halfHeight, tokenTop, coordinateRowPx, detail.figurePx),
  ];
  const figuresOf = (c: DrawnCell): string =>
    detail.figurePx === null || c.fog ? '' : (c.look?.figures ?? '');
  rowsOfCells.length = 0;
  for (const c of cells) {
    const figures = figuresOf(c) !== '';
    const tokens = c.look !== null && underTokens?.has(c.key) === true;
    rowsOfCells.push(tokens ? (figures ? 4 : 3) : figures ? 2 : showCoordinates ? 1 : 0);
  }
  const rowsAt = (i: number): TextRows => rows[rowsOfCells[i] ?? 0] as TextRows;

  if (detail.labelPx !== null) {
    const labelPx = detail.labelPx;
    cells.forEach((c, i) => {
      const label = c.fog ? '?' : (c.look?.label ?? '');
      if (!label) return;
      const rows = rowsAt(i);
      const preferred = Math.min(labelPx, rows.labelMaxPx);
      const px = fitFontPx(text.perPx(label, 700), room, preferred, MIN_LABEL_PX);
      if (px === null) return;
      const colour = c.fog ? CANVAS_COLOURS.fogMark : CANVAS_COLOURS.text;
      sprites.add(ctx, label, lookFor(px, 700, 0.22, colour), ...at(c, halfHeight * rows.label));
    });
  }
  if (detail.figurePx !== null) {
    const figurePx = detail.figurePx;
    cells.forEach((c, i) => {
      const figures = figuresOf(c);
      if (!figures) return;
      const px = fitFontPx(text.perPx(figures, 700), room, figurePx, MIN_SMALL_TEXT_PX);
      if (px === null) return;
      const look = lookFor(px, 700, 0.25, CANVAS_COLOURS.figure);
      sprites.add(ctx, figures, look, ...at(c, halfHeight * rowsAt(i).figures));
    });
  }
  if (detail.namePx !== null && coordinates !== 'names') {
    const namePx = detail.namePx;
    cells.forEach((c, i) => {
      const name = c.look?.name;
      const row = rowsAt(i).name;
      if (!name || row === null) return;
      const px = fitFontPx(text.perPx(name, 500), room, namePx, MIN_SMALL_TEXT_PX);
      if (px === null) return;
      sprites.add(
        ctx,
        name,
        lookFor(px, 500, 0.25, CANVAS_COLOURS.text),
        ...at(c, halfHeight * row),
      );
    });
  }
  if (showCoordinates && detail.coordinatePx !== null) {
    const coordY = halfHeight * COORDINATE_ROW;
    for (const c of cells) {
      if (c.fog && coordinates === 'names') continue;
      const label = coordinateLabel(scene.map, c.key, scene.tileList);
      if (!label) continue;
      const px = fitFontPx(
        text.perPx(label, 600),
        room * 0.8,
        detail.coordinatePx,
        MIN_SMALL_TEXT_PX,
      );
      if (px === null) continue;
      sprites.add(ctx, label, lookFor(px, 600, 0.25, CANVAS_COLOURS.text), ...at(c, coordY));
    }
  }
  sprites.flush(ctx);
}

/** Graph maps: the drawing area the nodes are laid out in. */
function paintGraphArea(ctx: CanvasRenderingContext2D, scene: Scene, env: PaintEnv): void {
  const area = scene.geometry.area();
  if (!area) return;
  const [w, h] = [area.maxX - area.minX, area.maxY - area.minY];
  useMapUnits(ctx, env);
  ctx.fillStyle = CANVAS_COLOURS.graphArea;
  ctx.fillRect(area.minX, area.minY, w, h);
  ctx.lineWidth = cssPixel(env);
  ctx.strokeStyle = CANVAS_COLOURS.graphAreaEdge;
  ctx.strokeRect(area.minX, area.minY, w, h);
}
