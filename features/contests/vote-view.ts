import type { VoteDef } from './contests-format.ts';
import type { SessionState } from '../../session/types.ts';
import type { Player, RosterState } from '../teams/types.ts';
import { playersInPlay } from '../teams/seats-in-play.ts';
import { playerName } from './contest-defs.ts';
import type { VoteResult } from './types.ts';
import { countVotes } from './vote-count.ts';

/** What the console shows of a vote: derived from the session, never stored. */

/** Roles listed, or anyone when the list is empty. */
export const inRoles = (roles: readonly string[], role: string | null): boolean =>
  roles.length === 0 || (role !== null && roles.includes(role));

/**
 * The roster players a vote lets vote, in seat order (before Control unticks the absent):
 * nobody at an empty seat, so a vote is complete once the seats in play have voted.
 */
export function eligibleVoters(def: VoteDef, roster: RosterState): Player[] {
  return playersInPlay(roster, roster.players).filter((p) => inRoles(def.voterRoles, p.role));
}

/** The players a vote on players can elect, in seat order (none at an empty seat). */
export function eligibleCandidates(def: VoteDef, roster: RosterState): Player[] {
  return def.candidates === 'players'
    ? playersInPlay(roster, roster.players).filter((p) => inRoles(def.candidateRoles, p.role))
    : [];
}

export interface VoteChoiceView {
  id: string;
  name: string;
  /** Weighted total; null while a secret vote is open. */
  total: number | null;
}

export interface VoterView {
  id: string;
  name: string;
  weight: number;
  voted: boolean;
  /** The ballot; null when none was cast or while a secret vote is open. */
  choice: string | null;
}

export interface VoteView {
  status: 'not-open' | 'open' | 'closed';
  /** Ballots are hidden: a secret vote that is still open (the console may be on a projector). */
  hidden: boolean;
  voters: VoterView[];
  choices: VoteChoiceView[];
  /** How many have voted. */
  voted: number;
  /** The highest total, at least 1 (for scaling bars). */
  best: number;
  result: VoteResult | null;
}

export function voteView(def: VoteDef, state: SessionState): VoteView {
  const vote = state.contests.votes[def.id];
  if (!vote)
    return {
      status: 'not-open',
      hidden: false,
      voters: [],
      choices: [],
      voted: 0,
      best: 1,
      result: null,
    };
  const hidden = def.secret && vote.status === 'open';
  const ids = def.candidates === 'players' ? vote.candidates : def.options.map((o) => o.id);
  const { totals } = countVotes(ids, vote.ballots, vote.weights);
  const name = (id: string) =>
    def.candidates === 'options'
      ? (def.options.find((o) => o.id === id)?.name ?? id)
      : playerName(state.roster.players, id);
  return {
    status: vote.status,
    hidden,
    voters: vote.voters.map((id) => ({
      id,
      name: playerName(state.roster.players, id),
      weight: vote.weights[id] ?? 0,
      voted: vote.ballots[id] !== undefined,
      choice: hidden ? null : (vote.ballots[id] ?? null),
    })),
    choices: ids.map((id) => ({ id, name: name(id), total: hidden ? null : (totals[id] ?? 0) })),
    voted: Object.keys(vote.ballots).length,
    best: hidden ? 1 : Math.max(1, ...Object.values(totals)),
    result: vote.result,
  };
}
