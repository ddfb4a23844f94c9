import type { MapDef } from '../../scenarios/format/map.ts';
import { boxAround, type Bounds } from './bounds.ts';
import { pixel, type Pixel } from './coords.ts';
import type {
  CellDelta,
  CellShape,
  GridGeometry,
  GridKind,
  GridNumbering,
  GridSummary,
  PlaceCentres,
  Step,
} from './grid-geometry.ts';
import { cellKey, edgeKey, parseCellKey, parseEdgeKey, type CellKey } from './keys.ts';

/**
 * What hex and square boards share: cells named "a,b", a board that is a set of them, steps
 * by fixed offsets, edges between touching cells, shifts by whole cells and turns about the
 * board's centre. A kind of lattice supplies its layout (pixels, outline), its offsets, its
 * distance and line, its rotation and its numbering.
 */

/** Offsets in key coordinates, read straight from the direction tables (no cell objects). */
export type Offsets = readonly CellDelta[];

/**
 * What depends only on the board (grid, cell list, cell size), which edits share between map
 * versions: worked out once per board, not once per edit.
 */
interface Board {
  readonly cellList: readonly string[];
  readonly size: number;
  cells?: readonly CellKey[];
  set?: ReadonlySet<CellKey>;
  extent?: Bounds | null;
  centres?: PlaceCentres;
  centre?: CellKey | null;
  readonly rotations: Map<number, readonly ((place: string) => string | null)[]>;
  memo: Map<string, unknown>;
  /** Each cell's steps: searches ask for them again on every version of the map. */
  moves?: Map<string, readonly Step[]>;
}

const boards = new WeakMap<MapDef['grid'], Board>();

const NO_MOVES: readonly Step[] = Object.freeze([]);

function boardOf(map: MapDef): Board {
  const known = boards.get(map.grid);
  if (known && known.cellList === map.cells && known.size === map.cellSize) return known;
  const board: Board = {
    cellList: map.cells,
    size: map.cellSize,
    rotations: new Map(),
    memo: new Map(),
  };
  boards.set(map.grid, board);
  return board;
}

export abstract class LatticeGeometry<Cell> implements GridGeometry<Cell> {
  abstract readonly kind: GridKind;
  readonly lattice = true;
  readonly unitSteps = true;
  readonly placeNoun = 'cell';
  abstract readonly rotationSteps: 6 | 4;
  abstract readonly symmetryOrders: readonly number[];
  abstract readonly cellShape: CellShape;
  abstract readonly numberings: readonly {
    readonly style: GridNumbering;
    readonly label: string;
  }[];
  protected readonly map: MapDef;
  readonly #board: Board;

  constructor(map: MapDef) {
    this.map = map;
    this.#board = boardOf(map);
  }

  abstract parse(place: string): Cell | null;
  abstract format(cell: Cell): CellKey;
  /** The board's cells in a stable order, from the grid's shape. */
  protected abstract boardCells(): CellKey[];
  /** Centre of cell (a, b) in map units. */
  protected abstract toPixel(a: number, b: number): Pixel;
  /** The cell under a point. */
  protected abstract cellAt(p: Pixel): CellKey;
  /** Offsets to the cells one step away, and to those sharing a side. */
  protected abstract readonly stepOffsets: Offsets;
  protected abstract readonly sideOffsets: Offsets;
  protected abstract cellDistance(a: [number, number], b: [number, number]): number;
  protected abstract cellLine(a: [number, number], b: [number, number]): CellKey[];
  protected abstract cellRing(centre: [number, number], radius: number): CellKey[];
  /**
   * How cells turn for order `n`: (a, b) turned `turns` rotation steps clockwise about the
   * pivot, worked out once; null when the board has no pivot.
   */
  protected abstract turner(n: number): ((a: number, b: number, turns: number) => CellKey) | null;
  abstract symmetryPivot(n: number): Pixel | null;
  abstract nudge(direction: { x: number; y: number }): {
    step: CellDelta;
    offset: { x: number; y: number };
  };
  abstract numbering(style: GridNumbering, place: string): string;
  abstract summary(): GridSummary;

