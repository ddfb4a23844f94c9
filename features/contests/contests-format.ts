import { z } from 'zod';
import {
  idSchema,
  refTo,
  reportDuplicateIds,
  wholeNumber,
} from '../../scenarios/format/primitives.ts';

/**
 * Votes, rising-price piles, auctions and awards: the contests Control runs and tallies.
 * Who takes part comes from the roster (players) or the scenario's teams; weights, prices and
 * balances are trackers.
 */

const name = (what: string) => z.string().trim().min(1, `${what} needs a name`).max(120);

export const voteOptionSchema = z.object({ id: idSchema, name: name('an option') });

/** How much one voter's vote counts. */
export const voteWeightSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('one') }),
  z.object({ kind: z.literal('constant'), value: wholeNumber(0, 1_000_000) }),
  /** The highest of the voter's player trackers (Status, Bounty, Rank, Medals). */
  z.object({ kind: z.literal('highest'), trackers: z.array(refTo('trackers')).min(1) }),
  z.object({ kind: z.literal('sum'), trackers: z.array(refTo('trackers')).min(1) }),
]);
export type VoteWeight = z.infer<typeof voteWeightSchema>;

export const voteSchema = z
  .object({
    id: idSchema,
    name: name('a vote'),
    text: z.string().max(2000).default(''),
    /** "players": vote for a player of `candidateRoles` (empty: any player present). */
    candidates: z.enum(['options', 'players']).default('options'),
    options: z.array(voteOptionSchema).default([]),
    candidateRoles: z.array(refTo('teams.roles')).default([]),
    /** Who votes: players in these roles (empty: every player present). */
    voterRoles: z.array(refTo('teams.roles')).default([]),
    weight: voteWeightSchema.default({ kind: 'one' }),
    /** Secret: the console shows only who has voted until the vote is closed. */
    secret: z.boolean().default(false),
    /** "no-winner": a tie elects nobody; "random": the session generator picks among the tied; "chair": Control picks. */
    tie: z.enum(['no-winner', 'random', 'chair']).default('no-winner'),
    /** What happens on a tie, in the rule book's words. */
    tieText: z.string().max(1000).default(''),
    winnerText: z.string().max(1000).default(''),
  })
  .superRefine((vote, ctx) => reportDuplicateIds(ctx, vote.options, 'options', 'option'))
  .describe('A vote: options or players, weighted voters, and what a tie does.');
export type VoteDef = z.infer<typeof voteSchema>;

export const pileOptionSchema = z.object({
  id: idSchema,
  name: name('an option'),
  text: z.string().max(2000).default(''),
  /** What the pile holds when the session starts. */
  start: wholeNumber(0, 1_000_000).default(0),
  /** Some players only take the pile, and the option is then locked for the rest of the turn. */
  lockable: z.boolean().default(false),
});

/**
 * How often a player (or a team) may attend a committee's meetings, counted within a scope of
 * the session clock: `perScope` meetings of any committee per turn (or phase), and, with
 * `notTwiceInARow`, never this committee in two consecutive turns (or phases).
 */
export const meetingLimitsSchema = z.object({
  /** Who is counted: each player, or each team (a team's players share the count). */
  per: z.enum(['player', 'team']).default('player'),
  /** The clock's scope a count runs over. */
  scope: z.enum(['turn', 'phase']).default('turn'),
  /** Meetings (of any committee) one holder may attend in one scope; null: no limit. */
  perScope: wholeNumber(1, 100).nullable().default(null),
  /** Attending this committee in the scope just before forbids attending it again now. */
  notTwiceInARow: z.boolean().default(false),
  /** Where the rule book says so (lines). */
  source: z.string().max(1000).default(''),
  assumed: z.boolean().default(false),
});
export type MeetingLimits = z.infer<typeof meetingLimitsSchema>;

/**
 * A meeting's order of play: attendees declare a value, and choose in order of it; a tie goes
 * to the higher tie-break value Control enters (age, for "the older player first"), then to
 * the order Control entered them in.
 */
export const meetingOrderSchema = z.object({
  /** What attendees declare ("Plunder"). */
  declare: name('the declared value').default('Value'),
  order: z.enum(['highest-first', 'lowest-first']).default('highest-first'),
  /** What the tie-break value is, in the rule book's words ("age: the older player first"). */
  tieBreak: z.string().max(200).default(''),
  /** An attendee who adds a card worth 0 to a pile chooses once more after everyone else. */
  secondChoiceOnZero: z.boolean().default(false),
  source: z.string().max(1000).default(''),
});
export type MeetingOrder = z.infer<typeof meetingOrderSchema>;

/**
 * A committee of rising-price piles: to take an option, play cards worth more than its pile,
 * add one of them to the pile (the next buyer must beat the new total) and discard the rest;
 * or take the pile's cards instead of an option.
 */
