import type { SessionState } from '../../session/types.ts';

/**
 * What other features may do to the roster: seat the teams in a new order (a seat roll), name
 * the seats in play (how many are playing).
 */
export const rosterApi = {
  /** The teams' seat order, every team of the roster once. */
  seatTeams(state: SessionState, order: readonly string[]): SessionState {
    return { ...state, roster: { ...state.roster, teamOrder: [...order] } };
  },
  /** The seats in play, named at setup (every other seat is empty). */
  setSeatsInPlay(state: SessionState, seats: readonly string[]): SessionState {
    return { ...state, roster: { ...state.roster, inPlay: [...seats] } };
  },
};

declare module '../../session/feature-apis.ts' {
  interface FeatureApis {
    roster: typeof rosterApi;
  }
}
