import { withGenerator, type RngState } from '../../../../random/rng.ts';
import { sampleTotal } from '../evaluate.ts';
import type { DiceExpr, Distribution } from '../types.ts';
import { UNLIMITED, type Budget } from './budget.ts';
import { maxOf, minOf } from '../../../../scenarios/numbers/extremes.ts';

/** Every estimate samples at least this many rolls, however short its time. */
export const MIN_SAMPLES = 1000;

/**
 * An estimate from up to `samples` rolls of the seeded generator (the same rolls, so the same
 * chart, every time), stopping early when the budget runs out. `standardError` is the largest
 * of any bar.
 */
export function monteCarloDistribution(
  expr: DiceExpr,
  samples: number,
  rng: RngState,
  budget: Budget = UNLIMITED,
): Distribution {
  const [totals] = withGenerator(rng, (g) => {
    const out = new Map<number, number>();
    let n = 0;
    for (; n < samples; n++) {
      if ((n & 255) === 0 && n >= MIN_SAMPLES && budget.left() <= 0) break;
      const t = sampleTotal(expr, g);
      out.set(t, (out.get(t) ?? 0) + 1);
    }
    return { out, n };
  });
  const { out, n } = totals;
  const min = minOf(out.keys());
  const max = maxOf(out.keys());
  const p = new Array<number>(max - min + 1).fill(0);
  for (const [t, count] of out) p[t - min] = count / n;
  const standardError = maxOf(p.map((q) => Math.sqrt((q * (1 - q)) / n)));
  return { min, p, exact: false, samples: n, standardError };
}