export const committeeSchema = z
  .object({
    id: idSchema,
    name: name('a committee'),
    text: z.string().max(2000).default(''),
    options: z.array(pileOptionSchema).default([]),
    /** Who may attend its meetings how often; null: anyone, any time. */
    limits: meetingLimitsSchema.nullable().default(null),
    /** The order attendees choose in; null: declared value, highest first, no second choices. */
    meeting: meetingOrderSchema.nullable().default(null),
  })
  .superRefine((c, ctx) => reportDuplicateIds(ctx, c.options, 'options', 'option'))
  .describe('A committee whose options are bought by beating the value of their piles.');
export type CommitteeDef = z.infer<typeof committeeSchema>;

export const auctionSchema = z
  .object({
    id: idSchema,
    name: name('an auction'),
    text: z.string().max(2000).default(''),
    /** Ascending: bids in turn, higher each time, until all but one pass. Sealed: one bid each, opened together. */
    kind: z.enum(['ascending', 'sealed']).default('ascending'),
    /** The team tracker bids are made in (trade goods). */
    currency: refTo('trackers'),
    /**
     * "winner-pays": the winner loses the bid. "others-receive": everyone but the winner gains
     * the winning bid. "highest-minus-own": each bidder gains the highest bid minus their own.
     */
    settle: z.enum(['winner-pays', 'others-receive', 'highest-minus-own']).default('winner-pays'),
    /** Order of turns around the seats for an ascending auction. */
    direction: z.enum(['clockwise', 'counter-clockwise']).default('clockwise'),
    minimum: wholeNumber(0, 1_000_000).default(0),
  })
  .describe('An ascending or sealed-bid auction settled in a team tracker.');
export type AuctionDef = z.infer<typeof auctionSchema>;

/**
 * Awards by rank on a score (hourly bonuses): the highest score gains `top`; scores at or below
 * `cutoff` × the highest gain nothing; the others split into an upper half gaining `upper` and
 * a lower half gaining `lower`.
 */
export const awardSchema = z
  .object({
    id: idSchema,
    name: name('an award'),
    text: z.string().max(2000).default(''),
    /** The player tracker ranked (banked plunder). */
    score: refTo('trackers'),
    /** The player tracker the bonus is added to. */
    gives: refTo('trackers'),
    top: wholeNumber(0, 1000).default(3),
    upper: wholeNumber(0, 1000).default(2),
    lower: wholeNumber(0, 1000).default(1),
    cutoff: z.number().min(0).max(1).default(0.5),
  })
  .describe('A bonus by rank on a score, given out when Control runs it.');
export type AwardDef = z.infer<typeof awardSchema>;

export const contestListsSchema = {
  votes: z.array(voteSchema).default([]).describe('Votes Control runs.'),
  committees: z.array(committeeSchema).default([]).describe('Committees of rising-price piles.'),
  auctions: z.array(auctionSchema).default([]).describe('Auctions.'),
  awards: z.array(awardSchema).default([]).describe('Awards by rank.'),
};

export function reportContestProblems(
  ctx: z.RefinementCtx,
  s: {
    votes: readonly VoteDef[];
    committees: readonly CommitteeDef[];
    auctions: readonly AuctionDef[];
    awards: readonly AwardDef[];
    trackers: readonly { id: string; scope: string }[];
  },
): void {
  reportDuplicateIds(ctx, s.votes, 'votes', 'vote');
  reportDuplicateIds(ctx, s.committees, 'committees', 'committee');
  reportDuplicateIds(ctx, s.auctions, 'auctions', 'auction');
  reportDuplicateIds(ctx, s.awards, 'awards', 'award');
  const scopes = new Map(s.trackers.map((t) => [t.id, t.scope]));
  const need = (id: string, scope: string, path: (string | number)[]) => {
    const found = scopes.get(id);
    if (found === undefined) ctx.addIssue({ code: 'custom', path, message: `no tracker "${id}"` });
    else if (found !== scope)
      ctx.addIssue({ code: 'custom', path, message: `"${id}" must be a ${scope} tracker` });
  };
  s.votes.forEach((vote, i) => {
    const w = vote.weight;
    if (w.kind === 'highest' || w.kind === 'sum')
      w.trackers.forEach((t, j) => need(t, 'player', ['votes', i, 'weight', 'trackers', j]));
    if (vote.candidates === 'options' && vote.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['votes', i, 'options'],
        message: 'a vote on options needs at least 2',
      });
  });
  s.auctions.forEach((a, i) => need(a.currency, 'team', ['auctions', i, 'currency']));
  s.awards.forEach((a, i) => {
    need(a.score, 'player', ['awards', i, 'score']);
    need(a.gives, 'player', ['awards', i, 'gives']);
  });
}
