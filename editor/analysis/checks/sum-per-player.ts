import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { matchesTile } from '../place-tiles.ts';
import { sumAt } from './attribute-path.ts';
import { biggestFirst } from './biggest-first.ts';
import { nearestHomes, SHARED } from './nearest-home.ts';
import type { CheckKind } from './check-kind.ts';

type SumPerPlayer = Extract<MapCheck, { kind: 'sum-per-player' }>;

/** The players a map is for: its attribute when that is a whole number above 0, else its homes. */
function playersOf(map: MapDef, attribute: string | null, homes: number): number {
  const value = attribute === null ? undefined : map.attributes[attribute];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : homes;
}

/**
 * At most `maxPerPlayer` × players of a number over the whole board (places matching
 * `except`, the homes, left out). When it is over, the finding points at the home with the
 * biggest share (the places nearer to it than to any other home) and the fix takes from
 * there, biggest first, until the board is within the limit.
 */
export const sumPerPlayer: CheckKind<SumPerPlayer> = {
  kind: 'sum-per-player',
  run(check, ctx) {
    const { graph } = ctx;
    const counted: { place: string; value: number }[] = [];
    for (const place of graph.places) {
      const placed = graph.tileAt(place);
      if (!placed || (check.except && matchesTile(check.except, placed))) continue;
      const value = sumAt(placed.attributes, check.sum);
      if (value !== 0) counted.push({ place, value });
    }
    const total = counted.reduce((sum, c) => sum + c.value, 0);
    const players = playersOf(ctx.map, check.playersAttribute, graph.homes.length);
    if (players === 0) return [];
    const limit = check.maxPerPlayer * players;
    if (total <= limit) return [];
    const values = { total, limit, players, max: check.maxPerPlayer, home: '' };
    if (graph.homes.length === 0) return [{ places: [], values }];

    // Each place goes to its one nearest home; places as near to two homes go to neither.
    const nearest = nearestHomes(graph);
    const owned = graph.homes.map(() => [] as { place: string; value: number; steps: number }[]);
    for (const c of counted) {
      const owner = nearest.owner.get(c.place);
      if (owner === undefined || owner === SHARED) continue;
      owned[owner]!.push({ ...c, steps: nearest.steps.get(c.place) ?? 0 });
    }
    const shares = owned.map((list) => list.reduce((sum, c) => sum + c.value, 0));
    const richest = shares.indexOf(Math.max(...shares));
    const home = graph.homes[richest]!;
    const mine = owned[richest]!;
    // Biggest first; of equal ones, the nearest to the home.
    const byNearness = [...mine].sort((a, b) => a.steps - b.steps);
    return [
      {
        places: [home, ...mine.map((c) => c.place)],
        values: { ...values, home: ctx.describe(home) },
        remove: biggestFirst(byNearness, total, limit),
      },
    ];
  },
};
