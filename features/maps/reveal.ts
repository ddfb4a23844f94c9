import type { Visibility } from '../../scenarios/format/map.ts';

/** Marks with the places' marks gone: every team sees them as they are. */
export function revealToAll(
  visibility: Record<string, Visibility>,
  ats: readonly string[],
): Record<string, Visibility> {
  const next = { ...visibility };
  for (const at of ats) delete next[at];
  return next;
}

/** Marks with one team added to the places' reveal lists. */
export function revealToTeam(
  visibility: Record<string, Visibility>,
  ats: readonly string[],
  team: string,
): Record<string, Visibility> {
  const next = { ...visibility };
  for (const at of ats) {
    const mark = next[at];
    if (mark && !mark.revealedTo.includes(team))
      next[at] = { ...mark, revealedTo: [...mark.revealedTo, team] };
  }
  return next;
}
