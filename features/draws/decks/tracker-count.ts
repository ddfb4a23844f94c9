import { z } from 'zod';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { ActionRejected } from '../../../session/types.ts';
import { GLOBAL_HOLDER } from '../../teams/types.ts';

/**
 * A number of cards read from a tracker when the cards are dealt ("each country draws its
 * Draw count"): a team tracker gives each team its own value, a game tracker one for all.
 */
export const trackerCountSchema = z.strictObject({ tracker: idSchema });
export type TrackerCount = z.infer<typeof trackerCountSchema>;

/** Reads a holder's value; the trackers feature says what it is. */
export type ReadTracker = (tracker: string, holder: string) => number | null;

/** Cards for each holder: never fewer than none, at most `max` (a guard on a runaway tracker). */
export function countsFromTracker(
  scenario: Scenario,
  count: TrackerCount,
  holders: readonly string[],
  read: ReadTracker,
  max = 1000,
): Record<string, number> {
  const def = scenario.trackers.find((t) => t.id === count.tracker);
  if (!def) throw new ActionRejected(`there is no tracker "${count.tracker}" to count cards by`);
  return Object.fromEntries(
    holders.map((holder) => {
      const value = read(count.tracker, def.scope === 'team' ? holder : GLOBAL_HOLDER) ?? 0;
      return [holder, Math.min(max, Math.max(0, Math.floor(value)))];
    }),
  );
}
