import type { HexGrid, MapDef } from '../../scenarios/format/map.ts';
import { axial, offset, type Axial, type Pixel } from './coords.ts';
import type { CellDelta, CellShape, GridNumbering, GridSummary } from './grid-geometry.ts';
import {
  HEX_DIRECTIONS,
  hexDistance,
  hexLine,
  hexRing,
  hexRotate,
  hexSpiral,
  spiralIndex,
} from './hex.ts';
import {
  hexCellBox,
  hexCornerOffsets,
  hexToPixel,
  pixelToHex,
  type HexOrientation,
} from './hex-layout.ts';
import { cellKey, hexKey, keyToHex, type CellKey } from './keys.ts';
import { LatticeGeometry, type Offsets } from './lattice-geometry.ts';
import { axialToOffset, offsetLabel, offsetToAxial, type OffsetParity } from './offset.ts';

/** The cells of a hex board's shape (a free board lists its own in `free`). */
export function hexShapeCells(grid: HexGrid, free: readonly CellKey[]): CellKey[] {
  const shape = grid.shape;
  switch (shape.type) {
    case 'hexagon':
      return hexSpiral(axial(0, 0), shape.radius).map(hexKey);
    case 'parallelogram': {
      const cells: CellKey[] = [];
      for (let r = 0; r < shape.height; r++)
        for (let q = 0; q < shape.width; q++) cells.push(hexKey(axial(q, r)));
      return cells;
    }
    case 'rectangle': {
      const cells: CellKey[] = [];
      for (let row = 0; row < shape.height; row++)
        for (let col = 0; col < shape.width; col++)
          cells.push(hexKey(offsetToAxial(offset(col, row), grid.orientation, shape.offset)));
      return cells;
    }
    case 'free':
      return [...free];
  }
}

/** A hex cell's outline; flat-top cells have a side at the top (north is its middle), pointy ones a corner. */
export function hexCellShape(orientation: HexOrientation, size: number): CellShape {
  const corners = hexCornerOffsets(orientation, size);
  const box = hexCellBox(orientation, size);
  const apothem = (Math.sqrt(3) / 2) * size;
  return {
    id: 'hex',
    xs: corners.map((c) => c.x),
    ys: corners.map((c) => c.y),
    width: box.w,
    height: box.h,
    apothem,
    stepAngle: Math.PI / 3,
    northX: 0,
    northY: orientation === 'flat' ? -apothem : -size,
  };
}

/** How a hex board's cells turn into wargame numbers: "0101" at its top-left cell. */
interface OffsetFrame {
  readonly parity: OffsetParity;
  readonly minCol: number;
  readonly minRow: number;
  readonly digits: number;
}

/** Two digits per part, as wargames print them, or more when the board is wider than 99. */
export const digitsFor = (...extents: number[]): number =>
  Math.max(2, ...extents.map((n) => String(n).length));

const HEX_OFFSETS: Offsets = HEX_DIRECTIONS.map((d) => ({ a: d.q, b: d.r }));

const shapeText = (shape: HexGrid['shape']): string => {
  switch (shape.type) {
    case 'hexagon':
      return `hexagon r${shape.radius}`;
    case 'rectangle':
      return `rectangle ${shape.width}×${shape.height} ${shape.offset}`;
    case 'parallelogram':
      return `parallelogram ${shape.width}×${shape.height}`;
    case 'free':
      return 'free';
  }
};

/** Hex boards, flat-top or pointy-top (Red Blob Games' axial maths in hex.ts and hex-layout.ts). */
export class HexGeometry extends LatticeGeometry<Axial> {
  readonly kind = 'hex';
  readonly rotationSteps = 6;
  readonly symmetryOrders: readonly number[] = [1, 2, 3, 6];
  readonly numberings = [
    { style: 'axial', label: 'Axial (q, r)' },
    { style: 'offset', label: 'Column and row (0101)' },
    { style: 'spiral', label: 'Spiral numbers' },
  ] as const;
  readonly cellShape: CellShape;
  protected readonly stepOffsets = HEX_OFFSETS;
  protected readonly sideOffsets = HEX_OFFSETS;
  readonly #grid: HexGrid;
  readonly #orientation: HexOrientation;
  readonly #size: number;
  #offsetFrame: OffsetFrame | undefined;

