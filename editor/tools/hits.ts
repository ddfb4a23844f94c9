import { isCellKey } from '../geometry/keys.ts';
import { EMPTY_SELECTION, selectionOf, type Selection } from '../model/selection.ts';
import type { Hit } from '../model/picking.ts';
import type { OverlayHover } from './types.ts';

/** What the overlay highlights for a hit (nothing for empty space). */
export function hoverOf(hit: Hit): OverlayHover | null {
  switch (hit.kind) {
    case 'cell':
      return { kind: 'cell', key: hit.key };
    case 'none':
      return null;
    default:
      return { kind: hit.kind, id: hit.id };
  }
}

/** The selection holding just the hit thing. */
export function selectionOfHit(hit: Hit): Selection {
  switch (hit.kind) {
    case 'cell':
      return selectionOf({ places: [hit.key] });
    case 'node':
      return selectionOf({ places: [hit.id] });
    case 'lane':
      return selectionOf({ lanes: [hit.id] });
    case 'token':
      return selectionOf({ tokens: [hit.id] });
    case 'label':
      return selectionOf({ labels: [hit.id] });
    case 'none':
      return EMPTY_SELECTION;
  }
}

export function isHitSelected(selection: Selection, hit: Hit): boolean {
  switch (hit.kind) {
    case 'cell':
      return selection.places.has(hit.key);
    case 'node':
      return selection.places.has(hit.id);
    case 'lane':
      return selection.lanes.has(hit.id);
    case 'token':
      return selection.tokens.has(hit.id);
    case 'label':
      return selection.labels.has(hit.id);
    case 'none':
      return false;
  }
}

/** The overlay highlight for a place: a cell, or a node on point-to-point maps. */
export function hoverOfPlace(at: string | null): OverlayHover | null {
  if (at === null) return null;
  return isCellKey(at) ? { kind: 'cell', key: at } : { kind: 'node', id: at };
}
