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
   * but one copy), and the caller repaints sharply once the zooming stops.
   */
  draw(
    target: CanvasRenderingContext2D,
    view: RasterView,
    paint: RasterPainter,
    env: SharedPaintEnv,
    preview = false,
  ): void {
    this.lastPainted = 0;
    const pr = view.pixelRatio;
    const s = view.scale * pr;
    if (preview && this.#dirty.length === 0 && this.isStale(view)) {
      this.#drawStretched(target, view);
      return;
    }
    if (s !== this.#deviceScale) {
      this.#deviceScale = s;
      this.invalidate();
    }
    const onScreen = snapOut(
      rect(-view.x * pr, -view.y * pr, (view.width - view.x) * pr, (view.height - view.y) * pr),
    );
    if (onScreen.x1 <= onScreen.x0 || onScreen.y1 <= onScreen.y0) return;
    this.#ensureCovers(onScreen, view);
    const canvas = this.#canvas;
    const covers = this.#covers;
    if (!canvas || !covers) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;

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
    target.setTransform(1, 0, 0, 1, 0, 0);
    const w = onScreen.x1 - onScreen.x0;
    const h = onScreen.y1 - onScreen.y0;
    target.drawImage(
      canvas,
      onScreen.x0 - covers.x0,
      onScreen.y0 - covers.y0,
      w,
      h,
      onScreen.x0 + view.x * pr,
      onScreen.y0 + view.y * pr,
      w,
      h,
    );
  }

  /** The bitmap painted at its own zoom, scaled to the view's. */
  #drawStretched(target: CanvasRenderingContext2D, view: RasterView): void {
    const canvas = this.#canvas;
    const covers = this.#covers;
    const valid = this.#valid;
    if (!canvas || !covers || !valid) return;
    const pr = view.pixelRatio;
    const k = (view.scale * pr) / this.#deviceScale;
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

const scaleRect = (r: Rect, k: number): Rect => rect(r.x0 * k, r.y0 * k, r.x1 * k, r.y1 * k);
