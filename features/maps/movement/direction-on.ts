import type { MapDef } from '../../../scenarios/format/map.ts';
import { ActionRejected } from '../../../session/types.ts';
import {
  directionNamed,
  directionsOf,
  type Direction,
} from '../../../editor/geometry/directions.ts';

/** A direction of the map by name, or a refusal listing the map's directions. */
export function directionOn(map: MapDef, name: string): Direction {
  const all = directionsOf(map);
  if (all.length === 0) throw new ActionRejected(`Pieces on ${map.name} face no direction`);
  const found = directionNamed(map, name);
  if (!found)
    throw new ActionRejected(
      `"${name}" is not a direction on ${map.name} (${all.map((d) => d.name).join(', ')})`,
    );
  return found;
}
