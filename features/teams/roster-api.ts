import type { SessionState } from '../../session/types.ts';

/** What other features may do to the roster: seat the teams in a new order (a seat roll). */
export const rosterApi = {
  /** The teams' seat order, every team of the roster once. */
  seatTeams(state: SessionState, order: readonly string[]): SessionState {
    return { ...state, roster: { ...state.roster, teamOrder: [...order] } };
  },
};

declare module '../../session/feature-apis.ts' {
  interface FeatureApis {
    roster: typeof rosterApi;
  }
}
