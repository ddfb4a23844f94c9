/**
 * How a keyed record of the map (placements, edges) changes without copying it at every step.
 *
 * Records stay plain objects, so they read, spread and serialise as before. What is added is a
 * journal, kept beside each record in a WeakMap: the record it was copied from, and every
 * change made to it since, with the value each key had before. With it:
 *
 * - a transaction (a paint stroke) copies a record once, at its first change, and writes the
 *   rest of its changes into that copy, which it owns until it ends: each step costs what it
 *   changes, not the size of the board;
 * - the canvas asks which keys changed between two versions, in O(changes);
 * - the undo history keeps the changes of a step, not the records before and after it.
 *
 * Outside a transaction nothing is owned: every change copies, as plain immutable edits do.
 */

/** A key that a record did not have. */
export const ABSENT: unique symbol = Symbol('absent');
export type Slot<T> = T | typeof ABSENT;

/** One change to one key, in the order it was made. */
export interface RecordChange<T = unknown> {
  readonly key: string;
  readonly before: Slot<T>;
  readonly after: Slot<T>;
}

interface Journal {
  /** The record this one was copied from (weakly: a journal must not keep old versions alive). */
  readonly origin: WeakRef<object> | null;
  /** How many changes the origin had when it was copied. */
  readonly originVersion: number;
  readonly changes: RecordChange[];
}

type Entries<T> = Readonly<Record<string, T>>;

const journals = new WeakMap<object, Journal>();

/** Records a transaction may still write into (it made them; nothing older holds them). */
let owned: WeakSet<object> | null = null;

/** Copies made ahead of need (`prepareDraft`), by the record they copy. */
const spares = new WeakMap<object, Record<string, unknown>>();

/**
 * Copies `record` ahead of the next transaction (the page calls this when it is idle), so
 * that the first step of the next stroke need not: it takes this copy as its own. A copy
 * made of a record that has been written into since is not used.
 */
export function prepareDraft(record: object): void {
  const spare = spares.get(record);
  if (spare && journals.get(spare)?.originVersion === recordVersion(record)) return;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  journals.set(copy, {
    origin: new WeakRef(record),
    originVersion: recordVersion(record),
    changes: [],
  });
  spares.set(record, copy);
}

/** The copy `prepareDraft` made of `record`, if it is still as `record` is; taken once. */
function takeSpare<T>(record: Entries<T>): Record<string, T> | null {
  const spare = spares.get(record);
  if (!spare) return null;
  spares.delete(record);
  const journal = journals.get(spare);
  const fresh = journal?.changes.length === 0 && journal.originVersion === recordVersion(record);
  return fresh ? (spare as Record<string, T>) : null;
}

/**
 * Runs `edit` as a step of a transaction that owns the records in `drafts`: records copied
 * during the step join them, and later steps write into them instead of copying again.
 */
export function withDrafts<T>(drafts: WeakSet<object>, edit: () => T): T {
  const outer = owned;
  owned = drafts;
  try {
    return edit();
  } finally {
    owned = outer;
  }
}

/** How many changes were written into `record` since it was made (its version). */
export function recordVersion(record: object): number {
  return journals.get(record)?.changes.length ?? 0;
}

/** The changes written into `record` since its version `since`, in order. */
export function changesOf<T>(record: Entries<T>, since = 0): readonly RecordChange<T>[] {
  const journal = journals.get(record);
  return (journal?.changes.slice(since) ?? []) as RecordChange<T>[];
}

/** The record `record` was copied from, while it is still alive. */
export function originOf(record: object): { record: object; version: number } | null {
  const journal = journals.get(record);
  const origin = journal?.origin?.deref();
  return origin && journal ? { record: origin, version: journal.originVersion } : null;
}

/**
 * The keys whose value may differ between `before` (as it was at version `beforeVersion`)
 * and `after` (at version `afterVersion`, by default as it is), from the journals alone, or
 * null when they do not link the two (the caller then compares the records).
 */
export function changedSince(
  before: object,
  beforeVersion: number,
  after: object,
  afterVersion = Infinity,
): string[] | null {
  const changes = journals.get(after)?.changes ?? [];
  if (before === after) return keysOf(changes.slice(beforeVersion, afterVersion));
  const origin = originOf(after);
  if (origin?.record !== before) return null;
  const between = (journals.get(before)?.changes ?? []).slice(beforeVersion, origin.version);
  return keysOf([...between, ...changes.slice(0, afterVersion)]);
}

