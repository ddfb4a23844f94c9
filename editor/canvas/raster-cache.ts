import type { PaintEnv, SharedPaintEnv } from './paint-env.ts';
import {
  boundingRect,
  containsRect,
  intersectRect,
  rect,
  rectArea,
  snapOut,
  subtractRect,
  type Rect,
} from './rects.ts';

/**
 * A bitmap of a layer that changes less often than the view moves (the board, a big graph):
 * painted once at the current zoom over the viewport plus a margin, then copied to the
 * screen on every pan. Only what a pan uncovers is painted, the margin is filled when the
 * canvas is idle, and an edit repaints just the places it changed.
 *
 * Coordinates here are device pixels measured from the map's origin at the current zoom
 * (map point × scale × pixel ratio), whole numbers, so copies never resample.
 */
export interface RasterView {
  /** CSS pixels per map unit. */
  readonly scale: number;
  readonly pixelRatio: number;
  /** Screen position of the map's origin, CSS pixels. */
  readonly x: number;
  readonly y: number;
  /** Canvas size, CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/** Paints the part of the map inside `area` (map units); returns how many things it drew. */
export type RasterPainter = (ctx: CanvasRenderingContext2D, area: Rect, env: PaintEnv) => number;

/** More dirty areas than this are repainted as one. */
const MAX_DIRTY_AREAS = 32;

/**
 * A sharp repaint after a zoom is painted in bands of the screen, top to bottom, for at most
 * this long a frame; the bands not yet painted show the old bitmap stretched meanwhile.
 */
const SHARPEN_BUDGET_MS = 8;
const SHARPEN_BANDS = 8;

/** A bitmap and what it covers, at the zoom it was painted at. */
interface Bitmap {
  readonly canvas: HTMLCanvasElement;
  readonly covers: Rect;
  readonly valid: Rect;
  readonly deviceScale: number;
}

export class RasterCache {
  readonly #createCanvas: () => HTMLCanvasElement;
  readonly #marginCss: number;
  #canvas: HTMLCanvasElement | null = null;
  #spare: HTMLCanvasElement | null = null;
  /** What the bitmap covers and the part of it that is painted (device pixels from the origin). */
  #covers: Rect | null = null;
  #valid: Rect | null = null;
  #deviceScale = 0;
  #dirty: Rect[] = [];
  /**
   * While a sharp repaint is spread over frames: the bitmap at the old zoom (stretched where
   * the new one is not painted yet) and the screen area being repainted.
   */
  #previous: Bitmap | null = null;
  #sharpening: Rect | null = null;
  /** The screen area the last whole `draw` copied (device pixels from the origin). */
  #drawn: Rect | null = null;
  /** How much was painted by the last `draw` or `fillMargins`, for the canvas's stats. */
  lastPainted = 0;

  constructor(createCanvas: () => HTMLCanvasElement, marginCss = 256) {
    this.#createCanvas = createCanvas;
    this.#marginCss = marginCss;
  }

  /** Forget everything: the next draw repaints what is on screen. */
  invalidate(): void {
    this.#valid = null;
    this.#dirty = [];
    this.#previous = null;
    this.#sharpening = null;
  }

  /** Whether a sharp repaint is under way over several frames (draw again next frame). */
  get sharpening(): boolean {
    return this.#sharpening !== null;
  }

