import type { MapDef } from '../../../scenarios/format/map.ts';
import { eraseTiles } from '../../model/edits/tiles.ts';
import { removeTokens } from '../../model/edits/tokens.ts';
import { layerEditable } from '../layers.ts';
import { StrokeState } from '../stroke.ts';
import type { ToolPointerEvent } from '../types.ts';
import { go } from '../state-ids.ts';
import { countOf, placeNoun } from '../wording.ts';

/**
 * Takes the topmost thing off each place: its top token (the one drawn last), or else its
 * tile. Locked or hidden layers are left alone.
 */
export function eraseTopmost(map: MapDef, places: readonly string[]): MapDef {
  const wanted = new Set(places);
  const topToken = new Map<string, string>();
  if (layerEditable(map, 'tokens'))
    for (const token of map.tokens) if (wanted.has(token.at)) topToken.set(token.at, token.id);
  let next = topToken.size > 0 ? removeTokens(map, [...topToken.values()]) : map;
  const bare = places.filter((p) => !topToken.has(p));
  if (bare.length > 0 && layerEditable(map, 'tiles')) next = eraseTiles(next, bare);
  return next;
}

/** An erasing stroke over every place crossed (and its symmetric images), one undo step. */
export class EraseErasing extends StrokeState {
  constructor(first: ToolPointerEvent) {
    super(
      {
        name: 'erase.erasing',
        reach: 'board',
        layer: 'tiles',
        apply: eraseTopmost,
        label: (count, map) => `Erase ${countOf(count, placeNoun(map))}`,
        done: () => go('erase.idle'),
      },
      first,
    );
  }
}
