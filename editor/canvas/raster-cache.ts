import type { PaintEnv, SharedPaintEnv } from './paint-env.ts';
import {
  boundingRect,
  growRect,
  intersectRect,
  isEmptyRect,
  rect,
  rectsIntersect,
  snapOut,
  type Rect,
} from './rects.ts';
import type { RasterView } from './raster-view.ts';

export type { RasterView } from './raster-view.ts';

/** Paints the part of the map inside `area` (map units); returns how many things it drew. */
export type RasterPainter = (ctx: CanvasRenderingContext2D, area: Rect, env: PaintEnv) => number;

/** Side of a tile, device pixels: a few milliseconds of painting on a close-up board. */
export const TILE_PX = 256;

/** More dirty areas than this are repainted as one. */
const MAX_DIRTY_AREAS = 32;

/**
 * A sharp repaint after a zoom paints tiles of the screen, nearest its middle first, for at
 * most this long a frame (painting and turning into pixels both counted); the tiles not yet
 * painted show the old picture stretched meanwhile.
 */
const SHARPEN_BUDGET_MS = 7;

/** Spare tile canvases kept for reuse (beyond them, dropped ones are left to the GC). */
const MAX_SPARE_TILES = 48;

interface Tile {
  readonly col: number;
  readonly row: number;
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
}

/** The old picture stretched while a zoom goes on or while the new one is painted. */
interface Preview {
  readonly canvas: HTMLCanvasElement;
  /** What it holds: device pixels from the origin at its own zoom. */
  readonly covers: Rect;
  readonly deviceScale: number;
}

/** What the target canvas holds after the last draw onto it. */
interface Shown {
  readonly key: string;
  readonly preview: boolean;
}

const viewKey = (v: RasterView): string =>
  `${v.scale}|${v.pixelRatio}|${v.x}|${v.y}|${v.width}|${v.height}`;

const tileKey = (col: number, row: number): string => `${col},${row}`;

/**
 * A layer that changes less often than the view moves (the board, a big graph), kept as
 * square bitmap tiles painted at the current zoom and copied to the screen on every pan.
 * Only tiles a pan uncovers are painted, the margin around the view is filled when the
 * canvas is idle, and an edit repaints just the places it changed. The very first picture is
 * painted straight onto the screen, its tiles filled in while idle: painting them first and
 * copying them made opening a big board about a third slower.
 *
 * Tiles sit on a grid anchored at the map's origin, so a tile's pixels depend only on the
 * zoom and the map, never on how the view got there: a sharp repaint spread over frames ends
 * with exactly the picture painted in one go, and no seam moves with the view.
 *
 * Coordinates here are device pixels measured from the map's origin at the current zoom
 * (map point × scale × pixel ratio), whole numbers, so copies never resample.
 */
export class RasterCache {
  readonly #createCanvas: () => HTMLCanvasElement;
  readonly #marginCss: number;
  readonly #tileSize: number;
  /** Painted tiles at `#deviceScale`, by "col,row". */
  readonly #tiles = new Map<string, Tile>();
  readonly #spare: Tile['canvas'][] = [];
  #deviceScale = 0;
  #dirty: Rect[] = [];
  #preview: Preview | null = null;
  #previewCanvas: HTMLCanvasElement | null = null;
  /** Tiles of the screen are being painted over frames, the preview stretched meanwhile. */
  #sharpening = false;
  #shown: Shown | null = null;
  /** The view of the last sharp draw: what the margin and the preview are measured around. */
  #lastView: RasterView | null = null;
  /** How much was painted by the last `draw` or `fillMargins`, for the canvas's stats. */
  lastPainted = 0;
  /** No draw yet: the first paints the screen straight onto the target (see `draw`). */
  #fresh = true;

  constructor(createCanvas: () => HTMLCanvasElement, marginCss = 256, tileSize = TILE_PX) {
    this.#createCanvas = createCanvas;
    this.#marginCss = marginCss;
    this.#tileSize = tileSize;
  }

