import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksSave, validateTable } from '../../../../features/draws/tables/index.ts';
import { tableNotes } from '../../../../features/draws/ui/scenario/table-notes.ts';
import type { TableInput } from '../../../../features/draws/draws-format.ts';
import { tableSchema } from '../../../../features/draws/draws-format.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

const raid: TableInput = {
  id: 'raid',
  name: 'Raid Table',
  roll: '1d10',
  fieldNames: ['Fight'],
  rows: [
    { min: 1, max: 2, result: 'Trade', fields: { Fight: 0 } },
    { min: 3, max: 5, result: 'Murder' },
    { min: 6, max: 6, result: 'Horse Raid', roll: '1d6', detail: 'Lose 1D6 Horses' },
    { min: 7, max: 9, result: 'Skirmish' },
    { min: 10, max: null, result: 'Siege', then: 'weather' },
  ],
};
const weather: TableInput = {
  id: 'weather',
  name: 'Weather',
  mode: 'weight',
  rows: [
    { result: 'Rain', weight: 3 },
    { result: 'Sun', weight: 1 },
  ],
};
const once: TableInput = {
  id: 'once',
  name: 'Treasure',
  roll: '1d4',
  replacement: false,
  rows: [1, 2, 3, 4].map((n) => ({ min: n, max: n, result: `Treasure ${n}` })),
};

const withTables = (seed = 'tables') => drawsRecorder(seed, { tables: [raid, weather, once] });

describe('rolling on tables', () => {
  it('reads the row that holds the total, with a modifier', () => {
    const r = withTables();
    const [entry] = r.act({ type: 'table.roll', table: 'raid', entered: 4, modifier: 2 });
    expect(entry!.outcome).toMatchObject({ total: 6, row: 2, result: 'Horse Raid', roll: null });
    const outcome = entry!.outcome as { extra: { total: number }; detail: string };
    expect(outcome.extra.total).toBeGreaterThanOrEqual(1);
    expect(outcome.detail).toBe(
      `entered 4 on 1d10 (+2 = 6); Lose 1D6 Horses; 1d6: ${outcome.extra.total}`,
    );
    expect(r.engine.state.draws.results[0]).toMatchObject({
      kind: 'table',
      value: 'Horse Raid',
      physical: true,
    });
  });

  it('rolls on the next table when a row says so, and says when no row fits', () => {
    const r = withTables();
    const [entry] = r.act({ type: 'table.roll', table: 'raid', entered: 10, modifier: 5 });
    expect(entry!.outcome).toMatchObject({
      row: 4,
      result: 'Siege',
      nested: [{ table: 'weather' }],
    });
    const [none] = r.act({ type: 'table.roll', table: 'raid', entered: 1, modifier: -3 });
    expect(none!.outcome).toMatchObject({
      row: null,
      result: 'The table has no row for -2',
      gap: true,
    });
  });

  it('picks weighted rows in proportion', () => {
    let rain = 0;
    for (let s = 0; s < 400; s++) {
      const r = withTables(`w${s}`);
      if (
        (r.act({ type: 'table.roll', table: 'weather' })[0]!.outcome as { result: string })
          .result === 'Rain'
      )
        rain++;
    }
    expect(rain).toBeGreaterThan(260); // 300 expected; sd ≈ 8.7
    expect(rain).toBeLessThan(340);
  });

  it('does not repeat a row of a table without replacement until it is reset', () => {
    const r = withTables();
    const seen = [1, 2, 3, 4].map(
      () => (r.act({ type: 'table.roll', table: 'once' })[0]!.outcome as { result: string }).result,
    );
    expect(new Set(seen).size).toBe(4);
    expect(() => r.act({ type: 'table.roll', table: 'once' })).toThrow(
      /every row of Treasure has been used/,
    );
    r.act({ type: 'table.reset', table: 'once' });
    expect(() => r.act({ type: 'table.roll', table: 'once' })).not.toThrow();
  });

  it('replays to the same results and undo does not re-roll', () => {
    const r = withTables();
    const first = r.act({ type: 'table.roll', table: 'raid' })[0]!.outcome;
    r.act({ type: 'session.undo' });
    expect(r.act({ type: 'table.roll', table: 'raid' })[0]!.outcome).toEqual(first);
  });

  it('never misses a row on a table that covers its dice exactly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 9 }), (seed, cut) => {
        const table = {
          id: 'split',
          name: 'Split',
          roll: '1d10',
          rows: [
            { min: 1, max: cut, result: 'Low' },
            { min: cut + 1, max: 10, result: 'High' },
          ],
        };
        const r = drawsRecorder(seed, { tables: [table] });
        expect(
          (r.act({ type: 'table.roll', table: 'split' })[0]!.outcome as { row: number | null }).row,
        ).not.toBeNull();
      }),
      { numRuns: 40 },
    );
  });
});