  /** Repaint these map areas on the next draw (an edit changed them). */
  invalidateAreas(areas: readonly Rect[]): void {
    if (!this.#valid) return;
    this.#dirty.push(...areas);
    if (this.#dirty.length > MAX_DIRTY_AREAS) this.#dirty = [this.#dirty.reduce(boundingRect)];
  }

  /** Whether the margin around the view is painted too (no idle work left). */
  get complete(): boolean {
    return (
      this.#valid !== null &&
      this.#covers !== null &&
      this.#dirty.length === 0 &&
      containsRect(this.#valid, this.#covers)
    );
  }

  /** Whether the bitmap was painted at another zoom than `view`'s (a preview is showing). */
  isStale(view: RasterView): boolean {
    return this.#valid !== null && view.scale * view.pixelRatio !== this.#deviceScale;
  }

  /**
   * Copies the view onto `target` (whose transform is reset), painting what is missing first.
   * With `preview`, a zoom does not repaint: the bitmap is stretched to the new zoom (soft,
   * but one copy), and the caller repaints sharply once the zooming stops. That repaint, at
   * a new zoom, is spread over frames (`sharpening`): each paints bands of the screen for
   * a few milliseconds and shows the old bitmap stretched where the new one is not ready.
   */
  draw(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
    preview = false,
  ): void {
    this.lastPainted = 0;
    this.#drawn = null;
    const pr = view.pixelRatio;
    const s = view.scale * pr;
    // A new zoom step before the last sharp repaint was done: stretch the old bitmap again.
    if (preview && this.#previous) this.#restorePrevious();
    if (preview && this.#dirty.length === 0 && this.isStale(view)) {
      const current = this.#bitmap();
      if (current) this.#drawStretched(target, view, current);
      return;
    }
    const onScreen = snapOut(
      rect(-view.x * pr, -view.y * pr, (view.width - view.x) * pr, (view.height - view.y) * pr),
    );
    if (s !== this.#deviceScale) {
      const old = this.#dirty.length === 0 ? this.#bitmap() : null;
      this.#deviceScale = s;
      this.invalidate();
      if (old) {
        // Paint the new zoom on the spare canvas; the old bitmap is stretched meanwhile.
        this.#previous = old;
        this.#sharpening = onScreen;
        this.#canvas = this.#spare;
        this.#spare = null;
        this.#covers = null;
      }
    }
    if (onScreen.x1 <= onScreen.x0 || onScreen.y1 <= onScreen.y0) return;
    this.#ensureCovers(onScreen, view);
    const canvas = this.#canvas;
    const covers = this.#covers;
    if (!canvas || !covers) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const sharpening = this.#sharpening;
    if (sharpening) {
      if (this.#dirty.length === 0 && sameRect(sharpening, onScreen)) {
        this.#sharpenBands(ctx, onScreen, paint, env, view);
        const previous = this.#previous;
        if (previous && this.#sharpening) this.#drawStretched(target, view, previous);
        this.#copy(target, view, this.#valid ?? onScreen);
        return;
      }
      // The view moved (or an edit came) mid-way: finish in this frame.
      this.#endSharpening();
    }

    for (const area of this.#dirty) {
      const device = this.#valid && intersectRect(snapOut(scaleRect(area, s)), this.#valid);
      if (device) this.#paintPiece(ctx, device, paint, env, view);
    }
    this.#dirty = [];
    const grown = this.#valid
      ? intersectRect(boundingRect(this.#valid, onScreen), covers)
      : onScreen;
    if (grown) {
      const missing = this.#valid ? subtractRect(grown, this.#valid) : [grown];
      for (const piece of missing) this.#paintPiece(ctx, piece, paint, env, view);
      this.#valid = grown;
    }
    this.#copy(target, view, onScreen);
    this.#drawn = onScreen;
  }

  /**
   * After an edit, with the view unchanged since the last `draw`: repaints the dirty areas in
   * the bitmap and copies just those areas to `target`, leaving the rest of it as drawn (a
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
    const pr = view.pixelRatio;
    const canvas = this.#canvas;
    const covers = this.#covers;
    const valid = this.#valid;
    const ctx = canvas?.getContext('2d');
    if (!ctx || !covers || !valid || this.#sharpening) return false;
    if (view.scale * pr !== this.#deviceScale) return false;
    const onScreen = snapOut(
      rect(-view.x * pr, -view.y * pr, (view.width - view.x) * pr, (view.height - view.y) * pr),
    );
    if (!this.#drawn || !sameRect(this.#drawn, onScreen) || !containsRect(valid, onScreen))
      return false;
    let painted = 0;
    const areas: Rect[] = [];
    for (const area of this.#dirty) {
      const device = intersectRect(snapOut(scaleRect(area, this.#deviceScale)), valid);
      if (!device) continue;
      this.#paintPiece(ctx, device, paint, env, view);
      painted += this.lastPainted;
      const shown = intersectRect(device, onScreen);
      if (shown) areas.push(shown);
    }
    this.#dirty = [];
    this.lastPainted = painted;
    target.setTransform(1, 0, 0, 1, 0, 0);
    for (const area of areas) {
      target.clearRect(
        area.x0 + view.x * pr,
        area.y0 + view.y * pr,
        area.x1 - area.x0,
        area.y1 - area.y0,
      );
      this.#copy(target, view, area);
    }
    return true;
  }

  /**
   * Paints bands of `onScreen` below what is already sharp, top to bottom, until the frame's
   * budget is spent; the last band ends the sharpening.
   */
  #sharpenBands(
    ctx: CanvasRenderingContext2D,
    onScreen: Rect,
    paint: RasterPainter,
    env: SharedPaintEnv,
    view: RasterView,
  ): void {
    const band = Math.max(1, Math.ceil((onScreen.y1 - onScreen.y0) / SHARPEN_BANDS));
    const start = performance.now();
    let y = this.#valid ? this.#valid.y1 : onScreen.y0;
    let painted = 0;
    while (y < onScreen.y1) {
      const piece = rect(onScreen.x0, y, onScreen.x1, Math.min(onScreen.y1, y + band));
      this.#paintPiece(ctx, piece, paint, env, view);
      painted += this.lastPainted;
      this.lastPainted = 0;
      y = piece.y1;
      this.#valid = rect(onScreen.x0, onScreen.y0, onScreen.x1, y);
      if (performance.now() - start > SHARPEN_BUDGET_MS) break;
    }
    this.lastPainted = painted;
    if (y >= onScreen.y1) this.#endSharpening();
  }

  /** The sharp repaint is done: the old bitmap's canvas becomes the spare. */
  #endSharpening(): void {
    if (this.#previous) this.#spare = this.#previous.canvas;
    this.#previous = null;
    this.#sharpening = null;
  }

  /** Back to the old bitmap, whole, dropping a sharp repaint under way. */
  #restorePrevious(): void {
    const previous = this.#previous;
    if (!previous) return;
    this.#spare = this.#canvas;
    this.#canvas = previous.canvas;
    this.#covers = previous.covers;
    this.#valid = previous.valid;
    this.#deviceScale = previous.deviceScale;
    this.#previous = null;
    this.#sharpening = null;
  }

  /** Copies the part `area` (device pixels from the origin) of the bitmap to the screen. */
  #copy(target: CanvasRenderingContext2D, view: RasterView, area: Rect): void {
    const canvas = this.#canvas;
    const covers = this.#covers;
    if (!canvas || !covers) return;
    const pr = view.pixelRatio;
    const w = area.x1 - area.x0;
    const h = area.y1 - area.y0;
    if (w <= 0 || h <= 0) return;
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.drawImage(
      canvas,
      area.x0 - covers.x0,
      area.y0 - covers.y0,
      w,
      h,
      area.x0 + view.x * pr,
      area.y0 + view.y * pr,
      w,
      h,
    );
  }

  #bitmap(): Bitmap | null {
    const canvas = this.#canvas;
    const covers = this.#covers;
    const valid = this.#valid;
    if (!canvas || !covers || !valid) return null;
    return { canvas, covers, valid, deviceScale: this.#deviceScale };
  }

  /** A bitmap painted at its own zoom, scaled to the view's. */
  #drawStretched(target: CanvasRenderingContext2D, view: RasterView, bitmap: Bitmap): void {
    const { canvas, covers, valid } = bitmap;
    const pr = view.pixelRatio;
    const k = (view.scale * pr) / bitmap.deviceScale;
    // Only the part that lands on screen: scaling pixels is the costly part of a copy.
    const ox = view.x * pr;
    const oy = view.y * pr;
    const seen = intersectRect(
      valid,
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

  /** Paints the rest of the margin (idle time), so the next pans are plain copies. */
  fillMargins(paint: RasterPainter, env: SharedPaintEnv, view: RasterView): void {
    this.lastPainted = 0;
    const ctx = this.#canvas?.getContext('2d');
    if (!ctx || !this.#valid || !this.#covers) return;
    if (view.scale * view.pixelRatio !== this.#deviceScale) return;
    // What a sharpening had left of the screen is painted now with the rest.
    this.#endSharpening();
    for (const piece of subtractRect(this.#covers, this.#valid))
      this.#paintPiece(ctx, piece, paint, env, view);
    this.#valid = this.#covers;
  }

  /** Re-centres the bitmap on the view when the view leaves it, keeping what overlaps. */
  #ensureCovers(onScreen: Rect, view: RasterView): void {
    const margin = Math.ceil(this.#marginCss * view.pixelRatio);
    const width = onScreen.x1 - onScreen.x0 + 2 * margin;
    const height = onScreen.y1 - onScreen.y0 + 2 * margin;
    if (!this.#canvas || this.#canvas.width !== width || this.#canvas.height !== height) {
      this.#canvas = this.#sized(this.#createCanvas(), width, height);
      this.#spare = null;
      this.#covers = null;
      this.#valid = null;
    }
    if (this.#covers && containsRect(this.#covers, onScreen)) return;
    const next = rect(
      onScreen.x0 - margin,
      onScreen.y0 - margin,
      onScreen.x0 - margin + width,
      onScreen.y0 - margin + height,
    );
    const keep = this.#valid && intersectRect(this.#valid, next);
    if (keep && this.#covers) {
      const spare = this.#sized(this.#spare ?? this.#createCanvas(), width, height);
      const ctx = spare.getContext('2d');
      if (ctx) {
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, width, height);
        const w = keep.x1 - keep.x0;
        const h = keep.y1 - keep.y0;
        ctx.drawImage(
          this.#canvas,
          keep.x0 - this.#covers.x0,
          keep.y0 - this.#covers.y0,
          w,
          h,
          keep.x0 - next.x0,
          keep.y0 - next.y0,
          w,
          h,
        );
        this.#spare = this.#canvas;
        this.#canvas = spare;
      }
    }
    this.#covers = next;
    this.#valid = keep || null;
  }

  #sized(canvas: HTMLCanvasElement, width: number, height: number): HTMLCanvasElement {
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    return canvas;
  }

  #paintPiece(
    ctx: CanvasRenderingContext2D,
    piece: Rect,
    paint: RasterPainter,
    env: SharedPaintEnv,
    view: RasterView,
  ): void {
    const covers = this.#covers;
    if (!covers || rectArea(piece) === 0) return;
    const s = this.#deviceScale;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const x = piece.x0 - covers.x0;
    const y = piece.y0 - covers.y0;
    const w = piece.x1 - piece.x0;
    const h = piece.y1 - piece.y0;
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.clearRect(x, y, w, h);
    const pieceEnv: PaintEnv = {
      ...env,
      scale: view.scale,
      pixelRatio: view.pixelRatio,
      originX: -covers.x0,
      originY: -covers.y0,
    };
    this.lastPainted += paint(ctx, scaleRect(piece, 1 / s), pieceEnv);
    ctx.restore();
  }
}

const sameRect = (a: Rect, b: Rect): boolean =>
  a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;

const scaleRect = (r: Rect, k: number): Rect => rect(r.x0 * k, r.y0 * k, r.x1 * k, r.y1 * k);
