import type { MapDef, MapToken } from '../../../scenarios/format/map.ts';
import { tokenMatches } from '../map-hints-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { hintsOf } from '../hints.ts';
import type { Allowance, LiveMap } from '../types.ts';
import { placedTile, tileLookup } from '../../../editor/analysis/place-tiles.ts';
import { graphOf } from '../map-rules.ts';
import { directionNamed } from '../../../editor/geometry/directions.ts';
import type { StepCosts } from '../map-hints-format.ts';
import {
  headingModifier,
  headingRuns,
  walkPath,
  type PathContext,
  type PathStep,
  type PathWalk,
} from './path-cost.ts';

/**
 * A path measured as map.move-path would measure it, for the console to show while Control
 * builds it: the walk, the allowance left (heading modifier included) and why it would be
 * refused, or null.
 */
export interface PathPreview {
  walk: PathWalk;
  /** What may be spent on this path; null when the piece has no allowance yet. */
  limit: number | null;
  /** The heading's modifier counted in the limit. */
  bonus: number;
  problem: string | null;
}

export const amount = (n: number) => (n < 0 ? `−${-n}` : String(n));

export function previewPath(
  scenario: Scenario,
  map: MapDef,
  live: LiveMap,
  token: MapToken,
  steps: readonly PathStep[],
  allowance: Allowance | undefined,
): PathPreview {
  const costs = hintsOf(map).hints.steps;
  const name = token.label || token.id;
  if (!costs || !tokenMatches(costs.tokens, token.id))
    return {
      walk: { cost: 0, at: token.at, facing: null, places: [], firstMove: null, problem: null },
      limit: null,
      bonus: 0,
      problem: `${map.name} gives no movement costs for "${token.id}"`,
    };
  const ctx = pathContext(scenario, map, live, costs);
  const walk = walkPath(ctx, token, steps);
  if (!allowance)
    return {
      walk,
      limit: null,
      bonus: 0,
      problem: walk.problem ?? `${name} has no movement allowance: roll or enter one first`,
    };
  const bonus = allowance.bonus ?? headingModifier(ctx, walk.firstMove);
  const limit = Math.max(0, allowance.total + bonus - allowance.spent);
  const over =
    walk.cost > limit + 1e-9
      ? `${name} needs ${amount(walk.cost)} of its ${amount(limit)} ${limit === 1 ? 'move' : 'moves'}`
      : null;
  return { walk, limit, bonus, problem: walk.problem ?? over };
}

/** What a path is measured against on a map in play. */
export function pathContext(scenario: Scenario, map: MapDef, live: LiveMap, costs: StepCosts) {
  const { hints } = hintsOf(map);
  const tiles = tileLookup(scenario.tiles);
  const named = live.heading ? directionNamed(map, live.heading) : null;
  const ctx: PathContext = {
    map,
    hints,
    costs,
    tileAt: (at) => placedTile(map, tiles, at)?.tile.id ?? null,
    entryCost: (at) => graphOf(scenario, map).entryCost(at),
    headingRuns: headingRuns(hints.heading, named),
  };
  return ctx;
}
