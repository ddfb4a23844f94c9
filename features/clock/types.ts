import type { Automation, Checkpoint, Cue } from './schedule-format.ts';

/**
 * The turn clock's state: timestamps, never tick counts. What the screen shows (remaining,
 * elapsed, drift, projected end) is computed from this and `now` by `clock-view.ts`.
 */

/** One phase of one turn in the plan, after blocks are repeated and overrides applied. */
export interface PlannedPhase {
  /** Unique in the plan: `${turn}:${phaseId}` (plus a suffix for turns added later). */
  key: string;
  /** 1-based, counted across all blocks. */
  turn: number;
  /** "Turn 3", "Cycle 2". */
  turnLabel: string;
  blockId: string;
  phaseId: string;
  name: string;
  /** The current plan's length (after overrides and plan edits). */
  plannedMs: number;
  /** The length when the session began: drift is measured against this baseline. */
  baselineMs: number;
  colour: string;
  description: string;
  atStart: Automation[];
  cues: Cue[];
  assumed: boolean;
  /**
   * The phase ends when the players are done: no countdown, no overrun, no cues. Written only
   * when true; `plannedMs` is then its usual length for the plan (0 when the scenario gives none).
   */
  untimed?: true;
}

/** What actually happened to one visit of a phase (a phase can be visited twice after "previous"). */
export interface PhaseRun {
  index: number;
  startedAt: number;
  endedAt: number | null;
  /**
   * Paused time within this run, written when the run ends (the open run's live figures are
   * the clock's own `pausedMs` and `addedMs`, so a pause does not copy the whole history).
   */
  pausedMs: number;
  /** Time added (negative: removed) within this run, written when the run ends. */
  addedMs: number;
}

export type ClockStatus = 'ready' | 'running' | 'paused' | 'ended';

export interface ClockState {
  status: ClockStatus;
  plan: PlannedPhase[];
  /** Sum of `baselineMs` over the plan as the session began (dropped turns included). */
  baselineTotalMs: number;
  /** Index into `plan`; -1 before the game starts. */
  current: number;
  /** Start of the current run of the current phase. */
  phaseStartedAt: number | null;
  pausedAt: number | null;
  /** Paused time in the current run, not counting an ongoing pause. */
  pausedMs: number;
  /** Time added to (negative: removed from) the current run. */
  addedMs: number;
  /** When the game started (first `clock.start`). */
  startedAt: number | null;
  endedAt: number | null;
  /**
   * The runs, in order, the current one last (its `endedAt` is null while it runs): each
   * phase's first and latest, which is all the timeline needs.
   */
  runs: PhaseRun[];
  /** The schedule's start time placed on the day the game started; null without one. */
  plannedStartAt: number | null;
  /** The hard stop placed after `plannedStartAt` (or the actual start); crosses midnight. */
  hardStopAt: number | null;
  /** The schedule's checkpoints (e.g. hourly awards), kept here so cues need only the state. */
  checkpoints: Checkpoint[];
}
