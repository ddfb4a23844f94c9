import type { MapDef } from '../../scenarios/format/map.ts';
import { geometryOf } from '../geometry/geometry-of.ts';
import { isCellKey } from '../geometry/keys.ts';
import type { Selection } from '../model/selection.ts';

/** "1 cell", "14 cells": undo labels name what an edit touched. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What a place is called on this map: cells on boards, nodes on point-to-point maps. */
export const placeNoun = (map: MapDef): string => geometryOf(map).placeNoun;

/** The selection in a few words: "3 cells", "2 tokens", or "5 items" when it mixes kinds. */
export function describeSelection(selection: Selection): string {
  const cells = [...selection.places].filter(isCellKey).length;
  const parts: [number, string][] = [
    [cells, 'cell'],
    [selection.places.size - cells, 'node'],
    [selection.edges.size, 'edge'],
    [selection.lanes.size, 'lane'],
    [selection.tokens.size, 'token'],
    [selection.labels.size, 'label'],
  ];
  const present = parts.filter(([count]) => count > 0);
  if (present.length === 1) {
    const [count, noun] = present[0] as [number, string];
    return countOf(count, noun);
  }
  return countOf(
    present.reduce((sum, [count]) => sum + count, 0),
    'item',
  );
}
