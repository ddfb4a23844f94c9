/** A team's place when a condition ranks the teams: 1 is first; teams level on every tracker share it. */
export interface Standing {
  team: string;
  place: number;
  /** Its value of each ranking tracker, in order (empty for a viewer who may not see them). */
  values: number[];
}

/** End conditions met so far: each (condition, holder) once, in the order they were met. */
export interface MetCondition {
  condition: string;
  /** "" for the whole game, a team id or a player id. */
  holder: string;
  /** The log entry that recorded it. */
  seq: number;
  /** The turn whose end it was met at (conditions checked at turn end). */
  turn?: number;
  /** The teams' ranking when it was met (conditions that rank). */
  standings?: Standing[];
}

export interface EndingsState {
  met: MetCondition[];
  /** The last turn whose end was checked (none yet: 0; absent in older sessions). */
  turnsChecked?: number;
}
