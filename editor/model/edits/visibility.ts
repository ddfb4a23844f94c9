import type { MapDef, Visibility } from '../../../scenarios/format/map.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { isPlace } from './places.ts';
import { checked } from './validate.ts';

/** What one viewer sees of a place. */
export type PlaceVisibility = 'visible' | 'hidden' | 'unexplored';

/** The view that sees everything, as in `EditorSettings.view`. */
const CONTROL = 'control';

/**
 * Marks places hidden or unexplored for the teams (null clears the mark). Changing the state
 * keeps the list of teams it was already revealed to.
 */
export function setVisibility(
  map: MapDef,
  ats: readonly string[],
  state: Visibility['state'] | null,
): MapDef {
  let visibility: MapDef['visibility'] | null = null;
  for (const at of ats) {
    const current = (visibility ?? map.visibility)[at];
    if (state === null) {
      if (!current) continue;
      visibility ??= { ...map.visibility };
      delete visibility[at];
    } else {
      if (current?.state === state || !isPlace(map, at)) continue;
      visibility ??= { ...map.visibility };
      visibility[at] = { state, revealedTo: current?.revealedTo ?? [] };
    }
  }
  return visibility ? { ...map, visibility } : map;
}

/**
 * Reveals marked places to one team (or hides them again). Places with no mark are seen by
 * everyone already and are left alone.
 */
export function revealTo(
  map: MapDef,
  ats: readonly string[],
  teamId: string,
  revealed: boolean,
): MapDef {
  checked(idSchema, teamId, 'team id');
  let visibility: MapDef['visibility'] | null = null;
  for (const at of ats) {
    const current = (visibility ?? map.visibility)[at];
    if (!current || current.revealedTo.includes(teamId) === revealed) continue;
    visibility ??= { ...map.visibility };
    visibility[at] = {
      ...current,
      revealedTo: revealed
        ? [...current.revealedTo, teamId]
        : current.revealedTo.filter((t) => t !== teamId),
    };
  }
  return visibility ? { ...map, visibility } : map;
}

/** How `view` ('control' or a team id) sees a place. */
export function visibilityFor(map: MapDef, at: string, view: string): PlaceVisibility {
  if (view === CONTROL) return 'visible';
  const mark = map.visibility[at];
  if (!mark || mark.revealedTo.includes(view)) return 'visible';
  return mark.state;
}
