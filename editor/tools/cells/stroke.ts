import type { MapDef } from '../../../scenarios/format/map.ts';
import { addCells, removeCells } from '../../model/edits/cells.ts';
import { placeWithImages } from '../mirror.ts';
import { gridImages } from './images.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { go } from '../state-ids.ts';
import { countOf } from '../wording.ts';

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
        done: () => go('cells.idle'),
      },
      first,
    );
  }
}
