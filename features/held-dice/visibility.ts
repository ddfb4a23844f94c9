import type { Scenario } from '../../scenarios/format/schema.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';

/**
 * Who may see a held die: everyone when it is public or lies in the supply unowned; otherwise
 * Control, facilitators and the team holding it.
 */
export function seesHeldDie(
  scenario: Scenario,
  id: string,
  owner: string | null,
  viewer: Viewer,
): boolean {
  if (isCrew(viewer)) return true;
  const def = scenario.heldDice.find((d) => d.id === id);
  if (!def) return false;
  if (def.public || owner === null) return true;
  return owner === viewerTeam(viewer);
}
