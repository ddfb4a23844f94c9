import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rangeText, readRange, tableCoverage } from '../../../../features/draws/tables/index.ts';
import type { TableDef } from '../../../../features/draws/draws-format.ts';

const row = (min: number | null, max: number | null, weight = 1): TableDef['rows'][number] => ({
  min,
  max,
  weight,
  result: 'x',
  detail: '',
  fields: {},
});

describe('a table’s coverage', () => {
  it('charts 2d6 total by total: the gap, the overlap and each row’s chance', () => {
    const c = tableCoverage({
      mode: 'range',
      roll: '2d6',
      rows: [row(2, 4), row(4, 6), row(9, 12), row(13, null)],
    });
    if (!c.ok) throw new Error(c.error);
    expect(c.dice).toBe('2d6');
    expect(c.totals.map((t) => t.total)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(c.totals.find((t) => t.total === 4)?.rows).toEqual([0, 1]);
    expect(c.gaps).toEqual([{ min: 7, max: 8, before: 2, p: expect.closeTo(11 / 36, 12) }]);
    expect(c.overlapping).toEqual([1]);
    expect(c.unreachable).toEqual([3]);
    // A 4 goes to the first row that holds it.
    expect(c.chance[0]).toBeCloseTo(6 / 36, 12);
    expect(c.chance[1]).toBeCloseTo(9 / 36, 12);
    expect(c.chance[2]).toBeCloseTo(10 / 36, 12);
    expect(c.chance[3]).toBe(0);
  });

  it('places a gap past the last row at the end, and one below every row first', () => {
    const c = tableCoverage({ mode: 'range', roll: '1d10', rows: [row(3, 5), row(6, 8)] });
    if (!c.ok) throw new Error(c.error);
    expect(c.gaps.map((g) => [g.min, g.max, g.before])).toEqual([
      [1, 2, 0],
      [9, 10, 2],
    ]);
  });

  it('gives a weighted table its rows’ shares and no chart', () => {
    const c = tableCoverage({
      mode: 'weight',
      roll: '',
      rows: [row(null, null, 3), row(null, null, 1)],
    });
    expect(c).toMatchObject({ ok: true, totals: [], gaps: [], chance: [0.75, 0.25] });
  });

  it('says why when the dice do not read or roll too many totals', () => {
    expect(tableCoverage({ mode: 'range', roll: '2d', rows: [] })).toMatchObject({ ok: false });
    const big = tableCoverage({ mode: 'range', roll: '1d1000', rows: [] });
    expect(big).toMatchObject({ ok: false, error: expect.stringContaining('too many') });
  });

  it('every total is a gap or held, and the chances of rows and gaps add up to 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(4, 6, 8, 10),
        fc.array(
          fc.tuple(
            fc.option(fc.integer({ min: 0, max: 32 })),
            fc.option(fc.integer({ min: 0, max: 32 })),
          ),
          { maxLength: 8 },
        ),
        (n, sides, ranges) => {
          const rows = ranges.map(([a, b]) => row(a, b));
          const c = tableCoverage({ mode: 'range', roll: `${n}d${sides}`, rows });
          if (!c.ok) return false;
          const rowsP = c.chance.reduce<number>((s, p) => s + (p ?? 0), 0);
          const gapsP = c.gaps.reduce<number>((s, g) => s + (g.p ?? 0), 0);
          const gapTotals = c.gaps.reduce((s, g) => s + g.max - g.min + 1, 0);
          return (
            Math.abs(rowsP + gapsP - 1) < 1e-9 &&
            gapTotals === c.totals.filter((t) => t.rows.length === 0).length
          );
        },
      ),
    );
  });
});

describe('a range as written', () => {
  it('reads what rulebooks print and writes back what it read', () => {
    expect(readRange('3')).toEqual({ min: 3, max: 3 });
    expect(readRange('1–2')).toEqual({ min: 1, max: 2 });
    expect(readRange('11 +')).toEqual({ min: 11, max: null });
    expect(readRange('2 or less')).toEqual({ min: null, max: 2 });
    expect(readRange('96-00', true)).toEqual({ min: 96, max: 100 });
    expect(readRange('any')).toEqual({ min: null, max: null });
    expect(readRange('three')).toBeNull();
    for (const r of [row(1, 2), row(5, 5), row(11, null), row(null, 2), row(null, null)])
      expect(readRange(rangeText(r))).toEqual({ min: r.min, max: r.max });
  });
});
