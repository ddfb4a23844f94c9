import type { MapEditor } from '../../../editor/model/map-editor.ts';
import { mergeTiles, parseTileCsv, tilesToCsv } from '../../../editor/model/tile-csv.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';

export interface CsvImportReport {
  fileName: string;
  added: number;
  updated: number;
  problems: { row: number; column?: string; message: string }[];
}

/**
 * Merge the good rows of a tile CSV into the library as one undoable step (a tile with an id
 * already there is replaced) and report the rows left out, by their line in the file.
 */
export function importTileCsv(editor: MapEditor, fileName: string, text: string): CsvImportReport {
  const parsed = parseTileCsv(text);
  let added = 0;
  let updated = 0;
  if (parsed.tiles.length > 0)
    editor.apply(`Import tiles from “${fileName}”`, (doc) => {
      const merged = mergeTiles(doc, parsed.tiles);
      added = merged.added;
      updated = merged.updated;
      return merged.doc;
    });
  return { fileName, added, updated, problems: parsed.problems };
}

/** The library as CSV, in the columns import reads. */
export const exportTileCsv = (tiles: readonly Tile[]): string => tilesToCsv(tiles);
