import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShared, encodeShared, type SharedJson } from '../../../session/shared-json.ts';

const throughText = (encoded: SharedJson): SharedJson =>
  JSON.parse(JSON.stringify(encoded)) as SharedJson;

describe('shared JSON', () => {
  it('reads back any JSON value as it was, keys such as $ref and __proto__ included', () => {
    const awkwardKeys = fc.constantFrom('$ref', '$obj', '__proto__', 'constructor', 'a', '');
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(awkwardKeys, fc.string({ maxLength: 4 })), tie('node'), {
          maxKeys: 4,
        }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const plain = JSON.parse(JSON.stringify(v)) as unknown;
        // Node's comparison, not Vitest's: Vitest compares `.constructor`, which is data here.
        expect(isDeepStrictEqual(decodeShared(throughText(encodeShared(plain))), plain)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a value reached many times once, and shares it again when read', () => {
    const deck = { cards: Array.from({ length: 200 }, (_, i) => ({ id: `card-${i}` })) };
    const states = Array.from({ length: 60 }, (_, seq) => ({ seq, deck }));
    const encoded = encodeShared({ states });
    const whole = JSON.stringify({ states }).length;
    expect(JSON.stringify(encoded).length).toBeLessThan(whole / 30);
    const read = decodeShared(throughText(encoded)) as { states: { deck: unknown }[] };
    expect(read.states[59]?.deck).toBe(read.states[0]?.deck);
    expect(read).toEqual({ states });
  });

  it('keeps an object of the data that looks like a reference apart from references', () => {
    const tricky = { $ref: 0, nested: { $obj: { $ref: 1 } } };
    expect(decodeShared(throughText(encodeShared([tricky, tricky])))).toEqual([tricky, tricky]);
  });

  it('refuses a reference to nothing, an entry that holds itself and a missing table', () => {
    expect(() => decodeShared({ table: [], root: { $ref: 0 } })).toThrow(
      /reference to entry 0 of a table of 0/,
    );
    expect(() => decodeShared({ table: [{ a: { $ref: 0 } }], root: { $ref: 0 } })).toThrow(
      /refers to itself/,
    );
    expect(() => decodeShared({ root: 1 } as unknown as SharedJson)).toThrow(/no table/);
    expect(() => decodeShared({ table: [], root: { $obj: 3 } })).toThrow(/holds no object/);
  });
});
