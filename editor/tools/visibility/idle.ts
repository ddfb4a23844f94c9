import { hoverOfPlace } from '../hits.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { placeWithImages } from '../mirror.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Highlights the place under the pointer; a press starts marking (Shift: clearing) fog. */
export class VisibilityIdle implements ToolState {
  readonly name = 'visibility.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    ctx.setOverlay({
      hover: hoverOfPlace(at),
      echoes: at === null ? [] : placeWithImages(map, at, ctx.editor.settings.symmetry).slice(1),
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.visibility)) return;
    if (placeAt(map, e.world, ctx.viewport.scale) === null) {
      ctx.notify(noPlaceMessage(map));
      return;
    }
    return go('visibility.marking', {
      first: e,
      state: e.shift ? null : ctx.editor.settings.visibilityState,
    });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, echoes: [] });
  }
}
