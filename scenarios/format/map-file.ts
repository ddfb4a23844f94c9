import { z } from 'zod';
import { mapSchema, type MapDef } from './map.ts';
import { mapRulesSchema, type MapRules } from './map-rules.ts';
import { problemsFromZod, type Problem } from './problems.ts';
import { reportDuplicateIds } from './primitives.ts';
import { tileSchema, type Tile } from './tiles.ts';

/**
 * A map on its own, as `lodestar convert --to json` writes it and every map command reads
 * it: the map, the library tiles it places and the scenario's map rules, so that it can be
 * checked, measured and converted without its scenario.
 */
export const MAP_FILE_FORMAT = 'lodestar-map';
export const MAP_FILE_VERSION = 1;

export const mapFileSchema = z
  .object({
    format: z.literal(MAP_FILE_FORMAT),
    version: z.literal(MAP_FILE_VERSION),
    /** Where the map came from (its scenario's title), for a reader. */
    source: z.string().default(''),
    map: mapSchema,
    /** The tiles the map places (a map file carries no others). */
    tiles: z.array(tileSchema).default([]),
    mapRules: mapRulesSchema.prefault({}),
  })
  .superRefine((file, ctx) => {
    reportDuplicateIds(ctx, file.tiles, 'tiles', 'tile');
    const known = new Set(file.tiles.map((t) => t.id));
    for (const [at, placement] of Object.entries(file.map.placements))
      if (!known.has(placement.tile))
        ctx.addIssue({
          code: 'custom',
          path: ['map', 'placements', at, 'tile'],
          message: `no tile "${placement.tile}" in the file's tiles`,
        });
  })
  .describe('A map with the tiles it places and the map rules it is read by.');

export type MapFile = z.infer<typeof mapFileSchema>;

/** The map file of a scenario's map: its placed tiles in library order. */
export function mapFile(
  map: MapDef,
  library: readonly Tile[],
  mapRules: MapRules,
  source: string,
): MapFile {
  const placed = new Set(Object.values(map.placements).map((p) => p.tile));
  return {
    format: MAP_FILE_FORMAT,
    version: MAP_FILE_VERSION,
    source,
    map,
    tiles: library.filter((t) => placed.has(t.id)),
    mapRules,
  };
}

/** Two-space JSON with a final newline, as scenario files are written. */
export const serializeMapFile = (file: MapFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** Whether parsed JSON says it is a map file (then it is read as one, and its problems told). */
export const isMapFileValue = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<string, unknown>)['format'] === MAP_FILE_FORMAT;

export type MapFileRead = { ok: true; file: MapFile } | { ok: false; problems: Problem[] };

export function parseMapFileValue(value: unknown): MapFileRead {
  const version = isMapFileValue(value) ? (value as Record<string, unknown>)['version'] : null;
  if (typeof version === 'number' && version > MAP_FILE_VERSION)
    return {
      ok: false,
      problems: [
        {
          path: '$.version',
          message: `written by a newer Lodestar (map file version ${version}; this version reads up to ${MAP_FILE_VERSION})`,
        },
      ],
    };
  const parsed = mapFileSchema.safeParse(value);
  return parsed.success
    ? { ok: true, file: parsed.data }
    : { ok: false, problems: problemsFromZod(parsed.error) };
}
