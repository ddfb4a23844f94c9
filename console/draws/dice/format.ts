import type { Condition, DiceExpr, DiceGroup } from './types.ts';

/** Dice notation written back in one standard form ("4d6kh3 + 2"). */

export function formatCondition(c: Condition): string {
  return `${c.compare}${c.value}`;
}

export function formatGroup(g: DiceGroup): string {
  let out = `${g.count}${g.die.notation}`;
  if (g.reroll) out += `${g.reroll.once ? 'ro' : 'r'}${formatCondition(g.reroll.when)}`;
  if (g.explode) out += `!${formatCondition(g.explode)}`;
  if (g.keep) out += `${g.keep.which === 'highest' ? 'kh' : 'kl'}${g.keep.count}`;
  if (g.drop) out += `${g.drop.which === 'highest' ? 'dh' : 'dl'}${g.drop.count}`;
  if (g.successes) out += formatCondition(g.successes);
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