describe('checking a table', () => {
  const scenario = (tables: TableInput[]) => drawsScenario({ tables });
  const check = (table: TableInput, others: TableInput[] = []) => {
    const s = scenario([table, ...others]);
    return validateTable(s.tables[0]!, s);
  };

  it('fails the scenario check on dice that do not parse and on links back, as play would', () => {
    const base = drawsScenario();
    const withTables = (tables: TableInput[]) => scenarioSchema.safeParse({ ...base, tables });
    const broken = withTables([
      {
        ...raid,
        rows: (raid.rows ?? []).map((r, i) => (i === 2 ? { ...r, roll: '2d6; 1d6' } : r)),
      },
      weather,
    ]);
    expect(broken.success).toBe(false);
    const issues = broken.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['tables.0.rows.2.roll', 'row 3: “2d6; 1d6”: unexpected ";" at column 4'],
    ]);
    const badTableDice = withTables([{ ...raid, roll: '1d' }, weather]);
    expect(badTableDice.error?.issues.map((i) => i.path.join('.'))).toEqual(['tables.0.roll']);
    // Raid's last row rolls on Weather, and this Weather rolls on Raid again.
    const weatherBack: TableInput = {
      ...weather,
      rows: [{ result: 'Back to the raid', weight: 1, then: 'raid' }],
    };
    const cycle = withTables([raid, weatherBack]);
    expect(cycle.success).toBe(false);
    expect(cycle.error?.issues.some((i) => /leads back/.test(i.message))).toBe(true);
    // Gaps stay warnings: a rulebook's table with holes still loads.
    const gappy = withTables([
      { id: 'g', name: 'Gappy', roll: '2d6', rows: [{ min: 2, max: 6, result: 'Low' }] },
    ]);
    expect(gappy.success).toBe(true);
  });

  it('finds nothing wrong with a table that covers its dice', () => {
    expect(check(raid, [weather])).toEqual([]);
  });

  it('reports gaps, as runs of totals', () => {
    const table = {
      id: 'white-men',
      name: 'Raid White Men',
      roll: '2d6',
      rows: [
        { min: 2, max: 3, result: 'Ambushed' },
        { min: 5, max: 7, result: 'Standoff' },
        { min: 8, max: 10, result: 'Scalps' },
      ],
    };
    expect(check(table)).toEqual([
      {
        row: null,
        kind: 'gap',
        severity: 'warning',
        message:
          'the rulebook prints no row for 4, 11–12, which 2d6 can roll: a roll there asks Control to roll again or pick a row',
      },
    ]);
  });

  it('checks a table of exploding dice from the totals they reach, not their odds', () => {
    const table = {
      id: 'boom',
      name: 'Boom',
      roll: '1d6!',
      rows: [
        { min: 1, max: 5, result: 'Fizzle' },
        { min: 7, max: null, result: 'Boom' },
      ],
    };
    // Returns at all (odds of an unbounded die never finish); the bench holds it to 10 ms.
    expect(check(table)).toEqual([]);
    const gappy = {
      ...table,
      rows: [
        { min: 1, max: 6, result: 'Fizzle' },
        { min: 8, max: null, result: 'Boom' },
      ],
    };
    expect(check(gappy)).toEqual([
      {
        row: null,
        kind: 'gap',
        severity: 'warning',
        message:
          'the rulebook prints no row for 7, which 1d6!>=6 can roll: a roll there asks Control to roll again or pick a row',
      },
    ]);
  });

  it('reports overlapping rows, as the fleet table with "5-6" twice', () => {
    const fleet = {
      id: 'fleet',
      name: 'Fleet Character',
      roll: '1d8',
      rows: [
        { min: 1, max: 2, result: 'Poor' },
        { min: 3, max: 4, result: 'Average' },
        { min: 5, max: 6, result: 'Good' },
        { min: 5, max: 6, result: 'Veteran' },
        { min: 7, max: 8, result: 'Elite' },
      ],
    };
    expect(check(fleet)).toEqual([
      {
        row: 3,
        kind: 'overlap',
        severity: 'warning',
        message:
          'the rulebook prints two rows for 5–6 (rows 3 and 4): a roll there uses row 3, and Control may pick row 4 by hand',
      },
    ]);
  });

  it('reports rows only a modifier can reach, d100 "00" rows and open ranges', () => {
    const contact = {
      id: 'contact',
      name: 'Contact',
      roll: '1d6',
      rows: [
        { min: 1, max: 6, result: 'Nothing' },
        { min: 7, max: 8, result: 'Submarine' },
      ],
    };
    expect(check(contact)).toEqual([
      {
        row: 1,
        kind: 'unreachable',
        severity: 'warning',
        message: 'row 2 (7–8) is beyond what 1d6 rolls: only a modifier reaches it',
      },
    ]);
    const advance = {
      id: 'advance',
      name: 'Advance',
      roll: 'd%',
      rows: [
        { min: 1, max: 74, result: 'Advance' },
        { min: 75, max: 100, result: 'Pick One' },
      ],
    };
    expect(check(advance)).toEqual([]);
    const opponent = {
      id: 'opponent',
      name: 'Raid Opponent',
      roll: '2d6',
      rows: [
        { min: null, max: 3, result: 'Ambushed' },
        { min: 4, max: 10, result: 'Battle' },
        { min: 11, max: null, result: 'Overrun' },
      ],
    };
    expect(check(opponent)).toEqual([]);
  });

  it('reports links to missing tables, cycles, bad dice and empty tables', () => {
    const loop = {
      id: 'a',
      name: 'A',
      mode: 'weight' as const,
      rows: [{ result: 'to B', then: 'b' }],
    };
    const back = {
      id: 'b',
      name: 'B',
      mode: 'weight' as const,
      rows: [{ result: 'to A', then: 'a' }],
    };
    // The scenario check refuses such a file, so the tables are put in by hand.
    const looped = {
      ...drawsScenario(),
      tables: [tableSchema.parse(loop), tableSchema.parse(back)],
    };
    expect(validateTable(looped.tables[0]!, looped)).toEqual([
      {
        row: null,
        kind: 'cycle',
        severity: 'error',
        message: 'rolling leads back to this table: A → B → A',
      },
    ]);
    const bad = tableSchema.parse({
      id: 'bad',
      name: 'Bad',
      roll: '2x',
      rows: [{ min: 1, max: 1, result: 'x', roll: '1d' }],
    });
    const s = drawsScenario();
    const found = validateTable(bad, s).map((p) => p.kind);
    expect(found).toEqual(['bad-roll', 'bad-roll']);
    expect(validateTable(tableSchema.parse({ id: 'e', name: 'E' }), s)).toMatchObject([
      { kind: 'empty' },
      { kind: 'gap' },
    ]);
  });
});

describe('the remarks beside tables on the scenario page', () => {
  it('point at the row or table, and leave out what already blocks the save', () => {
    const gappy: TableInput = {
      id: 'gappy',
      name: 'Gappy',
      roll: '2d6',
      rows: [
        { min: 2, max: 6, result: 'Low' },
        { min: 6, max: 9, result: 'Mid' },
      ],
    };
    const s = drawsScenario({ tables: [raid, weather, gappy, { id: 'bare', name: 'Bare' }] });
    expect(tableNotes(s)).toEqual([
      {
        path: '$.tables[2].rows[1]',
        message: expect.stringMatching(
          /^Gappy: the rulebook prints two rows for 6 \(rows 1 and 2\)/,
        ),
      },
      {
        path: '$.tables[2]',
        message: expect.stringMatching(/^Gappy: the rulebook prints no row for 10–12/),
      },
      { path: '$.tables[3]', message: 'Bare: the table has no rows' },
    ]);
    for (const kind of ['bad-roll', 'cycle', 'unknown-table'] as const)
      expect(blocksSave(kind)).toBe(true);
    for (const kind of ['gap', 'overlap', 'unreachable', 'empty'] as const)
      expect(blocksSave(kind)).toBe(false);
  });
});
