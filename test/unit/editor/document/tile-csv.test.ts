import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPrototypeKey } from '../../../../scenarios/format/prototype-key.ts';
import { tileSchema, type Tile } from '../../../../scenarios/format/tiles.ts';
import { mergeTiles, parseTileCsv, tilesToCsv } from '../../../../editor/model/tile-csv.ts';
import { doc, expectValid, hexMap, tile } from './fixtures.ts';

/**
 * Characters that trip up spreadsheets: quotes, delimiters, line breaks, JSON and number
 * look-alikes, and the characters that start a formula (written escaped, read back as typed).
 */
const awkward = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    'é',
    '★',
    ' ',
    '\t',
    '\n',
    '\r',
    '"',
    ',',
    ';',
    '[',
    '{',
    '}',
    '1',
    '0',
    '-',
    '=',
    '+',
    '@',
    "'",
    '.',
    'e',
    'true',
    'null',
    'attributes.',
    'name',
    '__proto__',
  ),
  maxLength: 8,
});
const text = fc.oneof(awkward, fc.string({ maxLength: 10 }));
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

const arbitraryTile: fc.Arbitrary<Tile> = fc
  .record(
    {
      id: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/),
      name: text,
      kind: text,
      colour: fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
      label: text,
      border: text,
      copies: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      source: text,
      image: fc.constantFrom(
        'data:image/png;base64,iVBORw0KGgo=',
        'data:image/svg+xml;base64,PHN2Zz4=',
      ),
      attributes: fc.dictionary(fc.oneof(awkward, fc.string({ maxLength: 6 })), json, {
        maxKeys: 4,
      }),
    },
    { requiredKeys: ['id', 'name', 'colour', 'copies', 'attributes'] },
  )
  .map((input) => tileSchema.safeParse(input))
  .filter((parsed) => parsed.success && findPrototypeKey(parsed.data) === null)
  .map((parsed) => parsed.data as Tile);

