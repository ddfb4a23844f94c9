import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../scenarios/format/migrations.ts';
import {
  parseScenarioText,
  parseScenarioValue,
  SECTION_UPGRADES,
} from '../../../scenarios/format/parse.ts';
import { upgrade, type SectionUpgrade } from '../../../scenarios/format/parse-head.ts';
import {
  CURRENT_SCHEMA_VERSION,
  scenarioSchema,
  seatCount,
} from '../../../scenarios/format/schema.ts';
import { v0DocArb, wellFormedV0DocArb } from '../../support/arbitraries.ts';

/** Property runs take seconds on a busy machine; the default 5 s would make them flaky. */
const PROPERTY_TIMEOUT_MS = 30_000;

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/scenarios/${name}`, import.meta.url), 'utf8');

const draftToV1 = migrations.find((m) => m.from === 0);
if (!draftToV1) throw new Error('no migration from version 0');

/** A path the loader writes: `$` followed by .name, [index] or ["any key"] steps. */
const JSON_PATH = /^\$(?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])*$/;

function migrate(doc: Record<string, unknown>) {
  return scenarioSchema.parse(draftToV1!.up(structuredClone(doc)));
}

describe('migrations', () => {
  it('form an unbroken chain up to the current version', () => {
    expect(migrations.map((m) => m.from)).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i),
    );
  });

  it('upgrade the v0 draft fixture to exactly the expected v1 scenario', () => {
    const result = parseScenarioText(fixture('v0-draft.json'));
    expect(result).toMatchObject({ ok: true, migratedFrom: 0 });
    if (result.ok) expect(result.scenario).toEqual(JSON.parse(fixture('v0-draft.expected.json')));
  });

  it('do not modify the document they upgrade', () => {
    const doc = JSON.parse(fixture('v0-draft.json')) as Record<string, unknown>;
    const before = structuredClone(doc);
    draftToV1.up(doc);
    parseScenarioValue(doc);
    expect(doc).toEqual(before);
  });
});

describe('draft (v0) → v1', () => {
  const base = { schemaVersion: 0, title: 'Draft' };

  it.each([
    ['12-20', { min: 12, max: 20 }],
    ['20–45', { min: 20, max: 45 }],
    ['8 to 10', { min: 8, max: 10 }],
    ['up to 40', { min: 1, max: 40 }],
    ['45 players', { min: 45, max: 45 }],
    [30, { min: 30, max: 30 }],
  ])('reads players %j', (players, expected) => {
    expect(migrate({ ...base, players }).meta.players).toEqual(expected);
  });

  it.each([
    ['4h', 240],
    ['3h30m', 210],
    ['3 h 30', 210],
    ['1.5h', 90],
    ['240', 240],
    [95, 95],
    ['soon', 60],
    [undefined, 60],
  ])('reads duration %j as %i minutes', (duration, minutes) => {
    expect(migrate({ ...base, duration }).meta.durationMinutes).toBe(minutes);
  });

  it('counts repeated role names as seats and gives duplicate team names distinct ids', () => {
    const scenario = migrate({
      ...base,
      teams: [
        { name: 'Fleet', roles: ['Pilot', 'Pilot', 'Captain'] },
        { name: 'Fleet', roles: 'Pilot, Gunner & Gunner' },
        { name: 'Council', office: true, roles: ['Chair'] },
      ],
    });
    expect(scenario.teams.map((t) => [t.id, t.kind])).toEqual([
      ['fleet', 'team'],
      ['fleet-2', 'team'],
      ['council', 'office'],
    ]);
    expect(scenario.teams[0]?.roles.map((r) => [r.id, r.count])).toEqual([
      ['pilot', 2],
      ['captain', 1],
    ]);
    expect(scenario.teams[1]?.roles.map((r) => [r.name, r.count])).toEqual([
      ['Pilot', 1],
      ['Gunner', 2],
    ]);
    expect(seatCount(scenario)).toBe(6);
  });

  it('expands short colours and replaces unusable ones with distinct defaults', () => {
    const scenario = migrate({
      ...base,
      teams: [{ name: 'A', color: '#F0A' }, { name: 'B', colour: 'teal' }, { name: 'C' }],
    });
    const [a, b, c] = scenario.teams.map((t) => t.colour);
    expect(a).toBe('#ff00aa');
    expect(b).toMatch(/^#[0-9a-f]{6}$/);
    expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(b).not.toBe(c);
  });

  it('reports a draft without a title at $.meta.title after migrating', () => {
    const result = parseScenarioValue({ schemaVersion: 0, players: '10-20' });
    expect(result).toMatchObject({
      ok: false,
      kind: 'invalid',
      problems: [{ path: '$.meta.title' }],
    });
  });

  it(
    'migrates any draft without throwing: a valid scenario, or problems with paths',
    () => {
      fc.assert(
        fc.property(v0DocArb, (doc) => {
          const before = structuredClone(doc);
          const result = parseScenarioValue(doc);
          expect(doc).toEqual(before);
          if (result.ok) {
            expect(result.migratedFrom).toBe(0);
            expect(scenarioSchema.safeParse(result.scenario).success).toBe(true);
          } else {
            expect(result.kind).toBe('invalid');
            expect(result.problems.length).toBeGreaterThan(0);
            for (const problem of result.problems) {
              expect(problem.path).toMatch(JSON_PATH);
              expect(problem.message.trim()).not.toBe('');
            }
          }
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'migrates any well-formed draft to a valid scenario with one seat per listed role',
    () => {
      fc.assert(
        fc.property(wellFormedV0DocArb, (doc) => {
          const result = parseScenarioValue(doc);
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          const teams = (doc.teams ?? []) as { roles?: string[] | string; office?: boolean }[];
          expect(result.scenario.teams).toHaveLength(teams.length);
          teams.forEach((team, i) => {
            const listed = Array.isArray(team.roles)
              ? team.roles.length
              : team.roles === undefined
                ? 0
                : team.roles.split(', ').length;
            const seats = result.scenario.teams[i]?.roles.reduce((n, r) => n + r.count, 0);
            expect(seats).toBe(listed);
            expect(result.scenario.teams[i]?.kind).toBe(team.office === true ? 'office' : 'team');
          });
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('a section’s own upgrades', () => {
  const renameTimers: SectionUpgrade = {
    section: 'schedule',
    from: 0,
    describe: 'clocks became timers',
    up: (doc) => {
      const { clocks, ...rest } = doc as { clocks?: unknown };
      return clocks === undefined ? rest : { ...rest, schedule: { timers: clocks } };
    },
  };

  it('runs after the core’s upgrade of the same version, on the whole document', () => {
    const result = upgrade(
      {
        schemaVersion: 0,
        title: 'Draft',
        clocks: [{ id: 'press', name: 'Press', kind: 'countdown', seconds: 60 }],
      },
      'whole',
      [renameTimers],
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.doc['schedule']).toEqual({
      timers: [{ id: 'press', name: 'Press', kind: 'countdown', seconds: 60 }],
    });
    expect((result.doc['meta'] as { title: string }).title).toBe('Draft');
  });

  it('names the section when its upgrade fails, and never throws', () => {
    const broken: SectionUpgrade = {
      ...renameTimers,
      up: () => {
        throw new Error('clocks must be a list');
      },
    };
    expect(upgrade({ schemaVersion: 0, title: 'Draft' }, 'whole', [broken])).toEqual({
      ok: false,
      kind: 'invalid',
      problems: [
        {
          path: '$.schedule',
          message: 'could not upgrade schedule from format version 0: clocks must be a list',
        },
      ],
    });
  });

  it('are declared from versions the format has, once each', () => {
    const seen = new Set<string>();
    for (const step of SECTION_UPGRADES) {
      expect(step.from, `${step.section}: ${step.describe}`).toBeLessThan(CURRENT_SCHEMA_VERSION);
      expect(seen.has(`${step.section}@${step.from}`), step.section).toBe(false);
      seen.add(`${step.section}@${step.from}`);
    }
  });
});
