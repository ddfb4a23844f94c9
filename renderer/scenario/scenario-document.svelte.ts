import type { ResponseOf, ScenarioSummary } from '../../host/channels.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';
import { Autosaver } from './autosave.svelte.ts';
import type { Draft, LocalDraft } from './local-draft.ts';

export type LoadedScenario = ResponseOf<'scenario.get'>;

/** Why a version of the file is being shown: opened, changed elsewhere, or chosen in a conflict. */
export type ShowReason = 'load' | 'elsewhere' | 'theirs';

/** How a view keeps drafts of its edits (see local-draft.ts). */
export interface DraftKeeping<D> {
  draft: LocalDraft<D>;
  /** How long edits gather before the draft is written (a paint stroke changes every frame). */
  delayMs: number;
  /** The edits a draft holds; the same object for as long as they do not change. */
  current(): D;
  /** Shows a draft's edits (they are then saved like any edit). */
  apply(doc: D): void;
}

export interface ScenarioDocumentOptions {
  autosaveDelayMs?: number;
}

/**
 * One scenario file as a view of it edits it: loaded from the host, autosaved (debounced) with
 * the version the edits started from, so a save over a version saved elsewhere since is refused
 * (`conflict`) and never overwrites it silently; shown again when another window or program
 * changed it and nothing here waits to be saved; and, when the view keeps drafts, every edit
 * also kept locally until the host has it.
 *
 * A view (the scenario overview, the map editor) extends it: it says how to show a version,
 * what its edits make of the scenario, whether they can be saved, and calls `changed()` after
 * each edit.
 */
export abstract class ScenarioDocument<D = never> {
  readonly id: string;
  readonly saver: Autosaver;

  status = $state<'loading' | 'ready' | 'missing' | 'failed'>('loading');
  loadError = $state<string | null>(null);
  /** Every problem the host found when the scenario could not be opened (its file checked in full). */
  loadProblems = $state.raw<readonly { path: string; message: string }[]>([]);
  summary = $state.raw<ScenarioSummary | null>(null);
  /** The scenario as loaded: every section the view does not change is sent back as is. */
  base = $state.raw<Scenario | null>(null);
  /** The last save was refused: someone else saved this scenario after it was loaded here. */
  conflict = $state(false);
  /** Edits found in a draft and put back on load (the view says so once). */
  restoredDraft = $state.raw<Draft<D> | null>(null);
  /** A draft made over an older version of the file: offered, never applied silently. */
  staleDraft = $state.raw<Draft<D> | null>(null);

  protected readonly backend: Backend;
  #drafts: DraftKeeping<D> | undefined;
  #draftTimer: ReturnType<typeof setTimeout> | null = null;
  /** Save without naming the version the edits started from (the user chose to keep theirs). */
  #overwrite = false;

  constructor(backend: Backend, id: string, options: ScenarioDocumentOptions = {}) {
    this.backend = backend;
    this.id = id;
    this.saver = new Autosaver({
      save: () => this.#save(),
      isValid: () => this.canSave(),
      ...(options.autosaveDelayMs !== undefined ? { delayMs: options.autosaveDelayMs } : {}),
    });
  }

  /** Puts a version of the file on screen (`summary` and `base` are already set). */
  protected abstract show(scenario: Scenario, reason: ShowReason): void;

  /** The scenario with the view's edits, as a save sends it; null before it is loaded. */
  protected abstract edited(): Scenario | null;

  /** False while the edits break the format: nothing is sent until they are fixed. */
  protected canSave(): boolean {
    return true;
  }

  /** Edits under way that are not edits yet (a stroke being drawn): a refresh waits for them. */
  protected isEditing(): boolean {
    return false;
  }

