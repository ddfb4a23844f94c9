import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { distancesFrom } from '../distances.ts';
import { sumAt } from './attribute-path.ts';
import { biggestFirst } from './biggest-first.ts';
import type { CheckKind } from './check-kind.ts';

type SumNearHome = Extract<MapCheck, { kind: 'sum-near-home' }>;

/**
 * At most `max` of a number (resources) on the places within `within` steps of each home.
 * Homes do not count, nor (unless `countShared`) places at least as close to another home:
 * those are not this home's. Paths do not go on through other homes. The fix takes away the
 * biggest contributors until the rest is within the limit.
 */
export const sumNearHome: CheckKind<SumNearHome> = {
  kind: 'sum-near-home',
  run(check, ctx) {
    const { graph } = ctx;
    const options = {
      relation: check.relation,
      wormholes: check.wormholes,
      maxCost: check.within,
      passThrough: (place: string) => !graph.isHome(place),
    };
    const reach = graph.homes.map((home) => distancesFrom(graph, home, options).cost);
    return graph.homes.flatMap((home, i) => {
      const contributors: { place: string; value: number }[] = [];
      for (const [place, steps] of reach[i]!) {
        if (steps === 0 || graph.isHome(place)) continue;
        const placed = graph.tileAt(place);
        const value = placed ? sumAt(placed.attributes, check.sum) : 0;
        if (value === 0) continue;
        const shared = reach.some((other, j) => j !== i && (other.get(place) ?? Infinity) <= steps);
        if (shared && !check.countShared) continue;
        contributors.push({ place, value });
      }
      contributors.sort((a, b) => ctx.order(a.place) - ctx.order(b.place));
      const total = contributors.reduce((sum, c) => sum + c.value, 0);
      if (total <= check.max) return [];
      return [
        {
          places: [home, ...contributors.map((c) => c.place)],
          values: { home: ctx.describe(home), total, max: check.max, within: check.within },
          remove: biggestFirst(contributors, total, check.max),
        },
      ];
    });
  },
};
