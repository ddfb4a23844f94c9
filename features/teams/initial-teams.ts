import type { Scenario } from '../../scenarios/format/schema.ts';
import type { RosterState, TrackersState } from './types.ts';

/** Teams of kind "team" in the scenario's order: the seats before anyone reorders them. */
export function seatTeams(scenario: Scenario): string[] {
  return scenario.teams.filter((t) => t.kind === 'team').map((t) => t.id);
}

export function initialRoster(scenario: Scenario): RosterState {
  return { players: [], teamOrder: seatTeams(scenario) };
}

/** Every tracker at its start: values are stored only once they change. */
export function initialTrackers(): TrackersState {
  return { values: {} };
}
