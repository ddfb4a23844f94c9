import { z } from 'zod';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import type { Action } from '../../session/types.ts';
import { trackerHolders } from './tracker-defs.ts';
import type { RosterState } from './types.ts';

/**
 * The seats in play: the teams someone sits at. A scenario for eight may be played by three;
 * every feature that goes round the table (normalising, bidding, voting, drafting, dealing,
 * standings) counts only those three. Setup may name them outright (how many are playing);
 * otherwise they are the seats with a player on the roster, and before anyone is on the
 * roster every seat counts (there is nothing to tell them apart by). Teams that are not seats
 * (offices, a bank) are never empty seats: they are kept.
 */
export function seatsInPlay(roster: RosterState, teams: readonly string[]): string[] {
  const empty = emptySeats(roster);
  return teams.filter((team) => !empty.has(team));
}

/** The seats nobody plays: those left out at setup, or with nobody on the roster. */
export function emptySeats(roster: RosterState): Set<string> {
  if (roster.inPlay) {
    const chosen = new Set(roster.inPlay);
    return new Set(roster.teamOrder.filter((team) => !chosen.has(team)));
  }
  if (roster.players.length === 0) return new Set();
  const seated = new Set(roster.players.map((p) => p.team));
  return new Set(roster.teamOrder.filter((team) => !seated.has(team)));
}

export function isSeatInPlay(roster: RosterState, team: string): boolean {
  return !emptySeats(roster).has(team);
}

/** Players at an empty seat take no part (sample players filling every chair, say). */
export function playersInPlay<P extends { team: string | null }>(
  roster: RosterState,
  players: readonly P[],
): P[] {
  const empty = emptySeats(roster);
  return players.filter((p) => p.team === null || !empty.has(p.team));
}

/** A tracker's holders without the empty seats: who is ranked, checked or counted. */
export function holdersInPlay(scenario: Scenario, def: TrackerDef, roster: RosterState): string[] {
  const holders = trackerHolders(scenario, def, roster);
  if (def.scope === 'team') return seatsInPlay(roster, holders);
  if (def.scope !== 'player') return holders;
  const playing = new Set(playersInPlay(roster, roster.players).map((p) => p.id));
  return holders.filter((h) => playing.has(h));
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
