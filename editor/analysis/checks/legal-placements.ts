import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapCheck } from '../../../scenarios/format/map-checks.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { mapGraph } from '../map-graph.ts';
import type { PlacedTile } from '../place-tiles.ts';
import type { CheckKind } from './check-kind.ts';
import { checkContext, checksFor, lookupOf, toFinding } from './check-map.ts';
import type { RawFinding } from './finding.ts';
import { laysHyperlanes, mapView, mapWithTiles, withTiles, type PlaceView } from './place-view.ts';
import { kindOf } from './registry.ts';

/**
 * Where a tile may go now while a map is laid out tile by tile (dealt galaxies, Star by Star):
 * the empty places where putting it breaks none of the checks that hold at every step (the
 * kinds with `breaksAt`: places apart, not surrounded, the tile pool), and, for checks with a
 * look-ahead, does not leave the next tile such a check is about with nowhere to go. Sums,
 * counts and ways to the centre are judged on the finished map, not here.
 *
 * When every place would leave the next tile nowhere to go, the placement forces nothing the
 * others would not, so the look-ahead refuses none of them.
 */

export interface PlacementOptions {
  /** Only places sharing a side (or a lane) with a tile already down, once any is (default false). */
  readonly adjoinPlaced?: boolean;
  /**
   * The tiles still to be placed after this one (ids, repeats allowed), which look-aheads
   * look after; by default every library tile with copies left on the map.
   */
  readonly upcoming?: readonly string[];
  /** The rotation the tile would go down with (default 0). */
  readonly rotation?: number;
  /** Only these places may take a tile (a dealt galaxy's open places); default every place. */
  readonly within?: ReadonlySet<string>;
}

/** Why a place is refused: the rule and its message about that place. */
export interface PlacementRefusal {
  readonly rule: string;
  readonly message: string;
}

interface StepCheck {
  readonly check: MapCheck;
  readonly kind: CheckKind;
  readonly breaksAt: NonNullable<CheckKind['breaksAt']>;
}

interface Setting {
  readonly map: MapDef;
  readonly view: PlaceView;
  readonly rules: MapRules;
  readonly tiles: readonly Tile[];
  readonly steps: readonly StepCheck[];
  readonly describe: (place: string) => string;
  readonly options: PlacementOptions;
}

function settingOf(
  map: MapDef,
  tiles: readonly Tile[],
  rules: MapRules,
  options: PlacementOptions,
): Setting {
  const ctx = checkContext(map, tiles, rules);
  const steps: StepCheck[] = [];
  for (const check of checksFor(map, rules)) {
    const kind = kindOf(check);
    if (kind.breaksAt) steps.push({ check, kind, breaksAt: kind.breaksAt });
  }
  return { map, view: ctx.view, rules, tiles, steps, describe: ctx.describe, options };
}

/** The places where `tileId` may legally go now, in the map's order. */
export function legalPlacements(
  map: MapDef,
  tiles: readonly Tile[],
  rules: MapRules,
  tileId: string,
  options: PlacementOptions = {},
): string[] {
  const setting = settingOf(map, tiles, rules, options);
  const placed = inHand(tiles, tileId, options.rotation ?? 0);
  if (!placed) return [];
  const open = openPlaces(setting.view, options).filter(
    (place) => breaks(setting, new Map([[place, placed]]), place) === null,
  );
  const lookAheads = lookAheadsOf(setting);
  if (lookAheads.length === 0) return open;
  const ahead = open.filter((place) => leavesRoom(setting, lookAheads, place, placed));
  return ahead.length > 0 ? ahead : open;
}

/**
 * Why `tileId` may not go on `place` now (the rules it would break, or would force the next
 * tile to break), or an empty list when it may.
 */
export function placementRefusals(
  map: MapDef,
  tiles: readonly Tile[],
  rules: MapRules,
  tileId: string,
  place: string,
  options: PlacementOptions = {},
): PlacementRefusal[] {
  const setting = settingOf(map, tiles, rules, options);
  const placed = inHand(tiles, tileId, options.rotation ?? 0);
  if (!placed) return [{ rule: '', message: `There is no tile "${tileId}"` }];
  if (!openPlaces(setting.view, options).includes(place))
    return [{ rule: '', message: `${setting.describe(place)} is not free to take a tile` }];
  const broken = breaks(setting, new Map([[place, placed]]), place);
  if (broken) {
    const { step, found, view } = broken;
    return [{ rule: step.check.id, message: toFinding(step.check, found, view).message }];
  }
  if (legalPlacements(map, tiles, rules, tileId, options).includes(place)) return [];
  return lookAheadsOf(setting)
    .filter((s) => !leavesRoom(setting, [s], place, placed))
    .map((s) => ({ rule: s.check.id, message: s.message }));
}

