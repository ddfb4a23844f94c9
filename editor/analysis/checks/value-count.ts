import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import { valuesAt, type AttributeValue } from './attribute-path.ts';
import type { CheckKind } from './check-kind.ts';

type ValueCount = Extract<MapCheck, { kind: 'value-count' }>;

/** Each value is on the map not at all or at least `min` times (a wormhole needs its pair). */
export const valueCount: CheckKind<ValueCount> = {
  kind: 'value-count',
  run(check, ctx) {
    const byValue = new Map<AttributeValue, string[]>();
    for (const place of ctx.graph.places) {
      const placed = ctx.view.tileAt(place);
      if (!placed) continue;
      for (const value of valuesAt(placed.attributes, check.attribute, check.ignore))
        byValue.set(value, [...(byValue.get(value) ?? []), place]);
    }
    return [...byValue]
      .filter(([, places]) => places.length < check.min)
      .map(([value, places]) => ({
        places,
        values: { value: String(value), count: places.length, min: check.min },
      }));
  },
};
