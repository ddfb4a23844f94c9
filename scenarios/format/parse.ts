import { problemsFromZod, type Problem } from './problems.ts';
import type { z } from 'zod';
import { checkScenario } from './check-scenario.ts';
import type { Scenario } from './schema.ts';
import { fail, parseJson, upgrade, type ParseFailureKind } from './parse-head.ts';
import { headOf } from './scenario-head.ts';
import { LISTING_KEY, listingOf } from './listing.ts';
import { jsonTextAt, jsonTextParts, type KnownTexts } from './json-text-parts.ts';
import { sectionsOf } from '../../features/compose.ts';
import { features } from '../../features/index.ts';

/** Every section's own upgrades, declared in its feature's manifest, in section order. */
export const SECTION_UPGRADES = sectionsOf(features).flatMap((section) =>
  section.migrations.map((m) => ({ section: section.key, ...m })),
);

export { parseScenarioHead, type HeadResult, type ParseFailureKind } from './parse-head.ts';

export type ParseResult =
  | { ok: true; scenario: Scenario; migratedFrom: number | null }
  | { ok: false; kind: ParseFailureKind; problems: Problem[] };

/** Parse a scenario file's text: JSON, then version check, migrations and schema. */
export function parseScenarioText(text: string): ParseResult {
  const json = parseJson(text);
  // Freshly parsed text belongs to no one else: no defensive copy (it costs ~1 ms per 20 KB).
  return 'value' in json ? upgradeAndValidate(json.value) : json;
}

/** Upgrade a parsed document to the current version and validate it. Pure: the input is not modified. */
export function parseScenarioValue(value: unknown): ParseResult {
  let copy: unknown;
  try {
    copy = structuredClone(value);
  } catch {
    return fail('invalid', '$', 'a scenario must be plain JSON data');
  }
  return upgradeAndValidate(copy);
}

/** Version check, migrations and schema, on a document the caller hands over (it may be changed). */
function upgradeAndValidate(value: unknown): ParseResult {
  const upgraded = upgrade(value, 'whole', SECTION_UPGRADES);
  if (!upgraded.ok) return upgraded;
  const parsed = checkScenario(upgraded.doc);
  if (!parsed.success)
    return { ok: false, kind: 'invalid', problems: problemsFromZod(parsed.error) };
  return { ok: true, scenario: parsed.data, migratedFrom: upgraded.migratedFrom };
}

/**
 * The file text for a scenario: two-space JSON with a final newline (diff-friendly), its
 * `listing` right after `meta` so that a library list reads only the start of the file.
 */
export function serializeScenario(scenario: Scenario): string {
  return serializeScenarioParts(scenario).join('');
}

/**
 * The same text in pieces to be written one after another (see `jsonTextParts`): what a save
 * of a big board writes, without ever joining the whole text.
 */
export function serializeScenarioParts(scenario: Scenario, known?: KnownTexts): string[] {
  // A listing that came along with the object (say, from a file read as raw JSON) may be stale.
  const {
    schemaVersion,
    meta,
    [LISTING_KEY]: _stale,
    ...rest
  } = scenario as Scenario & {
    [LISTING_KEY]?: unknown;
  };
  void _stale;
  const listing = listingOf(headOf(scenario));
  const parts = jsonTextParts(
    { schemaVersion, meta, [LISTING_KEY]: listing, ...rest },
    RECORD_LEVEL,
    known,
  );
  parts.push('\n');
  return parts;
}

/** How deep a map's placements and notes sit in the file: in the scenario, its maps, a map. */
const RECORD_LEVEL = 3;

export type CheckedScenarioFile =
  { success: true; data: Scenario; parts: string[] } | { success: false; error: z.ZodError };

/**
 * Check a scenario (as `checkScenario`) and give its file text in pieces, as a save needs
 * both. Each map's placements and notes are stringified once, checked on that text, and
 * written from it: what is checked is what is written, and a big board's records are listed
 * once rather than twice.
 */
export function checkScenarioFile(value: unknown): CheckedScenarioFile {
  const texts = new Map<unknown, string>();
  const maps = isObject(value) && Array.isArray(value.maps) ? (value.maps as unknown[]) : [];
  for (const map of maps) {
    if (!isObject(map)) continue;
    for (const record of [map.placements, map.notes]) {
      // A record with its own toJSON would be written by it, not as checked here.
      if (isObject(record) && typeof record.toJSON !== 'function')
        texts.set(record, jsonTextAt(record, RECORD_LEVEL));
    }
  }
  const checked = checkScenario(value, { level: RECORD_LEVEL, texts });
  if (!checked.success) return checked;
  return { ...checked, parts: serializeScenarioParts(checked.data, texts) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
