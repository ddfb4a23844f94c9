/**
 * Immutable operations on the map's keyed records (placements, notes, visibility, edges). Each
 * returns the very same record when nothing changes, so that edits built on them can too.
 */
import { copyRecord } from '../record-journal.ts';

type Entries<T> = Readonly<Record<string, T>>;

/** `record` without `keys` (the same record when none of them is there). */
export function withoutKeys<T>(record: Entries<T>, keys: Iterable<string>): Entries<T> {
  return copyRecord(record, (out) => {
    for (const key of keys) out.delete(key);
  });
}

/** `record` without the entries `drop` says to drop. */
export function withoutEntries<T>(
  record: Entries<T>,
  drop: (key: string, value: T) => boolean,
): Entries<T> {
  const keys = Object.entries(record)
    .filter(([key, value]) => drop(key, value))
    .map(([key]) => key);
  return keys.length === 0 ? record : withoutKeys(record, keys);
}

/** `record` with `key` set to `value` (the same record when it already holds that value). */
export function withEntry<T>(record: Entries<T>, key: string, value: T): Entries<T> {
  if (Object.hasOwn(record, key) && sameValue(record[key], value)) return record;
  return copyRecord(record, (out) => out.set(key, value));
}

/**
 * Deep equality for the JSON values a map holds. Used to notice that a "change" changes
 * nothing, so that the editor records no empty undo step.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ak.length === bk.length &&
    ak.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * A list with the items `update` changes replaced (the same list when it changes none;
 * `update` returns the item itself to leave it).
 */
export function mapItems<T>(items: readonly T[], update: (item: T) => T): T[] {
  let out: T[] | null = null;
  items.forEach((item, i) => {
    const next = update(item);
    if (next === item) return;
    out ??= items.slice();
    out[i] = next;
  });
  return out ?? asList(items);
}

/** A list without the items `drop` picks (the same list when it picks none). */
export function dropItems<T>(items: readonly T[], drop: (item: T) => boolean): T[] {
  const kept = items.filter((item) => !drop(item));
  return kept.length === items.length ? asList(items) : kept;
}

/**
 * The map type's lists are mutable arrays, but no edit ever mutates one: handing the same
 * list back (rather than a copy) is what lets the editor see that nothing changed.
 */
const asList = <T>(items: readonly T[]): T[] => items as T[];
