import {
  laneSchema,
  laneTypeSchema,
  nodeSchema,
  type Lane,
  type LaneType,
  type MapDef,
  type MapNode,
} from '../../../scenarios/format/map.ts';
import { slugify, uniqueSlug } from '../../../scenarios/format/slug.ts';
import { idsOf, uniqueId } from './ids.ts';
import { nodesById } from './places.ts';
import { dropItems, mapItems, sameValue, withoutKeys } from './records.ts';
import { checked } from './validate.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';

/** Point-to-point maps: nodes (systems, jump points) joined by lanes of typed routes. */

export interface NodeInput {
  x: number;
  y: number;
  name?: string;
  kind?: string;
}

export interface LaneOptions {
  cost?: number;
  direction?: Lane['direction'];
  style?: Lane['style'];
  label?: string;
}

export type LaneTypeInput = Omit<LaneType, 'id' | 'style' | 'width'> & Partial<LaneType>;

function requireGraph(map: MapDef, what: string): void {
  if (geometryOf(map).lattice)
    throw new Error(
      `${what}: nodes and lanes belong on point-to-point maps, not on a ${map.grid.kind} grid`,
    );
}

/** A new node; its id comes from its name ("Sol" → "sol"), or is "node-N" when it has none. */
export function addNode(map: MapDef, input: NodeInput): { map: MapDef; id: string } {
  requireGraph(map, 'cannot add a node');
  const taken = idsOf(map.nodes);
  const slug = slugify(input.name ?? '', '');
  const id = slug === '' ? uniqueId('node', taken) : taken.has(slug) ? uniqueId(slug, taken) : slug;
  const node = checked(nodeSchema, { ...input, id }, 'the new node');
  return { map: { ...map, nodes: [...map.nodes, node] }, id };
}

/** Moves nodes by (dx, dy) map units; their lanes follow, being drawn between them. */
export function moveNodes(map: MapDef, ids: readonly string[], dx: number, dy: number): MapDef {
  if (!Number.isFinite(dx) || !Number.isFinite(dy))
    throw new Error(`cannot move nodes by (${dx}, ${dy}): the offset must be finite`);
  if (dx === 0 && dy === 0) return map;
  const moving = new Set(ids);
  const nodes = mapItems(map.nodes, (n) =>
    moving.has(n.id) ? { ...n, x: n.x + dx, y: n.y + dy } : n,
  );
  return nodes === map.nodes ? map : { ...map, nodes };
}

/** Changes a node's name, kind, colour, size or position (its id stays: lanes name it). */
export function updateNode(map: MapDef, id: string, patch: Partial<Omit<MapNode, 'id'>>): MapDef {
  const current = nodesById(map).get(id);
  if (!current) return map;
  const next = checked(nodeSchema, { ...current, ...patch, id }, `node "${id}"`);
  if (sameValue(next, current)) return map;
  return { ...map, nodes: mapItems(map.nodes, (n) => (n.id === id ? next : n)) };
}

/** Removes nodes with everything that needs them: their lanes, tiles, tokens, notes and fog. */
export function removeNodes(map: MapDef, ids: readonly string[]): MapDef {
  const present = nodesById(map);
  const gone = new Set(ids.filter((id) => present.has(id)));
  if (gone.size === 0) return map;
  return {
    ...map,
    nodes: map.nodes.filter((n) => !gone.has(n.id)),
    lanes: dropItems(map.lanes, (l) => gone.has(l.from) || gone.has(l.to)),
    placements: withoutKeys(map.placements, gone),
    tokens: dropItems(map.tokens, (t) => gone.has(t.at)),
    notes: withoutKeys(map.notes, gone),
    visibility: withoutKeys(map.visibility, gone),
  };
}

