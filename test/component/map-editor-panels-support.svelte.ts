import { mapSchema, type MapInput } from '../../scenarios/format/map.ts';
import { tileSchema, type TileInput } from '../../scenarios/format/tiles.ts';
import type { MapDocument } from '../../editor/model/document.ts';
import { DEFAULT_SETTINGS, MapEditor, type EditorSettings } from '../../editor/model/map-editor.ts';
import { EMPTY_SELECTION, type Selection } from '../../editor/model/selection.ts';
import type { PanelStore } from '../../renderer/editor/panels/panel-store.ts';

/**
 * The fields the side panels read, mirrored from a real `MapEditor` as the screen's store
 * does: `$state.raw` copies refreshed on every change the editor announces.
 */
export class PanelTestStore implements PanelStore {
  readonly editor: MapEditor;
  doc = $state.raw<MapDocument>({ tiles: [], maps: [] });
  map = $state.raw<MapEditor['map']>(null);
  selection = $state.raw<Selection>(EMPTY_SELECTION);
  settings = $state.raw<Readonly<EditorSettings>>(DEFAULT_SETTINGS);
  teams = [
    { id: 'red', name: 'Red fleet', colour: '#cc3333' },
    { id: 'blue', name: 'Blue fleet', colour: '#3355cc' },
  ];
  opened: string[] = [];

  constructor(doc: MapDocument) {
    this.editor = new MapEditor(doc);
    this.#refresh();
    this.editor.subscribe(() => this.#refresh());
  }

  openMap(id: string): void {
    this.opened.push(id);
    this.editor.setActiveMap(id);
  }

  #refresh(): void {
    this.doc = this.editor.doc;
    this.map = this.editor.map;
    this.selection = this.editor.selection;
    this.settings = this.editor.settings;
  }
}

export const tile = (input: Partial<TileInput> & { id: string; name: string }) =>
  tileSchema.parse(input);
export const map = (input: Partial<MapInput> & { id: string; name: string }) =>
  mapSchema.parse(input);

/** A flat hexagon board of radius 2 with two tiles placed, and a small library. */
export function sampleDoc(): MapDocument {
  return {
    tiles: [
      tile({ id: 'mecatol', name: 'Mecatol Rex', kind: 'system', label: '18', copies: 1 }),
      tile({ id: 'nebula', name: 'Nebula', kind: 'anomaly', colour: '#664488' }),
      tile({ id: 'empty', name: 'Empty space', kind: 'empty', copies: 8 }),
    ],
    maps: [
      map({
        id: 'galaxy',
        name: 'Galaxy',
        grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
        placements: {
          '0,0': { tile: 'mecatol', rotation: 0 },
          '2,0': { tile: 'nebula', rotation: 0 },
        },
        tokens: [{ id: 'token-1', at: '2,0', label: 'Fleet' }],
      }),
    ],
  };
}
