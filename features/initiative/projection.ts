import { visibilityFor } from '../../editor/model/edits/visibility.ts';
import type { ProjectionContext } from '../../session/plugin.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import type { InitiativeRun, InitiativeState } from './types.ts';

/**
 * What a viewer receives of the orders of play: all of it, except that a piece order keeps
 * the pieces standing where the viewer cannot see out of its copy (and, when it is such a
 * piece's turn, only that it is nobody it knows).
 */
export function projectInitiative(
  slice: InitiativeState,
  viewer: Viewer,
  { scenario }: ProjectionContext,
): InitiativeState {
  if (isCrew(viewer)) return slice;
  const view = viewerTeam(viewer) ?? '';
  const runs: Record<string, InitiativeRun> = {};
  for (const [id, run] of Object.entries(slice.runs)) {
    const def = scenario.initiativeOrders.find((o) => o.id === id);
    const map = scenario.maps.find((m) => m.id === def?.map);
    if (!run.places || !map) {
      runs[id] = run;
      continue;
    }
    const places = run.places;
    const seen = (m: string) => visibilityFor(map, places[m] ?? '', view) === 'visible';
    const pick = <T>(r: Record<string, T>) =>
      Object.fromEntries(Object.entries(r).filter(([m]) => seen(m)));
    const sequence = run.sequence.filter(seen);
    const now = run.sequence[run.current];
    runs[id] = {
      ...run,
      members: run.members.filter(seen),
      sequence,
      current: now === undefined ? sequence.length : seen(now) ? sequence.indexOf(now) : -1,
      values: pick(run.values),
      declared: pick(run.declared),
      tieBreak: pick(run.tieBreak),
      places: pick(places),
    };
  }
  return { ...slice, runs };
}
