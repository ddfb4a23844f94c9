/**
 * Coordinate types, branded so that a cell's axial coordinate can never be passed where a
 * pixel or an offset (column, row) is expected. Formulas follow Red Blob Games' hexagonal
 * grid guide; r grows downwards on screen, as y does.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A hex cell in axial coordinates (q, r); the third cube coordinate is s = −q − r. */
export type Axial = Brand<{ readonly q: number; readonly r: number }, 'axial'>;
/** A hex cell in cube coordinates: q + r + s = 0. */
export type Cube = Brand<{ readonly q: number; readonly r: number; readonly s: number }, 'cube'>;
/** A hex cell as column and row of a rectangular (offset) board, as wargames number it. */
export type Offset = Brand<{ readonly col: number; readonly row: number }, 'offset'>;
/** A square-grid cell: column x, row y. */
export type SquareCell = Brand<{ readonly x: number; readonly y: number }, 'square'>;
/** A point in map units (the coordinates a map stores; the canvas scales and pans them). */
export type Pixel = Brand<{ readonly x: number; readonly y: number }, 'pixel'>;
/** A point in screen (CSS) pixels, relative to the canvas. */
export type ScreenPoint = Brand<{ readonly x: number; readonly y: number }, 'screen'>;

/** −0 would print as "-0" in a key: normalise it. */
const n = (v: number) => (v === 0 ? 0 : v);

export const axial = (q: number, r: number): Axial => ({ q: n(q), r: n(r) }) as Axial;
export const cube = (q: number, r: number, s: number = -q - r): Cube =>
  ({ q: n(q), r: n(r), s: n(s) }) as Cube;
export const offset = (col: number, row: number): Offset =>
  ({ col: n(col), row: n(row) }) as Offset;
export const squareCell = (x: number, y: number): SquareCell =>
  ({ x: n(x), y: n(y) }) as SquareCell;
export const pixel = (x: number, y: number): Pixel => ({ x, y }) as Pixel;
export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;

export const axialToCube = (h: Axial): Cube => cube(h.q, h.r);
export const cubeToAxial = (c: Cube): Axial => axial(c.q, c.r);
