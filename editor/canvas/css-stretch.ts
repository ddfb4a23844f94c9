import type { RasterView } from './raster-view.ts';
import { containsRect, growRect, intersectRect, rect, type Rect } from './rects.ts';

/**
 * While the wheel turns, a layer that changes less often than the view (the board, a graph's
 * lanes) is not redrawn: its canvas, as last drawn, is moved and scaled by a CSS transform,
 * which the browser's compositor applies off the main thread. Once the zooming stops the
 * layer is painted sharp again and the transform dropped.
 */

/** The CSS transform (origin at the canvas's top left) that shows a picture of `from` at `to`. */
export function stretchTransform(from: RasterView, to: RasterView): string {
  const k = to.scale / from.scale;
  const tx = to.x - from.x * k;
  const ty = to.y - from.y * k;
  return `matrix(${k}, 0, 0, ${k}, ${tx}, ${ty})`;
}

/** The map area a view shows, map units. */
export function viewWorldRect(view: RasterView): Rect {
  return rect(
    -view.x / view.scale,
    -view.y / view.scale,
    (view.width - view.x) / view.scale,
    (view.height - view.y) / view.scale,
  );
}

/**
 * Whether a picture drawn at `from`, stretched to `to`, shows all of the map `to` would:
 * always when zooming in; when zooming out or panning, only if what comes into view holds
 * nothing of the map (`content`, grown by `padPx` CSS pixels for outlines and names).
 */
export function stretchCovers(
  from: RasterView,
  to: RasterView,
  content: Rect | null,
  padPx: number,
): boolean {
  if (from.width !== to.width || from.height !== to.height) return false;
  if (from.pixelRatio !== to.pixelRatio) return false;
  // A CSS pixel of slack: views sit on whole device pixels, so a zoom about a point near an
  // edge may move that edge out by a fraction of one.
  const shown = growRect(viewWorldRect(from), 1 / to.scale);
  const wanted = viewWorldRect(to);
  if (containsRect(shown, wanted)) return true;
  if (!content) return true;
  const seen = intersectRect(growRect(content, padPx / to.scale), wanted);
  return seen === null || containsRect(shown, seen);
}
