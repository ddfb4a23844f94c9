import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableRowsFromCsv, tableRowsToCsv } from '../../../features/draws/tables/table-csv.ts';
import { tableSchema, type TableRow } from '../../../features/draws/draws-format.ts';

describe('table rows from a spreadsheet or a rulebook', () => {
  it('reads a WarpSpawn paste: dice heading, fields, "-" for nothing, repeated headers', () => {
    const paste = [
      '1D10\tResult:\tFight\tLoses\tNotes:',
      '1\tTrade\t0\t0\tSee Rules',
      '5\tScalpings\t11\t2\t-',
      '1D10\tResult:\tFight\tLoses\tNotes:',
      '6\tHorse Raid\t13\t-\tLose 1D6 Horses',
      '9-10\tWar Party\t21\t3\tSee Catastrophe Rules',
    ].join('\n');
    expect(tableRowsFromCsv(paste, 'range')).toEqual({
      ok: true,
      roll: '1d10',
      fieldNames: ['Fight', 'Loses'],
      warnings: [],
      rows: [
        {
          min: 1,
          max: 1,
          weight: 1,
          result: 'Trade',
          detail: 'See Rules',
          fields: { Fight: 0, Loses: 0 },
        },
        {
          min: 5,
          max: 5,
          weight: 1,
          result: 'Scalpings',
          detail: '',
          fields: { Fight: 11, Loses: 2 },
        },
        {
          min: 6,
          max: 6,
          weight: 1,
          result: 'Horse Raid',
          detail: 'Lose 1D6 Horses',
          fields: { Fight: 13 },
        },
        {
          min: 9,
          max: 10,
          weight: 1,
          result: 'War Party',
          detail: 'See Catastrophe Rules',
          fields: { Fight: 21, Loses: 3 },
        },
      ],
    });
  });

  it.each([
    ['3', 3, 3],
    ['1-2', 1, 2],
    ['1–2', 1, 2],
    ['1 — 2', 1, 2],
    ['19-20', 19, 20],
    ['11+', 11, null],
    ['11 or more', 11, null],
    ['2-', null, 2],
    ['2 or less', null, 2],
    ['any', null, null],
    ['-1', -1, -1],
  ])('reads the range "%s" as %s to %s', (cell, min, max) => {
    expect(tableRowsFromCsv(`roll,result\n${cell},X\n`, 'range')).toMatchObject({
      ok: true,
      rows: [{ min, max }],
    });
  });

  it('reads "00" as 100 under a d100 or d% heading only', () => {
    expect(tableRowsFromCsv('d100,result\n01–74,Advance\n75-00,Pick One\n', 'range')).toMatchObject(
      {
        ok: true,
        roll: 'd100',
        rows: [
          { min: 1, max: 74 },
          { min: 75, max: 100 },
        ],
      },
    );
    expect(tableRowsFromCsv('D%,result\n00,Doom\n', 'range')).toMatchObject({
      ok: true,
      roll: 'd%',
      rows: [{ min: 100, max: 100 }],
    });
    expect(tableRowsFromCsv('roll,result\n00,Nothing\n', 'range')).toMatchObject({
      ok: true,
      rows: [{ min: 0, max: 0 }],
    });
  });

  it('takes the dice from a heading: plain dice, or any notation in brackets after "roll"', () => {
    const roll = (heading: string) => {
      const result = tableRowsFromCsv(`${heading},result\n3,X\n`, 'range');
      return result.ok ? (result.roll ?? 'none') : result.errors;
    };
    expect(roll('2D6')).toBe('2d6');
    expect(roll('d6')).toBe('d6');
    expect(roll('Roll')).toBe('none');
    expect(roll('Range')).toBe('none');
    expect(roll('Roll (2d6+1)')).toBe('2d6+1');
    expect(roll('roll (d[captain] + dF)')).toBe('d[captain] + dF');
  });

  it('reads weighted rows, links to other tables and extra dice', () => {
    expect(
      tableRowsFromCsv(
        'weight,result,then,roll extra,notes\n3,Rain,,,\n1,Storm,Wind,1d6,Lose 1D6 sails\n',
        'weight',
      ),
    ).toEqual({
      ok: true,
      fieldNames: [],
      warnings: [],
      rows: [
        { min: null, max: null, weight: 3, result: 'Rain', detail: '', fields: {} },
        {
          min: null,
          max: null,
          weight: 1,
          result: 'Storm',
          detail: 'Lose 1D6 sails',
          fields: {},
          then: 'wind',
          roll: '1d6',
        },
      ],
    });
  });

  it('says what a column means for the kind of table', () => {
    expect(tableRowsFromCsv('1d6,weight,result\n1,2,A\n', 'weight')).toMatchObject({
      ok: true,
      rows: [{ min: null, max: null, weight: 2 }],
      warnings: ['the "1d6" column was ignored: a weighted table picks rows by their weight'],
    });
    expect(tableRowsFromCsv('1d6,weight,result\n1,2,A\n', 'range')).toMatchObject({
      ok: true,
      rows: [{ min: 1, max: 1, weight: 2 }],
      warnings: [
        'the "weight" column is kept, but a ranged table picks rows by the dice total, not by weight',
      ],
    });
  });

  it('names the row of every mistake, and applies nothing', () => {
    expect(
      tableRowsFromCsv(
        '1d6,result,then\n1-2,Calm,\nsix,Storm,\n3,,\n4,Wind,Gale Table\n\n5-6,Fog,\n',
        'range',
      ),
    ).toEqual({
      ok: false,
      errors: [
        {
          row: 3,
          column: '1d6',
          message: 'row 3: "six" is not a roll or a range such as 3, 1-2 or 11+',
        },
        { row: 4, column: 'result', message: 'row 4: a row needs a result' },
        {
          row: 5,
          column: 'then',
          message: `row 5: then must name a table by its id, such as "wind" (got 'Gale Table')`,
        },
      ],
    });
    expect(tableRowsFromCsv('weight,result\nx,A\n1.5,B\n', 'weight')).toEqual({
      ok: false,
      errors: [
        { row: 2, column: 'weight', message: "row 2: weight must be a whole number (got 'x')" },
        { row: 3, column: 'weight', message: "row 3: weight must be a whole number (got '1.5')" },
      ],
    });
  });

  it('refuses a link to a table the scenario does not have, when told which it has', () => {
    const csv = 'weight,result,then\n1,Rain,wind\n1,Storm,gale\n';
    expect(tableRowsFromCsv(csv, 'weight', { tableIds: ['weather', 'wind'] })).toEqual({
      ok: false,
      errors: [
        {
          row: 3,
          column: 'then',
          message: 'row 3: then names "gale", which is not a table in this scenario (add it first)',
        },
      ],
    });
    expect(tableRowsFromCsv(csv, 'weight')).toMatchObject({ ok: true });
  });

  it('rejects a file without a result column, a ranged table without rolls, or no rows', () => {
    expect(tableRowsFromCsv('roll,effect\n1,A\n', 'range')).toEqual({
      ok: false,
      errors: [{ row: 1, message: 'the first row must name the columns, with a "result" column' }],
    });
    expect(tableRowsFromCsv('result\nA\n', 'range')).toEqual({
      ok: false,
      errors: [
        {
          row: 1,
          message:
            'a ranged table needs a column for the rolls, headed "roll" or with its dice, e.g. "1d10"',
        },
      ],
    });
    expect(tableRowsFromCsv('result\nA\n', 'weight')).toMatchObject({ ok: true });
    expect(tableRowsFromCsv('2d6,result\n', 'range')).toEqual({
      ok: false,
      errors: [{ row: 2, message: 'there are no rows under the header row' }],
    });
    expect(tableRowsFromCsv('2d6,result,Result\n2,A,B\n', 'range')).toMatchObject({
      ok: false,
      errors: [{ row: 1, message: 'row 1: the column "result" appears twice' }],
    });
  });
});

