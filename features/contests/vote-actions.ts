import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { VoteDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { withGenerator } from '../../random/rng.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { outcomeRecord, playerName, voteDef } from './contest-defs.ts';
import type { VoteResult, VoteState } from './types.ts';
import { countVotes, voteWeight } from './vote-count.ts';
import { eligibleCandidates, eligibleVoters } from './vote-view.ts';
import { defineAction } from '../../session/define-action.ts';
import { emptySeats } from '../teams/seats-in-play.ts';
import { teamName } from '../teams/team-name.ts';
import { playerOfTeam } from '../teams/player-actions.ts';

/** Votes: open with the voters present (weights fixed then), cast, close with the tie rule. */

const playerId = z.string().min(1).max(80);

/** The choices of a vote: its options' ids, or the candidates' player ids. */
export function voteChoices(def: VoteDef, vote: VoteState): string[] {
  return def.candidates === 'players' ? vote.candidates : def.options.map((o) => o.id);
}

export function choiceName(def: VoteDef, state: SessionState, choice: string): string {
  if (def.candidates === 'options') return def.options.find((o) => o.id === choice)?.name ?? choice;
  return playerName(state.roster.players, choice);
}

function withVote(state: SessionState, id: string, vote: VoteState | null): SessionState {
  const votes = { ...state.contests.votes };
  if (vote) votes[id] = vote;
  else delete votes[id];
  return { ...state, contests: { ...state.contests, votes } };
}

function openVote(
  state: SessionState,
  scenario: Scenario,
  id: string,
): { def: VoteDef; vote: VoteState } {
  const def = voteDef(scenario, id);
  const vote = state.contests.votes[id];
  if (!vote || vote.status !== 'open') throw new ActionRejected(`${def.name} is not open`);
  return { def, vote };
}

export const voteOpenModule = defineAction({
  type: 'vote.open',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('vote.open'),
    vote: idSchema,
    voters: z.array(playerId).max(1000).optional(),
    candidates: z.array(playerId).max(1000).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = voteDef(scenario, action.vote);
    if (state.contests.votes[def.id]?.status === 'open')
      throw new ActionRejected(`${def.name} is already open`);
    const players = state.roster.players;
    const known = new Set(players.map((p) => p.id));
    for (const id of [...(action.voters ?? []), ...(action.candidates ?? [])])
      if (!known.has(id)) throw new ActionRejected(`There is no player "${id}" on the roster`);
    const empty = emptySeats(state.roster);
    for (const id of [...(action.voters ?? []), ...(action.candidates ?? [])]) {
      const seat = players.find((p) => p.id === id)?.team;
      if (seat && empty.has(seat))
        throw new ActionRejected(
          `${playerName(players, id)} sits at ${teamName(scenario, seat)}, which is not in play`,
        );
    }
    const voters = action.voters ?? eligibleVoters(def, state.roster).map((p) => p.id);
    if (new Set(voters).size !== voters.length) throw new ActionRejected('A voter is named twice');
    if (voters.length === 0)
      throw new ActionRejected(`Nobody on the roster may vote in ${def.name}`);
    const candidates =
      def.candidates === 'players'
        ? (action.candidates ?? eligibleCandidates(def, state.roster).map((p) => p.id))
        : [];
    if (def.candidates === 'players' && candidates.length === 0)
      throw new ActionRejected(`Nobody on the roster can be elected in ${def.name}`);
    const weights = Object.fromEntries(
      voters.map((v) => [v, voteWeight(scenario, state.trackers, def.weight, v)]),
    );
    const vote: VoteState = {
      status: 'open',
      voters,
      candidates,
      ballots: {},
      weights,
      result: null,
      openedSeq: ctx.seq,
    };
    return { state: withVote(state, def.id, vote), outcome: { voters: voters.length } };
  },
  describe: (action, outcome, header) => {
    const n = outcomeRecord(outcome)['voters'];
    return `Vote opened: ${header.scenario.votes.find((v) => v.id === action.vote)?.name ?? action.vote}${typeof n === 'number' ? ` (${n} voters)` : ''}`;
  },
});

