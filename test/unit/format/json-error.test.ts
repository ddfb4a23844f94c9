import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError } from '../../../scenarios/format/json-error.ts';

/** Property runs take seconds on a busy machine; the default 5 s would make them flaky. */
const PROPERTY_TIMEOUT_MS = 30_000;

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A JSON text with one edit: a character deleted, inserted or replaced, or the tail cut off. */
const damagedJsonArb = fc
  .tuple(fc.jsonValue({ maxDepth: 3 }), fc.boolean())
  .map(([value, pretty]) => JSON.stringify(value, null, pretty ? 2 : undefined))
  .chain((text) =>
    fc.tuple(
      fc.constant(text),
      fc.nat({ max: text.length }),
      fc.constantFrom('delete', 'insert', 'replace', 'cut'),
      fc.constantFrom(...'{}[],:"\\ \n\tax01-.eE+/\u0001'),
    ),
  )
  .map(([text, at, edit, ch]) => {
    if (edit === 'cut') return text.slice(0, at);
    if (edit === 'delete') return text.slice(0, at) + text.slice(at + 1);
    if (edit === 'insert') return text.slice(0, at) + ch + text.slice(at);
    return text.slice(0, at) + ch + text.slice(at + 1);
  });

describe('locateJsonError', () => {
  it(
    'finds nothing wrong in valid JSON, compact or pretty',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
          expect(locateJsonError(JSON.stringify(value, null, pretty ? 2 : undefined))).toBeNull();
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'agrees with JSON.parse on damaged JSON, and points inside the text',
    () => {
      fc.assert(
        fc.property(damagedJsonArb, (text) => {
          const located = locateJsonError(text);
          expect(located === null).toBe(isValidJson(text));
          if (located) {
            expect(located.offset).toBeGreaterThanOrEqual(0);
            expect(located.offset).toBeLessThanOrEqual(text.length);
            expect(located.reason).not.toBe('');
          }
        }),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it.each([
    ['a missing comma', '{"a": 1\n "b": 2}', 2, 2, /expected "," or "}"/],
    ['a trailing comma in an array', '[1,2,]', 1, 6, /trailing comma/],
    ['a trailing comma before } across CRLF lines', '{\r\n\r\n  "a": 1,\r\n  }', 4, 3, /trailing/],
    ['single quotes', "{'a': 1}", 1, 2, /property name in double quotes/],
    ['an unquoted key', '{a: 1}', 1, 2, /property name in double quotes, found "a"/],
    ['a missing colon', '{"a" 1}', 1, 6, /expected ":"/],
    ['a misspelt literal', '{"a": tru}', 1, 7, /expected a value, found "tru"/],
    ['undefined', '{"a": undefined}', 1, 7, /found "undefined"/],
    ['a newline inside a string', '{"a":\n "x\ny"}', 2, 4, /not closed before the end of the line/],
    ['a tab inside a string', '"a\tb"', 1, 3, /control character/],
    ['an unknown escape', '"\\x"', 1, 2, /"\\x" is not a JSON escape/],
    ['a short \\u escape', '"\\u12"', 1, 2, /four hexadecimal digits/],
    ['text after the document', '{"a": 1} x', 1, 10, /after the end of the JSON/],
    ['a leading zero', '01', 1, 2, /after the end/],
    ['a text cut in a string', '{"a": "abc', 1, 11, /string is not closed.*cut short/],
    ['a text cut after a key', '{"a": 1,\n  "b": ', 2, 8, /cut short/],
    ['a text cut in a literal', 'nul', 1, 4, /cut short/],
    ['an empty text', '', 1, 1, /cut short/],
  ])('locates %s', (_what, text, line, column, reason) => {
    const located = locateJsonError(text);
    expect(isValidJson(text)).toBe(false);
    expect(located).toMatchObject({ line, column });
    expect(located?.reason).toMatch(reason);
  });

  it('copes with very deep nesting without overflowing the stack', () => {
    const text = '['.repeat(200_000);
    expect(locateJsonError(text)).toMatchObject({ offset: 200_000, line: 1, column: 200_001 });
  });
});
