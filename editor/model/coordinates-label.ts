import type { HexGrid, MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { offset } from '../geometry/coords.ts';
import { spiralIndex } from '../geometry/hex.ts';
import { cellKey, keyToHex, keyToSquare, parseCellKey } from '../geometry/keys.ts';
import { axialToOffset, offsetLabel, type OffsetParity } from '../geometry/offset.ts';
import { boardCells } from './board.ts';

/**
 * The text a cell or node is numbered with on screen and in print, in the map's `coordinates`
 * style. The canvas asks for every visible cell on every frame, so whatever depends only on
 * the board (where offset numbering starts, how wide the numbers are) is worked out once per
 * map object.
 */

/** How a hex board's cells turn into wargame numbers: "0101" at its top-left cell. */
interface OffsetFrame {
  readonly parity: OffsetParity;
  readonly minCol: number;
  readonly minRow: number;
  readonly digits: number;
}

const frameCache = new WeakMap<MapDef, OffsetFrame>();
const nodeCache = new WeakMap<MapDef, ReadonlyMap<string, MapNode>>();
const tileCache = new WeakMap<readonly Tile[], ReadonlyMap<string, Tile>>();

/** Two digits per part, as wargames print them, or more when the board is wider than 99. */
const digitsFor = (...extents: number[]): number =>
  Math.max(2, ...extents.map((n) => String(n).length));

function hexFrame(map: MapDef, grid: HexGrid): OffsetFrame {
  const shape = grid.shape;
  if (shape.type === 'rectangle')
    return {
      parity: shape.offset,
      minCol: 0,
      minRow: 0,
      digits: digitsFor(shape.width, shape.height),
    };
  // Other shapes are numbered as odd-q (flat) or odd-r (pointy) boards cut to their cells.
  let minCol = Infinity;
  let minRow = Infinity;
  let maxCol = -Infinity;
  let maxRow = -Infinity;
  for (const key of boardCells(map)) {
    const h = keyToHex(key);
    if (!h) continue;
    const o = axialToOffset(h, grid.orientation, 'odd');
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

function offsetFrame(map: MapDef, grid: HexGrid): OffsetFrame {
  let frame = frameCache.get(map);
  if (!frame) {
    frame = hexFrame(map, grid);
    frameCache.set(map, frame);
  }
  return frame;
}

function offsetText(map: MapDef, place: string): string {
  const grid = map.grid;
  if (grid.kind === 'hex') {
    const h = keyToHex(place);
    if (!h) return '';
    const frame = offsetFrame(map, grid);
    const o = axialToOffset(h, grid.orientation, frame.parity);
    return offsetLabel(offset(o.col - frame.minCol, o.row - frame.minRow), frame.digits);
  }
  if (grid.kind === 'square') {
    const c = keyToSquare(place);
    return c ? offsetLabel(offset(c.x, c.y), digitsFor(grid.width, grid.height)) : '';
  }
  return '';
}

function nodeById(map: MapDef, id: string): MapNode | undefined {
  let nodes = nodeCache.get(map);
  if (!nodes) {
    nodes = new Map(map.nodes.map((n) => [n.id, n]));
    nodeCache.set(map, nodes);
  }
  return nodes.get(id);
}

function tileById(tiles: readonly Tile[], id: string): Tile | undefined {
  let byId = tileCache.get(tiles);
  if (!byId) {
    byId = new Map(tiles.map((t) => [t.id, t]));
    tileCache.set(tiles, byId);
  }
  return byId.get(id);
}

/** A node's own name first; else the name of what is placed there (its override, else the tile's). */
function nameText(map: MapDef, place: string, tiles: readonly Tile[]): string {
  const node = map.grid.kind === 'graph' ? nodeById(map, place) : undefined;
  if (node?.name) return node.name;
  const placement = Object.hasOwn(map.placements, place) ? map.placements[place] : undefined;
  if (!placement) return '';
  return placement.overrides.name ?? tileById(tiles, placement.tile)?.name ?? '';
}

/**
 * The label of `place` in the map's coordinate style: "q,r" (axial; "x,y" on square grids),
 * "0101" (offset: column then row from the board's top-left, 1-based), the spiral position
 * (hex boards), the name of the node or of the tile placed there (`tiles` is the scenario's
 * tile library), or "" for 'none' and wherever the style does not apply (a node's offset).
 */
export function coordinateLabel(map: MapDef, place: string, tiles: readonly Tile[] = []): string {
  switch (map.coordinates) {
    case 'none':
      return '';
    case 'axial': {
      const cell = map.grid.kind === 'graph' ? null : parseCellKey(place);
      return cell ? cellKey(cell[0], cell[1]) : '';
    }
    case 'offset':
      return offsetText(map, place);
    case 'spiral': {
      const h = map.grid.kind === 'hex' ? keyToHex(place) : null;
      return h ? String(spiralIndex(h)) : '';
    }
    case 'names':
      return nameText(map, place, tiles);
  }
}
