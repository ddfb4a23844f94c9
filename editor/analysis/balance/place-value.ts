import type { Measure, ValueTerm } from '../../../scenarios/format/balance.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { hasValue, matchesTile, type PlacedTile } from '../place-tiles.ts';
import { numberOf, readPath, readRecords } from './attribute-path.ts';

/**
 * What a place is worth to a measure: the sum of its terms times their weights, read from the
 * attributes of the tile standing there (null: no tile, which only `constant` and an
 * `empty` match see).
 */

const NO_ATTRIBUTES: Readonly<Record<string, unknown>> = Object.freeze({});

export function termValue(term: ValueTerm, placed: PlacedTile | null): number {
  const attributes = placed?.attributes ?? NO_ATTRIBUTES;
  switch (term.kind) {
    case 'constant':
      return 1;
    case 'sum':
      return readPath(attributes, term.path).reduce<number>((sum, v) => sum + numberOf(v), 0);
    case 'count':
      return readPath(attributes, term.path).filter(hasValue).length;
    case 'greatest':
      return readRecords(attributes, term.list).reduce(
        (sum, item) => sum + Math.max(...term.fields.map((f) => numberOf(item[f]))),
        0,
      );
    case 'optimal':
      return readRecords(attributes, term.list).reduce((sum, item) => {
        const mine = numberOf(item[term.field]);
        const theirs = numberOf(item[term.other]);
        return sum + (mine > theirs ? mine : mine === theirs ? mine / 2 : 0);
      }, 0);
    case 'match':
      return matchesTile(term.match, placed) ? 1 : 0;
    case 'lookup':
      return readRecords(attributes, term.list).reduce((sum, item) => {
        if (term.when !== null && !hasValue(item[term.when])) return sum;
        const key = item[term.key];
        const listed =
          (typeof key === 'string' || typeof key === 'number') &&
          Object.hasOwn(term.table, String(key));
        return sum + (listed ? (term.table[String(key)] as number) : term.otherwise);
      }, 0);
  }
}

/**
 * What a tile standing with its own attributes is worth to a measure (its turn does not
 * count), by measure and tile: a generator asks it for the same few dozen tiles on every
 * one of thousands of galaxies. Both are read-only scenario data, so the answer holds.
 */
const worthOfTile = new WeakMap<Measure, WeakMap<Tile, number>>();

export function placeValue(measure: Measure, placed: PlacedTile | null): number {
  if (placed === null || placed.attributes !== placed.tile.attributes)
    return measureValue(measure, placed);
  let byTile = worthOfTile.get(measure);
  if (!byTile) worthOfTile.set(measure, (byTile = new WeakMap()));
  let value = byTile.get(placed.tile);
  if (value === undefined) byTile.set(placed.tile, (value = measureValue(measure, placed)));
  return value;
}

function measureValue(measure: Measure, placed: PlacedTile | null): number {
  let total = 0;
  for (const term of measure.terms) total += term.weight * termValue(term, placed);
  return total;
}
