import { visibilityFor } from '../../editor/model/edits/visibility.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Json } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';

/**
 * The log's words for an order of play. A piece order names a piece only to a viewer who sees
 * where it stood; teams and players take turns in the open.
 */

export interface NamedMember {
  id: string;
  name: string;
  /** Its rolls or value, as they placed it. */
  values: number[];
  /** Where a piece stood. */
  at?: string;
}

/** Reads the named members an outcome lists under `field` (anything else is left out). */
export function namedMembers(outcome: Json | undefined, field: string): NamedMember[] {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return [];
  const list = (outcome as Record<string, Json>)[field];
  if (!Array.isArray(list)) return [];
  return list.flatMap((m): NamedMember[] => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return [];
    const { id, name, values, at } = m as Record<string, Json>;
    if (typeof id !== 'string' || typeof name !== 'string') return [];
    const nums = Array.isArray(values) ? values.filter((v) => typeof v === 'number') : [];
    return [{ id, name, values: nums, ...(typeof at === 'string' ? { at } : {}) }];
  });
}

/** Whether the viewer may read a member's name: a piece only where the viewer sees. */
export function seesMember(
  scenario: Scenario,
  order: string,
  viewer: Viewer,
  member: NamedMember,
): boolean {
  if (member.at === undefined || isCrew(viewer)) return true;
  const def = scenario.initiativeOrders.find((o) => o.id === order);
  const map = scenario.maps.find((m) => m.id === def?.map);
  if (!map) return false;
  return visibilityFor(map, member.at, viewerTeam(viewer) ?? '') === 'visible';
}

export function orderName(scenario: Scenario, order: string): string {
  return scenario.initiativeOrders.find((o) => o.id === order)?.name ?? order;
}

/** "Prosecutor 5, Refinery Ship 1 3": the order with what placed each member. */
export function sequenceWords(members: readonly NamedMember[]): string {
  return members
    .map((m) => (m.values.length ? `${m.name} ${m.values.join('→')}` : m.name))
    .join(', ');
}
