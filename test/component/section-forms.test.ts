import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { scenarioSections, scenarioSchema } from '../../scenarios/format/schema.ts';
import { sectionJsonSchema } from '../../renderer/scenario/form/section-schemas.ts';
import {
  type SchemaNode,
  blankValue,
  fits,
  jsonFallbacks,
  shapeOf,
} from '../../renderer/scenario/form/schema-node.ts';
import {
  filledEntry,
  isUnder,
  moved,
  pathSteps,
  placeInWords,
  refOptions,
  singular,
} from '../../renderer/scenario/form/form-values.ts';
import { sectionEntry, sectionNav } from '../../renderer/scenario/section-nav.ts';
import type { FeatureUi } from '../../renderer/features/define-feature-ui.ts';
import { blankScenario } from '../../scenarios/library/index.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';

const ID_PATTERN = String(z.toJSONSchema(idSchema).pattern);

/**
 * The scenario page edits every section with forms read from the sections' schemas: each
 * section must read into widgets (no JSON box), start blank as a valid file, and take a new
 * entry without breaking anything the game master has not yet been asked for.
 */
describe('section forms from the format', () => {
  it.each(scenarioSections.map((s) => [s.key, s] as const))(
    '%s reads into widgets with no JSON fallback',
    (_key, section) => {
      expect(jsonFallbacks(sectionJsonSchema(section))).toEqual([]);
    },
  );

  it.each(scenarioSections.map((s) => [s.key, s] as const))(
    '%s starts blank as a valid section',
    (_key, section) => {
      const node = sectionJsonSchema(section);
      const blank = blankValue(node);
      expect(section.schema.safeParse(blank).success).toBe(true);
      expect(fits(node, blank)).toBe(true);
    },
  );

  it('a new tracker, setup step, deck or secret role is valid as soon as it is added', () => {
    for (const key of ['trackers', 'setup', 'decks', 'secretRoles', 'bags', 'dice', 'tables']) {
      const section = scenarioSections.find((s) => s.key === key);
      if (!section) throw new Error(`no section ${key}`);
      const shape = shapeOf(sectionJsonSchema(section));
      if (shape.kind !== 'list') throw new Error(`${key} is not a list`);
      const first = filledEntry(blankValue(shape.item), [], key);
      const second = filledEntry(blankValue(shape.item), [first], key);
      const parsed = section.schema.safeParse([first, second]);
      expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('a new turn of the timetable holds one phase, named, waiting only for its minutes', () => {
    const section = scenarioSections.find((s) => s.key === 'schedule');
    if (!section) throw new Error('no schedule');
    const shape = shapeOf(sectionJsonSchema(section));
    if (shape.kind !== 'object') throw new Error('schedule is not a group');
    const blocks = shape.fields.find((f) => f.key === 'blocks');
    if (!blocks) throw new Error('no blocks');
    const blocksShape = shapeOf(blocks.node);
    if (blocksShape.kind !== 'list') throw new Error('blocks is not a list');
    const block = filledEntry(blankValue(blocksShape.item), [], 'blocks') as {
      id: string;
      phases: { id: string; name: string }[];
    };
    expect(block.id).toBe('block-1');
    expect(block.phases).toHaveLength(1);
    expect(block.phases[0]).toMatchObject({ id: 'phase-1', name: 'Phase 1' });
  });
});

/** Ids a game master types on purpose, or that a screen other than the form edits. */
const TYPED_IDS: Record<string, string> = {
  // Painted in the map editor, which picks tiles, templates and pools on the board.
  maps: 'map editor',
  galaxyTemplates: 'map editor',
  // A verb the map applies ("move-to-exit"), not an entry of the scenario.
  'resolvers[].results[].mapEffects[].action': 'a map verb',
  // One of the balance presets built into Lodestar.
  'mapRules.balance.preset': 'a built-in preset',
};

/** Every string field holding an id that is not the entry's own id and names no list to pick from. */
function typedIds(node: SchemaNode, path: string, key: string, out: string[]): string[] {
  if (
    node.type === 'string' &&
    node.pattern === ID_PATTERN &&
    key !== 'id' &&
    !node['x-lodestar-ref']
  )
    out.push(path);
  for (const [k, child] of Object.entries(node.properties ?? {}))
    typedIds(child, `${path}.${k}`, k, out);
  if (node.items) typedIds(node.items, `${path}[]`, key, out);
  if (typeof node.additionalProperties === 'object')
    typedIds(node.additionalProperties, `${path}{}`, key, out);
  if (node.propertyNames) typedIds(node.propertyNames, `${path}{key}`, '', out);
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    typedIds(option, path, key, out);
  return out;
}

describe('references in the forms', () => {
  it.each(scenarioSections.map((s) => [s.key, s] as const))(
    '%s names other entries only through lists to pick from',
    (key, section) => {
      if (TYPED_IDS[key]) return;
      const typed = [...new Set(typedIds(sectionJsonSchema(section), key, '', []))].filter(
        (p) => !TYPED_IDS[p],
      );
      expect(typed).toEqual([]);
    },
  );

  it('offers a list’s entries, lists on the way walked, and the nearest list around a field', () => {
    const scenario = {
      trackers: [{ id: 'fuel', name: 'Fuel' }, { id: 'ore' }],
      teams: [
        { id: 'navy', name: 'Navy', roles: [{ id: 'captain', name: 'Captain' }] },
        {
          id: 'pirates',
          name: 'Pirates',
          roles: [
            { id: 'captain', name: 'Captain' },
            { id: 'mate', name: 'Mate' },
          ],
        },
      ],
      resolvers: [
        { id: 'a', results: [{ id: 'hit', text: 'Hit' }], rows: [{ result: 'hit' }] },
        { id: 'b', results: [{ id: 'sunk', text: 'Sunk' }], rows: [{ result: '' }] },
      ],
    };
    expect(refOptions(scenario, 'trackers')).toEqual([
      { id: 'fuel', name: 'Fuel' },
      { id: 'ore', name: 'ore' },
    ]);
    expect(refOptions(scenario, 'teams.roles').map((o) => o.id)).toEqual(['captain', 'mate']);
    expect(refOptions(scenario, '~results', '$.resolvers[1].rows[0].result')).toEqual([
      { id: 'sunk', name: 'Sunk' },
    ]);
    expect(refOptions(scenario, '~results', '$.trackers[0].id')).toEqual([]);
    expect(refOptions(scenario, 'nowhere.at.all')).toEqual([]);
  });

  it('reads a form path back into its keys', () => {
    expect(pathSteps('$.resolvers[10].rows[2]["odd key"].x')).toEqual([
      'resolvers',
      10,
      'rows',
      2,
      'odd key',
      'x',
    ]);
    expect(pathSteps('$')).toEqual([]);
  });
});

describe('form values', () => {
  it('names list entries in the singular', () => {
    expect(singular('trackers')).toBe('tracker');
    expect(singular('secretRoles')).toBe('secretRole');
    expect(singular('entries')).toBe('entry');
    expect(singular('status')).toBe('status');
  });

  it('gives a new entry an id no sibling has', () => {
    const siblings = [{ id: 'tracker-2' }, { id: 'fuel' }];
    expect(filledEntry({ id: '', name: '' }, siblings, 'trackers')).toEqual({
      id: 'tracker-3',
      name: 'Tracker 3',
    });
    expect(filledEntry({ id: '', name: '' }, [{ id: 'tracker-1' }], 'trackers')).toEqual({
      id: 'tracker-2',
      name: 'Tracker 2',
    });
    expect(filledEntry({ id: '', title: '' }, [], 'cards')).toEqual({
      id: 'card-1',
      title: 'Card 1',
    });
    // What the game master has typed, or a field that is not an id, is left alone.
    expect(filledEntry({ id: 'x', text: '' }, [], 'notes')).toEqual({ id: 'x', text: '' });
    expect(filledEntry('', [], 'tags')).toBe('');
  });

  it('says where a problem is in words', () => {
    expect(placeInWords('[0].id')).toBe('#1 › Id');
    expect(placeInWords('.blocks[1].phases[0].minutes')).toBe('Blocks #2 › Phases #1 › Minutes');
    expect(placeInWords('')).toBe('The section');
  });

  it('knows which paths lie under a section', () => {
    expect(isUnder('$.trackers[0].name', '$.trackers')).toBe(true);
    expect(isUnder('$.trackers', '$.trackers')).toBe(true);
    expect(isUnder('$.trackersExtra', '$.trackers')).toBe(false);
  });

  it('moves an entry without losing or doubling any (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          const out = moved(list, from, to);
          expect([...out].sort()).toEqual([...list].sort());
          expect(out[to]).toBe(list[from]);
        },
      ),
    );
  });
});

