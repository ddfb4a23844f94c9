import { describe, expect, it } from 'vitest';
import {
  evaluateFaces,
  exactDistribution,
  monteCarloDistribution,
  parseDice,
  summarize,
} from '../../../../features/draws/dice/index.ts';
import type { Distribution } from '../../../../features/draws/dice/types.ts';
import { seedRng } from '../../../../random/rng.ts';
import { enumerate } from './enumerate.ts';

/**
 * The notation people already type, from the documentation of Roll20, Foundry VTT and
 * rpg-dice-roller: what each form means here, worked examples on given dice (the documents'
 * own where they give one), and its exact odds checked against brute force (every way the
 * dice can fall, by the roller itself) for small cases and against seeded rolls for large.
 */

const custom = {
  engineer: {
    name: 'Engineer',
    faces: [1, 1, 2, 3, 3, 4].map((value) => ({ value, label: '' })),
  },
};

interface Row {
  /** As people type it. */
  expr: string;
  /** Whose documentation it follows. */
  from: string;
  meaning: string;
  /** How Lodestar writes it back. */
  normal: string;
  /** Dice shown (in the order rolled) → total. */
  examples?: [number[], number][];
  mean?: number;
  /** Check every bar against brute force, cutting paths below this chance. */
  brute?: number;
  /** Check every bar against this many seeded rolls. */
  rolls?: number;
}

