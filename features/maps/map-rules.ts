import { distancesFrom, pathBetween } from '../../editor/analysis/distances.ts';
import { mapGraph, type MapGraph } from '../../editor/analysis/map-graph.ts';
import { placedTile, tileLookup, type TileLookup } from '../../editor/analysis/place-tiles.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import type { MapDef, MapToken } from '../../scenarios/format/map.ts';
import type { MapHints, MoveHint, RadiusHint } from './map-hints-format.ts';
import { tokenMatches } from './map-hints-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { placeName } from './live-map.ts';
import { covers, footprintAt, footprintProblem, piecesOn } from './footprint.ts';

/**
 * What a map's rule hints say about pieces in play: where a piece may go in one move, whether
 * a place is full, what two pieces can see of each other, the rings around pieces, where a
 * scout may look, and the cheapest route between two places. All of it is read through the
 * map's geometry and movement graph, so no grid kind (and no game) is named here.
 */

const lookups = new WeakMap<Scenario['tiles'], TileLookup>();
const graphMaps = new WeakMap<MapDef['lanes'], WeakMap<MapDef['placements'], MapDef>>();

/** The movement graph of a map in play: built again only when its routes or tiles change. */
export function graphOf(scenario: Scenario, map: MapDef): MapGraph {
  let tiles = lookups.get(scenario.tiles);
  if (!tiles) lookups.set(scenario.tiles, (tiles = tileLookup(scenario.tiles)));
  let byPlacements = graphMaps.get(map.lanes);
  if (!byPlacements) graphMaps.set(map.lanes, (byPlacements = new WeakMap()));
  let board = byPlacements.get(map.placements);
  if (!board) byPlacements.set(map.placements, (board = { ...map, tokens: [] }));
  return mapGraph(board, tiles, scenario.mapRules.movement);
}

/** Why a piece may not end its move on `to` ("one per place"), or null. */
export function stackingProblem(
  map: MapDef,
  hints: MapHints,
  token: MapToken,
  to: string,
): string | null {
  const rule = hints.stacking;
  if (!rule || !tokenMatches(rule.tokens, token.id)) return null;
  // A longer piece fills every cell it covers, on both sides of the count.
  for (const cell of footprintAt(map, token, to)) {
    if (cell === null) continue;
    const there = piecesOn(map, cell, token.id, (t) => tokenMatches(rule.tokens, t.id));
    if (there.length < rule.limit) continue;
    const names = there.map((t) => t.label || t.id).join(', ');
    return `${placeName(map, cell)} already holds ${names}: at most ${rule.limit} such ${rule.limit === 1 ? 'piece' : 'pieces'} per place`;
  }
  return null;
}

/**
 * Why a piece may not be put on a place at all, or null: a tile its movement costs call
 * impassable (land for ships), or a place the map rules give no entry cost (a supernova).
 */
export function entryProblem(
  scenario: Scenario,
  map: MapDef,
  hints: MapHints,
  token: MapToken,
  to: string,
): string | null {
  const graph = graphOf(scenario, map);
  const name = token.label || token.id;
  const steps = hints.steps;
  const tile = graph.tileAt(to)?.tile.id ?? null;
  if (
    steps &&
    tokenMatches(steps.tokens, token.id) &&
    tile !== null &&
    steps.impassable.includes(tile)
  )
    return `${name} cannot enter ${placeName(map, to)} (${tile})`;
  if (graph.entryCost(to) === null)
    return `${name} cannot enter ${placeName(map, to)}: the map rules bar it`;
  return null;
}

/** The first move hint that applies to a piece. */
export function moveHintFor(hints: MapHints, tokenId: string): MoveHint | null {
  return hints.moves.find((m) => tokenMatches(m.tokens, tokenId)) ?? null;
}

/**
 * Where a piece may end one move under its move hint: along one line of the grid
 * ('straight') or any path ('path'), never onto or through pieces that block it, nor onto a
 * full place. Empty when no hint applies.
 */
export function reachablePlaces(
  scenario: Scenario,
  map: MapDef,
  hints: MapHints,
  token: MapToken,
): string[] {
  const hint = moveHintFor(hints, token.id);
  if (!hint) return [];
  // Every cell of the piece must stay on the board and clear of the pieces that block it.
  const blocked = (p: string) => footprintProblem(map, hint, token, p, 'through') !== null;
  const graph = graphOf(scenario, map);
  const found =
    hint.mode === 'straight'
      ? straightLines(map, graph, token.at, hint.range, blocked)
      : alongPaths(graph, token.at, hint, blocked);
  return found.filter((p) => stackingProblem(map, hints, token, p) === null);
}

