import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import type { SessionState } from '../../session/types.ts';
import { productionLines } from './production.ts';
import { bandOf, trackerHolders, trackerLimits } from './tracker-defs.ts';
import { trackerValue } from './tracker-ops.ts';
import { GLOBAL_HOLDER } from './types.ts';

/** What the console's Teams tab and the display show of the roster and the trackers. */

export interface TrackValue {
  def: TrackerDef;
  value: number;
  min: number | null;
  max: number | null;
  band: string | null;
}

export function globalTracks(scenario: Scenario, state: SessionState): TrackValue[] {
  return scenario.trackers
    .filter((t) => t.scope === 'global')
    .map((def) => {
      const value = trackerValue(state.trackers, def, GLOBAL_HOLDER);
      return { def, value, min: def.min, max: def.max, band: bandOf(def, value) };
    });
}

export interface TrackerGroup {
  name: string;
  trackers: TrackerDef[];
}

/** Team trackers grouped as the scenario groups them (ungrouped ones under "Resources"). */
export function teamTrackerGroups(scenario: Scenario): TrackerGroup[] {
  const groups = new Map<string, TrackerDef[]>();
  for (const def of scenario.trackers.filter((t) => t.scope === 'team')) {
    const name = def.group || 'Resources';
    groups.set(name, [...(groups.get(name) ?? []), def]);
  }
  return [...groups].map(([name, trackers]) => ({ name, trackers }));
}

export interface TeamRow {
  id: string;
  name: string;
  colour: string;
  /** Per tracker id: the team's value, or null when the team does not hold it. */
  values: Record<string, number | null>;
  limits: Record<string, { min: number | null; max: number | null }>;
}

/** Every seated team with its team-tracker values, in seat order. */
export function teamRows(scenario: Scenario, state: SessionState): TeamRow[] {
  const defs = scenario.trackers.filter((t) => t.scope === 'team');
  const holders = new Map(
    defs.map((d) => [d.id, new Set(trackerHolders(scenario, d, state.roster))]),
  );
  const order = state.roster.teamOrder;
  return order.flatMap((id) => {
    const team = scenario.teams.find((t) => t.id === id);
    if (!team) return [];
    const values: Record<string, number | null> = {};
    const limits: TeamRow['limits'] = {};
    for (const def of defs) {
      const held = holders.get(def.id)?.has(id) ?? false;
      values[def.id] = held ? trackerValue(state.trackers, def, id) : null;
      const l = trackerLimits(def, id, state.trackers);
      limits[def.id] = { min: l.min, max: l.max };
    }
    return [{ id, name: team.name, colour: team.colour, values, limits }];
  });
}

export interface ProductionPreview {
  production: string;
  name: string;
  text: string;
  output: string;
  lines: { team: string; teamName: string; input: number | null; amount: number }[];
}

/** What "Run production" would add now, step by step. */
export function productionPreview(scenario: Scenario, state: SessionState): ProductionPreview[] {
  return scenario.productions.map((def) => ({
    production: def.id,
    name: def.name,
    text: def.text,
    output: scenario.trackers.find((t) => t.id === def.output)?.name ?? def.output,
    lines: productionLines(scenario, state.roster, state.trackers, def).map((line) => ({
      ...line,
      teamName: scenario.teams.find((t) => t.id === line.team)?.name ?? line.team,
    })),
  }));
}

/** Player trackers (Status, Bounty) for the roster table. */
export function playerTrackers(scenario: Scenario): TrackerDef[] {
  return scenario.trackers.filter((t) => t.scope === 'player');
}

export function playerValue(state: SessionState, def: TrackerDef, player: string): number | null {
  const roles = def.roles;
  const p = state.roster.players.find((x) => x.id === player);
  if (!p || (roles.length > 0 && (p.role === null || !roles.includes(p.role)))) return null;
  return trackerValue(state.trackers, def, player);
}