const table: Row[] = [
  // Keep and drop
  {
    expr: '4d6dl1',
    from: 'all three',
    meaning: 'drop the lowest',
    normal: '4d6dl1',
    examples: [[[6, 5, 3, 1], 14]],
    mean: 12.2446,
    brute: 0,
  },
  {
    expr: '4d6d1',
    from: 'Roll20, rpg-dice-roller',
    meaning: '"d" alone drops the lowest',
    normal: '4d6dl1',
    examples: [[[1, 6, 2, 2], 10]],
    brute: 0,
  },
  {
    expr: '2d20kh1',
    from: 'all three',
    meaning: 'advantage: keep the higher',
    normal: '2d20kh1',
    examples: [[[4, 17], 17]],
    mean: 13.825,
    brute: 0,
  },
  {
    expr: '2d20kl',
    from: 'all three',
    meaning: 'disadvantage (count defaults to 1)',
    normal: '2d20kl1',
    examples: [[[4, 17], 4]],
    mean: 7.175,
    brute: 0,
  },
  {
    expr: '6d8dh3',
    from: 'rpg-dice-roller',
    meaning: 'drop the highest 3',
    normal: '6d8dh3',
    examples: [[[3, 6, 7, 2, 5, 4], 9]],
    rolls: 20_000,
  },
  {
    expr: '8d100d3',
    from: 'Roll20',
    meaning: 'drop the lowest 3',
    normal: '8d100dl3',
    rolls: 10_000,
  },
  {
    expr: '200d6kh100',
    from: 'order statistics',
    meaning: 'keep the best half of 200',
    normal: '200d6kh100',
    rolls: 5_000,
  },
  {
    expr: '100d10kh50',
    from: 'order statistics',
    meaning: 'keep the best half of 100',
    normal: '100d10kh50',
    rolls: 5_000,
  },
  // Fudge, percentile, custom faces
  {
    expr: '4dF',
    from: 'all three',
    meaning: 'four −1/0/+1 dice',
    normal: '4dF',
    examples: [[[-1, 0, 1, 1], 1]],
    mean: 0,
    brute: 0,
  },
  {
    expr: 'd%',
    from: 'all three',
    meaning: 'a hundred-sided die',
    normal: '1d%',
    examples: [[[100], 100]],
    mean: 50.5,
    brute: 0,
  },
  {
    expr: '3d[engineer]>=3',
    from: 'target numbers on custom dice',
    meaning: 'faces 3 and 4 succeed',
    normal: '3d[engineer]>=3',
    examples: [[[1, 3, 4], 2]],
    mean: 1.5,
    brute: 0,
  },
  {
    expr: '2d{1,1,2,3}!',
    from: 'custom faces explode on their highest',
    meaning: 'explode on 3',
    normal: '2d{1,1,2,3}!>=3',
    examples: [[[3, 3, 1, 2], 9]],
    brute: 1e-13,
  },
  // Rerolls
  {
    expr: '1d20r1',
    from: 'Roll20, Foundry',
    meaning: 'a bare number after r is "= that face": reroll 1s until none',
    normal: '1d20r=1',
    examples: [[[1, 1, 7], 7]],
    mean: 11,
    brute: 0,
  },
  {
    expr: '3d6r<2',
    from: 'rpg-dice-roller, Roll20',
    meaning: 'reroll below 2, again and again',
    normal: '3d6r<2',
    examples: [[[1, 5, 4, 3], 12]],
    mean: 12,
    brute: 1e-9,
  },
  {
    expr: '3d6rr1',
    from: 'Foundry',
    meaning: '"rr" rerolls again and again, as "r" does here',
    normal: '3d6r=1',
    mean: 12,
    brute: 1e-9,
  },
  {
    expr: '3d6ro1',
    from: 'Roll20, rpg-dice-roller',
    meaning: 'reroll a 1 once, keep the second throw',
    normal: '3d6ro=1',
    examples: [[[1, 1, 4, 5], 10]],
    mean: 11.75,
    brute: 0,
  },
  {
    expr: '100d6r1',
    from: 'Roll20',
    meaning: 'many rerolled dice',
    normal: '100d6r=1',
    mean: 400,
    rolls: 5_000,
  },
  // Explosions
  {
    expr: '2d6!',
    from: 'rpg-dice-roller',
    meaning: 'each 6 rolls another die',
    normal: '2d6!>=6',
    examples: [[[4, 6, 6, 2], 18]],
    mean: 8.4,
    brute: 1e-13,
  },
  {
    expr: '3d6x',
    from: 'Foundry',
    meaning: '"x" explodes like "!"',
    normal: '3d6!>=6',
    examples: [[[6, 1, 2, 3], 12]],
    mean: 12.6,
    brute: 1e-9,
  },
  {
    expr: '2d6x>=5',
    from: 'Foundry',
    meaning: 'explode on 5 or 6',
    normal: '2d6!>=5',
    examples: [[[5, 6, 1, 2], 14]],
    mean: 10.5,
    brute: 1e-8,
  },
  {
    expr: '3d6xo',
    from: 'Foundry',
    meaning: 'each die explodes at most once',
    normal: '3d6xo>=6',
    examples: [[[6, 6, 2, 3], 17]],
    mean: 12.25,
    brute: 0,
  },
  {
    expr: '2d6!p',
    from: 'rpg-dice-roller, Roll20',
    meaning: 'penetrating: each extra die counts 1 less',
    normal: '2d6!p>=6',
    examples: [[[6, 6, 6, 4, 1], 20]],
    mean: 8,
    brute: 1e-13,
  },
  {
    expr: '2d6!!',
    from: 'rpg-dice-roller, Roll20',
    meaning: 'compounding: the extra dice add into the one that exploded',
    normal: '2d6!!>=6',
    examples: [[[4, 6, 6, 2], 18]],
    mean: 8.4,
    brute: 1e-13,
  },
  {
    expr: '2d6!!p',
    from: 'rpg-dice-roller',
    meaning: 'compounding and penetrating',
    normal: '2d6!!p>=6',
    examples: [[[6, 6, 1, 3], 14]],
    mean: 8,
    brute: 1e-13,
  },
  {
    expr: '2d6!!>=5',
    from: 'rpg-dice-roller',
    meaning: 'compound on 5 or 6',
    normal: '2d6!!>=5',
    mean: 10.5,
    brute: 1e-8,
  },
  {
    expr: '4d6!kh3',
    from: 'rpg-dice-roller',
    meaning: 'keep the best 3 of every die thrown, extra ones too',
    normal: '4d6!>=6kh3',
    examples: [[[6, 2, 1, 5, 3], 14]],
    brute: 1e-8,
  },
  {
    expr: '5d6!!kh2',
    from: 'compound dice keep as one value each',
    normal: '5d6!!>=6kh2',
    meaning: 'keep the best 2 compounded dice',
    brute: 1e-6,
  },
  {
    expr: '10d6!',
    from: 'all three',
    meaning: 'many exploding dice',
    normal: '10d6!>=6',
    mean: 42,
    rolls: 20_000,
  },
  {
    expr: '20d6!kh10',
    from: 'all three',
    meaning: 'keep some of many exploding dice',
    normal: '20d6!>=6kh10',
    rolls: 10_000,
  },
  {
    expr: '10d10!>=8',
    from: 'all three',
    meaning: 'explode on 8 or more',
    normal: '10d10!>=8',
    rolls: 10_000,
  },
  {
    expr: '30d6!!',
    from: 'rpg-dice-roller',
    meaning: 'many compounding dice',
    normal: '30d6!!>=6',
    mean: 126,
    rolls: 10_000,
  },
  // Counting successes and failures
  {
    expr: '5d10>=7',
    from: 'all three',
    meaning: 'count the dice showing 7 or more',
    normal: '5d10>=7',
    examples: [[[7, 1, 10, 6, 9], 3]],
    mean: 2,
    brute: 0,
  },
  {
    expr: '6d10<=4',
    from: 'rpg-dice-roller',
    meaning: 'count 4 or less',
    normal: '6d10<=4',
    examples: [[[7, 2, 10, 3, 3, 4], 4]],
    mean: 2.4,
    rolls: 10_000,
  },
  {
    expr: '4d6>4f<3',
    from: 'rpg-dice-roller',
    meaning: 'successes (over 4) less failures (under 3)',
    normal: '4d6>4f<3',
    examples: [[[2, 5, 4, 5], 1]],
    mean: 0,
    brute: 0,
  },
  {
    expr: '4d10>=8f<=2',
    from: 'Roll20',
    meaning: 'successes minus failures',
    normal: '4d10>=8f<=2',
    examples: [[[9, 1, 2, 10], 0]],
    mean: 0.4,
    brute: 0,
  },
  {
    expr: '3d6>=3f1',
    from: 'Roll20 (its ">3" is this ">=3")',
    meaning: 'a bare failure face',
    normal: '3d6>=3f=1',
    examples: [[[1, 3, 6], 1]],
    brute: 0,
  },
  {
    expr: '50d10>=8f<=2',
    from: 'Roll20',
    meaning: 'a large pool',
    normal: '50d10>=8f<=2',
    mean: 5,
    rolls: 10_000,
  },
  {
    expr: '2d6=6',
    from: 'rpg-dice-roller',
    meaning: 'only a 6 succeeds',
    normal: '2d6=6',
    examples: [[[4, 6], 1]],
    brute: 0,
  },
  {
    expr: '1d6<>3',
    from: 'rpg-dice-roller',
    meaning: '"not 3" succeeds',
    normal: '1d6<>3',
    examples: [[[3], 0]],
    mean: 5 / 6,
    brute: 0,
  },
  // Marks that change no total
  {
    expr: '5d10cs>=7',
    from: 'rpg-dice-roller, Roll20',
    meaning: 'mark 7+ as critical; the total is the sum',
    normal: '5d10cs>=7',
    examples: [[[3, 10, 8, 5, 6], 32]],
    mean: 27.5,
    rolls: 10_000,
  },
  {
    expr: '5d20cf<=6',
    from: 'rpg-dice-roller',
    meaning: 'mark 6 or less as a critical failure',
    normal: '5d20cf<=6',
    examples: [[[3, 20, 18, 15, 6], 62]],
    mean: 52.5,
    rolls: 10_000,
  },
  {
    expr: '4d6sd',
    from: 'all three',
    meaning: 'sorted high to low for reading',
    normal: '4d6sd',
    examples: [[[4, 3, 5, 1], 13]],
    mean: 14,
    brute: 0,
  },
  {
    expr: '4d6s',
    from: 'all three',
    meaning: 'sorted low to high',
    normal: '4d6sa',
    mean: 14,
    brute: 0,
  },
  // Faces raised and lowered
  {
    expr: '1d6min3',
    from: 'Foundry, rpg-dice-roller',
    meaning: 'faces below 3 count as 3',
    normal: '1d6min3',
    examples: [[[1], 3]],
    mean: 4,
    brute: 0,
  },
  {
    expr: '1d6max4',
    from: 'Foundry, rpg-dice-roller',
    meaning: 'faces above 4 count as 4',
    normal: '1d6max4',
    examples: [[[6], 4]],
    mean: 3,
    brute: 0,
  },
  {
    expr: '4d6min3',
    from: 'rpg-dice-roller',
    meaning: 'its example',
    normal: '4d6min3',
    examples: [[[1, 4, 3, 2], 13]],
    brute: 0,
  },
  {
    expr: '4d6max3',
    from: 'rpg-dice-roller',
    meaning: 'its example',
    normal: '4d6max3',
    examples: [[[5, 4, 3, 2], 11]],
    brute: 0,
  },
  // Arithmetic
  {
    expr: '(2d6+3)*2',
    from: 'all three',
    meaning: 'arithmetic on totals',
    normal: '(2d6 + 3) * 2',
    examples: [[[4, 5], 24]],
    mean: 20,
    brute: 0,
  },
  {
    expr: '2d6x3',
    from: 'Lodestar',
    meaning: '"x" then a number stays a product (as it always was)',
    normal: '2d6 * 3',
    examples: [[[1, 2], 9]],
    mean: 21,
    brute: 0,
  },
];

