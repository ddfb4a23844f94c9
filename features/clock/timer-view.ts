import type { TimerKind } from './schedule-format.ts';
import { formatDuration } from './format-duration.ts';
import type { Timer } from './timer-types.ts';

/**
 * What a side timer shows, computed from its timestamps and `now`. Countdowns count down to
 * 0 and then show the overrun; repeating timers count cycles (the first action, at 0, is
 * cycle 1); stopwatches count up; turn counters show the turn and the time spent on it.
 */
export interface TimerView {
  id: string;
  name: string;
  kind: TimerKind;
  scope: string;
  running: boolean;
  paused: boolean;
  /** Countdown: left (negative when overrun); repeating: until the next cycle. */
  remainingMs: number | null;
  elapsedMs: number;
  cycles: number | null;
  nextInMs: number | null;
  turn: number | null;
  maxTurns: number | null;
  finished: boolean;
  label: string;
}

/** Running time since the timer (or its current turn) started, pauses excluded. */
export function timerElapsedMs(timer: Timer, now: number): number {
  if (timer.startedAt === null) return 0;
  const until = timer.pausedAt ?? now;
  return Math.max(0, until - timer.startedAt - timer.pausedMs);
}

/** A repeating timer's position: cycles begun and time to the next; time added delays it. */
export function repeatingPosition(
  timer: Timer,
  now: number,
): { cycles: number; nextInMs: number } | null {
  if (timer.startedAt === null || timer.durationMs <= 0) return null;
  const t = timerElapsedMs(timer, now) - timer.addedMs;
  if (t < 0) return { cycles: 0, nextInMs: -t };
  const cycles = Math.floor(t / timer.durationMs) + 1;
  return { cycles, nextInMs: cycles * timer.durationMs - t };
}

export function timerView(timer: Timer, now: number): TimerView {
  const started = timer.startedAt !== null;
  const paused = started && timer.pausedAt !== null;
  const elapsedMs = timerElapsedMs(timer, now);
  const base = {
    id: timer.id,
    name: timer.name,
    kind: timer.kind,
    scope: timer.scope,
    running: started && !paused,
    paused,
    elapsedMs,
    remainingMs: null,
    cycles: null,
    nextInMs: null,
    turn: null,
    maxTurns: null,
    finished: false,
  };
  const countdownStyle = { round: 'ceil' } as const;
  switch (timer.kind) {
    case 'countdown': {
      const remainingMs = timer.durationMs + timer.addedMs - elapsedMs;
      return {
        ...base,
        remainingMs,
        finished: started && remainingMs <= 0,
        label: formatDuration(remainingMs, countdownStyle),
      };
    }
    case 'repeating': {
      const position = repeatingPosition(timer, now);
      const nextInMs = position?.nextInMs ?? null;
      const cycles = position?.cycles ?? 0;
      return {
        ...base,
        remainingMs: nextInMs,
        nextInMs,
        cycles,
        label:
          nextInMs === null
            ? `every ${formatDuration(timer.durationMs)}`
            : `Cycle ${cycles} · ${formatDuration(nextInMs, countdownStyle)}`,
      };
    }
    case 'stopwatch': {
      const total = elapsedMs + timer.addedMs;
      return { ...base, elapsedMs: Math.max(0, total), label: formatDuration(Math.max(0, total)) };
    }
    case 'turn-counter': {
      const onTurn = Math.max(0, elapsedMs + timer.addedMs);
      const of = timer.maxTurns === null ? '' : ` of ${timer.maxTurns}`;
      return {
        ...base,
        elapsedMs: onTurn,
        turn: timer.turn,
        maxTurns: timer.maxTurns,
        label: `Turn ${timer.turn}${of} · ${formatDuration(onTurn)}`,
      };
    }
  }
}

/** "Enemy acts (every 2:00)", "Time-out (5:00)", "Map turns · Table 2". */
export function timerTitle(timer: Pick<Timer, 'name' | 'kind' | 'durationMs' | 'scope'>): string {
  const scope = timer.scope ? ` · ${timer.scope}` : '';
  if (timer.kind === 'repeating')
    return `${timer.name}${scope} (every ${formatDuration(timer.durationMs)})`;
  if (timer.kind === 'countdown')
    return `${timer.name}${scope} (${formatDuration(timer.durationMs)})`;
  return `${timer.name}${scope}`;
}
