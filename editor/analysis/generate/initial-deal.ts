import type { Placement } from '../../../scenarios/format/map.ts';
import type { Generator } from '../../../random/rng.ts';
import { shuffleWith } from '../../../random/rng.ts';
import type { TileLookup } from '../place-tiles.ts';
import { shareByRatio, tileMatches, type PoolTiles } from './pool-tiles.ts';
import type { TemplateLayout } from './template-layout.ts';

/**
 * The first deal of a generated galaxy: how many tiles each group of the pool gives (by the
 * groups' ratios, or their tiles per player), which tiles (shuffled), where they go (places
 * that take only some tiles first, then the tiers in order, the rest anywhere) and the homes.
 * The tiles left in each group stay beside the board for the search to swap in.
 */

export interface Deal {
  /** The open places, in the board's order. */
  readonly open: readonly string[];
  /** The tile dealt to each open place. */
  readonly tiles: readonly string[];
  /** The tiles of each group left over. */
  readonly spare: readonly (readonly string[])[];
  /** Which group each dealable tile is in (by id; a tile in two groups counts in the first). */
  readonly groupOf: ReadonlyMap<string, number>;
  /** Each open place's tier, as an index into the template's tiers (−1: none). */
  readonly tierOf: readonly number[];
  /** Whether a tile may stand on open place i (its `only`). */
  readonly fits: (i: number, tile: string) => boolean;
  /** The home tiles, by place. */
  readonly homes: Readonly<Record<string, Placement>>;
}

export class DealError extends Error {}

export function initialDeal(
  layout: TemplateLayout,
  offered: PoolTiles,
  lookup: TileLookup,
  homeTile: string | null,
  g: Generator,
): Deal {
  const { template } = layout;
  const open = layout.open.map((o) => o.place);
  const fits = (i: number, id: string) => {
    const only = layout.open[i]?.only ?? null;
    if (only === null) return true;
    const tile = lookup.get(id);
    return tile !== undefined && tileMatches(only, tile);
  };

  const groupOf = new Map<string, number>();
  offered.groups.forEach((group, gi) => {
    for (const id of group.tiles) if (!groupOf.has(id)) groupOf.set(id, gi);
  });
  const wanted = countsPerGroup(offered, open.length, template.players);
  const chosen: string[] = [];
  const spare = offered.groups.map((group, gi) => {
    const own = shuffleWith(
      g,
      group.tiles.filter((id) => groupOf.get(id) === gi),
    );
    chosen.push(...own.slice(0, wanted[gi]));
    return own.slice(wanted[gi]);
  });
  if (chosen.length < open.length)
    throw new DealError(
      `the pool has ${chosen.length} tiles to deal but "${template.name}" has ${open.length} open places`,
    );

  // Places that take only some tiles are served first, then the tiers from the first.
  const tierIndex = new Map(template.tiers.map((t, i) => [t, i]));
  const tierOf = layout.open.map((o) => (o.tier === null ? -1 : (tierIndex.get(o.tier) ?? -1)));
  const order = open
    .map((_, i) => i)
    .sort((a, b) => {
      const onlyA = layout.open[a]?.only ? 0 : 1;
      const onlyB = layout.open[b]?.only ? 0 : 1;
      const tierA = tierOf[a] === -1 ? Infinity : (tierOf[a] as number);
      const tierB = tierOf[b] === -1 ? Infinity : (tierOf[b] as number);
      return onlyA - onlyB || tierA - tierB || a - b;
    });
  const tiles: string[] = Array.from({ length: open.length }, () => '');
  const left = chosen.slice();
  for (const i of order) {
    let k = left.findIndex((id) => fits(i, id));
    if (k < 0) {
      // Nothing dealt fits: bring one in from the spare tiles.
      const gi = spare.findIndex((s) => s.some((id) => fits(i, id)));
      if (gi < 0) throw new DealError(`no tile in the pool may go on ${open[i]}`);
      const s = spare[gi] as string[];
      const j = s.findIndex((id) => fits(i, id));
      left.push(s[j] as string);
      s.splice(j, 1);
      k = left.length - 1;
    }
    tiles[i] = left[k] as string;
    left.splice(k, 1);
  }
  // Tiles dealt but not needed (a place took a spare instead) go back beside the board.
  for (const id of left) spare[groupOf.get(id) ?? 0]?.push(id);

  const homes: Record<string, Placement> = {};
  const homeTiles =
    homeTile !== null
      ? layout.homes.map(() => homeTile)
      : shuffleWith(g, offered.homes).slice(0, layout.homes.length);
  if (homeTiles.length < layout.homes.length)
    throw new DealError(
      `the pool has ${homeTiles.length} home systems for ${layout.homes.length} homes`,
    );
  layout.homes.forEach((h, i) => {
    homes[h.place] = { tile: homeTiles[i] as string, rotation: 0, overrides: {} };
  });
  return { open, tiles, spare, groupOf, tierOf, fits, homes };
}

/**
 * Tiles from each group: its tiles per player when the pool says so (the rest by ratio), else
 * the open places shared by the ratios, a group short of tiles passing its share on.
 */
function countsPerGroup(offered: PoolTiles, places: number, players: number): number[] {
  const groups = offered.groups;
  const counts = groups.map((gr) =>
    gr.perPlayer === null ? 0 : Math.min(gr.perPlayer * players, gr.tiles.length),
  );
  let rest = places - counts.reduce((a, b) => a + b, 0);
  let free = groups.map(
    (gr, i) => gr.perPlayer === null && gr.tiles.length > (counts[i] as number),
  );
  while (rest > 0 && free.some(Boolean)) {
    const share = shareByRatio(
      groups.map((gr, i) => (free[i] ? gr.ratio : 0)),
      rest,
    );
    share.forEach((s, i) => {
      const room = (groups[i]?.tiles.length ?? 0) - (counts[i] as number);
      const take = Math.min(s, room);
      counts[i] = (counts[i] as number) + take;
      rest -= take;
    });
    free = free.map((f, i) => f && (groups[i]?.tiles.length ?? 0) > (counts[i] as number));
  }
  return counts;
}
