import type { MapGraph } from '../map-graph.ts';

/** No single nearest home: as near to two homes or more. */
export const SHARED = -1;

/**
 * For every place a home can reach, in steps (every step 1, impassable places never
 * entered, paths not going on through another home): which home is nearest, by its index in
 * `graph.homes`, or `SHARED` when two or more are as near, and how many steps away it is.
 * One search from all homes at once, so a board with many homes costs one walk over it.
 */
export function nearestHomes(graph: MapGraph): {
  owner: ReadonlyMap<string, number>;
  steps: ReadonlyMap<string, number>;
} {
  const owner = new Map<string, number>();
  const steps = new Map<string, number>();
  let layer: string[] = [];
  graph.homes.forEach((home, i) => {
    owner.set(home, i);
    steps.set(home, 0);
    layer.push(home);
  });
  for (let distance = 1; layer.length > 0; distance++) {
    const next: string[] = [];
    for (const place of layer) {
      const mine = owner.get(place)!;
      for (const step of graph.adjacent(place)) {
        const to = step.to;
        if (graph.entryCost(to) === null) continue;
        const known = steps.get(to);
        if (known === undefined) {
          steps.set(to, distance);
          owner.set(to, mine);
          // Other homes are reached but not gone through.
          if (!graph.isHome(to)) next.push(to);
        } else if (known === distance && owner.get(to) !== mine) owner.set(to, SHARED);
      }
    }
    layer = next;
  }
  return { owner, steps };
}
