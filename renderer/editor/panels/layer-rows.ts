import {
  LAYER_IDS,
  type CoordinateStyle,
  type LayerId,
  type MapDef,
} from '../../../scenarios/format/map.ts';

export const LAYER_NAMES: Record<LayerId, string> = {
  tiles: 'Tiles',
  edges: 'Edges and lanes',
  tokens: 'Tokens',
  labels: 'Labels',
  visibility: 'Fog of war',
};

/** The coordinate styles that mean something on this kind of board, in the person's words. */
export function coordinateStylesFor(
  map: MapDef,
): readonly { value: CoordinateStyle; label: string }[] {
  const kind = map.grid.kind;
  const styles: { value: CoordinateStyle; label: string }[] = [{ value: 'none', label: 'None' }];
  if (kind === 'hex') styles.push({ value: 'axial', label: 'Axial (q, r)' });
  if (kind === 'square') styles.push({ value: 'axial', label: 'x, y from 0' });
  if (kind !== 'graph') styles.push({ value: 'offset', label: 'Column and row (0101)' });
  if (kind === 'hex') styles.push({ value: 'spiral', label: 'Spiral numbers' });
  styles.push({ value: 'names', label: kind === 'graph' ? 'Node names' : 'Tile names' });
  return styles;
}

/** The layers a map has, in drawing order (lanes share the edges layer on graph maps). */
export function layerRows(map: MapDef) {
  return LAYER_IDS.map((id) => ({ id, name: LAYER_NAMES[id], ...map.layers[id] }));
}
