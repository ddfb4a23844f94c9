import {
  LAYER_IDS,
  type CoordinateStyle,
  type LayerId,
  type MapDef,
} from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';

export const LAYER_NAMES: Record<LayerId, string> = {
  tiles: 'Tiles',
  edges: 'Edges and lanes',
  tokens: 'Tokens',
  labels: 'Labels',
  visibility: 'Fog of war',
};

/** What naming places by name shows: the node's own name, or the name of the tile on a cell. */
const NAMES_LABEL = { cell: 'Tile names', node: 'Node names' } as const;

/** The coordinate styles that mean something on this kind of board, in the person's words. */
export function coordinateStylesFor(
  map: MapDef,
): readonly { value: CoordinateStyle; label: string }[] {
  const geometry = geometryOf(map);
  return [
    { value: 'none', label: 'None' },
    ...geometry.numberings.map(({ style, label }) => ({ value: style, label })),
    { value: 'names', label: NAMES_LABEL[geometry.placeNoun] },
  ];
}

/** The layers a map has, in drawing order (lanes share the edges layer on graph maps). */
export function layerRows(map: MapDef) {
  return LAYER_IDS.map((id) => ({ id, name: LAYER_NAMES[id], ...map.layers[id] }));
}
