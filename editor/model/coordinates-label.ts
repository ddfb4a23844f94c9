import type { MapDef, MapNode } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { geometryOf } from '../geometry/geometry-of.ts';

/**
 * The text a cell or node is numbered with on screen and in print, in the map's `coordinates`
 * style. The canvas asks for every visible cell on every frame, so whatever depends only on
 * the board (where offset numbering starts, how wide the numbers are) is worked out once per
 * board by its geometry (editor/geometry).
 */

const nodeCache = new WeakMap<MapDef, ReadonlyMap<string, MapNode>>();
const tileCache = new WeakMap<readonly Tile[], ReadonlyMap<string, Tile>>();

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
  // Cell keys never name a node, so this finds nodes only.
  const node = nodeById(map, place);
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
    case 'axial':
    case 'offset':
    case 'spiral':
      return geometryOf(map).numbering(map.coordinates, place);
    case 'names':
      return nameText(map, place, tiles);
  }
}
