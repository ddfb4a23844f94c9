import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsFromCsv, cardsToCsv } from '../../../scenarios/csv/cards-csv.ts';
import { tableRowsFromCsv, tableRowsToCsv } from '../../../scenarios/csv/table-csv.ts';
import { deckSchema, tableSchema } from '../../../scenarios/format/draws.ts';

describe('cards from a spreadsheet', () => {
  it('reads titles, copies, tags, persistence and free fields; makes ids from titles', () => {
    const csv =
      '\uFEFFTitle,Text,Copies,Tags,Persistent,Cost\r\nFuel Leak,"Venting fuel,\nfast",2,crisis; engineering,no,1 Fuel\r\nPlague,,1,,yes,3\r\n';
    const result = cardsFromCsv(csv);
    expect(result).toEqual({
      ok: true,
      fieldNames: ['cost'],
      warnings: [],
      cards: [
        expect.objectContaining({
          id: 'fuel-leak',
          title: 'Fuel Leak',
          text: 'Venting fuel,\nfast',
          copies: 2,
          tags: ['crisis', 'engineering'],
          persistent: false,
          fields: { cost: '1 Fuel' },
        }),
        expect.objectContaining({ id: 'plague', copies: 1, persistent: true, fields: { cost: 3 } }),
      ],
    });
  });

  it('reads tab-separated text pasted from a spreadsheet', () => {
    const result = cardsFromCsv('id\ttitle\tvalue\np7\tPlunder 7\t7\n');
    expect(result).toMatchObject({
      ok: true,
      cards: [{ id: 'p7', title: 'Plunder 7', fields: { value: 7 } }],
    });
  });

  it('names the row and column of every mistake, and applies nothing', () => {
    const csv =
      'id,title,copies,persistent\na,Alpha,two,no\nb,,1,no\nc,Gamma,1,maybe\na,Again,1,no\n';
    expect(cardsFromCsv(csv)).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          column: 'copies',
          message: "row 2: copies must be a whole number from 0 to 10000 (got 'two')",
        },
        { row: 3, column: 'title', message: 'row 3: a card needs a title' },
        {
          row: 4,
          column: 'persistent',
          message: "row 4: persistent must be yes or no (got 'maybe')",
        },
        { row: 5, column: 'id', message: 'row 5: the id "a" is already used by row 2' },
      ],
    });
    expect(cardsFromCsv('name,text\nx,y\n')).toMatchObject({ ok: false, errors: [{ row: 1 }] });
    expect(cardsFromCsv('title\n')).toMatchObject({
      ok: false,
      errors: [{ message: 'there are no cards under the header row' }],
    });
  });

  it('writes decks that read back the same', () => {
    const word = fc
      .stringMatching(/^[A-Za-z][A-Za-z ,"']{0,12}$/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const cardArb = fc.record({
      title: word,
      text: fc.oneof(fc.constant(''), word),
      copies: fc.integer({ min: 0, max: 40 }),
      tags: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 3 }),
      persistent: fc.boolean(),
      fields: fc.record({ cost: fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant('2 Fuel')) }),
    });
    fc.assert(
      fc.property(
        fc.array(cardArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<',' | '\t'>(',', '\t'),
        (cards, delimiter) => {
          const deck = deckSchema.parse({
            id: 'd',
            name: 'D',
            fieldNames: ['cost'],
            cards: cards.map((c, i) => ({ ...c, id: `c-${i}` })),
          });
          const back = cardsFromCsv(cardsToCsv(deck, delimiter));
          expect(back).toMatchObject({ ok: true, cards: deck.cards, fieldNames: ['cost'] });
        },
      ),
    );
  });
});

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
    const result = tableRowsFromCsv(paste, 'range');
    expect(result).toMatchObject({
      ok: true,
      roll: '1d10',
      fieldNames: ['fight', 'loses'],
      rows: [
        { min: 1, max: 1, result: 'Trade', detail: 'See Rules', fields: { fight: 0, loses: 0 } },
        { min: 5, max: 5, result: 'Scalpings', detail: '', fields: { fight: 11, loses: 2 } },
        { min: 6, max: 6, result: 'Horse Raid', detail: 'Lose 1D6 Horses', fields: { fight: 13 } },
        { min: 9, max: 10, result: 'War Party' },
      ],
    });
  });

  it('reads open ranges, en dashes and d100 "00"', () => {
    const result = tableRowsFromCsv('d100,result\n01–74,Advance\n75-00,Pick One\n', 'range');
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { min: 1, max: 74 },
        { min: 75, max: 100 },
      ],
    });
    expect(tableRowsFromCsv('2d6,result\n3-,Ambushed\n11+,Overrun\n', 'range')).toMatchObject({
      ok: true,
      rows: [
        { min: null, max: 3 },
        { min: 11, max: null },
      ],
    });
  });

  it('reads weighted rows and links to other tables', () => {
    expect(tableRowsFromCsv('weight,result,then\n3,Rain,\n1,Storm,Wind\n', 'weight')).toMatchObject(
      {
        ok: true,
        rows: [
          { weight: 3, result: 'Rain' },
          { weight: 1, result: 'Storm', then: 'wind' },
        ],
      },
    );
  });

  it('names the row of every mistake', () => {
    expect(tableRowsFromCsv('1d6,result\n1-2,Calm\nsix,Storm\n3,\n', 'range')).toEqual({
      ok: false,
      errors: [
        {
          row: 3,
          column: '1d6',
          message: 'row 3: "six" is not a roll or a range such as 3, 1-2 or 11+',
        },
        { row: 4, column: 'result', message: 'row 4: a row needs a result' },
      ],
    });
    expect(tableRowsFromCsv('result\nA\n', 'range')).toMatchObject({
      ok: false,
      errors: [{ row: 1 }],
    });
    expect(tableRowsFromCsv('weight,result\nx,A\n', 'weight')).toMatchObject({
      ok: false,
      errors: [{ row: 2, column: 'weight' }],
    });
  });

  it('writes tables that read back the same', () => {
    const table = tableSchema.parse({
      id: 't',
      name: 'T',
      roll: '2d6',
      fieldNames: ['fight'],
      rows: [
        { min: null, max: 3, result: 'Ambushed, badly', fields: { fight: 5 } },
        { min: 4, max: 10, result: 'Battle', detail: 'Both sides lose 1' },
        { min: 11, max: null, result: 'Overrun', roll: '1d6', then: 'loot' },
      ],
    });
    expect(tableRowsFromCsv(tableRowsToCsv(table), 'range')).toMatchObject({
      ok: true,
      roll: '2d6',
      rows: table.rows,
    });
  });
});
