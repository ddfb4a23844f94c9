import type { GridKind } from '../../editor/geometry/grid-geometry.ts';
import type { Grid, MapDef } from '../../scenarios/format/map.ts';

/** A map's grid in a few words for lists: "Hex board · hexagon r3", "Square grid · 12×8". */
export function mapKindLabel(map: Pick<MapDef, 'grid'>): string {
  // The table pairs each kind with its own grid; the lookup by a union kind cannot see that.
  const label = LABELS[map.grid.kind] as (grid: Grid) => string;
  return label(map.grid);
}

/** Each kind of board in a few words, from its grid. */
const LABELS: { [K in GridKind]: (grid: Extract<Grid, { kind: K }>) => string } = {
  hex: ({ orientation, shape }) => {
    const size =
      shape.type === 'hexagon'
        ? `hexagon r${shape.radius}`
        : shape.type === 'free'
          ? 'free shape'
          : `${shape.type} ${shape.width}×${shape.height}`;
    return `Hex board · ${orientation} · ${size}`;
  },
  square: ({ width, height, diagonal }) =>
    `Square grid · ${width}×${height}${diagonal ? ' · diagonals' : ''}`,
  graph: () => 'Point-to-point',
};
