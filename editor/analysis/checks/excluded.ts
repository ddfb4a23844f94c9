import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CheckKind } from './check-kind.ts';
import type { PlaceView } from './place-view.ts';

type Excluded = Extract<MapCheck, { kind: 'excluded' }>;

const onPlace = (check: Excluded, view: PlaceView, place: string) =>
  matchesTile(check.match, view.tileAt(place))
    ? { places: [place], values: { place: view.describe(place) } }
    : null;

/** Tiles taken out of the game stay off the map: each place holding one is a finding. Fills `{place}`. */
export const excluded: CheckKind<Excluded> = {
  kind: 'excluded',
  run(check, ctx) {
    return ctx.graph.places.flatMap((place) => {
      const found = onPlace(check, ctx.view, place);
      return found ? [{ ...found, remove: [place] }] : [];
    });
  },
  breaksAt: onPlace,
};
