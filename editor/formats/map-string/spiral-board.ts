import type { HexShape, MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { spiralCell } from '../../geometry/hex.ts';
import { hexKey, type CellKey } from '../../geometry/keys.ts';

/**
 * A board's places by spiral position (0 the centre, then each ring clockwise from north),
 * as the map's geometry numbers them: the order map strings list places in.
 */
export interface SpiralBoard {
  /** The place at a position, when the board has it. */
  placeAt(position: number): string | null;
  positionOf(place: string): number | null;
  /** The highest position on the board (−1 for an empty board). */
  readonly last: number;
}

/** The largest hexagon the map format allows (radius 80) bounds what a string may hold. */
export const MAX_POSITION = 3 * 80 * 81;

/** The board's spiral positions, or null when its grid numbers no spiral (squares, graphs). */
export function spiralBoard(map: MapDef): SpiralBoard | null {
  const geometry = geometryOf(map);
  if (!geometry.numberings.some((n) => n.style === 'spiral')) return null;
  const byPosition = new Map<number, string>();
  const byPlace = new Map<string, number>();
  let last = -1;
  for (const place of geometry.places()) {
    const position = Number(geometry.numbering('spiral', place));
    if (!Number.isInteger(position)) continue;
    byPosition.set(position, place);
    byPlace.set(place, position);
    last = Math.max(last, position);
  }
  return {
    placeAt: (position) => byPosition.get(position) ?? null,
    positionOf: (place) => byPlace.get(place) ?? null,
    last,
  };
}

/**
 * The board a string of positions 0…last describes: a hexagon when they fill whole rings,
 * else exactly those cells, so that writing the board back gives the same number of tokens.
 */
export function boardForPositions(last: number): { shape: HexShape; cells: CellKey[] } {
  let radius = 0;
  while (3 * radius * (radius + 1) < last) radius++;
  if (3 * radius * (radius + 1) === last) return { shape: { type: 'hexagon', radius }, cells: [] };
  const cells = Array.from({ length: last + 1 }, (_, i) => hexKey(spiralCell(i)));
  return { shape: { type: 'free' }, cells };
}
