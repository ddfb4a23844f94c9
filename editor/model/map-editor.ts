import type { MapDef } from '../../scenarios/format/map.ts';
import type { Clipboard } from './clipboard.ts';
import { editMap, findMap, type DocumentEdit, type MapDocument, type MapEdit } from './document.ts';
import { EditHistory, PATCH_FROM_ENTRIES, type HistoryEntry } from './history.ts';
import { prepareDraft, withDrafts } from './record-journal.ts';
import { EMPTY_SELECTION, type Selection } from './selection.ts';

/** The tool ids, in toolbar order (the tools themselves live in editor/tools). */
export const TOOL_IDS = [
  'select',
  'pan',
  'paint',
  'erase',
  'fill',
  'edge',
  'node',
  'lane',
  'token',
  'label',
  'cell',
  'visibility',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** What the tools use when they add something: the current brush, in the user's words. */
export interface EditorSettings {
  tool: ToolId;
  /** The palette's chosen tile (paint, fill). */
  tileId: string | null;
  /** Rotation given to newly painted tiles, in grid steps. */
  rotation: number;
  /** The edge feature type the edge tool toggles. */
  edgeTypeId: string | null;
  /** The lane type new lanes get. */
  laneTypeId: string | null;
  /** What the token tool places. */
  token: { label: string; colour: string; team: string | null; icon: string };
  /** What the visibility tool marks: a state, or null to clear. */
  visibilityState: 'hidden' | 'unexplored' | null;
  /** Apply each edit to all N rotations about the board's centre (1 = off). */
  symmetry: number;
  /** Whose eyes the canvas shows the map through: Control (everything) or a team id. */
  view: string;
}

export const CONTROL_VIEW = 'control';

export const DEFAULT_SETTINGS: EditorSettings = {
  tool: 'select',
  tileId: null,
  rotation: 0,
  edgeTypeId: null,
  laneTypeId: null,
  token: { label: '', colour: '#e8c547', team: null, icon: '' },
  visibilityState: 'unexplored',
  symmetry: 1,
  view: CONTROL_VIEW,
};

/** 'history': a transaction ended, so undo/redo changed though the document did not. */
export type EditorChange =
  'document' | 'selection' | 'settings' | 'active-map' | 'clipboard' | 'history';

/** A change in progress (a drag, a paint stroke): shown live, undone as one step. */
export interface Transaction {
  /** Apply one more change on top of what the transaction already did. */
  update(edit: DocumentEdit): void;
  /** Same, to the map that was active when the transaction began. */
  updateMap(edit: MapEdit): void;
  /** End it as one undo step; `label` renames the step (a stroke knows its size only now). */
  commit(label?: string): void;
  /** Put everything back as it was before `begin`. */
  cancel(): void;
  readonly active: boolean;
}

/**
 * The map editor's state and the only way to change it: the document, the active map, the
 * selection, the brush settings, the clipboard and the undo history. Pure TypeScript, so the
 * tools, the CLI and the tests drive it without a canvas; the Svelte view subscribes.
 */
export class MapEditor {
  #doc: MapDocument;
  #activeMapId: string | null;
  #selection: Selection = EMPTY_SELECTION;
  #settings: EditorSettings;
  #clipboard: Clipboard | null = null;
  #transaction: { label: string; before: MapDocument; mapId: string | null } | null = null;
  #listeners = new Set<(change: EditorChange) => void>();
  readonly history = new EditHistory();

  constructor(
    doc: MapDocument,
    options: { activeMapId?: string | null; settings?: Partial<EditorSettings> } = {},
  ) {
    this.#doc = doc;
    this.#activeMapId = options.activeMapId ?? doc.maps[0]?.id ?? null;
    this.#settings = { ...DEFAULT_SETTINGS, ...options.settings };
  }

  get doc(): MapDocument {
    return this.#doc;
  }
  get activeMapId(): string | null {
    return this.#activeMapId;
  }
  /** The map being edited, or null when the scenario has none. */
  get map(): MapDef | null {
    return findMap(this.#doc, this.#activeMapId);
  }
  get selection(): Selection {
    return this.#selection;
  }
  get settings(): Readonly<EditorSettings> {
    return this.#settings;
  }
  get clipboard(): Clipboard | null {
    return this.#clipboard;
  }
  get inTransaction(): boolean {
    return this.#transaction !== null;
  }

  subscribe(listener: (change: EditorChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(change: EditorChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  /** One undoable step over the whole document. */
  apply(label: string, edit: DocumentEdit): void {
    if (this.#transaction) this.#commitTransaction();
    const before = this.#doc;
    const after = edit(before);
    if (after === before) return;
    this.#doc = after;
    this.history.push({ label, mapId: this.#activeMapId, before, after });
    this.#afterDocumentChange(before);
  }

  /**
   * One undoable step that makes a map (add, duplicate, import) and then shows it. Undo
   * returns to the map that was active before. Returns the id of the map now shown.
   */
  applyAndShow(
    label: string,
    edit: (doc: MapDocument) => { doc: MapDocument; id: string },
  ): string {
    let id: string | null = null;
    this.apply(label, (doc) => {
      const result = edit(doc);
      id = result.id;
      return result.doc;
    });
    if (id !== null) this.setActiveMap(id);
    return id ?? this.#activeMapId ?? '';
  }

  /** One undoable step on the active map. */
  applyToMap(label: string, edit: MapEdit): void {
    const id = this.#activeMapId;
    if (id === null) return;
    this.apply(label, (doc) => editMap(doc, id, edit));
  }

  begin(label: string): Transaction {
    if (this.#transaction) this.#commitTransaction();
    const mapId = this.#activeMapId;
    const state = { label, before: this.#doc, mapId };
    this.#transaction = state;
    const isMine = () => this.#transaction === state;
    // Records this transaction copied: its later steps write into them rather than copying
    // the whole record again (a stroke costs what it changes, not the size of the board).
    const drafts = new WeakSet<object>();
    return {
      update: (edit) => {
        if (!isMine()) return;
        const previous = this.#doc;
        const next = withDrafts(drafts, () => edit(previous));
        if (next === previous) return;
        this.#doc = next;
        this.#afterDocumentChange(previous);
      },
      updateMap: (edit) => {
        if (!isMine() || mapId === null) return;
        const previous = this.#doc;
        const next = withDrafts(drafts, () => editMap(previous, mapId, edit));
        if (next === previous) return;
        this.#doc = next;
        this.#afterDocumentChange(previous);
      },
      commit: (label?: string) => {
        if (!isMine()) return;
        if (label !== undefined) state.label = label;
        this.#commitTransaction();
      },
      cancel: () => {
        if (!isMine()) return;
        this.#transaction = null;
        const previous = this.#doc;
        if (previous !== state.before) {
          this.#doc = state.before;
          this.#afterDocumentChange(previous);
        }
      },
      get active() {
        return isMine();
      },
    };
  }

  #commitTransaction(): void {
    const t = this.#transaction;
    if (!t) return;
    this.#transaction = null;
    this.history.push({ label: t.label, mapId: t.mapId, before: t.before, after: this.#doc });
    this.#emit('history');
  }

  undo(): HistoryEntry | null {
    if (this.#transaction) this.#commitTransaction();
    const entry = this.history.undo();
    if (!entry) return null;
    const previous = this.#doc;
    this.#doc = entry.undo(previous);
    this.#returnTo(entry.mapId);
    this.#afterDocumentChange(previous);
    return entry;
  }

  redo(): HistoryEntry | null {
    if (this.#transaction) this.#commitTransaction();
    const entry = this.history.redo();
    if (!entry) return null;
    const previous = this.#doc;
    this.#doc = entry.redo(previous);
    this.#returnTo(entry.mapId);
    this.#afterDocumentChange(previous);
    return entry;
  }

  /** Undo shows the map the edit was made on, so nothing changes out of sight. */
  #returnTo(mapId: string | null): void {
    if (mapId !== null && mapId !== this.#activeMapId && findMap(this.#doc, mapId)) {
      this.#activeMapId = mapId;
      this.#selection = EMPTY_SELECTION;
      this.#emit('active-map');
    }
  }

  /**
   * After any document change: keep the active map valid and drop a stale selection. When
   * the active map is gone (deleted, or undone away), show the one that took its place in
   * the list, or the one before it when it was last; with no `previous` (a document from
   * elsewhere), show the first.
   */
  #afterDocumentChange(previous: MapDocument | null): void {
    if (!findMap(this.#doc, this.#activeMapId)) {
      const oldIndex = previous?.maps.findIndex((m) => m.id === this.#activeMapId) ?? 0;
      const maps = this.#doc.maps;
      const index = Math.min(Math.max(oldIndex, 0), maps.length - 1);
      this.#activeMapId = maps[index]?.id ?? null;
      this.#selection = EMPTY_SELECTION;
      this.#emit('active-map');
    }
    this.#emit('document');
  }

  /**
   * Copies the active map's placements ahead of the next stroke, when that map is big: the
   * stroke's first step then costs what it changes, like the others. For the page to call
   * when it is idle; it changes nothing anyone can see.
   */
  prepareStroke(): void {
    const map = this.map;
    if (this.#transaction || !map) return;
    if (Object.keys(map.placements).length >= PATCH_FROM_ENTRIES) prepareDraft(map.placements);
  }

  setActiveMap(id: string): void {
    if (id === this.#activeMapId || !findMap(this.#doc, id)) return;
    if (this.#transaction) this.#commitTransaction();
    this.#activeMapId = id;
    this.#selection = EMPTY_SELECTION;
    this.#emit('active-map');
  }

  setSelection(selection: Selection): void {
    if (selection === this.#selection) return;
    this.#selection = selection;
    this.#emit('selection');
  }

  setSettings(patch: Partial<EditorSettings>): void {
    this.#settings = { ...this.#settings, ...patch };
    this.#emit('settings');
  }

  setClipboard(clipboard: Clipboard | null): void {
    this.#clipboard = clipboard;
    this.#emit('clipboard');
  }

  /**
   * Show a document that came from elsewhere (the file changed on disk, a draft restored).
   * Undo history is dropped: its steps were made against another document.
   */
  replaceDocument(doc: MapDocument): void {
    this.#transaction = null;
    this.#doc = doc;
    this.history.clear();
    this.#selection = EMPTY_SELECTION;
    this.#afterDocumentChange(null);
  }
}
