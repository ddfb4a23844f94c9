/** An order of play under way: who acts in what order this round, and whose turn it is. */
export interface InitiativeRun {
  /** Who takes part, as listed when it started (ties fall back on this order). */
  members: string[];
  /** Team, player or piece ids, in the order they act this round. */
  sequence: string[];
  /**
   * Whose turn it is (an index into `sequence`); `sequence.length` once everyone has acted;
   * -1 in a viewer's copy when it is the turn of a piece that viewer cannot see.
   */
  current: number;
  /** 1 for the first round. */
  round: number;
  /** What placed each member: its tracker, property or declared value, or its rolls. */
  values: Record<string, number[]>;
  /** The declared values and tie-breaks, kept so a later round is ordered the same way. */
  declared: Record<string, number>;
  tieBreak: Record<string, number>;
  /** Where each piece stood as the order started (piece orders), for who may read it. */
  places?: Record<string, string>;
}

export interface InitiativeState {
  /** By order id; an order not under way has no run. */
  runs: Record<string, InitiativeRun>;
}
