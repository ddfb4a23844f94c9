import { z } from 'zod';
import { isPlaceKey, MAX_NOTE_LENGTH, type Placement } from './map.ts';
import { ID_PATTERN } from './primitives.ts';
import { provideScenarioCheck } from './checked-scenario.ts';
import { recordTextIsFinal, type RecordKind } from './record-text.ts';
import { scenarioSchema, type Scenario } from './schema.ts';

/**
 * `scenarioSchema.safeParse`, fast on big maps, with the same outcome.
 *
 * A big board is tens of thousands of placements and notes, nearly all of them plain: a tile,
 * a rotation, no overrides; a short string. Checked one by one through zod's object schemas
 * (defaults, issue paths, a fresh object each) they were most of the cost of saving or
 * opening a large scenario. Here the plain ones are checked by hand — exactly what the schema
 * checks for them — and set aside; zod validates everything else, including every entry that
 * is not plain, as before. Whenever anything is wrong at all, the whole document goes through
 * zod again, so problems are always zod's own, word for word and in its order.
 *
 * A record whose every entry is already in its final form is not copied: the result holds
 * the input's own record, so treat both as read-only (the callers check values they were
 * handed, to write or to keep, and do not change them afterwards).
 *
 * Given the JSON text a save is about to write for a map's placements or notes (`texts`), the
 * record is checked on that text (see record-text.ts) rather than entry by entry.
 */
export function checkScenario(value: unknown, texts?: RecordTexts): z.ZodSafeParseResult<Scenario> {
  const split = splitPlainEntries(value, texts);
  if (!split) return scenarioSchema.safeParse(value);
  const parsed = scenarioSchema.safeParse(split.rest);
  if (!parsed.success) return scenarioSchema.safeParse(value);
  const tiles = new Set(parsed.data.tiles.map((tile) => tile.id));
  for (const tile of split.tilesUsed) if (!tiles.has(tile)) return scenarioSchema.safeParse(value);
  for (const [index, plain] of split.maps) {
    const map = parsed.data.maps[index];
    if (!map) return scenarioSchema.safeParse(value);
    if (plain.placements) map.placements = merged(plain.placements, map.placements);
    if (plain.notes) map.notes = merged(plain.notes, map.notes);
  }
  return parsed;
}

/** Maps' records (placements, notes) stringified `level` containers deep, by record. */
export interface RecordTexts {
  readonly level: number;
  readonly texts: ReadonlyMap<unknown, string>;
}

/**
 * One record's plain entries, already in their final form, in a record that holds every key
 * in the original order (the others as placeholders until zod has validated them).
 */
interface Taken<T> {
  out: Record<string, T | undefined>;
  /** The keys left to zod, and their entries. */
  restKeys: string[];
  rest: Record<string, unknown>;
}

/** A placement zod would accept unchanged: `{tile, rotation, overrides: {}}` and nothing else. */
export function plainPlacement(value: unknown): Placement | undefined {
  if (!isPlainObject(value) || keyCount(value) !== 3 || !hasPlainFields(value)) return undefined;
  return { tile: value.tile as string, rotation: value.rotation as number, overrides: {} };
}

/** A placement's fields as `plainPlacement` wants them (its key count is checked apart). */
function hasPlainFields(value: Record<string, unknown>): boolean {
  const { tile, rotation, overrides } = value;
  if (typeof rotation !== 'number' || !Number.isInteger(rotation) || rotation < 0 || rotation > 5)
    return false;
  return isPlainObject(overrides) && !hasKeys(overrides) && isId(tile);
}

const PLACEMENT_KEYS = ['tile', 'rotation', 'overrides'] as const;

/** A placement that is already what `plainPlacement` would make of it: the same keys, in order. */
function isFinalPlacement(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  let count = 0;
  for (const key in value) if (key !== PLACEMENT_KEYS[count++]) return false;
  return count === PLACEMENT_KEYS.length && hasPlainFields(value);
}

const isFinalNote = (value: unknown): boolean => plainNote(value) !== undefined;

/** The last tile id found valid: a board repeats a few tiles thousands of times. */
let lastId = '';
function isId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === lastId) return true;
  if (value.length === 0 || value.length > 80 || !ID_PATTERN.test(value)) return false;
  lastId = value;
  return true;
}

/** Enumerable keys, own or inherited: plain objects inherit none. */
function hasKeys(value: object): boolean {
  for (const _ in value) return true;
  return false;
}

function keyCount(value: object): number {
  let count = 0;
  for (const _ in value) count++;
  return count;
}

/**
 * Whether `key` is a cell key such as "12,-3", by hand: the same test as the format's pattern
 * (`isPlaceKey`), a few times faster on the tens of thousands of keys of a big board.
 */
export function isPlainCellKey(key: string): boolean {
  const length = key.length;
  if (length === 0 || length > 80) return false;
  let i = 0;
  for (let part = 0; part < 2; part++) {
    if (key.charCodeAt(i) === 0x2d) i++; // "-"
    const digitsFrom = i;
    for (let c = key.charCodeAt(i); c >= 0x30 && c <= 0x39; c = key.charCodeAt(++i));
    if (i === digitsFrom) return false;
    if (part === 0) {
      if (key.charCodeAt(i) !== 0x2c) return false; // ","
      i++;
    }
  }
  return i === length;
}

