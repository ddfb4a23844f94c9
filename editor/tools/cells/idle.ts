import { cellAt, hasCell } from '../../model/board.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { gridImages } from './images.ts';

/**
 * Shapes a hex board: a click or drag adds the cells under the pointer; with Shift held it
 * removes them (and whatever was on them).
 */
export class CellsIdle implements ToolState {
  readonly name = 'cells.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    const key = map ? cellAt(map, e.world) : null;
    if (!map || key === null) return;
    ctx.setOverlay({
      hover: { kind: 'cell', key },
      echoes: gridImages(map, key, ctx.editor.settings.symmetry).slice(1),
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.cells)) return;
    const key = cellAt(map, e.world);
    if (key === null) return;
    if (e.shift && !hasCell(map, key)) {
      ctx.notify('That cell is not on the board');
      return;
    }
    return go(e.shift ? 'cells.removing' : 'cells.adding', { first: e, board: map });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, echoes: [] });
  }
}
