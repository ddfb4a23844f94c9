import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTextAt, jsonTextParts } from '../../../scenarios/format/json-text-parts.ts';

const text = (value: unknown, depth?: number) => jsonTextParts(value, depth).join('');

describe('jsonTextParts', () => {
  it('joins to exactly what JSON.stringify(value, null, 2) gives, at every depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 5 }), (value, depth) => {
        expect(text(value, depth)).toBe(JSON.stringify(value, null, 2));
      }),
      { numRuns: 500 },
    );
  });

  it('writes left-out entries, odd keys and holes as stringify does', () => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < 9; i++) record[`k${i}`] = i % 3 === 0 ? undefined : { i };
    Object.defineProperty(record, '__proto__', { value: 'own', enumerable: true });
    record['7'] = 'integer-like';
    const value = {
      record,
      allLeftOut: { a: undefined, b: undefined, c: () => 1 },
      sparse: [1, , 3, undefined, 5], // eslint-disable-line no-sparse-arrays
      dated: [new Date(0), new Date(1), new Date(2)],
      nested: {
        deep: { deeper: Array.from({ length: 7 }, (_, i) => ({ i, tags: ['a', 'b', 'c'] })) },
      },
    };
    for (const depth of [0, 1, 2, 3, 6]) {
      expect(text(value, depth)).toBe(JSON.stringify(value, null, 2));
    }
  });

  it('leaves out what JSON leaves out, and writes null for it in an array', () => {
    const value = {
      a: undefined,
      b: () => 1,
      c: Symbol('c'),
      d: [undefined, () => 1, Symbol('x'), 1],
      e: { only: undefined },
      f: [],
      g: {},
    };
    expect(text(value, 4)).toBe(JSON.stringify(value, null, 2));
  });

  it('lets stringify handle toJSON, boxed values, exotic keys and unicode', () => {
    const value = {
      when: new Date(0),
      list: [{ toJSON: (key: string) => `item ${key}` }],
      gone: { toJSON: () => undefined },
      boxed: [Object(1), Object('two'), Object(true)],
      '': 'empty key',
      '__proto__ ': 'near',
      '12': 'integer key first',
      nested: { 'a\u2028b': 'line separator', '\ud83d\ude00': 'emoji', quote: '"\\' },
      bare: Object.assign(Object.create(null) as object, { x: 1 }),
    };
    for (const depth of [0, 1, 2, 3, 4]) {
      expect(text(value, depth)).toBe(JSON.stringify(value, null, 2));
    }
  });

  it('keeps a big ASCII record apart from prose beyond Latin-1', () => {
    const cells: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) cells[`${i},0`] = 'nebula';
    const parts = jsonTextParts({ meta: { title: 'Sector \u2013 north' }, maps: [{ cells }] });
    const board = parts.find((part) => part.includes('"1999,0"'));
    expect(board).toBeDefined();
    expect([...(board ?? '')].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('gives the text of a value as it reads so many containers deep', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, level) => {
        let wrapped: unknown = value;
        for (let i = 0; i < level; i++) wrapped = [wrapped];
        expect(JSON.stringify(wrapped, null, 2)).toContain(jsonTextAt(value, level));
        expect(jsonTextParts(wrapped, level).at(level)).toBe(jsonTextAt(value, level));
      }),
      { numRuns: 300 },
    );
  });

  it('uses a text already made for a value at the depth where values are written whole', () => {
    const board = { '0,0': 'calm' };
    const shallow = { note: 'plain' };
    const value = { maps: [{ board }], shallow };
    const known = new Map<unknown, string>([
      [board, '"made before"'],
      [shallow, '"never used: not at the depth"'],
    ]);
    expect(jsonTextParts(value, 3, known).join('')).toBe(
      JSON.stringify({ maps: [{ board: 'made before' }], shallow }, null, 2),
    );
  });

  it('refuses a value that has no JSON text', () => {
    expect(() => jsonTextParts(undefined)).toThrow(/no JSON text/);
    expect(() => jsonTextParts(() => 1)).toThrow(/no JSON text/);
  });

  it('throws as stringify does on a value it cannot write', () => {
    const loop: Record<string, unknown> = {};
    loop.self = { again: loop };
    expect(() => jsonTextParts({ big: 1n })).toThrow(TypeError);
    expect(() => jsonTextParts(loop, 1)).toThrow(TypeError);
  });
});
