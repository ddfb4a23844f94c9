import type { Scenario } from '../../scenarios/format/schema.ts';

/** A team's name for the log and the screens; its id when the scenario no longer has it. */
export function teamName(scenario: Scenario, id: string): string {
  return scenario.teams.find((t) => t.id === id)?.name ?? id;
}
