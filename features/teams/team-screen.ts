import { teamScreenPart } from '../define-feature.ts';
import { bandOf, trackerHolders, trackerLimits } from './tracker-defs.ts';
import { trackerValue } from './tracker-ops.ts';

export interface TeamTracker {
  id: string;
  name: string;
  group: string;
  value: number;
  min: number | null;
  max: number | null;
  band: string | null;
}

/** The team's own trackers with their limits and bands. */
export const teamTrackersPart = teamScreenPart({
  id: 'trackers',
  order: 10,
  placement: 'flow',
  view: ({ state, scenario, teamId }): TeamTracker[] =>
    scenario.trackers
      .filter((def) => def.scope === 'team')
      .filter((def) => trackerHolders(scenario, def, state.roster).includes(teamId))
      .map((def) => {
        const value = trackerValue(state.trackers, def, teamId);
        const limits = trackerLimits(def, teamId, state.trackers);
        return {
          id: def.id,
          name: def.name,
          group: def.group || 'Resources',
          value,
          min: limits.min,
          max: limits.max,
          band: bandOf(def, value),
        };
      }),
});
