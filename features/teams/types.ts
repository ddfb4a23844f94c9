/**
 * The roster and the trackers on the session state. Players are the people at the event (a
 * session's, not a scenario's); trackers hold the numbers the scenario defines. All JSON,
 * changed only through logged actions.
 */

export interface Player {
  /** Stable within the session: "p1", "p2", … or the id a CSV gave. */
  id: string;
  name: string;
  /** The team (ship, faction, seat) the player belongs to, if any. */
  team: string | null;
  /** A role id of that team, if any. */
  role: string | null;
  /** Free notes (age for tie-breaks, table, contact). */
  notes: string;
  /** Posts held on top of the seat: roles of "office" teams, as "team/role" (government/president). */
  posts: string[];
  /**
   * A stand-in named by the console ("Fill with sample players") until the real roster is
   * imported; written only when true.
   */
  sample?: true;
}

export interface RosterState {
  /** In seat order. */
  players: Player[];
  /** Teams in seat order (clockwise); starts as the scenario's order of "team" teams. */
  teamOrder: string[];
  /**
   * The seats in play when setup named them (how many are playing), in no particular order;
   * absent until then, when the seats with players are the ones in play.
   */
  inPlay?: string[];
}

/**
 * Values that differ from a tracker's start (a missing value is the start). Keyed by tracker
 * id, then by holder: "" for a global tracker, a team id or a player id.
 */
export type TrackerValues = Record<string, Record<string, number>>;

export interface TrackersState {
  values: TrackerValues;
  /**
   * Maxima set during the game for one holder (the Captain card drawn fixes the captain's),
   * by tracker id then holder (`null`: no maximum). Absent until one is set.
   */
  maxima?: Record<string, Record<string, number | null>>;
}

/** The holder key of a global tracker. */
export const GLOBAL_HOLDER = '';
