import { definePlugin, type Initial } from '../../session/plugin.ts';
import { initialRoster, initialTrackers } from './initial-teams.ts';
import { projectRoster, projectTrackers } from './projection.ts';
import { rosterActionModules } from './roster-actions.ts';
import { trackerActionModules } from './tracker-actions.ts';
import type { RosterState, TrackersState } from './types.ts';
import { trackersApi } from './trackers-api.ts';
import { rosterApi } from './roster-api.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** The players present, their teams and seats. */
    roster: RosterState;
    /** Resources, counters and tracks. */
    trackers: TrackersState;
  }
}

/** The roster: the players at the event, their teams, seats and posts. */
export const rosterPlugin = definePlugin({
  key: 'roster',
  api: rosterApi,
  initial: ({ header }): Initial<RosterState> => ({ state: initialRoster(header.scenario) }),
  project: projectRoster,
  actions: rosterActionModules,
  logGroups: [{ kind: 'team', label: 'Teams & trackers' }],
});

/** Trackers: resources, counters and tracks per game, team or player, and production. */
export const trackersPlugin = definePlugin({
  key: 'trackers',
  uses: ['maps'],
  api: trackersApi,
  initial: (): Initial<TrackersState> => ({ state: initialTrackers() }),
  project: projectTrackers,
  actions: trackerActionModules,
});
