import type { GraphGrid, HexGrid, MapDef, SquareGrid } from '../../scenarios/format/map.ts';
import { GraphGeometry } from './graph-geometry.ts';
import type { GridGeometry, GridKind } from './grid-geometry.ts';
import { HexGeometry } from './hex-geometry.ts';
import { SquareGeometry } from './square-geometry.ts';

/**
 * The one place that knows which geometry each kind of grid has. A new kind of board adds
 * its schema to `gridSchema` (scenarios/format/map.ts), an implementation of `GridGeometry`,
 * and a line here.
 */
type Makers = {
  [K in GridKind]: (map: MapDef, grid: Extract<MapDef['grid'], { kind: K }>) => GridGeometry;
};

const MAKERS: Makers = {
  hex: (map, grid: HexGrid) => new HexGeometry(map, grid),
  square: (map, grid: SquareGrid) => new SquareGeometry(map, grid),
  graph: (map, grid: GraphGrid) => new GraphGeometry(map, grid),
};

const cache = new WeakMap<MapDef, GridGeometry>();

/**
 * The geometry of a map, the same object for the same (immutable) map. Making one is cheap:
 * what depends on the board alone (cells, outline, centre) is shared between map versions.
 */
export function geometryOf(map: MapDef): GridGeometry {
  let geometry = cache.get(map);
  if (!geometry) {
    // The table pairs each kind with its own grid; the lookup by a union kind cannot see that.
    const make = MAKERS[map.grid.kind] as (map: MapDef, grid: MapDef['grid']) => GridGeometry;
    geometry = make(map, map.grid);
    cache.set(map, geometry);
  }
  return geometry;
}