  constructor(map: MapDef, grid: HexGrid) {
    super(map);
    this.#grid = grid;
    this.#orientation = grid.orientation;
    this.#size = map.cellSize;
    this.cellShape = this.memo('shape', () => hexCellShape(this.#orientation, this.#size));
  }

  parse(place: string): Axial | null {
    return keyToHex(place);
  }

  format(cell: Axial): CellKey {
    return hexKey(cell);
  }

  protected boardCells(): CellKey[] {
    return hexShapeCells(this.#grid, this.map.cells);
  }

  protected toPixel(a: number, b: number): Pixel {
    return hexToPixel(axial(a, b), this.#orientation, this.#size);
  }

  protected cellAt(p: Pixel): CellKey {
    return hexKey(pixelToHex(p, this.#orientation, this.#size));
  }

  protected cellDistance(a: [number, number], b: [number, number]): number {
    return hexDistance(axial(a[0], a[1]), axial(b[0], b[1]));
  }

  protected cellLine(a: [number, number], b: [number, number]): CellKey[] {
    return hexLine(axial(a[0], a[1]), axial(b[0], b[1])).map(hexKey);
  }

  protected cellRing(centre: [number, number], radius: number): CellKey[] {
    return hexRing(axial(centre[0], centre[1]), radius).map(hexKey);
  }

  /** Hex boards turn about a cell: 0,0 on hexagons, else the one nearest the board's middle. */
  symmetryPivot(): Pixel | null {
    const centre = this.symmetryCentre();
    return centre === null ? null : this.centre(centre);
  }

  protected turner(): ((a: number, b: number, turns: number) => CellKey) | null {
    const centre = keyToHex(this.symmetryCentre() ?? '');
    return centre && ((a, b, turns) => hexKey(hexRotate(axial(a, b), turns, centre)));
  }

  /**
   * The side nearest an arrow's direction. Two sides may be equally near (left on flat-top
   * boards); the first clockwise from north wins, so that left then right comes back.
   */
  nudge(direction: { x: number; y: number }): {
    step: CellDelta;
    offset: { x: number; y: number };
  } {
    let best: Axial = axial(0, 0);
    let bestDot = -Infinity;
    for (const d of HEX_DIRECTIONS) {
      const p = hexToPixel(d, this.#orientation, 1);
      const dot = (p.x * direction.x + p.y * direction.y) / Math.hypot(p.x, p.y);
      if (dot > bestDot + 1e-9) {
        bestDot = dot;
        best = d;
      }
    }
    const p = hexToPixel(best, this.#orientation, this.#size);
    return { step: { a: best.q, b: best.r }, offset: { x: p.x, y: p.y } };
  }

  /**
   * Offset numbers count from the board's top-left: a rectangle's own layout, other shapes
   * as odd-q (flat) or odd-r (pointy) boards cut to their cells.
   */
  #frame(): OffsetFrame {
    // Asked for every numbered cell on every frame: no closure per call.
    return (this.#offsetFrame ??= this.memo('frame', () => this.#makeFrame()));
  }

  #makeFrame(): OffsetFrame {
    const shape = this.#grid.shape;
    if (shape.type === 'rectangle')
      return {
        parity: shape.offset,
        minCol: 0,
        minRow: 0,
        digits: digitsFor(shape.width, shape.height),
      };
    let [minCol, minRow, maxCol, maxRow] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const key of this.places()) {
      const h = keyToHex(key);
      if (!h) continue;
      const o = axialToOffset(h, this.#orientation, 'odd');
      minCol = Math.min(minCol, o.col);
      minRow = Math.min(minRow, o.row);
      maxCol = Math.max(maxCol, o.col);
      maxRow = Math.max(maxRow, o.row);
    }
    if (minCol === Infinity) return { parity: 'odd', minCol: 0, minRow: 0, digits: 2 };
    return {
      parity: 'odd',
      minCol,
      minRow,
      digits: digitsFor(maxCol - minCol + 1, maxRow - minRow + 1),
    };
  }

  numbering(style: GridNumbering, place: string): string {
    const h = keyToHex(place);
    if (!h) return '';
    switch (style) {
      case 'axial':
        return cellKey(h.q, h.r);
      case 'spiral':
        return String(spiralIndex(h));
      case 'offset': {
        const frame = this.#frame();
        const o = axialToOffset(h, this.#orientation, frame.parity);
        return offsetLabel(offset(o.col - frame.minCol, o.row - frame.minRow), frame.digits);
      }
    }
  }

  summary(): GridSummary {
    return {
      orientation: this.#orientation,
      shape: shapeText(this.#grid.shape),
      cells: this.places().length,
      nodes: null,
      lanes: null,
    };
  }
}
