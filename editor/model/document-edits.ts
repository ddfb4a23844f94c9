import { gridSchema, type Grid, type MapDef } from '../../scenarios/format/map.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { parseEdgeKey, type CellKey } from '../geometry/keys.ts';
import type { MapDocument } from './document.ts';
import { sameValue } from './edits/records.ts';
import { kindDefaults, startingCells } from './new-map.ts';
import { schemaErrorMessage } from './schema-error.ts';

/**
 * Edits to the scenario's list of maps: add, duplicate, rename, delete, reorder, describe,
 * and change a board's grid. Each returns a new document, or the same one when nothing
 * changed (an unknown id, a rename to the same name), so the controller records no empty
 * undo step.
 */

function replaceMap(doc: MapDocument, index: number, map: MapDef): MapDocument {
  if (doc.maps[index] === map) return doc;
  const maps = doc.maps.slice();
  maps[index] = map;
  return { ...doc, maps };
}

/** Adds `map` at the end; its id is kept unless another map has it, then one is made from its name. */
export function addMap(doc: MapDocument, map: MapDef): { doc: MapDocument; id: string } {
  const taken = new Set(doc.maps.map((m) => m.id));
  const id = taken.has(map.id) ? uniqueSlug(map.name, taken, 'map') : map.id;
  const added = id === map.id ? map : { ...map, id };
  return { doc: { ...doc, maps: [...doc.maps, added] }, id };
}

/** "Galaxy" → "Galaxy copy", then "Galaxy copy 2"…: a name no other map has. */
function copyName(name: string, names: ReadonlySet<string>): string {
  const base = `${name} copy`;
  let candidate = base;
  for (let n = 2; names.has(candidate); n++) candidate = `${base} ${n}`;
  return candidate;
}

/**
 * A copy of map `id`, placed right after it, named "… copy" with a fresh id. Throws when
 * there is no such map (the caller asked for something it could not have seen).
 */
export function duplicateMap(doc: MapDocument, id: string): { doc: MapDocument; id: string } {
  const index = doc.maps.findIndex((m) => m.id === id);
  const original = doc.maps[index];
  if (!original) throw new Error(`There is no map "${id}" to duplicate.`);
  const name = copyName(original.name, new Set(doc.maps.map((m) => m.name)));
  const copyId = uniqueSlug(name, new Set(doc.maps.map((m) => m.id)), 'map');
  // Maps are immutable, so the copy may share every nested object with the original.
  const copy: MapDef = { ...original, id: copyId, name };
  const maps = doc.maps.slice();
  maps.splice(index + 1, 0, copy);
  return { doc: { ...doc, maps }, id: copyId };
}

/** Renames map `id`. Surrounding spaces are dropped; a blank name keeps the old one. */
export function renameMap(doc: MapDocument, id: string, name: string): MapDocument {
  const index = doc.maps.findIndex((m) => m.id === id);
  const map = doc.maps[index];
  const trimmed = name.trim();
  if (!map || trimmed === '' || trimmed === map.name) return doc;
  return replaceMap(doc, index, { ...map, name: trimmed });
}

export function setMapDescription(doc: MapDocument, id: string, text: string): MapDocument {
  const index = doc.maps.findIndex((m) => m.id === id);
  const map = doc.maps[index];
  if (!map || map.description === text) return doc;
  return replaceMap(doc, index, { ...map, description: text });
}

export function deleteMap(doc: MapDocument, id: string): MapDocument {
  if (!doc.maps.some((m) => m.id === id)) return doc;
  return { ...doc, maps: doc.maps.filter((m) => m.id !== id) };
}

/** Moves map `id` to position `toIndex` (clamped to the list), shifting the others. */
export function moveMap(doc: MapDocument, id: string, toIndex: number): MapDocument {
  const from = doc.maps.findIndex((m) => m.id === id);
  const map = doc.maps[from];
  if (!map || !Number.isFinite(toIndex)) return doc;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), doc.maps.length - 1);
  if (to === from) return doc;
  const maps = doc.maps.slice();
  maps.splice(from, 1);
  maps.splice(to, 0, map);
  return { ...doc, maps };
}

/**
 * Whether the map may become another kind of board (hex, square, graph). Only an empty map
 * may: a cell of one kind means nothing on another, so everything on it would be lost.
 * Labels do not count: they sit at map coordinates, which every kind has.
 */
export function canChangeKind(map: MapDef): boolean {
  return (
    Object.keys(map.placements).length === 0 &&
    Object.keys(map.notes).length === 0 &&
    Object.keys(map.visibility).length === 0 &&
    Object.keys(map.edges).length === 0 &&
    map.tokens.length === 0 &&
    map.nodes.length === 0 &&
    map.lanes.length === 0
  );
}

/**
 * What a new grid would take off the map: the keys of placements, notes, visibility marks
 * and edge features, and the ids of tokens, nodes and lanes. Everything empty means the
 * change loses nothing.
 */
export interface ReshapeLoss {
  readonly placements: readonly string[];
  readonly tokens: readonly string[];
  readonly notes: readonly string[];
  readonly edges: readonly string[];
  readonly visibility: readonly string[];
  /** Only a change of kind loses nodes and lanes (and `reshapeMap` refuses it). */
  readonly nodes: readonly string[];
  readonly lanes: readonly string[];
}

