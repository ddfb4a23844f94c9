import type { DieFace } from '../../../scenarios/format/draws.ts';
import { withGenerator, type Generator, type RngState } from '../../random/rng.ts';
import { formatExpr, formatGroup } from './format.ts';
import { meets } from './parse.ts';
import type { DiceExpr, DiceGroup, DieSpec, RollResult, RolledDie, RolledGroup } from './types.ts';

/** Most extra dice one group may add by exploding or rerolling (a guard, not a rule). */
export const MAX_EXTRA_DICE = 100;

/** Where faces come from: the session's generator, or dice typed in from the table. */
export type FaceSource = (die: DieSpec) => DieFace;

function rollGroup(g: DiceGroup, next: FaceSource): RolledGroup {
  const dice: RolledDie[] = [];
  let extra = 0;
  const throwOne = (exploded: boolean) => {
    let face = next(g.die);
    if (g.reroll) {
      let rerolls = 0;
      while (
        meets(face.value, g.reroll.when) &&
        extra < MAX_EXTRA_DICE &&
        (!g.reroll.once || rerolls < 1)
      ) {
        dice.push({ ...die(face), kept: false, rerolled: true, ...(exploded ? { exploded } : {}) });
        face = next(g.die);
        rerolls++;
        extra++;
      }
    }
    dice.push({ ...die(face), kept: true, ...(exploded ? { exploded } : {}) });
    return face;
  };
  for (let i = 0; i < g.count; i++) {
    let face = throwOne(false);
    while (g.explode && meets(face.value, g.explode) && extra < MAX_EXTRA_DICE) {
      extra++;
      face = throwOne(true);
    }
  }
  const live = dice.filter((d) => !d.rerolled);
  const n = g.keep?.count ?? (g.drop ? live.length - g.drop.count : live.length);
  const fromTop = g.keep ? g.keep.which === 'highest' : g.drop ? g.drop.which === 'lowest' : true;
  if (n < live.length) {
    const order = [...live].sort((a, b) => (fromTop ? b.value - a.value : a.value - b.value));
    for (const d of order.slice(n)) d.kept = false;
  }
  let value = 0;
  for (const d of dice) {
    if (!d.kept) continue;
    if (g.successes) {
      d.success = meets(d.value, g.successes);
      if (d.success) value++;
    } else value += d.value;
  }
  return { notation: formatGroup(g), dice, value };
}

function die(face: DieFace): Omit<RolledDie, 'kept'> {
  return face.label ? { value: face.value, label: face.label } : { value: face.value };
}

function evaluate(e: DiceExpr, next: FaceSource, groups: RolledGroup[]): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'dice': {
      const rolled = rollGroup(e, next);
      groups.push(rolled);
      return rolled.value;
    }
    case 'negate':
      return -evaluate(e.operand, next, groups);
    case 'call': {
      const values = e.args.map((a) => evaluate(a, next, groups));
      return e.fn === 'min' ? Math.min(...values) : Math.max(...values);
    }
    case 'binary': {
      const l = evaluate(e.left, next, groups);
      const r = evaluate(e.right, next, groups);
      return e.op === '+' ? l + r : e.op === '-' ? l - r : l * r;
    }
  }
}

function showDie(d: RolledDie): string {
  let text = d.label ? `${d.label} (${d.value})` : String(d.value);
  if (d.exploded) text += '!';
  if (d.success) text += '✓';
  return d.kept ? text : `(${text})`;
}

function showGroup(g: RolledGroup): string {
  const parts: string[] = [];
  for (let i = 0; i < g.dice.length; i++) {
    const d = g.dice[i] as RolledDie;
    if (d.rerolled) {
      let chain = String(d.value);
      while (g.dice[i]?.rerolled && g.dice[i + 1]) chain += `→${(g.dice[++i] as RolledDie).value}`;
      const final = g.dice[i] as RolledDie;
      parts.push(final.kept ? chain : `(${chain})`);
    } else parts.push(showDie(d));
  }
  return `${g.notation} [${parts.join(', ')}]`;
}

/** Evaluates with faces from `next`; the working text shows every die. */
export function evaluateWith(expr: DiceExpr, next: FaceSource): RollResult {
  const groups: RolledGroup[] = [];
  const total = evaluate(expr, next, groups);
  let i = 0;
  const text = `${formatExpr(expr, () => showGroup(groups[i++] as RolledGroup))} = ${total}`;
  return { total, groups, text };
}

export function generatorSource(g: Generator): FaceSource {
  return (spec) => spec.faces[g.int(spec.faces.length)] as DieFace;
}

/** Rolls with the session's generator; returns the result and the generator after it. */
export function rollExpr(expr: DiceExpr, rng: RngState): [RollResult, RngState] {
  return withGenerator(rng, (g) => evaluateWith(expr, generatorSource(g)));
}

/** The total alone, for sampling many rolls quickly. */
export function sampleTotal(expr: DiceExpr, g: Generator): number {
  return evaluate(expr, generatorSource(g), []);
}

/** How many faces to type in for physical dice, or null when explosions or rerolls make it vary. */
export function diceNeeded(expr: DiceExpr): number | null {
  switch (expr.kind) {
    case 'number':
      return 0;
    case 'dice':
      return expr.explode || expr.reroll ? null : expr.count;
    case 'negate':
      return diceNeeded(expr.operand);
    case 'call':
    case 'binary': {
      const parts = expr.kind === 'call' ? expr.args : [expr.left, expr.right];
      let sum = 0;
      for (const part of parts) {
        const n = diceNeeded(part);
        if (n === null) return null;
        sum += n;
      }
      return sum;
    }
  }
}

class EnteredFacesError extends Error {}

/**
 * Evaluates dice rolled at the table: `faces` are read in the order the expression's dice
 * appear (extra dice for explosions and rerolls as they are needed).
 */
export function evaluateFaces(
  expr: DiceExpr,
  faces: readonly number[],
): { ok: true; result: RollResult } | { ok: false; error: string } {
  let i = 0;
  const next: FaceSource = (spec) => {
    const value = faces[i];
    if (value === undefined) throw new EnteredFacesError(`more dice are needed: ${i} given so far`);
    const face = spec.faces.find((f) => f.value === value);
    if (!face)
      throw new EnteredFacesError(
        `die ${i + 1} shows ${value}, which a ${spec.notation} cannot roll (${[...new Set(spec.faces.map((f) => f.value))].join(', ')})`,
      );
    i++;
    return face;
  };
  try {
    const result = evaluateWith(expr, next);
    if (i < faces.length)
      return { ok: false, error: `${faces.length} dice given but only ${i} are rolled` };
    return { ok: true, result };
  } catch (error) {
    if (error instanceof EnteredFacesError) return { ok: false, error: error.message };
    throw error;
  }
}
