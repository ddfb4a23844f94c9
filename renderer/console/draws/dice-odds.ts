import {
  distributionOf,
  exactDistribution,
  parseDice,
  type CustomDice,
  type DiceExpr,
  type Distribution,
} from '../../../console/draws/dice/index.ts';

/**
 * What the dice box can say about the odds of an expression, decided before any work is
 * done: exact odds are quick once the number of totals is small, but sampling exploding dice
 * takes seconds, so that is left to a worker.
 */

/** Charts with more bars than this are skipped: unreadable, and slow to work out. */
export const MAX_BARS = 2000;
/** Sampling cost grows with the dice rolled; beyond this many the estimate takes too long. */
export const MAX_SAMPLED_DICE = 40;

export type OddsPlan =
  | { kind: 'none' }
  | { kind: 'note'; note: string }
  | { kind: 'chart'; distribution: Distribution }
  /** Exploding dice: estimated by sampling, off the main thread when possible. */
  | { kind: 'estimate'; expression: string };

interface Reach {
  /** The lowest and highest totals, ignoring explosions (which only add to the top). */
  min: number;
  max: number;
  /** Dice in exploding groups. */
  exploding: number;
}

function product(a: Reach, b: Reach): Pick<Reach, 'min' | 'max'> {
  const corners = [a.min * b.min, a.min * b.max, a.max * b.min, a.max * b.max];
  return { min: Math.min(...corners), max: Math.max(...corners) };
}

/** Interval arithmetic over the tree: a cheap upper bound on how many totals there are. */
function reachOf(expr: DiceExpr): Reach {
  switch (expr.kind) {
    case 'number':
      return { min: expr.value, max: expr.value, exploding: 0 };
    case 'dice': {
      const exploding = expr.explode ? expr.count : 0;
      if (expr.successes) return { min: 0, max: expr.count, exploding };
      const kept = expr.keep
        ? Math.min(expr.keep.count, expr.count)
        : expr.count - Math.min(expr.drop?.count ?? 0, expr.count);
      const values = expr.die.faces.map((f) => f.value);
      return { min: kept * Math.min(...values), max: kept * Math.max(...values), exploding };
    }
    case 'negate': {
      const r = reachOf(expr.operand);
      return { min: -r.max, max: -r.min, exploding: r.exploding };
    }
    case 'binary': {
      const a = reachOf(expr.left);
      const b = reachOf(expr.right);
      const exploding = a.exploding + b.exploding;
      if (expr.op === '+') return { min: a.min + b.min, max: a.max + b.max, exploding };
      if (expr.op === '-') return { min: a.min - b.max, max: a.max - b.min, exploding };
      return { ...product(a, b), exploding };
    }
    case 'call': {
      const parts = expr.args.map(reachOf);
      const pick = expr.fn === 'min' ? Math.min : Math.max;
      return {
        min: pick(...parts.map((p) => p.min)),
        max: pick(...parts.map((p) => p.max)),
        exploding: parts.reduce((n, p) => n + p.exploding, 0),
      };
    }
  }
}

export function planOdds(text: string, custom: CustomDice): OddsPlan {
  if (text.trim() === '') return { kind: 'none' };
  const parsed = parseDice(text, custom);
  if (!parsed.ok) return { kind: 'none' };
  const reach = reachOf(parsed.expr);
  const totals = reach.max - reach.min + 1;
  if (totals > MAX_BARS)
    return {
      kind: 'note',
      note: `${parsed.text} has ${totals.toLocaleString('en')} possible totals: too many to chart.`,
    };
  if (reach.exploding > MAX_SAMPLED_DICE)
    return {
      kind: 'note',
      note: `${reach.exploding} exploding dice take too long to estimate; no chart.`,
    };
  if (reach.exploding > 0) return { kind: 'estimate', expression: text };
  const distribution = exactDistribution(parsed.expr);
  return distribution
    ? { kind: 'chart', distribution }
    : { kind: 'note', note: `${parsed.text} is too large to work out exactly; no chart.` };
}

/** The sampled odds of an expression `planOdds` asked to estimate (slow: seconds). */
export function estimateOdds(expression: string, custom: CustomDice): Distribution | null {
  const parsed = parseDice(expression, custom);
  return parsed.ok ? distributionOf(parsed.expr) : null;
}
