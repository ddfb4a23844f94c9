import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distributionOf,
  evaluateFaces,
  exactDistribution,
  monteCarloDistribution,
  parseDice,
  rollExpr,
  summarize,
  tailProbabilities,
  type DiceExpr,
  type Distribution,
} from '../../../../features/draws/dice/index.ts';
import { evaluateWith } from '../../../../features/draws/dice/evaluate.ts';
import { seedRng } from '../../../../random/rng.ts';

function expr(text: string): DiceExpr {
  const parsed = parseDice(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.expr;
}

/**
 * Every possible roll, listed: each die throw branches over its faces. Rerolls and the like
 * ask for more dice, so the enumeration follows each branch as deep as it goes.
 */
function bruteForce(e: DiceExpr): Map<number, number> {
  const out = new Map<number, number>();
  const visit = (prefix: number[], prob: number) => {
    let index = 0;
    let needMore: number[] | null = null;
    try {
      const result = evaluateWith(e, (spec) => {
        if (index < prefix.length) return spec.faces[prefix[index++] as number]!;
        needMore = spec.faces.map((_, i) => i);
        throw new Error('branch');
      });
      out.set(result.total, (out.get(result.total) ?? 0) + prob);
    } catch (error) {
      if (!needMore) throw error;
      const faces = needMore as number[];
      for (const i of faces) visit([...prefix, i], prob / faces.length);
    }
  };
  visit([], 1);
  return out;
}

function asMap(d: Distribution): Map<number, number> {
  const out = new Map<number, number>();
  d.p.forEach((q, i) => q > 1e-15 && out.set(d.min + i, q));
  return out;
}

describe('exact distributions', () => {
  for (const text of [
    '2d6',
    '3d6',
    '4d6kh3',
    '4d6dl1',
    '2d20kl1',
    '4d6dh2',
    '3d6>=5',
    '4d6kh2>=4',
    '2d6ro<3',
    '1d6*1d6',
    'max(0,1d6-2)',
    'min(1d8, 1d6, 3)',
    'dF+dF',
    'd{1,1,2,3}+1',
    '2d6-1d4',
    '-(1d4+1)',
  ]) {
    it(`matches listing every roll for ${text}`, () => {
      const e = expr(text);
      const exact = exactDistribution(e);
      expect(exact?.exact).toBe(true);
      const brute = bruteForce(e);
      const got = asMap(exact!);
      expect([...got.keys()].sort((a, b) => a - b)).toEqual(
        [...brute.keys()].sort((a, b) => a - b),
      );
      for (const [value, p] of brute) expect(got.get(value)).toBeCloseTo(p, 12);
    });
  }

  it('rerolls until the condition fails: 2d6r<2 is two dice of 2–6', () => {
    const rerolled = exactDistribution(expr('2d6r<2'))!;
    const plain = exactDistribution(expr('2d{2,3,4,5,6}'))!;
    expect(rerolled.min).toBe(plain.min);
    rerolled.p.forEach((p, i) => expect(p).toBeCloseTo(plain.p[i]!, 12));
  });

  it('sums to one and has the textbook means', () => {
    const d = exactDistribution(expr('10d6'))!;
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(summarize(d).mean).toBeCloseTo(35, 9);
    expect(summarize(exactDistribution(expr('4d6kh3'))!).mean).toBeCloseTo(12.2446, 4);
    const two = summarize(exactDistribution(expr('2d6'))!);
    expect(two).toMatchObject({ min: 2, max: 12, percentiles: { p50: 7 } });
    expect(two.sd).toBeCloseTo(2.4152, 4);
  });

  it('gives tail probabilities', () => {
    const d = exactDistribution(expr('2d6'))!;
    expect(tailProbabilities(d, 10).atLeast).toBeCloseTo(6 / 36, 12);
    expect(tailProbabilities(d, 2).atMost).toBeCloseTo(1 / 36, 12);
  });

  it('works exploding dice out exactly by a series, saying how much it leaves out', () => {
    const d = exactDistribution(expr('3d6!'))!;
    expect(d.exact).toBe(true);
    expect(d.cutMass).toBeGreaterThan(0);
    expect(d.cutMass).toBeLessThan(1e-12);
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // The mean of one exploding d6 is 3.5 × 6/5 = 4.2, so three of them average 12.6.
    expect(summarize(d).mean).toBeCloseTo(12.6, 9);
  });

  it('estimates, with a stated error and reason, what has no exact method', () => {
    const e = expr('4d6!pkh3');
    expect(exactDistribution(e)).toBeNull();
    const d = distributionOf(e, { samples: 5000 });
    expect(d).toMatchObject({ exact: false, samples: 5000 });
    expect(d.standardError).toBeGreaterThan(0);
    expect(d.reason).toContain('no exact method');
    expect(distributionOf(e, { samples: 5000 })).toEqual(d); // a fixed seed: the same chart
  });

  it('refuses supports too large to hold', () => {
    expect(exactDistribution(expr('1000d10000'))).toBeNull();
  });
});

describe('rolling', () => {
  it('only ever rolls totals the distribution allows', () => {
    const texts = ['2d6+1', '4d6kh3', '3d6>=5', '2d6r<2', '1d6*1d6', 'max(0,1d6-2)', 'dF+dF'];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.string({ maxLength: 6 }), (text, seed) => {
        const e = expr(text);
        const [roll] = rollExpr(e, seedRng(seed));
        expect(asMap(exactDistribution(e)!).has(roll.total)).toBe(true);
      }),
    );
  });

  it('reproduces a roll from its own faces', () => {
    const texts = ['2d6+1', '4d6kh3', '3d6!', '2d6ro<3', '2d6r<2', '6d10>=8', '1d6x1d6'];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.string({ maxLength: 6 }), (text, seed) => {
        const e = expr(text);
        const [roll] = rollExpr(e, seedRng(seed));
        const faces = roll.groups.flatMap((g) => g.dice.map((d) => d.value));
        const entered = evaluateFaces(e, faces);
        expect(entered).toEqual({ ok: true, result: roll });
      }),
    );
  });

  it('is the same for the same generator state, and moves the state on', () => {
    const e = expr('5d6');
    const start = seedRng('same');
    const [a, after] = rollExpr(e, start);
    expect(rollExpr(e, start)[0]).toEqual(a);
    expect(after).not.toEqual(start);
  });

  it('keeps, drops, explodes, rerolls and counts successes as written', () => {
    const e = expr('4d6kh3');
    const r = evaluateFaces(e, [1, 6, 3, 5]);
    expect(r).toMatchObject({
      ok: true,
      result: { total: 14, text: '4d6kh3 [(1), 6, 3, 5] = 14' },
    });
    expect(evaluateFaces(expr('2d6!'), [6, 6, 2, 3])).toMatchObject({
      ok: true,
      result: { total: 17 },
    });
    expect(evaluateFaces(expr('1d6r<3'), [1, 2, 5])).toMatchObject({
      ok: true,
      result: { total: 5, text: '1d6r<3 [1→2→5] = 5' },
    });
    expect(evaluateFaces(expr('1d6ro<3'), [1, 2])).toMatchObject({
      ok: true,
      result: { total: 2 },
    });
    expect(evaluateFaces(expr('5d10>=8'), [8, 9, 1, 10, 7])).toMatchObject({
      ok: true,
      result: { total: 3 },
    });
  });

  it('passes a chi-square test for 60,000 rolls of 1d6 over fixed seeds', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const e = expr('1d6');
    for (let s = 0; s < 60; s++) {
      let rng = seedRng(`chi-${s}`);
      for (let i = 0; i < 1000; i++) {
        const [roll, next] = rollExpr(e, rng);
        rng = next;
        counts[roll.total - 1]!++;
      }
    }
    const chi = counts.reduce((sum, n) => sum + (n - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.515); // 5 degrees of freedom, p = 0.001
  });

  it('estimates with Monte Carlo within four standard errors of the exact answer', () => {
    const e = expr('3d6');
    const mc = monteCarloDistribution(e, 20_000, seedRng('mc'));
    const exact = exactDistribution(e)!;
    exact.p.forEach((p, i) => {
      const q = mc.p[exact.min + i - mc.min] ?? 0;
      expect(Math.abs(q - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / 20_000) + 1e-9);
    });
  });
});

