import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CheckKind } from './check-kind.ts';
import type { PlaceView } from './place-view.ts';

type NotSurrounded = Extract<MapCheck, { kind: 'not-surrounded' }>;

/** What surrounds the place when every place next to it matches `by`; else null. */
function surrounding(check: NotSurrounded, view: PlaceView, place: string): string[] | null {
  if (!matchesTile(check.match, view.tileAt(place))) return null;
  const around = view.near(place, check.relation, check.wormholes);
  if (around.length === 0) return null;
  return around.every((other) => matchesTile(check.by, view.tileAt(other))) ? [...around] : null;
}

/**
 * No place matching `match` is closed in on every side by places matching `by` (a place at
 * the board's rim is closed in by fewer). Fills `{place}`.
 */
export const notSurrounded: CheckKind<NotSurrounded> = {
  kind: 'not-surrounded',
  run(check, ctx) {
    return ctx.graph.places.flatMap((place) => {
      const around = surrounding(check, ctx.view, place);
      if (!around) return [];
      around.sort((a, b) => ctx.order(a) - ctx.order(b));
      return [{ places: [place, ...around], values: { place: ctx.describe(place) } }];
    });
  },
  breaksAt(check, view, place) {
    // The tile put down may be closed in, or close the ring round a neighbour.
    for (const at of [place, ...view.near(place, check.relation, check.wormholes)]) {
      const around = surrounding(check, view, at);
      if (around) return { places: [at, ...around], values: { place: view.describe(at) } };
    }
    return null;
  },
  about: (check, tile) => {
    const inner = matchesTile(check.match, tile);
    const outer = matchesTile(check.by, tile);
    return inner || outer ? `${inner}|${outer}` : null;
  },
};
