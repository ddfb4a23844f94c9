import { teamScreenPart } from '../define-feature.ts';
import { choiceName, voteChoices } from './vote-actions.ts';

export interface TeamVote {
  vote: string;
  name: string;
  secret: boolean;
  choices: { id: string; name: string }[];
  /** The team's players who vote in it, and whether each has voted (what, when not secret). */
  voters: { id: string; name: string; cast: boolean; choice: string | null }[];
}

/** The open votes this team's players vote in, with who of them has voted. */
export const teamVotesPart = teamScreenPart({
  id: 'votes',
  order: 25,
  placement: 'flow',
  view: ({ state, scenario, teamId }): TeamVote[] =>
    scenario.votes.flatMap((def): TeamVote[] => {
      const vote = state.contests.votes[def.id];
      if (!vote || vote.status !== 'open') return [];
      const voters = state.roster.players.filter(
        (p) => p.team === teamId && vote.voters.includes(p.id),
      );
      if (!voters.length) return [];
      return [
        {
          vote: def.id,
          name: def.name,
          secret: def.secret,
          choices: voteChoices(def, vote).map((id) => ({ id, name: choiceName(def, state, id) })),
          voters: voters.map((p) => {
            const ballot = vote.ballots[p.id];
            return {
              id: p.id,
              name: p.name,
              cast: ballot !== undefined,
              choice: ballot !== undefined && !def.secret ? choiceName(def, state, ballot) : null,
            };
          }),
        },
      ];
    }),
});
