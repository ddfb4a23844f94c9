import type { MapDef } from '../../scenarios/format/map.ts';
import type { Movement } from '../../scenarios/format/map-rules.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { GridGeometry, Step } from '../geometry/grid-geometry.ts';
import { stepsFrom } from '../model/adjacency.ts';
import {
  hasValue,
  matchesTile,
  placedTile,
  type PlacedTile,
  type TileLookup,
} from './place-tiles.ts';

/**
 * The movement graph of one map under a game's movement rules, for every grid kind:
 *
 * - **adjoining**: places that share a side (or a lane, on a point-to-point map), whatever
 *   stands between them: what placement rules such as "never adjoin" read;
 * - **adjacent**: where a move goes in one step: adjoining places unless an edge feature
 *   blocks the way (a one-way feature only one way), places whose tiles share a wormhole
 *   type, and places joined through a chain of hyperlane tiles (on which nobody stops).
 *
 * Each step carries how it was made and what entering its place costs (null: it cannot be
 * entered). Everything is in a stable order, so searches over it are deterministic.
 */

export type StepVia = 'side' | 'lane' | 'wormhole' | 'hyperlane';

export interface GraphStep {
  readonly to: string;
  readonly via: StepVia;
  /** A lane's own cost on point-to-point maps (1 elsewhere). */
  readonly cost: number;
}

export interface MapGraph {
  readonly map: MapDef;
  /** Every place one can stop on, in the geometry's order (hyperlane tiles left out). */
  readonly places: readonly string[];
  /** What stands on a place, if anything. */
  tileAt(place: string): PlacedTile | null;
  /** Places sharing a side (or a lane either way) with `place`, stoppable or not. */
  adjoining(place: string): readonly string[];
  /** The moves out of `place` in one step. */
  adjacent(place: string): readonly GraphStep[];
  /**
   * The moves out of `place` across a side, a lane or a chain of hyperlanes: `adjacent` without
   * the wormholes (a wormhole type joins all its places to each other, which searches over big
   * maps follow as one group rather than step by step).
   */
  localSteps(place: string): readonly GraphStep[];
  /** The wormhole types of the tile on `place` that join anything (none for most places). */
  wormholeTypes(place: string): readonly string[];
  /** The places with a wormhole of `type`, in the order of `places`. */
  wormholePlaces(type: string): readonly string[];
  /** What entering `place` costs under the entry-cost rules; null when it cannot be entered. */
  entryCost(place: string): number | null;
  isHome(place: string): boolean;
  isCentre(place: string): boolean;
  /** The homes, in the order of `places`. */
  readonly homes: readonly string[];
  /** The centre, if the rules name one and the map has it. */
  readonly centre: string | null;
}

/**
 * A cell's steps across its sides, made once per steps list: the geometry keeps one list per
 * cell of a board, so every version of a map (a generator tries thousands) shares these.
 */
const sideSteps = new WeakMap<readonly Step[], readonly GraphStep[]>();

function sideStepsOf(place: string, raw: readonly Step[]): readonly GraphStep[] {
  let steps = sideSteps.get(raw);
  if (!steps) {
    steps = Object.freeze(
      raw
        .filter((step) => step.to !== place)
        .map((step) => Object.freeze({ to: step.to, via: 'side' as const, cost: step.cost })),
    );
    sideSteps.set(raw, steps);
  }
  return steps;
}

/** Built once per map, tile set and rules (all immutable): analysis asks for it many times. */
const graphs = new WeakMap<MapDef, WeakMap<TileLookup, WeakMap<Movement, MapGraph>>>();

export function mapGraph(map: MapDef, tiles: TileLookup, movement: Movement): MapGraph {
  let byTiles = graphs.get(map);
  if (!byTiles) graphs.set(map, (byTiles = new WeakMap()));
  let byRules = byTiles.get(tiles);
  if (!byRules) byTiles.set(tiles, (byRules = new WeakMap()));
  let graph = byRules.get(movement);
  if (!graph) byRules.set(movement, (graph = buildGraph(map, tiles, movement)));
  return graph;
}

