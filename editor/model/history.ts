import type { MapDocument } from './document.ts';

/** One undoable step: the whole document before and after (shared structure keeps it small). */
export interface HistoryEntry {
  readonly label: string;
  /** The map that was active, so undo can bring the user back to where the edit happened. */
  readonly mapId: string | null;
  readonly before: MapDocument;
  readonly after: MapDocument;
}

export const HISTORY_DEPTH = 200;

/**
 * Undo and redo over whole documents. It belongs to the editor, not to one map, so switching
 * maps keeps it; a drag or a paint stroke is pushed once, when it ends.
 */
export class EditHistory {
  #undo: HistoryEntry[] = [];
  #redo: HistoryEntry[] = [];
  readonly depth: number;

  constructor(depth = HISTORY_DEPTH) {
    this.depth = depth;
  }

  push(entry: HistoryEntry): void {
    if (entry.before === entry.after) return;
    this.#undo.push(entry);
    if (this.#undo.length > this.depth) this.#undo.shift();
    this.#redo = [];
  }

  /** The entry to undo (its `before` is the document to show), or null. */
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
