import type { Grid, MapDef } from '../../scenarios/format/map.ts';
import { axial, offset, squareCell, type Pixel } from '../geometry/coords.ts';
import { hexSpiral } from '../geometry/hex.ts';
import { hexToPixel, pixelToHex } from '../geometry/hex-layout.ts';
import { hexKey, keyToHex, keyToSquare, squareKey, type CellKey } from '../geometry/keys.ts';
import { offsetToAxial } from '../geometry/offset.ts';
import { pixelToSquare, squareToPixel } from '../geometry/square.ts';

/**
 * The cells a board has, from its grid and shape. Graph maps have no cells (their places
 * are nodes). Results are cached per map object: maps are immutable, so a new map object
 * means a new board.
 */
const cellCache = new WeakMap<MapDef, readonly CellKey[]>();
const cellSetCache = new WeakMap<MapDef, ReadonlySet<CellKey>>();

export function hexShapeCells(
  grid: Extract<Grid, { kind: 'hex' }>,
  free: readonly CellKey[],
): CellKey[] {
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

/** Every cell of the board, in a stable order (spiral for hexagons, rows otherwise). */
export function boardCells(map: MapDef): readonly CellKey[] {
  const cached = cellCache.get(map);
  if (cached) return cached;
  let cells: CellKey[];
  const grid = map.grid;
  if (grid.kind === 'hex') cells = hexShapeCells(grid, map.cells);
  else if (grid.kind === 'square') {
    cells = [];
    for (let y = 0; y < grid.height; y++)
      for (let x = 0; x < grid.width; x++) cells.push(squareKey(squareCell(x, y)));
  } else cells = [];
  cellCache.set(map, cells);
  return cells;
}

export function boardCellSet(map: MapDef): ReadonlySet<CellKey> {
  const cached = cellSetCache.get(map);
  if (cached) return cached;
  const set = new Set(boardCells(map));
  cellSetCache.set(map, set);
  return set;
}

export const hasCell = (map: MapDef, key: CellKey): boolean => boardCellSet(map).has(key);

/** Centre of a cell (hex or square) in map units, or null for a key that is not a cell. */
export function cellCentre(map: MapDef, key: CellKey): Pixel | null {
  const grid = map.grid;
  if (grid.kind === 'hex') {
    const h = keyToHex(key);
    return h ? hexToPixel(h, grid.orientation, map.cellSize) : null;
  }
  if (grid.kind === 'square') {
    const c = keyToSquare(key);
    return c ? squareToPixel(c, map.cellSize) : null;
  }
  return null;
}

/** The cell key under a point, whether or not the board has that cell (null on graph maps). */
export function cellAt(map: MapDef, p: Pixel): CellKey | null {
  const grid = map.grid;
  if (grid.kind === 'hex') return hexKey(pixelToHex(p, grid.orientation, map.cellSize));
  if (grid.kind === 'square') return squareKey(pixelToSquare(p, map.cellSize));
  return null;
}
