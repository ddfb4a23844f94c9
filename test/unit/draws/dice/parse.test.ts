import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diceNeeded,
  evaluateFaces,
  exactDistribution,
  parseDice,
} from '../../../../features/draws/dice/index.ts';
import { budgetOf } from '../../../../features/draws/dice/odds/budget.ts';

const custom = {
  engineer: {
    name: 'Engineer',
    faces: [1, 2, 3, 4, 5, 6].map((value) => ({
      value,
      label: value === 4 ? '+2 vs any type' : '',
    })),
  },
};

describe('dice notation', () => {
  it.each([
    ['2d6+1', '2d6 + 1'],
    ['3D6', '3d6'],
    ['d%', '1d%'],
    ['dF', '1dF'],
    ['d{1,1,2,3}', '1d{1,1,2,3}'],
    ['4d6kh3', '4d6kh3'],
    ['4d6k3', '4d6kh3'],
    ['2d20kl', '2d20kl1'],
    ['4d6dl1', '4d6dl1'],
    ['3d6!', '3d6!>=6'],
    ['3d6!>=5', '3d6!>=5'],
    ['2d6r<2', '2d6r<2'],
    ['2d6r', '2d6r=1'],
    ['2d6ro<3', '2d6ro<3'],
    ['6d10>=8', '6d10>=8'],
    ['6d10 >= 8', '6d10>=8'],
    ['1D6 x 1D6', '1d6 * 1d6'],
    ['2d6 + 1d8 - 1', '2d6 + 1d8 - 1'],
    ['max(0, 1d6-2)', 'max(0, 1d6 - 2)'],
    ['(1d6+1)*2', '(1d6 + 1) * 2'],
    ['2d6 − 1', '2d6 - 1'],
    ['d[engineer]', '1d[engineer]'],
    ['-1d4', '-1d4'],
    ['1d6 - (1d4 - 1)', '1d6 - (1d4 - 1)'],
    ['1d20r1', '1d20r=1'],
    ['3d6ro1', '3d6ro=1'],
    ['3d6rr<3', '3d6r<3'],
    ['4d6!p', '4d6!p>=6'],
    ['2d6!!', '2d6!!>=6'],
    ['2d6!!p>4', '2d6!!p>4'],
    ['2d6!5', '2d6!=5'],
    ['3d6x', '3d6!>=6'],
    ['3d6X>=5', '3d6!>=5'],
    ['3d6xo', '3d6xo>=6'],
    ['3d6x + 1', '3d6!>=6 + 1'],
    ['2d6 x 3', '2d6 * 3'],
    ['2d6x(1d4)', '2d6 * 1d4'],
    ['5d10cs>=7', '5d10cs>=7'],
    ['1d20cs20cf1', '1d20cs=20cf=1'],
    ['10d10>=8f<=2', '10d10>=8f<=2'],
    ['1d6min3', '1d6min3'],
    ['1d6max4', '1d6max4'],
    ['4d6d1', '4d6dl1'],
    ['4d6sd', '4d6sd'],
    ['4d6s', '4d6sa'],
    ['2d6<>3', '2d6<>3'],
    ['3d[engineer]>=4', '3d[engineer]>=4'],
  ])('reads %s as %s', (text, normal) => {
    const parsed = parseDice(text, custom);
    expect(parsed).toMatchObject({ ok: true, text: normal });
  });

  it.each([
    ['', 'expected dice such as 2d6+1 at column 1'],
    ['2d', 'expected a number of sides after "d" at column 3'],
    ['2d6+', 'expected a number or dice at column 5'],
    ['3d6kh4', '3d6 keeps more dice than it rolls at column 4'],
    ['4d6kh2dl1', 'keep or drop dice, not both at column 7'],
    ['1d6!>=1', 'these dice would explode on every face at column 4'],
    ['1d6r<7', 'these dice would be rerolled on every face at column 4'],
    ['d[pilot]', 'unknown die "pilot" (this scenario has: engineer) at column 2'],
    ['2d1', 'a die needs at least 2 sides at column 3'],
    ['1001d6', 'at most 1000 dice in a group at column 1'],
    ['2d6 hello', 'unexpected "h" at column 5'],
    ['(2d6', 'expected ")" at column 5'],
    ['max(1d6)', 'max needs at least two values at column 1'],
    ['0d6', 'roll at least one die at column 1'],
    ['10d10f<=2', 'count successes before failures, e.g. 10d10>=8f<=2 at column 6'],
    ['10d10>=8f', 'expected the faces that fail, e.g. f<=2 or f1 at column 10'],
    ['1d6!!>=1', 'these dice would explode on every face at column 4'],
    ['1d6!p<7', 'these dice would explode on every face at column 4'],
    ['1d6min6!', 'these dice would explode on every face at column 8'],
    ['1d6min5max3', 'min5 is above max3: no face is left at column 8'],
    ['1d6min', 'expected a number after min at column 7'],
  ])('explains what is wrong with %j', (text, error) => {
    expect(parseDice(text, custom)).toEqual({ ok: false, error, at: expect.any(Number) });
  });

  it('reads back its own normal form to the same meaning', () => {
    const atom = fc.oneof(
      fc.integer({ min: 0, max: 20 }).map(String),
      fc
        .tuple(
          fc.integer({ min: 1, max: 8 }),
          fc.constantFrom('6', '8', '20', '%', 'F', '{1,2,2}'),
          fc.constantFrom(
            '',
            'kh1',
            'kl1',
            'dl1',
            '!',
            'r<2',
            'ro=1',
            '>=4',
            'r1',
            '!p',
            '!!',
            'xo',
            'min2',
            'max5',
            '>=4f1',
            'cs>=5',
            'sd',
          ),
        )
        .map(([n, d, m]) => `${n}d${d}${d === 'F' && /!|xo/.test(m) ? '' : m}`),
    );
    const exprArb = fc.letrec((tie) => ({
      e: fc.oneof(
        { depthSize: 'small' },
        atom,
        fc
          .tuple(tie('e'), fc.constantFrom('+', '-', '*'), tie('e'))
          .map(([a, op, b]) => `(${a as string}) ${op} ${b as string}`),
        fc.tuple(tie('e'), tie('e')).map(([a, b]) => `max(${a as string}, ${b as string})`),
      ),
    })).e as fc.Arbitrary<string>;
    fc.assert(
      fc.property(exprArb, (text) => {
        const first = parseDice(text);
        if (!first.ok) return; // e.g. "1d{1,2,2}r<2": rerolls on most faces are fine, all is not
        const again = parseDice(first.text);
        expect(again).toMatchObject({ ok: true, text: first.text });
        // Sums and products may regroup ("a + (b + c)" reads back as "a + b + c"): same odds.
        if (!again.ok) return;
        // A few random expressions (products of exploding pools) take seconds to work out
        // exactly: those are compared by their text alone, so no seed runs past the time limit.
        const b = exactDistribution(first.expr, budgetOf(100));
        if (!b) return;
        const a = exactDistribution(again.expr);
        expect(a?.min).toBe(b?.min);
        a?.p.forEach((p, i) => expect(p).toBeCloseTo(b?.p[i] ?? NaN, 12));
      }),
    );
  });

  it('says how many dice to type in, and refuses faces a die cannot show', () => {
    const ok = (t: string) => {
      const p = parseDice(t, custom);
      if (!p.ok) throw new Error(p.error);
      return p.expr;
    };
    expect(diceNeeded(ok('2d6 + 1d8 - 1'))).toBe(3);
    expect(diceNeeded(ok('3d6!'))).toBeNull();
    expect(evaluateFaces(ok('2d6'), [3, 7])).toEqual({
      ok: false,
      error: 'die 2 shows 7, which a d6 cannot roll (1, 2, 3, 4, 5, 6)',
    });
    expect(evaluateFaces(ok('2d6'), [3])).toEqual({
      ok: false,
      error: 'more dice are needed: 1 given so far',
    });
    expect(evaluateFaces(ok('2d6'), [3, 4, 5])).toEqual({
      ok: false,
      error: '3 dice given but only 2 are rolled',
    });
    expect(evaluateFaces(ok('d[engineer]'), [4])).toMatchObject({
      ok: true,
      result: { text: '1d[engineer] [+2 vs any type (4)] = 4' },
    });
  });
});