/** A designer note zod would accept unchanged. */
export function plainNote(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_NOTE_LENGTH ? value : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * The document with each map's plain placements and notes taken out (a shallow copy: the
 * input is not changed), and those entries by map index; null when there is nothing to take.
 */
function splitPlainEntries(
  value: unknown,
  texts: RecordTexts | undefined,
): {
  rest: Record<string, unknown>;
  maps: Map<number, { placements?: Taken<Placement>; notes?: Taken<string> }>;
  tilesUsed: Set<string>;
} | null {
  if (!isPlainObject(value) || !Array.isArray(value.maps)) return null;
  const maps = new Map<number, { placements?: Taken<Placement>; notes?: Taken<string> }>();
  const tilesUsed = new Set<string>();
  const finalByText = texts && textCheck(value, texts, tilesUsed);
  const restMaps = value.maps.map((map: unknown, index) => {
    if (!isPlainObject(map)) return map;
    const placements = takePlain(
      map.placements,
      plainPlacement,
      isFinalPlacement,
      (p) => tilesUsed.add(p.tile),
      finalByText && ((record) => finalByText(record, 'placements')),
    );
    const notes = takePlain(
      map.notes,
      plainNote,
      isFinalNote,
      () => {},
      finalByText && ((record) => finalByText(record, 'notes')),
    );
    if (!placements && !notes) return map;
    maps.set(index, { ...(placements && { placements }), ...(notes && { notes }) });
    return {
      ...map,
      ...(placements && { placements: placements.rest }),
      ...(notes && { notes: notes.rest }),
    };
  });
  return maps.size === 0 ? null : { rest: { ...value, maps: restMaps }, maps, tilesUsed };
}

/**
 * Split a record into the entries `plain` accepts under a valid place key and the rest. A
 * record of nothing but final entries is taken whole, as it is: a big board saved again
 * costs one pass over it, not a copy of every entry.
 */
function takePlain<T>(
  record: unknown,
  plain: (value: unknown) => T | undefined,
  isFinal: (value: unknown) => boolean,
  seen: (entry: T) => void,
  finalByText?: (record: Record<string, unknown>) => boolean,
): Taken<T> | null {
  if (!isPlainObject(record)) return null;
  if (finalByText?.(record)) return { out: record as Record<string, T>, restKeys: [], rest: {} };
  const keys = Object.keys(record);
  if (allFinal(record, keys, isFinal, seen)) {
    return { out: record as Record<string, T>, restKeys: [], rest: {} };
  }
  const out: Record<string, T | undefined> = {};
  const restKeys: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const key of keys) {
    const entry = record[key];
    const accepted = isPlainCellKey(key) || isPlaceKey(key) ? plain(entry) : undefined;
    if (accepted === undefined) {
      // Kept aside as it is, whatever the key ("__proto__" included), for zod to judge.
      restKeys.push(key);
      Object.defineProperty(rest, key, {
        value: entry,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (key !== '__proto__') out[key] = undefined;
    } else {
      seen(accepted);
      out[key] = accepted;
    }
  }
  return restKeys.length === keys.length ? null : { out, restKeys, rest };
}

/**
 * Whether a record's text shows it final (see record-text.ts). The plain placements on it name
 * tiles of the scenario as given; those ids join the tiles to look up once zod has checked the
 * tiles, as every tile named by an entry does.
 */
function textCheck(
  scenario: Record<string, unknown>,
  { level, texts }: RecordTexts,
  tilesUsed: Set<string>,
): (record: Record<string, unknown>, kind: RecordKind) => boolean {
  const tileIds = Array.isArray(scenario.tiles)
    ? scenario.tiles.flatMap((tile: unknown) =>
        isPlainObject(tile) && isId(tile.id) ? [tile.id] : [],
      )
    : [];
  const context = { tileIds, seenTile: (tile: string) => tilesUsed.add(tile) };
  return (record, kind) => {
    const text = texts.get(record);
    if (text === undefined || !recordTextIsFinal(record, text, level, kind, context)) return false;
    if (kind === 'placements') for (const id of tileIds) tilesUsed.add(id);
    return true;
  };
}

/** Whether every entry is final under a valid place key (each one `seen` on the way). */
function allFinal<T>(
  record: Record<string, unknown>,
  keys: readonly string[],
  isFinal: (value: unknown) => boolean,
  seen: (entry: T) => void,
): boolean {
  if (keys.length === 0) return false;
  for (const key of keys) {
    const entry = record[key];
    if (!(isPlainCellKey(key) || isPlaceKey(key)) || !isFinal(entry)) return false;
    // Seen again if the record is taken entry by entry after all: `seen` only collects.
    seen(entry as T);
  }
  return true;
}

/** The record with zod's validated entries put in the placeholders' places. */
function merged<T>(taken: Taken<T>, validated: Record<string, T>): Record<string, T> {
  const { out } = taken;
  for (const key of taken.restKeys) {
    // Every key here passed zod's place-key check: never "__proto__".
    const value = validated[key];
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out as Record<string, T>;
}

// The channel table's light schema (checked-scenario.ts) checks through this module once loaded.
provideScenarioCheck(checkScenario);
