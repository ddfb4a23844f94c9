import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import type { MapDocument } from '../../../editor/model/document.ts';
import type { EditorSettings } from '../../../editor/model/map-editor.ts';
import { filterTiles, mapTileUsage } from '../../../editor/model/tile-library.ts';

const NOTHING_PLACED: ReadonlyMap<string, number> = new Map();

/**
 * One swatch of the palette: the tile and how many of its copies are on the open map (each
 * map is one table's layout, laid out from the game's own pool of tiles).
 */
export interface PaletteEntry {
  tile: Tile;
  placed: number;
  /** How many the game has; null for as many as wanted. */
  copies: number | null;
  /** True when every copy is on a map (the swatch is greyed, it can still be chosen). */
  exhausted: boolean;
}

export function paletteEntries(
  doc: MapDocument,
  map: MapDef | null,
  filter: { search: string; kind: string | null },
): PaletteEntry[] {
  const usage = map ? mapTileUsage(map) : NOTHING_PLACED;
  return filterTiles(doc.tiles, filter).map((tile) => {
    const placed = usage.get(tile.id) ?? 0;
    return {
      tile,
      placed,
      copies: tile.copies,
      exhausted: tile.copies !== null && placed >= tile.copies,
    };
  });
}

/** "2/4" for a finite pool, "2" when copies are unlimited. */
export const usageText = (entry: PaletteEntry): string =>
  entry.copies === null ? String(entry.placed) : `${entry.placed}/${entry.copies}`;

/**
 * Choosing a tile arms the brush: the paint tool, unless the fill tool is in hand (it fills
 * with the chosen tile, so it stays).
 */
export function brushFor(tileId: string, tool: EditorSettings['tool']): Partial<EditorSettings> {
  return tool === 'fill' ? { tileId } : { tileId, tool: 'paint' };
}
