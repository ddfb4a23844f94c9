import { planTotalMs } from './plan.ts';
import type { ClockState, PlannedPhase } from './types.ts';

/**
 * The clock's arithmetic, all from timestamps and `now`. A phase past its time is overrun
 * (negative remaining), never skipped; a clock set backwards shows 0 elapsed, never negative.
 */

export function currentPhase(clock: ClockState): PlannedPhase | null {
  return clock.plan[clock.current] ?? null;
}

/** The moment the current run's time stands at: frozen while paused or after the end. */
function effectiveNow(clock: ClockState, now: number): number {
  if (clock.status === 'ended' && clock.endedAt !== null) return clock.endedAt;
  return clock.pausedAt ?? now;
}

/** Time played in the current run of the current phase (pauses excluded). */
export function phaseElapsedMs(clock: ClockState, now: number): number {
  if (clock.phaseStartedAt === null) return 0;
  return Math.max(0, effectiveNow(clock, now) - clock.phaseStartedAt - clock.pausedMs);
}

/** The current phase's length with time added or removed. */
export function phaseLengthMs(clock: ClockState): number {
  return (currentPhase(clock)?.plannedMs ?? 0) + clock.addedMs;
}

/** Negative when the phase is overrun. Always `phaseLengthMs − phaseElapsedMs`. */
export function phaseRemainingMs(clock: ClockState, now: number): number {
  return phaseLengthMs(clock) - phaseElapsedMs(clock, now);
}

/** Paused time so far of anything that pauses (the clock's run, a side timer), an ongoing pause included. */
export function pausedSoFar(
  run: { pausedMs: number; pausedAt: number | null },
  at: number,
): number {
  return run.pausedMs + (run.pausedAt === null ? 0 : Math.max(0, at - run.pausedAt));
}

/** The paused time of the current run including an ongoing pause. */
export const runPausedMs = (clock: ClockState, at: number): number => pausedSoFar(clock, at);

/** Where the plan said play would start: the scheduled start time, else the actual start. */
export function planStartAt(clock: ClockState): number | null {
  return clock.plannedStartAt ?? clock.startedAt;
}

/** The end the session began with: planned start + the baseline plan. */
export function plannedEndAt(clock: ClockState): number | null {
  const start = planStartAt(clock);
  return start === null ? null : start + clock.baselineTotalMs;
}

/** The plan's length after the current phase. */
export function laterPlannedMs(clock: ClockState): number {
  return planTotalMs(clock.plan.slice(clock.current + 1));
}

/**
 * When the game will end if every later phase keeps its planned length: now, plus what is
 * left of the current phase (an ongoing pause keeps it from shrinking, so it counts as
 * delay), plus the later phases. Null before the start; the end itself once ended.
 */
export function projectedEndAt(clock: ClockState, now: number): number | null {
  if (clock.status === 'ended') return clock.endedAt;
  if (clock.status === 'ready') return null;
  return now + Math.max(0, phaseRemainingMs(clock, now)) + laterPlannedMs(clock);
}

/** + behind plan, − ahead of it; 0 before the start. */
export function driftMs(clock: ClockState, now: number): number {
  const projected = projectedEndAt(clock, now);
  const planned = plannedEndAt(clock);
  return projected === null || planned === null ? 0 : projected - planned;
}

/** How far the projected end passes the hard stop (≤ 0 when it fits; 0 without a hard stop). */
export function overHardStopMs(clock: ClockState, now: number): number {
  const projected = projectedEndAt(clock, now);
  return projected === null || clock.hardStopAt === null ? 0 : projected - clock.hardStopAt;
}

/** Whether a plan index lies wholly in the future (the clock has not reached it). */
export const isUpcoming = (clock: ClockState, index: number): boolean =>
  clock.status !== 'ended' && index > clock.current;
