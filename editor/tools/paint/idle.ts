import { placeWithImages } from '../mirror.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import { brushAdmits, tileBrush, tileBrushProblem } from '../brush.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Shows the chosen tile under the pointer (and its symmetric echoes); a press starts a stroke. */
export class PaintIdle implements ToolState {
  readonly name = 'paint.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    const brush = tileBrush(ctx.editor);
    if (!map) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    if (at === null || !brush) {
      ctx.setOverlay({ ghost: null, echoes: [] });
      return;
    }
    ctx.setOverlay({
      ghost: { at, tileId: brush.tileId, rotation: brush.rotation },
      echoes: placeWithImages(map, at, ctx.editor.settings.symmetry).slice(1),
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0) return;
    const problem = tileBrushProblem(ctx.editor, map);
    if (problem) {
      ctx.notify(problem);
      return;
    }
    const brush = tileBrush(ctx.editor);
    if (!brush) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    if (at === null) {
      ctx.notify(noPlaceMessage(map));
      return;
    }
    // The first place and its images all take a copy: refused whole when the pool is short.
    const images = placeWithImages(map, at, ctx.editor.settings.symmetry);
    const { refusal } = brushAdmits(ctx.editor, map, brush, images, e.alt);
    if (refusal) {
      ctx.notify(refusal);
      return;
    }
    return go('paint.painting', { first: e, brush });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ ghost: null, echoes: [] });
  }
}
