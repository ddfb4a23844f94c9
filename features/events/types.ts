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

export interface EventsState {
  /** Newest first, bounded (older ones stay in the log). */
  tallies: EventTally[];
}

export const EVENT_TALLIES_KEPT = 60;
