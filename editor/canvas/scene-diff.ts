import { changedSince } from '../model/record-journal.ts';
import type { Scene } from './scene.ts';

/**
 * What a new map version changes on screen, worked out from which parts of the map are still
 * the same objects (edits share what they do not change). Painting one tile must repaint one
 * cell, not the board.
 */

/** Keys whose value differs (by identity) between two records or maps, in either direction. */
export function changedKeys(
  before: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>,
  after: Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown>,
): string[] {
  if (before === after) return [];
  const get = (source: typeof before, key: string): unknown =>
    source instanceof Map ? source.get(key) : (source as Record<string, unknown>)[key];
  const keys = (source: typeof before): Iterable<string> =>
    source instanceof Map ? source.keys() : Object.keys(source);
  const has = (source: typeof before, key: string): boolean =>
    source instanceof Map ? source.has(key) : Object.hasOwn(source, key);
  const changed: string[] = [];
  for (const key of keys(before))
    if (!has(after, key) || get(after, key) !== get(before, key)) changed.push(key);
  for (const key of keys(after)) if (!has(before, key)) changed.push(key);
  return changed;
}

/**
 * The keys of a map record (placements, edges) that changed between two scenes: from the
 * record's journal when it links them (a paint step: as many keys as the step changed), else
 * by comparing every key.
 */
export function changedEntries(
  before: Readonly<Record<string, unknown>>,
  beforeVersion: number,
  after: Readonly<Record<string, unknown>>,
  afterVersion = Infinity,
): string[] {
  return changedSince(before, beforeVersion, after, afterVersion) ?? changedKeys(before, after);
}

/** Whether a map record (placements, edges) looks different in `after` than in `before`. */
function recordChanged(
  before: Readonly<Record<string, unknown>>,
  beforeVersion: number,
  after: Readonly<Record<string, unknown>>,
  afterVersion: number,
): boolean {
  return before !== after || beforeVersion !== afterVersion;
}

export type BoardChange = { kind: 'none' } | { kind: 'all' } | { kind: 'places'; keys: string[] };

/** Past this many changed places, repainting the whole view is as cheap and simpler. */
const MAX_PLACES = 1500;

/** How the board layer (cells and tiles) must be repainted going from `before` to `after`. */
export function boardChange(before: Scene | null, after: Scene): BoardChange {
  if (!before || before.map.id !== after.map.id) return { kind: 'all' };
  const a = before.map;
  const b = after.map;
  if (
    before.index !== after.index ||
    before.shape !== after.shape ||
    before.tileList !== after.tileList ||
    before.view !== after.view ||
    a.grid !== b.grid ||
    a.coordinates !== b.coordinates ||
    a.layers.tiles.visible !== b.layers.tiles.visible
  )
    return { kind: 'all' };
  // Graph maps draw their tiles on the nodes (edges layer); the board is just the area.
  if (!after.geometry.lattice) return { kind: 'none' };
  const keys = [
    ...changedEntries(
      a.placements,
      before.versions.placements,
      b.placements,
      after.versions.placements,
    ),
    ...changedKeys(before.concealed, after.concealed),
  ];
  if (keys.length === 0) return { kind: 'none' };
  return keys.length > MAX_PLACES ? { kind: 'all' } : { kind: 'places', keys };
}

/** Whether the edges layer (edge features, lanes, nodes) looks different. */
export function edgesChanged(before: Scene | null, after: Scene): boolean {
  if (!before) return true;
  const a = before.map;
  const b = after.map;
  return (
    a.id !== b.id ||
    a.grid !== b.grid ||
    a.cellSize !== b.cellSize ||
    recordChanged(a.edges, before.versions.edges, b.edges, after.versions.edges) ||
    a.edgeTypes !== b.edgeTypes ||
    a.nodes !== b.nodes ||
    a.lanes !== b.lanes ||
    a.laneTypes !== b.laneTypes ||
    a.layers.edges.visible !== b.layers.edges.visible ||
    a.layers.tiles.visible !== b.layers.tiles.visible ||
    before.concealed !== after.concealed ||
    before.tileList !== after.tileList ||
    (!after.geometry.lattice &&
      recordChanged(
        a.placements,
        before.versions.placements,
        b.placements,
        after.versions.placements,
      ))
  );
}

/**
 * Whether `after` differs from `before` only in the map's placements (a paint or erase step),
 * which the tokens, fog, heat and checks layers do not show: they need no repaint.
 */
export function tilesOnly(before: Scene | null, after: Scene): boolean {
  if (!before || before.view !== after.view || before.tileList !== after.tileList) return false;
  if (!sameEntries(before.teamColours, after.teamColours)) return false;
  const a = before.map as unknown as Record<string, unknown>;
  const b = after.map as unknown as Record<string, unknown>;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((key) => key === 'placements' || a[key] === b[key]);
}

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
