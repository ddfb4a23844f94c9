import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardsFromCsv, cardsToCsv } from '../../../features/draws/cards-csv.ts';
import { deckSchema } from '../../../features/draws/draws-format.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('cards from a spreadsheet', () => {
  it('reads titles, copies, tags, persistence and free fields; makes ids from titles', () => {
    const csv =
      '\uFEFFTitle,Text,Copies,Tags,Persistent,Cost\r\nFuel Leak,"Venting fuel,\nfast",2,crisis; engineering,no,1 Fuel\r\nPlague,,1,,yes,3\r\n';
    expect(cardsFromCsv(csv)).toEqual({
      ok: true,
      fieldNames: ['Cost'],
      warnings: [],
      cards: [
        {
          id: 'fuel-leak',
          title: 'Fuel Leak',
          text: 'Venting fuel,\nfast',
          copies: 2,
          tags: ['crisis', 'engineering'],
          persistent: false,
          fields: { Cost: '1 Fuel' },
          source: '',
        },
        {
          id: 'plague',
          title: 'Plague',
          text: '',
          copies: 1,
          tags: [],
          persistent: true,
          fields: { Cost: 3 },
          source: '',
        },
      ],
    });
  });

  it('takes the columns in any order and case, with copies defaulting to 1', () => {
    const result = cardsFromCsv('TAGS,persistent,TITLE\n"a,b",X,Mutiny\n,,Drift\n');
    expect(result).toMatchObject({
      ok: true,
      fieldNames: [],
      cards: [
        { id: 'mutiny', copies: 1, tags: ['a', 'b'], persistent: true },
        { id: 'drift', copies: 1, tags: [], persistent: false },
      ],
    });
  });

  it.each([
    ['yes', true],
    ['Y', true],
    ['true', true],
    ['1', true],
    ['x', true],
    ['no', false],
    ['FALSE', false],
    ['0', false],
    ['', false],
  ])('reads persistent "%s" as %s', (cell, persistent) => {
    expect(cardsFromCsv(`title,persistent\nA,${cell}\n`)).toMatchObject({
      ok: true,
      cards: [{ persistent }],
    });
  });

  it('reads tab-separated text pasted from a spreadsheet, and keeps a picture', () => {
    const result = cardsFromCsv(`id\ttitle\tvalue\timage\np7\tPlunder 7\t7\t${PNG}\n`);
    expect(result).toMatchObject({
      ok: true,
      fieldNames: ['value'],
      cards: [{ id: 'p7', title: 'Plunder 7', fields: { value: 7 }, image: PNG }],
    });
  });

  it('makes ids unique, steering clear of ids the file gives later', () => {
    const result = cardsFromCsv('id,title\n,Fire\n,Fire\nfire,Fire Again\n,!!!\n');
    expect(result.ok && result.cards.map((c) => c.id)).toEqual([
      'fire-2',
      'fire-3',
      'fire',
      'card',
    ]);
  });

  it('skips blank lines but numbers rows as the spreadsheet does', () => {
    const result = cardsFromCsv('title,copies\n\nA,1\n,\nB,lots\n');
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 5, column: 'copies', message: "row 5: copies must be a whole number (got 'lots')" },
      ],
    });
  });

  it('skips the header a rulebook repeats on each page, in any case, numbering rows as written', () => {
    const result = cardsFromCsv('Title,Copies\nA,1\ntitle: ,COPIES\nB,x\n');
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 4, column: 'copies', message: "row 4: copies must be a whole number (got 'x')" },
      ],
    });
    const ok = cardsFromCsv('Title,Copies\nA,1\nTitle,Copies\nB,2\n');
    expect(ok.ok && ok.cards.map((c) => c.title)).toEqual(['A', 'B']);
  });

  it('names the row and column of every mistake, and applies nothing', () => {
    const csv =
      'id,title,copies,persistent\na,Alpha,two,no\nb,,1,no\nc,Gamma,1,maybe\na,Again,1,no\nd,Delta,20000,no\n';
    expect(cardsFromCsv(csv)).toEqual({
      ok: false,
      errors: [
        { row: 2, column: 'copies', message: "row 2: copies must be a whole number (got 'two')" },
        { row: 3, column: 'title', message: 'row 3: a card needs a title' },
        {
          row: 4,
          column: 'persistent',
          message: "row 4: persistent must be yes or no (got 'maybe')",
        },
        { row: 5, column: 'id', message: 'row 5: the id "a" is already used by row 2' },
        {
          row: 6,
          column: 'copies',
          message: "row 6: copies must be from 0 to 10000 (got '20000')",
        },
      ],
    });
  });

  it('says what the format itself rejects: a bad id, a picture that is not one', () => {
    expect(cardsFromCsv('id,title,image\nBad Id!,A,\nb,B,http://x/y.png\n')).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          column: 'id',
          message: 'row 2: id: must be lower-case letters, digits and dashes',
        },
        { row: 3, column: 'image', message: 'row 3: image: must be a data: URL of an image' },
      ],
    });
  });

  it('rejects a file without a title column, without cards, or with a column twice', () => {
    expect(cardsFromCsv('name,text\nx,y\n')).toEqual({
      ok: false,
      errors: [
        {
          row: 1,
          message: 'the first row must name the columns, with at least a "title" column',
        },
      ],
    });
    expect(cardsFromCsv('')).toMatchObject({ ok: false, errors: [{ row: 1 }] });
    expect(cardsFromCsv('title\n\n')).toEqual({
      ok: false,
      errors: [{ row: 2, message: 'there are no cards under the header row' }],
    });
    expect(cardsFromCsv('title,Cost,cost\nA,1,2\n')).toEqual({
      ok: false,
      errors: [{ row: 1, column: 'cost', message: 'row 1: the column "cost" appears twice' }],
    });
  });

  it('reports a quote that never closes at the row where it opens', () => {
    const result = cardsFromCsv('title,text\nA,fine\nB,"runs on\nC,x\n');
    expect(result).toMatchObject({
      ok: false,
      errors: [{ row: 3, message: expect.stringMatching(/^row 3: a cell opens a quote/) }],
    });
  });

  it('warns about cells beyond the last column', () => {
    expect(cardsFromCsv('title\nA,stray\nB\n')).toMatchObject({
      ok: true,
      warnings: ['row 2 has more cells than the header has columns; the extra cells were ignored'],
    });
  });
});

