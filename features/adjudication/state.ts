import type { AppliedChange } from '../teams/tracker-ops.ts';
import type { Inputs } from './types.ts';

/** Rulings made in the session: what was rolled, what Control made of it, and why. */

/** A resolver waiting to be rolled after the ruling before it stands ("then damage"). */
export interface ChainedRoll {
  resolver: string;
  /** The result that led to it, in its resolver's words. */
  because: string;
}

export type RulingStatus = 'proposed' | 'accepted' | 'amended' | 'set';

export interface Ruling {
  /** The log entry that made it (its id for accepting or overriding). */
  seq: number;
  at: number;
  by: string;
  resolver: string;
  name: string;
  inputs: Inputs;
  dice: number[];
  /** Physical dice typed in, rather than rolled by the session. */
  typed: boolean;
  steps: string[];
  tally: Record<string, number>;
  headline: string;
  actor: string | null;
  target: string | null;
  /** The piece the ruling is about, when it names one (its inputs may read from it). */
  piece?: { map: string; token: string } | null;
  /** The ruling whose result rolled this one, when it was rolled next. */
  after?: number | null;
  /** Resolvers still to roll, one after another, once this ruling stands. */
  queue?: ChainedRoll[];
  /** Amounts rolled for its effects when it stood: "Crew −4 (1d6: 4)". */
  amounts?: string[];
  status: RulingStatus;
  /** After an amendment or a ruling by hand: what stands, who decided and why. */
  final: { headline: string; tally: Record<string, number>; by: string; reason: string } | null;
  changes: AppliedChange[];
}

export interface AdjudicationState {
  /** Newest first, bounded (older ones stay in the log). */
  rulings: Ruling[];
}

export const RULINGS_KEPT = 60;
