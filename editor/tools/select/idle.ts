import { pickAt } from '../../model/picking.ts';
import { EMPTY_SELECTION, toggleSelection } from '../../model/selection.ts';
import { hoverOf, isHitSelected, selectionOfHit } from '../hits.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/**
 * Waiting. A press on a token, label, node or lane selects it and may start a move; a press
 * on a cell picks the cell on click but draws a box on drag (cells cover the whole board, so
 * there is no empty space to start a box from); a press on a selected cell moves the
 * selection. Shift adds to or removes from the selection.
 */
export class SelectIdle implements ToolState {
  readonly name = 'select.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    ctx.setOverlay({ hover: hoverOf(hit) });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    const selection = ctx.editor.selection;
    if (hit.kind === 'none')
      return go('select.marquee', { start: e, base: e.shift ? selection : EMPTY_SELECTION });
    const item = selectionOfHit(hit);
    const selected = isHitSelected(selection, hit);
    if (hit.kind === 'cell' && (e.shift || !selected))
      return go('select.pointing', {
        start: e,
        plan: {
          drag: 'marquee',
          marqueeBase: e.shift ? selection : EMPTY_SELECTION,
          onClick: e.shift ? toggleSelection(selection, item) : item,
        },
      });
    if (e.shift) {
      ctx.editor.setSelection(toggleSelection(selection, item));
      // Shift-clicking a selected thing takes it out: there is nothing left to drag.
      return selected
        ? undefined
        : go('select.pointing', { start: e, plan: { drag: 'move', onClick: null } });
    }
    if (!selected) {
      ctx.editor.setSelection(item);
      return go('select.pointing', { start: e, plan: { drag: 'move', onClick: null } });
    }
    // A click (no drag) on one of several selected things keeps only that one.
    return go('select.pointing', { start: e, plan: { drag: 'move', onClick: item } });
  }
}
