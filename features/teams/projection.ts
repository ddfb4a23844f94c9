import type { Scenario } from '../../scenarios/format/schema.ts';
import type { ProjectionContext } from '../../session/plugin.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { GLOBAL_HOLDER, type RosterState, type TrackersState } from './types.ts';

/**
 * What a viewer may see of the roster and the trackers. The crew sees everything. Players
 * see who is at the event and where they sit, not Control's notes on them; of the trackers,
 * a display sees the game-wide tracks marked public, and a team those and its own values
 * and its players' (another team's Fuel is none of its business).
 */

export function projectRoster(roster: RosterState, viewer: Viewer): RosterState {
  if (isCrew(viewer)) return roster;
  return { ...roster, players: roster.players.map((p) => (p.notes ? { ...p, notes: '' } : p)) };
}

export function projectTrackers(
  trackers: TrackersState,
  viewer: Viewer,
  { state, scenario }: ProjectionContext,
): TrackersState {
  if (isCrew(viewer)) return trackers;
  const team = viewerTeam(viewer);
  const ownPlayers = new Set(
    state.roster.players.filter((p) => team !== null && p.team === team).map((p) => p.id),
  );
  const defs = new Map(scenario.trackers.map((d) => [d.id, d]));
  const sees = (id: string, holder: string): boolean => {
    const def = defs.get(id);
    if (!def) return false;
    return def.scope === 'global'
      ? holder === GLOBAL_HOLDER && def.public
      : team !== null && (holder === team || ownPlayers.has(holder));
  };
  const values: TrackersState['values'] = {};
  for (const [id, byHolder] of Object.entries(trackers.values)) {
    const kept: Record<string, number> = {};
    for (const [holder, value] of Object.entries(byHolder))
      if (sees(id, holder)) kept[holder] = value;
    if (Object.keys(kept).length > 0) values[id] = kept;
  }
  if (!trackers.maxima) return { ...trackers, values };
  // A holder's maximum is seen by whoever sees its value.
  const maxima: NonNullable<TrackersState['maxima']> = {};
  for (const [id, byHolder] of Object.entries(trackers.maxima)) {
    const kept = Object.fromEntries(
      Object.entries(byHolder).filter(([holder]) => sees(id, holder)),
    );
    if (Object.keys(kept).length > 0) maxima[id] = kept;
  }
  return { ...trackers, values, maxima };
}

/**
 * Whether a viewer other than the crew may read a log line about one value: a public
 * game-wide track, or (for a team) its own value. Lines about players' values stay with the
 * crew, since a line alone does not say whose team a player is on.
 */
export function seesTrackerLine(
  scenario: Scenario,
  tracker: string,
  holder: string,
  viewer: Viewer,
): boolean {
  if (isCrew(viewer)) return true;
  const def = scenario.trackers.find((d) => d.id === tracker);
  if (!def) return false;
  if (def.scope === 'global') return def.public;
  return def.scope === 'team' && holder === viewerTeam(viewer);
}
