import { z } from 'zod';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import type { Action } from '../../session/types.ts';
import { trackerHolders } from './tracker-defs.ts';
import type { RosterState } from './types.ts';

/**
 * The seats in play: the teams someone sits at. A scenario for eight may be played by three;
 * normalising, bidding and rolling for seats then count only those three. Before anyone is on
 * the roster every seat counts (there is nothing to tell them apart by).
 */
export function seatsInPlay(roster: RosterState, teams: readonly string[]): string[] {
  if (roster.players.length === 0) return [...teams];
  const seated = new Set(roster.players.map((p) => p.team));
  return teams.filter((team) => seated.has(team));
}

/**
 * Holders put in the roster's seat order (the one just rolled, say), whatever order they were
 * named in; holders that are not seats (players, offices) follow, as named.
 */
export function inSeatOrder(holders: readonly string[], teamOrder: readonly string[]): string[] {
  const seat = new Map(teamOrder.map((t, i) => [t, i]));
  const at = (h: string) => seat.get(h) ?? teamOrder.length;
  return [...holders].sort((a, b) => at(a) - at(b));
}

/** Which seats an action counts: those in play (the default), or every seat of the scenario. */
export const seatsSchema = z.enum(['in-play', 'all']).default('in-play');
export type Seats = z.infer<typeof seatsSchema>;

export function seatsFor(seats: Seats, roster: RosterState, teams: readonly string[]): string[] {
  return seats === 'all' ? [...teams] : seatsInPlay(roster, teams);
}

/** Entries logged before seats in play existed counted every seat. */
export function everySeatIfUnsaid(logged: Action): Action {
  return 'seats' in logged ? logged : { ...logged, seats: 'all' };
}

/** Who a normalisation shifts: the holders, a team tracker's only among the chosen seats. */
export function normaliseHolders(
  scenario: Scenario,
  def: TrackerDef,
  roster: RosterState,
  seats: Seats,
): string[] {
  const holders = trackerHolders(scenario, def, roster);
  return def.scope === 'team' ? seatsFor(seats, roster, holders) : holders;
}
