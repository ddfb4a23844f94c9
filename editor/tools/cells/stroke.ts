import type { MapDef } from '../../../scenarios/format/map.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { addCells, removeCells } from '../../model/edits/cells.ts';
import { placeWithImages } from '../mirror.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { countOf } from '../wording.ts';
import { CellsIdle } from './idle.ts';

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

/** Growing the board (or, with Shift, cutting it back) along a stroke: one undo step. */
export class CellsStroke extends StrokeState {
  constructor(first: ToolPointerEvent, board: MapDef, removing: boolean) {
    super(
      {
        name: removing ? 'cells.removing' : 'cells.adding',
        reach: removing ? 'board' : 'grid',
        layer: 'tiles',
        apply: (map, places) => (removing ? removeCells(map, places) : addCells(map, places)),
        // Cells have no orientation: every image is just a place.
        images: (at, symmetry) =>
          (removing ? placeWithImages(board, at, symmetry) : gridImages(board, at, symmetry)).map(
            (place) => ({ at: place, turns: 0 }),
          ),
        label: (count) => `${removing ? 'Remove' : 'Add'} ${countOf(count, 'cell')}`,
        done: () => new CellsIdle(),
      },
      first,
    );
  }
}
