/**
 * Votes, committee piles and auctions on the session. Each contest's state is keyed by the
 * id of its definition in the scenario.
 */

export interface VoteResult {
  /** Weighted total per option or candidate. */
  totals: Record<string, number>;
  /** The winner, or null when the tie rule elected nobody. */
  winner: string | null;
  /** The options or candidates that tied for the top, when there was a tie. */
  tied: string[];
  /** How the result was reached ("tie: nobody is elected", "tie broken at random"). */
  how: string;
}

export interface VoteState {
  status: 'open' | 'closed';
  /** Players voting this time, in roster order. */
  voters: string[];
  /** Candidate player ids, when the vote is on players. */
  candidates: string[];
  /** Ballot per voter: an option id or a candidate player id. */
  ballots: Record<string, string>;
  /** Weight per voter, fixed when the vote opened. */
  weights: Record<string, number>;
  result: VoteResult | null;
  openedSeq: number;
}

export interface PileState {
  /** Total value of the cards on the pile: the next buyer must play more than this. */
  value: number;
  /** The card values on the pile, oldest first. */
  cards: number[];
  /** Taken by a player who may not hold the option: no more buying this turn. */
  locked: boolean;
  /** Who bought the option last (a player id), if anyone. */
  holder: string | null;
}

export interface AuctionResult {
  winner: string | null;
  /** Sealed bids that tied for the highest (no winner). */
  tied: string[];
  amount: number;
  /** The currency each bidder gains (negative: pays). */
  changes: Record<string, number>;
}

export interface AuctionState {
  status: 'open' | 'closed';
  /** Bidding teams in turn order. */
  bidders: string[];
  /** Index into `bidders` of whose turn it is (ascending auctions). */
  turn: number;
  high: { team: string; amount: number } | null;
  passed: string[];
  /** Sealed bids, once opened. */
  bids: Record<string, number>;
  result: AuctionResult | null;
}

/** One choice made in a meeting, in order: a pile bought or taken, or a pass. */
export interface MeetingChoice {
  player: string;
  /** A second choice earned by adding a 0 to a pile. */
  second: boolean;
  kind: 'buy' | 'take' | 'pass';
  option: string | null;
  /** A card worth 0 went onto the pile (earns a second choice once per meeting). */
  zero: boolean;
}

/** A committee's meeting: who attends, what they declared, and the choices made so far. */
export interface MeetingState {
  status: 'open' | 'closed';
  /** The clock's turn (0 before the game starts) and phase key when it opened. */
  turn: number;
  phase: string;
  /** Attendees in the order they declared (Control's order breaks the last ties). */
  attendees: string[];
  declared: Record<string, number>;
  /** Tie-break values entered by Control (age), higher first. */
  tieBreak: Record<string, number>;
  /** Attendees let in by Control over a limit, with the reason the limit gave. */
  allowed: Record<string, string>;
  choices: MeetingChoice[];
}

/** One attendance, kept for the turn limits. */
export interface Attendance {
  player: string;
  /** The player, or the player's team when the committee counts per team. */
  holder: string;
  committee: string;
  turn: number;
  phase: string;
}

export interface ContestsState {
  votes: Record<string, VoteState>;
  /** Per committee, per option. */
  committees: Record<string, Record<string, PileState>>;
  auctions: Record<string, AuctionState>;
  /** The latest meeting of each committee (absent in sessions from before meetings). */
  meetings?: Record<string, MeetingState>;
  /** Every attendance so far, oldest first. */
  attendance?: Attendance[];
}
