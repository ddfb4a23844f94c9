import type { z } from 'zod';

/**
 * A view's safety net: its unsaved edits written to localStorage at once, so that a reload, a
 * crash or a lost connection before the debounced save loses nothing. A draft names the file
 * version (`basedOn`, the scenario's `modifiedAt`) it was made from, so it is only ever
 * replayed over that same version.
 */
export interface Draft<D> {
  basedOn: string;
  /** When the draft was written (ISO time), to tell the person how old it is. */
  writtenAt: string;
  doc: D;
}

/** The draft kept under one storage key; `docSchema` checks what a draft holds. */
export class LocalDraft<D> {
  readonly #storage: Storage | undefined;
  readonly #key: string;
  readonly #schema: z.ZodType<Draft<D>>;

  constructor(storage: Storage | undefined, key: string, schema: z.ZodType<Draft<D>>) {
    this.#storage = storage;
    this.#key = key;
    this.#schema = schema;
  }

  /**
   * The draft, or null when there is none, storage is unavailable, or what is stored is not a
   * valid draft (one from an older format is dropped, not replayed).
   */
  read(): Draft<D> | null {
    let text: string | null;
    try {
      text = this.#storage?.getItem(this.#key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      const parsed = this.#schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** False when the draft could not be written (storage full or disabled). */
  write(draft: Draft<D>): boolean {
    if (!this.#storage) return false;
    try {
      this.#storage.setItem(this.#key, JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  remove(): void {
    try {
      this.#storage?.removeItem(this.#key);
    } catch {
      // Nothing to do: a leftover draft is ignored once the file has moved on.
    }
  }
}
