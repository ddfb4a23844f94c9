import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from '../teams/trackers-format.ts';
import type { EndConditionDef } from './end-conditions-format.ts';
import type { SessionState } from '../../session/types.ts';
import { trackerHolders } from '../teams/tracker-defs.ts';
import { trackerValue } from '../teams/tracker-ops.ts';
import type { MetCondition } from './types.ts';

/** Working out, as a pure function of the state, which end conditions hold and for whom. */

function conditionTrackers(scenario: Scenario, def: EndConditionDef): TrackerDef[] {
  return def.trackers.flatMap((id) => scenario.trackers.filter((t) => t.id === id));
}

/** Everyone who holds at least one of the condition's trackers, in seat order. */
export function conditionHolders(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
): string[] {
  const seen = new Set<string>();
  for (const t of conditionTrackers(scenario, def))
    for (const h of trackerHolders(scenario, t, state.roster)) seen.add(h);
  return [...seen];
}

/** How many of the condition's trackers this holder has past the threshold, of how many it holds. */
export function conditionCount(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
  holder: string,
): { past: number; held: number; needed: number } {
  const held = conditionTrackers(scenario, def).filter((t) =>
    trackerHolders(scenario, t, state.roster).includes(holder),
  );
  const past = held.filter((t) => {
    const v = trackerValue(state.trackers, t, holder);
    return def.compare === 'at-most' ? v <= def.threshold : v >= def.threshold;
  }).length;
  return { past, held: held.length, needed: def.count ?? held.length };
}

export function isMet(
  scenario: Scenario,
  state: SessionState,
  def: EndConditionDef,
  holder: string,
): boolean {
  const { past, held, needed } = conditionCount(scenario, state, def, holder);
  return held > 0 && past >= needed;
}

export function alreadyMet(state: SessionState, condition: string, holder: string): boolean {
  return state.endings.met.some((m) => m.condition === condition && m.holder === holder);
}

/** Conditions the state meets that are not recorded yet. */
export function newlyMet(scenario: Scenario, state: SessionState): Omit<MetCondition, 'seq'>[] {
  return scenario.endConditions.flatMap((def) =>
    conditionHolders(scenario, state, def)
      .filter((h) => !alreadyMet(state, def.id, h) && isMet(scenario, state, def, h))
      .map((holder) => ({ condition: def.id, holder })),
  );
}
