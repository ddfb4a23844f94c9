import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Team } from '../../../scenarios/format/schema.ts';
import type { MapDocument } from '../../../editor/model/document.ts';
import type { EditorSettings, MapEditor } from '../../../editor/model/map-editor.ts';
import type { Selection } from '../../../editor/model/selection.ts';
import type { GalaxyGeneration } from '../generate/galaxy-generation.svelte.ts';
import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { GalaxyDeal } from '../deal/galaxy-deal.svelte.ts';
import type { TemplateMode } from '../templates/template-mode.svelte.ts';

/**
 * What the side panels read from the editor screen's store. The panels change nothing
 * directly: every edit goes through `editor.apply…` so it is undoable and autosaved, and the
 * store's reactive fields follow. Declared here, structurally, so the panels can be tested
 * with any object that mirrors a `MapEditor` (the screen's store satisfies it).
 */
export interface PanelStore {
  readonly editor: MapEditor;
  readonly doc: MapDocument;
  readonly map: MapDef | null;
  readonly selection: Selection;
  readonly settings: Readonly<EditorSettings>;
  readonly teams: readonly Pick<Team, 'id' | 'name' | 'colour'>[];
  /** How the scenario's maps are read (map strings find the centre tile there); defaults when absent. */
  readonly mapRules?: MapRules;
  /** The scenario's title, named in exported map files. */
  readonly scenarioTitle?: string;
  /** Galaxies generated from the scenario's templates; absent where there is no dialog. */
  readonly generation?: GalaxyGeneration;
  /** The scenario's galaxy templates, which "Deal galaxy…" deals from. */
  readonly galaxyTemplates?: readonly GalaxyTemplate[];
  /** Dealing a galaxy on the canvas; absent where the screen offers none. */
  readonly deal?: GalaxyDeal | null;
  /** The visual template mode; absent where the screen offers none. */
  readonly templates?: TemplateMode | null;
  readonly tilePools?: readonly TilePool[];
  /** Show another map (the screen also updates the address); absent → the editor alone. */
  openMap?(id: string): void;
}

/** Switch the map being edited, through the store when it routes, else the editor. */
export function openMapOf(store: PanelStore, id: string): void {
  if (store.openMap) store.openMap(id);
  else store.editor.setActiveMap(id);
}
