import type { MapDef, MapNode } from '../../../../scenarios/format/map.ts';
import type { Scenario } from '../../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../../scenarios/library/index.ts';

/** Test helpers over the scenarios shipped with the app. */

export function bundled(id: string): Scenario {
  const found = bundledScenarios.find((b) => b.id === id);
  if (!found) throw new Error(`no bundled scenario "${id}"`);
  return found.scenario;
}

export function mapOf(scenario: Scenario, id: string): MapDef {
  const map = scenario.maps.find((m) => m.id === id);
  if (!map) throw new Error(`no map "${id}" in "${scenario.meta.title}"`);
  return map;
}

/** Unordered pair key, so that "a–b" and "b–a" are the same connection. */
export const pairKey = (a: string, b: string): string => [a, b].sort().join(' | ');

/** The node ids reachable from the first node, following lanes either way. */
export function reachable(map: MapDef): Set<string> {
  const next = new Map<string, string[]>();
  for (const lane of map.lanes) {
    next.set(lane.from, [...(next.get(lane.from) ?? []), lane.to]);
    next.set(lane.to, [...(next.get(lane.to) ?? []), lane.from]);
  }
  const start = map.nodes[0]?.id;
  const seen = new Set<string>(start ? [start] : []);
  const queue = start ? [start] : [];
  for (let id = queue.shift(); id !== undefined; id = queue.shift())
    for (const other of next.get(id) ?? [])
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
  return seen;
}

/** How close a lane's straight line comes to a node's centre. */
export function laneClearance(from: MapNode, to: MapNode, node: MapNode): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const along = ((node.x - from.x) * dx + (node.y - from.y) * dy) / (dx * dx + dy * dy);
  const t = Math.max(0, Math.min(1, along));
  return Math.hypot(from.x + t * dx - node.x, from.y + t * dy - node.y);
}
