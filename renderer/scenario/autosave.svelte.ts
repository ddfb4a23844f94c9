import { describeError } from '../lib/describe-error.ts';

/**
 * saved    — what is on screen is on disk
 * dirty    — edits wait for the debounce
 * invalid  — edits wait until the marked fields are fixed (nothing is sent)
 * saving   — a save is on its way
 * error    — the last save failed; `error` says why, `flush()` retries
 */
export type SaveState = 'saved' | 'dirty' | 'invalid' | 'saving' | 'error';

export interface AutosaveOptions {
  /** Sends the current content; reads it synchronously before its first await. */
  save: () => Promise<void>;
  isValid: () => boolean;
  delayMs?: number;
}

/**
 * Debounced autosave with revisions: every edit bumps the revision, a save records the
 * revision it sent, and edits made while a save is in flight are saved after it.
 */
export class Autosaver {
  state = $state<SaveState>('saved');
  error = $state<string | null>(null);

  #options: AutosaveOptions;
  #delayMs: number;
  #revision = 0;
  #savedRevision = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #inFlight: Promise<void> | null = null;

  constructor(options: AutosaveOptions) {
    this.#options = options;
    this.#delayMs = options.delayMs ?? 600;
  }

  get hasUnsavedChanges(): boolean {
    return this.#revision !== this.#savedRevision;
  }

  /** Call after every edit. */
  changed(): void {
    this.#revision += 1;
    this.#clearTimer();
    if (this.#inFlight) return; // The save in flight schedules the next one.
    this.#schedule();
  }

  #schedule(): void {
    if (!this.#options.isValid()) {
      this.state = 'invalid';
      return;
    }
    this.state = 'dirty';
    this.#timer = setTimeout(() => void this.flush(), this.#delayMs);
  }

  /** Save now if anything is unsaved (blur, leaving the view, Retry). */
  async flush(): Promise<void> {
    this.#clearTimer();
    while (this.#inFlight) await this.#inFlight;
    if (!this.hasUnsavedChanges) return;
    if (!this.#options.isValid()) {
      this.state = 'invalid';
      return;
    }
    const revision = this.#revision;
    let succeeded = false;
    this.state = 'saving';
    this.#inFlight = this.#options
      .save()
      .then(
        () => {
          this.#savedRevision = revision;
          succeeded = true;
          this.error = null;
          this.state = this.#revision === revision ? 'saved' : 'dirty';
        },
        (error: unknown) => {
          this.error = describeError(error);
          this.state = 'error';
        },
      )
      .finally(() => {
        this.#inFlight = null;
      });
    await this.#inFlight;
    // Edits made during the save: carry on with the usual debounce (or report invalid).
    if (succeeded && this.hasUnsavedChanges) this.#schedule();
  }

  /** Forget unsaved edits: the content on screen was replaced by what is on disk. */
  reset(): void {
    this.#clearTimer();
    this.#savedRevision = this.#revision;
    this.error = null;
    this.state = 'saved';
  }

  destroy(): void {
    this.#clearTimer();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