function straightLines(
  map: MapDef,
  graph: MapGraph,
  start: string,
  range: number,
  blocked: (place: string) => boolean,
): string[] {
  const geometry = geometryOf(map);
  const found: string[] = [];
  for (const first of geometry.sideNeighbours(start)) {
    const step = geometry.delta(start, first);
    if (step.a === 0 && step.b === 0) continue;
    let from = start;
    let at: string | null = first;
    for (let i = 0; i < range && at !== null; i++) {
      const to: string = at;
      if (!geometry.has(to) || blocked(to)) break;
      if (!graph.adjacent(from).some((s) => s.to === to)) break;
      found.push(to);
      from = to;
      at = geometry.shift(to, step);
    }
  }
  return [...new Set(found)];
}

function alongPaths(
  graph: MapGraph,
  start: string,
  hint: MoveHint,
  blocked: (place: string) => boolean,
): string[] {
  const { cost } = distancesFrom(graph, start, {
    maxCost: hint.range,
    weighted: hint.weighted,
    passThrough: (p) => !blocked(p),
  });
  return graph.places.filter((p) => p !== start && cost.has(p) && !blocked(p));
}

export interface Sight {
  clear: boolean;
  /** The places between the two ends, both included. */
  line: string[];
  /** The first place in between that blocks the view, and what stands there. */
  blockedAt: string | null;
  blockedBy: string | null;
}

/** Whether `a` sees `b`: nothing of a blocking kind, and no blocking piece, in between. */
export function lineOfSight(
  scenario: Scenario,
  map: MapDef,
  hints: MapHints,
  a: MapToken,
  b: MapToken,
): Sight {
  const geometry = geometryOf(map);
  const line = geometry.line(a.at, b.at);
  const rule = hints.lineOfSight;
  if (!rule) return { clear: true, line, blockedAt: null, blockedBy: null };
  let tiles = lookups.get(scenario.tiles);
  if (!tiles) lookups.set(scenario.tiles, (tiles = tileLookup(scenario.tiles)));
  for (const at of line.slice(1, -1)) {
    const tile = placedTile(map, tiles, at);
    if (tile && rule.blockingKinds.includes(tile.tile.kind))
      return { clear: false, line, blockedAt: at, blockedBy: tile.tile.name };
    const piece = map.tokens.find(
      (t) =>
        t.id !== a.id &&
        t.id !== b.id &&
        tokenMatches(rule.blockingTokens, t.id) &&
        covers(map, t, at),
    );
    if (piece) return { clear: false, line, blockedAt: at, blockedBy: piece.label || piece.id };
  }
  return { clear: true, line, blockedAt: null, blockedBy: null };
}

export interface Ring {
  hint: RadiusHint;
  token: MapToken;
  places: string[];
}

/** The rings the hints draw around the pieces on the map (a flak barrier, a recovery radius). */
export function radiusRings(map: MapDef, hints: MapHints, only?: string): Ring[] {
  const geometry = geometryOf(map);
  const rings: Ring[] = [];
  for (const hint of hints.radii)
    for (const token of map.tokens)
      if ((only === undefined || token.id === only) && tokenMatches(hint.tokens, token.id))
        rings.push({
          hint,
          token,
          places: geometry.range(token.at, hint.range).filter((p) => geometry.has(p)),
        });
  return rings;
}

/** Why a scout may not look at `at` (too far from every scouting piece), or null. */
export function scoutProblem(map: MapDef, hints: MapHints, at: string): string | null {
  const rule = hints.scouting;
  if (!rule) return null;
  const geometry = geometryOf(map);
  const from = map.tokens.filter((t) => tokenMatches(rule.from, t.id));
  if (from.some((t) => t.at !== at && geometry.distance(t.at, at) <= rule.range)) return null;
  const names = from.map((t) => t.label || t.id).join(' or ') || 'a scouting piece';
  const steps = rule.range === 1 ? 'next to' : `within ${rule.range} steps of`;
  return `${placeName(map, at)} is not ${steps} ${names}: scouts look only there`;
}

/** The cheapest route between two places by route cost (hops where there are none), or null. */
export function shortestRoute(
  scenario: Scenario,
  map: MapDef,
  from: string,
  to: string,
): { places: string[]; cost: number } | null {
  return pathBetween(graphOf(scenario, map), from, to, { weighted: true });
}
