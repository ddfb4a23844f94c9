import { placeTiles } from '../../model/edits/tiles.ts';
import { brushAdmits, type TileBrush } from '../brush.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { go } from '../state-ids.ts';
import { countOf, placeNoun } from '../wording.ts';

function groupByTurns(
  places: readonly string[],
  turns: ReadonlyMap<string, number>,
): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const place of places) {
    const turn = turns.get(place) ?? 0;
    groups.set(turn, [...(groups.get(turn) ?? []), place]);
  }
  return groups;
}

/**
 * A paint stroke: the brush's tile on every place crossed (and its symmetric images), one
 * undo step. A tile with a finite pool stops being painted when its copies run out, unless
 * the stroke began with Alt held.
 */
export class PaintPainting extends StrokeState {
  constructor(first: ToolPointerEvent, brush: TileBrush) {
    super(
      {
        name: 'paint.painting',
        reach: 'board',
        layer: 'tiles',
        // Each symmetric image gets the brush turned as far as the image is turned.
        apply: (map, places, turns) => {
          let next = map;
          for (const [turn, group] of groupByTurns(places, turns))
            next = placeTiles(next, group, brush.tileId, brush.rotation + turn);
          return next;
        },
        label: (count, map) => `Paint ${countOf(count, placeNoun(map))}`,
        done: () => go('paint.idle'),
        admit: (ctx, map, places) => brushAdmits(ctx.editor, map, brush, places, first.alt),
      },
      first,
    );
  }
}
