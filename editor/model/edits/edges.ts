import {
  edgeFeatureSchema,
  edgeTypeSchema,
  type EdgeFeature,
  type EdgeType,
  type MapDef,
} from '../../../scenarios/format/map.ts';
import { uniqueSlug } from '../../../scenarios/format/slug.ts';
import { idsOf } from './ids.ts';
import { boardEdge } from './places.ts';
import { editRecord } from '../record-journal.ts';
import { mapItems, sameValue, withEntry, withoutEntries } from './records.ts';
import { checked } from './validate.ts';

/** What a new edge type needs; the rest takes the format's defaults. */
export type EdgeTypeInput = Omit<EdgeType, 'id' | 'style' | 'width' | 'blocks' | 'directed'> &
  Partial<EdgeType>;

const typeOf = (map: MapDef, id: string): EdgeType | undefined =>
  map.edgeTypes.find((t) => t.id === id);

/**
 * The edge tool's click: the same type already on that edge is taken off, anything else is
 * replaced by `typeId`. Directed types go "forward" (first cell of the key to the second)
 * unless told otherwise. Unknown types and edges that are not sides of the board change
 * nothing.
 */
export function toggleEdgeFeature(
  map: MapDef,
  edgeKey: string,
  typeId: string,
  direction?: EdgeFeature['direction'],
): MapDef {
  const key = boardEdge(map, edgeKey);
  const type = typeOf(map, typeId);
  if (!key || !type) return map;
  if (map.edges[key]?.type === typeId) return setEdgeFeature(map, key, null);
  return setEdgeFeature(
    map,
    key,
    type.directed ? { type: typeId, direction: direction ?? 'forward' } : { type: typeId },
  );
}

/** Puts `feature` on the edge (null takes it off). A feature of an unknown type is refused. */
export function setEdgeFeature(map: MapDef, edgeKey: string, feature: EdgeFeature | null): MapDef {
  const key = boardEdge(map, edgeKey);
  if (!key) return map;
  if (feature === null) {
    const { record, changed } = editRecord(map.edges, (edges) => edges.delete(key));
    return changed ? { ...map, edges: record } : map;
  }
  const value = checked(edgeFeatureSchema, feature, `the feature on edge "${key}"`);
  const type = typeOf(map, value.type);
  if (!type)
    throw new Error(`the feature on edge "${key}": no edge type "${value.type}" on this map`);
  // Only directed types carry a direction; keep the file free of meaningless fields.
  const { direction, ...rest } = value;
  const stored: EdgeFeature = type.directed ? { ...rest, direction: direction ?? 'forward' } : rest;
  if (sameValue(map.edges[key], stored)) return map;
  const { record, changed } = editRecord(map.edges, (edges) => edges.set(key, stored));
  return changed ? { ...map, edges: record } : map;
}

/** Turns a one-way feature (a gravity wave) round. Undirected features are left alone. */
export function flipEdgeDirection(map: MapDef, edgeKey: string): MapDef {
  const key = boardEdge(map, edgeKey);
  const feature = key ? map.edges[key] : undefined;
  if (!key || !feature || !typeOf(map, feature.type)?.directed) return map;
  const direction = feature.direction === 'backward' ? 'forward' : 'backward';
  const flipped: EdgeFeature = { ...feature, direction };
  return { ...map, edges: withEntry(map.edges, key, flipped) };
}

/** Adds an edge type; its id comes from its name unless given (and is made unique). */
export function addEdgeType(map: MapDef, input: EdgeTypeInput): { map: MapDef; id: string } {
  const taken = idsOf(map.edgeTypes);
  const id = input.id && !taken.has(input.id) ? input.id : uniqueSlug(input.name, taken, 'edge');
  const type = checked(edgeTypeSchema, { ...input, id }, `edge type "${input.name}"`);
  return { map: { ...map, edgeTypes: [...map.edgeTypes, type] }, id };
}

/**
 * Changes an edge type. Its features follow a change of `directed`: they gain the default
 * direction, or lose the one they no longer need.
 */
export function updateEdgeType(
  map: MapDef,
  id: string,
  patch: Partial<Omit<EdgeType, 'id'>>,
): MapDef {
  const current = typeOf(map, id);
  if (!current) return map;
  const next = checked(edgeTypeSchema, { ...current, ...patch, id }, `edge type "${id}"`);
  if (sameValue(next, current)) return map;
  const edgeTypes = mapItems(map.edgeTypes, (t) => (t.id === id ? next : t));
  let edges = map.edges;
  if (next.directed !== current.directed) {
    edges = {};
    for (const [key, feature] of Object.entries(map.edges)) {
      if (feature.type !== id) edges[key] = feature;
      else if (next.directed)
        edges[key] = { ...feature, direction: feature.direction ?? 'forward' };
      else edges[key] = { type: feature.type };
    }
  }
  return { ...map, edgeTypes, edges };
}

/** Removes an edge type and every feature of that type. */
export function removeEdgeType(map: MapDef, id: string): MapDef {
  if (!typeOf(map, id)) return map;
  return {
    ...map,
    edgeTypes: map.edgeTypes.filter((t) => t.id !== id),
    edges: withoutEntries(map.edges, (_, f) => f.type === id),
  };
}
