import { setVisibility } from '../../model/edits/visibility.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { go, type FogState } from '../state-ids.ts';
import { countOf, placeNoun } from '../wording.ts';

const VERB: Record<'hidden' | 'unexplored' | 'clear', (places: string) => string> = {
  hidden: (places) => `Hide ${places}`,
  unexplored: (places) => `Mark ${places} unexplored`,
  clear: (places) => `Reveal ${places}`,
};

/** A stroke that sets who sees the places crossed: hidden, unexplored, or (null) everyone. */
export class VisibilityMarking extends StrokeState {
  constructor(first: ToolPointerEvent, state: FogState) {
    super(
      {
        name: 'visibility.marking',
        reach: 'board',
        layer: 'visibility',
        apply: (map, places) => setVisibility(map, places, state),
        label: (count, map) => VERB[state ?? 'clear'](countOf(count, placeNoun(map))),
        done: () => go('visibility.idle'),
      },
      first,
    );
  }
}