describe('table rows to a spreadsheet', () => {
  it('writes a ranged table under its dice, open ends as 3- and 11+', () => {
    const table = tableSchema.parse({
      id: 't',
      name: 'T',
      roll: '2d6',
      fieldNames: ['Fight'],
      rows: [
        { min: null, max: 3, result: 'Ambushed, badly', fields: { Fight: 5 } },
        { min: 4, max: 10, result: 'Battle', detail: 'Both sides lose 1' },
        { min: 11, max: null, result: 'Overrun', roll: '1d6', then: 'loot' },
      ],
    });
    expect(tableRowsToCsv(table)).toBe(
      '2d6,result,detail,Fight,then,extra\n' +
        '3-,"Ambushed, badly",,5,,\n' +
        '4-10,Battle,Both sides lose 1,,,\n' +
        '11+,Overrun,,,loot,1d6\n',
    );
    expect(tableRowsToCsv({ ...table, roll: '2d6 + 1' }).split('\n')[0]).toBe(
      'roll (2d6 + 1),result,detail,Fight,then,extra',
    );
    expect(tableRowsToCsv({ ...table, mode: 'weight' }, { delimiter: '\t' }).split('\n')[1]).toBe(
      '1\tAmbushed, badly\t\t5\t\t',
    );
  });

  // Text may start like a formula (=, +, -, @): it is written escaped and read back as typed.
  // Text that is a number would read back as one, and a lone "-" as nothing, so none is.
  const text = fc
    .stringMatching(/^[A-Za-z=+@'-][A-Za-z0-9 ,;"'\t\n=+@-]{0,14}$/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== '-' && !/^-?\d+(\.\d+)?$/.test(s));
  const common = {
    result: text,
    detail: fc.oneof(fc.constant(''), text),
    fields: fc.record(
      { Fight: fc.integer({ min: -5, max: 50 }), note: text },
      { requiredKeys: [] },
    ),
    roll: fc.option(fc.constantFrom('1d6', '2d6+1'), { nil: undefined }),
    then: fc.option(fc.constantFrom('wind', 'loot-2'), { nil: undefined }),
  };
  const bound = fc.option(fc.integer({ min: -20, max: 120 }), { nil: null });
  const withoutUndefined = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

  it('writes ranged tables that read back the same, whatever their dice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ...common, min: bound, max: bound }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('1d10', '2d6', 'd100', '3d6kh2', 'd[captain]+1'),
        fc.constantFrom<',' | '\t'>(',', '\t'),
        (rows, roll, delimiter) => {
          const table = tableSchema.parse({
            id: 't',
            name: 'T',
            roll,
            fieldNames: ['Fight', 'note'],
            rows: rows.map(withoutUndefined),
          });
          expect(tableRowsFromCsv(tableRowsToCsv(table, { delimiter }), 'range')).toEqual({
            ok: true,
            roll,
            rows: table.rows as TableRow[],
            fieldNames: ['Fight', 'note'],
            warnings: [],
          });
        },
      ),
    );
  });

  it('writes weighted tables that read back the same', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ...common, weight: fc.integer({ min: 0, max: 1000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (rows) => {
          const table = tableSchema.parse({
            id: 't',
            name: 'T',
            mode: 'weight',
            fieldNames: ['Fight', 'note'],
            rows: rows.map(withoutUndefined),
          });
          expect(tableRowsFromCsv(tableRowsToCsv(table), 'weight')).toEqual({
            ok: true,
            rows: table.rows,
            fieldNames: ['Fight', 'note'],
            warnings: [],
          });
        },
      ),
    );
  });
});
