import type { ResolverDef } from './resolvers-format.ts';

/** What a resolver was given: a number, an option id, or yes/no. */
export type InputValue = number | string | boolean;
export type Inputs = Record<string, InputValue>;

/** One ruling worked out: the dice as read, each step in words, and the results counted. */
export interface Resolution {
  resolver: string;
  inputs: Inputs;
  /** Every face read, in order (so the same ruling can be typed in again). */
  dice: number[];
  steps: string[];
  /** Result id → how many times it came up (or an amount, such as hex damage). */
  tally: Record<string, number>;
  /** The result in the rulebook's words: "2 × 1 Location Damaged, 1 × No Effect". */
  headline: string;
  /** Fleet battles: units lost by each side, by unit id. */
  losses?: { a: Record<string, number>; b: Record<string, number> };
}

/** The chance of each outcome before anyone rolls. */
export interface ResolverOdds {
  exact: boolean;
  /** Why the odds were estimated rather than worked out. */
  reason?: string;
  samples?: number;
  outcomes: { label: string; p: number }[];
  /** The headline chance ("at least one Location Damaged", "the attacker wins"). */
  win: { label: string; p: number } | null;
  expected: { label: string; value: number }[];
}

/** A mistake in what Control gave (an input, typed dice): said in one sentence. */
export class ResolveError extends Error {
  override name = 'ResolveError';
}

export type { ResolverDef };
