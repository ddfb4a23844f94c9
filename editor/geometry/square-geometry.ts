import type { MapDef, SquareGrid } from '../../scenarios/format/map.ts';
import { offset, pixel, squareCell, type Pixel, type SquareCell } from './coords.ts';
import type { CellDelta, CellShape, GridNumbering, GridSummary } from './grid-geometry.ts';
import { digitsFor } from './hex-geometry.ts';
import { cellKey, keyToSquare, parseCellKey, squareKey, type CellKey } from './keys.ts';
import { LatticeGeometry, type Offsets } from './lattice-geometry.ts';
import { offsetLabel } from './offset.ts';
import {
  pixelToSquare,
  SQUARE_DIAGONALS,
  SQUARE_DIRECTIONS,
  squareDistance,
  squareToPixel,
} from './square.ts';

const toOffsets = (cells: readonly { x: number; y: number }[]): Offsets =>
  cells.map((d) => ({ a: d.x, b: d.y }));
const SQUARE_4 = toOffsets(SQUARE_DIRECTIONS);
const SQUARE_8 = toOffsets([...SQUARE_DIRECTIONS, ...SQUARE_DIAGONALS]);

export function squareCellShape(size: number): CellShape {
  const h = size / 2;
  return {
    id: 'square',
    xs: [-h, h, h, -h],
    ys: [-h, -h, h, h],
    width: size,
    height: size,
    apothem: h,
    stepAngle: Math.PI / 2,
    northX: 0,
    northY: -h,
  };
}

/**
 * Every cell from a to b, each sharing a side with the one before: it steps along whichever
 * axis the true line crosses a cell border on first, so there are no corner-only gaps.
 */
export function squareSideLine(a: [number, number], b: [number, number]): CellKey[] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const [nx, ny] = [Math.abs(dx), Math.abs(dy)];
  let [x, y] = a;
  const cells = [cellKey(x, y)];
  for (let ix = 0, iy = 0; ix < nx || iy < ny;) {
    if ((0.5 + ix) / nx < (0.5 + iy) / ny) {
      x += Math.sign(dx);
      ix++;
    } else {
      y += Math.sign(dy);
      iy++;
    }
    cells.push(cellKey(x, y));
  }
  return cells;
}

/** Every cell from a to b taking corner steps too: one cell per step of the longer axis. */
function squareDiagonalLine(a: [number, number], b: [number, number]): CellKey[] {
  const steps = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]));
  const cells: CellKey[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = steps === 0 ? 0 : i / steps;
    // Nudged off exact halves so that rounding is consistent, as hex lines are.
    cells.push(
      cellKey(
        Math.round(a[0] + 1e-6 + (b[0] - a[0]) * t),
        Math.round(a[1] + 1e-6 + (b[1] - a[1]) * t),
      ),
    );
  }
  return cells;
}

/** Square grids: cell x,y centred at (x·size, y·size), with or without corner neighbours. */
export class SquareGeometry extends LatticeGeometry<SquareCell> {
  readonly kind = 'square';
  readonly rotationSteps = 4;
  readonly symmetryOrders: readonly number[] = [1, 2, 4];
  readonly numberings = [
    { style: 'axial', label: 'x, y from 0' },
    { style: 'offset', label: 'Column and row (0101)' },
  ] as const;
  readonly cellShape: CellShape;
  protected readonly stepOffsets: Offsets;
  protected readonly sideOffsets = SQUARE_4;
  readonly #grid: SquareGrid;
  readonly #size: number;

