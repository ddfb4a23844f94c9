import type { MapGraph } from '../map-graph.ts';

/**
 * A map's movement graph in flat arrays (places numbered in the graph's order, steps as
 * ranges of one array), so that a balance analysis can run a search per home over a
 * 10,000-place board without a string lookup or an object per step. Built once per graph,
 * which is itself built once per map version.
 */
export interface CompactGraph {
  readonly graph: MapGraph;
  readonly size: number;
  readonly places: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** The steps out of place i are `stepStart[i] .. stepStart[i + 1]`. */
  readonly stepStart: Int32Array;
  readonly stepTo: Int32Array;
  /** 1 when the step is through a wormhole. */
  readonly stepWormhole: Uint8Array;
  /** The lane's own cost (1 off point-to-point maps). */
  readonly stepCost: Float64Array;
  /** What entering each place costs by the movement rules; NaN where it cannot be entered. */
  readonly entry: Float64Array;
}

const cache = new WeakMap<MapGraph, CompactGraph>();

export function compactGraph(graph: MapGraph): CompactGraph {
  let found = cache.get(graph);
  if (!found) cache.set(graph, (found = build(graph)));
  return found;
}

function build(graph: MapGraph): CompactGraph {
  const places = graph.places;
  const size = places.length;
  const indexOf = new Map<string, number>();
  for (let i = 0; i < size; i++) indexOf.set(places[i] as string, i);
  const stepStart = new Int32Array(size + 1);
  const to: number[] = [];
  const wormhole: number[] = [];
  const cost: number[] = [];
  for (let i = 0; i < size; i++) {
    stepStart[i] = to.length;
    for (const step of graph.adjacent(places[i] as string)) {
      const j = indexOf.get(step.to);
      if (j === undefined) continue;
      to.push(j);
      wormhole.push(step.via === 'wormhole' ? 1 : 0);
      cost.push(step.cost);
    }
  }
  stepStart[size] = to.length;
  const entry = new Float64Array(size);
  for (let i = 0; i < size; i++) entry[i] = graph.entryCost(places[i] as string) ?? NaN;
  return {
    graph,
    size,
    places,
    indexOf,
    stepStart,
    stepTo: Int32Array.from(to),
    stepWormhole: Uint8Array.from(wormhole),
    stepCost: Float64Array.from(cost),
    entry,
  };
}
