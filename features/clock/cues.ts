import type { Cue, CueSound } from './schedule-format.ts';
import type { SessionState } from '../../session/types.ts';
import { currentPhase, phaseLengthMs, phaseRemainingMs } from './clock-math.ts';
import { formatDuration } from './format-duration.ts';
import { phaseLabel } from './plan.ts';
import type { Timer } from './timer-types.ts';
import { repeatingPosition, timerElapsedMs } from './timer-view.ts';

/** A cue whose moment has come: what the console plays, flashes and shows. */
export interface FiredCue {
  /** Unique per cue and per run of its phase or timer (a phase visited twice cues twice). */
  key: string;
  source: 'phase' | 'timer' | 'checkpoint';
  label: string;
  sound: CueSound;
  flash: boolean;
  message: string;
}

const SECOND = 1000;

const defaultMessage = (cue: Cue) =>
  cue.message || (cue.atSeconds === 0 ? 'Time' : `${formatDuration(cue.atSeconds * SECOND)} left`);

const fired = (key: string, source: FiredCue['source'], label: string, cue: Cue, message: string) =>
  ({ key, source, label, sound: cue.sound, flash: cue.flash, message }) satisfies FiredCue;

/**
 * A countdown cue is due once the time left reaches it; a cue at or above the whole length
 * would be due the moment the phase starts, which says nothing, so it never fires.
 */
const countdownDue = (cue: Cue, lengthMs: number, remainingMs: number) =>
  cue.atSeconds * SECOND < lengthMs && remainingMs <= cue.atSeconds * SECOND;

function phaseCues(state: SessionState, now: number, evenPaused: boolean): FiredCue[] {
  const { clock } = state;
  const phase = currentPhase(clock);
  const run = clock.runs.at(-1);
  // A paused clock cues nothing: the countdown is not moving. (Time removed during a pause
  // cues on resume.)
  const counting = clock.status === 'running' || (evenPaused && clock.status === 'paused');
  // An untimed phase has no time to run out: nothing to cue.
  if (!counting || !phase || !run || phase.untimed) return [];
  const length = phaseLengthMs(clock);
  const remaining = phaseRemainingMs(clock, now);
  return phase.cues
    .filter((cue) => countdownDue(cue, length, remaining))
    .map((cue) =>
      fired(
        `phase:${clock.current}:${run.startedAt}:${cue.atSeconds}`,
        'phase',
        phaseLabel(phase),
        cue,
        defaultMessage(cue),
      ),
    );
}

function timerCues(timer: Timer, now: number): FiredCue[] {
  if (timer.startedAt === null || timer.pausedAt !== null) return [];
  const label = timer.scope ? `${timer.name} · ${timer.scope}` : timer.name;
  const run = `timer:${timer.id}:${timer.startedAt}`;
  switch (timer.kind) {
    case 'countdown': {
      const length = timer.durationMs + timer.addedMs;
      const remaining = length - timerElapsedMs(timer, now);
      return timer.cues
        .filter((cue) => countdownDue(cue, length, remaining))
        .map((cue) =>
          fired(
            `${run}:${cue.atSeconds}`,
            'timer',
            label,
            cue,
            cue.message || (cue.atSeconds === 0 && timer.then) || defaultMessage(cue),
          ),
        );
    }
    case 'repeating': {
      const position = repeatingPosition(timer, now);
      if (!position) return [];
      return timer.cues.flatMap((cue) => {
        const before = cue.atSeconds * SECOND;
        // A cue at 0 marks each action (cycle n); an earlier cue warns of the next one.
        if (before === 0)
          return position.cycles > 0
            ? [fired(`${run}:${position.cycles}:0`, 'timer', label, cue, defaultMessage(cue))]
            : [];
        if (before >= timer.durationMs || position.nextInMs > before) return [];
        const cycle = position.cycles + 1;
        return [
          fired(`${run}:${cycle}:${cue.atSeconds}`, 'timer', label, cue, defaultMessage(cue)),
        ];
      });
    }
    case 'stopwatch':
    case 'turn-counter': {
      // Counting up, a cue's seconds are the time reached (per turn for a turn counter).
      const elapsed = timerElapsedMs(timer, now) + timer.addedMs;
      return timer.cues
        .filter((cue) => cue.atSeconds > 0 && elapsed >= cue.atSeconds * SECOND)
        .map((cue) =>
          fired(
            `${run}:${timer.turn}:${cue.atSeconds}`,
            'timer',
            label,
            cue,
            cue.message || `${formatDuration(cue.atSeconds * SECOND)} gone`,
          ),
        );
    }
  }
}

function checkpointCues(state: SessionState, now: number): FiredCue[] {
  const { clock } = state;
  if (clock.startedAt === null || clock.status === 'ended') return [];
  const played = now - clock.startedAt;
  return clock.checkpoints
    .filter((checkpoint) => played >= checkpoint.afterMinutes * 60 * SECOND)
    .map((checkpoint) => ({
      key: `checkpoint:${checkpoint.id}:${clock.startedAt}`,
      source: 'checkpoint' as const,
      label: checkpoint.label,
      sound: checkpoint.sound,
      flash: checkpoint.flash,
      message: checkpoint.message || checkpoint.label,
    }));
}

/**
 * Every cue whose moment has passed in the current runs, fired or not. A paused clock's phase
 * cues count only with `evenPaused` (to note what had passed before a console opened).
 */
export function dueCues(state: SessionState, now: number, evenPaused = false): FiredCue[] {
  return [
    ...phaseCues(state, now, evenPaused),
    ...state.timers.flatMap((timer) => timerCues(timer, now)),
    ...checkpointCues(state, now),
  ];
}

/**
 * Fires each cue once, when its moment passes. The first update only notes what has already
 * passed, so a console opened (or reloaded) mid-game does not replay old cues.
 */
export class CueWatcher {
  private readonly seen = new Set<string>();
  private primed = false;

  update(state: SessionState, now: number): FiredCue[] {
    const out: FiredCue[] = [];
    for (const cue of dueCues(state, now, !this.primed)) {
      if (this.seen.has(cue.key)) continue;
      this.seen.add(cue.key);
      if (this.primed) out.push(cue);
    }
    this.primed = true;
    return out;
  }
}
