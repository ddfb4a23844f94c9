import type { Budget } from './budget.ts';
import { maxOf, minOf } from '../../../../scenarios/numbers/extremes.ts';

/**
 * Probabilities over consecutive whole numbers, and the arithmetic of independent totals on
 * them: sums by convolution, products, negation, and max/min through cumulative sums.
 */

/** Distributions wider than this are not held (memory); the odds are estimated instead. */
export const MAX_SUPPORT = 1_000_000;

/** Too wide to hold, or no exact method: the caller estimates instead. */
export class NotExact extends Error {}

/** Probabilities indexed from `min`. */
export interface Dense {
  min: number;
  p: Float64Array;
}

export function dense(min: number, max: number): Dense {
  if (max - min + 1 > MAX_SUPPORT)
    throw new NotExact(
      `${(max - min + 1).toLocaleString('en')} possible totals are too many to hold`,
    );
  return { min, p: new Float64Array(max - min + 1) };
}

export function constant(value: number): Dense {
  const d = dense(value, value);
  d.p[0] = 1;
  return d;
}

export function fromMap(map: ReadonlyMap<number, number>): Dense {
  const d = dense(minOf(map.keys()), maxOf(map.keys()));
  for (const [value, prob] of map) d.p[value - d.min] = (d.p[value - d.min] as number) + prob;
  return d;
}

export function mass(d: Dense): number {
  let sum = 0;
  for (const q of d.p) sum += q;
  return sum;
}

export function convolve(a: Dense, b: Dense, budget: Budget): Dense {
  // The shorter one in the inner loop: fewer budget checks, same work.
  if (a.p.length < b.p.length) [a, b] = [b, a];
  const out = dense(a.min + b.min, a.min + b.min + a.p.length + b.p.length - 2);
  const bp = b.p;
  const op = out.p;
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    if ((i & 63) === 0) budget.check();
    for (let j = 0; j < bp.length; j++) op[i + j] = (op[i + j] as number) + pa * (bp[j] as number);
  }
  return out;
}

/** The sum of `n` independent copies, by repeated squaring. */
export function power(d: Dense, n: number, budget: Budget): Dense {
  if (n === 0) return constant(0);
  // Too wide: say so before the work.
  if ((d.p.length - 1) * n + 1 > MAX_SUPPORT) dense(0, (d.p.length - 1) * n);
  let result: Dense | null = null;
  let square = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = result ? convolve(result, square, budget) : square;
    if (k > 1) square = convolve(square, square, budget);
  }
  return result as Dense;
}

export function negate(a: Dense): Dense {
  const out = dense(-(a.min + a.p.length - 1), -a.min);
  for (let i = 0; i < a.p.length; i++) out.p[a.p.length - 1 - i] = a.p[i] as number;
  return out;
}

export function multiply(a: Dense, b: Dense, budget: Budget): Dense {
  const map = new Map<number, number>();
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    if ((i & 63) === 0) budget.check();
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
export function extreme(a: Dense, b: Dense, fn: 'min' | 'max'): Dense {
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

export function trim(d: Dense): Dense {
  let start = 0;
  let end = d.p.length - 1;
  while (start < end && d.p[start] === 0) start++;
  while (end > start && d.p[end] === 0) end--;
  return start === 0 && end === d.p.length - 1
    ? d
    : { min: d.min + start, p: d.p.slice(start, end + 1) };
}

/** `a + weight·b`, in place on a copy wide enough for both. */
export function addScaled(a: Dense, b: Dense, weight: number): Dense {
  const lo = Math.min(a.min, b.min);
  const hi = Math.max(a.min + a.p.length, b.min + b.p.length) - 1;
  const out = dense(lo, hi);
  out.p.set(a.p, a.min - lo);
  for (let i = 0; i < b.p.length; i++) {
    const k = b.min - lo + i;
    out.p[k] = (out.p[k] as number) + weight * (b.p[i] as number);
  }
  return out;
}

/** Each value moved through `f` (scores of faces), merging values that land together. */
export function mapValues(d: Dense, f: (value: number) => number): Dense {
  const map = new Map<number, number>();
  for (let i = 0; i < d.p.length; i++) {
    const q = d.p[i] as number;
    if (q === 0) continue;
    const v = f(d.min + i);
    map.set(v, (map.get(v) ?? 0) + q);
  }
  return fromMap(map);
}
