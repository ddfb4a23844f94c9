import { z } from 'zod';
import { LISTING_KEY, listingSchema } from './listing.ts';
import { scenarioSchema } from './schema.ts';

/** Where editors find the schema; `.invalid` because it is published with the files, not online. */
export const SCENARIO_JSON_SCHEMA_ID = 'https://lodestar.invalid/lodestar-scenario.schema.json';

/**
 * The JSON Schema that designers' editors use to check and complete `.lodestar.json` files.
 * Generated from the zod schema's input side, so fields that have defaults are optional,
 * exactly as the loader accepts them. Rules zod checks in code (unique team and role ids,
 * players.max ≥ players.min) cannot be expressed here; the loader still reports them.
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input', target: 'draft-2020-12' });
  const { $schema, ...body } = generated;
  // The listing is derived, so the scenario schema drops it; editors still learn what it is.
  const { schemaVersion, meta, ...rest } = (body.properties ?? {}) as Record<string, unknown>;
  const listing = z.toJSONSchema(listingSchema, { io: 'input', target: 'draft-2020-12' });
  delete listing.$schema;
  return {
    $schema,
    $id: SCENARIO_JSON_SCHEMA_ID,
    title: 'Lodestar scenario',
    description:
      'A Lodestar scenario file (.lodestar.json): what the game is, its teams and roles, and the ' +
      'maps, decks, tables and schedule a facilitator runs it with. Team and role ids must be ' +
      'unique, and players.max must be at least players.min.',
    // Over the generated key, in its place (so the written file keeps its order).
    ...body,
    properties: { schemaVersion, meta, [LISTING_KEY]: listing, ...rest },
  };
}

/** The schema file's text: two-space JSON with a final newline, as `npm run schema` writes it. */
export function scenarioJsonSchemaText(): string {
  return `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
}
