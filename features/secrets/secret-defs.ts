import type { SecretRoleDef } from './secret-roles-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';

export function secretRoleDef(scenario: Scenario, id: string): SecretRoleDef {
  const def = scenario.secretRoles.find((r) => r.id === id);
  if (!def) throw new ActionRejected(`This scenario has no secret role "${id}"`);
  return def;
}

/**
 * What a player drawn for no role is told: the first role's `others` ("Human"). Scenarios
 * with several roles give them the same loyal side.
 */
export function loyalSide(scenario: Scenario): { name: string; briefing: string } {
  const first = scenario.secretRoles[0];
  return first
    ? { name: first.others, briefing: first.othersBriefing }
    : { name: 'Loyal', briefing: '' };
}

/** A role's name, or what loyal players are, for a revealed allegiance. */
export function allegianceName(scenario: Scenario, role: string | null): string {
  if (role === null) return loyalSide(scenario).name;
  return scenario.secretRoles.find((r) => r.id === role)?.name ?? role;
}
