import { hoverOfPlace } from '../hits.ts';
import { layerEditable, layerProblem } from '../layers.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Highlights the place under the pointer; a press starts an erasing stroke. */
export class EraseIdle implements ToolState {
  readonly name = 'erase.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    ctx.setOverlay({ hover: hoverOfPlace(at) });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0) return;
    // The eraser takes tokens, else tiles: it is useless only when both layers are closed.
    const problem = layerEditable(map, 'tokens') ? null : layerProblem(map, 'tiles');
    if (problem) {
      ctx.notify(problem);
      return;
    }
    if (placeAt(map, e.world, ctx.viewport.scale) === null) {
      ctx.notify(noPlaceMessage(map));
      return;
    }
    return go('erase.erasing', { first: e });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null });
  }
}
