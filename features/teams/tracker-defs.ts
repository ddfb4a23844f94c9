import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import { ActionRejected } from '../../session/types.ts';
import { seatTeams } from './initial-teams.ts';
import { GLOBAL_HOLDER, type RosterState, type TrackersState } from './types.ts';

/** Looking trackers up and working out who holds them and within which limits. */

export function trackerDef(scenario: Scenario, id: string): TrackerDef {
  const def = scenario.trackers.find((t) => t.id === id);
  if (!def) throw new ActionRejected(`There is no tracker "${id}"`);
  return def;
}

/** The teams a team tracker belongs to, in seat order. */
export function trackerTeams(scenario: Scenario, def: TrackerDef, roster: RosterState): string[] {
  if (def.teams.length === 0)
    return roster.teamOrder.length ? roster.teamOrder : seatTeams(scenario);
  const listed = new Set(def.teams);
  const ordered = roster.teamOrder.filter((t) => listed.has(t));
  return [...ordered, ...def.teams.filter((t) => !ordered.includes(t))];
}

/** The holders of a tracker: [""] for a global one, teams, or players (in seat order). */
export function trackerHolders(scenario: Scenario, def: TrackerDef, roster: RosterState): string[] {
  if (def.scope === 'global') return [GLOBAL_HOLDER];
  if (def.scope === 'team') return trackerTeams(scenario, def, roster);
  const roles = new Set(def.roles);
  return roster.players
    .filter((p) => roles.size === 0 || (p.role !== null && roles.has(p.role)))
    .map((p) => p.id);
}

export interface Limits {
  start: number;
  min: number | null;
  max: number | null;
}

/**
 * Start and limits for one holder: a maximum set during the game wins, then the team's own
 * override in the scenario, then the tracker's.
 */
export function trackerLimits(
  def: TrackerDef,
  holder: string,
  trackers?: Pick<TrackersState, 'maxima'>,
): Limits {
  const own = def.scope === 'team' ? def.perTeam[holder] : undefined;
  const set = trackers?.maxima?.[def.id]?.[holder];
  return {
    start: own?.start ?? def.start,
    min: own?.min !== undefined ? own.min : def.min,
    max: set !== undefined ? set : own?.max !== undefined ? own.max : def.max,
  };
}

export function clampTo(limits: Limits, value: number): number {
  let v = value;
  if (limits.max !== null) v = Math.min(v, limits.max);
  if (limits.min !== null) v = Math.max(v, limits.min);
  return v;
}

/** The band whose range holds `value` (its effect text), if any. */
export function bandOf(def: TrackerDef, value: number): string | null {
  const band = def.bands.find(
    (b) => (b.min === null || value >= b.min) && (b.max === null || value <= b.max),
  );
  return band ? band.text : null;
}

/** Check that `holder` holds `def`, naming both when it does not. */
export function checkHolder(
  scenario: Scenario,
  def: TrackerDef,
  roster: RosterState,
  holder: string,
): void {
  if (def.scope === 'global') {
    if (holder !== GLOBAL_HOLDER)
      throw new ActionRejected(`${def.name} is kept for the whole game, not per holder`);
    return;
  }
  if (!trackerHolders(scenario, def, roster).includes(holder)) {
    const who = def.scope === 'team' ? `team "${holder}"` : `player "${holder}"`;
    throw new ActionRejected(`${who} has no ${def.name}`);
  }
}
