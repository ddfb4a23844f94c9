import type { ScenarioSummary } from '../../electron/channels.ts';
import type { MapDocument } from '../../editor/model/document.ts';
import {
  DEFAULT_SETTINGS,
  MapEditor,
  type EditorChange,
  type EditorSettings,
} from '../../editor/model/map-editor.ts';
import { EMPTY_SELECTION, type Selection } from '../../editor/model/selection.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Scenario, Team } from '../../scenarios/format/schema.ts';
import { BackendError, type Backend } from '../backend/backend.ts';
import { describeError } from '../lib/describe-error.ts';
import { Autosaver } from '../scenario/autosave.svelte.ts';
import { readDraft, removeDraft, writeDraft, type MapDraft } from './map-draft.ts';

export interface MapEditorStoreOptions {
  autosaveDelayMs?: number;
  /** Where drafts are kept; localStorage unless a test gives another. */
  storage?: Storage;
  /** How long edits gather before the draft is written (a paint stroke changes every frame). */
  draftDelayMs?: number;
}

const EMPTY_DOC: MapDocument = { tiles: [], maps: [] };

/**
 * The map editor screen's state: loads one scenario, edits its maps and tile library through
 * a `MapEditor`, and saves the whole scenario back (debounced, with the version it started
 * from, so an edit made elsewhere is never overwritten silently). Every edit is also kept as
 * a local draft until the host has it, so a reload loses nothing.
 *
 * The fields below mirror the controller as `$state.raw` (immutable values, compared by
 * reference): panels read them and write through `editor`.
 */
export class MapEditorStore {
  readonly id: string;
  /** The controller every edit goes through; the same object for the store's lifetime. */
  readonly editor: MapEditor = new MapEditor(EMPTY_DOC);
  readonly saver: Autosaver;

  status = $state<'loading' | 'ready' | 'missing' | 'failed'>('loading');
  loadError = $state<string | null>(null);
  summary = $state.raw<ScenarioSummary | null>(null);
  /** The scenario as loaded: every section this editor does not change is sent back as is. */
  base = $state.raw<Scenario | null>(null);
  teams = $state.raw<readonly Team[]>([]);

  doc = $state.raw<MapDocument>(EMPTY_DOC);
  activeMapId = $state.raw<string | null>(null);
  map = $state.raw<MapDef | null>(null);
  selection = $state.raw<Selection>(EMPTY_SELECTION);
  settings = $state.raw<Readonly<EditorSettings>>(DEFAULT_SETTINGS);
  canUndo = $state(false);
  canRedo = $state(false);
  undoLabel = $state<string | null>(null);
  redoLabel = $state<string | null>(null);

  /** The last save was refused: someone else saved this scenario after it was loaded here. */
  conflict = $state(false);
  /** Edits found in a draft and put back on load (the screen says so once). */
  restoredDraft = $state.raw<MapDraft | null>(null);
  /** A draft made over an older version of the file: offered, never applied silently. */
  staleDraft = $state.raw<MapDraft | null>(null);

  #backend: Backend;
  #storage: Storage | undefined;
  #draftDelayMs: number;
  #draftTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set while the store itself swaps the document in, so that is not taken for an edit. */
  #replacing = false;
  #overwrite = false;
  #unsubscribe: () => void;

  constructor(backend: Backend, id: string, options: MapEditorStoreOptions = {}) {
    this.#backend = backend;
    this.id = id;
    this.#storage = options.storage ?? globalThis.localStorage;
    this.#draftDelayMs = options.draftDelayMs ?? 150;
    this.saver = new Autosaver({
      save: () => this.#save(),
      // The host validates the whole scenario; every editor edit keeps the maps valid.
      isValid: () => true,
      ...(options.autosaveDelayMs !== undefined ? { delayMs: options.autosaveDelayMs } : {}),
    });
    this.#unsubscribe = this.editor.subscribe((change) => this.#onChange(change));
  }

  async load(mapId?: string): Promise<void> {
    this.status = 'loading';
    try {
      const loaded = await this.fetch();
      this.#show(loaded, mapId);
      this.#recoverDraft();
      this.status = 'ready';
    } catch (error) {
      const missing = error instanceof BackendError && error.code === 'not-found';
      this.status = missing ? 'missing' : 'failed';
      this.loadError = describeError(error);
    }
  }

  fetch() {
    return this.#backend.call('scenario.get', { id: this.id });
  }

  /** Show another map of the scenario (the maps list, the route). */
  openMap(id: string): void {
    this.editor.setActiveMap(id);
  }

  /**
   * Re-read the controller's state. Changes are pushed by its events; a transaction's commit
   * (the end of a paint stroke) moves the undo history without an event, so the canvas calls
   * this after each gesture.
   */
  refresh(): void {
    const editor = this.editor;
    this.doc = editor.doc;
    this.activeMapId = editor.activeMapId;
    this.map = editor.map;
    this.selection = editor.selection;
    this.settings = editor.settings;
    this.canUndo = editor.history.canUndo;
    this.canRedo = editor.history.canRedo;
    this.undoLabel = editor.history.undoLabel;
    this.redoLabel = editor.history.redoLabel;
  }

