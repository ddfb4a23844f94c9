import { seedRng } from '../../../random/rng.ts';
import type { DiceExpr, Distribution, DistributionSummary } from './types.ts';
import { OutOfTime, UNLIMITED, budgetOf, type Budget, type Clock } from './odds/budget.ts';
import {
  NotExact,
  constant,
  convolve,
  extreme,
  multiply,
  negate,
  trim,
  type Dense,
} from './odds/dense.ts';
import { groupOdds } from './odds/group.ts';
import { monteCarloDistribution } from './odds/monte-carlo.ts';

export { monteCarloDistribution } from './odds/monte-carlo.ts';
export { MAX_SUPPORT } from './odds/dense.ts';

/**
 * Exact probability distributions of dice expressions, by convolution and dynamic
 * programming (never by listing every roll: 10d6 has 60 million); exploding dice by a series
 * cut once what it leaves out is below 1e-13. Every computation has a time budget; past it
 * (or with no exact method, or too many totals to hold) the odds are estimated from seeded
 * rolls, and the answer says so and why.
 */

export const MONTE_CARLO_SAMPLES = 100_000;
/** The default time an exact answer may take before the odds are estimated instead. */
export const DEFAULT_BUDGET_MS = 2000;

interface Exact {
  odds: Dense;
  cut: number;
}

function exact(e: DiceExpr, budget: Budget): Exact {
  switch (e.kind) {
    case 'number':
      return { odds: constant(e.value), cut: 0 };
    case 'dice':
      return groupOdds(e, budget);
    case 'negate': {
      const inner = exact(e.operand, budget);
      return { odds: negate(inner.odds), cut: inner.cut };
    }
    case 'call': {
      const parts = e.args.map((a) => exact(a, budget));
      return parts.reduce((a, b) => ({
        odds: trim(extreme(a.odds, b.odds, e.fn)),
        cut: a.cut + b.cut,
      }));
    }
    case 'binary': {
      const l = exact(e.left, budget);
      const r = exact(e.right, budget);
      const odds =
        e.op === '+'
          ? convolve(l.odds, r.odds, budget)
          : e.op === '-'
            ? convolve(l.odds, negate(r.odds), budget)
            : multiply(l.odds, r.odds, budget);
      return { odds: trim(odds), cut: l.cut + r.cut };
    }
  }
}

function asDistribution(result: Exact): Distribution {
  const d = trim(result.odds);
  return {
    min: d.min,
    p: Array.from(d.p),
    exact: true,
    ...(result.cut > 0 ? { cutMass: result.cut } : {}),
  };
}

/**
 * The exact distribution, or null when there is none to be had (no exact method, too many
 * totals to hold, or not within `budget`).
 */
export function exactDistribution(expr: DiceExpr, budget: Budget = UNLIMITED): Distribution | null {
  try {
    return asDistribution(exact(expr, budget));
  } catch (error) {
    if (error instanceof NotExact || error instanceof OutOfTime || error instanceof RangeError)
      return null;
    throw error;
  }
}

export interface OddsOptions {
  /** How long the exact answer may take (default 2 s); the estimate gets as long again. */
  budgetMs?: number;
  /** Most rolls an estimate samples (default 100,000). */
  samples?: number;
  now?: Clock;
}

/**
 * Exact when possible within the budget; otherwise an estimate from rolls of a fixed seed
 * (the same chart each time), with the reason.
 */
export function distributionOf(expr: DiceExpr, options: OddsOptions = {}): Distribution {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  let reason: string;
  try {
    return asDistribution(exact(expr, budgetOf(budgetMs, options.now)));
  } catch (error) {
    if (error instanceof OutOfTime)
      reason = `working them out exactly takes longer than ${formatMs(budgetMs)}`;
    else if (error instanceof NotExact) reason = error.message;
    else if (error instanceof RangeError) reason = 'they are too large to hold';
    else throw error;
  }
  const estimate = monteCarloDistribution(
    expr,
    options.samples ?? MONTE_CARLO_SAMPLES,
    seedRng('lodestar-odds'),
    budgetOf(budgetMs, options.now),
  );
  return { ...estimate, reason };
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`;
}

export function summarize(d: Distribution): DistributionSummary {
  let mean = 0;
  d.p.forEach((q, i) => (mean += q * (d.min + i)));
  let variance = 0;
  d.p.forEach((q, i) => (variance += q * (d.min + i - mean) ** 2));
  const percentile = (level: number) => {
    let cumulative = 0;
    for (let i = 0; i < d.p.length; i++) {
      cumulative += d.p[i] as number;
      if (cumulative >= level - 1e-9) return d.min + i;
    }
    return d.min + d.p.length - 1;
  };
  let first = 0;
  while (first < d.p.length - 1 && d.p[first] === 0) first++;
  let last = d.p.length - 1;
  while (last > 0 && d.p[last] === 0) last--;
  return {
    min: d.min + first,
    max: d.min + last,
    mean,
    sd: Math.sqrt(variance),
    percentiles: {
      p5: percentile(0.05),
      p25: percentile(0.25),
      p50: percentile(0.5),
      p75: percentile(0.75),
      p95: percentile(0.95),
    },
  };
}

/** P(total ≥ t) and P(total ≤ t). */
export function tailProbabilities(d: Distribution, t: number): { atLeast: number; atMost: number } {
  let atLeast = 0;
  let atMost = 0;
  d.p.forEach((q, i) => {
    if (d.min + i >= t) atLeast += q;
    if (d.min + i <= t) atMost += q;
  });
  return { atLeast, atMost };
}
