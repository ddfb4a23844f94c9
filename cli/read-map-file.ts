import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FoundMap } from './find-map.ts';

/**
 * A map file (`"format": "lodestar-map"`, as `convert --to json` writes it) as a scenario of
 * its own holding that one map, its tiles and map rules. Null when the path names no file or
 * a file that does not say it is a map file (a scenario file, for one).
 */
export async function readMapFileInput(source: string, cwd: string): Promise<FoundMap | null> {
  const file = path.resolve(cwd, source);
  const isFile = await stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!isFile) return null;
  let value: unknown;
  try {
    value = JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    return null; // not JSON: the scenario reader says what is wrong with it
  }
  const { isMapFileValue, parseMapFileValue } = await import('../scenarios/format/map-file.ts');
  if (!isMapFileValue(value)) return null;
  const read = parseMapFileValue(value);
  if (!read.ok)
    return { ok: false, lines: read.problems.map((p) => `${source}: ${p.path}: ${p.message}`) };
  const { blankScenario } = await import('../scenarios/library/index.ts');
  const { map, tiles, mapRules, source: title } = read.file;
  const scenario = { ...blankScenario(title || map.name), tiles, mapRules, maps: [map] };
  return { ok: true, scenario, map };
}
