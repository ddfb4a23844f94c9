import type { ProductionDef } from './trackers-format.ts';
import type { AppliedChange } from './tracker-ops.ts';

/**
 * An upkeep step that cannot be paid in full ("Food feeds Manpower; unfed Manpower becomes
 * Wounded"): the output stops at its minimum, and each input unit left unpaid adds 1 to the
 * step's `unpaidTo` tracker (the input keeps it: a wounded crewman is still crew). A unit
 * counts as paid only when its whole rate was paid.
 */
export function unpaidMoves(
  def: ProductionDef,
  change: AppliedChange,
): { tracker: string; holder: string; by: number }[] {
  if (def.unpaidTo === undefined || def.input === null || def.rate >= 0) return [];
  const short = change.applied - change.by;
  if (short <= 0) return [];
  const units = Math.ceil(short / -def.rate);
  return [{ tracker: def.unpaidTo, holder: change.holder, by: units }];
}