describe('the list of sections beside the page', () => {
  const uis = [
    {
      feature: 'maps',
      sectionEditors: {
        maps: { kind: 'elsewhere', where: 'map-editor', label: 'Open the map editor' },
      },
    },
  ] as unknown as FeatureUi[];

  it('lists every section in file order with its size, problems and editor', () => {
    const scenario = {
      ...blankScenario('Harbour Watch'),
      trackers: [{ id: 'fuel', name: 'Fuel' }],
    } as Record<string, unknown>;
    const problems = new Map([
      ['$.trackers[0].start', 'must be a number'],
      ['$.trackers[0].id', 'must not be empty'],
      ['$.meta.title', 'a scenario needs a title'],
    ]);
    const nav = sectionNav(scenario, problems, scenarioSections, uis);
    expect(nav.map((e) => e.key)).toEqual(
      [...scenarioSections].sort((a, b) => a.order - b.order).map((s) => s.key),
    );
    expect(sectionEntry(nav, 'trackers')).toMatchObject({ count: 1, problems: 2 });
    expect(sectionEntry(nav, 'maps')?.editor.kind).toBe('elsewhere');
    expect(sectionEntry(nav, 'bags')).toMatchObject({ count: 0, problems: 0 });
    expect(sectionEntry(nav, 'schedule')?.count).toBeNull();
    expect(sectionEntry(nav, 'nonsense')).toBeUndefined();
  });

  it('a blank scenario has no problems in any section', () => {
    const blank = blankScenario('Blank');
    expect(scenarioSchema.safeParse(blank).success).toBe(true);
  });
});