function buildGraph(map: MapDef, tiles: TileLookup, movement: Movement): MapGraph {
  const geometry = geometryOf(map);
  const all = geometry.places();
  const placed = new Map<string, PlacedTile | null>();
  const tileAt = (place: string) => {
    let found = placed.get(place);
    if (found === undefined) placed.set(place, (found = placedTile(map, tiles, place)));
    return found;
  };

  const lanesOf = hyperlaneReader(movement, tileAt, geometry.rotationSteps);
  const isHyperlane = (place: string) => lanesOf(place) !== null;
  const places = all.filter((p) => !isHyperlane(p));
  const onBoard = geometry.placeSet();

  const adjoiningCache = new Map<string, readonly string[]>();
  const adjoining = (place: string): readonly string[] => {
    let found = adjoiningCache.get(place);
    if (!found) {
      found = geometry.sideNeighbours(place).filter((p) => onBoard.has(p) && p !== place);
      adjoiningCache.set(place, found);
    }
    return found;
  };

  const sides = sideIndexer(geometry);
  const wormholes = wormholeGroups(movement, places, tileAt);
  const localCache = new Map<string, readonly GraphStep[]>();
  const localSteps = (place: string): readonly GraphStep[] => {
    let found = localCache.get(place);
    if (found) return found;
    const steps: GraphStep[] = [];
    const raw = onBoard.has(place) && !isHyperlane(place) ? stepsFrom(map, place) : [];
    const via: StepVia = geometry.lattice ? 'side' : 'lane';
    // A lattice cell's sides lead to distinct cells: without hyperlanes nothing needs sorting out.
    if (geometry.lattice && !raw.some((step) => isHyperlane(step.to))) {
      found = sideStepsOf(place, raw);
      localCache.set(place, found);
      return found;
    }
    const seen = new Set<string>([place]);
    const add = (to: string, how: StepVia, cost: number) => {
      if (seen.has(to)) return;
      seen.add(to);
      steps.push({ to, via: how, cost });
    };
    if (raw.length > 0)
      for (const step of raw) {
        if (!isHyperlane(step.to)) {
          add(step.to, via, step.cost);
          continue;
        }
        // Follow the lanes from the side we entered by, tile after tile.
        for (const end of throughHyperlanes(place, step.to, sides, lanesOf, geometry, onBoard))
          add(end, 'hyperlane', 1);
      }
    localCache.set(place, (found = steps));
    return found;
  };
  const adjacentCache = new Map<string, readonly GraphStep[]>();
  const adjacent = (place: string): readonly GraphStep[] => {
    let found = adjacentCache.get(place);
    if (found) return found;
    const local = localSteps(place);
    const types = wormholes.typesOf(place);
    if (types.length === 0) found = local;
    else {
      const steps = [...local];
      const seen = new Set<string>([place, ...local.map((s) => s.to)]);
      for (const type of types)
        for (const other of wormholes.placesOf(type)) {
          if (seen.has(other)) continue;
          seen.add(other);
          steps.push({ to: other, via: 'wormhole', cost: 1 });
        }
      found = steps;
    }
    adjacentCache.set(place, found);
    return found;
  };

  const entryCosts = new Map<string, number | null>();
  const entryCost = (place: string): number | null => {
    if (entryCosts.has(place)) return entryCosts.get(place) as number | null;
    const rule = movement.entryCosts.find((r) => matchesTile(r.match, tileAt(place)));
    const cost = rule ? rule.cost : 1;
    entryCosts.set(place, cost);
    return cost;
  };

  const homeSet = new Set(places.filter((p) => matchesTile(movement.homes, tileAt(p))));
  const centre = movement.centre
    ? (places.find((p) => matchesTile(movement.centre!, tileAt(p))) ?? null)
    : null;

  return {
    map,
    places,
    tileAt,
    adjoining,
    adjacent,
    localSteps,
    wormholeTypes: (place) => wormholes.typesOf(place),
    wormholePlaces: (type) => wormholes.placesOf(type),
    entryCost,
    isHome: (place) => homeSet.has(place),
    isCentre: (place) => place === centre,
    homes: places.filter((p) => homeSet.has(p)),
    centre,
  };
}

/**
 * Side numbers of a place's neighbours: 0 for the first side clockwise from north, then
 * clockwise. Read from where the neighbours are drawn, so every lattice numbers the same way
 * (flat hexes: N, NE, SE, S, SW, NW; pointy: NE, E, …; squares: N, E, S, W).
 */