export const voteCastModule = defineAction({
  type: 'vote.cast',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('vote.cast'),
    vote: idSchema,
    voter: playerId,
    choice: z.string().min(1).max(80),
  }),
  // A player casts their own ballot from their team's screen.
  byTeam: {
    setting: 'vote',
    check: (action, state, _header, team) => playerOfTeam(state, action.voter, team),
  },
  apply(state, action, ctx) {
    const { def, vote } = openVote(state, ctx.header.scenario, action.vote);
    if (!vote.voters.includes(action.voter))
      throw new ActionRejected(
        `${playerName(state.roster.players, action.voter)} does not vote in ${def.name}`,
      );
    if (!voteChoices(def, vote).includes(action.choice))
      throw new ActionRejected(`"${action.choice}" is not a choice in ${def.name}`);
    const next: VoteState = {
      ...vote,
      ballots: { ...vote.ballots, [action.voter]: action.choice },
    };
    return {
      state: withVote(state, def.id, next),
      outcome: {
        voter: playerName(state.roster.players, action.voter),
        choice: def.secret ? null : choiceName(def, state, action.choice),
      },
    };
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name = header.scenario.votes.find((v) => v.id === action.vote)?.name ?? action.vote;
    const voter = typeof o['voter'] === 'string' ? o['voter'] : action.voter;
    // A secret ballot is logged as cast, never what it says.
    return typeof o['choice'] === 'string'
      ? `${name}: ${voter} votes ${o['choice']}`
      : `${name}: ${voter} voted`;
  },
});

export const voteCloseModule = defineAction({
  type: 'vote.close',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('vote.close'), vote: idSchema }),
  apply(state, action, ctx) {
    const { def, vote } = openVote(state, ctx.header.scenario, action.vote);
    const choices = voteChoices(def, vote);
    const { totals, top } = countVotes(choices, vote.ballots, vote.weights);
    let result: VoteResult;
    let rng = state.rng;
    if (top.length === 0) result = { totals, winner: null, tied: [], how: 'no votes were cast' };
    else if (top.length === 1) result = { totals, winner: top[0]!, tied: [], how: 'most votes' };
    else if (def.tie === 'random') {
      const [pick, next] = withGenerator(state.rng, (g) => top[g.int(top.length)]!);
      rng = next;
      result = { totals, winner: pick, tied: top, how: 'tie broken at random' };
    } else if (def.tie === 'chair')
      result = { totals, winner: null, tied: top, how: 'tie: Control decides' };
    else result = { totals, winner: null, tied: top, how: 'tie: nobody is elected' };
    const closed: VoteState = { ...vote, status: 'closed', result };
    return {
      state: { ...withVote(state, def.id, closed), rng },
      outcome: {
        winner: result.winner === null ? null : choiceName(def, state, result.winner),
        how: result.how,
      },
    };
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name = header.scenario.votes.find((v) => v.id === action.vote)?.name ?? action.vote;
    return typeof o['winner'] === 'string'
      ? `${name}: ${o['winner']} (${o['how']})`
      : `${name} closed: ${o['how'] ?? 'no winner'}`;
  },
});

export const voteDecideModule = defineAction({
  type: 'vote.decide',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('vote.decide'),
    vote: idSchema,
    choice: z.string().min(1).max(80),
  }),
  apply(state, action, ctx) {
    const def = voteDef(ctx.header.scenario, action.vote);
    const vote = state.contests.votes[def.id];
    if (!vote?.result || vote.result.tied.length === 0 || vote.result.winner !== null)
      throw new ActionRejected(`${def.name} has no tie for Control to decide`);
    if (!vote.result.tied.includes(action.choice))
      throw new ActionRejected(`Only the tied choices can be picked`);
    const result: VoteResult = {
      ...vote.result,
      winner: action.choice,
      how: 'tie decided by Control',
    };
    return {
      state: withVote(state, def.id, { ...vote, result }),
      outcome: { winner: choiceName(def, state, action.choice) },
    };
  },
  describe: (action, outcome, header) =>
    `${header.scenario.votes.find((v) => v.id === action.vote)?.name ?? action.vote}: Control decides the tie for ${String(outcomeRecord(outcome)['winner'] ?? action.choice)}`,
});

export const voteCancelModule = defineAction({
  type: 'vote.cancel',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('vote.cancel'), vote: idSchema }),
  apply(state, action, ctx) {
    const def = voteDef(ctx.header.scenario, action.vote);
    if (!state.contests.votes[def.id]) throw new ActionRejected(`${def.name} has not been opened`);
    return { state: withVote(state, def.id, null) };
  },
  describe: (action, _outcome, header) =>
    `Vote cleared: ${header.scenario.votes.find((v) => v.id === action.vote)?.name ?? action.vote}`,
});

export const voteActionModules = [
  voteOpenModule,
  voteCastModule,
  voteCloseModule,
  voteDecideModule,
  voteCancelModule,
] as const;
