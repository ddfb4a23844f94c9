import type {
  EdgeFeature,
  Lane,
  MapDef,
  MapLabel,
  MapNode,
  MapToken,
} from '../../../scenarios/format/map.ts';
import { isCellKey } from '../../../editor/geometry/keys.ts';
import type { Selection } from '../../../editor/model/selection.ts';

/**
 * What the properties panel shows for a selection: one thing's own fields, a summary with
 * bulk actions for several, or the map's settings when nothing is selected. Items the map no
 * longer has (a selection kept across an undo) are left out.
 */
export type SelectionView =
  | { kind: 'map' }
  | { kind: 'place'; at: string; node: MapNode | null }
  | { kind: 'token'; token: MapToken }
  | { kind: 'lane'; lane: Lane }
  | { kind: 'label'; label: MapLabel }
  | { kind: 'edge'; key: string; feature: EdgeFeature | null }
  | { kind: 'several'; counts: SelectionCounts; places: string[] };

export interface SelectionCounts {
  places: number;
  edges: number;
  lanes: number;
  tokens: number;
  labels: number;
}

export function viewSelection(map: MapDef, selection: Selection): SelectionView {
  const nodes = new Map(map.nodes.map((n) => [n.id, n]));
  const places = [...selection.places].filter((at) => isCellKey(at) || nodes.has(at));
  const tokens = map.tokens.filter((t) => selection.tokens.has(t.id));
  const lanes = map.lanes.filter((l) => selection.lanes.has(l.id));
  const labels = map.labels.filter((l) => selection.labels.has(l.id));
  const edges = [...selection.edges];
  const counts: SelectionCounts = {
    places: places.length,
    edges: edges.length,
    lanes: lanes.length,
    tokens: tokens.length,
    labels: labels.length,
  };
  const total = counts.places + counts.edges + counts.lanes + counts.tokens + counts.labels;
  if (total === 0) return { kind: 'map' };
  if (total > 1) return { kind: 'several', counts, places };
  const [at] = places;
  if (at !== undefined) return { kind: 'place', at, node: nodes.get(at) ?? null };
  const [token] = tokens;
  if (token) return { kind: 'token', token };
  const [lane] = lanes;
  if (lane) return { kind: 'lane', lane };
  const [label] = labels;
  if (label) return { kind: 'label', label };
  const key = edges[0] as string;
  return { kind: 'edge', key, feature: map.edges[key] ?? null };
}

/** "3 cells, 2 tokens" for the summary of a multiple selection. */
export function describeCounts(counts: SelectionCounts, graph: boolean): string {
  const words: [number, string, string][] = [
    [counts.places, graph ? 'node' : 'cell', graph ? 'nodes' : 'cells'],
    [counts.edges, 'edge', 'edges'],
    [counts.lanes, 'lane', 'lanes'],
    [counts.tokens, 'token', 'tokens'],
    [counts.labels, 'label', 'labels'],
  ];
  return words
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(', ');
}
