import { placeTiles } from '../../model/edits/tiles.ts';
import type { TileBrush } from '../brush.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { countOf, placeNoun } from '../wording.ts';
import { PaintIdle } from './idle.ts';

/** A paint stroke: the brush's tile on every place crossed (and its symmetric images), one undo step. */
export class PaintPainting extends StrokeState {
  constructor(first: ToolPointerEvent, brush: TileBrush) {
    super(
      {
        name: 'paint.painting',
        reach: 'board',
        layer: 'tiles',
        apply: (map, places) => placeTiles(map, places, brush.tileId, brush.rotation),
        label: (count, map) => `Paint ${countOf(count, placeNoun(map))}`,
        done: () => new PaintIdle(),
      },
      first,
    );
  }
}
