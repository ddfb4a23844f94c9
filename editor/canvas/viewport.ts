import { pixel, screenPoint, type Pixel, type ScreenPoint } from '../geometry/coords.ts';
import type { Bounds } from '../geometry/bounds.ts';
import type { Rect } from './rects.ts';

/**
 * The canvas's view of the map: where the map's origin sits on screen and how many screen
 * pixels one map unit takes. Pure arithmetic (no DOM, no Konva), so the maths that tools and
 * tests rely on — a zoom keeps the point under the cursor still, fit shows the whole board —
 * is tested on its own.
 *
 *   screen = world × scale + (x, y)
 */
export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;

export const clampScale = (scale: number): number =>
  Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export class Viewport {
  /** Screen position of the map's origin, CSS pixels. */
  x = 0;
  y = 0;
  /** Screen pixels per map unit. */
  scale = 1;
  /** Size of the canvas, CSS pixels. */
  width: number;
  height: number;

  constructor(width = 0, height = 0) {
    this.width = width;
    this.height = height;
  }

  screenToWorld(p: ScreenPoint): Pixel {
    return pixel((p.x - this.x) / this.scale, (p.y - this.y) / this.scale);
  }

  worldToScreen(p: Pixel): ScreenPoint {
    return screenPoint(p.x * this.scale + this.x, p.y * this.scale + this.y);
  }

  panBy(dx: number, dy: number): boolean {
    if (dx === 0 && dy === 0) return false;
    this.x += dx;
    this.y += dy;
    return true;
  }

  /** Zoom by `factor` about a screen point, which stays over the same map point. */
  zoomAt(screen: ScreenPoint, factor: number): boolean {
    if (!(factor > 0) || !Number.isFinite(factor)) return false;
    const next = clampScale(this.scale * factor);
    if (next === this.scale) return false;
    const world = this.screenToWorld(screen);
    this.scale = next;
    this.x = screen.x - world.x * next;
    this.y = screen.y - world.y * next;
    return true;
  }

  /** Show `bounds` whole, centred, with `margin` screen pixels free on every side. */
  fitBounds(bounds: Bounds, margin: number): boolean {
    const w = bounds.maxX - bounds.minX;
    const h = bounds.maxY - bounds.minY;
    const room = (size: number) => Math.max(1, size - 2 * margin);
    const scale =
      w > 0 && h > 0
        ? clampScale(Math.min(room(this.width) / w, room(this.height) / h))
        : clampScale(1);
    return this.centreOn(
      pixel((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2),
      scale,
    );
  }

  /**
   * Show `bounds` in the middle of the canvas at the current scale, zoomed out only as far as
   * it takes to fit them with `margin` screen pixels free (never zoomed in).
   */
  reveal(bounds: Bounds, margin: number): boolean {
    const w = bounds.maxX - bounds.minX;
    const h = bounds.maxY - bounds.minY;
    const room = (size: number) => Math.max(1, size - 2 * margin);
    const fits = Math.min(
      w > 0 ? room(this.width) / w : Infinity,
      h > 0 ? room(this.height) / h : Infinity,
    );
    return this.centreOn(
      pixel((bounds.minX + bounds.maxX) / 2, (bounds.minY + bounds.maxY) / 2),
      Math.min(this.scale, fits),
    );
  }

  /** Put a map point in the middle of the canvas at a given scale. */
  centreOn(world: Pixel, scale: number): boolean {
    const s = clampScale(scale);
    const x = this.width / 2 - world.x * s;
    const y = this.height / 2 - world.y * s;
    if (s === this.scale && x === this.x && y === this.y) return false;
    this.scale = s;
    this.x = x;
    this.y = y;
    return true;
  }

  /** What the canvas shows, in map units, grown by `marginPx` screen pixels each way. */
  visibleWorldRect(marginPx = 0): Rect {
    const a = this.screenToWorld(screenPoint(-marginPx, -marginPx));
    const b = this.screenToWorld(screenPoint(this.width + marginPx, this.height + marginPx));
    return { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  }

  /** A copy, for code that must compare before and after. */
  snapshot(): { x: number; y: number; scale: number } {
    return { x: this.x, y: this.y, scale: this.scale };
  }
}
