import { MinHeap } from '../model/min-heap.ts';
import type { GraphStep, MapGraph } from './map-graph.ts';

/**
 * Distances over a map's movement graph: hops (every step 1) or weighted (entering a place
 * costs what the rules say, times a lane's own cost), shortest paths and reachability. A
 * place that cannot be entered (entry cost null: a supernova) is never entered; a start
 * place always counts. Searches visit places in the graph's stable order, so ties always
 * resolve the same way.
 */

export interface DistanceOptions {
  /** Entry costs (true) or one per step (false, the default). */
  readonly weighted?: boolean;
  /** Whether wormholes join places (default true). */
  readonly wormholes?: boolean;
  /** `adjoining` walks shared sides only, ignoring edge features, wormholes and hyperlanes. */
  readonly relation?: 'adjacent' | 'adjoining';
  /**
   * Whether a path may go on from a place once it has entered it (other homes, say, end a
   * path); the place itself is still reached.
   */
  readonly passThrough?: (place: string) => boolean;
  /** Stop looking further than this. */
  readonly maxCost?: number;
}

/** The steps a search takes out of a place under the options. */
function stepsOut(graph: MapGraph, place: string, options: DistanceOptions): readonly GraphStep[] {
  if (options.relation === 'adjoining')
    return graph.adjoining(place).map((to) => ({ to, via: 'side' as const, cost: 1 }));
  const steps = graph.adjacent(place);
  return options.wormholes === false ? steps.filter((s) => s.via !== 'wormhole') : steps;
}

/** What one step costs (null: it cannot be taken). */
function stepCost(graph: MapGraph, step: GraphStep, options: DistanceOptions): number | null {
  const entry = graph.entryCost(step.to);
  if (entry === null) return null;
  return options.weighted ? entry * step.cost : 1;
}

/** The distance from `from` to every place it reaches (itself at 0), with each place's predecessor. */
export function distancesFrom(
  graph: MapGraph,
  from: string,
  options: DistanceOptions = {},
): { cost: ReadonlyMap<string, number>; previous: ReadonlyMap<string, string> } {
  const cost = new Map<string, number>([[from, 0]]);
  const previous = new Map<string, string>();
  const done = new Set<string>();
  const maxCost = options.maxCost ?? Infinity;
  // Equal costs leave the heap in the order they were reached: ties resolve the same way.
  const heap = new MinHeap<string>();
  heap.push(from, 0);
  for (let next = heap.pop(); next; next = heap.pop()) {
    const { item: place, priority: at } = next;
    if (done.has(place)) continue;
    done.add(place);
    if (place !== from && options.passThrough && !options.passThrough(place)) continue;
    for (const step of stepsOut(graph, place, options)) {
      const through = stepCost(graph, step, options);
      if (through === null) continue;
      const total = at + through;
      if (total > maxCost || done.has(step.to)) continue;
      const known = cost.get(step.to);
      if (known === undefined || total < known) {
        cost.set(step.to, total);
        previous.set(step.to, place);
        heap.push(step.to, total);
      }
    }
  }
  return { cost, previous };
}

/** The cheapest path between two places (both ends included), or null when there is none. */
export function pathBetween(
  graph: MapGraph,
  from: string,
  to: string,
  options: DistanceOptions = {},
): { places: string[]; cost: number } | null {
  const { cost, previous } = distancesFrom(graph, from, options);
  const total = cost.get(to);
  if (total === undefined) return null;
  const places = [to];
  for (let at = previous.get(to); at !== undefined; at = previous.get(at)) places.push(at);
  return { places: places.reverse(), cost: total };
}

/** The distance between two places, Infinity when there is no way. */
export function distanceBetween(
  graph: MapGraph,
  from: string,
  to: string,
  options: DistanceOptions = {},
): number {
  return distancesFrom(graph, from, options).cost.get(to) ?? Infinity;
}

/** Every place `from` can reach, in the order of the graph's places. */
export function reachableFrom(
  graph: MapGraph,
  from: string,
  options: DistanceOptions = {},
): string[] {
  const { cost } = distancesFrom(graph, from, options);
  return graph.places.filter((p) => cost.has(p));
}
