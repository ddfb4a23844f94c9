import type { MapDef } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { nodesById } from './edits/places.ts';
import { mapTileUsage } from './tile-library.ts';

/**
 * A tile's copies are a finite pool when the game has only so many (`copies`): a map laid
 * out from one box cannot hold more. Each map is one table's layout, so the pool is counted
 * per map. These checks say which placements the pool allows and, in words, why the others
 * are refused; the tools refuse them unless the designer insists (drafting with proxies).
 */

/** Where `tileId` is placed on `map`, in the map's order. */
export function placesOfTile(map: MapDef, tileId: string): string[] {
  const found: string[] = [];
  for (const [at, placement] of Object.entries(map.placements))
    if (placement.tile === tileId) found.push(at);
  return found;
}

/** How a place is named in a message: a cell by its key ("0,0"), a node by its name. */
export function placeName(map: MapDef, at: string): string {
  if (geometryOf(map).lattice) return at;
  const node = nodesById(map).get(at);
  return node?.name || at;
}

/** "0,0", "0,0 and 1,0", "0,0, 1,0, 2,0 and 3 more". */
function listPlaces(map: MapDef, places: readonly string[]): string {
  const shown = places.slice(0, places.length > 4 ? 3 : 4).map((at) => placeName(map, at));
  const more = places.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown.join('');
}

const copiesOf = (n: number): string => (n === 1 ? '1 copy' : `${n} copies`);

/**
 * Why `wanted` more copies of `tile` cannot go on `map` ("Mecatol Rex has 1 copy and it is on
 * the map at 0,0"), or null when the pool has room for them (or has no limit).
 */
export function poolRefusal(map: MapDef, tile: Tile, wanted: number): string | null {
  const copies = tile.copies;
  if (copies === null || wanted <= 0) return null;
  const placed = mapTileUsage(map).get(tile.id) ?? 0;
  if (placed + wanted <= copies) return null;
  const name = tile.name;
  if (copies === 0) return `${name} has no copies to place`;
  const where = placesOfTile(map, tile.id);
  if (placed === 0) return `${name} has ${copiesOf(copies)}: this would place ${wanted} on the map`;
  if (placed < copies)
    return `${name} has ${copiesOf(copies)} and ${placed} ${placed === 1 ? 'is' : 'are'} on the map (at ${listPlaces(map, where)}): this would place ${wanted} more`;
  if (placed === 1) return `${name} has 1 copy and it is on the map at ${listPlaces(map, where)}`;
  const all = placed === copies ? `all ${placed} are` : `${placed} are`;
  return `${name} has ${copiesOf(copies)} and ${all} on the map (at ${listPlaces(map, where)})`;
}

/**
 * Which of `places` may take a copy of `tile`: places that already hold it cost no copy;
 * the others are kept in order while copies last and the rest refused, with the reason.
 */
export function withinPool(
  map: MapDef,
  tile: Tile,
  places: readonly string[],
): { kept: string[]; refused: string[]; reason: string | null } {
  if (tile.copies === null) return { kept: [...places], refused: [], reason: null };
  const fresh = places.filter((at) => map.placements[at]?.tile !== tile.id);
  if (fresh.length === 0) return { kept: [...places], refused: [], reason: null };
  const placed = mapTileUsage(map).get(tile.id) ?? 0;
  const room = Math.max(0, tile.copies - placed);
  if (fresh.length <= room) return { kept: [...places], refused: [], reason: null };
  const refused = new Set(fresh.slice(room));
  return {
    kept: places.filter((at) => !refused.has(at)),
    refused: [...refused],
    reason: poolRefusal(map, tile, fresh.length),
  };
}

/**
 * After an edit that may have placed tiles (a paste, a fill): why it puts more copies of a
 * tile on the map than the game has, naming the first such tile; null when it does not. Tiles
 * already over their pool before the edit are refused only if the edit adds more of them.
 */
export function poolOverrun(tiles: readonly Tile[], before: MapDef, after: MapDef): string | null {
  if (before.placements === after.placements) return null;
  const was = mapTileUsage(before);
  const now = mapTileUsage(after);
  for (const tile of tiles) {
    if (tile.copies === null) continue;
    const added = (now.get(tile.id) ?? 0) - (was.get(tile.id) ?? 0);
    if (added > 0) {
      const reason = poolRefusal(before, tile, added);
      if (reason) return reason;
    }
  }
  return null;
}
