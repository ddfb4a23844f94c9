import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { mapTileUsage } from '../../model/tile-library.ts';
import { placesOfTile } from '../../model/tile-pool.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CheckKind } from './check-kind.ts';

type Pool = Extract<MapCheck, { kind: 'pool' }>;

/**
 * No more copies of a tile on a map than the game has. Copies are counted per map, as the
 * palette and the paint tool count them (editor/model/tile-pool.ts). Fills `{tile}`,
 * `{count}`, `{copies}`.
 */
export const pool: CheckKind<Pool> = {
  kind: 'pool',
  run(check, ctx) {
    const usage = mapTileUsage(ctx.map);
    return ctx.tiles
      .filter((tile) => {
        if (tile.copies === null || (usage.get(tile.id) ?? 0) <= tile.copies) return false;
        return matchesTile(check.match, { tile, rotation: 0, attributes: tile.attributes });
      })
      .map((tile) => {
        const places = placesOfTile(ctx.map, tile.id).sort((a, b) => ctx.order(a) - ctx.order(b));
        return {
          places,
          values: { tile: tile.name, count: places.length, copies: tile.copies ?? 0 },
        };
      })
      .sort((a, b) => ctx.order(a.places[0] ?? '') - ctx.order(b.places[0] ?? ''));
  },
  breaksAt(check, view, place) {
    const placed = view.tileAt(place);
    const copies = placed?.tile.copies ?? null;
    if (!placed || copies === null || !matchesTile(check.match, placed)) return null;
    const count = view.copiesPlaced(placed.tile.id);
    if (count <= copies) return null;
    return { places: [place], values: { tile: placed.tile.name, count, copies } };
  },
};
