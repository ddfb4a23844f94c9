import type { MapDef, Placement } from '../../scenarios/format/map.ts';
import type { TileMatch } from '../../scenarios/format/map-rules.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';

/**
 * What stands on each place of a map, as analysis reads it: the tile, its rotation, and its
 * attributes (the tile's, with the placement's own overrides on top).
 */
export interface PlacedTile {
  readonly tile: Tile;
  readonly rotation: number;
  readonly attributes: Readonly<Record<string, unknown>>;
}

export type TileLookup = ReadonlyMap<string, Tile>;

export function tileLookup(tiles: readonly Tile[]): TileLookup {
  return new Map(tiles.map((t) => [t.id, t]));
}

export function placedTile(map: MapDef, tiles: TileLookup, place: string): PlacedTile | null {
  const placement: Placement | undefined = map.placements[place];
  if (!placement) return null;
  const tile = tiles.get(placement.tile);
  if (!tile) return null;
  const own = placement.overrides.attributes;
  return {
    tile,
    rotation: placement.rotation,
    attributes: own ? { ...tile.attributes, ...own } : tile.attributes,
  };
}

/** Whether an attribute value counts as "has it": not null, false, "", 0 or an empty list. */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '' || value === 0)
    return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Whether what stands on a place matches (see `tileMatchSchema`). */
export function matchesTile(match: TileMatch, placed: PlacedTile | null): boolean {
  if (match.empty === true) return placed === null;
  if (placed === null) return false;
  const { tile, attributes } = placed;
  if (match.kinds.length > 0 && !match.kinds.includes(tile.kind)) return false;
  if (match.borders.length > 0 && !match.borders.includes(tile.border)) return false;
  if (match.tiles.length > 0 && !match.tiles.includes(tile.id)) return false;
  if (match.attribute !== undefined) {
    const value = attributes[match.attribute];
    if (!hasValue(value)) return false;
    if (match.equals !== undefined)
      return Array.isArray(value) ? value.includes(match.equals) : value === match.equals;
  }
  return true;
}
