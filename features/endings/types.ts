/** End conditions met so far: each (condition, holder) once, in the order they were met. */
export interface MetCondition {
  condition: string;
  /** "" for the whole game, a team id or a player id. */
  holder: string;
  /** The log entry that recorded it. */
  seq: number;
}

export interface EndingsState {
  met: MetCondition[];
}