describe('tilesToCsv and parseTileCsv', () => {
  it('round-trip any library exactly', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryTile, { selector: (t) => t.id, maxLength: 6 }),
        (tiles) => {
          const back = parseTileCsv(tilesToCsv(tiles));
          expect(back.problems).toEqual([]);
          expect(back.tiles).toStrictEqual(tiles);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('write a plain header and plain cells for ordinary tiles', () => {
    const csv = tilesToCsv([
      tile('18', {
        name: 'Mecatol Rex',
        label: '18',
        copies: 1,
        attributes: { resources: 1, legendary: false },
      }),
      tile('wh', { name: 'Wormhole, alpha', attributes: { wormhole: 'alpha', code: '007' } }),
    ]);
    expect(csv).toBe(
      'id,name,kind,colour,label,border,copies,source,resources,legendary,wormhole,code\r\n' +
        '18,Mecatol Rex,system,#3d4a5c,18,,1,,1,false,,\r\n' +
        'wh,"Wormhole, alpha",system,#3d4a5c,,,,,,,alpha,"""007"""\r\n',
    );
  });
});

describe('parseTileCsv', () => {
  it('reads typed attributes: numbers, booleans, null, JSON and quoted text', () => {
    const { tiles, problems } = parseTileCsv(
      'name,resources,influence,legendary,planets,code,note\n' +
        'Mecatol Rex,1,6,TRUE,"[{""name"":""Mecatol Rex""}]","""007""",null\n' +
        'Quann,-2.5,1e3,false,{},plain text,\n',
    );
    expect(problems).toEqual([]);
    expect(tiles.map((t) => t.attributes)).toEqual([
      {
        resources: 1,
        influence: 6,
        legendary: true,
        planets: [{ name: 'Mecatol Rex' }],
        code: '007',
        note: null,
      },
      { resources: -2.5, influence: 1000, legendary: false, planets: {}, code: 'plain text' },
    ]);
  });

  it('reports bad rows by file line and column, and still returns the good rows', () => {
    const csv =
      'id,name,kind,copies,colour,planets\n' + // line 1
      'mecatol,Mecatol Rex,system,1,#aabbcc,"[1,\n2]"\n' + // lines 2-3
      'bad-copies,Two,system,lots,,\n' + // line 4
      'bad-json,Three,system,,,{oops\n' + // line 5
      '\n' + // line 6: blank, skipped
      'bad-colour,Four,system,,red,\n' + // line 7
      ',,anomaly,,,\n' + // line 8: no name
      'fine,Five,,,,\n'; // line 9
    const { tiles, problems } = parseTileCsv(csv);
    expect(tiles.map((t) => t.id)).toEqual(['mecatol', 'fine']);
    expect(tiles[0]?.attributes).toEqual({ planets: [1, 2] });
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [4, 'copies'],
      [5, 'planets'],
      [7, 'colour'],
      [8, 'name'],
    ]);
    expect(problems[0]?.message).toMatch(/"lots" is not a number of copies/);
    expect(problems[1]?.message).toMatch(/not valid JSON/);
    expect(problems[2]?.message).toBe('must be a colour like #3366cc');
    expect(problems[3]?.message).toBe('a tile needs a name');
  });

  it('makes missing ids from names, never taking one another row asks for', () => {
    const { tiles, problems } = parseTileCsv(
      'id,name\n,Alpha Centauri\nalpha-centauri,Other\n,Alpha Centauri\n',
    );
    expect(problems).toEqual([]);
    expect(tiles.map((t) => t.id)).toEqual([
      'alpha-centauri-2',
      'alpha-centauri',
      'alpha-centauri-3',
    ]);
    // With no id column at all, every id comes from the name.
    expect(parseTileCsv('name\nRigel\n').tiles[0]?.id).toBe('rigel');
  });

  it('refuses a second row with the same id', () => {
    const { tiles, problems } = parseTileCsv('id,name\nx,One\nx,Two\n');
    expect(tiles.map((t) => t.name)).toEqual(['One']);
    expect(problems).toEqual([
      { row: 3, column: 'id', message: 'Another row already has the id "x".' },
    ]);
  });

  it('accepts TSV, semicolons, Windows line ends, a byte-order mark and "color"', () => {
    const expected = { id: 'a', name: 'Alpha', colour: '#112233' };
    for (const text of [
      'id\tname\tcolor\na\tAlpha\t#112233\n',
      'id;name;colour\r\na;Alpha;112233\r\n',
      '\uFEFFID,Name,Colour\r\na,Alpha,#112233',
    ]) {
      const { tiles, problems } = parseTileCsv(text);
      expect(problems).toEqual([]);
      expect(tiles).toHaveLength(1);
      expect(tiles[0]).toMatchObject(expected);
    }
  });

  it('needs a header row with a name column', () => {
    expect(parseTileCsv('')).toEqual({
      tiles: [],
      problems: [{ row: 1, message: 'The file is empty: the first line must name the columns.' }],
    });
    const headless = parseTileCsv('Mecatol Rex,system,1\nQuann,system,2\n');
    expect(headless.tiles).toEqual([]);
    expect(headless.problems).toEqual([
      expect.objectContaining({
        row: 1,
        message: expect.stringMatching(/at least a "name" column/),
      }),
    ]);
  });

  it('reports rows with more cells than the header names', () => {
    const { tiles, problems } = parseTileCsv('name,kind\nMecatol, Rex,system\nQuann,system\n');
    expect(tiles.map((t) => t.name)).toEqual(['Quann']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 2 });
    expect(problems[0]?.message).toMatch(/must be in double quotes/);
  });

  it('reports an unterminated quote instead of guessing', () => {
    const { tiles, problems } = parseTileCsv('name,kind\nGood,system\n"Bad,system\n');
    expect(tiles.map((t) => t.name)).toEqual(['Good']);
    expect(problems).toEqual([
      { row: 3, message: expect.stringMatching(/^Cannot read this line/) },
    ]);
  });

  it('reports duplicate, unnamed and "__proto__" columns at the header', () => {
    const { tiles, problems } = parseTileCsv(
      'name,resources,resources,,__proto__,\nA,1,2,3,{"polluted":true},\n',
    );
    expect(tiles).toHaveLength(1);
    expect(tiles[0]?.attributes).toEqual({ resources: 1 });
    expect(Object.getPrototypeOf(tiles[0]?.attributes)).toBe(Object.prototype);
    expect(problems.map((p) => p.message)).toEqual([
      'The column "resources" appears twice; only the first is read.',
      'Column 4 has no name, so its values are not read.',
      '"__proto__" cannot be used as a column name; its values are not read.',
    ]);
  });

  it('reads an attribute named like a tile field from an "attributes." column', () => {
    const { tiles } = parseTileCsv('name,attributes.name,"attributes."" padded """\nA,inner,x\n');
    expect(tiles[0]).toMatchObject({ name: 'A', attributes: { name: 'inner', ' padded ': 'x' } });
  });

  it('refuses JSON holding a "__proto__" key', () => {
    const { tiles, problems } = parseTileCsv('name,data\nA,"{""__proto__"":{""x"":1}}"\n');
    expect(tiles).toEqual([]);
    expect(problems).toEqual([
      { row: 2, column: 'data', message: '"__proto__" cannot be used as a field name' },
    ]);
  });
});

describe('mergeTiles', () => {
  it('replaces tiles with the same id in place, adds the others, and counts both', () => {
    const d = doc([tile('a'), tile('b'), tile('c')], [hexMap('m', { '0,0': 'b' })]);
    const result = mergeTiles(d, [tile('b', { name: 'Bravo' }), tile('c'), tile('d')]);
    expect(result.added).toBe(1);
    expect(result.updated).toBe(1);
    expect(result.doc.tiles.map((t) => [t.id, t.name])).toEqual([
      ['a', 'Tile a'],
      ['b', 'Bravo'],
      ['c', 'Tile c'],
      ['d', 'Tile d'],
    ]);
    expect(result.doc.tiles[2]).toBe(d.tiles[2]);
    expect(result.doc.maps).toBe(d.maps);
    expectValid(result.doc);
  });

  it('returns the same document when the import changes nothing', () => {
    const d = doc([tile('a', { attributes: { x: 1, y: [2] } })], []);
    const again = mergeTiles(d, [tile('a', { attributes: { y: [2], x: 1 } })]);
    expect(again).toEqual({ doc: d, added: 0, updated: 0 });
    expect(again.doc).toBe(d);
  });

  it('imports a parsed file into a library that then still satisfies the scenario', () => {
    const d = doc([tile('a')], [hexMap('m', { '0,0': 'a' })]);
    const { tiles } = parseTileCsv('id,name,copies\na,Alpha,2\nb,Beta,\n');
    const result = mergeTiles(d, tiles);
    expect([result.added, result.updated]).toEqual([1, 1]);
    expectValid(result.doc);
  });
});
