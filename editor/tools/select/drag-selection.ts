import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Pixel } from '../../geometry/coords.ts';
import { isCellKey } from '../../geometry/keys.ts';
import { cellAt } from '../../model/board.ts';
import { moveCells } from '../../model/edits/move.ts';
import { moveNodes } from '../../model/edits/graph.ts';
import { moveLabels } from '../../model/edits/labels.ts';
import { moveTokens } from '../../model/edits/tokens.ts';
import type { Selection } from '../../model/selection.ts';
import { cellDelta, placeAt, shiftCell } from '../places.ts';

export interface DraggedSelection {
  readonly map: MapDef;
  /** How far the selected cells moved, in cells. */
  readonly cellDelta: { a: number; b: number };
}

/**
 * The map with the selection dragged from `from` to `to`, always computed from the map as it
 * was when the drag began (moving cells overwrites what they land on, so moving step by step
 * would destroy what the drag merely passed over). Cells snap to whole cells; nodes and
 * labels follow the pointer exactly; tokens not on a selected cell drop onto the place under
 * the pointer. Null when the cells would leave the board.
 */
export function dragSelection(
  base: MapDef,
  selection: Selection,
  from: Pixel,
  to: Pixel,
  scale: number,
): DraggedSelection | null {
  const cells = [...selection.places].filter(isCellKey);
  const nodes = [...selection.places].filter((p) => !isCellKey(p));
  const fromCell = cellAt(base, from);
  const toCell = cellAt(base, to);
  const delta =
    fromCell !== null && toCell !== null ? cellDelta(base, fromCell, toCell) : { a: 0, b: 0 };
  let map = base;
  if (cells.length > 0 && (delta.a !== 0 || delta.b !== 0)) {
    map = moveCells(map, cells, delta);
    if (map === base) return null;
  }
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  if (nodes.length > 0) map = moveNodes(map, nodes, dx, dy);
  if (selection.labels.size > 0) map = moveLabels(map, [...selection.labels], dx, dy);
  const loose = base.tokens
    .filter((t) => selection.tokens.has(t.id) && !selection.places.has(t.at))
    .map((t) => t.id);
  if (loose.length > 0) {
    const target = placeAt(base, to, scale);
    if (target !== null) map = moveTokens(map, loose, target);
  }
  return { map, cellDelta: cells.length > 0 ? delta : { a: 0, b: 0 } };
}

/** The selection after its cells moved by `delta` (the rest keeps its ids). */
export function shiftSelection(
  map: MapDef,
  selection: Selection,
  delta: { a: number; b: number },
): Selection {
  if (delta.a === 0 && delta.b === 0) return selection;
  return {
    ...selection,
    places: new Set(
      [...selection.places].map((p) => (isCellKey(p) ? shiftCell(map, p, delta) : p)),
    ),
    edges: new Set(
      [...selection.edges].map((edge) =>
        edge
          .split('|')
          .map((cell) => shiftCell(map, cell, delta))
          .join('|'),
      ),
    ),
  };
}
