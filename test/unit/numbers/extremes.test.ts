import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxOf, minOf } from '../../../scenarios/numbers/extremes.ts';

describe('minOf and maxOf', () => {
  it('take a million values, past where spreading them into Math.min overflows the stack', () => {
    const values = Float64Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_003);
    expect(() => Math.min(...values)).toThrow(RangeError);
    expect(minOf(values)).toBe(0);
    expect(maxOf(values)).toBe(1_000_002);
    expect(
      minOf(
        new Map([
          [3, 'a'],
          [-2, 'b'],
        ]).keys(),
      ),
    ).toBe(-2);
  });

  it('property: answer as Math.min and Math.max do, for none, NaN and any numbers', () => {
    expect(minOf([])).toBe(Number.POSITIVE_INFINITY);
    expect(maxOf([])).toBe(Number.NEGATIVE_INFINITY);
    expect(minOf([1, Number.NaN, 0])).toBeNaN();
    expect(maxOf([1, Number.NaN, 0])).toBeNaN();
    expect(minOf([0, -0])).toBe(-0);
    expect(maxOf([-0, 0])).toBe(0);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0))),
        (values) => {
          expect(minOf(values)).toBe(Math.min(...values));
          expect(maxOf(values)).toBe(Math.max(...values));
        },
      ),
    );
  });
});
