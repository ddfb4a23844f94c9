import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { distancesFrom } from '../distances.ts';
import type { CheckKind } from './check-kind.ts';

type ReachCentre = Extract<MapCheck, { kind: 'reach-centre' }>;

/**
 * Every home has a way to the centre that enters no place the movement rules make impassable
 * (entry cost null) and crosses no blocking border. Maps without a centre have nothing to check.
 */
export const reachCentre: CheckKind<ReachCentre> = {
  kind: 'reach-centre',
  run(check, ctx) {
    const { graph } = ctx;
    const centre = graph.centre;
    if (centre === null) return [];
    return graph.homes
      .filter(
        (home) => !distancesFrom(graph, home, { wormholes: check.wormholes }).cost.has(centre),
      )
      .map((home) => ({
        places: [home],
        values: { home: ctx.describe(home), centre: ctx.describe(centre) },
      }));
  },
};