function parsed(text: string) {
  const p = parseDice(text, custom);
  if (!p.ok) throw new Error(`${text}: ${p.error}`);
  return p.expr;
}

function chance(d: Distribution, total: number): number {
  return d.p[total - d.min] ?? 0;
}

describe('the conformance table', () => {
  it.each(table.map((row) => [row.expr, row] as const))(
    '%s reads as its documents say',
    (_, row) => {
      expect(parseDice(row.expr, custom)).toMatchObject({ ok: true, text: row.normal });
      for (const [faces, total] of row.examples ?? []) {
        const result = evaluateFaces(parsed(row.expr), faces);
        expect(result, `${row.expr} on ${faces.join(', ')}`).toMatchObject({
          ok: true,
          result: { total },
        });
      }
    },
  );

  it.each(table.map((row) => [row.expr, row] as const))('%s has exact odds', (_, row) => {
    const d = exactDistribution(parsed(row.expr));
    expect(d, row.expr).not.toBeNull();
    const mass = d!.p.reduce((a, b) => a + b, 0);
    expect(Math.abs(1 - mass)).toBeLessThan(1e-12 + (d!.cutMass ?? 0) + 1e-13);
    expect(d!.cutMass ?? 0).toBeLessThan(1e-12);
    if (row.mean !== undefined) expect(summarize(d!).mean).toBeCloseTo(row.mean, 3);
  });

  const brute = table.filter((row) => row.brute !== undefined);
  it.each(brute.map((row) => [row.expr, row] as const))(
    '%s: exact odds match every way the dice can fall',
    (_, row) => {
      const e = parsed(row.expr);
      const d = exactDistribution(e)!;
      const all = enumerate(e, row.brute!);
      const tolerance = 1e-12 + all.cut + (d.cutMass ?? 0);
      for (const [total, p] of all.odds)
        expect(Math.abs(chance(d, total) - p)).toBeLessThan(tolerance);
      d.p.forEach((p, i) => {
        if (!all.odds.has(d.min + i)) expect(p).toBeLessThan(tolerance);
      });
    },
  );

  const sampled = table.filter((row) => row.rolls !== undefined);
  it('samples at most 200,000 rolls in all (a fast suite)', () => {
    expect(sampled.reduce((n, row) => n + row.rolls!, 0)).toBeLessThanOrEqual(200_000);
  });
  it.each(sampled.map((row) => [row.expr, row] as const))(
    '%s: exact odds agree with seeded rolls within five standard errors',
    (_, row) => {
      const e = parsed(row.expr);
      const n = row.rolls!;
      const d = exactDistribution(e)!;
      const mc = monteCarloDistribution(e, n, seedRng(`conformance ${row.expr}`));
      for (
        let t = Math.min(d.min, mc.min);
        t < Math.max(d.min + d.p.length, mc.min + mc.p.length);
        t++
      ) {
        const p = chance(d, t);
        expect(Math.abs(chance(mc, t) - p), `${row.expr}: P(${t})`).toBeLessThan(
          5 * Math.sqrt((p * (1 - p)) / n) + 1.5 / n,
        );
      }
      const exact = summarize(d);
      expect(Math.abs(summarize(mc).mean - exact.mean)).toBeLessThan((5 * exact.sd) / Math.sqrt(n));
    },
  );
});

