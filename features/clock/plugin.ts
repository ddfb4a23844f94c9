import { definePlugin, type Initial } from '../../session/plugin.ts';
import { clockActionModules } from './clock-actions.ts';
import { initialClock } from './clock-state.ts';
import { clearFinishedAtPhaseStart, timerActionModules } from './timer-actions.ts';
import type { Timer } from './timer-types.ts';
import type { ClockState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** The turn clock: the plan, where it stands, every phase run. */
    clock: ClockState;
    /** Side timers beside the turn clock (time-outs, repeating enemy turns, table counters). */
    timers: Timer[];
  }
}

/** The turn clock: phases never advance by themselves; entering one runs its automations. */
export const clockPlugin = definePlugin({
  key: 'clock',
  initial: ({ header }): Initial<ClockState> => ({ state: initialClock(header.scenario.schedule) }),
  project: 'public',
  actions: clockActionModules,
  logGroups: [{ kind: 'clock', label: 'Clock' }],
});

/** Side timers: countdowns, repeating timers, stopwatches and per-table turn counters. */
export const timersPlugin = definePlugin({
  key: 'timers',
  initial: (): Initial<Timer[]> => ({ state: [] }),
  // A timer not meant for the players' eyes (Control's own reminders) stays with the crew.
  project: (timers, viewer) =>
    viewer.kind === 'control' || viewer.kind === 'facilitator'
      ? timers
      : timers.filter((t) => t.display),
  actions: timerActionModules,
  onPhaseStart: clearFinishedAtPhaseStart,
  logGroups: [{ kind: 'timer', label: 'Timers' }],
});
