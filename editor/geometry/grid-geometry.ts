import type { Bounds } from './bounds.ts';
import type { Pixel } from './coords.ts';
import type { CellKey, EdgeKey } from './keys.ts';

/**
 * One interface for the geometry of every kind of board, so that the editor's model, tools
 * and canvas ask the map's geometry instead of branching on its kind. A geometry belongs to
 * one map (its grid, cell size, board shape, nodes and lanes): `geometryOf(map)` in
 * geometry-of.ts gives it. Places are named by string keys, as the map format stores them:
 * "q,r" or "x,y" cells on lattices, node ids on point-to-point maps.
 */

/** The kinds of board the map format knows (scenarios/format/map.ts, `gridSchema`). */
export type GridKind = 'hex' | 'square' | 'graph';

/** One move out of a place: where it lands and what it costs (a lane's cost, else 1). */
export interface Step {
  readonly to: string;
  readonly cost: number;
}

/** A shift between two cells in key coordinates: axial dq, dr on hex boards; dx, dy on squares. */
export interface CellDelta {
  readonly a: number;
  readonly b: number;
}

/**
 * The outline of one cell, as corner offsets from its centre, so that thousands of cells go
 * into one path with plain moveTo/lineTo calls (no per-cell objects, no trigonometry).
 */
export interface CellShape {
  /** Names the shape for caches of pictures cut to it ("hex-…", "square-…"). */
  readonly id: string;
  /** Corner offsets, clockwise. */
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** Width and height of a cell's box, in map units. */
  readonly width: number;
  readonly height: number;
  /** Distance from the centre to the middle of a side: how far an outline may be inset. */
  readonly apothem: number;
  /** Angle of one rotation step, in radians (60° or 90°). */
  readonly stepAngle: number;
  /** Offset of the "north" point a rotation notch marks, before rotation. */
  readonly northX: number;
  readonly northY: number;
}

/** The numbering styles that belong to a grid (names and none belong to every map). */
export type GridNumbering = 'axial' | 'offset' | 'spiral';

/** What `summarizeMap` reports of the grid itself. */
export interface GridSummary {
  /** Hex boards only. */
  readonly orientation: 'flat' | 'pointy' | null;
  /** "hexagon r3", "rectangle 10×8 odd", "parallelogram 5×4", "free", "12×8", "12×8 diagonal", "graph". */
  readonly shape: string;
  /** Cells of a lattice board; null where places are nodes. */
  readonly cells: number | null;
  /** Nodes and lanes of a point-to-point map; null on lattice boards. */
  readonly nodes: number | null;
  readonly lanes: number | null;
}

/**
 * `Cell` is the grid's own coordinate for a place: `Axial` on hex boards, `SquareCell` on
 * square grids, the node itself on point-to-point maps.
 */
/** Centres of a board's places in flat arrays: x and y of place i in map units. */
export interface PlaceCentres {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}

export interface GridGeometry<Cell = unknown> {
  readonly kind: GridKind;
  /**
   * Whether places are the cells of a lattice that covers the plane (hex, square) rather than
   * points laid out on an area (graph nodes). Cells lie under whatever is drawn on them and
   * keep still (what is on them moves); nodes are things of their own, which move, and
   * whatever is drawn over a node takes the pointer first.
   */
  readonly lattice: boolean;
  /** Whether every move costs 1 (so a breadth-first search finds the cheapest path). */
  readonly unitSteps: boolean;
  /** What one place is called in messages and undo names. */
  readonly placeNoun: 'cell' | 'node';
  /** Steps in a full turn of a tile: 6 (60°) on hex boards and graph nodes, 4 on squares. */
  readonly rotationSteps: 6 | 4;
  /** The rotation orders symmetric editing allows (1 = none). */
  readonly symmetryOrders: readonly number[];
  /** The outline every cell shares; null where places are nodes. */
  readonly cellShape: CellShape | null;
  /** The grid's own numbering styles, in toolbar order, each with its name on this grid. */
  readonly numberings: readonly { readonly style: GridNumbering; readonly label: string }[];

  // ——— keys ———
  /** A place key as the grid's coordinate, or null for a key that names none. */
  parse(place: string): Cell | null;
  /** The key of a coordinate (the inverse of `parse`). */
  format(cell: Cell): string;

