import { diceNeeded, parseDice, type CustomDice, type DiceExpr } from '../dice/index.ts';
import type { DrawResult as LoggedResult } from '../types.ts';

/**
 * Dice rolled at the table and typed in: one field per die, in the order the expression
 * reads, each knowing which faces it can show. And the way back from a logged roll to the
 * notation that made it, for "Roll again".
 */

export interface DieSlot {
  /** As written: "d6", "d[engineer]". */
  notation: string;
  /** The faces it can show, once each, low to high, with their symbols when they have them. */
  faces: { value: number; label: string }[];
}

/** Beyond this many dice one field per die is clumsier than typing a list. */
export const MAX_SLOTS = 24;

function collect(expr: DiceExpr, out: DieSlot[]): void {
  switch (expr.kind) {
    case 'number':
      return;
    case 'dice': {
      const seen = new Map<number, string>();
      for (const f of expr.die.faces)
        if (!seen.has(f.value)) seen.set(f.value, f.label || String(f.value));
      const faces = [...seen]
        .sort(([a], [b]) => a - b)
        .map(([value, label]) => ({
          value,
          label: label === String(value) ? label : `${label} (${value})`,
        }));
      for (let i = 0; i < expr.count; i++) out.push({ notation: expr.die.notation, faces });
      return;
    }
    case 'negate':
      return collect(expr.operand, out);
    case 'binary':
      collect(expr.left, out);
      return collect(expr.right, out);
    case 'call':
      for (const arg of expr.args) collect(arg, out);
  }
}

/**
 * One slot per die to type in, or null when the count varies (explosions, rerolls) or is too
 * large: then the faces are typed as a list.
 */
export function dieSlots(expr: DiceExpr): DieSlot[] | null {
  const needed = diceNeeded(expr);
  if (needed === null || needed === 0 || needed > MAX_SLOTS) return null;
  const out: DieSlot[] = [];
  collect(expr, out);
  return out;
}

/** Faces typed as a list: "4 6", "4, 6". Null when something is not a whole number. */
export function parseFaceList(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((f) => f !== '');
  const faces = parts.map(Number);
  return faces.every((f) => Number.isInteger(f)) ? faces : null;
}

/** The notation and label a logged dice result was rolled with, or null if it is not dice. */
export function rollOf(
  result: LoggedResult,
  custom: CustomDice,
): { expression: string; label?: string } | null {
  if (result.kind !== 'dice') return null;
  if (parseDice(result.label, custom).ok) return { expression: result.label };
  // A labelled roll keeps its notation only in the working: "2d6 [4, 5] + 1 = 10".
  const working = result.detail.replace(/ = -?\d+$/, '').replace(/ \[[^\]]*\]/g, '');
  return parseDice(working, custom).ok ? { expression: working, label: result.label } : null;
}
