import { GLYPH_ADVANCE, GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './pixel-font.ts';

/**
 * A picture in memory (RGBA, 8 bits a channel, straight alpha) and the few ways generated
 * pictures are drawn. Shapes are first made into masks (how much of each pixel they cover,
 * from 4 × 4 samples a pixel, so edges are smooth), which can be painted in any colour at
 * any offset: a tileset draws one cell outline a hundred times. Text uses the pixel font.
 */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** How much of each pixel of a `width` × `height` box a shape covers, 0–1. */
export interface Mask {
  readonly width: number;
  readonly height: number;
  readonly coverage: Float32Array;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Red, green, blue 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

export function raster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/** "#3d4a5c" as RGBA. */
export function rgbaOf(hex: string, alpha = 1): Rgba {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff, alpha];
}

/** Paints `colour` over a pixel with the given coverage (0–1). */
function blend(r: Raster, x: number, y: number, colour: Rgba, coverage: number): void {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height || coverage <= 0) return;
  const i = (y * r.width + x) * 4;
  const a = colour[3] * Math.min(1, coverage);
  const below = r.data[i + 3]! / 255;
  const out = a + below * (1 - a);
  if (out <= 0) return;
  for (let c = 0; c < 3; c++)
    r.data[i + c] = Math.round((colour[c]! * a + r.data[i + c]! * below * (1 - a)) / out);
  r.data[i + 3] = Math.round(out * 255);
}

/** Paints a mask in a colour with its top-left corner at (ox, oy). */
export function paint(r: Raster, mask: Mask, ox: number, oy: number, colour: Rgba): void {
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      blend(r, ox + x, oy + y, colour, mask.coverage[y * mask.width + x]!);
}

const SAMPLES = 4;

/** The mask of a shape given by `inside`, sampled only within `box`. */
function maskOf(
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  inside: (x: number, y: number) => boolean,
): Mask {
  const coverage = new Float32Array(width * height);
  for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(height, Math.ceil(box.y1)); y++)
    for (let x = Math.max(0, Math.floor(box.x0)); x < Math.min(width, Math.ceil(box.x1)); x++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++)
          if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++;
      coverage[y * width + x] = hits / (SAMPLES * SAMPLES);
    }
  return { width, height, coverage };
}

const boxOf = (points: readonly Point[], pad = 0) => ({
  x0: Math.min(...points.map((p) => p.x)) - pad,
  y0: Math.min(...points.map((p) => p.y)) - pad,
  x1: Math.max(...points.map((p) => p.x)) + pad,
  y1: Math.max(...points.map((p) => p.y)) + pad,
});

/** A filled convex outline (corners in either turning order). */
export function convexMask(width: number, height: number, corners: readonly Point[]): Mask {
  const n = corners.length;
  const side = (i: number, x: number, y: number) => {
    const a = corners[i]!;
    const b = corners[(i + 1) % n]!;
    return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
  };
  return maskOf(width, height, boxOf(corners), (x, y) => {
    let sign = 0;
    for (let i = 0; i < n; i++) {
      const s = side(i, x, y);
      if (s === 0) continue;
      if (sign === 0) sign = Math.sign(s);
      else if (Math.sign(s) !== sign) return false;
    }
    return true;
  });
}

/** A line through `points`, `thickness` wide with round joins and ends. */
export function strokeMask(
  width: number,
  height: number,
  points: readonly Point[],
  thickness: number,
): Mask {
  const half2 = (thickness / 2) ** 2;
  const segments = points.slice(1).map((b, i) => [points[i]!, b] as const);
  const near = (x: number, y: number, a: Point, b: Point) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(
      0,
      Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy || 1)),
    );
    return (a.x + t * dx - x) ** 2 + (a.y + t * dy - y) ** 2 <= half2;
  };
  return maskOf(width, height, boxOf(points, thickness / 2), (x, y) =>
    segments.some(([a, b]) => near(x, y, a, b)),
  );
}

/** How wide a text is at a scale, in pixels. */
export const textWidth = (text: string, scale: number): number =>
  text.length === 0 ? 0 : (text.length * GLYPH_ADVANCE - (GLYPH_ADVANCE - GLYPH_WIDTH)) * scale;

/** Text in the pixel font, centred on (cx, cy), each font pixel `scale` pixels square. */
export function drawText(
  r: Raster,
  text: string,
  centre: Point,
  scale: number,
  colour: Rgba,
): void {
  const left = Math.round(centre.x - textWidth(text, scale) / 2);
  const top = Math.round(centre.y - (GLYPH_HEIGHT * scale) / 2);
  [...text].forEach((char, i) => {
    glyph(char).forEach((bits, row) => {
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (!((bits >> (GLYPH_WIDTH - 1 - col)) & 1)) continue;
        const x0 = left + (i * GLYPH_ADVANCE + col) * scale;
        const y0 = top + row * scale;
        for (let y = y0; y < y0 + scale; y++)
          for (let x = x0; x < x0 + scale; x++) blend(r, x, y, colour, 1);
      }
    });
  });
}
