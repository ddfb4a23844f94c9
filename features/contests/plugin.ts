import { definePlugin, type Initial } from '../../session/plugin.ts';
import { contestActionModules } from './contest-actions.ts';
import { initialContests } from './initial-contests.ts';
import type { ContestsState, VoteState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Votes, committee piles and auctions. */
    contests: ContestsState;
  }
}

/** A secret ballot shows who has voted, never what: the choice is a sealed secret. */
const sealedBallots = (vote: VoteState): VoteState => ({
  ...vote,
  ballots: Object.fromEntries(Object.keys(vote.ballots).map((voter) => [voter, ''])),
});

/** Votes, rising-price committee piles, auctions and awards. */
export const contestsPlugin = definePlugin({
  key: 'contests',
  uses: ['trackers'],
  initial: ({ header }): Initial<ContestsState> => ({ state: initialContests(header.scenario) }),
  project: (contests, _viewer, { scenario }) => {
    const secret = new Set(scenario.votes.filter((v) => v.secret).map((v) => v.id));
    if (!Object.keys(contests.votes).some((id) => secret.has(id))) return contests;
    return {
      ...contests,
      votes: Object.fromEntries(
        Object.entries(contests.votes).map(([id, vote]) => [
          id,
          secret.has(id) ? sealedBallots(vote) : vote,
        ]),
      ),
    };
  },
  actions: contestActionModules,
  logGroups: [{ kind: 'contest', label: 'Votes & auctions' }],
});
