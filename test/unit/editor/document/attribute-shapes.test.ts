import { describe, expect, it } from 'vitest';
import { attributeFigures, placedFigures } from '../../../../editor/model/attribute-figures.ts';
import {
  attributeLabel,
  emptyRecord,
  emptyValue,
  fits,
  inferAttributeShapes,
  itemNoun,
  libraryAttributeShapes,
  listText,
  readList,
  readScalar,
  shapeFor,
  withRecordField,
} from '../../../../editor/model/attribute-shapes.ts';
import { tileSchema } from '../../../../scenarios/format/tiles.ts';
import { bundled } from '../bundled/bundled.ts';

/** Systems as a galaxy game's library stores them: planets as records, anomalies as text or null. */
const SYSTEMS = [
  {
    planets: [{ name: 'Mecatol Rex', resources: 1, influence: 6 }],
    anomaly: null,
    wormhole: null,
  },
  {
    planets: [
      { name: 'Bereg', resources: 3, influence: 1, tech: 'red' },
      { name: 'Lirta IV', resources: 2, influence: 3, tech: 'green' },
    ],
    anomaly: null,
    wormhole: null,
    highResource: true,
  },
  { planets: [], anomaly: 'nebula', wormhole: null },
  { planets: [], anomaly: null, wormhole: 'A' },
];

describe('the shape of attributes, read from the values a library gives them', () => {
  it('reads planets as records, anomalies as optional text with suggestions, flags as yes/no', () => {
    const shapes = inferAttributeShapes(SYSTEMS);
    expect([...shapes.keys()]).toEqual(['planets', 'anomaly', 'wormhole', 'highResource']);
    expect(shapes.get('planets')).toEqual({
      type: 'records',
      optional: false,
      fields: [
        {
          key: 'name',
          shape: { type: 'text', suggestions: ['Bereg', 'Lirta IV', 'Mecatol Rex'] },
          optional: false,
        },
        { key: 'resources', shape: { type: 'number', integer: true }, optional: false },
        { key: 'influence', shape: { type: 'number', integer: true }, optional: false },
        { key: 'tech', shape: { type: 'text', suggestions: ['green', 'red'] }, optional: true },
      ],
    });
    expect(shapes.get('anomaly')).toEqual({
      type: 'text',
      suggestions: ['nebula'],
      optional: true,
    });
    expect(shapes.get('highResource')).toEqual({ type: 'flag', optional: false });
  });

  it('falls back to JSON where the values disagree, and reads lists of plain values', () => {
    const shapes = inferAttributeShapes([
      { mixed: 3, cost: 1.5, tags: ['alpha', 'beta'], nested: { a: 1 }, empty: [] },
      { mixed: 'three', cost: 2 },
    ]);
    expect(shapes.get('mixed')).toEqual({ type: 'json', optional: false });
    expect(shapes.get('cost')).toEqual({ type: 'number', integer: false, optional: false });
    expect(shapes.get('tags')).toEqual({
      type: 'list',
      item: { type: 'text', suggestions: ['alpha', 'beta'] },
      optional: false,
    });
    expect(shapes.get('nested')?.type).toBe('json');
    expect(shapes.get('empty')?.type).toBe('list');
    // Only nulls seen: a text that may be empty.
    expect(inferAttributeShapes([{ x: null }]).get('x')).toEqual({
      type: 'text',
      suggestions: [],
      optional: true,
    });
  });

  it("uses the library's shape when the value fits it, else the value's own", () => {
    const shapes = inferAttributeShapes(SYSTEMS);
    expect(shapeFor(shapes, 'anomaly', null).type).toBe('text');
    expect(shapeFor(shapes, 'planets', []).type).toBe('records');
    expect(shapeFor(shapes, 'planets', 'none at all').type).toBe('text');
    expect(shapeFor(shapes, 'speed', 3)).toEqual({
      type: 'number',
      integer: true,
      optional: false,
    });
    const planets = shapes.get('planets');
    if (!planets) throw new Error('planets are known');
    expect(fits(planets, [{ name: 'X', resources: 1 }])).toBe(true);
    expect(fits(planets, [{ name: 'X', moons: 2 }])).toBe(false);
  });

  it('knows the bundled galaxy game: every system tile gets a planets form', () => {
    const scenario = bundled('ti3-patch');
    const shapes = libraryAttributeShapes(scenario.tiles);
    expect(libraryAttributeShapes(scenario.tiles)).toBe(shapes);
    expect(shapes.get('planets')?.type).toBe('records');
    expect(shapes.get('anomaly')?.type).toBe('text');
    expect(shapes.get('wormhole')?.type).toBe('text');
    for (const tile of scenario.tiles)
      for (const [key, value] of Object.entries(tile.attributes))
        expect(shapeFor(shapes, key, value).type).not.toBe('json');
  });
});