  /** The host has saved `scenario`; `summary` names the new version. */
  protected afterSave(_scenario: Scenario): void {}

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      this.#show(await this.fetch(), 'load');
      this.#recoverDraft();
      this.status = 'ready';
      this.loadProblems = [];
    } catch (error) {
      const missing = error instanceof BackendError && error.code === 'not-found';
      this.status = missing ? 'missing' : 'failed';
      this.loadProblems = error instanceof BackendError ? (error.problems ?? []) : [];
      // With several problems the screen lists them all; the sentence need not repeat the first.
      this.loadError =
        this.loadProblems.length > 1 && error instanceof Error
          ? error.message
          : describeError(error);
    }
  }

  fetch(): Promise<LoadedScenario> {
    return this.backend.call('scenario.get', { id: this.id });
  }

  /**
   * Another window or program changed the library: when nothing is waiting to be saved here
   * and this scenario's file is newer than what is shown, show the new version.
   */
  async refreshFromElsewhere(): Promise<void> {
    if (this.status !== 'ready' || this.saver.state !== 'saved') return;
    let loaded: LoadedScenario;
    try {
      loaded = await this.fetch();
    } catch {
      return; // Deleted or unreadable now: the next save or reload will say so.
    }
    // Edits made while it was being fetched win: they will be saved (or refused) as usual.
    if (this.saver.state !== 'saved' || this.saver.hasUnsavedChanges || this.isEditing()) return;
    if (loaded.summary.modifiedAt !== this.summary?.modifiedAt) this.#show(loaded, 'elsewhere');
  }

  /** Resolve a conflict by discarding the edits here and showing the version on disk. */
  async loadTheirs(): Promise<void> {
    const loaded = await this.fetch();
    this.#show(loaded, 'theirs');
    this.conflict = false;
    this.saver.reset();
    this.#drafts?.draft.remove();
  }

  /** Resolve a conflict by saving the edits here over the other version. */
  async keepMine(): Promise<void> {
    this.#overwrite = true;
    try {
      await this.saver.flush();
    } finally {
      this.#overwrite = false;
    }
  }

  /** Put back the edits of a draft made over an older version of the file, and save them. */
  restoreStaleDraft(): void {
    const draft = this.staleDraft;
    if (!draft || !this.#drafts) return;
    this.staleDraft = null;
    this.#drafts.apply(draft.doc);
    this.changed();
  }

  discardStaleDraft(): void {
    this.staleDraft = null;
    this.#drafts?.draft.remove();
  }

  /** Write the pending draft now (the page is being hidden or closed). */
  flushDraft(): void {
    if (this.#draftTimer === null) return;
    this.#clearDraftTimer();
    this.#writeDraft();
  }

  /** Send everything: draft first (synchronous, survives the page going away), then the host. */
  async flush(): Promise<void> {
    this.flushDraft();
    await this.saver.flush();
  }

  destroy(): void {
    this.flushDraft();
    this.saver.destroy();
  }

  /** Keep a draft of every edit until the host has it (the view calls this once, at start). */
  protected keepDrafts(drafts: DraftKeeping<D>): void {
    this.#drafts = drafts;
  }

  /** The view calls this after every edit. */
  protected changed(): void {
    this.saver.changed();
    if (this.#drafts) this.#scheduleDraft(this.#drafts.delayMs);
  }

  #show(loaded: LoadedScenario, reason: ShowReason): void {
    this.summary = loaded.summary;
    this.base = loaded.scenario;
    this.show(loaded.scenario, reason);
  }

  /** After a load: replay a draft made over this very version; offer one made over another. */
  #recoverDraft(): void {
    const drafts = this.#drafts;
    const draft = drafts?.draft.read();
    if (!drafts || !draft) return;
    if (draft.basedOn !== this.summary?.modifiedAt) {
      this.staleDraft = draft;
      return;
    }
    if (JSON.stringify(draft.doc) === JSON.stringify(drafts.current())) {
      drafts.draft.remove();
      return;
    }
    drafts.apply(draft.doc);
    this.restoredDraft = draft;
    this.changed();
  }

  #scheduleDraft(delayMs: number): void {
    this.#clearDraftTimer();
    this.#draftTimer = setTimeout(() => {
      this.#draftTimer = null;
      this.#writeDraft();
    }, delayMs);
  }

  #clearDraftTimer(): void {
    if (this.#draftTimer !== null) clearTimeout(this.#draftTimer);
    this.#draftTimer = null;
  }

  #writeDraft(): void {
    const basedOn = this.summary?.modifiedAt;
    if (!this.#drafts || !basedOn || !this.saver.hasUnsavedChanges) return;
    this.#drafts.draft.write({
      basedOn,
      // A timestamp written once, never shown reactively.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      writtenAt: new Date().toISOString(),
      doc: this.#drafts.current(),
    });
  }

  async #save(): Promise<void> {
    const scenario = this.edited();
    if (!scenario) return;
    const sent = this.#drafts?.current();
    const expected = this.#overwrite ? undefined : this.summary?.modifiedAt;
    try {
      this.summary = await this.backend.call('scenario.save', {
        id: this.id,
        scenario,
        ...(expected === undefined ? {} : { expectedModifiedAt: expected }),
      });
      this.conflict = false;
    } catch (error) {
      this.conflict = error instanceof BackendError && error.code === 'stale';
      throw error;
    }
    this.afterSave(scenario);
    if (!this.#drafts) return;
    // The host has it. Edits made meanwhile keep a draft, now over the new version.
    if (this.#drafts.current() === sent) {
      this.#clearDraftTimer();
      this.#drafts.draft.remove();
    } else this.#writeDraft();
  }
}
