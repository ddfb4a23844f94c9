import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { Movement } from '../../../scenarios/format/map-rules.ts';
import type { TileMatch } from '../../../scenarios/format/tile-match.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { matchesTile, type PlacedTile } from '../place-tiles.ts';

/**
 * What a tile pool offers a template: the tiles that may be dealt, one entry per physical
 * copy, in groups (blue-backed, red-backed…) with their shares; and the homes it deals when
 * the template's homes take no fixed tile. Tiles the template fixes, the centre and homes
 * are never dealt as systems.
 */

export interface PoolGroupTiles {
  readonly id: string;
  readonly name: string;
  readonly ratio: number;
  readonly perPlayer: number | null;
  /** Tile ids, a tile once per copy, in the library's order. */
  readonly tiles: readonly string[];
}

export interface PoolTiles {
  readonly groups: readonly PoolGroupTiles[];
  /** Home tiles to deal (once per copy), when the pool gives no home tile. */
  readonly homes: readonly string[];
}

const asPlaced = (tile: Tile): PlacedTile => ({ tile, rotation: 0, attributes: tile.attributes });

export const tileMatches = (match: TileMatch, tile: Tile): boolean =>
  matchesTile(match, asPlaced(tile));

/** How many copies of a tile a pool can deal: its copies, or `cap` when unlimited. */
const copiesOf = (tile: Tile, cap: number) => Math.min(tile.copies ?? cap, cap);

export function poolTiles(
  pool: TilePool,
  tiles: readonly Tile[],
  movement: Movement,
  template: GalaxyTemplate,
  cap: number,
): PoolTiles {
  const fixed = new Map<string, number>();
  for (const place of Object.values(template.places))
    if (place.role === 'fixed' || place.role === 'hyperlane')
      fixed.set(place.tile, (fixed.get(place.tile) ?? 0) + 1);
  const isHome = (t: Tile) => tileMatches(pool.homes, t) || t.id === pool.homeTile;
  const isCentre = (t: Tile) => movement.centre !== null && tileMatches(movement.centre, t);
  const dealable = tiles.filter(
    (t) =>
      !isHome(t) &&
      !isCentre(t) &&
      (pool.include.length === 0 || pool.include.some((m) => tileMatches(m, t))) &&
      !pool.exclude.some((m) => tileMatches(m, t)),
  );
  const expand = (list: readonly Tile[]) =>
    list.flatMap((t) =>
      Array.from({ length: Math.max(0, copiesOf(t, cap) - (fixed.get(t.id) ?? 0)) }, () => t.id),
    );
  const groups: PoolGroupTiles[] =
    pool.groups.length === 0
      ? [{ id: 'all', name: 'Tiles', ratio: 1, perPlayer: null, tiles: expand(dealable) }]
      : pool.groups.map((g) => ({
          id: g.id,
          name: g.name,
          ratio: g.ratio,
          perPlayer: g.perPlayer,
          tiles: expand(dealable.filter((t) => tileMatches(g.match, t))),
        }));
  const homes =
    pool.homeTile === null
      ? expand(
          tiles.filter(
            (t) => tileMatches(pool.homes, t) && !pool.exclude.some((m) => tileMatches(m, t)),
          ),
        )
      : [];
  return { groups, homes };
}

/**
 * `total` places shared between groups by their ratios, largest remainders first (ties to
 * the earlier group), so the counts always add up to `total`.
 */
export function shareByRatio(ratios: readonly number[], total: number): number[] {
  const sum = ratios.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return ratios.map(() => 0);
  const exact = ratios.map((r) => (total * r) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] as number) + 1;
    left--;
  }
  return counts;
}
