import type { MapStringDialect } from './dialects.ts';

/**
 * The grammar of one map-string token, and how a string splits into tokens. A token is `-1`
 * (no tile) or a tile number, then for a two-sided tile its side (A or B) and turn (0–5 steps
 * of 60° clockwise), written as the dialect says.
 */

export type TokenValue =
  | { readonly empty: true }
  | {
      readonly empty: false;
      /** The number, with the side for a two-sided tile: "26", "83A". */
      readonly code: string;
      readonly sided: boolean;
      readonly rotation: number;
    };

export type TokenRead = { ok: true; value: TokenValue } | { ok: false; message: string };

/** A token as the string holds it: `index` counts from 1; 0 is a `{centre}` prefix. */
export interface RawToken {
  readonly index: number;
  readonly text: string;
}

export interface SplitString {
  readonly centre: RawToken | null;
  readonly tokens: readonly RawToken[];
  /** What stops the string from being split at all (an unclosed `{`). */
  readonly problem: string | null;
}

export const EMPTY_TOKEN: TokenValue = { empty: true };

const fail = (message: string): TokenRead => ({ ok: false, message });

/** The tokens of a string; a dialect whose centre is implied may name it in a `{…}` prefix. */
export function splitMapString(text: string, dialect: MapStringDialect): SplitString {
  let rest = text.trim();
  let centre: RawToken | null = null;
  if (dialect.centre === 'implied' && rest.startsWith('{')) {
    const close = rest.indexOf('}');
    if (close < 0)
      return { centre: null, tokens: [], problem: 'the centre "{…" has no closing "}"' };
    centre = { index: 0, text: rest.slice(1, close).trim() };
    rest = rest
      .slice(close + 1)
      .trim()
      .replace(/^,\s*/, '');
  }
  const tokens =
    rest === '' ? [] : rest.split(/\s*,\s*|\s+/).map((t, i) => ({ index: i + 1, text: t }));
  return { centre, tokens, problem: null };
}

/** Reads one token in the dialect's grammar. */
export function readToken(text: string, dialect: MapStringDialect): TokenRead {
  if (text === '') return fail('empty (two commas in a row?)');
  if (text === '-1') return { ok: true, value: EMPTY_TOKEN };
  if (/^-\d+$/.test(text)) return fail('only -1 (no tile) may be negative');
  const m = /^(\d+)(.*)$/.exec(text);
  if (!m) return fail('not a tile number');
  const number = m[1]!.replace(/^0+(?=\d)/, '');
  const rest = m[2]!;
  if (rest === '')
    return { ok: true, value: { empty: false, code: number, sided: false, rotation: 0 } };
  return dialect.turn === 'after-side' ? afterSide(number, rest) : afterDash(number, rest);
}

function sided(number: string, side: string, rotation: number): TokenRead {
  return {
    ok: true,
    value: { empty: false, code: `${number}${side.toUpperCase()}`, sided: true, rotation },
  };
}

/** 0–5, one digit. */
function turn(digits: string): number | string {
  if (!/^\d$/.test(digits)) return `rotation must be one digit, 0 to 5`;
  const r = Number(digits);
  return r <= 5 ? r : 'rotation must be 0 to 5';
}

/** The side letter that starts `rest` and what follows it (a turn), or what is wrong. */
function readSide(rest: string): { letter: string; tail: string } | string {
  const m = /^([A-Za-z])(.*)$/.exec(rest);
  if (!m) return `unexpected "${rest}" after the number`;
  if (!/^[ab]$/i.test(m[1]!)) return 'side must be A or B';
  return { letter: m[1]!, tail: m[2]! };
}

/** "83A3": the side, then the turn as one digit (none reads as 0). */
function afterSide(number: string, rest: string): TokenRead {
  if (rest.startsWith('-'))
    return fail(`only a two-sided tile is turned, right after its side (as ${number}A3)`);
  const side = readSide(rest);
  if (typeof side === 'string') return fail(side);
  if (/^-\d$/.test(side.tail))
    return fail(
      `write the rotation right after the side, as ${number}${side.letter}${side.tail.slice(1)}`,
    );
  const r = side.tail === '' ? 0 : turn(side.tail);
  return typeof r === 'string' ? fail(r) : sided(number, side.letter, r);
}

/** "83A-3", "26-2": the side if any, then the turn after a dash (none reads as 0). */
function afterDash(number: string, rest: string): TokenRead {
  if (rest.startsWith('-')) {
    const r = turn(rest.slice(1));
    if (typeof r === 'string') return fail(r);
    return { ok: true, value: { empty: false, code: number, sided: false, rotation: r } };
  }
  const side = readSide(rest);
  if (typeof side === 'string') return fail(side);
  const { letter, tail } = side;
  if (/^\d$/.test(tail))
    return fail(`write the rotation after a dash, as ${number}${letter}-${tail}`);
  if (tail !== '' && !tail.startsWith('-')) return fail(`unexpected "${tail}" after the side`);
  const r = tail === '' ? 0 : turn(tail.slice(1));
  return typeof r === 'string' ? fail(r) : sided(number, letter, r);
}

/** A token as the dialect writes it; a one-sided tile's turn is left out where it has no place. */
export function writeToken(value: TokenValue, dialect: MapStringDialect): string {
  if (value.empty) return '-1';
  if (dialect.turn === 'after-side')
    return value.sided ? `${value.code}${value.rotation}` : value.code;
  return value.sided || value.rotation !== 0 ? `${value.code}-${value.rotation}` : value.code;
}

/** Whether the dialect can write this token's turn. */
export function keepsTurn(value: TokenValue, dialect: MapStringDialect): boolean {
  return value.empty || value.rotation === 0 || value.sided || dialect.turn === 'after-dash';
}
