import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CheckKind } from './check-kind.ts';
import { touchingGroups } from './groups.ts';

type Apart = Extract<MapCheck, { kind: 'apart' }>;

/**
 * No two places whose tiles match are next to each other. Each group of matching places
 * that touch is one finding (three anomalies in a row are one). Fills `{count}`.
 */
export const apart: CheckKind<Apart> = {
  kind: 'apart',
  run(check, ctx) {
    const { view } = ctx;
    const members = ctx.graph.places.filter((p) => matchesTile(check.match, view.tileAt(p)));
    return touchingGroups(view, members, check.relation, check.wormholes, ctx.order).map(
      (places) => ({ places, values: { count: places.length } }),
    );
  },
  breaksAt(check, view, place) {
    if (!matchesTile(check.match, view.tileAt(place))) return null;
    const touching = view
      .near(place, check.relation, check.wormholes)
      .filter((other) => matchesTile(check.match, view.tileAt(other)));
    if (touching.length === 0) return null;
    return { places: [place, ...touching], values: { count: touching.length + 1 } };
  },
  about: (check, tile) => (matchesTile(check.match, tile) ? '' : null),
};
