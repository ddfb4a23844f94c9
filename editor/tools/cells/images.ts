import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';

/**
 * A cell and its images under rotation about the board's centre, on the grid whether or not
 * the board has them yet (growing the board reaches past its edge). The centre is taken from
 * the board as the stroke began, so that the board growing under the stroke does not move it.
 */
export function gridImages(board: MapDef, at: string, symmetry: number): string[] {
  const images = geometryOf(board)
    .rotations(symmetry)
    .map((rotate) => rotate(at));
  if (images.length <= 1 || images.some((image) => image === null)) return [at];
  return [...new Set(images as string[])];
}