function sideIndexer(geometry: GridGeometry): (from: string, to: string) => number | null {
  const count = geometry.rotationSteps;
  const step = (2 * Math.PI) / count;
  return (from, to) => {
    const a = geometry.centre(from);
    const b = geometry.centre(to);
    if (!a || !b) return null;
    let angle = Math.atan2(b.x - a.x, -(b.y - a.y));
    if (angle < 0) angle += 2 * Math.PI;
    // A quarter step of slack: flat sides sit on whole steps, pointy ones half a step past.
    return Math.floor(angle / step + 0.25) % count;
  };
}

/** The neighbour of `place` across side `side`, if the board has one. */
function acrossSide(
  place: string,
  side: number,
  sides: (from: string, to: string) => number | null,
  geometry: GridGeometry,
  onBoard: ReadonlySet<string>,
): string | null {
  for (const other of geometry.sideNeighbours(place))
    if (onBoard.has(other) && sides(place, other) === side) return other;
  return null;
}

type LaneReader = (place: string) => readonly (readonly [number, number])[] | null;

/** A hyperlane tile's lanes as pairs of absolute sides (its rotation applied), or null. */
function hyperlaneReader(
  movement: Movement,
  tileAt: (place: string) => PlacedTile | null,
  sideCount: number,
): LaneReader {
  const rule = movement.hyperlanes;
  if (!rule) return () => null;
  const cache = new Map<string, readonly (readonly [number, number])[] | null>();
  return (place) => {
    if (cache.has(place)) return cache.get(place) ?? null;
    const placed = tileAt(place);
    const raw = placed?.attributes[rule.attribute];
    let lanes: (readonly [number, number])[] | null = null;
    if (Array.isArray(raw) && raw.length > 0) {
      const turn = (side: number) =>
        (((side + placed!.rotation) % sideCount) + sideCount) % sideCount;
      lanes = raw
        .filter(
          (pair): pair is [number, number] =>
            Array.isArray(pair) &&
            pair.length === 2 &&
            pair.every((s) => Number.isInteger(s) && s >= 0 && s < sideCount),
        )
        .map(([a, b]) => [turn(a), turn(b)] as const);
    }
    cache.set(place, lanes);
    return lanes;
  };
}

/**
 * Where the lanes lead from `from` into the hyperlane tile at `lane`: each lane that starts
 * at the side facing `from` carries on to the place across its other end; a hyperlane tile
 * there is followed in turn. A loop of lanes ends where it started.
 */
function throughHyperlanes(
  from: string,
  lane: string,
  sides: (from: string, to: string) => number | null,
  lanesOf: LaneReader,
  geometry: GridGeometry,
  onBoard: ReadonlySet<string>,
): string[] {
  const ends: string[] = [];
  const visited = new Set<string>();
  const walk = (tile: string, previous: string) => {
    const entered = sides(tile, previous);
    if (entered === null) return;
    const key = `${tile}#${entered}`;
    if (visited.has(key)) return;
    visited.add(key);
    for (const [a, b] of lanesOf(tile) ?? []) {
      const out = a === entered ? b : b === entered ? a : null;
      if (out === null) continue;
      const next = acrossSide(tile, out, sides, geometry, onBoard);
      if (next === null || next === from) continue;
      if (lanesOf(next)) walk(next, tile);
      else ends.push(next);
    }
  };
  walk(lane, from);
  return ends;
}

interface WormholeGroups {
  typesOf(place: string): readonly string[];
  placesOf(type: string): readonly string[];
}

const NO_TYPES: readonly string[] = Object.freeze([]);

/** Places by wormhole type (a tile may have one type, or a list of them). */
function wormholeGroups(
  movement: Movement,
  places: readonly string[],
  tileAt: (place: string) => PlacedTile | null,
): WormholeGroups {
  const rule = movement.wormholes;
  const typesOf = new Map<string, string[]>();
  const byType = new Map<string, string[]>();
  if (rule)
    for (const place of places) {
      const value = tileAt(place)?.attributes[rule.attribute];
      if (!hasValue(value)) continue;
      const types = [
        ...new Set(
          (Array.isArray(value) ? value : [value])
            .filter((t): t is string => typeof t === 'string' && t !== '')
            .filter((t) => !rule.ignore.includes(t)),
        ),
      ];
      if (types.length === 0) continue;
      typesOf.set(place, types);
      for (const type of types) {
        let members = byType.get(type);
        if (!members) byType.set(type, (members = []));
        members.push(place);
      }
    }
  return {
    typesOf: (place) => typesOf.get(place) ?? NO_TYPES,
    placesOf: (type) => byType.get(type) ?? NO_TYPES,
  };
}
