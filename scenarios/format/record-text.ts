import { isPlaceKey, MAX_NOTE_LENGTH, placementSchema } from './map.ts';
import { jsonTextAt } from './json-text-parts.ts';
import { ID_PATTERN } from './primitives.ts';

/**
 * Checking a map's big record (its placements or its notes) on the JSON text a save writes for
 * it, instead of entry by entry.
 *
 * V8 keeps a record of tens of thousands of keys as a hash table and sorts its keys each time
 * they are listed. Checking such a record entry by entry, then stringifying it, lists them
 * twice, and the listing is most of the work. Its text is needed anyway; a board's text has a
 * fixed form that one pattern checks in a few milliseconds for megabytes. So the text is
 * checked, and what is checked is exactly what is written.
 *
 * An entry that is not in the plain form (overrides, a note with quotes, a node id) is looked up
 * and checked by zod on its own, and passes only if zod's result writes the same text.
 */

export type RecordKind = 'placements' | 'notes';

/** What a record's entries are checked against besides their own form. */
export interface RecordContext {
  /** The tile ids of the scenario (as given), which placements may name. */
  readonly tileIds: readonly string[];
  /** Tiles named by entries checked one by one, for the caller to look up. */
  readonly seenTile: (tile: string) => void;
}

/**
 * Whether `text` — `record` stringified at `level` containers deep — is the text of a record
 * the schema accepts unchanged: every key a place, every entry already in zod's output form,
 * every plain placement naming one of `tileIds`. False means "not shown here", never "invalid".
 */
export function recordTextIsFinal(
  record: Record<string, unknown>,
  text: string,
  level: number,
  kind: RecordKind,
  context: RecordContext,
): boolean {
  if (text === '{}') return true;
  const patterns = patternsFor(level, kind, context.tileIds);
  if (patterns.whole.test(text)) return true;
  return entriesAreFinal(record, text, level, kind, patterns, context);
}

interface Patterns {
  /** The whole text, when every entry is plain. */
  readonly whole: RegExp;
  /** One plain entry, from its line break to the end of its value (sticky). */
  readonly entry: RegExp;
}

/** A cell key such as "12,-3" (the fast form of `isPlaceKey`'s cell keys; at most 79 characters). */
const CELL_KEY = String.raw`"-?\d{1,38},-?\d{1,38}"`;

let cached: { key: string; patterns: Patterns } | null = null;

function patternsFor(level: number, kind: RecordKind, tileIds: readonly string[]): Patterns {
  const key = `${level}|${kind}|${tileIds.join('|')}`;
  if (cached?.key === key) return cached.patterns;
  const inner = `\\n${'  '.repeat(level + 1)}`;
  const deeper = `\\n${'  '.repeat(level + 2)}`;
  const close = `\\n${'  '.repeat(level)}\\}`;
  let value: string;
  if (kind === 'notes') {
    // Without escapes, a note's text is as long as the note.
    value = `"[^"\\\\]{0,${MAX_NOTE_LENGTH}}"`;
  } else {
    // Valid ids only: they stringify as themselves and mean themselves in a pattern.
    const ids = tileIds.filter((id) => id.length <= 80 && ID_PATTERN.test(id));
    const tile = ids.length === 0 ? '(?!)' : `(?:${ids.join('|')})`;
    value =
      `\\{${deeper}"tile": "${tile}",${deeper}"rotation": [0-5],` +
      `${deeper}"overrides": \\{\\}${inner}\\}`;
  }
  const entry = `${inner}${CELL_KEY}: ${value}`;
  const patterns = {
    whole: new RegExp(`^\\{${entry}(?:,${entry})*${close}$`),
    entry: new RegExp(entry, 'y'),
  };
  cached = { key, patterns };
  return patterns;
}

/**
 * The entries one by one: plain ones by the pattern, the others looked up in the record and
 * checked by zod. Lines at the entries' own indent start an entry (`"key": …`) or close one:
 * anything nested is indented deeper, and a string never holds a raw line break.
 */
function entriesAreFinal(
  record: Record<string, unknown>,
  text: string,
  level: number,
  kind: RecordKind,
  patterns: Patterns,
  context: RecordContext,
): boolean {
  const start = `\n${'  '.repeat(level + 1)}"`;
  const close = `\n${'  '.repeat(level)}}`;
  if (!text.startsWith('{') || !text.endsWith(close)) return false;
  const end = text.length - close.length;
  let at = 1;
  while (at < end) {
    if (!text.startsWith(start, at)) return false;
    patterns.entry.lastIndex = at;
    let next: number;
    if (patterns.entry.test(text)) next = patterns.entry.lastIndex;
    else {
      const following = text.indexOf(`,${start}`, at);
      next = following === -1 ? end : following;
      if (!entryIsFinal(record, text.slice(at + start.length - 1, next), level, kind, context))
        return false;
    }
    if (next === end) return true;
    if (text.charCodeAt(next) !== 0x2c) return false; // ","
    at = next + 1;
  }
  return false;
}

/** One entry's text (`"key": value`) checked against the record's own value by zod. */
function entryIsFinal(
  record: Record<string, unknown>,
  entryText: string,
  level: number,
  kind: RecordKind,
  context: RecordContext,
): boolean {
  const colon = entryText.indexOf('": ');
  if (colon === -1) return false;
  const key = entryText.slice(1, colon);
  // An escaped key is never a place.
  if (key.includes('\\') || !isPlaceKey(key) || !Object.hasOwn(record, key)) return false;
  const value = record[key];
  if (kind === 'notes') {
    if (typeof value !== 'string' || value.length > MAX_NOTE_LENGTH) return false;
    return jsonTextAt(value, level + 1) === entryText.slice(colon + 3);
  }
  const parsed = placementSchema.safeParse(value);
  if (!parsed.success) return false;
  context.seenTile(parsed.data.tile);
  return jsonTextAt(parsed.data, level + 1) === entryText.slice(colon + 3);
}
