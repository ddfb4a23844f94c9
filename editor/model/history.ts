import type { MapDef } from '../../scenarios/format/map.ts';
import { applyPatch, diffDocuments, type DocPatch } from './doc-patch.ts';
import type { MapDocument } from './document.ts';

/** What the editor hands the history at the end of a step: the documents before and after. */
export interface HistoryStep {
  readonly label: string;
  /** The map that was active, so undo can bring the user back to where the edit happened. */
  readonly mapId: string | null;
  readonly before: MapDocument;
  readonly after: MapDocument;
}

/** One undoable step, as the history keeps it. */
export interface HistoryEntry {
  readonly label: string;
  readonly mapId: string | null;
  /** The document before the step, given the one the step made (the one shown). */
  undo(current: MapDocument): MapDocument;
  /** The document the step made, given the one before it (the one shown after undo). */
  redo(current: MapDocument): MapDocument;
}

export const HISTORY_DEPTH = 200;

/**
 * From how many entries in a map's keyed records (placements, edges, notes, fog) the history
 * keeps a step's changes rather than its documents. Below it, documents cost little and undo
 * gives back the very same objects.
 */
export const PATCH_FROM_ENTRIES = 2000;

const sizes = new WeakMap<object, number>();
function entryCount(record: object): number {
  let n = sizes.get(record);
  if (n === undefined) sizes.set(record, (n = Object.keys(record).length));
  return n;
}

function mapEntries(map: MapDef): number {
  return (
    entryCount(map.placements) +
    entryCount(map.edges) +
    entryCount(map.notes) +
    entryCount(map.visibility)
  );
}

/**
 * Whether any map of the document is big enough that whole documents in the history would
 * hold a copy of its records per step (every version of a record is a full plain object).
 */
function big(doc: MapDocument): boolean {
  return doc.maps.some((map) => mapEntries(map) >= PATCH_FROM_ENTRIES);
}

function entryFor(step: HistoryStep): HistoryEntry {
  const { before, after } = step;
  const patch = big(before) || big(after) ? diffDocuments(before, after) : null;
  return patch ? patchEntry(step.label, step.mapId, patch) : documentEntry(step);
}

// Each kind of entry is made in its own function: closures made in one scope share it, and
// a patch entry must not keep the documents alive.
function documentEntry({ label, mapId, before, after }: HistoryStep): HistoryEntry {
  return { label, mapId, undo: () => before, redo: () => after };
}

function patchEntry(label: string, mapId: string | null, patch: DocPatch): HistoryEntry {
  return {
    label,
    mapId,
    undo: (current) => applyPatch(current, patch, 'undo'),
    redo: (current) => applyPatch(current, patch, 'redo'),
  };
}

/**
 * Undo and redo. It belongs to the editor, not to one map, so switching maps keeps it; a
 * drag or a paint stroke is pushed once, when it ends. On big maps an entry keeps only what
 * its step changed (editor/model/doc-patch.ts), so 200 steps of painting a 40,000-cell board
 * keep 200 strokes' cells, not 200 copies of the board.
 */
export class EditHistory {
  #undo: HistoryEntry[] = [];
  #redo: HistoryEntry[] = [];
  readonly depth: number;

  constructor(depth = HISTORY_DEPTH) {
    this.depth = depth;
  }

  push(step: HistoryStep): void {
    if (step.before === step.after) return;
    this.#undo.push(entryFor(step));
    if (this.#undo.length > this.depth) this.#undo.shift();
    this.#redo = [];
  }

  /** The entry to undo (its `undo` gives the document to show), or null. */
  undo(): HistoryEntry | null {
    const entry = this.#undo.pop();
    if (!entry) return null;
    this.#redo.push(entry);
    return entry;
  }

  redo(): HistoryEntry | null {
    const entry = this.#redo.pop();
    if (!entry) return null;
    this.#undo.push(entry);
    return entry;
  }

  clear(): void {
    this.#undo = [];
    this.#redo = [];
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }
  get canRedo(): boolean {
    return this.#redo.length > 0;
  }
  get undoLabel(): string | null {
    return this.#undo.at(-1)?.label ?? null;
  }
  get redoLabel(): string | null {
    return this.#redo.at(-1)?.label ?? null;
  }
}
