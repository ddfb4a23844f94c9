import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Relation } from '../../../scenarios/format/map-checks.ts';
import type { Movement } from '../../../scenarios/format/map-rules.ts';
import { mapTileUsage } from '../../model/tile-library.ts';
import type { MapGraph } from '../map-graph.ts';
import { hasValue, type PlacedTile } from '../place-tiles.ts';
import { describePlace } from './describe-place.ts';

/**
 * What the check kinds read of a map: the tile on each place, the places next to a place
 * (either way round: a one-way border still leaves the two places next to each other), and
 * how many copies of a tile are down. A view over a map's movement graph answers for the map;
 * a hypothetical view answers for the same map with a few more tiles put down, which is how
 * placements are tried without building a new map for each (see legal-placements.ts).
 */
export interface PlaceView {
  readonly graph: MapGraph;
  tileAt(place: string): PlacedTile | null;
  /** Whether nothing stands on the place (no placement at all). */
  isEmpty(place: string): boolean;
  /** The places next to `place`, in a stable order. */
  near(place: string, relation: Relation, wormholes: boolean): readonly string[];
  copiesPlaced(tileId: string): number;
  /** The place in a message ("Nebula (2,-1)"), with what stands on it in this view. */
  describe(place: string): string;
}

/** The view of the map the graph was built for. */
export function mapView(graph: MapGraph): PlaceView {
  const map = graph.map;
  const cache = new Map<string, readonly string[]>();
  return {
    graph,
    tileAt: (place) => graph.tileAt(place),
    isEmpty: (place) => !Object.hasOwn(map.placements, place),
    near(place, relation, wormholes) {
      const key = `${relation}|${wormholes ? 1 : 0}|${place}`;
      let found = cache.get(key);
      if (!found) cache.set(key, (found = nearInGraph(graph, place, relation, wormholes)));
      return found;
    },
    copiesPlaced: (tileId) => mapTileUsage(map).get(tileId) ?? 0,
    describe: (place) => describePlace(map, graph.tileAt(place)?.tile.name ?? null, place),
  };
}

function nearInGraph(
  graph: MapGraph,
  place: string,
  relation: Relation,
  wormholes: boolean,
): readonly string[] {
  if (relation === 'adjoining') return graph.adjoining(place);
  const found: string[] = [];
  for (const step of graph.adjacent(place))
    if (wormholes || step.via !== 'wormhole') found.push(step.to);
  // A step in only one direction (a one-way border) still puts the two side by side; such a
  // step always crosses a shared side, so the places adjoining are the only ones to ask.
  for (const other of graph.adjoining(place)) {
    if (found.includes(other)) continue;
    for (const step of graph.adjacent(other))
      if (step.to === place && (wormholes || step.via !== 'wormhole')) {
        found.push(other);
        break;
      }
  }
  return found;
}

/** The wormhole types a tile has under the movement rules (none without a wormhole rule). */
export function wormholeTypes(movement: Movement, placed: PlacedTile | null): readonly string[] {
  const rule = movement.wormholes;
  if (!rule || !placed) return [];
  const value = placed.attributes[rule.attribute];
  if (!hasValue(value)) return [];
  return (Array.isArray(value) ? value : [value]).filter(
    (t): t is string => typeof t === 'string' && t !== '' && !rule.ignore.includes(t),
  );
}

const membersCache = new WeakMap<MapGraph, ReadonlyMap<string, readonly string[]>>();

function wormholeMembers(
  graph: MapGraph,
  movement: Movement,
): ReadonlyMap<string, readonly string[]> {
  let members = membersCache.get(graph);
  if (!members) {
    const byType = new Map<string, string[]>();
    for (const place of graph.places)
      for (const type of wormholeTypes(movement, graph.tileAt(place)))
        byType.set(type, [...(byType.get(type) ?? []), place]);
    members = byType;
    membersCache.set(graph, members);
  }
  return members;
}

/** Whether the tile lays hyperlanes, which re-route the graph (a hypothetical view cannot). */
export function laysHyperlanes(movement: Movement, placed: PlacedTile): boolean {
  const rule = movement.hyperlanes;
  return rule !== null && hasValue(placed.attributes[rule.attribute]);
}

/**
 * `base` with tiles put down on empty places (`extra`, none of them laying hyperlanes): sides
 * and lanes are the map's; wormholes of the new tiles join whatever shares their type.
 */
export function withTiles(
  base: PlaceView,
  movement: Movement,
  extra: ReadonlyMap<string, PlacedTile>,
): PlaceView {
  const members = wormholeMembers(base.graph, movement);
  const tileAt = (place: string) => extra.get(place) ?? base.tileAt(place);
  return {
    graph: base.graph,
    tileAt,
    isEmpty: (place) => !extra.has(place) && base.isEmpty(place),
    near(place, relation, wormholes) {
      const found = base.near(place, relation, wormholes);
      if (relation === 'adjoining' || !wormholes) return found;
      const types = wormholeTypes(movement, tileAt(place));
      if (types.length === 0) return found;
      const more: string[] = [];
      const add = (other: string) => {
        if (other !== place && !found.includes(other) && !more.includes(other)) more.push(other);
      };
      if (extra.has(place)) for (const type of types) members.get(type)?.forEach(add);
      for (const [other, placed] of extra)
        if (wormholeTypes(movement, placed).some((t) => types.includes(t))) add(other);
      return more.length === 0 ? found : [...found, ...more];
    },
    copiesPlaced(tileId) {
      let count = base.copiesPlaced(tileId);
      for (const placed of extra.values()) if (placed.tile.id === tileId) count++;
      return count;
    },
    describe: (place) => describePlace(base.graph.map, tileAt(place)?.tile.name ?? null, place),
  };
}

/** The map with tiles put down, for the rare tries a hypothetical view cannot answer. */
export function mapWithTiles(map: MapDef, extra: ReadonlyMap<string, PlacedTile>): MapDef {
  const placements = { ...map.placements };
  for (const [place, placed] of extra)
    placements[place] = { tile: placed.tile.id, rotation: placed.rotation, overrides: {} };
  return { ...map, placements };
}