function keysOf(changes: readonly RecordChange[]): string[] {
  return [...new Set(changes.map((c) => c.key))];
}

/** Writes to a record being edited: reads see the writes already made. */
export interface RecordWriter<T> {
  get(key: string): T | undefined;
  has(key: string): boolean;
  set(key: string, value: T): void;
  delete(key: string): void;
}

/**
 * Applies `write` to `record`: in place when the current transaction owns it, else to a copy
 * made at the first write (none when nothing is written). `changed` says whether anything was
 * written, since an owned record comes back as the same object.
 */
export function editRecord<T>(
  record: Entries<T>,
  write: (writer: RecordWriter<T>) => void,
): { record: Entries<T>; changed: boolean } {
  let target: Record<string, T> | null = owned?.has(record) ? (record as Record<string, T>) : null;
  let changed = false;
  const writable = (): { target: Record<string, T>; journal: Journal } => {
    if (!target) {
      const spare = owned ? takeSpare(record) : null;
      target = spare ?? { ...record };
      if (!spare)
        journals.set(target, {
          origin: new WeakRef(record),
          originVersion: recordVersion(record),
          changes: [],
        });
      owned?.add(target);
    }
    let journal = journals.get(target);
    if (!journal) {
      journal = { origin: null, originVersion: 0, changes: [] };
      journals.set(target, journal);
    }
    changed = true;
    return { target, journal };
  };
  const current = (): Entries<T> => target ?? record;
  write({
    get: (key) => (Object.hasOwn(current(), key) ? current()[key] : undefined),
    has: (key) => Object.hasOwn(current(), key),
    set: (key, value) => {
      const had = Object.hasOwn(current(), key);
      const before = had ? (current()[key] as T) : ABSENT;
      if (had && before === value) return;
      const w = writable();
      w.target[key] = value;
      w.journal.changes.push({ key, before, after: value });
    },
    delete: (key) => {
      if (!Object.hasOwn(current(), key)) return;
      const before = current()[key] as T;
      const w = writable();
      delete w.target[key];
      w.journal.changes.push({ key, before, after: ABSENT });
    },
  });
  return { record: target ?? record, changed };
}

/**
 * A copy of `record` with `write` applied, never in place (for edits whose callers tell a
 * change by a new object). It carries a journal like any other copy.
 */
export function copyRecord<T>(
  record: Entries<T>,
  write: (writer: RecordWriter<T>) => void,
): Entries<T> {
  const outer = owned;
  owned = null;
  try {
    return editRecord(record, write).record;
  } finally {
    owned = outer;
  }
}

/** Longest chain of copies `changesBetween` follows before giving up. */
const MAX_CHAIN = 64;

/**
 * Every change that turned `before` (as it is now) into `after`, in order, following the
 * chain of copies between them; null when the journals do not link them.
 */
export function changesBetween<T>(before: Entries<T>, after: Entries<T>): RecordChange<T>[] | null {
  if (before === after) return [];
  const parts: RecordChange<T>[][] = [];
  let record: object = after;
  // Of each record on the way, only the changes made before the next one copied it count.
  let upTo = Infinity;
  for (let step = 0; step < MAX_CHAIN; step++) {
    const origin = originOf(record);
    if (!origin) return null;
    parts.push((journals.get(record)?.changes.slice(0, upTo) ?? []) as RecordChange<T>[]);
    if (origin.record === before)
      // `before` written into after it was copied is another line of versions.
      return origin.version === recordVersion(before) ? parts.reverse().flat() : null;
    record = origin.record;
    upTo = origin.version;
  }
  return null;
}

/**
 * Gives `record` (just made from `origin` by `changes`) a journal saying so, so that the
 * canvas repaints only those keys. Returns it.
 */
export function derivedRecord<T>(
  origin: Entries<T>,
  record: Record<string, T>,
  changes: readonly RecordChange<T>[],
): Entries<T> {
  journals.set(record, {
    origin: new WeakRef(origin),
    originVersion: recordVersion(origin),
    changes: [...changes],
  });
  return record;
}
