import { z } from 'zod';
import type { AuctionDef } from './contests-format.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type ApplyContext, type SessionState } from '../../session/types.ts';
import { trackerDef, trackerTeams } from '../teams/tracker-defs.ts';
import { settlement } from './auction-settle.ts';
import { auctionDef, outcomeRecord, teamName } from './contest-defs.ts';
import type { AuctionResult, AuctionState } from './types.ts';
import { defineAction } from '../../session/define-action.ts';
import { everySeatIfUnsaid, seatsFor, seatsSchema, type Seats } from '../teams/seats-in-play.ts';

/**
 * Auctions between teams, settled in a team tracker. Ascending: in turn around the seats,
 * each bids higher or passes (a pass is final) until one bidder is left. Sealed: every bid at
 * once, opened together.
 */

const amount = z.number().int('must be a whole number').min(0, 'must be at least 0').max(1_000_000);

/** The bidding order: the seats holding the currency, reversed counter-clockwise, from `first`. */
export function biddingOrder(
  scenario: Scenario,
  state: SessionState,
  def: AuctionDef,
  first?: string,
  which: Seats = 'in-play',
): string[] {
  const teams = trackerTeams(scenario, trackerDef(scenario, def.currency), state.roster);
  const seats = seatsFor(which, state.roster, teams);
  const order = def.direction === 'counter-clockwise' ? [...seats].reverse() : seats;
  const at = first === undefined ? 0 : order.indexOf(first);
  if (at < 0)
    throw new ActionRejected(`${teamName(scenario, first ?? '')} does not bid in ${def.name}`);
  return [...order.slice(at), ...order.slice(0, at)];
}

function withAuction(state: SessionState, id: string, auction: AuctionState | null): SessionState {
  const auctions = { ...state.contests.auctions };
  if (auction) auctions[id] = auction;
  else delete auctions[id];
  return { ...state, contests: { ...state.contests, auctions } };
}

function openAuction(
  state: SessionState,
  scenario: Scenario,
  id: string,
  kind: AuctionDef['kind'],
) {
  const def = auctionDef(scenario, id);
  const auction = state.contests.auctions[id];
  if (!auction || auction.status !== 'open') throw new ActionRejected(`${def.name} is not open`);
  if (def.kind !== kind)
    throw new ActionRejected(
      `${def.name} is ${def.kind === 'ascending' ? 'an ascending' : 'a sealed'} auction`,
    );
  return { def, auction };
}

/** Ends an auction: the result, and the currency changes applied to the trackers. */
function settle(
  ctx: ApplyContext,
  state: SessionState,
  scenario: Scenario,
  def: AuctionDef,
  auction: AuctionState,
  bids: Record<string, number>,
  winner: string | null,
  amountWon: number,
  tied: string[],
) {
  const changes = settlement(def, auction.bidders, bids, winner, amountWon);
  const applied = ctx.use('trackers').change(
    state,
    scenario,
    Object.entries(changes).map(([holder, by]) => ({ tracker: def.currency, holder, by })),
  );
  const result: AuctionResult = { winner, tied, amount: amountWon, changes };
  const closed: AuctionState = { ...auction, status: 'closed', bids, result };
  return {
    state: withAuction(applied.state, def.id, closed),
    outcome: { winner, amount: amountWon, tied, changes },
  };
}

function nextTurn(auction: AuctionState, from: number): number {
  for (let step = 1; step <= auction.bidders.length; step++) {
    const i = (from + step) % auction.bidders.length;
    if (!auction.passed.includes(auction.bidders[i]!)) return i;
  }
  return from;
}

function checkTurn(scenario: Scenario, def: AuctionDef, auction: AuctionState, team: string): void {
  const due = auction.bidders[auction.turn];
  if (team !== due)
    throw new ActionRejected(`It is ${teamName(scenario, due ?? '')}'s turn to bid in ${def.name}`);
}

export const auctionOpenModule = defineAction({
  type: 'auction.open',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('auction.open'),
    auction: idSchema,
    bidders: z.array(idSchema).min(2, 'an auction needs at least 2 bidders').max(100).optional(),
    first: idSchema.optional(),
    /** Without named bidders: the seats in play (or every seat) bid. */
    seats: seatsSchema,
  }),
  fromLog: everySeatIfUnsaid,
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = auctionDef(scenario, action.auction);
    if (state.contests.auctions[def.id]?.status === 'open')
      throw new ActionRejected(`${def.name} is already open`);
    let bidders = action.bidders ?? biddingOrder(scenario, state, def, action.first, action.seats);
    if (action.bidders && action.first !== undefined) {
      const at = bidders.indexOf(action.first);
      if (at < 0)
        throw new ActionRejected(`${teamName(scenario, action.first)} is not among the bidders`);
      bidders = [...bidders.slice(at), ...bidders.slice(0, at)];
    }
    const holders = new Set(
      trackerTeams(scenario, trackerDef(scenario, def.currency), state.roster),
    );
    for (const b of bidders)
      if (!holders.has(b))
        throw new ActionRejected(`${teamName(scenario, b)} cannot bid in ${def.name}`);
    if (new Set(bidders).size !== bidders.length)
      throw new ActionRejected('A bidder is named twice');
    if (bidders.length < 2) throw new ActionRejected(`${def.name} needs at least 2 bidders`);
    const auction: AuctionState = {
      status: 'open',
      bidders,
      turn: 0,
      high: null,
      passed: [],
      bids: {},
      result: null,
    };
    return { state: withAuction(state, def.id, auction), outcome: { bidders } };
  },
  describe: (action, _o, header) => {
    const def = header.scenario.auctions.find((a) => a.id === action.auction);
    return `Auction opened: ${def?.name ?? action.auction}${action.first ? `, ${teamName(header.scenario, action.first)} first` : ''}`;
  },
});

