import type { MapDef } from '../../scenarios/format/map.ts';

/** A map's grid in a few words for lists: "Hex board · hexagon r3", "Square grid · 12×8". */
export function mapKindLabel(map: Pick<MapDef, 'grid'>): string {
  const grid = map.grid;
  if (grid.kind === 'square')
    return `Square grid · ${grid.width}×${grid.height}${grid.diagonal ? ' · diagonals' : ''}`;
  if (grid.kind === 'graph') return 'Point-to-point';
  const shape = grid.shape;
  const size =
    shape.type === 'hexagon'
      ? `hexagon r${shape.radius}`
      : shape.type === 'free'
        ? 'free shape'
        : `${shape.type} ${shape.width}×${shape.height}`;
  return `Hex board · ${grid.orientation} · ${size}`;
}
