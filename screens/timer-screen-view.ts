import { clockView } from '../features/clock/clock-view.ts';
import { timerView } from '../features/clock/timer-view.ts';
import type { SessionState } from '../session/types.ts';

/**
 * One big countdown for a table: a side timer by id, or the turn clock's phase when no timer
 * is named. Computed from timestamps and the host's `now`, like every clock.
 */
export interface TimerScreenView {
  name: string;
  /** "Table 2", or the turn ("Turn 3") for the turn clock. */
  scope: string;
  /** Time left, negative once over; null for a timer that counts up. */
  remainingMs: number | null;
  /** Time counted up (stopwatches, turn counters, untimed phases). */
  elapsedMs: number;
  /** The timer's own line under the digits ("Cycle 3", "Turn 2 of 6"), or ''. */
  detail: string;
  running: boolean;
  paused: boolean;
  /** Started and run out: the screen says "Time's up". */
  finished: boolean;
  colour: string | null;
}

/** null: the session has no timer of that id (or the players may not see it). */
export function timerScreenView(
  state: SessionState,
  timerId: string | null,
  now: number,
): TimerScreenView | null {
  if (timerId === null) {
    const clock = clockView(state.clock, now);
    const ended = state.status === 'ended' || clock.status === 'ended';
    return {
      name: clock.phaseName || 'Turn clock',
      scope: clock.turnLabel,
      remainingMs: clock.untimed ? null : clock.remainingMs,
      elapsedMs: clock.elapsedMs,
      detail: ended ? 'The game has ended' : '',
      running: clock.status === 'running',
      paused: clock.status === 'paused',
      finished: clock.started && !ended && !clock.untimed && clock.remainingMs <= 0,
      colour: clock.colour,
    };
  }
  const timer = state.timers.find((t) => t.id === timerId);
  if (!timer) return null;
  const view = timerView(timer, now);
  const detail =
    view.kind === 'repeating' && view.cycles !== null && view.running
      ? `Cycle ${view.cycles}`
      : view.kind === 'turn-counter'
        ? `Turn ${view.turn ?? 1}${view.maxTurns === null ? '' : ` of ${view.maxTurns}`}`
        : '';
  return {
    name: view.name,
    scope: view.scope,
    remainingMs: view.kind === 'countdown' || view.kind === 'repeating' ? view.remainingMs : null,
    elapsedMs: view.elapsedMs,
    detail,
    running: view.running,
    paused: view.paused,
    finished: view.finished,
    colour: null,
  };
}
