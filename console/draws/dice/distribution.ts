import { seedRng, withGenerator, type RngState } from '../../random/rng.ts';
import { sampleTotal } from './evaluate.ts';
import { meets } from './parse.ts';
import type { Condition, DiceExpr, DiceGroup, Distribution, DistributionSummary } from './types.ts';

/**
 * Exact probability distributions of dice expressions, by convolution and dynamic
 * programming (never by listing every roll: 10d6 has 60 million). Exploding dice have no
 * finite distribution; they are estimated by sampling, with the error stated.
 */

/** Distributions wider than this are not computed exactly. */
export const MAX_SUPPORT = 1_000_000;
export const MONTE_CARLO_SAMPLES = 100_000;

class TooLarge extends Error {}

/** Probabilities indexed from `min`. */
interface Dense {
  min: number;
  p: Float64Array;
}

function dense(min: number, max: number): Dense {
  if (max - min + 1 > MAX_SUPPORT) throw new TooLarge();
  return { min, p: new Float64Array(max - min + 1) };
}

function constant(value: number): Dense {
  const d = dense(value, value);
  d.p[0] = 1;
  return d;
}

function fromMap(map: Map<number, number>): Dense {
  const keys = [...map.keys()];
  const d = dense(Math.min(...keys), Math.max(...keys));
  for (const [value, prob] of map)
    (d.p as Float64Array)[value - d.min] = (d.p[value - d.min] ?? 0) + prob;
  return d;
}

/** Multiply-adds one exact answer may take (about 50 ms here); beyond it, sample instead. */
export const MAX_WORK = 50_000_000;

function convolve(a: Dense, b: Dense): Dense {
  if (a.p.length * b.p.length > MAX_WORK) throw new TooLarge();
  const out = dense(a.min + b.min, a.min + b.min + a.p.length + b.p.length - 2);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++)
      out.p[i + j] = (out.p[i + j] as number) + pa * (b.p[j] as number);
  }
  return out;
}

function negate(a: Dense): Dense {
  const out = dense(-(a.min + a.p.length - 1), -a.min);
  for (let i = 0; i < a.p.length; i++) out.p[a.p.length - 1 - i] = a.p[i] as number;
  return out;
}

function multiply(a: Dense, b: Dense): Dense {
  if (a.p.length * b.p.length > MAX_WORK) throw new TooLarge();
  const map = new Map<number, number>();
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) {
      const pb = b.p[j] as number;
      if (pb === 0) continue;
      const v = (a.min + i) * (b.min + j);
      map.set(v, (map.get(v) ?? 0) + pa * pb);
    }
  }
  return fromMap(map);
}

/** max or min of independent totals, through their cumulative distributions. */
function extreme(a: Dense, b: Dense, fn: 'min' | 'max'): Dense {
  const lo = Math.min(a.min, b.min);
  const hi = Math.max(a.min + a.p.length - 1, b.min + b.p.length - 1);
  const out = dense(lo, hi);
  let prev = 0;
  let ca = 0;
  let cb = 0;
  for (let t = lo; t <= hi; t++) {
    ca += t >= a.min && t - a.min < a.p.length ? (a.p[t - a.min] as number) : 0;
    cb += t >= b.min && t - b.min < b.p.length ? (b.p[t - b.min] as number) : 0;
    // P(max ≤ t) = Fa·Fb;  P(min ≤ t) = 1 − (1 − Fa)(1 − Fb)
    const f = fn === 'max' ? ca * cb : 1 - (1 - ca) * (1 - cb);
    out.p[t - lo] = f - prev;
    prev = f;
  }
  return out;
}

/** One die's values after rerolls, as value → probability. */
function singleDie(g: DiceGroup): Map<number, number> {
  const base = new Map<number, number>();
  const share = 1 / g.die.faces.length;
  for (const face of g.die.faces) base.set(face.value, (base.get(face.value) ?? 0) + share);
  if (!g.reroll) return base;
  const when = g.reroll.when;
  let hit = 0;
  for (const [v, p] of base) if (meets(v, when)) hit += p;
  const out = new Map<number, number>();
  for (const [v, p] of base) {
    const stays = meets(v, when) ? 0 : p;
    // Until: the face distribution given it does not meet the condition. Once: a second throw.
    out.set(v, g.reroll.once ? stays + hit * p : stays / (1 - hit));
  }
  return out;
}

function binomialCoefficients(n: number): number[][] {
  const c: number[][] = [[1]];
  for (let i = 1; i <= n; i++) {
    const row = [1];
    for (let k = 1; k < i; k++) row.push((c[i - 1]?.[k - 1] as number) + (c[i - 1]?.[k] as number));
    row.push(1);
    c.push(row);
  }
  return c;
}

/**
 * Keep the best `keep` of `n` dice: walk the distinct values from the best down, choosing how
 * many dice show each (a multinomial count); the first `keep` dice met are the ones kept.
 * `score` is what a kept die adds (its value, or 1 for a success).
 */
