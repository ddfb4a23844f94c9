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
  /** The lane's own cost (1 off point-to-point maps). */
  readonly stepCost: Float64Array;
  /** What entering each place costs by the movement rules; NaN where it cannot be entered. */
  readonly entry: Float64Array;
  /**
   * Wormholes as groups (every place of a type is one step from every other): place i is in
   * groups `placeGroup[groupStart[i] .. groupStart[i + 1]]`, and group g holds places
   * `member[memberStart[g] .. memberStart[g + 1]]`. A search follows a group once, from the
   * first place it leaves by it, which reaches every member at least as soon as any other
   * would: k places cost k steps, not k².
   */
  readonly groupStart: Int32Array;
  readonly placeGroup: Int32Array;
  readonly memberStart: Int32Array;
  readonly member: Int32Array;
  readonly groupCount: number;
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
  const cost: number[] = [];
  for (let i = 0; i < size; i++) {
    stepStart[i] = to.length;
    for (const step of graph.localSteps(places[i] as string)) {
      const j = indexOf.get(step.to);
      if (j === undefined) continue;
      to.push(j);
      cost.push(step.cost);
    }
  }
  stepStart[size] = to.length;
  const entry = new Float64Array(size);
  for (let i = 0; i < size; i++) entry[i] = graph.entryCost(places[i] as string) ?? NaN;

  const groupIds = new Map<string, number>();
  const groupStart = new Int32Array(size + 1);
  const placeGroup: number[] = [];
  const members: number[][] = [];
  for (let i = 0; i < size; i++) {
    groupStart[i] = placeGroup.length;
    for (const type of graph.wormholeTypes(places[i] as string)) {
      let g = groupIds.get(type);
      if (g === undefined) {
        groupIds.set(type, (g = members.length));
        members.push(graph.wormholePlaces(type).map((p) => indexOf.get(p) ?? -1));
      }
      placeGroup.push(g);
    }
  }
  groupStart[size] = placeGroup.length;
  const memberStart = new Int32Array(members.length + 1);
  members.forEach((list, g) => (memberStart[g + 1] = (memberStart[g] as number) + list.length));
  return {
    graph,
    size,
    places,
    indexOf,
    stepStart,
    stepTo: Int32Array.from(to),
    stepCost: Float64Array.from(cost),
    entry,
    groupStart,
    placeGroup: Int32Array.from(placeGroup),
    memberStart,
    member: Int32Array.from(members.flat()),
    groupCount: members.length,
  };
}
