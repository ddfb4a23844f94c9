import type { AuctionDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { teamName } from './contest-defs.ts';
import type { AuctionResult } from './types.ts';

/** What the console shows of an auction: derived from the session, never stored. */

export interface BidderView {
  id: string;
  name: string;
  passed: boolean;
  onTurn: boolean;
  /** Holds the high bid of an ascending auction. */
  high: boolean;
}

export interface AuctionChangeView {
  team: string;
  name: string;
  by: number;
}

export interface AuctionView {
  status: 'not-open' | 'open' | 'closed';
  currency: string;
  bidders: BidderView[];
  high: { team: string; name: string; amount: number } | null;
  /** The team to bid or pass (ascending, open), or null. */
  onTurn: string | null;
  /** The least the team on turn may bid. */
  nextBid: number;
  result: AuctionResult | null;
  /** The settlement's non-zero changes, in bidding order. */
  changes: AuctionChangeView[];
}

export function auctionView(scenario: Scenario, def: AuctionDef, state: SessionState): AuctionView {
  const currency = scenario.trackers.find((t) => t.id === def.currency)?.name ?? def.currency;
  const auction = state.contests.auctions[def.id];
  if (!auction)
    return {
      status: 'not-open',
      currency,
      bidders: [],
      high: null,
      onTurn: null,
      nextBid: def.minimum,
      result: null,
      changes: [],
    };
  const onTurn =
    auction.status === 'open' && def.kind === 'ascending'
      ? (auction.bidders[auction.turn] ?? null)
      : null;
  const changes = auction.result?.changes ?? {};
  return {
    status: auction.status,
    currency,
    bidders: auction.bidders.map((id) => ({
      id,
      name: teamName(scenario, id),
      passed: auction.passed.includes(id),
      onTurn: id === onTurn,
      high: auction.high?.team === id,
    })),
    high: auction.high && { ...auction.high, name: teamName(scenario, auction.high.team) },
    onTurn,
    nextBid: auction.high ? Math.max(def.minimum, auction.high.amount + 1) : def.minimum,
    result: auction.result,
    changes: auction.bidders
      .filter((b) => (changes[b] ?? 0) !== 0)
      .map((b) => ({ team: b, name: teamName(scenario, b), by: changes[b]! })),
  };
}
