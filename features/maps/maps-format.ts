import type { z } from 'zod';
import type { MapDef } from '../../scenarios/format/map.ts';

/**
 * The maps' sections are the map editor's own format (scenarios/format/map.ts, tiles.ts,
 * map-rules.ts), which the editor's engines read too; here is what ties them together.
 */

/** Every placed tile must be in the library (a map never points at a tile that is not there). */
export function reportUnknownTiles(
  ctx: z.RefinementCtx,
  s: { tiles: readonly { id: string }[]; maps: readonly MapDef[] },
): void {
  const known = new Set(s.tiles.map((t) => t.id));
  s.maps.forEach((map, i) => {
    for (const [at, placement] of Object.entries(map.placements))
      if (!known.has(placement.tile))
        ctx.addIssue({
          code: 'custom',
          path: ['maps', i, 'placements', at, 'tile'],
          message: `no tile "${placement.tile}" in the tile library`,
        });
  });
}
