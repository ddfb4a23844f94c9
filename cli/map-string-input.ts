import type { FoundMap } from './find-map.ts';

/** The bundled scenario whose tile library map strings are read against. */
export const MAP_STRING_SCENARIO = 'ti4-galaxy';

/**
 * A map given as `tts:STRING` or `keeganw:STRING`: read against the bundled galaxy tiles
 * and rules, as a new map of that scenario (its only map). Null when the input is not one.
 */
export async function mapStringInput(input: string): Promise<FoundMap | null> {
  const m = /^(tts|keeganw):(.*)$/is.exec(input);
  if (!m) return null;
  const [{ mapStringDialect }, { mapStringLibrary }, { readMapString }, { mapFromString }] =
    await Promise.all([
      import('../editor/formats/map-string/dialects.ts'),
      import('../editor/formats/map-string/library.ts'),
      import('../editor/formats/map-string/read-map-string.ts'),
      import('../editor/formats/map-string/string-to-map.ts'),
    ]);
  const { bundledScenarios } = await import('../scenarios/library/index.ts');
  const dialect = mapStringDialect(m[1]!.toLowerCase())!;
  const base = bundledScenarios.find((b) => b.id === MAP_STRING_SCENARIO)!.scenario;
  const read = readMapString(m[2]!, dialect, mapStringLibrary(base.tiles, base.mapRules.movement));
  if (!read.ok)
    return { ok: false, lines: read.problems.map((p) => `${dialect.name}: ${p.message}`) };
  const map = mapFromString(read, { name: `Galaxy from a ${dialect.name}`, takenIds: [] });
  return { ok: true, scenario: { ...base, maps: [map] }, map };
}
