import type { DieFace } from '../../../scenarios/format/draws.ts';

/**
 * Dice notation, parsed once into a tree that can be rolled with the session's generator,
 * evaluated with faces typed in from the table, or turned into its exact distribution.
 */

/** A die's faces: a standard die is 1…X; `dF` is −1, 0, +1; a named die lists its own. */
export interface DieSpec {
  /** As written: "d6", "d%", "dF", "d[engineer]", "d{1,1,2,3}". */
  notation: string;
  faces: readonly DieFace[];
}

export type Compare = '>=' | '<=' | '>' | '<' | '=';

export interface Condition {
  compare: Compare;
  value: number;
}

/** One group of like dice with its modifiers: `4d6kh3`, `3d6!`, `6d10>=8`, `2d6r<2`. */
export interface DiceGroup {
  kind: 'dice';
  count: number;
  die: DieSpec;
  keep?: { which: 'highest' | 'lowest'; count: number };
  drop?: { which: 'highest' | 'lowest'; count: number };
  /** Roll another die whenever one meets the condition (default: the highest face). */
  explode?: Condition;
  /** Reroll a die that meets the condition (`once`: at most one reroll per die). */
  reroll?: { when: Condition; once: boolean };
  /** Count the dice that meet the condition instead of summing them. */
  successes?: Condition;
}

export type DiceExpr =
  | DiceGroup
  | { kind: 'number'; value: number }
  | { kind: 'binary'; op: '+' | '-' | '*'; left: DiceExpr; right: DiceExpr }
  | { kind: 'negate'; operand: DiceExpr }
  | { kind: 'call'; fn: 'min' | 'max'; args: DiceExpr[] };

/** Named dice the notation may use as `d[id]`. */
export type CustomDice = Readonly<Record<string, { name: string; faces: readonly DieFace[] }>>;

export type ParseResult =
  | {
      ok: true;
      expr: DiceExpr;
      /** The expression written back in a standard form. */ text: string;
    }
  | { ok: false; error: string; /** 0-based column the error points at. */ at: number };

export interface RolledDie {
  value: number;
  /** The face's label for named dice with symbols. */
  label?: string;
  /** Counted in the total (false when dropped, or replaced by a reroll). */
  kept: boolean;
  /** Rolled because the die before it exploded. */
  exploded?: boolean;
  /** Replaced by a reroll. */
  rerolled?: boolean;
  /** Meets the success condition. */
  success?: boolean;
}

export interface RolledGroup {
  notation: string;
  dice: RolledDie[];
  /** The sum of the kept dice, or the number of successes. */
  value: number;
}

export interface RollResult {
  total: number;
  /** Every group in the order it appears in the expression (the raw pool for set matching). */
  groups: RolledGroup[];
  /** The working, e.g. "4d6kh3 [6, 5, 3, 1̶] = 14". */
  text: string;
}

/** A probability for each whole-number total from `min` up: `p[i]` is P(total = min + i). */
export interface Distribution {
  min: number;
  p: number[];
  /** False for a Monte Carlo estimate (exploding dice). */
  exact: boolean;
  /** Monte Carlo only: how many rolls, and the largest standard error of any bar. */
  samples?: number;
  standardError?: number;
}

export interface DistributionSummary {
  min: number;
  max: number;
  mean: number;
  sd: number;
  /** Smallest totals t with P(total ≤ t) ≥ 5%, 25%, 50%, 75% and 95%. */
  percentiles: { p5: number; p25: number; p50: number; p75: number; p95: number };
}
