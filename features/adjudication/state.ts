import type { AppliedChange } from '../teams/tracker-ops.ts';
import type { Inputs } from './types.ts';

/** Rulings made in the session: what was rolled, what Control made of it, and why. */

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
