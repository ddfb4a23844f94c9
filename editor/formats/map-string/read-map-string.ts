import type { MapStringDialect } from './dialects.ts';
import type { MapStringLibrary } from './library.ts';
import { MAX_POSITION } from './spiral-board.ts';
import { readToken, splitMapString, type RawToken, type TokenValue } from './tokens.ts';

/** A tile a string puts at a spiral position (places it leaves empty are not listed). */
export interface MapStringEntry {
  /** The token that placed it (0: a `{centre}` prefix or the implied centre). */
  readonly token: number;
  readonly position: number;
  readonly tile: string;
  readonly rotation: number;
}

export interface MapStringProblem {
  /** Which token: 1 for the first, 0 for a `{centre}` prefix, null for the whole string. */
  readonly token: number | null;
  readonly text: string;
  /** A whole sentence: `token 14 "83Q3": side must be A or B`. */
  readonly message: string;
}

export type MapStringRead =
  | {
      readonly ok: true;
      readonly entries: readonly MapStringEntry[];
      /** The highest spiral position the string covers (its board), −1 for none. */
      readonly last: number;
      /** What was read but may not be what was meant (more copies than the library has). */
      readonly warnings: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly MapStringProblem[] };

const where = (raw: RawToken) =>
  raw.index === 0 ? `the centre "{${raw.text}}"` : `token ${raw.index} "${raw.text}"`;

/** Reads a map string against a tile library: every bad token and unknown tile is reported. */
export function readMapString(
  text: string,
  dialect: MapStringDialect,
  library: MapStringLibrary,
): MapStringRead {
  const split = splitMapString(text, dialect);
  if (split.problem) return whole(text, split.problem);
  const first = dialect.centre === 'first' ? 0 : 1;
  if (dialect.centre === 'first' && split.tokens.length === 0)
    return whole(text, 'the string has no tokens (it starts with the centre)');
  const last = split.tokens.length - 1 + first;
  if (last > MAX_POSITION)
    return whole(
      text,
      `the string has ${split.tokens.length} tokens; a board holds at most ${MAX_POSITION + 1} places`,
    );

  const problems: MapStringProblem[] = [];
  const entries: MapStringEntry[] = [];
  const take = (raw: RawToken, position: number) => {
    const read = readToken(raw.text, dialect);
    if (!read.ok) {
      problems.push({
        token: raw.index,
        text: raw.text,
        message: `${where(raw)}: ${read.message}`,
      });
      return;
    }
    const found = tileFor(read.value, library);
    if (typeof found === 'string')
      problems.push({ token: raw.index, text: raw.text, message: `${where(raw)}: ${found}` });
    else if (found)
      entries.push({ token: raw.index, position, tile: found.id, rotation: found.rotation });
  };

  if (split.centre) take(split.centre, 0);
  else if (dialect.centre === 'implied' && library.centre)
    entries.push({ token: 0, position: 0, tile: library.centre.id, rotation: 0 });
  split.tokens.forEach((raw, i) => take(raw, i + first));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, entries, last: Math.max(last, 0), warnings: overused(entries, library) };
}

function whole(text: string, message: string): MapStringRead {
  return { ok: false, problems: [{ token: null, text, message }] };
}

/** The tile a token names with its turn, null for no tile, or why there is none. */
function tileFor(
  value: TokenValue,
  library: MapStringLibrary,
): { id: string; rotation: number } | null | string {
  if (value.empty) return null;
  const tile = library.tileOf(value.code);
  if (tile) return { id: tile.id, rotation: value.rotation };
  const number = value.code.replace(/[A-Z]$/, '');
  if (value.sided && library.tileOf(number))
    return `tile ${number} has only one side: write ${number}`;
  const sides = library.sidesOf(value.code);
  if (sides.length > 0)
    return `no tile numbered ${value.code} in the library (${sides.join(' and ')} ${sides.length > 1 ? 'are' : 'is'}: add the side and its turn)`;
  return `no tile numbered ${value.code} in the library`;
}

/** Tiles placed more often than the library has copies: read anyway, but said. */
function overused(entries: readonly MapStringEntry[], library: MapStringLibrary): string[] {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.tile, (counts.get(e.tile) ?? 0) + 1);
  const warnings: string[] = [];
  for (const [id, count] of counts) {
    const tile = library.tile(id);
    if (tile && tile.copies !== null && count > tile.copies)
      warnings.push(
        `${tile.name} (${library.codeOf(id)}) is placed ${count} times; the library has ${tile.copies} ${tile.copies === 1 ? 'copy' : 'copies'}`,
      );
  }
  return warnings;
}