describe('how the log shows each form', () => {
  it.each([
    ['1d20r1', [1, 4], '1d20r=1 [1→4] = 4'],
    ['2d6!', [6, 6, 2, 3], '2d6!>=6 [6, 6!, 2!, 3] = 17'],
    ['2d6!p', [6, 6, 1, 3], '2d6!p>=6 [6, 5!p, 0!p, 3] = 14'],
    ['2d6!!', [4, 6, 6, 2], '2d6!!>=6 [4, 6+6+2=14] = 18'],
    ['3d6xo', [6, 6, 2, 3], '3d6xo>=6 [6, 6!, 2, 3] = 17'],
    ['1d6min3', [1], '1d6min3 [3↑] = 3'],
    ['1d6max4', [6], '1d6max4 [4↓] = 4'],
    ['4d10>=8f<=2', [9, 1, 2, 10], '4d10>=8f<=2 [9✓, 1✗, 2✗, 10✓] = 0'],
    ['5d20cs>=16cf1', [3, 20, 18, 1, 6], '5d20cs>=16cf=1 [3, 20**, 18**, 1__, 6] = 48'],
    ['4d6sd', [4, 3, 5, 1], '4d6sd [5, 4, 3, 1] = 13'],
  ] as const)('%s on %j', (text, faces, shown) => {
    expect(evaluateFaces(parsed(text), [...faces])).toMatchObject({
      ok: true,
      result: { text: shown },
    });
  });
});
