import type { GalaxyTemplate } from '../../scenarios/format/galaxy-templates.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';

/**
 * What the map editor edits: the scenario's maps and its tile library. Immutable: every edit
 * makes a new document that shares whatever it did not change, so undo keeps whole
 * documents cheaply and the canvas can tell what changed by reference.
 */
export interface MapDocument {
  readonly tiles: readonly Tile[];
  readonly maps: readonly MapDef[];
  /** The scenario's galaxy templates, edited in the template mode (absent: none loaded). */
  readonly galaxyTemplates?: readonly GalaxyTemplate[];
}

/** A pure change to one map. */
export type MapEdit = (map: MapDef, doc: MapDocument) => MapDef;
/** A pure change to the whole document (maps list, tile library). */
export type DocumentEdit = (doc: MapDocument) => MapDocument;

export function findMap(doc: MapDocument, id: string | null): MapDef | null {
  return doc.maps.find((m) => m.id === id) ?? null;
}

/** The document with one map replaced by what `edit` makes of it (the same document if nothing changed). */
export function editMap(doc: MapDocument, id: string, edit: MapEdit): MapDocument {
  const index = doc.maps.findIndex((m) => m.id === id);
  const map = doc.maps[index];
  if (!map) return doc;
  const next = edit(map, doc);
  if (next === map) return doc;
  const maps = doc.maps.slice();
  maps[index] = next;
  return { ...doc, maps };
}