  constructor(map: MapDef, grid: SquareGrid) {
    super(map);
    this.#grid = grid;
    this.#size = map.cellSize;
    this.stepOffsets = grid.diagonal ? SQUARE_8 : SQUARE_4;
    this.cellShape = this.memo('shape', () => squareCellShape(this.#size));
  }

  parse(place: string): SquareCell | null {
    return keyToSquare(place);
  }

  format(cell: SquareCell): CellKey {
    return squareKey(cell);
  }

  protected boardCells(): CellKey[] {
    const cells: CellKey[] = [];
    for (let y = 0; y < this.#grid.height; y++)
      for (let x = 0; x < this.#grid.width; x++) cells.push(squareKey(squareCell(x, y)));
    return cells;
  }

  protected toPixel(a: number, b: number): Pixel {
    return squareToPixel(squareCell(a, b), this.#size);
  }

  protected cellAt(p: Pixel): CellKey {
    return squareKey(pixelToSquare(p, this.#size));
  }

  /** Manhattan without diagonals, Chebyshev with them. */
  protected cellDistance(a: [number, number], b: [number, number]): number {
    return squareDistance(squareCell(a[0], a[1]), squareCell(b[0], b[1]), this.#grid.diagonal);
  }

  protected cellLine(a: [number, number], b: [number, number]): CellKey[] {
    return this.#grid.diagonal ? squareDiagonalLine(a, b) : squareSideLine(a, b);
  }

  /** A pointer's sweep never jumps a corner, even where pieces may. */
  override trail(a: string, b: string): CellKey[] {
    const pa = parseCellKey(a);
    const pb = parseCellKey(b);
    return pa && pb ? squareSideLine(pa, pb) : [b];
  }

  /** The square (diagonal) or diamond (side steps) of cells `radius` away, clockwise from the top. */
  protected cellRing(centre: [number, number], radius: number): CellKey[] {
    const [cx, cy] = centre;
    if (radius === 0) return [cellKey(cx, cy)];
    const r = radius;
    // Corners clockwise from the top(-left); each side walks from one corner to the next.
    const corners: readonly (readonly [number, number])[] = this.#grid.diagonal
      ? [
          [-r, -r],
          [r, -r],
          [r, r],
          [-r, r],
        ]
      : [
          [0, -r],
          [r, 0],
          [0, r],
          [-r, 0],
        ];
    const cells: CellKey[] = [];
    corners.forEach(([x0, y0], side) => {
      const [x1, y1] = corners[(side + 1) % 4] as readonly [number, number];
      const [sx, sy] = [Math.sign(x1 - x0), Math.sign(y1 - y0)];
      for (let i = 0; i < Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)); i++)
        cells.push(cellKey(cx + x0 + sx * i, cy + y0 + sy * i));
    });
    return cells;
  }

  /**
   * The pivot in doubled cell coordinates (half cells stay whole numbers): the board's exact
   * middle whenever turning about it maps whole cells onto whole cells (always for a half
   * turn; for quarter turns when width and height are both odd or both even), so that an
   * even-sized board is symmetric too; otherwise the centre cell.
   */
  #pivot2(n: number): { x2: number; y2: number } | null {
    const { width, height } = this.#grid;
    if (n === 2 || (width - height) % 2 === 0) return { x2: width - 1, y2: height - 1 };
    const c = parseCellKey(this.symmetryCentre() ?? '');
    return c && { x2: 2 * c[0], y2: 2 * c[1] };
  }

  symmetryPivot(n: number): Pixel | null {
    const p = this.#pivot2(n);
    return p && pixel((p.x2 / 2) * this.#size, (p.y2 / 2) * this.#size);
  }

  /** Quarter turns clockwise (y down) about the pivot, in doubled coordinates. */
  protected turner(n: number): ((a: number, b: number, turns: number) => CellKey) | null {
    const pivot = this.#pivot2(n);
    return (
      pivot &&
      ((a, b, turns) => {
        let x = 2 * a - pivot.x2;
        let y = 2 * b - pivot.y2;
        for (let i = 0; i < turns; i++) [x, y] = [-y, x];
        return cellKey((x + pivot.x2) / 2, (y + pivot.y2) / 2);
      })
    );
  }

  nudge(direction: { x: number; y: number }): {
    step: CellDelta;
    offset: { x: number; y: number };
  } {
    const d = SQUARE_4.find((s) => s.a === direction.x && s.b === direction.y) ?? { a: 0, b: 0 };
    return { step: d, offset: { x: d.a * this.#size, y: d.b * this.#size } };
  }

  numbering(style: GridNumbering, place: string): string {
    const c = parseCellKey(place);
    if (!c) return '';
    switch (style) {
      case 'axial':
        return cellKey(c[0], c[1]);
      case 'offset':
        return offsetLabel(offset(c[0], c[1]), digitsFor(this.#grid.width, this.#grid.height));
      case 'spiral':
        return '';
    }
  }

  summary(): GridSummary {
    const { width, height, diagonal } = this.#grid;
    return {
      orientation: null,
      shape: `${width}×${height}${diagonal ? ' diagonal' : ''}`,
      cells: this.places().length,
      nodes: null,
      lanes: null,
    };
  }
}
