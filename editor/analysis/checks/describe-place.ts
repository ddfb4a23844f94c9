import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { placeName } from '../../model/tile-pool.ts';

/**
 * A place as the checks' messages name it: what stands there and where ("Nebula (2,-1)"), a
 * node's name with what stands on it, or "cell 1,0" for an empty cell.
 */
export function describePlace(map: MapDef, tileName: string | null, place: string): string {
  const name = placeName(map, place);
  if (tileName === null) return geometryOf(map).lattice ? `cell ${name}` : name;
  return tileName === name ? name : `${tileName} (${name})`;
}
