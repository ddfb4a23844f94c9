import type { MapDocument } from '../../editor/model/document.ts';
import {
  DEFAULT_SETTINGS,
  MapEditor,
  type EditorChange,
  type EditorSettings,
} from '../../editor/model/map-editor.ts';
import { EMPTY_SELECTION, type Selection } from '../../editor/model/selection.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { mapRulesSchema, type MapRules } from '../../scenarios/format/map-rules.ts';
import type { Scenario, Team } from '../../scenarios/format/schema.ts';
import type { Backend } from '../backend/backend.ts';
import { ScenarioDocument, type ShowReason } from '../scenario/scenario-document.svelte.ts';
import { mapDraft } from './map-draft.ts';
import { GalaxyGeneration } from './generate/galaxy-generation.svelte.ts';
import { templatesOf } from '../../editor/model/template-document.ts';
import type { GalaxyTemplate, TilePool } from '../../scenarios/format/galaxy-templates.ts';
import { addMap } from '../../editor/model/document-edits.ts';
import type { GalaxyDeal } from './deal/galaxy-deal.svelte.ts';
import type { TemplateMode } from './templates/template-mode.svelte.ts';

export interface MapEditorStoreOptions {
  autosaveDelayMs?: number;
  /** Where drafts are kept; localStorage unless a test gives another. */
  storage?: Storage;
  /** How long edits gather before the draft is written (a paint stroke changes every frame). */
  draftDelayMs?: number;
}

const EMPTY_DOC: MapDocument = { tiles: [], maps: [] };
const NO_MAP_RULES: MapRules = mapRulesSchema.parse({});

/**
 * The map editor screen's state: one scenario document (loaded, autosaved with the version it
 * started from, refreshed when changed elsewhere, with a local draft of every edit until the
 * host has it) whose maps and tile library are edited through a `MapEditor`.
 *
 * The fields below mirror the controller as `$state.raw` (immutable values, compared by
 * reference): panels read them and write through `editor`.
 */
export class MapEditorStore extends ScenarioDocument<MapDocument> {
  /** The controller every edit goes through; the same object for the store's lifetime. */
  readonly editor: MapEditor = new MapEditor(EMPTY_DOC);

  teams = $state.raw<readonly Team[]>([]);
  /** How the scenario's maps are read and checked (edited in the scenario file, not here). */
  mapRules = $state.raw<MapRules>(NO_MAP_RULES);
  scenarioTitle = $state('');
  /** The layouts galaxies are generated from (edited in the template mode), and the tile pools. */
  galaxyTemplates = $state.raw<readonly GalaxyTemplate[]>([]);
  tilePools = $state.raw<readonly TilePool[]>([]);
  /** The "Generate galaxy…" dialog and its run. */
  readonly generation: GalaxyGeneration = new GalaxyGeneration({
    source: () => ({
      tiles: this.doc.tiles,
      mapRules: this.mapRules,
      galaxyTemplates: this.galaxyTemplates,
      tilePools: this.tilePools,
    }),
    add: (map) => {
      const id = this.editor.applyAndShow(`Generate “${map.name}”`, (doc) => addMap(doc, map));
      this.openMap(id);
    },
  });
  /** Dealing a galaxy on the canvas (the screen sets it up with the canvas). */
  deal: GalaxyDeal | null = null;
  /** The visual template mode (the screen sets it up with the canvas). */
  templates: TemplateMode | null = null;

  doc = $state.raw<MapDocument>(EMPTY_DOC);
  activeMapId = $state.raw<string | null>(null);
  map = $state.raw<MapDef | null>(null);
  selection = $state.raw<Selection>(EMPTY_SELECTION);
  settings = $state.raw<Readonly<EditorSettings>>(DEFAULT_SETTINGS);
  canUndo = $state(false);
  canRedo = $state(false);
  undoLabel = $state<string | null>(null);
  redoLabel = $state<string | null>(null);

  /** Set while the store itself swaps the document in, so that is not taken for an edit. */
  #replacing = false;
  /** The map to open once loaded (the address names it). */
  #openOnLoad: string | undefined;
  #unsubscribe: () => void;

  constructor(backend: Backend, id: string, options: MapEditorStoreOptions = {}) {
    // No check before saving: the host validates the whole scenario, and every editor edit
    // keeps the maps valid.
    super(backend, id, options);
    this.keepDrafts({
      draft: mapDraft(options.storage ?? globalThis.localStorage, id),
      delayMs: options.draftDelayMs ?? 150,
      current: () => this.editor.doc,
      apply: (doc) => this.#replace(doc),
    });
    this.#unsubscribe = this.editor.subscribe((change) => this.#onChange(change));
  }

  override load(mapId?: string): Promise<void> {
    this.#openOnLoad = mapId;
    return super.load();
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
    this.galaxyTemplates = templatesOf(editor.doc);
    this.activeMapId = editor.activeMapId;
    this.map = editor.map;
    this.selection = editor.selection;
    this.settings = editor.settings;
    this.canUndo = editor.history.canUndo;
    this.canRedo = editor.history.canRedo;
    this.undoLabel = editor.history.undoLabel;
    this.redoLabel = editor.history.redoLabel;
    this.#prepareWhenIdle();
  }

  #idle: number | null = null;

  /** On a big map, the next stroke's copy of the placements is made while nothing happens. */
  #prepareWhenIdle(): void {
    if (typeof globalThis.requestIdleCallback !== 'function' || this.#idle !== null) return;
    this.#idle = globalThis.requestIdleCallback(
      () => {
        this.#idle = null;
        this.editor.prepareStroke();
      },
      { timeout: 2_000 },
    );
  }

  undo(): void {
    this.editor.undo();
    this.refresh();
  }

  redo(): void {
    this.editor.redo();
    this.refresh();
  }

  override destroy(): void {
    super.destroy();
    this.generation.dispose();
    this.#unsubscribe();
    if (this.#idle !== null) globalThis.cancelIdleCallback?.(this.#idle);
  }

  protected override isEditing(): boolean {
    return this.editor.inTransaction;
  }

  #onChange(change: EditorChange): void {
    this.refresh();
    if (change === 'document' && !this.#replacing) this.changed();
  }

  protected show(scenario: Scenario, reason: ShowReason): void {
    this.teams = scenario.teams;
    this.mapRules = scenario.mapRules;
    this.scenarioTitle = scenario.meta.title;
    this.tilePools = scenario.tilePools;
    const previous = this.editor.activeMapId;
    this.#replace({
      tiles: scenario.tiles,
      maps: scenario.maps,
      galaxyTemplates: scenario.galaxyTemplates,
    });
    const wanted = (reason === 'load' ? this.#openOnLoad : undefined) ?? previous;
    if (wanted) this.editor.setActiveMap(wanted);
    this.refresh();
  }

  protected edited(): Scenario | null {
    const base = this.base;
    if (!base) return null;
    const doc = this.editor.doc;
    return {
      ...base,
      tiles: [...doc.tiles],
      maps: [...doc.maps],
      galaxyTemplates: [...(doc.galaxyTemplates ?? base.galaxyTemplates)],
    };
  }

  protected override afterSave(scenario: Scenario): void {
    this.base = scenario;
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
}
