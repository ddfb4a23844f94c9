import type { MapDef } from '../../scenarios/format/map.ts';
import type { Pixel } from '../geometry/coords.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { parseEdgeKey, type CellKey, type EdgeKey } from '../geometry/keys.ts';
import { boardEdge, isPlace } from './edits/places.ts';

/**
 * Symmetric editing: one click painted on every image of a place under rotation about the
 * board's centre, so that a six-player galaxy's slices stay alike (with n = 6 on a hexagon
 * board, painting one ring-3 home paints all six). The map's geometry says which turns its
 * grid allows and where they turn (editor/geometry).
 */

/** The rotation orders a grid allows (1 = no symmetry). */
export function symmetryOrders(map: MapDef): number[] {
  return [...geometryOf(map).symmetryOrders];
}

/**
 * The cell rotations turn about: 0,0 on hexagon boards; otherwise the board cell nearest the
 * middle of the board's bounding box. Null on point-to-point maps.
 */
export function symmetryCentre(map: MapDef): CellKey | null {
  return geometryOf(map).symmetryCentre();
}

/**
 * Where the rotations of order `n` turn, in map units. Square grids turn about the board's
 * exact middle whenever that maps whole cells onto whole cells, so that an even-sized board
 * is symmetric too; otherwise about `symmetryCentre`. Null on point-to-point maps.
 */
export function symmetryPivot(map: MapDef, n: number): Pixel | null {
  return geometryOf(map).symmetryPivot(n);
}

/**
 * `at` and its images under rotation by 360°/n about the centre, each once, keeping only
 * those on the board (an empty list when `at` itself is not). Orders the grid does not allow
 * (see `symmetryOrders`) act as 1, so a setting left over from another map does no harm.
 */
export function symmetricPlaces(map: MapDef, at: string, n: number): string[] {
  return symmetricImages(map, at, n).map((image) => image.at);
}

/**
 * The same, each with how far it is turned from `at` in the grid's rotation steps (60° on
 * hex, 90° on square): a tile painted on an image turns with it, so slices stay alike.
 */
export function symmetricImages(
  map: MapDef,
  at: string,
  n: number,
): { at: string; turns: number }[] {
  if (!isPlace(map, at)) return [];
  const geometry = geometryOf(map);
  const all = geometry.rotations(n);
  const step = geometry.rotationSteps / all.length;
  const out: { at: string; turns: number }[] = [];
  all.forEach((rotate, k) => {
    const image = rotate(at);
    if (image !== null && geometry.has(image) && !out.some((o) => o.at === image))
      out.push({ at: image, turns: k * step });
  });
  return out;
}

/** The same for an edge: its images, each once, keeping those that are sides of the board. */
export function symmetricEdges(map: MapDef, key: EdgeKey, n: number): string[] {
  const edge = boardEdge(map, key);
  if (!edge) return [];
  const cells = parseEdgeKey(edge);
  if (!cells) return [];
  const geometry = geometryOf(map);
  const out: string[] = [];
  for (const rotate of geometry.rotations(n)) {
    const a = rotate(cells[0]);
    const b = rotate(cells[1]);
    const image = a === null || b === null ? null : geometry.edgeBetween(a, b);
    if (image !== null && boardEdge(map, image) !== null && !out.includes(image)) out.push(image);
  }
  return out;
}
