import type { Scenario } from '../../scenarios/format/schema.ts';
import type { TrackerDef } from './trackers-format.ts';
import { clampTo, trackerLimits } from './tracker-defs.ts';
import type { TrackersState } from './types.ts';

/** Reading and changing tracker values. Changes stop at the tracker's limits. */

export function trackerValue(trackers: TrackersState, def: TrackerDef, holder: string): number {
  return trackers.values[def.id]?.[holder] ?? trackerLimits(def, holder).start;
}

/** A change as it landed: `by` is what was asked, `applied` what the limits let through. */
export interface AppliedChange {
  tracker: string;
  holder: string;
  by: number;
  applied: number;
  value: number;
}

export function withValue(
  trackers: TrackersState,
  def: TrackerDef,
  holder: string,
  value: number,
): TrackersState {
  const own = { ...(trackers.values[def.id] ?? {}) };
  if (value === trackerLimits(def, holder).start) delete own[holder];
  else own[holder] = value;
  const values = { ...trackers.values, [def.id]: own };
  if (Object.keys(own).length === 0) delete values[def.id];
  return { ...trackers, values };
}

/** Add `by` to one holder's value, clamped to the limits. */
export function changeBy(
  trackers: TrackersState,
  def: TrackerDef,
  holder: string,
  by: number,
): { trackers: TrackersState; change: AppliedChange } {
  const before = trackerValue(trackers, def, holder);
  const value = clampTo(trackerLimits(def, holder, trackers), before + by);
  return {
    trackers: withValue(trackers, def, holder, value),
    change: { tracker: def.id, holder, by, applied: value - before, value },
  };
}

/** Apply several changes in order (a later change sees an earlier one's result). */
export function changeAll(
  scenario: Scenario,
  trackers: TrackersState,
  changes: readonly { tracker: string; holder: string; by: number }[],
): { trackers: TrackersState; changes: AppliedChange[] } {
  let current = trackers;
  const applied: AppliedChange[] = [];
  for (const c of changes) {
    const def = scenario.trackers.find((t) => t.id === c.tracker);
    if (!def) continue;
    const step = changeBy(current, def, c.holder, c.by);
    current = step.trackers;
    applied.push(step.change);
  }
  return { trackers: current, changes: applied };
}
