import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { changeAll, trackerValue, type AppliedChange } from './tracker-ops.ts';

/**
 * What other features may do to the trackers: change values, each within its tracker's
 * limits (an event's outcome, a ruling's effects, an award's bonuses, a card's price). The
 * trackers' rules — limits, per-team overrides, values at their start left out — stay here.
 */
export const trackersApi = {
  /** A holder's value (its start when never changed), or null for a tracker the scenario lacks. */
  value(state: SessionState, scenario: Scenario, tracker: string, holder: string): number | null {
    const def = scenario.trackers.find((t) => t.id === tracker);
    return def ? trackerValue(state.trackers, def, holder) : null;
  },
  /** Applies changes in order (a later one sees an earlier one's result); unknown trackers are skipped. */
  change(
    state: SessionState,
    scenario: Scenario,
    changes: readonly { tracker: string; holder: string; by: number }[],
  ): { state: SessionState; changes: AppliedChange[] } {
    const applied = changeAll(scenario, state.trackers, changes);
    return { state: { ...state, trackers: applied.trackers }, changes: applied.changes };
  },
};

declare module '../../session/feature-apis.ts' {
  interface FeatureApis {
    trackers: typeof trackersApi;
  }
}
