import {
  guessMapStringDialect,
  mapStringDialect,
  type MapStringDialect,
  type MapStringDialectId,
} from '../../../editor/formats/map-string/dialects.ts';
import {
  mapStringLibrary,
  type MapStringLibrary,
} from '../../../editor/formats/map-string/library.ts';
import {
  readMapString,
  type MapStringRead,
} from '../../../editor/formats/map-string/read-map-string.ts';
import {
  mapFromString,
  placeFromString,
} from '../../../editor/formats/map-string/string-to-map.ts';
import {
  writeMapString,
  type MapStringWrite,
} from '../../../editor/formats/map-string/write-map-string.ts';
import { lanesOfRules } from '../../../editor/formats/tiled/lanes-of.ts';
import { exportTiled } from '../../../editor/formats/tiled/tmj.ts';
import { addMap } from '../../../editor/model/document-edits.ts';
import { editMap } from '../../../editor/model/document.ts';
import { mapFile, serializeMapFile } from '../../../scenarios/format/map-file.ts';
import { mapRulesSchema, type MapRules } from '../../../scenarios/format/map-rules.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import { slugify } from '../../../scenarios/format/slug.ts';
import type { PanelStore } from './panel-store.ts';

/**
 * What the map editor's import and export do with the engines: map strings read against the
 * scenario's tiles and rules, as one undoable step; a map as a string, a Tiled map with its
 * picture, or a map file.
 */

export type ExchangeStore = Pick<PanelStore, 'doc' | 'editor' | 'mapRules' | 'scenarioTitle'>;

const rulesOf = (store: ExchangeStore): MapRules => store.mapRules ?? mapRulesSchema.parse({});

export function stringLibrary(store: ExchangeStore): MapStringLibrary {
  return mapStringLibrary(store.doc.tiles, rulesOf(store).movement);
}

/** The dialect chosen, or the likely one for `auto`. */
export function dialectFor(
  choice: MapStringDialectId | 'auto',
  text: string,
  library: MapStringLibrary,
): MapStringDialect {
  if (choice !== 'auto') return mapStringDialect(choice)!;
  return guessMapStringDialect(text, library.centre ? library.codeOf(library.centre.id) : null);
}

export function readPasted(
  text: string,
  dialect: MapStringDialect,
  library: MapStringLibrary,
): MapStringRead {
  return readMapString(text, dialect, library);
}

type Read = Extract<MapStringRead, { ok: true }>;

/** A new map holding the string's tiles, added and shown as one undoable step. */
export function importAsNewMap(
  store: ExchangeStore,
  read: Read,
  name: string,
  dialect: MapStringDialect,
): string {
  const taken = store.doc.maps.map((m) => m.id);
  const map = mapFromString(read, { name, takenIds: taken });
  return store.editor.applyAndShow(`Import ${dialect.name} as “${map.name}”`, (doc) =>
    addMap(doc, map),
  );
}

/** The open map's tiles replaced by the string's, as one undoable step; or what stops it. */
export function replaceTiles(
  store: ExchangeStore,
  map: MapDef,
  read: Read,
  dialect: MapStringDialect,
): readonly string[] {
  const placed = placeFromString(map, read);
  if (!placed.ok) return placed.problems;
  store.editor.apply(`Replace the tiles of “${map.name}” from a ${dialect.name}`, (doc) =>
    editMap(doc, map.id, () => placed.map),
  );
  return [];
}

export function exportString(
  store: ExchangeStore,
  map: MapDef,
  dialect: MapStringDialect,
): MapStringWrite {
  return writeMapString(map, dialect, stringLibrary(store));
}

/** A file a person downloads. */
export interface Download {
  readonly name: string;
  readonly data: string | Uint8Array<ArrayBuffer>;
  readonly type: string;
}

const baseName = (map: MapDef) => slugify(map.name, map.id);

/** A Tiled map and its tileset picture, or why the map has none. */
export function tiledDownloads(
  store: ExchangeStore,
  map: MapDef,
): { ok: true; files: Download[]; warnings: readonly string[] } | { ok: false; problem: string } {
  const name = baseName(map);
  const result = exportTiled(map, store.doc.tiles, {
    pictureName: `${name}.tiles.png`,
    lanesOf: lanesOfRules(rulesOf(store).movement),
  });
  if (!result.ok) return result;
  return {
    ok: true,
    files: [
      {
        name: `${name}.tmj`,
        data: `${JSON.stringify(result.map, null, 1)}\n`,
        type: 'application/json',
      },
      { name: result.pictureName, data: result.picture, type: 'image/png' },
    ],
    warnings: result.warnings,
  };
}

/** The map as a map file (the map, its placed tiles and the scenario's map rules). */
export function mapFileDownload(store: ExchangeStore, map: MapDef): Download {
  const file = mapFile(map, store.doc.tiles, rulesOf(store), store.scenarioTitle ?? '');
  return {
    name: `${baseName(map)}.map.json`,
    data: serializeMapFile(file),
    type: 'application/json',
  };
}
