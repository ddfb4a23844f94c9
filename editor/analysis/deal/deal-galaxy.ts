import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import type { Placement } from '../../../scenarios/format/map.ts';
import { poolTiles, shareByRatio } from '../generate/pool-tiles.ts';
import { templateLayout } from '../generate/template-layout.ts';
import { seatAt } from './turn-order.ts';
import type { DealState, RandomStream } from './types.ts';

/**
 * Dealing a galaxy template's tiles to the players who will place them: the pool's tiles are
 * shuffled and dealt one at a time in the template's turn order (snake or rotation), group by
 * group so that each hand gets its share of each kind; homes are set out on their places
 * first, or given one to each hand when the template deals them. A tile is never dealt more
 * often than the game has copies of it.
 */

export interface DealSource {
  readonly tiles: readonly Tile[];
  readonly mapRules: MapRules;
  readonly galaxyTemplates: readonly GalaxyTemplate[];
  readonly tilePools: readonly TilePool[];
}

export type DealOutcome =
  | { readonly ok: true; readonly state: DealState }
  | { readonly ok: false; readonly problem: string };

export function dealGalaxy(
  source: DealSource,
  templateId: string,
  players: number,
  random: RandomStream,
  /** Each seat's home tile, seat 1 first, when the players brought their own (drafted races). */
  chosenHomes?: readonly string[],
): DealOutcome {
  const template = source.galaxyTemplates.find((t) => t.id === templateId);
  if (!template) {
    const known = source.galaxyTemplates.map((t) => t.id);
    return {
      ok: false,
      problem: `no galaxy template "${templateId}" (${known.length > 0 ? `templates: ${known.join(', ')}` : 'this scenario has none'})`,
    };
  }
  const pool = source.tilePools.find((p) => p.id === template.pool);
  if (!pool) return { ok: false, problem: `no tile pool "${template.pool}"` };
  if (!Number.isInteger(players) || players < 1 || players > template.players)
    return {
      ok: false,
      problem: `"${template.name}" seats 1 to ${template.players} players, not ${players}`,
    };
  const rules = template.deal;
  const layout = templateLayout(template);
  if (!rules.homesInHand && layout.homes.length < players)
    return {
      ok: false,
      problem: `"${template.name}" has ${layout.homes.length} home places for ${players} players`,
    };

  const open = layout.open.map((o) => o.place);
  const perPlayer = rules.perPlayer ?? Math.floor(open.length / players);
  if (perPlayer * players > open.length)
    return {
      ok: false,
      problem: `${perPlayer} tiles for each of ${players} players do not fit the ${open.length} open places of "${template.name}"`,
    };
  const offered = poolTiles(pool, source.tiles, source.mapRules.movement, template, open.length);

  const shortfall: string[] = [];
  const hands: string[][] = Array.from({ length: players }, () => []);
  const dealtTo: number[] = [];
  const placements: Record<string, Placement> = { ...layout.board.placements };

  // Homes: one per seat, as chosen, or the pool's home tile or homes shuffled from the pool.
  if (chosenHomes !== undefined && chosenHomes.length !== players)
    return { ok: false, problem: `${chosenHomes.length} home tiles chosen for ${players} players` };
  const homes = chosenHomes ? [...chosenHomes] : homesFor(pool, offered.homes, players, random);
  if (homes.length < players)
    return {
      ok: false,
      problem: `the pool "${pool.name}" has ${homes.length} home tiles for ${players} players`,
    };
  homes.forEach((home, i) => {
    const seat = i + 1;
    if (rules.homesInHand) {
      hands[i]!.push(home);
      dealtTo.push(seat);
    } else {
      const place = layout.homes.find((h) => h.seat === seat)?.place;
      if (place) placements[place] = { tile: home, rotation: 0, overrides: {} };
    }
  });

  // Systems: each group's share, shuffled, dealt in turn order; copies counted across groups.
  const total = perPlayer * players;
  const groups = offered.groups;
  const fixed = groups.map((g) => (g.perPlayer === null ? null : g.perPlayer * players));
  const fixedSum = fixed.reduce<number>((a, b) => a + (b ?? 0), 0);
  const shared = shareByRatio(
    groups.map((g, i) => (fixed[i] === null ? g.ratio : 0)),
    Math.max(0, total - fixedSum),
  );
  const copies = new Map<string, number>();
  for (const g of groups) {
    const here = new Map<string, number>();
    for (const id of g.tiles) here.set(id, (here.get(id) ?? 0) + 1);
    for (const [id, n] of here) copies.set(id, Math.max(copies.get(id) ?? 0, n));
  }
  let step = 0;
  groups.forEach((group, i) => {
    const want = fixed[i] ?? shared[i] ?? 0;
    const picked: string[] = [];
    for (const id of shuffled(group.tiles, random)) {
      if (picked.length >= want) break;
      const left = copies.get(id) ?? 0;
      if (left <= 0) continue;
      copies.set(id, left - 1);
      picked.push(id);
    }
    if (picked.length < want)
      shortfall.push(`${group.name}: ${picked.length} of ${want} tiles (the pool holds no more)`);
    for (const id of picked) {
      const seat = seatAt(rules.order, players, step++);
      hands[seat - 1]!.push(id);
      dealtTo.push(seat);
    }
  });

  const places = rules.homesInHand ? [...open, ...layout.homes.map((h) => h.place)] : open;
  return {
    ok: true,
    state: {
      template: template.id,
      pool: pool.id,
      players,
      rules,
      board: { ...layout.board, placements },
      hands,
      dealtTo,
      places,
      only: Object.fromEntries(
        layout.open.flatMap((o) => (o.only === null ? [] : [[o.place, o.only]])),
      ),
      step: 0,
      history: [],
      shortfall,
    },
  };
}

function homesFor(
  pool: TilePool,
  offered: readonly string[],
  players: number,
  random: RandomStream,
): string[] {
  if (pool.homeTile !== null) return Array.from({ length: players }, () => pool.homeTile as string);
  return shuffled(offered, random).slice(0, players);
}

/** A Fisher–Yates shuffle of a copy, drawing from the caller's stream. */
export function shuffled<T>(items: readonly T[], random: RandomStream): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