/** Whether a lane already joins `from` to `to` the same way (two-way lanes in either order). */
function hasLane(map: MapDef, from: string, to: string, direction: Lane['direction']): boolean {
  return map.lanes.some((l) => {
    if (l.direction !== direction) return false;
    if (l.from === from && l.to === to) return true;
    return direction === 'two-way' && l.from === to && l.to === from;
  });
}

/**
 * A lane from one node to another. Refused (id null, same map) for a lane to itself, an
 * unknown node or type, or a copy of a lane that already joins them the same way.
 */
export function addLane(
  map: MapDef,
  from: string,
  to: string,
  typeId: string,
  options: LaneOptions = {},
): { map: MapDef; id: string | null } {
  const nodes = nodesById(map);
  const direction = options.direction ?? 'two-way';
  if (
    from === to ||
    !nodes.has(from) ||
    !nodes.has(to) ||
    !map.laneTypes.some((t) => t.id === typeId) ||
    hasLane(map, from, to, direction)
  )
    return { map, id: null };
  const id = uniqueId('lane', idsOf(map.lanes));
  const lane = checked(laneSchema, { ...options, id, from, to, type: typeId }, 'the new lane');
  return { map: { ...map, lanes: [...map.lanes, lane] }, id };
}

/** Changes a lane's type, cost, direction, style or label, or the nodes it joins. */
export function updateLane(map: MapDef, id: string, patch: Partial<Omit<Lane, 'id'>>): MapDef {
  const current = map.lanes.find((l) => l.id === id);
  if (!current) return map;
  const next = checked(laneSchema, { ...current, ...patch, id }, `lane "${id}"`);
  if (sameValue(next, current)) return map;
  const nodes = nodesById(map);
  for (const end of [next.from, next.to])
    if (!nodes.has(end)) throw new Error(`lane "${id}": no node "${end}" on this map`);
  if (next.from === next.to) throw new Error(`lane "${id}": a lane cannot join a node to itself`);
  if (!map.laneTypes.some((t) => t.id === next.type))
    throw new Error(`lane "${id}": no lane type "${next.type}" on this map`);
  return { ...map, lanes: mapItems(map.lanes, (l) => (l.id === id ? next : l)) };
}

export function removeLanes(map: MapDef, ids: readonly string[]): MapDef {
  const gone = new Set(ids);
  const lanes = dropItems(map.lanes, (l) => gone.has(l.id));
  return lanes === map.lanes ? map : { ...map, lanes };
}

/** Adds a lane type; its id comes from its name unless given (and is made unique). */
export function addLaneType(map: MapDef, input: LaneTypeInput): { map: MapDef; id: string } {
  const taken = idsOf(map.laneTypes);
  const id = input.id && !taken.has(input.id) ? input.id : uniqueSlug(input.name, taken, 'lane');
  const type = checked(laneTypeSchema, { ...input, id }, `lane type "${input.name}"`);
  return { map: { ...map, laneTypes: [...map.laneTypes, type] }, id };
}

export function updateLaneType(
  map: MapDef,
  id: string,
  patch: Partial<Omit<LaneType, 'id'>>,
): MapDef {
  const current = map.laneTypes.find((t) => t.id === id);
  if (!current) return map;
  const next = checked(laneTypeSchema, { ...current, ...patch, id }, `lane type "${id}"`);
  if (sameValue(next, current)) return map;
  return { ...map, laneTypes: mapItems(map.laneTypes, (t) => (t.id === id ? next : t)) };
}

/** Removes a lane type no lane uses; while lanes use it the map is returned unchanged. */
export function removeLaneType(map: MapDef, id: string): MapDef {
  if (map.lanes.some((l) => l.type === id)) return map;
  const laneTypes = dropItems(map.laneTypes, (t) => t.id === id);
  return laneTypes === map.laneTypes ? map : { ...map, laneTypes };
}

/** How many lanes use a lane type (the UI says why removing it is refused). */
export const lanesOfType = (map: MapDef, id: string): number =>
  map.lanes.filter((l) => l.type === id).length;
