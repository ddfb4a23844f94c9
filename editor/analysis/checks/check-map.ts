import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { mapGraph } from '../map-graph.ts';
import { tileLookup, type TileLookup } from '../place-tiles.ts';
import type { CheckContext } from './check-kind.ts';
import { fillMessage, listWords, type Finding, type RawFinding } from './finding.ts';
import { mapView } from './place-view.ts';
import { kindOf } from './registry.ts';

/**
 * Checks a map against its scenario's rules (`mapRules.checks`): every check that applies to
 * the map, in the scenario's order, each finding in the map's order. Pure and deterministic:
 * the same map, tiles and rules give the same findings, whatever ran before.
 */

/**
 * The checks that apply to a map: those naming it, those naming the galaxy template it was
 * generated or dealt from, and those naming no map.
 */
export function checksFor(map: MapDef, rules: MapRules): MapCheck[] {
  const template = map.generated?.template ?? map.dealt?.template;
  return rules.checks.filter(
    (c) =>
      c.maps.length === 0 ||
      c.maps.includes(map.id) ||
      (template !== undefined && c.maps.includes(template)),
  );
}

const lookups = new WeakMap<readonly Tile[], TileLookup>();

/** One lookup per tile library, so the movement graph (cached by it) is built once per map. */
export function lookupOf(tiles: readonly Tile[]): TileLookup {
  let lookup = lookups.get(tiles);
  if (!lookup) lookups.set(tiles, (lookup = tileLookup(tiles)));
  return lookup;
}

const orders = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function orderOf(map: MapDef): (place: string) => number {
  const places = geometryOf(map).places();
  let index = orders.get(places);
  if (!index) orders.set(places, (index = new Map(places.map((p, i) => [p, i]))));
  const found = index;
  return (place) => found.get(place) ?? Number.MAX_SAFE_INTEGER;
}

export function checkContext(map: MapDef, tiles: readonly Tile[], rules: MapRules): CheckContext {
  const graph = mapGraph(map, lookupOf(tiles), rules.movement);
  const view = mapView(graph);
  return {
    map,
    graph,
    view,
    movement: rules.movement,
    tiles,
    describe: (place) => view.describe(place),
    order: orderOf(map),
  };
}

export function checkMap(map: MapDef, tiles: readonly Tile[], rules: MapRules): Finding[] {
  const checks = checksFor(map, rules);
  if (checks.length === 0) return [];
  const ctx = checkContext(map, tiles, rules);
  return checks.flatMap((check) =>
    kindOf(check)
      .run(check, ctx)
      .map((raw) => toFinding(check, raw, ctx)),
  );
}

/** A kind's finding in the rule's words, with its fix. */
export function toFinding(
  check: MapCheck,
  raw: RawFinding,
  ctx: Pick<CheckContext, 'describe'>,
): Finding {
  const places = [...raw.places];
  const message = fillMessage(check.message, {
    places: listWords(places.map(ctx.describe)),
    ...raw.values,
  });
  const remove = raw.remove ?? [];
  if (remove.length === 0) return { rule: check.id, places, message };
  return {
    rule: check.id,
    places,
    message,
    fix: { label: `Remove ${listWords(remove.map(ctx.describe))}`, remove: [...remove] },
  };
}
