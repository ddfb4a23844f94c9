import { clockView } from '../clock/clock-view.ts';
import { timerView, type TimerView } from '../clock/timer-view.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { shownView, type ShownView } from '../draws/draws-view.ts';
import type { Announcement, SessionState } from '../session/types.ts';

/** What the projector shows: read-only, computed from the session state and `now`. */
export interface DisplayView {
  started: boolean;
  ended: boolean;
  turnLabel: string;
  phaseName: string;
  colour: string;
  /** Negative when the phase is overrun. */
  remainingMs: number;
  overrun: boolean;
  lastMinute: boolean;
  next: { turnLabel: string; phaseName: string } | null;
  /** The latest announcement still posted. */
  announcement: Announcement | null;
  paused: boolean;
  /** The timers meant for the players' eyes. */
  timers: TimerView[];
  /** Cards or a roll Control put on the display, shown large; nothing else of the draws. */
  shown: ShownView | null;
}

export function displayView(state: SessionState, now: number, scenario?: Scenario): DisplayView {
  const clock = clockView(state.clock, now);
  const ended = state.status === 'ended' || clock.status === 'ended';
  return {
    started: clock.started,
    ended,
    turnLabel: clock.turnLabel,
    phaseName: clock.phaseName,
    colour: clock.colour,
    remainingMs: clock.remainingMs,
    overrun: !ended && clock.overrun,
    lastMinute: !ended && clock.lastMinute,
    next: ended ? null : clock.next,
    announcement: state.announcements.at(-1) ?? null,
    paused: clock.status === 'paused',
    timers: ended
      ? []
      : state.timers.filter((timer) => timer.display).map((timer) => timerView(timer, now)),
    shown: scenario && !ended ? shownView(state.draws, scenario) : null,
  };
}
