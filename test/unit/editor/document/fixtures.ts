import { expect } from 'vitest';
import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';
import { problemsFromZod } from '../../../../scenarios/format/problems.ts';
import { CURRENT_SCHEMA_VERSION, scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { tileSchema, type Tile, type TileInput } from '../../../../scenarios/format/tiles.ts';
import type { MapDocument } from '../../../../editor/model/document.ts';

export const tile = (id: string, extra: Partial<TileInput> = {}): Tile =>
  tileSchema.parse({ id, name: `Tile ${id}`, ...extra });

export const map = (id: string, extra: Partial<MapInput> = {}): MapDef =>
  mapSchema.parse({ id, name: `Map ${id}`, ...extra });

/** A hexagon board of radius 2 with tiles on `cells`: `{ "0,0": "a" }`. */
export function hexMap(id: string, placed: Record<string, string>, extra: Partial<MapInput> = {}) {
  return map(id, {
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
    placements: Object.fromEntries(Object.entries(placed).map(([at, t]) => [at, { tile: t }])),
    ...extra,
  });
}

export const doc = (tiles: readonly Tile[], maps: readonly MapDef[]): MapDocument => ({
  tiles,
  maps,
});

/**
 * The scenario-level rules a document must keep after any edit: it parses as a scenario
 * (map and tile schemas, unique ids, every placed tile in the library).
 */
export function problemsOf(d: MapDocument): string[] {
  const parsed = scenarioSchema.safeParse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    meta: { title: 'Test', players: { min: 1, max: 4 }, durationMinutes: 60 },
    tiles: d.tiles,
    maps: d.maps,
  });
  return parsed.success ? [] : problemsFromZod(parsed.error).map((p) => `${p.path}: ${p.message}`);
}

export function expectValid(d: MapDocument): void {
  expect(problemsOf(d)).toEqual([]);
}
