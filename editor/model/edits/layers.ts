import {
  coordinateStyleSchema,
  type CoordinateStyle,
  type LayerId,
  type MapDef,
} from '../../../scenarios/format/map.ts';
import { checked } from './validate.ts';

/** Shows, hides, locks or unlocks one of the map's layers. */
export function setLayer(
  map: MapDef,
  layer: LayerId,
  patch: { visible?: boolean; locked?: boolean },
): MapDef {
  const current = map.layers[layer];
  if (!current) throw new Error(`there is no layer "${String(layer)}"`);
  const next = {
    visible: patch.visible ?? current.visible,
    locked: patch.locked ?? current.locked,
  };
  if (next.visible === current.visible && next.locked === current.locked) return map;
  return { ...map, layers: { ...map.layers, [layer]: next } };
}

/** How cells are numbered on screen and in print. */
export function setCoordinateStyle(map: MapDef, style: CoordinateStyle): MapDef {
  const next = checked(coordinateStyleSchema, style, 'coordinate style');
  return next === map.coordinates ? map : { ...map, coordinates: next };
}
