import { geometryOf } from './geometry-of.ts';
import type { MapDef } from '../../scenarios/format/map.ts';

/**
 * The directions a piece may face on a map, read from its grid: 8 on squares with diagonals
 * (45° apart), 4 on plain squares, 6 on hexes (60° apart: from north on flat hexes, from 30°
 * on pointy ones). Each is named by the nearest compass point, so a flat hex's are N, NE, SE,
 * S, SW, NW. Angles are degrees clockwise from north (up on the screen).
 */

export interface Direction {
  name: string;
  angle: number;
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const WORDS: Record<string, string> = { NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W' };

/** The nearest compass point's name for an angle. */
function compassName(angle: number): string {
  return COMPASS[Math.round(normalise(angle) / 45) % 8] as string;
}

export function normalise(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** The directions of a map, clockwise from the first at or after north; none on graphs. */
export function directionsOf(map: MapDef): Direction[] {
  const grid = map.grid;
  if (grid.kind === 'graph') return [];
  const count = grid.kind === 'hex' ? 6 : grid.diagonal ? 8 : 4;
  const first = grid.kind === 'hex' && grid.orientation === 'pointy' ? 30 : 0;
  return Array.from({ length: count }, (_, i) => {
    const angle = first + (360 / count) * i;
    return { name: compassName(angle), angle };
  });
}

/** A direction of the map by name ("NE", "ne", "North"), or null. */
export function directionNamed(map: MapDef, name: string): Direction | null {
  const upper = name.trim().toUpperCase();
  const short = WORDS[upper] ?? upper;
  return directionsOf(map).find((d) => d.name === short) ?? null;
}

/** The direction of a step between two neighbouring cells, or null when it is none of them. */
export function stepDirection(map: MapDef, from: string, to: string): Direction | null {
  const geometry = geometryOf(map);
  const a = geometry.centre(from);
  const b = geometry.centre(to);
  if (!a || !b || from === to) return null;
  const angle = normalise((Math.atan2(b.x - a.x, a.y - b.y) * 180) / Math.PI);
  const found = directionsOf(map).find((d) => angleBetween(d.angle, angle) < 1);
  return found ?? null;
}

/** The unsigned angle between two directions, 0…180. */
export function angleBetween(a: number, b: number): number {
  const d = normalise(a - b);
  return d > 180 ? 360 - d : d;
}

/** Direction steps (45°, 60°, 90°) between two facings: the shorter way round. */
export function turnSteps(map: MapDef, from: Direction, to: Direction): number {
  const count = directionsOf(map).length;
  return count === 0 ? 0 : Math.round(angleBetween(from.angle, to.angle) / (360 / count));
}

/** The direction one step clockwise (+1) or anticlockwise (−1) of `from`. */
export function turned(map: MapDef, from: Direction, by: 1 | -1): Direction {
  const all = directionsOf(map);
  const i = all.findIndex((d) => d.name === from.name);
  return all[(i + by + all.length) % all.length] as Direction;
}