/** The step checks with a look-ahead, and what a refusal by each says. */
function lookAheadsOf(setting: Setting): (StepCheck & { message: string })[] {
  return setting.steps.flatMap((step) =>
    'lookAhead' in step.check && step.check.lookAhead
      ? [{ ...step, message: step.check.lookAhead.message }]
      : [],
  );
}

function inHand(tiles: readonly Tile[], tileId: string, rotation: number): PlacedTile | null {
  const tile = lookupOf(tiles).get(tileId);
  return tile ? { tile, rotation, attributes: tile.attributes } : null;
}

/** Empty places of the board, next to a tile already down when the options ask for it. */
function openPlaces(view: PlaceView, options: PlacementOptions): string[] {
  const graph = view.graph;
  const within = options.within;
  const empty = graph.places.filter((p) => view.isEmpty(p) && (!within || within.has(p)));
  if (!options.adjoinPlaced || graph.places.every((p) => view.isEmpty(p))) return empty;
  return empty.filter((p) => graph.adjoining(p).some((other) => !view.isEmpty(other)));
}

/** The view with `extra` tiles down: over the map, or on a map rebuilt when one lays hyperlanes. */
function hypothetical(setting: Setting, extra: ReadonlyMap<string, PlacedTile>): PlaceView {
  const rebuilt = rebuiltMap(setting, extra);
  if (rebuilt) return mapView(mapGraph(rebuilt, lookupOf(setting.tiles), setting.rules.movement));
  return withTiles(setting.view, setting.rules.movement, extra);
}

function rebuiltMap(setting: Setting, extra: ReadonlyMap<string, PlacedTile>): MapDef | null {
  for (const placed of extra.values())
    if (laysHyperlanes(setting.rules.movement, placed)) return mapWithTiles(setting.map, extra);
  return null;
}

/** The first step check the tile at `place` would break, with the break and the view it is in. */
function breaks(
  setting: Setting,
  extra: ReadonlyMap<string, PlacedTile>,
  place: string,
): { step: StepCheck; found: RawFinding; view: PlaceView } | null {
  if (setting.steps.length === 0) return null;
  const rebuilt = rebuiltMap(setting, extra);
  if (rebuilt) return newBreak(setting, rebuilt);
  const view = withTiles(setting.view, setting.rules.movement, extra);
  for (const step of setting.steps) {
    const found = step.breaksAt(step.check, view, place);
    if (found) return { step, found, view };
  }
  return null;
}

/**
 * A hyperlane tile joins places far from where it lies, so what it breaks is looked for over
 * the whole map: a finding of a step check that the map without it does not have.
 */
function newBreak(
  setting: Setting,
  after: MapDef,
): { step: StepCheck; found: RawFinding; view: PlaceView } | null {
  const before = checkContext(setting.map, setting.tiles, setting.rules);
  const now = checkContext(after, setting.tiles, setting.rules);
  for (const step of setting.steps) {
    const known = new Set(step.kind.run(step.check, before).map((f) => JSON.stringify(f)));
    const found = step.kind.run(step.check, now).find((f) => !known.has(JSON.stringify(f)));
    if (found) return { step, found, view: now.view };
  }
  return null;
}

/**
 * Whether, after `placed` goes on `place`, every kind of upcoming tile each look-ahead check
 * is about still has somewhere to go without breaking that check.
 */
function leavesRoom(
  setting: Setting,
  lookAheads: readonly StepCheck[],
  place: string,
  placed: PlacedTile,
): boolean {
  const first = new Map([[place, placed]]);
  const after = hypothetical(setting, first);
  const next = openPlaces(after, setting.options);
  for (const step of lookAheads) {
    const about = step.kind.about;
    if (!about) continue;
    for (const tile of upcoming(setting, after, step, about)) {
      const fits = next.some((other) => {
        const view = hypothetical(setting, new Map([...first, [other, tile]]));
        return step.breaksAt(step.check, view, other) === null;
      });
      if (!fits) return false;
    }
  }
  return true;
}

/** One upcoming tile for each way the check sees the tiles still to come. */
function upcoming(
  setting: Setting,
  after: PlaceView,
  step: StepCheck,
  about: NonNullable<CheckKind['about']>,
): PlacedTile[] {
  const ids =
    setting.options.upcoming ??
    setting.tiles
      .filter((t) => t.copies === null || after.copiesPlaced(t.id) < t.copies)
      .map((t) => t.id);
  const seen = new Set<string>();
  const found: PlacedTile[] = [];
  for (const id of ids) {
    const tile = inHand(setting.tiles, id, 0);
    if (!tile) continue;
    const key = about(step.check, tile);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    found.push(tile);
  }
  return found;
}
