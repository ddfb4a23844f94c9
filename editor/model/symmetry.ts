import type { MapDef } from '../../scenarios/format/map.ts';
import { pixel, type Pixel } from '../geometry/coords.ts';
import { hexRotate } from '../geometry/hex.ts';
import { pixelToHex } from '../geometry/hex-layout.ts';
import { hexCellsBounds } from '../geometry/bounds.ts';
import {
  cellKey,
  edgeKey,
  hexKey,
  keyToHex,
  keyToSquare,
  parseEdgeKey,
  squareKey,
  type CellKey,
  type EdgeKey,
} from '../geometry/keys.ts';
import { pixelToSquare } from '../geometry/square.ts';
import { boardCells, cellCentre, hasCell } from './board.ts';
import { boardEdge, isPlace } from './edits/places.ts';

/**
 * Symmetric editing: one click painted on every image of a place under rotation about the
 * board's centre, so that a six-player galaxy's slices stay alike (with n = 6 on a hexagon
 * board, painting one ring-3 home paints all six).
 */

/** The rotation orders a grid allows (1 = no symmetry). */
export function symmetryOrders(map: MapDef): number[] {
  if (map.grid.kind === 'hex') return [1, 2, 3, 6];
  if (map.grid.kind === 'square') return [1, 2, 4];
  return [1];
}

const centreCache = new WeakMap<MapDef, CellKey | null>();

/**
 * The cell rotations turn about: 0,0 on hexagon boards; otherwise the board cell nearest the
 * middle of the board's bounding box. Null on point-to-point maps.
 */
export function symmetryCentre(map: MapDef): CellKey | null {
  if (centreCache.has(map)) return centreCache.get(map) ?? null;
  const centre = findCentre(map);
  centreCache.set(map, centre);
  return centre;
}

function findCentre(map: MapDef): CellKey | null {
  const grid = map.grid;
  if (grid.kind === 'graph') return null;
  if (grid.kind === 'hex' && grid.shape.type === 'hexagon') return '0,0';
  const cells = boardCells(map);
  let middle: Pixel;
  if (grid.kind === 'square') {
    middle = pixel(((grid.width - 1) / 2) * map.cellSize, ((grid.height - 1) / 2) * map.cellSize);
  } else {
    const box = hexCellsBounds(
      cells.flatMap((k) => keyToHex(k) ?? []),
      grid.orientation,
      map.cellSize,
    );
    if (!box) return null;
    middle = pixel((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2);
  }
  const under =
    grid.kind === 'square'
      ? squareKey(pixelToSquare(middle, map.cellSize))
      : hexKey(pixelToHex(middle, grid.orientation, map.cellSize));
  if (hasCell(map, under)) return under;
  // Free boards can have a hole in the middle: take the nearest cell there is.
  let best: CellKey | null = null;
  let bestDistance = Infinity;
  for (const key of cells) {
    const c = cellCentre(map, key);
    if (!c) continue;
    const d = (c.x - middle.x) ** 2 + (c.y - middle.y) ** 2;
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}

/**
 * Where the rotations of order `n` turn, in map units. Square grids turn about the board's
 * exact middle whenever that maps whole cells onto whole cells (always for a half turn; for
 * quarter turns when width and height are both odd or both even), so that an even-sized
 * board is symmetric too; otherwise about `symmetryCentre`. Null on point-to-point maps.
 */
export function symmetryPivot(map: MapDef, n: number): Pixel | null {
  const grid = map.grid;
  if (grid.kind === 'square') {
    const p = squarePivot2(map, n);
    return p && pixel((p.x2 / 2) * map.cellSize, (p.y2 / 2) * map.cellSize);
  }
  const centre = symmetryCentre(map);
  return centre === null ? null : cellCentre(map, centre);
}

/** The square pivot in doubled cell coordinates (so that half cells stay whole numbers). */
function squarePivot2(map: MapDef, n: number): { x2: number; y2: number } | null {
  const grid = map.grid;
  if (grid.kind !== 'square') return null;
  const sameParity = (grid.width - grid.height) % 2 === 0;
  if (n === 2 || sameParity) return { x2: grid.width - 1, y2: grid.height - 1 };
  const c = keyToSquare(symmetryCentre(map) ?? '');
  return c && { x2: 2 * c.x, y2: 2 * c.y };
}

/** The n rotations (identity first) as functions on cell keys; unknown orders count as 1. */
function rotations(map: MapDef, n: number): ((key: CellKey) => CellKey | null)[] {
  const order = symmetryOrders(map).includes(n) ? n : 1;
  const identity = (key: CellKey) => key;
  if (order === 1) return [identity];
  if (map.grid.kind === 'hex') {
    const centre = keyToHex(symmetryCentre(map) ?? '');
    if (!centre) return [identity];
    const step = 6 / order;
    return Array.from({ length: order }, (_, k) => (key: CellKey) => {
      const h = keyToHex(key);
      return h ? hexKey(hexRotate(h, k * step, centre)) : null;
    });
  }
  const pivot = squarePivot2(map, order);
  if (!pivot) return [identity];
  const step = 4 / order;
  return Array.from({ length: order }, (_, k) => (key: CellKey) => {
    const c = keyToSquare(key);
    if (!c) return null;
    // Quarter turns clockwise (y down) about the pivot, in doubled coordinates.
    let x = 2 * c.x - pivot.x2;
    let y = 2 * c.y - pivot.y2;
    for (let i = 0; i < k * step; i++) [x, y] = [-y, x];
    return cellKey((x + pivot.x2) / 2, (y + pivot.y2) / 2);
  });
}

/**
 * `at` and its images under rotation by 360°/n about the centre, each once, keeping only
 * those on the board (an empty list when `at` itself is not). Orders the grid does not allow
 * (see `symmetryOrders`) act as 1, so a setting left over from another map does no harm.
 */
export function symmetricPlaces(map: MapDef, at: string, n: number): string[] {
  return symmetricImages(map, at, n).map((image) => image.at);
}

/**
 * The same, each with how far it is turned from `at` in the grid's rotation steps (60° on
 * hex, 90° on square): a tile painted on an image turns with it, so slices stay alike.
 */
export function symmetricImages(
  map: MapDef,
  at: string,
  n: number,
): { at: string; turns: number }[] {
  if (!isPlace(map, at)) return [];
  if (map.grid.kind === 'graph') return [{ at, turns: 0 }];
  const all = rotations(map, n);
  const step = (map.grid.kind === 'hex' ? 6 : 4) / all.length;
  const out: { at: string; turns: number }[] = [];
  all.forEach((rotate, k) => {
    const image = rotate(at);
    if (image !== null && hasCell(map, image) && !out.some((o) => o.at === image))
      out.push({ at: image, turns: k * step });
  });
  return out;
}

/** The same for an edge: its images, each once, keeping those that are sides of the board. */
export function symmetricEdges(map: MapDef, key: EdgeKey, n: number): string[] {
  const edge = boardEdge(map, key);
  if (!edge) return [];
  const cells = parseEdgeKey(edge);
  if (!cells) return [];
  const out: string[] = [];
  for (const rotate of rotations(map, n)) {
    const a = rotate(cells[0]);
    const b = rotate(cells[1]);
    if (a === null || b === null) continue;
    const image = boardEdge(map, edgeKey(a, b));
    if (image !== null && !out.includes(image)) out.push(image);
  }
  return out;
}
