import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stretchCovers,
  stretchTransform,
  viewWorldRect,
} from '../../../../editor/canvas/css-stretch.ts';
import type { RasterView } from '../../../../editor/canvas/raster-view.ts';
import { rect } from '../../../../editor/canvas/rects.ts';

const view = (scale: number, x: number, y: number, width = 1600, height = 1000): RasterView => ({
  scale,
  pixelRatio: 1,
  x,
  y,
  width,
  height,
});

/** The view after zooming `from` by `factor` about a screen point (as the viewport does). */
function zoomed(from: RasterView, factor: number, sx: number, sy: number): RasterView {
  const scale = from.scale * factor;
  return { ...from, scale, x: sx - (sx - from.x) * factor, y: sy - (sy - from.y) * factor };
}

function parse(transform: string): [number, number, number, number, number, number] {
  const m = /^matrix\((.*)\)$/.exec(transform);
  if (!m?.[1]) throw new Error(`not a matrix: ${transform}`);
  const n = m[1].split(',').map(Number);
  return [n[0] ?? NaN, n[1] ?? NaN, n[2] ?? NaN, n[3] ?? NaN, n[4] ?? NaN, n[5] ?? NaN];
}

const scaleArb = fc.double({ min: 0.05, max: 8, noNaN: true });
const offsetArb = fc.double({ min: -5000, max: 5000, noNaN: true });
const viewArb = fc.tuple(scaleArb, offsetArb, offsetArb).map(([s, x, y]) => view(s, x, y));

describe('stretching a drawn layer by CSS while zooming', () => {
  it('moves every map point from where it was drawn to where the new view shows it', () => {
    fc.assert(
      fc.property(viewArb, viewArb, offsetArb, offsetArb, (from, to, px, py) => {
        const [a, b, c, d, e, f] = parse(stretchTransform(from, to));
        expect(b).toBe(0);
        expect(c).toBe(0);
        expect(a).toBe(d);
        // Drawn at `from`, the point sat here on the canvas (CSS pixels)…
        const drawnX = from.x + px * from.scale;
        const drawnY = from.y + py * from.scale;
        // …and the transform (origin at the top left) puts it where `to` shows it.
        const tolerance = 1e-6 * (1 + Math.abs(px * to.scale) + Math.abs(to.x));
        expect(Math.abs(a * drawnX + e - (to.x + px * to.scale))).toBeLessThan(tolerance);
        expect(Math.abs(d * drawnY + f - (to.y + py * to.scale))).toBeLessThan(tolerance);
      }),
    );
  });

  it('covers the view after any zoom in about a point on screen, whatever the map', () => {
    fc.assert(
      fc.property(
        viewArb,
        fc.double({ min: 1, max: 4, noNaN: true }),
        fc.double({ min: 0, max: 1600, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (from, factor, sx, sy) => {
          const to = zoomed(from, factor, sx, sy);
          expect(stretchCovers(from, to, rect(-1e6, -1e6, 1e6, 1e6), 16)).toBe(true);
        },
      ),
    );
  });

  it('does not cover a zoom out that brings more of the map into view', () => {
    fc.assert(
      fc.property(
        viewArb,
        fc.double({ min: 0.25, max: 0.95, noNaN: true }),
        fc.double({ min: 0, max: 1600, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (from, factor, sx, sy) => {
          const to = zoomed(from, factor, sx, sy);
          // A map far bigger than anything in view.
          expect(stretchCovers(from, to, rect(-1e7, -1e7, 1e7, 1e7), 16)).toBe(false);
        },
      ),
    );
  });

  it('covers a zoom out or a pan when all of the map was already in view', () => {
    fc.assert(
      fc.property(
        viewArb,
        fc.double({ min: 0.25, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 1600, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (from, factor, sx, sy) => {
          const to = zoomed(from, factor, sx, sy);
          // The map sits inside the old view with room for its outlines (16 px at the new zoom).
          const shown = viewWorldRect(from);
          const pad = 17 / (from.scale * Math.min(1, factor));
          const map = rect(shown.x0 + pad, shown.y0 + pad, shown.x1 - pad, shown.y1 - pad);
          expect(stretchCovers(from, to, map, 16)).toBe(true);
        },
      ),
    );
  });

  it('is not used once the canvas changed size or pixel ratio', () => {
    const from = view(1, 0, 0);
    expect(stretchCovers(from, view(1.1, 0, 0, 1200, 800), null, 16)).toBe(false);
    expect(stretchCovers(from, { ...view(1.1, 0, 0), pixelRatio: 2 }, null, 16)).toBe(false);
    // No map at all: nothing can be uncovered.
    expect(stretchCovers(from, view(0.5, 0, 0), null, 16)).toBe(true);
  });
});
