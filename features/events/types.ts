import type { ItemCounts } from './event-boxes-format.ts';
import type { AppliedChange } from '../teams/tracker-ops.ts';

/** Event box tallies kept on the session (the open events themselves are cards in play). */

/** Who put what into a box, when the facilitator chose to record it. */
export interface Pledge {
  team: string;
  item: string;
  count: number;
}

export interface EventTally {
  seq: number;
  at: number;
  /** The event box rules used. */
  rules: string;
  team: string;
  /** The card copy tallied, e.g. "fuel-leak/1". */
  card: string;
  title: string;
  /** What came out of the box (never shown on the display). */
  contents: ItemCounts;
  /** `null`: anonymous. */
  pledges: Pledge[] | null;
  success: boolean;
  /** Why, in words: "cost met: 1 Manpower, 1 Fuel", "a Sabotage card was in the box". */
  reasons: string[];
  outcomeText: string;
  consumed: ItemCounts;
  returned: ItemCounts;
  changes: AppliedChange[];
  /** A persistent event that failed stays open in front of the team. */
  staysOpen: boolean;
  /** The clock's turn when it was tallied (the display shows this turn's results). */
  turn: number | null;
}

/** A pledge sent from a team's own screen, sealed in its box until the tally counts it. */
export interface SealedPledge extends Pledge {
  /** Who sent it, as the log names them. */
  by: string;
  seq: number;
}

export interface EventsState {
  /** Newest first, bounded (older ones stay in the log). */
  tallies: EventTally[];
  /**
   * Sealed pledges waiting for their tally, per box (`boxKey`). Absent when none, so sessions
   * from before pledges from screens reach the very state they did.
   */
  pledges?: Record<string, SealedPledge[]>;
}

/** The key of one box: the event box rules, the team it is in front of, the event card. */
export function boxKey(rules: string, team: string, card: string): string {
  return `${rules}|${team}|${card}`;
}

export const EVENT_TALLIES_KEPT = 60;
