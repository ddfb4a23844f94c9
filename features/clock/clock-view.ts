import type { ClockStatus } from './types.ts';
import {
  currentPhase,
  driftMs,
  overHardStopMs,
  phaseElapsedMs,
  phaseLengthMs,
  phaseRemainingMs,
  plannedEndAt,
  projectedEndAt,
} from './clock-math.ts';
import { phaseLabel } from './plan.ts';
import type { ClockState, PlannedPhase } from './types.ts';

/** What the clock panel and the display show at `now`. */
export interface ClockView {
  status: ClockStatus;
  started: boolean;
  turn: number | null;
  turnLabel: string;
  phaseName: string;
  colour: string;
  index: number;
  phaseCount: number;
  plannedMs: number;
  /** Negative when overrun. */
  remainingMs: number;
  elapsedMs: number;
  overrun: boolean;
  /** 0..1 of the phase's length (with added time). */
  progress: number;
  next: { turnLabel: string; phaseName: string } | null;
  /** Wall-clock time since the game started (pauses included). */
  gameElapsedMs: number;
  plannedEndAt: number | null;
  projectedEndAt: number | null;
  /** + behind plan, − ahead. */
  driftMs: number;
  hardStopAt: number | null;
  /** Projected end − hard stop: ≤ 0 when the game fits. */
  overHardStopMs: number;
  /** Under a minute left (and not yet overrun). */
  lastMinute: boolean;
  /** The current phase's length is a guess the source did not give. */
  assumed: boolean;
  /**
   * The current phase (or, before the start, the first) ends when the players are done: show
   * `elapsedMs` counting up; it is never overrun and has no last minute.
   */
  untimed: boolean;
}

/** The colour of a clock that is not in a phase. */
export const IDLE_COLOUR = '#64748b';

const LAST_MINUTE_MS = 60_000;

const brief = (phase: PlannedPhase | undefined) =>
  phase ? { turnLabel: phase.turnLabel, phaseName: phase.name } : null;

export function clockView(clock: ClockState, now: number): ClockView {
  const phase = currentPhase(clock);
  const inPlay = clock.status === 'running' || clock.status === 'paused';
  const length = phaseLengthMs(clock);
  const elapsedMs = phase ? phaseElapsedMs(clock, now) : 0;
  const remainingMs =
    clock.status === 'ready'
      ? (clock.plan[0]?.plannedMs ?? 0)
      : phase && clock.status !== 'ended'
        ? length - elapsedMs
        : 0;
  const projected = projectedEndAt(clock, now);
  const untimed = !!(clock.status === 'ready' ? clock.plan[0] : phase)?.untimed;
  return {
    status: clock.status,
    started: clock.startedAt !== null,
    turn: phase?.turn ?? null,
    turnLabel: phase?.turnLabel ?? '',
    phaseName: phase?.name ?? '',
    colour: inPlay && phase ? phase.colour : IDLE_COLOUR,
    index: clock.current,
    phaseCount: clock.plan.length,
    plannedMs: phase?.plannedMs ?? 0,
    remainingMs,
    elapsedMs,
    overrun: inPlay && !untimed && phaseRemainingMs(clock, now) < 0,
    progress: length > 0 && !untimed ? Math.min(1, Math.max(0, elapsedMs / length)) : 0,
    next: clock.status === 'ended' ? null : brief(clock.plan[clock.current + 1]),
    gameElapsedMs:
      clock.startedAt === null ? 0 : Math.max(0, (clock.endedAt ?? now) - clock.startedAt),
    plannedEndAt: plannedEndAt(clock),
    projectedEndAt: projected,
    driftMs: driftMs(clock, now),
    hardStopAt: clock.hardStopAt,
    overHardStopMs: overHardStopMs(clock, now),
    lastMinute: inPlay && !untimed && remainingMs > 0 && remainingMs <= LAST_MINUTE_MS,
    assumed: phase?.assumed ?? false,
    untimed,
  };
}

/** "Turn 3 · Commitment", "Not started", "Ended". */
export function positionLabel(clock: ClockState): string {
  if (clock.status === 'ready') return 'Not started';
  if (clock.status === 'ended') return 'Ended';
  const phase = currentPhase(clock);
  return phase ? phaseLabel(phase) : 'Not started';
}