  undo(): void {
    this.editor.undo();
    this.refresh();
  }

  redo(): void {
    this.editor.redo();
    this.refresh();
  }

  /**
   * Another window or program changed the library: when nothing is waiting to be saved here
   * and the file is newer than what is shown, show the new version.
   */
  async refreshFromElsewhere(): Promise<void> {
    if (this.status !== 'ready' || this.saver.state !== 'saved') return;
    let loaded: Awaited<ReturnType<typeof this.fetch>>;
    try {
      loaded = await this.fetch();
    } catch {
      return; // Deleted or unreadable now: the next save or reload will say so.
    }
    if (this.saver.state !== 'saved' || this.saver.hasUnsavedChanges) return;
    if (this.editor.inTransaction) return;
    if (loaded.summary.modifiedAt !== this.summary?.modifiedAt) this.#show(loaded);
  }

  /** Resolve a conflict by discarding the edits here and showing the version on disk. */
  async loadTheirs(): Promise<void> {
    const loaded = await this.fetch();
    this.#show(loaded);
    this.conflict = false;
    this.saver.reset();
    removeDraft(this.#storage, this.id);
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
    if (!draft) return;
    this.staleDraft = null;
    this.#replace(draft.doc);
    this.#edited();
  }

  discardStaleDraft(): void {
    this.staleDraft = null;
    removeDraft(this.#storage, this.id);
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
    this.#unsubscribe();
    this.saver.destroy();
  }

  #onChange(change: EditorChange): void {
    this.refresh();
    if (change === 'document' && !this.#replacing) this.#edited();
  }

  #edited(): void {
    this.saver.changed();
    this.#scheduleDraft();
  }

  #show(loaded: { summary: ScenarioSummary; scenario: Scenario }, mapId?: string): void {
    const { summary, scenario } = loaded;
    this.summary = summary;
    this.base = scenario;
    this.teams = scenario.teams;
    const previous = this.editor.activeMapId;
    this.#replace({ tiles: scenario.tiles, maps: scenario.maps });
    const wanted = mapId ?? previous;
    if (wanted) this.editor.setActiveMap(wanted);
    this.refresh();
  }

  #replace(doc: MapDocument): void {
    this.#replacing = true;
    try {
      const active = this.editor.activeMapId;
      this.editor.replaceDocument(doc);
      if (active) this.editor.setActiveMap(active);
    } finally {
      this.#replacing = false;
    }
  }

  /** After a load: replay a draft made over this very version; offer one made over another. */
  #recoverDraft(): void {
    const draft = readDraft(this.#storage, this.id);
    if (!draft) return;
    if (draft.basedOn !== this.summary?.modifiedAt) {
      this.staleDraft = draft;
      return;
    }
    const current = this.editor.doc;
    if (JSON.stringify(draft.doc) === JSON.stringify(current)) {
      removeDraft(this.#storage, this.id);
      return;
    }
    this.#replace(draft.doc);
    this.restoredDraft = draft;
    this.#edited();
  }

  #scheduleDraft(): void {
    this.#clearDraftTimer();
    this.#draftTimer = setTimeout(() => {
      this.#draftTimer = null;
      this.#writeDraft();
    }, this.#draftDelayMs);
  }

  #clearDraftTimer(): void {
    if (this.#draftTimer !== null) clearTimeout(this.#draftTimer);
    this.#draftTimer = null;
  }

  #writeDraft(): void {
    const basedOn = this.summary?.modifiedAt;
    if (!basedOn || !this.saver.hasUnsavedChanges) return;
    const doc = this.editor.doc;
    writeDraft(this.#storage, this.id, {
      basedOn,
      // A timestamp written once, never shown reactively.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      writtenAt: new Date().toISOString(),
      doc: { tiles: doc.tiles, maps: doc.maps },
    });
  }

  async #save(): Promise<void> {
    const base = this.base;
    if (!base) return;
    const doc = this.editor.doc;
    const scenario: Scenario = { ...base, tiles: [...doc.tiles], maps: [...doc.maps] };
    const expected = this.#overwrite ? undefined : this.summary?.modifiedAt;
    try {
      this.summary = await this.#backend.call('scenario.save', {
        id: this.id,
        scenario,
        ...(expected === undefined ? {} : { expectedModifiedAt: expected }),
      });
      this.base = scenario;
      this.conflict = false;
    } catch (error) {
      this.conflict = error instanceof BackendError && error.code === 'stale';
      throw error;
    }
    // The host has it. Edits made meanwhile keep a draft, now over the new version.
    if (this.editor.doc === doc) {
      this.#clearDraftTimer();
      removeDraft(this.#storage, this.id);
    } else this.#writeDraft();
  }
}