export const auctionBidModule = defineAction({
  type: 'auction.bid',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('auction.bid'),
    auction: idSchema,
    team: idSchema,
    amount,
  }),
  byTeam: {
    setting: 'bid',
    check: (action, _state, _header, team) =>
      action.team === team ? null : 'a team bids only for itself',
  },
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { def, auction } = openAuction(state, scenario, action.auction, 'ascending');
    checkTurn(scenario, def, auction, action.team);
    if (action.amount < def.minimum)
      throw new ActionRejected(`The lowest bid in ${def.name} is ${def.minimum}`);
    if (auction.high && action.amount <= auction.high.amount)
      throw new ActionRejected(`A bid must beat ${auction.high.amount}`);
    const bidding: AuctionState = {
      ...auction,
      high: { team: action.team, amount: action.amount },
    };
    const next = { ...bidding, turn: nextTurn(bidding, auction.turn) };
    // Everyone else has passed: the bid wins at once.
    if (next.bidders[next.turn] === action.team)
      return settle(
        ctx,
        state,
        scenario,
        def,
        next,
        { [action.team]: action.amount },
        action.team,
        action.amount,
        [],
      );
    return { state: withAuction(state, def.id, next) };
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name =
      header.scenario.auctions.find((a) => a.id === action.auction)?.name ?? action.auction;
    return `${name}: ${teamName(header.scenario, action.team)} bids ${action.amount}${o['winner'] ? ' and wins' : ''}`;
  },
});

export const auctionPassModule = defineAction({
  type: 'auction.pass',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('auction.pass'), auction: idSchema, team: idSchema }),
  byTeam: {
    setting: 'bid',
    check: (action, _state, _header, team) =>
      action.team === team ? null : 'a team passes only for itself',
  },
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { def, auction } = openAuction(state, scenario, action.auction, 'ascending');
    checkTurn(scenario, def, auction, action.team);
    const passed = { ...auction, passed: [...auction.passed, action.team] };
    const left = passed.bidders.filter((b) => !passed.passed.includes(b));
    const high = passed.high;
    if (left.length === 0 || (left.length === 1 && high !== null && high.team === left[0])) {
      // The high bidder wins once all others have passed; if everyone passed without a bid,
      // the first bidder takes it at the minimum.
      const winner = high?.team ?? passed.bidders[0]!;
      const won = high?.amount ?? def.minimum;
      return settle(ctx, state, scenario, def, passed, { [winner]: won }, winner, won, []);
    }
    return {
      state: withAuction(state, def.id, { ...passed, turn: nextTurn(passed, auction.turn) }),
    };
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name =
      header.scenario.auctions.find((a) => a.id === action.auction)?.name ?? action.auction;
    const won =
      typeof o['winner'] === 'string'
        ? `; ${teamName(header.scenario, o['winner'])} wins at ${String(o['amount'])}`
        : '';
    return `${name}: ${teamName(header.scenario, action.team)} passes${won}`;
  },
});

export const auctionSealedModule = defineAction({
  type: 'auction.sealed',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('auction.sealed'),
    auction: idSchema,
    bids: z.record(idSchema, amount),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { def, auction } = openAuction(state, scenario, action.auction, 'sealed');
    const missing = auction.bidders.filter((b) => action.bids[b] === undefined);
    if (missing.length)
      throw new ActionRejected(
        `No bid from ${missing.map((b) => teamName(scenario, b)).join(', ')}`,
      );
    const stray = Object.keys(action.bids).filter((b) => !auction.bidders.includes(b));
    if (stray.length)
      throw new ActionRejected(
        `${stray.map((b) => teamName(scenario, b)).join(', ')} does not bid here`,
      );
    const low = auction.bidders.find((b) => action.bids[b]! < def.minimum);
    if (low) throw new ActionRejected(`The lowest bid in ${def.name} is ${def.minimum}`);
    const highest = Math.max(...auction.bidders.map((b) => action.bids[b]!));
    const top = auction.bidders.filter((b) => action.bids[b] === highest);
    const winner = top.length === 1 ? top[0]! : null;
    return settle(
      ctx,
      state,
      scenario,
      def,
      auction,
      { ...action.bids },
      winner,
      highest,
      top.length > 1 ? top : [],
    );
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name =
      header.scenario.auctions.find((a) => a.id === action.auction)?.name ?? action.auction;
    const bids = Object.entries(action.bids)
      .map(([t, n]) => `${teamName(header.scenario, t)} ${n}`)
      .join(', ');
    const winner =
      typeof o['winner'] === 'string' ? `; ${teamName(header.scenario, o['winner'])} wins` : '';
    return `${name}: bids opened (${bids})${winner}`;
  },
});

export const auctionCancelModule = defineAction({
  type: 'auction.cancel',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('auction.cancel'), auction: idSchema }),
  apply(state, action, ctx) {
    const def = auctionDef(ctx.header.scenario, action.auction);
    if (!state.contests.auctions[def.id])
      throw new ActionRejected(`${def.name} has not been opened`);
    return { state: withAuction(state, def.id, null) };
  },
  describe: (action, _o, header) =>
    `Auction cleared: ${header.scenario.auctions.find((a) => a.id === action.auction)?.name ?? action.auction}`,
});

export const auctionActionModules = [
  auctionOpenModule,
  auctionBidModule,
  auctionPassModule,
  auctionSealedModule,
  auctionCancelModule,
] as const;
