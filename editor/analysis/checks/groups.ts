import type { Relation } from '../../../scenarios/format/map-checks.ts';
import type { PlaceView } from './place-view.ts';

/**
 * The places of `members` that touch another member, in groups of places joined through
 * members (two anomalies side by side are one group; three in a row too), each group in the
 * map's order and the groups by their first place. Members alone are left out.
 */
export function touchingGroups(
  view: PlaceView,
  members: readonly string[],
  relation: Relation,
  wormholes: boolean,
  order: (place: string) => number,
): string[][] {
  const inSet = new Set(members);
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const start of members) {
    if (seen.has(start)) continue;
    seen.add(start);
    const group = [start];
    for (let i = 0; i < group.length; i++)
      for (const other of view.near(group[i]!, relation, wormholes))
        if (inSet.has(other) && !seen.has(other)) {
          seen.add(other);
          group.push(other);
        }
    if (group.length > 1) groups.push(group.sort((a, b) => order(a) - order(b)));
  }
  return groups.sort((a, b) => order(a[0]!) - order(b[0]!));
}