  // ——— the board's places ———
  /** Every place of the board in a stable order (spiral on hexagons, rows, node order). */
  places(): readonly string[];
  placeSet(): ReadonlySet<string>;
  has(place: string): boolean;

  // ——— pixels ———
  /** Where a place is drawn (a cell of the grid, on the board or not; a node), or null. */
  centre(place: string): Pixel | null;
  /**
   * The centres of `places()`, in its order, as flat arrays worked out once per board (a
   * lattice's; nodes move, so a graph has none).
   */
  placeCentres?(): PlaceCentres;
  /**
   * The place under a point: the grid's cell there, whether or not the board has it; the
   * nearest node whose disc (grown by `tolerance` map units) holds the point; else null.
   */
  placeAt(p: Pixel, tolerance?: number): string | null;
  /** A cell's corners clockwise (none for a node). */
  outline(place: string): Pixel[];
  /** The box around whole cells, or around nodes with their discs; null for none. */
  bounds(places: Iterable<string>): Bounds | null;
  /** The middle of what the map shows: its board, or its drawing area. */
  middle(): Pixel;
  /** What fitting the view shows (labels aside): the board's cells, or the area and its nodes. */
  extent(): Bounds | null;
  /** The drawing area nodes are laid out in; null on lattice boards. */
  area(): Bounds | null;

  // ——— steps and distance ———
  /** Places one step away: 6 on hex, 4 (8 with diagonals) on square, lane ends either way. */
  neighbours(place: string): string[];
  /** Places sharing a side (never diagonals), or joined by a lane either way, in a stable order. */
  sideNeighbours(place: string): string[];
  /**
   * Moves out of a place to places of the board, with their cost: neighbours at cost 1, or
   * lanes the way they run at their cost (the cheaper of two). Edge features are the model's
   * business (editor/model/adjacency.ts).
   */
  moves(place: string): readonly Step[];
  /** Steps between two places on the open grid (lane hops on graphs; Infinity if none). */
  distance(a: string, b: string): number;
  /** The places of a straight line (a shortest hop path on graphs), both ends included. */
  line(a: string, b: string): string[];
  /**
   * What a pointer sweeping from one place to the next passes over, both ends included, each
   * sharing a side with the one before; only the two nodes on a graph (between nodes is space).
   */
  trail(a: string, b: string): string[];
  /** Places exactly `radius` steps from `centre`, and all within `radius` (centre first). */
  ring(centre: string, radius: number): string[];
  range(centre: string, radius: number): string[];

  // ——— edges between cells ———
  /** The edge two cells share, in canonical form; null when they do not touch. */
  edgeBetween(a: string, b: string): EdgeKey | null;
  /** The sides of a cell as edge keys (none for a node). */
  edgesOf(place: string): EdgeKey[];
  /** The side an edge key names, as a segment, or null when its cells do not touch. */
  edgeSegment(edge: EdgeKey): [Pixel, Pixel] | null;

  // ——— shifting and turning ———
  /** The shift from one cell to another (zero for anything else). */
  delta(from: string, to: string): CellDelta;
  /** A cell shifted by `delta`, on the board or not; null for a node. */
  shift(place: string, delta: CellDelta): CellKey | null;
  /**
   * An arrow key's move: the one-cell step nearest the direction (x, y in −1…1) and how far
   * it goes in map units, or a fixed distance for nodes.
   */
  nudge(direction: { x: number; y: number }): {
    step: CellDelta;
    offset: { x: number; y: number };
  };
  /** The cell rotations turn about, or null (graphs, empty boards). */
  symmetryCentre(): CellKey | null;
  /** Where the rotations of order `n` turn, in map units, or null. */
  symmetryPivot(n: number): Pixel | null;
  /**
   * The n rotations about the board's pivot (identity first) on places of the grid, on the
   * board or not; only the identity for orders the grid does not allow.
   */
  rotations(n: number): readonly ((place: string) => string | null)[];

  // ——— words ———
  /** A place's text in one of the grid's numbering styles ("" where it does not apply). */
  numbering(style: GridNumbering, place: string): string;
  summary(): GridSummary;
}
