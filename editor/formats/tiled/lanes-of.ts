import type { Movement } from '../../../scenarios/format/map-rules.ts';
import type { LanesOf } from './tileset-picture.ts';

/** A tile's lanes as the movement rules' hyperlane attribute lists them (pairs of sides). */
export function lanesOfRules(movement: Movement): LanesOf {
  const attribute = movement.hyperlanes?.attribute;
  if (!attribute) return () => [];
  return (tile) => {
    const raw = tile.attributes[attribute];
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (pair): pair is [number, number] =>
        Array.isArray(pair) && pair.length === 2 && pair.every((s) => Number.isInteger(s)),
    );
  };
}