  /** A value worked out once per board (an offset frame, a pivot). */
  protected memo<T>(key: string, make: () => T): T {
    const memo = this.#board.memo;
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key) as T;
  }

  places(): readonly CellKey[] {
    return (this.#board.cells ??= this.boardCells());
  }

  placeSet(): ReadonlySet<CellKey> {
    return (this.#board.set ??= new Set(this.places()));
  }

  has(place: string): boolean {
    return this.placeSet().has(place);
  }

  centre(place: string): Pixel | null {
    const c = parseCellKey(place);
    return c ? this.toPixel(c[0], c[1]) : null;
  }

  placeAt(p: Pixel): CellKey {
    return this.cellAt(p);
  }

  outline(place: string): Pixel[] {
    const c = this.centre(place);
    if (!c) return [];
    const { xs, ys } = this.cellShape;
    return xs.map((x, i) => pixel(c.x + x, c.y + (ys[i] as number)));
  }

  bounds(places: Iterable<string>): Bounds | null {
    const shape = this.cellShape;
    const centres = function* (geometry: LatticeGeometry<Cell>): Iterable<Pixel> {
      for (const place of places) {
        const c = geometry.centre(place);
        if (c) yield c;
      }
    };
    return boxAround(centres(this), shape.width / 2, shape.height / 2);
  }

  placeCentres(): PlaceCentres {
    const board = this.#board;
    if (board.centres) return board.centres;
    const places = this.places();
    const xs = new Float64Array(places.length);
    const ys = new Float64Array(places.length);
    for (let i = 0; i < places.length; i++) {
      const c = parseCellKey(places[i] as string);
      if (!c) continue; // never: a board's cells are valid keys
      const p = this.toPixel(c[0], c[1]);
      xs[i] = p.x;
      ys[i] = p.y;
    }
    return (board.centres = { xs, ys });
  }

  extent(): Bounds | null {
    const board = this.#board;
    if (board.extent === undefined) {
      // From the centres the canvas's index shares, rather than reading every key again.
      const { xs, ys } = this.placeCentres();
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i] as number;
        const y = ys[i] as number;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      const halfW = this.cellShape.width / 2;
      const halfH = this.cellShape.height / 2;
      board.extent =
        minX === Infinity
          ? null
          : { minX: minX - halfW, minY: minY - halfH, maxX: maxX + halfW, maxY: maxY + halfH };
    }
    return board.extent;
  }

  middle(): Pixel {
    const box = this.extent();
    return box ? pixel((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2) : pixel(0, 0);
  }

  area(): null {
    return null;
  }

  #offsetKeys(place: string, offsets: Offsets): CellKey[] {
    const c = parseCellKey(place);
    return c ? offsets.map((d) => cellKey(c[0] + d.a, c[1] + d.b)) : [];
  }

  neighbours(place: string): CellKey[] {
    return this.#offsetKeys(place, this.stepOffsets);
  }

  sideNeighbours(place: string): CellKey[] {
    return this.#offsetKeys(place, this.sideOffsets);
  }

  moves(place: string): readonly Step[] {
    const known = (this.#board.moves ??= new Map());
    let steps = known.get(place);
    if (steps) return steps;
    const cells = this.placeSet();
    const at = cells.has(place) ? parseCellKey(place) : null;
    if (!at) return NO_MOVES;
    const found: Step[] = [];
    for (const { a, b } of this.stepOffsets) {
      const to = cellKey(at[0] + a, at[1] + b);
      if (cells.has(to)) found.push(Object.freeze({ to, cost: 1 }));
    }
    // Shared by every caller and every version of the map: frozen so none can change it.
    known.set(place, (steps = Object.freeze(found)));
    return steps;
  }

  distance(a: string, b: string): number {
    const pa = parseCellKey(a);
    const pb = parseCellKey(b);
    return pa && pb ? this.cellDistance(pa, pb) : Infinity;
  }

  line(a: string, b: string): CellKey[] {
    const pa = parseCellKey(a);
    const pb = parseCellKey(b);
    return pa && pb ? this.cellLine(pa, pb) : [];
  }

  /** On lattices whose steps all share a side, the line itself; squares override it. */
  trail(a: string, b: string): CellKey[] {
    const cells = this.line(a, b);
    return cells.length > 0 ? cells : [b];
  }

  ring(centre: string, radius: number): CellKey[] {
    const c = parseCellKey(centre);
    return c && radius >= 0 ? this.cellRing(c, radius) : [];
  }

  range(centre: string, radius: number): CellKey[] {
    const cells: CellKey[] = [];
    for (let k = 0; k <= radius; k++) cells.push(...this.ring(centre, k));
    return cells;
  }

  #touch(a: string, b: string): boolean {
    const pa = parseCellKey(a);
    const pb = parseCellKey(b);
    if (!pa || !pb) return false;
    const [da, db] = [pb[0] - pa[0], pb[1] - pa[1]];
    return this.sideOffsets.some((d) => d.a === da && d.b === db);
  }

  edgeBetween(a: string, b: string): string | null {
    return this.#touch(a, b) ? edgeKey(a, b) : null;
  }

  edgesOf(place: string): string[] {
    return this.sideNeighbours(place).map((other) => edgeKey(place, other));
  }

  edgeSegment(edge: string): [Pixel, Pixel] | null {
    const cells = parseEdgeKey(edge);
    if (!cells || !this.#touch(cells[0], cells[1])) return null;
    const a = this.centre(cells[0]);
    const b = this.centre(cells[1]);
    if (!a || !b) return null;
    // The side is perpendicular to the line of centres, through its middle; on both hex and
    // square grids it is one cell size long (a hexagon's side equals its corner radius).
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const half = this.map.cellSize / 2;
    const ux = (-(b.y - a.y) / length) * half;
    const uy = ((b.x - a.x) / length) * half;
    return [pixel(mx - ux, my - uy), pixel(mx + ux, my + uy)];
  }

  delta(from: string, to: string): CellDelta {
    const pa = parseCellKey(from);
    const pb = parseCellKey(to);
    return pa && pb ? { a: pb[0] - pa[0], b: pb[1] - pa[1] } : { a: 0, b: 0 };
  }

  shift(place: string, delta: CellDelta): CellKey | null {
    const p = parseCellKey(place);
    return p ? cellKey(p[0] + delta.a, p[1] + delta.b) : null;
  }

  /**
   * The board cell nearest the middle of the board's box (the cell under it when the board
   * has it: free boards can have a hole in the middle).
   */
  symmetryCentre(): CellKey | null {
    const board = this.#board;
    if (board.centre !== undefined) return board.centre;
    let centre: CellKey | null = null;
    if (this.extent()) {
      const middle = this.middle();
      const under = this.cellAt(middle);
      if (this.has(under)) centre = under;
      else {
        let best = Infinity;
        for (const key of this.places()) {
          const c = this.centre(key);
          if (!c) continue;
          const d = (c.x - middle.x) ** 2 + (c.y - middle.y) ** 2;
          if (d < best) [centre, best] = [key, d];
        }
      }
    }
    board.centre = centre;
    return centre;
  }

  rotations(n: number): readonly ((place: string) => string | null)[] {
    const known = this.#board.rotations.get(n);
    if (known) return known;
    const turn = n > 1 && this.symmetryOrders.includes(n) ? this.turner(n) : null;
    const step = this.rotationSteps / n;
    const rotations = turn
      ? Array.from({ length: n }, (_, k) => (place: string) => {
          const c = parseCellKey(place);
          return c ? turn(c[0], c[1], k * step) : null;
        })
      : [(place: string) => place];
    // The board alone decides them: made once per board and order.
    this.#board.rotations.set(n, rotations);
    return rotations;
  }
}
