import type { MapDef } from '../scenarios/format/map.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import { findScenario } from './find-scenario.ts';
import { mapStringInput } from './map-string-input.ts';
import { readMapFileInput } from './read-map-file.ts';

export type FoundMap =
  { ok: true; scenario: Scenario; map: MapDef } | { ok: false; lines: string[] };

/**
 * The map a map command works on, from `SCENARIO#MAP_ID` (a scenario file, library id or
 * bundled id, then the map's id), `SCENARIO` alone when it has exactly one map, a map file
 * (`convert --to json`), or a map string `tts:…` / `keeganw:…` read against the bundled
 * galaxy tiles. The scenario comes with it: its tiles and map rules are what the map is read by.
 */
export async function findMap(input: string, cwd: string, dataDir: string): Promise<FoundMap> {
  const fromString = await mapStringInput(input);
  if (fromString) return fromString;
  const fromFile = await readMapFileInput(input, cwd);
  if (fromFile) return fromFile;
  const hash = input.lastIndexOf('#');
  const source = hash < 0 ? input : input.slice(0, hash);
  const mapId = hash < 0 ? null : input.slice(hash + 1);
  const found = await findScenario(source, cwd, dataDir);
  if (!found.ok) return found;
  const { scenario } = found;
  const ids = scenario.maps.map((m) => m.id);
  if (mapId === null) {
    if (scenario.maps.length === 1) return { ok: true, scenario, map: scenario.maps[0]! };
    return {
      ok: false,
      lines: [
        scenario.maps.length === 0
          ? `${source} has no maps`
          : `${source} has ${ids.length} maps: name one as ${source}#MAP_ID (${ids.join(', ')})`,
      ],
    };
  }
  const map = scenario.maps.find((m) => m.id === mapId);
  if (!map)
    return {
      ok: false,
      lines: [`${source} has no map "${mapId}" (its maps: ${ids.join(', ') || 'none'})`],
    };
  return { ok: true, scenario, map };
}
