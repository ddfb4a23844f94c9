import { locateJsonError } from './json-error.ts';
import { migrations } from './migrations.ts';
import { findPrototypeKey, PROTOTYPE_KEY_MESSAGE } from './prototype-key.ts';
import { jsonPath, problemsFromZod, type Problem } from './problems.ts';
import type { z } from 'zod';
import { checkScenario } from './check-scenario.ts';
import { CURRENT_SCHEMA_VERSION, type Scenario } from './schema.ts';
import { headOf, scenarioHeadSchema, type ScenarioHead } from './scenario-head.ts';
import { LISTING_KEY, listingOf } from './listing.ts';
import { jsonTextAt, jsonTextParts, type KnownTexts } from './json-text-parts.ts';

export type ParseFailureKind = 'empty' | 'invalid-json' | 'newer-version' | 'invalid';

export type ParseResult =
  | { ok: true; scenario: Scenario; migratedFrom: number | null }
  | { ok: false; kind: ParseFailureKind; problems: Problem[] };

type Failure = { ok: false; kind: ParseFailureKind; problems: Problem[] };

const fail = (kind: ParseFailureKind, path: string, message: string): Failure => ({
  ok: false,
  kind,
  problems: [{ path, message }],
});

/** "at line L, column C: reason", located by our own scanner; the engine's words if it disagrees. */
function describeJsonError(text: string, error: unknown): string {
  const located = locateJsonError(text);
  if (located)
    return `not valid JSON at line ${located.line}, column ${located.column}: ${located.reason}`;
  return `not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
}

/** Parse a scenario file's text: JSON, then version check, migrations and schema. */
export function parseScenarioText(text: string): ParseResult {
  const json = parseJson(text);
  // Freshly parsed text belongs to no one else: no defensive copy (it costs ~1 ms per 20 KB).
  return 'value' in json ? upgradeAndValidate(json.value) : json;
}

export type HeadResult =
  | { ok: true; head: ScenarioHead; migratedFrom: number | null }
  | { ok: false; kind: ParseFailureKind; problems: Problem[] };

/**
 * What a library list needs of a scenario file, checked no deeper than that: the JSON, the
 * version (older files migrated), the meta, and the teams, maps and decks it counts. A file
 * whose head is fine may still be refused by `parseScenarioText` when it is opened; checking
 * every file in full only to list it cost ~1 ms per 100 KB, most of a cold list.
 */
export function parseScenarioHead(text: string): HeadResult {
  const json = parseJson(text);
  if (!('value' in json)) return json;
  const upgraded = upgrade(json.value, 'head');
  if (!upgraded.ok) return upgraded;
  const parsed = scenarioHeadSchema.safeParse(upgraded.doc);
  if (!parsed.success)
    return { ok: false, kind: 'invalid', problems: problemsFromZod(parsed.error) };
  return { ok: true, head: headOf(parsed.data), migratedFrom: upgraded.migratedFrom };
}

function parseJson(text: string): { value: unknown } | Extract<ParseResult, { ok: false }> {
  if (text.trim() === '') return fail('empty', '$', 'the file is empty');
  const json = text.replace(/^\uFEFF/, '');
  try {
    return { value: JSON.parse(json) };
  } catch (error) {
    return fail('invalid-json', '$', describeJsonError(json, error));
  }
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
  const upgraded = upgrade(value, 'whole');
  if (!upgraded.ok) return upgraded;
  const parsed = checkScenario(upgraded.doc);
  if (!parsed.success)
    return { ok: false, kind: 'invalid', problems: problemsFromZod(parsed.error) };
  return { ok: true, scenario: parsed.data, migratedFrom: upgraded.migratedFrom };
}

/** Version check and migrations, on a document the caller hands over (it may be changed). */
function upgrade(
  value: unknown,
  depth: 'head' | 'whole',
): { ok: true; doc: Record<string, unknown>; migratedFrom: number | null } | Failure {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return fail('invalid', '$', 'a scenario must be a JSON object');
  }
  const version = (value as Record<string, unknown>).schemaVersion;
  if (version === undefined) {
    return fail(
      'invalid',
      '$.schemaVersion',
      'missing schemaVersion (this is not a Lodestar scenario file)',
    );
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return fail('invalid', '$.schemaVersion', 'schemaVersion must be a whole number');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return fail(
      'newer-version',
      '$.schemaVersion',
      `written by a newer Lodestar (format version ${version}; this version reads up to ${CURRENT_SCHEMA_VERSION})`,
    );
  }
  let doc = value as Record<string, unknown>;
  // Migrations copy with spreads, so a "__proto__" key must be found before any runs. A head
  // is read without walking the whole tree: the key is found when the file is opened.
  const prototypeKey =
    depth === 'whole' || version < CURRENT_SCHEMA_VERSION ? findPrototypeKey(doc) : null;
  if (prototypeKey) return fail('invalid', jsonPath(prototypeKey), PROTOTYPE_KEY_MESSAGE);
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const migration = migrations.find((m) => m.from === v);
    if (!migration) return fail('invalid', '$.schemaVersion', `no migration from version ${v}`);
    try {
      doc = migration.up(doc);
    } catch (error) {
      // A migration is meant to cope with anything; if one does not, report it, never crash.
      const reason = error instanceof Error ? error.message : String(error);
      return fail('invalid', '$', `could not upgrade from format version ${v}: ${reason}`);
    }
  }
  return { ok: true, doc, migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version };
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
