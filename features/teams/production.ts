import type { ProductionDef } from './trackers-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';
import { trackerDef, trackerTeams } from './tracker-defs.ts';
import { trackerValue } from './tracker-ops.ts';
import type { RosterState, TrackersState } from './types.ts';

/** Production steps: what each team adds, worked out from the trackers as they stand. */

export interface ProductionLine {
  production: string;
  team: string;
  /** Units of the input that counted (after the cap), or null for a flat rate. */
  input: number | null;
  amount: number;
}

export function productionDef(scenario: Scenario, id: string): ProductionDef {
  const def = scenario.productions.find((p) => p.id === id);
  if (!def) throw new ActionRejected(`There is no production step "${id}"`);
  return def;
}

/** What one step yields per team (teams that yield nothing are left out). */
export function productionLines(
  scenario: Scenario,
  roster: RosterState,
  trackers: TrackersState,
  def: ProductionDef,
): ProductionLine[] {
  const output = trackerDef(scenario, def.output);
  const holders = trackerTeams(scenario, output, roster);
  const teams = def.teams.length ? holders.filter((t) => def.teams.includes(t)) : holders;
  const input = def.input === null ? null : trackerDef(scenario, def.input);
  const requires = def.requires === null ? null : trackerDef(scenario, def.requires);
  const lines: ProductionLine[] = [];
  for (const team of teams) {
    if (requires && trackerValue(trackers, requires, team) <= 0) continue;
    let units: number | null = null;
    if (input) {
      units = Math.max(0, trackerValue(trackers, input, team));
      if (def.inputMax !== null) units = Math.min(units, def.inputMax);
    }
    const amount = def.rate * (units ?? 1);
    if (amount !== 0) lines.push({ production: def.id, team, input: units, amount });
  }
  return lines;
}
