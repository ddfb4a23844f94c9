/** How many steps back an undo can go; older ones are dropped. */
const LIMIT = 200;

/**
 * Undo and redo over snapshots of what a view edits. Each edit records the state it started
 * from; edits with the same mark in a row (the letters typed in one field) make one step.
 */
export class EditHistory<T> {
  #undo = $state.raw<T[]>([]);
  #redo = $state.raw<T[]>([]);
  #lastMark: string | null = null;

  readonly canUndo = $derived(this.#undo.length > 0);
  readonly canRedo = $derived(this.#redo.length > 0);

  /** Call before an edit, with the state it changes. */
  record(before: T, mark?: string): void {
    const coalesce = mark !== undefined && mark === this.#lastMark && this.#undo.length > 0;
    this.#lastMark = mark ?? null;
    this.#redo = [];
    if (coalesce) return;
    this.#undo = [...this.#undo, before].slice(-LIMIT);
  }

  /** The state to go back to, given the one on screen; null when there is none. */
  undo(current: T): T | null {
    const previous = this.#undo.at(-1);
    if (previous === undefined) return null;
    this.#undo = this.#undo.slice(0, -1);
    this.#redo = [...this.#redo, current];
    this.#lastMark = null;
    return previous;
  }

  redo(current: T): T | null {
    const next = this.#redo.at(-1);
    if (next === undefined) return null;
    this.#redo = this.#redo.slice(0, -1);
    this.#undo = [...this.#undo, current];
    this.#lastMark = null;
    return next;
  }

  /** A new version of the file is shown: the steps recorded over the old one no longer apply. */
  clear(): void {
    this.#undo = [];
    this.#redo = [];
    this.#lastMark = null;
  }
}