describe('cards to a spreadsheet', () => {
  it('writes the fixed columns, then the fields, quoting what needs it', () => {
    const deck = deckSchema.parse({
      id: 'events',
      name: 'Events',
      fieldNames: ['cost'],
      cards: [
        { id: 'leak', title: 'Fuel Leak', text: 'Vent, "now"', copies: 2, fields: { cost: 1 } },
        { id: 'plague', title: 'Plague', tags: ['a', 'b'], persistent: true },
      ],
    });
    expect(cardsToCsv(deck)).toBe(
      'id,title,text,copies,tags,persistent,cost,source\n' +
        'leak,Fuel Leak,"Vent, ""now""",2,,no,1,\n' +
        'plague,Plague,,1,a; b,yes,,\n',
    );
    expect(cardsToCsv(deck, { delimiter: '\t' }).split('\n')[0]).toBe(
      'id\ttitle\ttext\tcopies\ttags\tpersistent\tcost\tsource',
    );
  });

  it('writes decks that read back the same (CSV and TSV)', () => {
    // Words may start like formulas (=, +, -, @): they are written escaped and read back as
    // typed. A word that is a number would read back as one, so none is.
    const word = fc
      .stringMatching(/^[A-Za-z=+@'-][A-Za-z0-9 ,;"'\t\n=+@-]{0,14}$/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && !/^-?\d+(\.\d+)?$/.test(s));
    const cardArb = fc.record({
      title: word,
      text: fc.oneof(fc.constant(''), word),
      copies: fc.integer({ min: 0, max: 40 }),
      tags: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z ]{0,5}[a-z]$/), { maxLength: 3 }),
      persistent: fc.boolean(),
      fields: fc.record(
        { Cost: fc.oneof(fc.integer({ min: -9, max: 99 }), fc.constant('2 Fuel')), kind: word },
        { requiredKeys: [] },
      ),
      source: fc.constantFrom('', 'placeholder'),
      image: fc.option(fc.constant(PNG), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(cardArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<',' | '\t'>(',', '\t'),
        (cards, delimiter) => {
          const deck = deckSchema.parse({
            id: 'd',
            name: 'D',
            fieldNames: ['Cost', 'kind'],
            cards: cards.map(({ image, ...c }, i) => ({
              ...c,
              id: `c-${i}`,
              ...(image ? { image } : {}),
            })),
          });
          const back = cardsFromCsv(cardsToCsv(deck, { delimiter }));
          expect(back).toEqual({
            ok: true,
            cards: deck.cards,
            fieldNames: ['Cost', 'kind'],
            warnings: [],
          });
        },
      ),
    );
  });
});
