import { coordinateLabel } from '../model/coordinates-label.ts';
import { tokensUnderLabel } from '../model/picking.ts';
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
  /** The label's largest size, as a share of the cell's width on screen. */
  readonly labelMax: number;
  readonly figures: number;
  /** Null when the name is left out. */
  readonly name: number | null;
}

/**
 * A tile's text alone; under the coordinates; with figures (resources, costs) under a label
 * that moves up and shrinks a little; above a row of tokens standing along its lower edge,
 * without its name. Indexed by the numbers `textRowsOf` gives.
 */
const TEXT_ROWS: readonly TextRows[] = [
  { label: 0, labelMax: Infinity, figures: 0, name: 0.56 },
  { label: 0.06, labelMax: Infinity, figures: 0, name: 0.56 },
  { label: -0.12, labelMax: 0.25, figures: 0.3, name: 0.64 },
  { label: -0.26, labelMax: 0.17, figures: 0.04, name: null },
];

/** Which text rows each drawn cell uses, by index (reused from paint to paint). */
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
  // Room across the middle of a cell, and the heights of the three text rows, in CSS pixels.
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
  const showTokens = scene.map.layers.tokens.visible;
  const figuresOf = (c: DrawnCell): string =>
    detail.figurePx === null || c.fog ? '' : (c.look?.figures ?? '');
  rowsOfCells.length = 0;
  for (const c of cells)
    rowsOfCells.push(
      showTokens && c.look && tokensUnderLabel(scene.map, c.key)
        ? 3
        : figuresOf(c)
          ? 2
          : showCoordinates
            ? 1
            : 0,
    );
  const rowsAt = (i: number): TextRows => TEXT_ROWS[rowsOfCells[i] ?? 0] as TextRows;

  if (detail.labelPx !== null) {
    const labelPx = detail.labelPx;
    cells.forEach((c, i) => {
      const label = c.fog ? '?' : (c.look?.label ?? '');
      if (!label) return;
      const rows = rowsAt(i);
      const preferred = Math.min(labelPx, cellPx * rows.labelMax);
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
    const coordY = -halfHeight * 0.6;
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
