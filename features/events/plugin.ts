import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew, viewerTeam } from '../../session/viewer.ts';
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
  project: (events, viewer) => {
    if (isCrew(viewer)) return events;
    const projected: EventsState = {
      tallies: events.tallies.map((t) => ({
        ...t,
        contents: {},
        pledges: null,
        consumed: {},
        returned: {},
        reasons: [],
      })),
    };
    // A team reads back its own sealed pledges; no one else's, nor that there are any.
    const team = viewerTeam(viewer);
    const own = Object.entries(events.pledges ?? {}).flatMap(([key, list]) => {
      const mine = list.filter((p) => p.team === team);
      return mine.length ? [[key, mine] as const] : [];
    });
    if (own.length) projected.pledges = Object.fromEntries(own);
    return projected;
  },
  actions: eventActionModules,
  logGroups: [{ kind: 'event', label: 'Event boxes' }],
});
