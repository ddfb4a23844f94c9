/** Where a text stops being valid JSON, and why, in words a designer can act on. */
export interface JsonErrorLocation {
  /** Index into the text (UTF-16 code units). */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units, counted from the start of the line. */
  column: number;
  reason: string;
}

interface Found {
  offset: number;
  reason: string;
}

type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after';

const ENDS_EARLY = 'the text ends too early (the file may be cut short)';
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z0-9_$.+-]{1,20}/y;

/** What sits at `offset`, quoted: a whole word when it starts one ("tru", "undefined"). */
function describeAt(text: string, offset: number): string {
  WORD.lastIndex = offset;
  const word = WORD.exec(text);
  if (word) return `"${word[0]}"`;
  const c = text.charAt(offset);
  if (c === '"') return `'"'`;
  return c < ' ' ? JSON.stringify(c) : `"${c}"`;
}

function scanString(text: string, start: number): { end: number } | Found {
  for (let j = start + 1; j < text.length; j++) {
    const c = text.charAt(j);
    if (c === '"') return { end: j + 1 };
    if (c === '\\') {
      const next = text.charAt(j + 1);
      if (next === '') return { offset: text.length, reason: ENDS_EARLY };
      if ('"\\/bfnrt'.includes(next)) {
        j++;
        continue;
      }
      if (next === 'u') {
        const hex = text.slice(j + 2, j + 6);
        if (/^[0-9a-fA-F]{4}$/.test(hex)) {
          j += 5;
          continue;
        }
        if (j + 6 > text.length && /^[0-9a-fA-F]*$/.test(hex))
          return { offset: text.length, reason: ENDS_EARLY };
        return { offset: j, reason: 'a \\u escape needs four hexadecimal digits' };
      }
      return { offset: j, reason: `"\\${next}" is not a JSON escape` };
    }
    if (c < ' ') {
      return {
        offset: j,
        reason:
          c === '\n' || c === '\r'
            ? 'a string is not closed before the end of the line'
            : 'a control character inside a string (write it as an escape such as \\t)',
      };
    }
  }
  return { offset: text.length, reason: `a string is not closed: ${ENDS_EARLY}` };
}

function isFound(x: { end: number } | Found): x is Found {
  return 'reason' in x;
}

/**
 * The first place `text` breaks the JSON grammar, or null when it is valid JSON. Engines word
 * (and place) JSON.parse errors differently, and V8 gives no position for a truncated file, so
 * the loader locates errors itself. Iterative, so deeply nested input cannot overflow the stack.
 */
function findJsonError(text: string): Found | null {
  const stack: ('object' | 'array')[] = [];
  let expect: Expect = 'value';
  let afterComma = false;
  let i = 0;
  for (;;) {
    while (i < text.length && WHITESPACE.has(text.charAt(i))) i++;
    if (i >= text.length) {
      if (expect === 'after' && stack.length === 0) return null;
      return { offset: text.length, reason: ENDS_EARLY };
    }
    const ch = text.charAt(i);
    const top = stack[stack.length - 1];
    const closer = top === 'object' ? '}' : ']';
    if (afterComma && (ch === '}' || ch === ']'))
      return { offset: i, reason: `a comma before "${ch}" (JSON allows no trailing commas)` };
    afterComma = false;

    if (expect === 'after') {
      if (top === undefined)
        return { offset: i, reason: `unexpected ${describeAt(text, i)} after the end of the JSON` };
      if (ch === ',') {
        expect = top === 'object' ? 'key' : 'value';
        afterComma = true;
        i++;
      } else if (ch === closer) {
        stack.pop();
        i++;
      } else {
        return { offset: i, reason: `expected "," or "${closer}", found ${describeAt(text, i)}` };
      }
      continue;
    }

    if (expect === 'colon') {
      if (ch !== ':')
        return {
          offset: i,
          reason: `expected ":" after the property name, found ${describeAt(text, i)}`,
        };
      expect = 'value';
      i++;
      continue;
    }

    if (expect === 'key' || expect === 'first-key') {
      if (ch === '}' && expect === 'first-key') {
        stack.pop();
        expect = 'after';
        i++;
        continue;
      }
      if (ch !== '"')
        return {
          offset: i,
          reason: `expected a property name in double quotes, found ${describeAt(text, i)}`,
        };
      const scanned = scanString(text, i);
      if (isFound(scanned)) return scanned;
      i = scanned.end;
      expect = 'colon';
      continue;
    }

    // A value is expected.
    if (ch === ']' && expect === 'first-value') {
      stack.pop();
      expect = 'after';
      i++;
    } else if (ch === '{' || ch === '[') {
      stack.push(ch === '{' ? 'object' : 'array');
      expect = ch === '{' ? 'first-key' : 'first-value';
      i++;
    } else if (ch === '"') {
      const scanned = scanString(text, i);
      if (isFound(scanned)) return scanned;
      i = scanned.end;
      expect = 'after';
    } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text);
      if (!number) {
        if (i + 1 >= text.length) return { offset: text.length, reason: ENDS_EARLY };
        return { offset: i, reason: `${describeAt(text, i)} is not a number` };
      }
      i += number[0].length;
      expect = 'after';
    } else {
      const literal = ['true', 'false', 'null'].find((word) => word.startsWith(ch));
      if (literal === undefined)
        return { offset: i, reason: `expected a value, found ${describeAt(text, i)}` };
      for (let k = 1; k < literal.length; k++) {
        if (i + k >= text.length) return { offset: text.length, reason: ENDS_EARLY };
        if (text.charAt(i + k) !== literal.charAt(k))
          return { offset: i, reason: `expected a value, found ${describeAt(text, i)}` };
      }
      i += literal.length;
      expect = 'after';
    }
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let j = 0; j < offset; j++) {
    if (text.charCodeAt(j) === 10) {
      line++;
      lineStart = j + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Locate the first JSON syntax error in `text`; null when the text is valid JSON. */
export function locateJsonError(text: string): JsonErrorLocation | null {
  const found = findJsonError(text);
  return found && { ...found, ...lineAndColumn(text, found.offset) };
}