  /** Forget everything: the next draw repaints what is on screen. */
  invalidate(): void {
    this.#dropTiles();
    this.#dirty = [];
    this.#preview = null;
    this.#sharpening = false;
    this.#shown = null;
  }

  /** Whether a sharp repaint is under way over several frames (draw again next frame). */
  get sharpening(): boolean {
    return this.#sharpening;
  }

  /**
   * Whether the target's picture may stand for the next views as it is, moved and scaled by
   * the caller while a zoom goes on: drawn once, no edit waiting, no sharp repaint under way.
   */
  get stretchable(): boolean {
    return this.#shown !== null && this.#dirty.length === 0 && !this.#sharpening;
  }

  /** Repaint these map areas on the next draw (an edit changed them). */
  invalidateAreas(areas: readonly Rect[]): void {
    // Nothing cached or shown: the next draw paints everything anyway.
    if (this.#tiles.size === 0 && this.#shown === null) return;
    this.#dirty.push(...areas);
    if (this.#dirty.length > MAX_DIRTY_AREAS) this.#dirty = [this.#dirty.reduce(boundingRect)];
  }

  /** Whether the margin around the view is painted too (no idle work left). */
  get complete(): boolean {
    const view = this.#lastView;
    if (!view || this.#dirty.length > 0 || this.#sharpening) return false;
    if (view.scale * view.pixelRatio !== this.#deviceScale) return false;
    return this.#tilesOf(this.#covers(view)).every(([c, r]) => this.#tiles.has(tileKey(c, r)));
  }

  /** Whether the tiles were painted at another zoom than `view`'s (a preview is showing). */
  isStale(view: RasterView): boolean {
    return (
      (this.#tiles.size > 0 || this.#preview !== null) &&
      view.scale * view.pixelRatio !== this.#deviceScale
    );
  }

  /**
   * Draws the view onto `target` (cleared, any transform), painting what is missing first.
   * With `preview`, a zoom does not repaint: the old picture is stretched to the new zoom
   * (soft, but one copy), and the caller repaints sharply once the zooming stops. That
   * repaint, at a new zoom, is spread over frames (`sharpening`): each paints tiles of the
   * screen for a few milliseconds and shows the old picture stretched where they are not
   * ready; `continueOnto` goes on with it without redrawing what is already on the target.
   */
  draw(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
    preview = false,
  ): void {
    const start = performance.now();
    this.lastPainted = 0;
    const s = view.scale * view.pixelRatio;
    if (preview && s !== this.#deviceScale && this.#dirty.length === 0) {
      const stretched = this.#preview ?? this.#composePreview();
      if (stretched) {
        // A sharp repaint under way is dropped: the next one starts from this picture.
        this.#sharpening = false;
        this.#drawStretched(target, view, stretched);
        this.#shown = { key: viewKey(view), preview: true };
        return;
      }
    }
    if (s !== this.#deviceScale) this.#startScale(s);
    // The view the tiles are painted for (a preview keeps the one before: see #composePreview).
    this.#lastView = view;
    // While an old picture is kept, the screen's tiles are painted over frames above it.
    this.#sharpening = this.#preview !== null;
    this.#repaintDirty(paint, env, view);
    const screen = onScreen(view);
    if (this.#fresh && !this.#sharpening) {
      // The very first picture is wanted soonest, and painting the screen's tiles first (each
      // its own new canvas, then copied) costs about a third more: it is painted straight
      // onto the target, and the tiles follow while the canvas is idle.
      this.#fresh = false;
      this.#paintStraight(target, view, paint, env, screen);
      this.#shown = { key: viewKey(view), preview: false };
      return;
    }
    this.#fresh = false;
    if (this.#sharpening && this.#preview) this.#drawStretched(target, view, this.#preview);
    const missing: [number, number][] = [];
    for (const [col, row] of this.#tilesOf(screen)) {
      const tile = this.#tiles.get(tileKey(col, row));
      if (tile) this.#copyTile(target, view, tile, screen, this.#sharpening);
      else missing.push([col, row]);
    }
    this.#paintMissing(target, view, paint, env, missing, screen, start);
    this.#dropFarTiles(view);
    this.#shown = { key: viewKey(view), preview: false };
  }

  /**
   * Goes on with a sharp repaint onto a target that still shows the last draw of this same
   * view (nothing else drawn on it since): paints the next tiles and copies just them. False
   * when that cannot be done (the view moved, an edit is pending): the caller draws whole.
   */
  continueOnto(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
  ): boolean {
    this.lastPainted = 0;
    if (!this.#shown || this.#shown.key !== viewKey(view) || this.#dirty.length > 0) return false;
    const s = view.scale * view.pixelRatio;
    if (s !== this.#deviceScale) {
      // The target shows the stretched preview of this view: the repaint starts over it.
      if (!this.#shown.preview) return false;
      this.#startScale(s);
    }
    this.#lastView = view;
    if (!this.#sharpening) return false;
    const screen = onScreen(view);
    const missing = this.#tilesOf(screen).filter(([c, r]) => !this.#tiles.has(tileKey(c, r)));
    this.#paintMissing(target, view, paint, env, missing, screen);
    return true;
  }

  /**
   * After an edit, with the view unchanged since the last `draw`: repaints the dirty areas in
   * the tiles and copies just those areas to `target`, leaving the rest of it as drawn (a
   * paint step copies a cell, not the screen). False when that cannot be done (the view
   * moved, a zoom is pending or being sharpened, nothing is cached): the caller draws whole.
   */
  drawDirty(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
  ): boolean {
    this.lastPainted = 0;
    if (this.#sharpening) return false;
    if (!this.#shown || this.#shown.preview || this.#shown.key !== viewKey(view)) return false;
    if (view.scale * view.pixelRatio !== this.#deviceScale) return false;
    const screen = onScreen(view);
    const areas = this.#dirty
      .map((area) => intersectRect(snapOut(scaleRect(area, this.#deviceScale)), screen))
      .filter((area): area is Rect => area !== null);
    this.#repaintDirty(paint, env, view);
    let painted = this.lastPainted;
    const ox = Math.round(view.x * view.pixelRatio);
    const oy = Math.round(view.y * view.pixelRatio);
    target.setTransform(1, 0, 0, 1, 0, 0);
    for (const area of areas) {
      target.clearRect(area.x0 + ox, area.y0 + oy, area.x1 - area.x0, area.y1 - area.y0);
      const tiles = this.#tilesOf(area).map(([col, row]) => this.#tiles.get(tileKey(col, row)));
      if (tiles.every((tile) => tile !== undefined))
        for (const tile of tiles) this.#copyTile(target, view, tile, area, false);
      else {
        // The screen was painted straight and these tiles are not filled in yet.
        this.#paintStraight(target, view, paint, env, area);
        painted += this.lastPainted;
      }
    }
    this.lastPainted = painted;
    return true;
  }

  /**
   * Paints the tiles of the screen and its margin not painted yet (idle time), so the next
   * pans are plain copies: the screen's first, nearest its middle, for at most `budgetMs`
   * (then `complete` stays false and the caller comes back). Returns how many tiles it painted:
   * none while an edit waits for its frame or a zoom for its sharp repaint.
   */
  fillMargins(
    paint: RasterPainter,
    env: SharedPaintEnv,
    view: RasterView,
    budgetMs = Infinity,
  ): number {
    this.lastPainted = 0;
    // An edit not drawn yet is left to the next frame, which shows it on screen as well.
    if (this.#sharpening || this.#lastView === null || this.#dirty.length > 0) return 0;
    if (view.scale * view.pixelRatio !== this.#deviceScale) return 0;
    this.#lastView = view;
    const screen = onScreen(view);
    const missing = this.#tilesOf(this.#covers(view)).filter(
      ([c, r]) => !this.#tiles.has(tileKey(c, r)),
    );
    const t = this.#tileSize;
    const onView = (c: number, r: number) => rectsIntersect(this.#tileRect(c, r), screen);
    const mx = (screen.x0 + screen.x1) / 2 / t - 0.5;
    const my = (screen.y0 + screen.y1) / 2 / t - 0.5;
    missing.sort(
      ([ac, ar], [bc, br]) =>
        Number(onView(bc, br)) - Number(onView(ac, ar)) ||
        Math.hypot(ac - mx, ar - my) - Math.hypot(bc - mx, br - my),
    );
    const start = performance.now();
    let painted = 0;
    let done = 0;
    for (const [col, row] of missing) {
      if (done > 0 && performance.now() - start > budgetMs) break;
      this.#paintTile(col, row, paint, env, view);
      painted += this.lastPainted;
      done++;
    }
    this.lastPainted = painted;
    return done;
  }

  /** Tiles at a new zoom: the old ones become the preview stretched until they are painted. */
  #startScale(s: number): void {
    if (!this.#preview && this.#dirty.length === 0) this.#preview = this.#composePreview();
    this.#dropTiles();
    this.#dirty = [];
    this.#deviceScale = s;
    this.#sharpening = this.#preview !== null;
  }

  /**
   * Paints `missing` tiles (of `screen`), nearest the middle first, copying each onto the
   * target as it is done (the copy turns it into pixels, so the budget counts that too);
   * while sharpening, stops when the frame's budget, counted from `start` (so gathering and
   * stretching the old picture first count too), is spent and ends the sharpening when none
   * is left.
   */
  #paintMissing(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
    missing: [number, number][],
    screen: Rect,
    start = performance.now(),
  ): void {
    const t = this.#tileSize;
    const mx = (screen.x0 + screen.x1) / 2 / t - 0.5;
    const my = (screen.y0 + screen.y1) / 2 / t - 0.5;
    missing.sort(
      ([ac, ar], [bc, br]) =>
        Math.hypot(ac - mx, ar - my) - Math.hypot(bc - mx, br - my) || ar - br || ac - bc,
    );
    let painted = 0;
    let done = 0;
    for (const [col, row] of missing) {
      if (this.#sharpening && done > 0 && performance.now() - start > SHARPEN_BUDGET_MS) break;
      const tile = this.#paintTile(col, row, paint, env, view);
      painted += this.lastPainted;
      if (tile) this.#copyTile(target, view, tile, screen, this.#sharpening);
      done++;
    }
    this.lastPainted = painted;
    if (done === missing.length && this.#sharpening) {
      this.#sharpening = false;
      this.#preview = null;
    }
  }

  /** Repaints the dirty areas in the tiles that hold them. */
  #repaintDirty(paint: RasterPainter, env: SharedPaintEnv, view: RasterView): void {
    let painted = 0;
    for (const area of this.#dirty) {
      const device = snapOut(scaleRect(area, this.#deviceScale));
      for (const [col, row] of this.#tilesOf(device)) {
        const tile = this.#tiles.get(tileKey(col, row));
        const piece = tile && intersectRect(device, this.#tileRect(col, row));
        if (!tile || !piece) continue;
        this.#paintPiece(tile, piece, paint, env, view);
        painted += this.lastPainted;
      }
    }
    this.#dirty = [];
    this.lastPainted = painted;
  }

  /**
   * Paints `area` (device pixels from the origin, on screen) straight onto the target, no
   * tiles, clipped to it.
   */
  #paintStraight(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
    area: Rect,
  ): void {
    const ox = Math.round(view.x * view.pixelRatio);
    const oy = Math.round(view.y * view.pixelRatio);
    target.save();
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.beginPath();
    target.rect(area.x0 + ox, area.y0 + oy, area.x1 - area.x0, area.y1 - area.y0);
    target.clip();
    this.lastPainted = paint(target, scaleRect(area, 1 / this.#deviceScale), {
      ...env,
      scale: view.scale,
      pixelRatio: view.pixelRatio,
      originX: ox,
      originY: oy,
    });
    target.restore();
  }

  /** The screen plus the margin painted while idle. */
  #covers(view: RasterView): Rect {
    return growRect(onScreen(view), Math.ceil(this.#marginCss * view.pixelRatio));
  }

  /** The grid cells of the tiles overlapping `area` (device pixels), row by row. */
  #tilesOf(area: Rect): [number, number][] {
    const t = this.#tileSize;
    const out: [number, number][] = [];
    if (isEmptyRect(area)) return out;
    for (let row = Math.floor(area.y0 / t); row * t < area.y1; row++)
      for (let col = Math.floor(area.x0 / t); col * t < area.x1; col++) out.push([col, row]);
    return out;
  }

  #tileRect(col: number, row: number): Rect {
    const t = this.#tileSize;
    return rect(col * t, row * t, (col + 1) * t, (row + 1) * t);
  }

  #paintTile(
    col: number,
    row: number,
    paint: RasterPainter,
    env: SharedPaintEnv,
    view: RasterView,
  ): Tile | null {
    this.lastPainted = 0;
    const canvas = this.#spare.pop() ?? this.#createCanvas();
    const t = this.#tileSize;
    if (canvas.width !== t) canvas.width = t;
    if (canvas.height !== t) canvas.height = t;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const tile: Tile = { col, row, canvas, ctx };
    this.#paintPiece(tile, this.#tileRect(col, row), paint, env, view);
    this.#tiles.set(tileKey(col, row), tile);
    return tile;
  }

  /** Paints `piece` (device pixels from the origin, inside the tile) of a tile, afresh. */
  #paintPiece(
    tile: Tile,
    piece: Rect,
    paint: RasterPainter,
    env: SharedPaintEnv,
    view: RasterView,
  ): void {
    const { ctx } = tile;
    const t = this.#tileSize;
    const ox = tile.col * t;
    const oy = tile.row * t;
    const whole = piece.x1 - piece.x0 === t && piece.y1 - piece.y0 === t;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const [x, y, w, h] = [piece.x0 - ox, piece.y0 - oy, piece.x1 - piece.x0, piece.y1 - piece.y0];
    if (!whole) {
      ctx.beginPath();
      ctx.rect(x, y, w, h);
      ctx.clip();
    }
    ctx.clearRect(x, y, w, h);
    const pieceEnv: PaintEnv = {
      ...env,
      scale: view.scale,
      pixelRatio: view.pixelRatio,
      originX: -ox,
      originY: -oy,
    };
    this.lastPainted = paint(ctx, scaleRect(piece, 1 / this.#deviceScale), pieceEnv);
    ctx.restore();
  }

  /**
   * Copies the part of `tile` inside `within` (device pixels from the origin) to the screen,
   * clearing what was there first when `clear` (a stretched preview under it).
   */
  #copyTile(
    target: CanvasRenderingContext2D,
    view: RasterView,
    tile: Tile,
    within: Rect,
    clear: boolean,
  ): void {
    const part = intersectRect(this.#tileRect(tile.col, tile.row), within);
    if (!part) return;
    const ox = Math.round(view.x * view.pixelRatio);
    const oy = Math.round(view.y * view.pixelRatio);
    const w = part.x1 - part.x0;
    const h = part.y1 - part.y0;
    const t = this.#tileSize;
    target.setTransform(1, 0, 0, 1, 0, 0);
    if (clear) target.clearRect(part.x0 + ox, part.y0 + oy, w, h);
    target.drawImage(
      tile.canvas,
      part.x0 - tile.col * t,
      part.y0 - tile.row * t,
      w,
      h,
      part.x0 + ox,
      part.y0 + oy,
      w,
      h,
    );
  }

  /**
   * The painted tiles around the last view gathered into one picture at their zoom (one
   * stretched copy has no seams between tiles), or null when nothing is painted.
   */
  #composePreview(): Preview | null {
    const view = this.#lastView;
    if (this.#tiles.size === 0 || !view) return null;
    const around = this.#previewArea(view);
    const tiles = [...this.#tiles.values()].filter((tile) =>
      rectsIntersect(this.#tileRect(tile.col, tile.row), around),
    );
    let covers: Rect | null = null;
    for (const tile of tiles) {
      const r = this.#tileRect(tile.col, tile.row);
      covers = covers ? boundingRect(covers, r) : r;
    }
    if (!covers) return null;
    const w = covers.x1 - covers.x0;
    const h = covers.y1 - covers.y0;
    const canvas = this.#previewCanvasOf(w, h);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const t = this.#tileSize;
    for (const tile of tiles)
      ctx.drawImage(tile.canvas, tile.col * t - covers.x0, tile.row * t - covers.y0);
    return { canvas, covers, deviceScale: this.#deviceScale };
  }

  /**
   * The screen and a little around it, gathered into the preview: enough for the first steps
   * out, as a bigger picture costs more to gather and to stretch on every frame of the zoom.
   */
  #previewArea(view: RasterView): Rect {
    return growRect(onScreen(view), Math.ceil((this.#marginCss * view.pixelRatio) / 2));
  }

  /**
   * The canvas the preview is gathered on, at least w×h device pixels. Only ever grown:
   * resizing a canvas drops its bitmap, and a new one costs tens of milliseconds when first
   * drawn on — on the first frame of a zoom.
   */
  #previewCanvasOf(w: number, h: number): HTMLCanvasElement {
    const canvas = this.#previewCanvas ?? this.#createCanvas();
    this.#previewCanvas = canvas;
    if (canvas.width < w) canvas.width = w;
    if (canvas.height < h) canvas.height = h;
    return canvas;
  }

  /**
   * Makes ready, while nothing happens, the canvas a zoom's first frame gathers the old
   * picture on, as big as this view needs, so that frame does not pay for its bitmap.
   */
  preparePreview(view: RasterView): void {
    const t = this.#tileSize;
    const area = this.#previewArea(view);
    const w = (Math.ceil(area.x1 / t) - Math.floor(area.x0 / t)) * t;
    const h = (Math.ceil(area.y1 / t) - Math.floor(area.y0 / t)) * t;
    const canvas = this.#previewCanvas;
    if (canvas && canvas.width >= w && canvas.height >= h) return;
    // Reading a pixel makes the browser allocate the bitmap now.
    this.#previewCanvasOf(w, h).getContext('2d')?.getImageData(0, 0, 1, 1);
  }

  /** A picture painted at its own zoom, scaled to the view's. */
  #drawStretched(target: CanvasRenderingContext2D, view: RasterView, preview: Preview): void {
    const { canvas, covers } = preview;
    const pr = view.pixelRatio;
    const k = (view.scale * pr) / preview.deviceScale;
    // Only the part that lands on screen: scaling pixels is the costly part of a copy.
    const ox = view.x * pr;
    const oy = view.y * pr;
    const seen = intersectRect(
      covers,
      rect(-ox / k, -oy / k, (view.width * pr - ox) / k, (view.height * pr - oy) / k),
    );
    if (!seen) return;
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.drawImage(
      canvas,
      seen.x0 - covers.x0,
      seen.y0 - covers.y0,
      seen.x1 - seen.x0,
      seen.y1 - seen.y0,
      seen.x0 * k + ox,
      seen.y0 * k + oy,
      (seen.x1 - seen.x0) * k,
      (seen.y1 - seen.y0) * k,
    );
  }

  /** Tiles beyond the margin (and a tile more) go back to the spares. */
  #dropFarTiles(view: RasterView): void {
    const keep = growRect(this.#covers(view), this.#tileSize);
    for (const [key, tile] of this.#tiles)
      if (!rectsIntersect(this.#tileRect(tile.col, tile.row), keep)) {
        this.#tiles.delete(key);
        this.#recycle(tile);
      }
  }

  #dropTiles(): void {
    for (const tile of this.#tiles.values()) this.#recycle(tile);
    this.#tiles.clear();
  }

  #recycle(tile: Tile): void {
    if (this.#spare.length < MAX_SPARE_TILES) this.#spare.push(tile.canvas);
  }
}

/** The screen in device pixels from the map's origin, on whole pixels. */
function onScreen(view: RasterView): Rect {
  const pr = view.pixelRatio;
  return snapOut(
    rect(-view.x * pr, -view.y * pr, (view.width - view.x) * pr, (view.height - view.y) * pr),
  );
}

const scaleRect = (r: Rect, k: number): Rect => rect(r.x0 * k, r.y0 * k, r.x1 * k, r.y1 * k);
