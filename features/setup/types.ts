/** A guided setup's progress on the session: seat rolls, the draft and which steps are done. */

export interface DraftSeat {
  /** The card picked in the open draft, or dealt and kept. */
  card: string | null;
  /** Cards dealt at random, in order (the last one is the one held). */
  draws: string[];
  /** A hidden draw stays secret until revealed; a last forced draw is public. */
  hidden: boolean;
  passed: boolean;
}

export interface SetupState {
  /** Each team's rolls (re-rolls for ties appended), when a seat roll has been made. */
  seatRolls: Record<string, number[]> | null;
  /** Per draft step id, per team. */
  drafts: Record<string, Record<string, DraftSeat>>;
  /** Ids of setup steps marked done, in order. */
  done: string[];
}
