import { pixel, squareCell, type Pixel, type SquareCell } from './coords.ts';

/** Square grids: cell x,y is centred at (x·size, y·size), so that cell 0,0 sits at the origin. */
export const SQUARE_DIRECTIONS: readonly SquareCell[] = [
  squareCell(0, -1),
  squareCell(1, 0),
  squareCell(0, 1),
  squareCell(-1, 0),
];
export const SQUARE_DIAGONALS: readonly SquareCell[] = [
  squareCell(1, -1),
  squareCell(1, 1),
  squareCell(-1, 1),
  squareCell(-1, -1),
];

export const squareToPixel = (c: SquareCell, size: number): Pixel => pixel(c.x * size, c.y * size);

export const pixelToSquare = (p: Pixel, size: number): SquareCell =>
  squareCell(Math.round(p.x / size), Math.round(p.y / size));

/** The four side neighbours, then (with `diagonal`) the four corner neighbours. */
export function squareNeighbours(c: SquareCell, diagonal: boolean): SquareCell[] {
  const dirs = diagonal ? [...SQUARE_DIRECTIONS, ...SQUARE_DIAGONALS] : SQUARE_DIRECTIONS;
  return dirs.map((d) => squareCell(c.x + d.x, c.y + d.y));
}

/** Steps between cells: Manhattan without diagonals, Chebyshev with them. */
export function squareDistance(a: SquareCell, b: SquareCell, diagonal: boolean): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return diagonal ? Math.max(dx, dy) : dx + dy;
}

/** Turn a cell about `centre` by `steps` × 90° clockwise (y points down). */
export function squareRotate(c: SquareCell, steps: number, centre: SquareCell): SquareCell {
  const turns = ((steps % 4) + 4) % 4;
  let x = c.x - centre.x;
  let y = c.y - centre.y;
  for (let i = 0; i < turns; i++) [x, y] = [-y, x];
  return squareCell(x + centre.x, y + centre.y);
}

/** Corners of a cell clockwise from the top-left. */
export function squareCorners(c: SquareCell, size: number): Pixel[] {
  const h = size / 2;
  const { x, y } = squareToPixel(c, size);
  return [pixel(x - h, y - h), pixel(x + h, y - h), pixel(x + h, y + h), pixel(x - h, y + h)];
}
