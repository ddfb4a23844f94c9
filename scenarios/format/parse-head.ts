import { locateJsonError } from './json-error.ts';
import { migrations } from './migrations.ts';
import { findPrototypeKey, PROTOTYPE_KEY_MESSAGE } from './prototype-key.ts';
import { jsonPath, problemsFromZod, type Problem } from './problems.ts';
import { CURRENT_SCHEMA_VERSION } from './meta.ts';
import { headOf, scenarioHeadSchema, type ScenarioHead } from './scenario-head.ts';

/**
 * Reading a scenario file as far as a library list needs: its JSON, its version (older files
 * migrated) and its head. Apart from parse.ts, which checks the whole scenario, so that
 * listing does not load the whole format.
 */

export type ParseFailureKind = 'empty' | 'invalid-json' | 'newer-version' | 'invalid';

export type Failure = { ok: false; kind: ParseFailureKind; problems: Problem[] };

export const fail = (kind: ParseFailureKind, path: string, message: string): Failure => ({
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

export function parseJson(text: string): { value: unknown } | Failure {
  if (text.trim() === '') return fail('empty', '$', 'the file is empty');
  const json = text.replace(/^\uFEFF/, '');
  try {
    return { value: JSON.parse(json) };
  } catch (error) {
    return fail('invalid-json', '$', describeJsonError(json, error));
  }
}

/** A section's own upgrade from one version, as a feature's manifest declares it. */
export interface SectionUpgrade {
  section: string;
  from: number;
  describe: string;
  up(doc: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Version check and migrations, on a document the caller hands over (it may be changed). Each
 * version's core upgrade runs first, then the sections' own upgrades from that version, in
 * section order. A list's head is read without the sections' upgrades: its fields are the
 * core's (meta) and the counts of lists.
 */
export function upgrade(
  value: unknown,
  depth: 'head' | 'whole',
  sectionUpgrades: readonly SectionUpgrade[] = [],
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
    for (const step of sectionUpgrades.filter((s) => s.from === v)) {
      try {
        doc = step.up(doc);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return fail(
          'invalid',
          `$.${step.section}`,
          `could not upgrade ${step.section} from format version ${v}: ${reason}`,
        );
      }
    }
  }
  return { ok: true, doc, migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version };
}
