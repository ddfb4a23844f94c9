import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import type { CheckKind } from './check-kind.ts';
import { placesReaching } from './reaches.ts';

type ReachCentre = Extract<MapCheck, { kind: 'reach-centre' }>;

/**
 * Every home has a way to the centre that enters no place the movement rules make impassable
 * (entry cost null) and crosses no blocking border. Maps without a centre have nothing to
 * check. Fills `{home}`, `{centre}`.
 */
export const reachCentre: CheckKind<ReachCentre> = {
  kind: 'reach-centre',
  run(check, ctx) {
    const { graph } = ctx;
    const centre = graph.centre;
    if (centre === null || graph.homes.length === 0) return [];
    const reaching = placesReaching(graph, centre, { wormholes: check.wormholes });
    return graph.homes
      .filter((home) => !reaching.has(home))
      .map((home) => ({
        places: [home],
        values: { home: ctx.describe(home), centre: ctx.describe(centre) },
      }));
  },
};
