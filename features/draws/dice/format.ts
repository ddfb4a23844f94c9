import type { Condition, DiceExpr, DiceGroup } from './types.ts';

/** Dice notation written back in one standard form ("4d6kh3 + 2"). */

export function formatCondition(c: Condition): string {
  return `${c.compare}${c.value}`;
}

/** `!`, `!!`, `!p`, `!!p` or `xo` (Foundry's; no other notation explodes once). */
function explodeMark(g: DiceGroup): string {
  const style = g.explodeStyle ?? {};
  if (style.once) return 'xo';
  return `${style.compound ? '!!' : '!'}${style.penetrate ? 'p' : ''}`;
}

// The order of the older modifiers is the one logs were written with: keep it.
export function formatGroup(g: DiceGroup): string {
  let out = `${g.count}${g.die.notation}`;
  if (g.clamp?.min !== undefined) out += `min${g.clamp.min}`;
  if (g.clamp?.max !== undefined) out += `max${g.clamp.max}`;
  if (g.reroll) out += `${g.reroll.once ? 'ro' : 'r'}${formatCondition(g.reroll.when)}`;
  if (g.explode) out += `${explodeMark(g)}${formatCondition(g.explode)}`;
  if (g.keep) out += `${g.keep.which === 'highest' ? 'kh' : 'kl'}${g.keep.count}`;
  if (g.drop) out += `${g.drop.which === 'highest' ? 'dh' : 'dl'}${g.drop.count}`;
  if (g.successes) out += formatCondition(g.successes);
  if (g.failures) out += `f${formatCondition(g.failures)}`;
  if (g.critical?.success) out += `cs${formatCondition(g.critical.success)}`;
  if (g.critical?.failure) out += `cf${formatCondition(g.critical.failure)}`;
  if (g.sort) out += g.sort === 'ascending' ? 'sa' : 'sd';
  return out;
}

const PRECEDENCE = { '+': 1, '-': 1, '*': 2 } as const;

export function formatExpr(e: DiceExpr, show: (g: DiceGroup) => string = formatGroup): string {
  switch (e.kind) {
    case 'dice':
      return show(e);
    case 'number':
      return String(e.value);
    case 'negate': {
      const inner = formatExpr(e.operand, show);
      return e.operand.kind === 'binary' ? `-(${inner})` : `-${inner}`;
    }
    case 'call':
      return `${e.fn}(${e.args.map((a) => formatExpr(a, show)).join(', ')})`;
    case 'binary': {
      const wrap = (side: DiceExpr, right: boolean) => {
        const text = formatExpr(side, show);
        if (side.kind !== 'binary') return text;
        const lower = PRECEDENCE[side.op] < PRECEDENCE[e.op];
        const sameRight =
          right && PRECEDENCE[side.op] === PRECEDENCE[e.op] && e.op !== '+' && e.op !== '*';
        return lower || sameRight ? `(${text})` : text;
      };
      return `${wrap(e.left, false)} ${e.op} ${wrap(e.right, true)}`;
    }
  }
}
