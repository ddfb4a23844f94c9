import type { MapDef } from '../../scenarios/format/map.ts';
import type { MapEditor } from '../model/map-editor.ts';
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
