import type { MapGraph } from '../map-graph.ts';

/**
 * The places from which `target` can be reached (itself included): one walk backwards from
 * it, so that asking for every home costs one walk over the board. A step may enter only a
 * place the movement rules let in; a start place may be one that cannot be entered.
 */
export function placesReaching(
  graph: MapGraph,
  target: string,
  options: { wormholes: boolean },
): ReadonlySet<string> {
  const reaching = new Set<string>([target]);
  if (graph.entryCost(target) === null) return reaching;
  const stepsInto = (from: string, to: string) => {
    for (const step of graph.adjacent(from))
      if (step.to === to && (options.wormholes || step.via !== 'wormhole')) return true;
    return false;
  };
  const queue = [target];
  const consider = (from: string, to: string) => {
    if (reaching.has(from) || !stepsInto(from, to)) return;
    reaching.add(from);
    // A place that cannot be entered can only be where a way starts.
    if (graph.entryCost(from) !== null) queue.push(from);
  };
  for (let i = 0; i < queue.length; i++) {
    const to = queue[i]!;
    // Whatever steps into a place shares a side with it or is a step away from it the other
    // way (wormholes and hyperlanes join both ways).
    for (const from of graph.adjoining(to)) consider(from, to);
    for (const step of graph.adjacent(to)) consider(step.to, to);
  }
  return reaching;
}