describe('the form model', () => {
  it('reads what is typed for the shape, refusing what is not a number', () => {
    const whole = { type: 'number', integer: true } as const;
    expect(readScalar(whole, ' 3 ', false)).toEqual({ value: 3 });
    expect(readScalar(whole, '2.5', false)).toEqual({ error: 'must be a whole number' });
    expect(readScalar(whole, 'two', false)).toEqual({ error: 'enter a number' });
    expect(readScalar(whole, '', false)).toEqual({ error: 'enter a number' });
    expect(readScalar(whole, '', true)).toEqual({ value: null });
    const text = { type: 'text', suggestions: [] } as const;
    expect(readScalar(text, '', true)).toEqual({ value: null });
    expect(readScalar(text, '', false)).toEqual({ value: '' });
    expect(readScalar(text, '3', false)).toEqual({ value: '3' });
    expect(readList({ type: 'number', integer: true }, '1, 2,3')).toEqual({ value: [1, 2, 3] });
    expect(readList({ type: 'number', integer: true }, '1, x')).toEqual({
      error: '“x”: enter a number',
    });
    expect(listText(['alpha', 'beta'])).toBe('alpha, beta');
  });

  it('starts new values and records empty, and changes one field of one record', () => {
    const shapes = inferAttributeShapes(SYSTEMS);
    const planets = shapes.get('planets');
    if (planets?.type !== 'records') throw new Error('planets are records');
    expect(emptyValue(planets)).toEqual([]);
    expect(emptyValue({ type: 'text', suggestions: [], optional: true })).toBeNull();
    expect(emptyRecord(planets.fields)).toEqual({ name: '', resources: 0, influence: 0 });
    const list = SYSTEMS[1]?.planets ?? [];
    const edited = withRecordField(list, 1, 'influence', 4);
    expect(edited).toEqual([
      list[0],
      { name: 'Lirta IV', resources: 2, influence: 4, tech: 'green' },
    ]);
    expect(list[1]?.influence).toBe(3);
    expect(withRecordField(list, 0, 'tech', null)).toEqual([
      { name: 'Bereg', resources: 3, influence: 1 },
      list[1],
    ]);
  });

  it('names attributes and their items in words', () => {
    expect(attributeLabel('highResource')).toBe('High resource');
    expect(attributeLabel('tech_specialty')).toBe('Tech specialty');
    expect(itemNoun('planets')).toBe('planet');
    expect(itemNoun('abilities')).toBe('ability');
    expect(itemNoun('data')).toBe('item');
  });
});

describe('the figures a tile shows on the map', () => {
  it('sums number fields of records and lists number attributes, briefly', () => {
    expect(attributeFigures(SYSTEMS[0] ?? {})).toBe('R1 I6');
    expect(attributeFigures(SYSTEMS[1] ?? {})).toBe('R5 I4');
    expect(attributeFigures(SYSTEMS[2] ?? {})).toBe('');
    expect(attributeFigures({ moveCost: 2, range: 3, rate: 0.5 })).toBe('M2 Ran3 Rat0.5');
    const attributes = { planets: [{ name: 'X', resources: 2 }] };
    expect(attributeFigures(attributes)).toBe(attributeFigures(attributes));
  });

  it("shows a copy's own attributes over its tile's", () => {
    const tile = tileSchema.parse({
      id: 'm',
      name: 'M',
      attributes: { planets: [{ name: 'M', resources: 1, influence: 6 }] },
    });
    expect(placedFigures(tile.attributes, undefined)).toBe('R1 I6');
    const own = { planets: [{ name: 'M', resources: 4, influence: 6 }] };
    expect(placedFigures(tile.attributes, own)).toBe('R4 I6');
    expect(placedFigures(tile.attributes, own)).toBe('R4 I6');
  });
});
