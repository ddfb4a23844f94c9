import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { coordinateLabel } from '../../model/coordinates-label.ts';
import { placeName } from '../../model/tile-pool.ts';

/**
 * A place as the checks' messages name it: what stands there and where, "where" being what
 * the map shows on the cell (its axial key, wargame number or spiral position: "Nebula (1)"
 * on a galaxy numbered in a spiral), a node's name, or "cell 1,0" for an empty cell.
 */
export function describePlace(map: MapDef, tileName: string | null, place: string): string {
  const geometry = geometryOf(map);
  const numbered = map.coordinates !== 'names' && map.coordinates !== 'none';
  const name =
    (geometry.lattice && numbered && coordinateLabel(map, place)) || placeName(map, place);
  if (tileName === null) return geometry.lattice ? `cell ${name}` : name;
  return tileName === name ? name : `${tileName} (${name})`;
}
