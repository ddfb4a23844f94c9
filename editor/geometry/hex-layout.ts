import { pixel, type Axial, type Pixel } from './coords.ts';
import { axialRound } from './hex.ts';

/** Which way a hex board lies: flat sides at top and bottom, or a corner at the top. */
export type HexOrientation = 'flat' | 'pointy';

const SQRT3 = Math.sqrt(3);

/** Centre of a cell in map units; cell 0,0 is centred at the origin. `size` is the corner radius. */
export function hexToPixel(h: Axial, orientation: HexOrientation, size: number): Pixel {
  if (orientation === 'flat')
    return pixel(size * 1.5 * h.q, size * ((SQRT3 / 2) * h.q + SQRT3 * h.r));
  return pixel(size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), size * 1.5 * h.r);
}

/** The fractional axial coordinate of a point (before rounding to a cell). */
export function pixelToFractionalHex(
  p: Pixel,
  orientation: HexOrientation,
  size: number,
): { q: number; r: number } {
  if (orientation === 'flat')
    return { q: ((2 / 3) * p.x) / size, r: ((-1 / 3) * p.x + (SQRT3 / 3) * p.y) / size };
  return { q: ((SQRT3 / 3) * p.x - (1 / 3) * p.y) / size, r: ((2 / 3) * p.y) / size };
}

/** The cell under a point: constant time, so picking needs no hit canvas. */
export function pixelToHex(p: Pixel, orientation: HexOrientation, size: number): Axial {
  const f = pixelToFractionalHex(p, orientation, size);
  return axialRound(f.q, f.r);
}

/** Offsets of the six corners from a cell's centre, clockwise from the east (flat) or north-east (pointy). */
export function hexCornerOffsets(orientation: HexOrientation, size: number): Pixel[] {
  const start = orientation === 'flat' ? 0 : -30;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = ((start + 60 * i) * Math.PI) / 180;
    return pixel(size * Math.cos(angle), size * Math.sin(angle));
  });
}

export function hexCorners(h: Axial, orientation: HexOrientation, size: number): Pixel[] {
  const c = hexToPixel(h, orientation, size);
  return hexCornerOffsets(orientation, size).map((o) => pixel(c.x + o.x, c.y + o.y));
}

/** Width and height of one cell's bounding box. */
export function hexCellBox(orientation: HexOrientation, size: number): { w: number; h: number } {
  return orientation === 'flat'
    ? { w: 2 * size, h: SQRT3 * size }
    : { w: SQRT3 * size, h: 2 * size };
}

/** Spacing between neighbouring cell centres (for drawing 60° rotation marks). */
export const hexInnerRadius = (size: number): number => (SQRT3 / 2) * size;
