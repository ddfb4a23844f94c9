import type { DieFace } from '../draws-format.ts';
import { withGenerator, type Generator, type RngState } from '../../../random/rng.ts';
import { formatExpr, formatGroup } from './format.ts';
import { clampValue, meets } from './parse.ts';
import type { DiceExpr, DiceGroup, DieSpec, RollResult, RolledDie, RolledGroup } from './types.ts';

/** Most extra dice one group may add by exploding or rerolling (a guard, not a rule). */
export const MAX_EXTRA_DICE = 100;

/** Where faces come from: the session's generator, or dice typed in from the table. */
export type FaceSource = (die: DieSpec) => DieFace;

/** One group being rolled: where faces come from, the dice so far, extra dice used. */
interface Rolling {
  g: DiceGroup;
  next: FaceSource;
  dice: RolledDie[];
  extra: number;
}

/** A face as the group reads it: raised by `min`, lowered by `max`. */
function draw(r: Rolling): RolledDie {
  const face = r.next(r.g.die);
  const value = r.g.clamp ? clampValue(face.value, r.g.clamp) : face.value;
  if (value !== face.value)
    return { value, kept: true, clamped: value > face.value ? 'raised' : 'lowered' };
  // Written out, not spread: same keys in the same order as logs have always had, and fast.
  return face.label ? { value, label: face.label, kept: true } : { value, kept: true };
}

/** One throw, rerolled as the group says (the faces it replaced stay in the list). */
function throwOne(r: Rolling, exploded: boolean): RolledDie {
  let face = draw(r);
  const reroll = r.g.reroll;
  if (reroll) {
    let rerolls = 0;
    while (
      meets(face.value, reroll.when) &&
      r.extra < MAX_EXTRA_DICE &&
      (!reroll.once || rerolls < 1)
    ) {
      r.dice.push({ ...face, kept: false, rerolled: true, ...(exploded ? { exploded } : {}) });
      face = draw(r);
      rerolls++;
      r.extra++;
    }
  }
  if (exploded) face.exploded = true;
  return face;
}

/** One die and the chain its explosions add (kept apart, or added into it with `!!`). */
function rollDie(r: Rolling): void {
  const { g, dice } = r;
  const style = g.explodeStyle;
  let face = throwOne(r, false);
  if (!g.explode) {
    dice.push(face);
    return;
  }
  const chain = [face];
  if (!style?.compound) dice.push(face);
  while (
    meets(face.value, g.explode) &&
    r.extra < MAX_EXTRA_DICE &&
    !(style?.once && chain.length > 1)
  ) {
    r.extra++;
    face = throwOne(r, true);
    chain.push(face);
    if (!style?.compound) dice.push(face);
  }
  // The check was on the face as rolled; a penetrating extra die then counts one less.
  if (style?.penetrate)
    for (const d of chain.slice(1)) Object.assign(d, { value: d.value - 1, penetrated: true });
  if (style?.compound) {
    const parts = chain.map((d) => d.value);
    const total = parts.reduce((a, b) => a + b, 0);
    dice.push(chain.length > 1 ? { value: total, kept: true, parts } : (chain[0] as RolledDie));
  }
}

/** The standard form of each group, written once rather than on every roll. */
const notations = new WeakMap<DiceGroup, string>();

function rollGroup(g: DiceGroup, next: FaceSource): RolledGroup {
  const r: Rolling = { g, next, dice: [], extra: 0 };
  for (let i = 0; i < g.count; i++) rollDie(r);
  const dice = r.dice;
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
      if (g.failures && meets(d.value, g.failures)) {
        d.failure = true;
        value--;
      }
    } else value += d.value;
  }
  if (g.critical) markCritical(live, g.critical);
  let notation = notations.get(g);
  if (notation === undefined) notations.set(g, (notation = formatGroup(g)));
  return { notation, dice: g.sort ? sorted(dice, g.sort) : dice, value };
}

function markCritical(dice: RolledDie[], critical: NonNullable<DiceGroup['critical']>): void {
  for (const d of dice) {
    if (critical.success && meets(d.value, critical.success)) d.critical = 'success';
    else if (critical.failure && meets(d.value, critical.failure)) d.critical = 'failure';
  }
}

/** Dice in order of value, each keeping the rerolled faces it replaced just before it. */
function sorted(dice: RolledDie[], order: 'ascending' | 'descending'): RolledDie[] {
  const units: RolledDie[][] = [];
  let unit: RolledDie[] = [];
  for (const d of dice) {
    unit.push(d);
    if (!d.rerolled) {
      units.push(unit);
      unit = [];
    }
  }
  const last = (u: RolledDie[]) => (u[u.length - 1] as RolledDie).value;
  units.sort((a, b) => (order === 'ascending' ? last(a) - last(b) : last(b) - last(a)));
  return units.flat();
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
  if (d.kept && Object.keys(d).length === 2) return String(d.value); // the usual plain die
  let text = d.label ? `${d.label} (${d.value})` : String(d.value);
  if (d.parts) text = `${d.parts.join('+')}=${d.value}`;
  if (d.clamped) text += d.clamped === 'raised' ? '↑' : '↓';
  if (d.exploded) text += d.penetrated ? '!p' : '!';
  if (d.success) text += '✓';
  if (d.failure) text += '✗';
  // rpg-dice-roller's marks for critical successes and failures.
  if (d.critical) text += d.critical === 'success' ? '**' : '__';
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
