import type { CentreTerm } from '../../../scenarios/format/balance.ts';
import { matchesTile } from '../place-tiles.ts';
import type { CompactGraph } from './compact-graph.ts';
import { searchFrom, searchRules, withBlocked } from './search.ts';

/**
 * A home's own term: `perStep` for every step its way to the centre is shorter than the
 * baseline (and as much off for every step longer), plus each `onEveryWay` value when every
 * shortest way passes a matching place — found by blocking those places and seeing the way
 * grow longer or vanish. Nothing when the centre is out of reach or the map has none.
 */
export function centreTermValue(
  compact: CompactGraph,
  term: CentreTerm,
  home: number,
  centre: number,
  scratch: Float64Array,
): number {
  const rules = searchRules(compact, term.distance);
  searchFrom(compact, rules, home, scratch, centre);
  const way = scratch[centre] as number;
  if (way === Infinity) return 0;
  let value = (term.baseline - way) * term.perStep;
  for (const { match, value: onWay } of term.onEveryWay) {
    const blocked = blockedBy(compact, match, home, centre);
    if (!blocked.some((b) => b === 1)) continue;
    searchFrom(compact, withBlocked(rules, blocked), home, scratch, centre);
    if ((scratch[centre] as number) > way) value += onWay;
  }
  return value;
}

function blockedBy(
  compact: CompactGraph,
  match: Parameters<typeof matchesTile>[0],
  home: number,
  centre: number,
): Uint8Array {
  const { graph, places, size } = compact;
  const blocked = new Uint8Array(size);
  for (let i = 0; i < size; i++)
    if (i !== home && i !== centre && matchesTile(match, graph.tileAt(places[i] as string)))
      blocked[i] = 1;
  return blocked;
}
