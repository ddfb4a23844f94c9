import type { MapDef } from '../../scenarios/format/map.ts';
import { mapHintsSchema, type MapHints } from './map-hints-format.ts';

/** The map's rule hints and, when its `hints` attribute is malformed, why none are used. */
export interface ReadHints {
  hints: MapHints;
  problem: string | null;
}

const NO_HINTS: MapHints = mapHintsSchema.parse({});
const read = new WeakMap<MapDef['attributes'], ReadHints>();

/** Reads the `hints` attribute once per version of the map's attributes. */
export function hintsOf(map: MapDef): ReadHints {
  let found = read.get(map.attributes);
  if (!found) {
    found = parseHints(map.attributes['hints']);
    read.set(map.attributes, found);
  }
  return found;
}

export function parseHints(value: unknown): ReadHints {
  if (value === undefined) return { hints: NO_HINTS, problem: null };
  const result = mapHintsSchema.safeParse(value);
  if (result.success) return { hints: result.data, problem: null };
  const issue = result.error.issues[0];
  const path = issue ? ['hints', ...issue.path].join('.') : 'hints';
  return { hints: NO_HINTS, problem: `${path}: ${issue?.message ?? 'not valid'}` };
}
