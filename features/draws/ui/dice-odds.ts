import {
  distributionOf,
  parseDice,
  type CustomDice,
  type DiceExpr,
  type Distribution,
} from '../dice/index.ts';

/**
 * What the dice box can say about the odds of an expression. Charts with too many bars are
 * skipped before any work; the rest are worked out in place within a short budget (exploding
 * dice too: they are exact now), past which the odds are estimated from seeded rolls for as
 * long again, and the chart says so. No worker: the work stops itself on time.
 */

/** Charts with more bars than this are skipped: unreadable, and slow to work out. */
export const MAX_BARS = 2000;
/** How long the box may spend on exact odds, and then again on an estimate. */
export const DICE_BOX_BUDGET_MS = 150;

export type OddsPlan =
  { kind: 'none' } | { kind: 'note'; note: string } | { kind: 'chart'; distribution: Distribution };

interface Reach {
  /** The lowest and highest totals, ignoring explosions (which only add to the top). */
  min: number;
  max: number;
}

function product(a: Reach, b: Reach): Reach {
  const corners = [a.min * b.min, a.min * b.max, a.max * b.min, a.max * b.max];
  return { min: Math.min(...corners), max: Math.max(...corners) };
}

/** Interval arithmetic over the tree: a cheap upper bound on how many totals there are. */
function reachOf(expr: DiceExpr): Reach {
  switch (expr.kind) {
    case 'number':
      return { min: expr.value, max: expr.value };
    case 'dice': {
      if (expr.successes) return { min: expr.failures ? -expr.count : 0, max: expr.count };
      const kept = expr.keep
        ? Math.min(expr.keep.count, expr.count)
        : expr.count - Math.min(expr.drop?.count ?? 0, expr.count);
      const values = expr.die.faces.map((f) => f.value);
      return { min: kept * Math.min(...values), max: kept * Math.max(...values) };
    }
    case 'negate': {
      const r = reachOf(expr.operand);
      return { min: -r.max, max: -r.min };
    }
    case 'binary': {
      const a = reachOf(expr.left);
      const b = reachOf(expr.right);
      if (expr.op === '+') return { min: a.min + b.min, max: a.max + b.max };
      if (expr.op === '-') return { min: a.min - b.max, max: a.max - b.min };
      return product(a, b);
    }
    case 'call': {
      const parts = expr.args.map(reachOf);
      const pick = expr.fn === 'min' ? Math.min : Math.max;
      return { min: pick(...parts.map((p) => p.min)), max: pick(...parts.map((p) => p.max)) };
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
  const distribution = distributionOf(parsed.expr, { budgetMs: DICE_BOX_BUDGET_MS });
  if (distribution.p.length > MAX_BARS)
    return {
      kind: 'note',
      note: `${distribution.p.length.toLocaleString('en')} possible totals: too many to chart.`,
    };
  return { kind: 'chart', distribution };
}
