import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scenarioJsonSchemaText } from '../scenarios/format/json-schema.ts';

/**
 * `npm run schema`: regenerates scenarios/format/lodestar-scenario.schema.json from the zod
 * schema. Run it after changing schema.ts; a unit test fails while the committed file is out of
 * date. It writes files, so it lives here and not in the pure scenarios/ engine.
 */
const SCENARIO_JSON_SCHEMA_FILE = fileURLToPath(
  new URL('../scenarios/format/lodestar-scenario.schema.json', import.meta.url),
);

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

const text = scenarioJsonSchemaText();
if (readOrNull(SCENARIO_JSON_SCHEMA_FILE) === text) {
  console.log(`${SCENARIO_JSON_SCHEMA_FILE} is up to date`);
} else {
  writeFileSync(SCENARIO_JSON_SCHEMA_FILE, text);
  console.log(`wrote ${SCENARIO_JSON_SCHEMA_FILE}`);
}
