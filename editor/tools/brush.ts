import type { MapDef } from '../../scenarios/format/map.ts';
import type { MapEditor } from '../model/map-editor.ts';
import { withinPool } from '../model/tile-pool.ts';
import { layerProblem } from './layers.ts';

/** The tile a click would paint, with the brush's rotation; null when none is chosen. */
export interface TileBrush {
  readonly tileId: string;
  readonly rotation: number;
}

export function tileBrush(editor: MapEditor): TileBrush | null {
  const { tileId, rotation } = editor.settings;
  if (tileId === null || !editor.doc.tiles.some((t) => t.id === tileId)) return null;
  return { tileId, rotation };
}

export const NO_TILE_MESSAGE = 'Choose a tile in the library first';

/** Why painting tiles cannot start (layer, no tile), or null with the brush to paint with. */
export function tileBrushProblem(editor: MapEditor, map: MapDef): string | null {
  return layerProblem(map, 'tiles') ?? (tileBrush(editor) ? null : NO_TILE_MESSAGE);
}

/** What a refusal for want of copies adds: how to place the tile all the same. */
export const POOL_OVERRIDE_HINT = 'Hold Alt to place it anyway';

/**
 * Which of `places` the brush may paint without using more copies of its tile than the game
 * has, and why the others are refused (with how to insist). `beyondPool` (Alt held) lets
 * every place through, for designers drafting with proxies.
 */
export function brushAdmits(
  editor: MapEditor,
  map: MapDef,
  brush: TileBrush,
  places: readonly string[],
  beyondPool: boolean,
): { places: readonly string[]; refusal: string | null } {
  const tile = editor.doc.tiles.find((t) => t.id === brush.tileId);
  if (beyondPool || !tile) return { places, refusal: null };
  const { kept, reason } = withinPool(map, tile, places);
  return { places: kept, refusal: reason && `${reason}. ${POOL_OVERRIDE_HINT}.` };
}