describe('the time budget', () => {
  it('stops exact work on time and estimates instead, saying why', () => {
    const d = distributionOf(expr('1000d1000'), { budgetMs: 100, samples: 20_000 });
    expect(d.exact).toBe(false);
    expect(d.reason).toBe('working them out exactly takes longer than 100 ms');
    expect(d.samples).toBeGreaterThanOrEqual(1000);
  });

  it('checks a clock it is given, between steps', () => {
    let now = 0;
    // Every reading of the clock moves it on a second: the first check is already too late.
    const d = distributionOf(expr('200d6kh100'), {
      budgetMs: 500,
      samples: 2000,
      now: () => (now += 1000),
    });
    expect(d.exact).toBe(false);
    // The estimate, too, stops at its first look at the clock past the fewest rolls it takes.
    expect(d.samples).toBe(1024);
  });

  it('estimates a sum of twenty groups of big dice, hundreds of thousands of totals wide', () => {
    let now = 0;
    // The clock moves a second at every reading, so the exact work stops at once and the
    // estimate after the fewest rolls it takes: 1,024 rolls spread over some 700,000 totals.
    const d = distributionOf(expr(Array.from({ length: 20 }, () => '50d10000').join('+')), {
      budgetMs: 500,
      now: () => (now += 1000),
    });
    expect(d.exact).toBe(false);
    expect(d.samples).toBe(1024);
    expect(d.p.length).toBeGreaterThan(200_000);
    expect(d.min).toBeGreaterThanOrEqual(1000);
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(d.standardError).toBeGreaterThan(0);
    expect(summarize(d).max).toBeLessThanOrEqual(10_000_000);
  });

  it('says when rolling would stop adding dice before the odds would', () => {
    const d = distributionOf(expr('1000d6!'), { budgetMs: 100, samples: 2000 });
    expect(d.exact).toBe(false);
    expect(d.reason).toContain('after 100 rerolls and explosions');
  });
});
