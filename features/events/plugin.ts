import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew } from '../../session/viewer.ts';
import { eventActionModules } from './event-actions.ts';
import type { EventsState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Event box tallies. */
    events: EventsState;
  }
}

/**
 * Event boxes: sealed pledges tallied against an event's cost. Players see each verdict and
 * its outcome, never what was in the box nor who gave it.
 */
export const eventsPlugin = definePlugin({
  key: 'events',
  uses: ['trackers', 'draws'],
  initial: (): Initial<EventsState> => ({ state: { tallies: [] } }),
  project: (events, viewer) =>
    isCrew(viewer)
      ? events
      : {
          tallies: events.tallies.map((t) => ({
            ...t,
            contents: {},
            pledges: null,
            consumed: {},
            returned: {},
            reasons: [],
          })),
        },
  actions: eventActionModules,
  logGroups: [{ kind: 'event', label: 'Event boxes' }],
});
