import { meets } from './parse.ts';
import { throwOdds } from './odds/one-die.ts';
import { MAX_EXTRA_DICE } from './evaluate.ts';
import type { DiceExpr, DiceGroup } from './types.ts';
import { maxOf, minOf } from '../../../scenarios/numbers/extremes.ts';

/**
 * The totals an expression can roll, without their chances: what a table check needs (which
 * rows the dice reach, which totals no row covers). Sets of whole numbers, added and
 * multiplied as sets, which is far less work than odds. Exploding dice can roll without end:
 * their chains are followed while a chain that long has a chance of at least 1e-12 (and no
 * further than rolling itself goes), so "reachable" means "with a chance worth the name".
 */

/** A chain of explosions is followed while its chance is at least this. */
export const NEGLIGIBLE_CHANCE = 1e-12;
/** Sets wider than this are taken as every whole number from their least to their greatest. */
const MAX_WIDTH = 200_000;
/** Steps one sum of sets may take before it is taken as a run without gaps. */
const MAX_WORK = 2_000_000;

/** Present totals as a bitmap from `min`. */
interface Reach {
  min: number;
  has: Uint8Array;
}

function of(values: Iterable<number>): Reach {
  const list = [...values];
  const min = minOf(list);
  const has = new Uint8Array(maxOf(list) - min + 1);
  for (const v of list) has[v - min] = 1;
  return { min, has };
}

function members(r: Reach): number[] {
  const out: number[] = [];
  for (let i = 0; i < r.has.length; i++) if (r.has[i]) out.push(r.min + i);
  return out;
}

function hull(min: number, max: number): Reach {
  return { min, has: new Uint8Array(max - min + 1).fill(1) };
}

function full(r: Reach): boolean {
  return r.has.every((x) => x === 1);
}

function sum(a: Reach, b: Reach): Reach {
  const width = a.has.length + b.has.length - 1;
  const min = a.min + b.min;
  // Two runs without gaps add to one; past the work limit, take the run as the answer.
  if (width > MAX_WIDTH || (full(a) && full(b))) return hull(min, min + width - 1);
  const bs = members({ min: 0, has: b.has });
  if (members(a).length * bs.length > MAX_WORK) return hull(min, min + width - 1);
  const has = new Uint8Array(width);
  for (let i = 0; i < a.has.length; i++) if (a.has[i]) for (const j of bs) has[i + j] = 1;
  return { min, has };
}

function times(r: Reach, n: number): Reach {
  let result: Reach = of([0]);
  let square = r;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = sum(result, square);
    if (k > 1) square = sum(square, square);
  }
  return result;
}

function pairwise(a: Reach, b: Reach, f: (x: number, y: number) => number): Reach {
  const xs = members(a);
  const ys = members(b);
  if (xs.length * ys.length > MAX_WORK) {
    const corners = [
      f(xs[0]!, ys[0]!),
      f(xs[0]!, ys.at(-1)!),
      f(xs.at(-1)!, ys[0]!),
      f(xs.at(-1)!, ys.at(-1)!),
    ];
    return hull(Math.min(...corners), Math.max(...corners));
  }
  const out = new Set<number>();
  for (const x of xs) for (const y of ys) out.add(f(x, y));
  return of(out);
}

function scorer(g: DiceGroup): (v: number) => number {
  const { successes, failures } = g;
  if (!successes) return (v) => v;
  return (v) => (meets(v, successes) ? 1 : 0) - (failures && meets(v, failures) ? 1 : 0);
}

/** What one die can add: a throw, or a chain of them when it explodes. */
function oneDie(g: DiceGroup, score: (v: number) => number): Reach {
  const faces = throwOdds(g);
  const values = [...faces.keys()];
  const when = g.explode;
  if (!when) return of(values.map(score));
  const style = g.explodeStyle ?? {};
  const shift = style.penetrate ? 1 : 0;
  let pGo = 0;
  for (const [v, p] of faces) if (meets(v, when)) pGo += p;
  const go = values.filter((v) => meets(v, when));
  const stop = values.filter((v) => !meets(v, when));
  if (go.length === 0) return of(values.map(score));
  // Explosions in a row worth following (at most what rolling allows).
  const depth = style.once
    ? 1
    : Math.min(MAX_EXTRA_DICE, Math.ceil(Math.log(NEGLIGIBLE_CHANCE) / Math.log(pGo)));
  const count = style.compound ? (v: number) => v : score;
  const extraGo = of(go.map((v) => count(v - shift)));
  const extraStop = of((style.once ? values : stop).map((v) => count(v - shift)));
  // Chains of k = 1…depth extra throws: k − 1 that explode, then one that stops.
  let rest = extraStop;
  let chained = extraStop;
  for (let k = 2; k <= depth; k++) {
    chained = sum(chained, extraGo);
    rest = union(rest, chained);
  }
  const first = of(go.map(count));
  const chain = stop.length > 0 ? union(of(stop.map(count)), sum(first, rest)) : sum(first, rest);
  return style.compound ? of(members(chain).map(score)) : chain;
}

function union(a: Reach, b: Reach): Reach {
  const min = Math.min(a.min, b.min);
  const max = Math.max(a.min + a.has.length, b.min + b.has.length) - 1;
  const has = new Uint8Array(max - min + 1);
  a.has.forEach((x, i) => x && (has[a.min - min + i] = 1));
  b.has.forEach((x, i) => x && (has[b.min - min + i] = 1));
  return { min, has };
}

function groupReach(g: DiceGroup): Reach {
  const score = scorer(g);
  const kept = g.keep?.count ?? (g.drop ? g.count - g.drop.count : g.count);
  if (kept < g.count && g.explode && !g.explodeStyle?.compound) {
    // Kept dice are single throws of the pool, first throws or extra ones.
    const shift = g.explodeStyle?.penetrate ? 1 : 0;
    const values = [...throwOdds(g).keys()];
    return times(of([...values, ...values.map((v) => v - shift)].map(score)), kept);
  }
  // Any `kept` of the dice's values can be the kept ones (the others showing no better).
  return times(oneDie(g, score), kept);
}

function negated(r: Reach): Reach {
  return { min: -(r.min + r.has.length - 1), has: r.has.slice().reverse() };
}

function reach(e: DiceExpr): Reach {
  switch (e.kind) {
    case 'number':
      return of([e.value]);
    case 'dice':
      return groupReach(e);
    case 'negate':
      return negated(reach(e.operand));
    case 'call':
      return e.args
        .map(reach)
        .reduce((a, b) => pairwise(a, b, e.fn === 'min' ? Math.min : Math.max));
    case 'binary': {
      const l = reach(e.left);
      const r = reach(e.right);
      if (e.op === '+') return sum(l, r);
      if (e.op === '-') return sum(l, negated(r));
      return pairwise(l, r, (x, y) => x * y);
    }
  }
}

/** The totals `expr` can roll, least first. */
export function possibleTotals(expr: DiceExpr): number[] {
  return members(reach(expr));
}
