import type { MapDef } from '../../scenarios/format/map.ts';
import { axial, type Pixel } from '../geometry/coords.ts';
import { hexLine } from '../geometry/hex.ts';
import { cellKey, hexKey, parseCellKey, type CellKey } from '../geometry/keys.ts';
import { cellAt, hasCell } from '../model/board.ts';
import { pickAt } from '../model/picking.ts';

/**
 * The place under the pointer: a cell of the board, or the node under the pointer on a
 * point-to-point map; null off the board or between nodes.
 */
export function placeAt(map: MapDef, world: Pixel, scale: number): string | null {
  if (map.grid.kind === 'graph') {
    const hit = pickAt(map, world, { scale, layers: map.layers });
    return hit.kind === 'node' ? hit.id : null;
  }
  const key = cellAt(map, world);
  return key !== null && hasCell(map, key) ? key : null;
}

/**
 * Every cell from `a` to `b`, both included, each a neighbour of the one before, so that a
 * fast drag, which reports far-apart points, still leaves an unbroken stroke. Square grids
 * step along one axis at a time (no corner-only gaps).
 */
export function cellLine(map: MapDef, a: CellKey, b: CellKey): CellKey[] {
  const pa = parseCellKey(a);
  const pb = parseCellKey(b);
  if (!pa || !pb) return [b];
  if (map.grid.kind === 'hex') return hexLine(axial(pa[0], pa[1]), axial(pb[0], pb[1])).map(hexKey);
  const [dx, dy] = [pb[0] - pa[0], pb[1] - pa[1]];
  const [nx, ny] = [Math.abs(dx), Math.abs(dy)];
  let [x, y] = pa;
  const cells = [cellKey(x, y)];
  for (let ix = 0, iy = 0; ix < nx || iy < ny;) {
    // Step along whichever axis the true line crosses a cell border on first.
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

/** A cell key moved by a whole-cell offset (axial dq,dr on hex boards; dx,dy on squares). */
export function shiftCell(key: string, delta: { a: number; b: number }): string {
  const p = parseCellKey(key);
  return p ? cellKey(p[0] + delta.a, p[1] + delta.b) : key;
}

/** The offset, in cells, from one cell to another (zero when either is not a cell). */
export function cellDelta(from: CellKey, to: CellKey): { a: number; b: number } {
  const pa = parseCellKey(from);
  const pb = parseCellKey(to);
  return pa && pb ? { a: pb[0] - pa[0], b: pb[1] - pa[1] } : { a: 0, b: 0 };
}

/** Why a click found no place to act on. */
export const noPlaceMessage = (map: MapDef): string =>
  map.grid.kind === 'graph' ? 'Click on a node' : 'That is off the board';
