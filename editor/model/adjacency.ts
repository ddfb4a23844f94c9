import type { EdgeType, MapDef } from '../../scenarios/format/map.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import type { Step } from '../geometry/grid-geometry.ts';
import { edgeKey, isCellKey } from '../geometry/keys.ts';
import { MinHeap } from './min-heap.ts';

/**
 * Which places a piece can move to in one step, and what that step costs: the moves the
 * map's geometry offers (six neighbours on hex boards, four or eight on square ones, lanes
 * on point-to-point maps), less those across a blocking edge feature. Maps are immutable, so
 * everything derived from a map is cached against the map object.
 */

export type { Step };

/** How an edge feature limits movement: both ways, or all but its direction. */
type Barrier = 'both' | 'forward-only' | 'backward-only';

const barrierCache = new WeakMap<MapDef, ReadonlyMap<string, Barrier>>();
/** Steps out of places, filled in as they are asked for (path searches ask again and again). */
const stepCache = new WeakMap<MapDef, Map<string, readonly Step[]>>();

/** Every place of the map in a stable order: the board's cells, or the graph's node ids. */
export function placesOf(map: MapDef): readonly string[] {
  return geometryOf(map).places();
}

/**
 * The edges that stop movement, by edge key. A blocking feature stops it both ways; a
 * directed blocking one only against its direction ("forward" lets movement go from the first
 * cell of the edge key to the second; a directed feature that names no direction counts as
 * forward). Features whose type does not block never stop it, so most boards have none here
 * and their neighbours cost no edge lookups at all.
 */
function barriersOf(map: MapDef): ReadonlyMap<string, Barrier> {
  const cached = barrierCache.get(map);
  if (cached) return cached;
  const types = new Map(map.edgeTypes.map((t): [string, EdgeType] => [t.id, t]));
  const barriers = new Map<string, Barrier>();
  for (const [key, feature] of Object.entries(map.edges)) {
    const type = types.get(feature.type);
    if (!type?.blocks) continue;
    if (!type.directed) barriers.set(key, 'both');
    else barriers.set(key, feature.direction === 'backward' ? 'backward-only' : 'forward-only');
  }
  barrierCache.set(map, barriers);
  return barriers;
}

/** Whether movement may cross from cell `from` to the touching cell `to` (see `barriersOf`). */
export function canCross(map: MapDef, from: string, to: string): boolean {
  const barriers = barriersOf(map);
  if (barriers.size === 0) return true;
  // Any two cells name an edge (a file may wall off a corner step); nodes name none.
  if (!isCellKey(from) || !isCellKey(to)) return true;
  const key = edgeKey(from, to);
  const barrier = barriers.get(key);
  if (barrier === undefined) return true;
  if (barrier === 'both') return false;
  const goingForward = key.startsWith(`${from}|`);
  return barrier === 'forward-only' ? goingForward : !goingForward;
}

const NO_STEPS: readonly Step[] = Object.freeze([]);

/** The steps out of a place; none for a place the map does not have. */
export function stepsFrom(map: MapDef, place: string): readonly Step[] {
  let known = stepCache.get(map);
  if (!known) {
    known = new Map();
    stepCache.set(map, known);
  }
  let steps = known.get(place);
  if (steps === undefined) {
    steps = placeSteps(map, place);
    // Only places of the map are remembered, so stray keys cannot grow the cache.
    if (steps !== NO_STEPS) known.set(place, steps);
  }
  return steps;
}

function placeSteps(map: MapDef, place: string): readonly Step[] {
  const geometry = geometryOf(map);
  if (!geometry.has(place)) return NO_STEPS;
  const moves = geometry.moves(place);
  // Most boards have no barriers: their moves are the steps as they are.
  if (barriersOf(map).size === 0) return moves;
  return moves.filter((step) => canCross(map, place, step.to));
}

/** The places one step away that movement may reach from `place`. */
export function neighboursOf(map: MapDef, place: string): string[] {
  return stepsFrom(map, place).map((s) => s.to);
}

/** Every place with its neighbours, in the order of `placesOf`. */
export function adjacencyList(map: MapDef): Map<string, string[]> {
  return new Map(placesOf(map).map((place) => [place, neighboursOf(map, place)]));
}

/**
 * The cheapest way from one place to another (Dijkstra: a lane's cost when it has one, else 1
 * per step), with both ends included; null when there is none or either place is not on the
 * map. Ties go to the path found first, so the answer is stable for a given map.
 */
export function shortestPath(
  map: MapDef,
  from: string,
  to: string,
): { places: string[]; cost: number } | null {
  const geometry = geometryOf(map);
  if (!geometry.has(from) || !geometry.has(to)) return null;
  return geometry.unitSteps ? fewestSteps(map, from, to) : cheapestPath(map, from, to);
}

/** The path found so far to `to`, read back through each place's predecessor. */
function pathTo(previous: ReadonlyMap<string, string>, to: string): string[] {
  const path = [to];
  for (let at = previous.get(to); at !== undefined; at = previous.get(at)) path.push(at);
  return path.reverse();
}

/** Where every step costs 1, a breadth-first search finds the cheapest path, and soonest. */
function fewestSteps(
  map: MapDef,
  from: string,
  to: string,
): { places: string[]; cost: number } | null {
  const previous = new Map<string, string>();
  const seen = new Set([from]);
  let frontier = [from];
  for (let cost = 0; frontier.length > 0; cost++) {
    const next: string[] = [];
    for (const place of frontier) {
      if (place === to) return { places: pathTo(previous, to), cost };
      for (const step of stepsFrom(map, place))
        if (!seen.has(step.to)) {
          seen.add(step.to);
          previous.set(step.to, place);
          next.push(step.to);
        }
    }
    frontier = next;
  }
  return null;
}

/** Dijkstra's search by step cost (lanes have costs of their own). */
function cheapestPath(
  map: MapDef,
  from: string,
  to: string,
): { places: string[]; cost: number } | null {
  const best = new Map<string, number>([[from, 0]]);
  const previous = new Map<string, string>();
  const done = new Set<string>();
  const queue = new MinHeap<string>();
  queue.push(from, 0);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { item: place, priority: cost } = next;
    if (done.has(place)) continue;
    done.add(place);
    if (place === to) return { places: pathTo(previous, to), cost };
    for (const step of stepsFrom(map, place)) {
      const through = cost + step.cost;
      const known = best.get(step.to);
      if (!done.has(step.to) && (known === undefined || through < known)) {
        best.set(step.to, through);
        previous.set(step.to, place);
        queue.push(step.to, through);
      }
    }
  }
  return null;
}

/**
 * Groups of places joined to each other by steps in either direction (a one-way lane or
 * gravity wave still joins its two ends). Groups come in the order of their first place,
 * each listing its places in the order of `placesOf`.
 */
export function connectedComponents(map: MapDef): string[][] {
  const places = placesOf(map);
  const joined = new Map<string, string[]>(places.map((p) => [p, []]));
  for (const place of places)
    for (const { to } of stepsFrom(map, place)) {
      joined.get(place)?.push(to);
      joined.get(to)?.push(place);
    }
  const order = new Map(places.map((p, i) => [p, i]));
  const groupOf = new Set<string>();
  const groups: string[][] = [];
  for (const start of places) {
    if (groupOf.has(start)) continue;
    const group = [start];
    groupOf.add(start);
    for (let i = 0; i < group.length; i++)
      for (const next of joined.get(group[i] as string) ?? [])
        if (!groupOf.has(next)) {
          groupOf.add(next);
          group.push(next);
        }
    group.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    groups.push(group);
  }
  return groups;
}
