import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { valuesAt, type AttributeValue } from './attribute-path.ts';
import type { CheckKind } from './check-kind.ts';
import { touchingGroups } from './groups.ts';
import type { PlaceView } from './place-view.ts';

type ApartByValue = Extract<MapCheck, { kind: 'apart-by-value' }>;

const valuesOf = (check: ApartByValue, view: PlaceView, place: string): AttributeValue[] => {
  const placed = view.tileAt(place);
  return placed ? valuesAt(placed.attributes, check.attribute, check.ignore) : [];
};

/** Places sharing a value (a wormhole type) are not next to each other; one finding per group and value. */
export const apartByValue: CheckKind<ApartByValue> = {
  kind: 'apart-by-value',
  run(check, ctx) {
    const byValue = new Map<AttributeValue, string[]>();
    for (const place of ctx.graph.places)
      for (const value of valuesOf(check, ctx.view, place))
        byValue.set(value, [...(byValue.get(value) ?? []), place]);
    return [...byValue]
      .flatMap(([value, members]) =>
        touchingGroups(ctx.view, members, check.relation, check.wormholes, ctx.order).map(
          (places) => ({ places, values: { value: String(value), count: places.length } }),
        ),
      )
      .sort((a, b) => ctx.order(a.places[0]!) - ctx.order(b.places[0]!));
  },
  breaksAt(check, view, place) {
    for (const value of valuesOf(check, view, place)) {
      const touching = view
        .near(place, check.relation, check.wormholes)
        .filter((other) => valuesOf(check, view, other).includes(value));
      if (touching.length > 0)
        return {
          places: [place, ...touching],
          values: { value: String(value), count: touching.length + 1 },
        };
    }
    return null;
  },
  about: (check, tile) => {
    const values = valuesAt(tile.attributes, check.attribute, check.ignore);
    return values.length === 0 ? null : JSON.stringify(values);
  },
};