export function reshapeLossCount(loss: ReshapeLoss): number {
  return (
    loss.placements.length +
    loss.tokens.length +
    loss.notes.length +
    loss.edges.length +
    loss.visibility.length +
    loss.nodes.length +
    loss.lanes.length
  );
}

/**
 * The cell list a board with `grid` keeps: a free board starts from the cells the old board
 * showed when it was of the same kind, else from the kind's starting cells.
 */
function cellsFor(map: MapDef, grid: Grid): CellKey[] {
  const start = startingCells(grid);
  return start.length > 0 && grid.kind === map.grid.kind ? [...geometryOf(map).places()] : start;
}

/** The places the map would have with `grid` (a graph keeps every node). */
function placesAfter(map: MapDef, grid: Grid): ReadonlySet<string> {
  return geometryOf({ ...map, grid, cells: cellsFor(map, grid) }).placeSet();
}

/** An edge stays while one of its two cells is on the board: it may mark the board's rim. */
function edgeSurvives(key: string, cells: ReadonlySet<CellKey>): boolean {
  const ends = parseEdgeKey(key);
  return ends !== null && (cells.has(ends[0]) || cells.has(ends[1]));
}

/** What would fall off the map if its grid became `grid` (so the UI can warn first). */
export function reshapeLoss(map: MapDef, grid: Grid): ReshapeLoss {
  if (grid.kind !== map.grid.kind)
    return {
      placements: Object.keys(map.placements),
      tokens: map.tokens.map((t) => t.id),
      notes: Object.keys(map.notes),
      edges: Object.keys(map.edges),
      visibility: Object.keys(map.visibility),
      nodes: map.nodes.map((n) => n.id),
      lanes: map.lanes.map((l) => l.id),
    };
  const cells = placesAfter(map, grid);
  const none: readonly string[] = [];
  const offBoard = (record: Readonly<Record<string, unknown>>) =>
    Object.keys(record).filter((key) => !cells.has(key));
  return {
    placements: offBoard(map.placements),
    tokens: map.tokens.filter((t) => !cells.has(t.at)).map((t) => t.id),
    notes: offBoard(map.notes),
    edges: Object.keys(map.edges).filter((key) => !edgeSurvives(key, cells)),
    visibility: offBoard(map.visibility),
    nodes: none,
    lanes: none,
  };
}

function keepKeys<T>(
  record: Readonly<Record<string, T>>,
  keep: (key: string) => boolean,
): Record<string, T> | null {
  const kept = Object.entries(record).filter(([key]) => keep(key));
  return kept.length === Object.keys(record).length ? null : Object.fromEntries(kept);
}

/** Default edge or lane types for a map that has just become a kind it had none for. */
function typesForKind(map: MapDef, grid: Grid): Partial<MapDef> {
  if (grid.kind === map.grid.kind) return {};
  const defaults = kindDefaults(grid.kind);
  const types: Partial<MapDef> = {};
  if (defaults.edgeTypes && map.edgeTypes.length === 0) types.edgeTypes = defaults.edgeTypes;
  if (defaults.laneTypes && map.laneTypes.length === 0) types.laneTypes = defaults.laneTypes;
  return types;
}

/**
 * Gives map `id` a new grid (and optionally a new cell size). Within a kind, everything on
 * cells that still exist stays and the rest is dropped (`reshapeLoss` says what, beforehand);
 * a change of kind is made only on an empty map (`canChangeKind`), otherwise the document is
 * returned unchanged. An invalid grid or cell size throws an `Error` saying what is wrong.
 */
export function reshapeMap(
  doc: MapDocument,
  id: string,
  grid: Grid,
  cellSize?: number,
): MapDocument {
  const index = doc.maps.findIndex((m) => m.id === id);
  const map = doc.maps[index];
  if (!map) return doc;
  const parsed = gridSchema.safeParse(grid);
  if (!parsed.success) throw new Error(schemaErrorMessage('Cannot use this grid', parsed.error));
  const next = parsed.data;
  const size = cellSize ?? map.cellSize;
  if (!(Number.isFinite(size) && size > 0 && size <= 1000))
    throw new Error(`Cannot use a cell size of ${size}: it must be above 0 and at most 1000.`);
  if (next.kind !== map.grid.kind && !canChangeKind(map)) return doc;
  if (size === map.cellSize && sameValue(map.grid, next)) return doc;

  const reshaped: MapDef = {
    ...map,
    ...typesForKind(map, next),
    grid: next,
    cellSize: size,
    cells: cellsFor(map, next),
  };
  if (next.kind === map.grid.kind) {
    const cells = placesAfter(map, next);
    const onBoard = (key: string) => cells.has(key);
    const placements = keepKeys(map.placements, onBoard);
    const notes = keepKeys(map.notes, onBoard);
    const visibility = keepKeys(map.visibility, onBoard);
    const edges = keepKeys(map.edges, (key) => edgeSurvives(key, cells));
    const tokens = map.tokens.filter((t) => cells.has(t.at));
    if (placements) reshaped.placements = placements;
    if (notes) reshaped.notes = notes;
    if (visibility) reshaped.visibility = visibility;
    if (edges) reshaped.edges = edges;
    if (tokens.length !== map.tokens.length) reshaped.tokens = tokens;
  }
  return replaceMap(doc, index, reshaped);
}
