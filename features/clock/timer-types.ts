import type { Cue, TimerKind } from './schedule-format.ts';

/**
 * A side timer running beside the turn clock: a countdown ("time-out 5:00, then reveal"),
 * a repeating timer ("enemy acts every 2:00"), a stopwatch, or a per-table turn counter.
 * Like the clock, only timestamps are stored.
 */
export interface Timer {
  /** Unique in the session: `t${seq}` of the entry that created it (plus `-n` per scope). */
  id: string;
  name: string;
  kind: TimerKind;
  /** What the timer belongs to ("Table 2", "Player: Ana"); '' when global. */
  scope: string;
  /** Countdown length or repeating period; 0 for stopwatches and turn counters. */
  durationMs: number;
  /** Start of the current run; null until started (or after a reset). */
  startedAt: number | null;
  pausedAt: number | null;
  pausedMs: number;
  addedMs: number;
  /** Turn counters: the current turn, from 1. */
  turn: number;
  /** Turn counters: turns in this phase, if bounded. */
  maxTurns: number | null;
  cues: Cue[];
  /** What Control must do when a countdown ends. */
  then: string;
  createdAt: number;
  templateId: string | null;
  /** Shown on the projector display (a private stopwatch is not). */
  display: boolean;
}
