import type { MapDef } from '../../scenarios/format/map.ts';
import type { MapDocument } from './document.ts';
import {
  ABSENT,
  changesBetween,
  derivedRecord,
  type RecordChange,
  type Slot,
} from './record-journal.ts';

/**
 * What an undo step keeps of a big map: the changes it made, not the documents before and
 * after it. A paint stroke on a 40,000-cell board keeps its few hundred cells, and undo or
 * redo makes the record again from the one shown (in one pass over it).
 *
 * Undo must give back exactly what was there, down to the order of keys, since the order is
 * what the file is written in: keys a step deleted from a record (and perhaps added again,
 * at the end) are put back where they stood.
 */

const KEYED_FIELDS = new Set<string>(['placements', 'notes', 'visibility', 'edges']);

type Entries = Readonly<Record<string, unknown>>;

/** One keyed record's changes, and where the keys they deleted stood in the record before. */
interface RecordPatch {
  readonly changes: readonly RecordChange[];
  readonly positions: ReadonlyMap<string, number>;
}

interface MapPatch {
  readonly index: number;
  readonly records: ReadonlyMap<string, RecordPatch>;
  /** The map's other fields that changed, before and after (shared with the documents). */
  readonly fields: ReadonlyMap<string, readonly [unknown, unknown]>;
}

export interface DocPatch {
  readonly tiles: readonly [MapDocument['tiles'], MapDocument['tiles']] | null;
  readonly maps: readonly MapPatch[];
}

function sameKeys(a: object, b: object): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/** The first value each key had in `changes`: the record's value before them. */
function firstValues(changes: readonly RecordChange[]): Map<string, Slot<unknown>> {
  const first = new Map<string, Slot<unknown>>();
  for (const c of changes) if (!first.has(c.key)) first.set(c.key, c.before);
  return first;
}

function diffRecord(before: Entries, after: Entries): RecordPatch | null {
  const changes = changesBetween(before, after);
  if (!changes) return null;
  const first = firstValues(changes);
  const deleted = new Set(
    changes.filter((c) => c.after === ABSENT && first.get(c.key) !== ABSENT).map((c) => c.key),
  );
  const positions = new Map<string, number>();
  if (deleted.size > 0)
    Object.keys(before).forEach((key, i) => {
      if (deleted.has(key)) positions.set(key, i);
    });
  return { changes, positions };
}

function diffMap(before: MapDef, after: MapDef, index: number): MapPatch | null {
  if (!sameKeys(before, after)) return null;
  const records = new Map<string, RecordPatch>();
  const fields = new Map<string, readonly [unknown, unknown]>();
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    if (a[key] === b[key]) continue;
    const patch = KEYED_FIELDS.has(key) ? diffRecord(a[key] as Entries, b[key] as Entries) : null;
    if (patch) records.set(key, patch);
    else fields.set(key, [a[key], b[key]]);
  }
  return { index, records, fields };
}

/**
 * The changes from `before` to `after`, or null when a patch would not describe them (maps
 * added, removed or reordered, a record replaced rather than edited): the history then keeps
 * the two documents, which share all but what changed.
 */
export function diffDocuments(before: MapDocument, after: MapDocument): DocPatch | null {
  if (before.maps.length !== after.maps.length || !sameKeys(before, after)) return null;
  const maps: MapPatch[] = [];
  for (let i = 0; i < before.maps.length; i++) {
    const a = before.maps[i] as MapDef;
    const b = after.maps[i] as MapDef;
    if (a === b) continue;
    if (a.id !== b.id) return null;
    const patch = diffMap(a, b, i);
    if (!patch) return null;
    maps.push(patch);
  }
  return { tiles: before.tiles === after.tiles ? null : [before.tiles, after.tiles], maps };
}

/** `record` as it was before `patch`. */
function revertRecord(record: Entries, patch: RecordPatch): Entries {
  const first = firstValues(patch.changes);
  const value = (key: string): unknown => (first.has(key) ? first.get(key) : record[key]);
  // What stays in place: keys the step did not add and did not move.
  const staying = Object.keys(record).filter((key) => {
    const was = first.get(key);
    return !first.has(key) || (was !== ABSENT && !patch.positions.has(key));
  });
  const moved = [...patch.positions].sort((x, y) => x[1] - y[1]);
  const out: Record<string, unknown> = {};
  let s = 0;
  let m = 0;
  for (let i = 0; s < staying.length || m < moved.length; i++) {
    const next = moved[m];
    const key =
      next && (next[1] === i || s >= staying.length) ? (m++, next[0]) : (staying[s++] as string);
    out[key] = value(key);
  }
  const inverse = [...first].map(([key, was]) => ({
    key,
    before: Object.hasOwn(record, key) ? record[key] : ABSENT,
    after: was,
  }));
  return derivedRecord(record, out, inverse);
}

/** `record` with `patch` made again. */
function reapplyRecord(record: Entries, patch: RecordPatch): Entries {
  const out: Record<string, unknown> = { ...record };
  for (const c of patch.changes)
    if (c.after === ABSENT) delete out[c.key];
    else out[c.key] = c.after;
  return derivedRecord(record, out, patch.changes);
}

/** The document `patch` was made from (`undo`) or made (`redo`), from the one it goes to/from. */
export function applyPatch(doc: MapDocument, patch: DocPatch, way: 'undo' | 'redo'): MapDocument {
  const side = way === 'undo' ? 0 : 1;
  const maps = doc.maps.slice();
  for (const change of patch.maps) {
    const map = maps[change.index];
    if (!map) continue;
    const next: Record<string, unknown> = { ...map };
    for (const [field, values] of change.fields) next[field] = values[side];
    for (const [field, records] of change.records) {
      const record = next[field] as Entries;
      next[field] = way === 'undo' ? revertRecord(record, records) : reapplyRecord(record, records);
    }
    maps[change.index] = next as unknown as MapDef;
  }
  return { ...doc, tiles: patch.tiles ? patch.tiles[side] : doc.tiles, maps };
}
