import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkScenario,
  isPlainCellKey,
  plainNote,
  plainPlacement,
} from '../../../scenarios/format/check-scenario.ts';
import { isPlaceKey, placementSchema } from '../../../scenarios/format/map.ts';
import { jsonTextAt } from '../../../scenarios/format/json-text-parts.ts';
import { checkScenarioFile, serializeScenario } from '../../../scenarios/format/parse.ts';
import { problemsFromZod } from '../../../scenarios/format/problems.ts';
import { scenarioSchema } from '../../../scenarios/format/schema.ts';
import { blankScenario, bundledScenarios } from '../../../scenarios/library/index.ts';

/** Tile ids: valid ones (some in the test's tile library, some not) and near misses. */
const tileId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('nebula', 'star', 'ghost', 'a', 'x'.repeat(80)) },
  fc.constantFrom('x'.repeat(81)),
  fc.constantFrom('', 'Nebula', '-star', 'st ar', 'étoile', '__proto__'),
  fc.string({ maxLength: 6 }),
);
const rotation = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 5 }) },
  fc.integer({ min: -2, max: 8 }),
  fc.constantFrom(-0, 0.5, 5.0000001, Number.NaN, Number.POSITIVE_INFINITY, '3', null),
);
const overrides = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  fc.record(
    {
      name: fc.string({ maxLength: 3 }),
      colour: fc.constantFrom('#aabbcc', 'red'),
      label: fc.string({ maxLength: 14 }),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(null, [], 'none', undefined),
);
/** Placements: mostly plain, many a little wrong, some with missing or extra fields. */
const placement = fc.oneof(
  {
    weight: 80,
    arbitrary: fc.record({
      tile: fc.constantFrom('nebula', 'star'),
      rotation: fc.integer({ min: 0, max: 5 }),
      overrides: fc.constant({}),
    }),
  },
  { weight: 4, arbitrary: fc.record({ tile: tileId, rotation, overrides }) },
  // Plain, but its keys in another order than the format's: zod writes them in its own.
  {
    weight: 2,
    arbitrary: fc.record({
      rotation: fc.integer({ min: 0, max: 5 }),
      tile: fc.constantFrom('nebula', 'star'),
      overrides: fc.constant({}),
    }),
  },
  fc.record({ tile: tileId, rotation, overrides, extra: fc.integer() }, { requiredKeys: ['tile'] }),
  fc.constantFrom(null, 'nebula', 3, []),
);
/** Place keys: cells and node ids, and some that are neither. */
const placeKey = fc.oneof(
  {
    weight: 40,
    arbitrary: fc.tuple(fc.integer({ min: -20, max: 20 }), fc.nat(20)).map(([q, r]) => `${q},${r}`),
  },
  fc.constantFrom('alpha', 'node-7', '12', '1,2,3', '1, 2', 'Alpha', '', '-0,-0', '01,2'),
  fc.stringMatching(/^[-0-9,a]{0,6}$/),
);
const note = fc.oneof(
  { weight: 40, arbitrary: fc.string({ maxLength: 8 }) },
  fc.constantFrom('x'.repeat(5000), 'x'.repeat(5001), 7, null),
);
const map = fc
  .record(
    {
      id: fc.constantFrom('sector', 'rim'),
      name: fc.constant('Sector'),
      placements: fc.dictionary(placeKey, placement, { maxKeys: 8 }),
      notes: fc.dictionary(placeKey, note, { maxKeys: 6 }),
    },
    { requiredKeys: ['id', 'name'] },
  )
  .map((m) => ({ ...m })); // a plain object, as JSON.parse makes (fast-check's has no prototype)

/** A scenario with random maps over a tile library of "nebula" and "star" (or none). */
const scenario = fc
  .record({
    maps: fc.uniqueArray(map, { selector: (m) => m.id, maxLength: 2 }),
    tiles: fc.constantFrom(['nebula', 'star'], ['nebula', 'star'], ['nebula'], []),
    title: fc.constantFrom('A game', 'A game', 'A game', ''),
  })
  .map(({ maps, tiles, title }) => {
    const base = blankScenario('A game');
    return {
      ...base,
      meta: { ...base.meta, title },
      tiles: tiles.map((id) => ({ id, name: id, kind: 'land' })),
      maps,
    } as unknown;
  });

function hasPlainPlacement(doc: unknown): boolean {
  const { maps } = doc as { maps: { placements?: Record<string, unknown> }[] };
  return maps.some((m) => Object.values(m.placements ?? {}).some((p) => plainPlacement(p)));
}

/** An outcome as a test can compare it, key order included (it decides the file's text). */
function outcome(result: ReturnType<typeof checkScenario>) {
  return result.success
    ? { ok: true, text: JSON.stringify(result.data) }
    : { ok: false, problems: problemsFromZod(result.error) };
}

describe('checking scenarios fast', () => {
  it('gives exactly what zod gives, for valid and invalid placements and notes', () => {
    let valid = 0;
    fc.assert(
      fc.property(scenario, (doc) => {
        const expected = outcome(scenarioSchema.safeParse(doc));
        if (expected.ok && hasPlainPlacement(doc)) valid++;
        expect(outcome(checkScenario(doc))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
    // Both sides of the property were exercised, the fast path among them.
    expect(valid).toBeGreaterThan(20);
    expect(valid).toBeLessThan(380);
  });

  it('takes a placement by hand only when zod accepts it unchanged', () => {
    let taken = 0;
    fc.assert(
      fc.property(placement, (value) => {
        const fast = plainPlacement(value);
        if (fast === undefined) return;
        taken++;
        const parsed = placementSchema.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(fast).toStrictEqual(parsed.data);
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(50);
  });

  it('reads cell keys by hand exactly as the format does', () => {
    fc.assert(
      fc.property(fc.oneof(placeKey, fc.string({ maxLength: 90 })), (key) => {
        expect(isPlainCellKey(key)).toBe(/^-?\d+,-?\d+$/.test(key) && key.length <= 80);
        if (isPlainCellKey(key)) expect(isPlaceKey(key)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts notes up to the limit only', () => {
    expect(plainNote('x'.repeat(5000))).toBe('x'.repeat(5000));
    expect(plainNote('x'.repeat(5001))).toBeUndefined();
    expect(plainNote(5)).toBeUndefined();
  });

  it('leaves its input as it was', () => {
    fc.assert(
      fc.property(scenario, (doc) => {
        const before = JSON.stringify(doc);
        const copy = structuredClone(doc);
        checkScenario(doc);
        expect(JSON.stringify(doc)).toBe(before);
        expect(doc).toEqual(copy);
      }),
      { numRuns: 100 },
    );
  });

  it('reports a placement on a tile the library lacks, among a big board of plain ones', () => {
    const base = bundledScenarios[0]?.scenario;
    if (!base) throw new Error('no bundled scenario');
    const placements: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++)
      placements[`${i % 100},${Math.floor(i / 100)}`] = {
        tile: 'nebula',
        rotation: 0,
        overrides: {},
      };
    placements['7,7'] = { tile: 'ghost', rotation: 2, overrides: {} };
    const doc = {
      ...base,
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'anomaly' }],
      maps: [{ id: 'board', name: 'Board', placements }],
      // The base's paid actions move a piece on a map this document no longer has.
      paidActions: [],
    };
    const result = checkScenario(doc);
    expect(result.success).toBe(false);
    expect(problemsFromZod(result.error!)).toEqual([
      { path: '$.maps[0].placements["7,7"].tile', message: 'no tile "ghost" in the tile library' },
    ]);
  });

  it('takes a board of nothing but final entries as it is, without copying it', () => {
    const placements: Record<string, unknown> = {};
    const notes: Record<string, unknown> = {};
    for (let i = 0; i < 50; i++) {
      placements[`${i},0`] = { tile: 'nebula', rotation: i % 6, overrides: {} };
      notes[`${i},0`] = 'calm';
    }
    const doc = {
      ...blankScenario('A game'),
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
      maps: [{ id: 'board', name: 'Board', placements, notes }],
    };
    const result = checkScenario(doc);
    expect(result.success).toBe(true);
    expect(result.data?.maps[0]?.placements).toBe(placements);
    expect(result.data?.maps[0]?.notes).toBe(notes);
    expect(outcome(result)).toEqual(outcome(scenarioSchema.safeParse(doc)));
  });

  it('checks every bundled scenario as zod does', () => {
    for (const { scenario: s } of bundledScenarios)
      expect(outcome(checkScenario(s))).toEqual(outcome(scenarioSchema.safeParse(s)));
  });
});

/** A scenario's file outcome: the text it would write, or zod's problems. */
function fileOutcome(doc: unknown) {
  const result = checkScenarioFile(doc);
  return result.success
    ? { ok: true, text: result.parts.join('') }
    : { ok: false, problems: problemsFromZod(result.error) };
}

function zodFileOutcome(doc: unknown) {
  const result = scenarioSchema.safeParse(doc);
  return result.success
    ? { ok: true, text: serializeScenario(result.data) }
    : { ok: false, problems: problemsFromZod(result.error) };
}

/** A board of `count` plain cells on "nebula", with a note on each. */
function plainBoard(count: number) {
  const placements: Record<string, unknown> = {};
  const notes: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const at = `${i % 50},${Math.floor(i / 50)}`;
    placements[at] = { tile: 'nebula', rotation: i % 6, overrides: {} };
    notes[at] = `calm ${i}`;
  }
  return { placements, notes };
}

describe('checking a scenario on the text a save writes', () => {
  it("gives zod's outcome and writes the text of zod's result", () => {
    fc.assert(
      fc.property(scenario, (doc) => {
        expect(fileOutcome(doc)).toEqual(zodFileOutcome(doc));
      }),
      { numRuns: 400 },
    );
  });

  it('takes a plain board as it is, checked on its text', () => {
    const { placements, notes } = plainBoard(3000);
    const doc = {
      ...blankScenario('A game'),
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
      maps: [{ id: 'board', name: 'Board', placements, notes }],
    };
    const result = checkScenarioFile(doc);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.maps[0]?.placements).toBe(placements);
    expect(result.data.maps[0]?.notes).toBe(notes);
    // The records' text is the one made for the check, written as it is.
    expect(result.parts).toContain(jsonTextAt(placements, 3));
    expect(result.parts.join('')).toBe(zodFileOutcome(doc).text);
  });

  it('checks entries that are not plain one by one, on a board of plain ones', () => {
    const { placements, notes } = plainBoard(500);
    placements['3,3'] = {
      tile: 'nebula',
      rotation: 1,
      overrides: { label: 'Home', colour: '#aabbcc' },
    };
    placements['4,4'] = { rotation: 2, tile: 'nebula', overrides: {} }; // zod reorders it
    notes['5,5'] = 'say "hello"\nand wave \\o/';
    notes['6,6'] = 'ünïcödé ✓ 🚀';
    const doc = {
      ...blankScenario('A game'),
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
      maps: [{ id: 'board', name: 'Board', placements, notes }],
    };
    expect(fileOutcome(doc)).toEqual(zodFileOutcome(doc));
    const result = checkScenarioFile(doc);
    // The notes are final as they are; the reordered placement is not.
    expect(result.success && result.data.maps[0]?.notes).toBe(notes);
    expect(result.success && result.data.maps[0]?.placements).not.toBe(placements);
  });

  it('reports what zod reports, word for word, when a board checked on its text is wrong', () => {
    for (const [record, at, bad] of [
      ['placements', '7,7', { tile: 'ghost', rotation: 2, overrides: {} }],
      ['placements', '8,8', { tile: 'nebula', rotation: 6, overrides: {} }],
      ['placements', '8,9', { tile: 'nebula', rotation: 1.5, overrides: {} }],
      ['placements', 'nowhere!', { tile: 'nebula', rotation: 0, overrides: {} }],
      ['placements', '9,9', { tile: 'nebula', rotation: 0, overrides: { label: 'x'.repeat(13) } }],
      ['placements', '9,8', { tile: 'nebula', rotation: 0, overrides: { colour: 'red' } }],
      ['notes', '1,1', 'x'.repeat(5001)],
      ['notes', '1,2', 7],
      ['notes', 'Nowhere', 'a note'],
    ] as const) {
      const { placements, notes } = plainBoard(2000);
      (record === 'placements' ? placements : notes)[at] = bad;
      const doc = {
        ...blankScenario('A game'),
        tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
        maps: [{ id: 'board', name: 'Board', placements, notes }],
      };
      const outcome = fileOutcome(doc);
      expect(outcome.ok).toBe(false);
      expect(outcome).toEqual(zodFileOutcome(doc));
    }
  });

  it('checks the places of a point-to-point map, whose keys are node ids', () => {
    const doc = {
      ...blankScenario('A game'),
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
      maps: [
        {
          id: 'routes',
          name: 'Routes',
          grid: { kind: 'graph' },
          nodes: [
            { id: 'alpha', x: 0, y: 0 },
            { id: 'beta', x: 100, y: 0 },
          ],
          placements: { alpha: { tile: 'nebula', rotation: 0, overrides: {} } },
          notes: { beta: 'quiet', 'Not A Node': 'bad key' },
        },
      ],
    };
    expect(fileOutcome(doc)).toEqual(zodFileOutcome(doc));
    expect(fileOutcome(doc).ok).toBe(false);
    delete (doc.maps[0]?.notes as Record<string, string>)['Not A Node'];
    expect(fileOutcome(doc)).toEqual(zodFileOutcome(doc));
    expect(fileOutcome(doc).ok).toBe(true);
  });

  it('never takes a record by a text made at another depth', () => {
    const { placements, notes } = plainBoard(100);
    placements['2,2'] = { tile: 'ghost', rotation: 0, overrides: {} };
    const doc = {
      ...blankScenario('A game'),
      tiles: [{ id: 'nebula', name: 'Nebula', kind: 'land' }],
      maps: [{ id: 'board', name: 'Board', placements, notes }],
    };
    for (const level of [0, 1, 2, 4]) {
      const texts = new Map<unknown, string>([
        [placements, jsonTextAt(placements, level)],
        [notes, jsonTextAt(notes, level)],
      ]);
      // Checked with the text at `level`, the record is judged by its entries instead.
      const result = checkScenario(doc, { level: 3, texts });
      expect(outcome(result)).toEqual(outcome(scenarioSchema.safeParse(doc)));
    }
  });
});
