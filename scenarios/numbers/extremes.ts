/**
 * The least and the greatest of many numbers. `Math.min(...values)` passes every value as an
 * argument, and past some 10^5 of them (the totals of an estimate from 100,000 rolls, the
 * cells of a big map, the rows of a long table) the call overflows the stack; these walk the
 * values instead. They answer as Math.min and Math.max do: Infinity (or -Infinity) for no
 * values, NaN when one is NaN, -0 below 0.
 */

export function minOf(values: Iterable<number>): number {
  let least = Number.POSITIVE_INFINITY;
  for (const value of values) {
    if (Number.isNaN(value)) return Number.NaN;
    if (value < least || (value === least && Object.is(value, -0))) least = value;
  }
  return least;
}

export function maxOf(values: Iterable<number>): number {
  let greatest = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (Number.isNaN(value)) return Number.NaN;
    if (value > greatest || (value === greatest && Object.is(greatest, -0))) greatest = value;
  }
  return greatest;
}