function keepBest(
  die: Map<number, number>,
  n: number,
  keep: number,
  highest: boolean,
  score: (value: number) => number,
): Dense {
  const values = [...die.keys()].sort((a, b) => (highest ? b - a : a - b));
  const scores = values.map(score);
  const lo = Math.min(0, ...scores.map((s) => s * keep));
  const hi = Math.max(0, ...scores.map((s) => s * keep));
  const width = hi - lo + 1;
  if (width * (n + 1) * values.length * (n + 1) > MAX_WORK) throw new TooLarge();
  const choose = binomialCoefficients(n);
  // state[j][s]: j dice placed so far, kept score s (offset by lo)
  let state: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(width));
  (state[0] as Float64Array)[-lo] = 1;
  values.forEach((value, vi) => {
    const p = die.get(value) as number;
    const s = scores[vi] as number;
    const powers = [1];
    for (let c = 1; c <= n; c++) powers.push((powers[c - 1] as number) * p);
    const next: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(width));
    for (let j = 0; j <= n; j++) {
      const row = state[j] as Float64Array;
      for (let k = 0; k < width; k++) {
        const q = row[k] as number;
        if (q === 0) continue;
        for (let c = 0; c + j <= n; c++) {
          const kept = Math.max(0, Math.min(c, keep - j));
          const weight = q * (choose[n - j]?.[c] as number) * (powers[c] as number);
          const target = next[j + c] as Float64Array;
          target[k + kept * s] = (target[k + kept * s] as number) + weight;
        }
      }
    }
    state = next;
  });
  return { min: lo, p: state[n] as Float64Array };
}

function groupDistribution(g: DiceGroup): Dense {
  if (g.explode) throw new TooLarge();
  const die = singleDie(g);
  const success = g.successes;
  const score = success
    ? (v: number) => (meets(v, success as Condition) ? 1 : 0)
    : (v: number) => v;
  const kept = g.keep?.count ?? (g.drop ? g.count - g.drop.count : g.count);
  if (kept < g.count) {
    const highest = g.keep ? g.keep.which === 'highest' : g.drop?.which === 'lowest';
    return trim(keepBest(die, g.count, kept, highest, score));
  }
  const values = [...die.keys()].map(score);
  if (g.count * (Math.max(...values) - Math.min(...values)) + 1 > MAX_SUPPORT) throw new TooLarge();
  const one = new Map<number, number>();
  for (const [v, p] of die) one.set(score(v), (one.get(score(v)) ?? 0) + p);
  const single = fromMap(one);
  // Sum of n like dice by repeated squaring of the convolution.
  let result = constant(0);
  let power = single;
  for (let n = g.count; n > 0; n >>= 1) {
    if (n & 1) result = convolve(result, power);
    if (n > 1) power = convolve(power, power);
  }
  return result;
}

function trim(d: Dense): Dense {
  let start = 0;
  let end = d.p.length - 1;
  while (start < end && d.p[start] === 0) start++;
  while (end > start && d.p[end] === 0) end--;
  return { min: d.min + start, p: d.p.slice(start, end + 1) };
}

function exact(e: DiceExpr): Dense {
  switch (e.kind) {
    case 'number':
      return constant(e.value);
    case 'dice':
      return groupDistribution(e);
    case 'negate':
      return negate(exact(e.operand));
    case 'call':
      return e.args.map(exact).reduce((a, b) => trim(extreme(a, b, e.fn)));
    case 'binary': {
      const l = exact(e.left);
      const r = exact(e.right);
      return trim(
        e.op === '+' ? convolve(l, r) : e.op === '-' ? convolve(l, negate(r)) : multiply(l, r),
      );
    }
  }
}

/** The exact distribution, or null for exploding dice and results too large to hold. */
export function exactDistribution(expr: DiceExpr): Distribution | null {
  try {
    const d = trim(exact(expr));
    return { min: d.min, p: Array.from(d.p), exact: true };
  } catch (error) {
    if (error instanceof TooLarge || error instanceof RangeError) return null;
    throw error;
  }
}

/** An estimate from `samples` rolls; `standardError` is the largest of any bar. */
export function monteCarloDistribution(
  expr: DiceExpr,
  samples: number,
  rng: RngState,
): Distribution {
  const [totals] = withGenerator(rng, (g) => {
    const out = new Map<number, number>();
    for (let i = 0; i < samples; i++) {
      const t = sampleTotal(expr, g);
      out.set(t, (out.get(t) ?? 0) + 1);
    }
    return out;
  });
  const min = Math.min(...totals.keys());
  const max = Math.max(...totals.keys());
  const p = new Array<number>(max - min + 1).fill(0);
  for (const [t, n] of totals) p[t - min] = n / samples;
  const standardError = Math.max(...p.map((q) => Math.sqrt((q * (1 - q)) / samples)));
  return { min, p, exact: false, samples, standardError };
}

/** Exact when possible; otherwise 100,000 rolls from a fixed seed (the same chart each time). */
export function distributionOf(expr: DiceExpr): Distribution {
  return (
    exactDistribution(expr) ??
    monteCarloDistribution(expr, MONTE_CARLO_SAMPLES, seedRng('lodestar-odds'))
  );
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
