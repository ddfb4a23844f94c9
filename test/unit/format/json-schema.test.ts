import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SCENARIO_JSON_SCHEMA_ID,
  scenarioJsonSchema,
  scenarioJsonSchemaText,
} from '../../../scenarios/format/json-schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';

type JsonSchema = Record<string, unknown>;

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const schemaFile = () => read('../../../scenarios/format/lodestar-scenario.schema.json');

const KEYWORDS = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  // An annotation, no rule: which list of the scenario an id names (editors offer its entries).
  'x-lodestar-ref',
  'default',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'const',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
  'oneOf',
  'anyOf',
  'propertyNames',
]);

/** Every keyword the schema uses, so the checker below provably understands all of them. */
function keywordsIn(schema: JsonSchema, into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(schema)) {
    into.add(key);
    if (key === 'properties')
      for (const sub of Object.values(value as Record<string, JsonSchema>)) keywordsIn(sub, into);
    else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object')
      keywordsIn(value as JsonSchema, into);
    else if (key === 'oneOf' || key === 'anyOf')
      for (const sub of value as JsonSchema[]) keywordsIn(sub, into);
    else if (key === 'propertyNames') keywordsIn(value as JsonSchema, into);
  }
  return into;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** A checker for the keywords above, as a designer's editor applies them: paths of failures. */
function check(schema: JsonSchema, value: unknown, path = '$'): string[] {
  if (schema.oneOf) {
    const passing = (schema.oneOf as JsonSchema[]).filter(
      (sub) => check(sub, value, path).length === 0,
    );
    if (passing.length !== 1) return [path];
  }
  if (schema.anyOf) {
    const anyPasses = (schema.anyOf as JsonSchema[]).some(
      (sub) => check(sub, value, path).length === 0,
    );
    if (!anyPasses) return [path];
  }
  // One type, or a list of them (a value that may be a string, a number or yes/no).
  const types = [schema.type ?? []].flat() as string[];
  const actual = typeOf(value);
  const fits = (type: string) => actual === type || (type === 'number' && actual === 'integer');
  if (types.length > 0 && !types.some(fits)) return [path];
  if ('const' in schema && value !== schema.const) return [path];
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) return [path];
  const failures: string[] = [];
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern as string, 'u').test(value))
      failures.push(path);
    if ((schema.minLength as number) > value.length) failures.push(path);
    if ((schema.maxLength as number) < value.length) failures.push(path);
  }
  if (typeof value === 'number') {
    if ((schema.minimum as number) > value || (schema.maximum as number) < value)
      failures.push(path);
    if ((schema.exclusiveMinimum as number) >= value) failures.push(path);
  }
  if (Array.isArray(value) && (schema.minItems as number) > value.length) failures.push(path);
  if (Array.isArray(value) && (schema.maxItems as number) < value.length) failures.push(path);
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) =>
      failures.push(...check(schema.items as JsonSchema, item, `${path}[${i}]`)),
    );
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in object)) failures.push(`${path}.${key}`);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const names = schema.propertyNames as JsonSchema | undefined;
    for (const key of Object.keys(object))
      if (names && check(names, key, `${path}.${key}`).length > 0) failures.push(`${path}.${key}`);
    for (const [key, sub] of Object.entries(object)) {
      const own = properties[key];
      if (own) failures.push(...check(own, sub, `${path}.${key}`));
      else if (schema.additionalProperties === false) failures.push(`${path}.${key}`);
    }
  }
  return failures;
}

describe('the scenario JSON Schema', () => {
  const schema = scenarioJsonSchema();

  it('is current: the file on disk is what `npm run schema` writes', () => {
    expect(schemaFile()).toBe(scenarioJsonSchemaText());
    expect(JSON.parse(schemaFile())).toEqual(schema);
  });

  it('names itself and targets draft 2020-12', () => {
    expect(schema.$id).toBe(SCENARIO_JSON_SCHEMA_ID);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toEqual(expect.any(String));
    expect(schema.description).toEqual(expect.any(String));
  });

  it('requires only what has no default, so designers may leave defaults out', () => {
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(schema.required).toEqual(['schemaVersion', 'meta']);
    expect(properties.schemaVersion).toMatchObject({ const: 1 });
    expect(properties.meta?.required).toEqual(['title', 'players', 'durationMinutes']);
    const team = (properties.teams?.items ?? {}) as JsonSchema;
    expect(team.required).toEqual(['id', 'name', 'colour']);
    const role = ((team.properties as Record<string, JsonSchema>).roles?.items ?? {}) as JsonSchema;
    expect(role.required).toEqual(['id', 'name', 'count']);
  });

  it('uses only keywords that the checker in this test understands', () => {
    expect(
      [...keywordsIn(schema)].filter((k) => !KEYWORDS.has(k) && !k.startsWith('$defs')),
    ).toEqual([]);
  });

  it.each(bundledScenarios.map((b) => b.id))('accepts the bundled %s file', (id) => {
    expect(
      check(schema, JSON.parse(read(`../../../scenarios/library/${id}.lodestar.json`))),
    ).toEqual([]);
  });

  it('accepts a minimal scenario and the loose entries of open sections', () => {
    const minimal = {
      schemaVersion: 1,
      meta: { title: 'T', players: { min: 1, max: 1 }, durationMinutes: 1 },
      maps: [{ id: 'm', name: 'Map', hexes: [] }],
    };
    expect(check(schema, minimal)).toEqual([]);
  });

  it('rejects the invalid fixture where the loader does (bar rules it checks in code)', () => {
    const failures = check(schema, JSON.parse(read('../../fixtures/bad/invalid.lodestar.json')));
    expect(failures.sort()).toEqual(['$.teams[0].colour', '$.teams[1].roles[0].count']);
  });

  it('checks schedules: a phase of 0 minutes, a block without phases, an unknown automation', () => {
    const doc = (schedule: unknown) => ({
      schemaVersion: 1,
      meta: { title: 'T', players: { min: 1, max: 1 }, durationMinutes: 1 },
      schedule,
    });
    const phase = { id: 'a', name: 'A', minutes: 10 };
    expect(
      check(schema, doc({ startTime: '16:00', blocks: [{ id: 't', phases: [phase] }] })),
    ).toEqual([]);
    expect(
      check(schema, doc({ blocks: [{ id: 't', phases: [{ ...phase, minutes: 0 }] }] })),
    ).toEqual(['$.schedule.blocks[0].phases[0].minutes']);
    expect(check(schema, doc({ blocks: [{ id: 't', phases: [] }] }))).toEqual([
      '$.schedule.blocks[0].phases',
    ]);
    expect(check(schema, doc({ startTime: '4pm' }))).toEqual(['$.schedule.startTime']);
    const atStart = (automation: unknown) => ({
      blocks: [{ id: 't', phases: [{ ...phase, atStart: [automation] }] }],
    });
    expect(check(schema, doc(atStart({ kind: 'announce', text: 'Hi' })))).toEqual([]);
    expect(check(schema, doc(atStart({ kind: 'draw', deck: 'events' })))).toEqual([
      '$.schedule.blocks[0].phases[0].atStart[0]',
    ]);
  });

  it('rejects a document without schemaVersion or meta, or with a newer version', () => {
    expect(check(schema, {}).sort()).toEqual(['$.meta', '$.schemaVersion']);
    expect(check(schema, JSON.parse(read('../../fixtures/bad/newer.lodestar.json')))).toContain(
      '$.schemaVersion',
    );
  });
});
