import type { DieFace } from '../draws-format.ts';

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

/** `<>` is "not equal" (rpg-dice-roller's spelling that cannot be read as an explosion). */
export type Compare = '>=' | '<=' | '>' | '<' | '=' | '<>';

export interface Condition {
  compare: Compare;
  value: number;
}

/**
 * How an explosion adds its extra dice: `compound` (`!!`) adds them into the die that
 * exploded; `penetrate` (`!p`) takes 1 from each extra die (the check is on the face as
 * rolled); `once` (`xo`) lets each die explode at most one time.
 */
export interface ExplodeStyle {
  compound?: true;
  penetrate?: true;
  once?: true;
}

/** One group of like dice with its modifiers: `4d6kh3`, `3d6!`, `6d10>=8`, `2d6r<2`. */
export interface DiceGroup {
  kind: 'dice';
  count: number;
  die: DieSpec;
  /** A face below `min` counts as `min`, one above `max` as `max` (`min3`, `max4`). */
  clamp?: { min?: number; max?: number };
  keep?: { which: 'highest' | 'lowest'; count: number };
  drop?: { which: 'highest' | 'lowest'; count: number };
  /** Roll another die whenever one meets the condition (default: the highest face). */
  explode?: Condition;
  /** Absent for a plain explosion, so groups parsed before the styles existed are unchanged. */
  explodeStyle?: ExplodeStyle;
  /** Reroll a die that meets the condition (`once`: at most one reroll per die). */
  reroll?: { when: Condition; once: boolean };
  /** Count the dice that meet the condition instead of summing them. */
  successes?: Condition;
  /** With `successes`: each die meeting this takes one success away (`f<=2`). */
  failures?: Condition;
  /** Marks only (`cs`, `cf`): they never change a total. */
  critical?: { success?: Condition; failure?: Condition };
  /** Shows the dice in order (`s`, `sa`, `sd`); the total is the same. */
  sort?: 'ascending' | 'descending';
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
  /** Meets the failure condition (takes a success away). */
  failure?: true;
  /** An extra die of a penetrating explosion: 1 was taken from its face. */
  penetrated?: true;
  /** A compounding die: the faces that were added into it, first to last. */
  parts?: number[];
  /** Raised by `min` or lowered by `max`. */
  clamped?: 'raised' | 'lowered';
  /** Marked a critical success or failure (`cs`, `cf`). */
  critical?: 'success' | 'failure';
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
  /** False for a Monte Carlo estimate. */
  exact: boolean;
  /**
   * Exact answers to exploding dice sum a series: the chance of the rolls it leaves out
   * (at most 1e-12; 0 or absent when nothing was left out).
   */
  cutMass?: number;
  /** Monte Carlo only: how many rolls, and the largest standard error of any bar. */
  samples?: number;
  standardError?: number;
  /** Monte Carlo only: why the odds were not worked out exactly. */
  reason?: string;
}

export interface DistributionSummary {
  min: number;
  max: number;
  mean: number;
  sd: number;
  /** Smallest totals t with P(total ≤ t) ≥ 5%, 25%, 50%, 75% and 95%. */
  percentiles: { p5: number; p25: number; p50: number; p75: number; p95: number };
}
