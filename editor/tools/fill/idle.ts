import { fillRegion, regionOf } from '../../model/edits/fill.ts';
import { NO_TILE_MESSAGE, tileBrush, tileBrushProblem } from '../brush.ts';
import { placeWithImages } from '../mirror.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { countOf, placeNoun } from '../wording.ts';

/**
 * A click floods the region it lands in (same tile, or empty, not across blocking edges)
 * with the chosen tile, and the regions of its symmetric images too: one undo step.
 */
export class FillIdle implements ToolState {
  readonly name = 'fill.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    const brush = tileBrush(ctx.editor);
    if (!map) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    ctx.setOverlay({
      ghost: at !== null && brush ? { at, tileId: brush.tileId, rotation: brush.rotation } : null,
      echoes: at !== null ? placeWithImages(map, at, ctx.editor.settings.symmetry).slice(1) : [],
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0) return;
    const problem = tileBrushProblem(ctx.editor, map);
    const brush = tileBrush(ctx.editor);
    if (problem || !brush) {
      ctx.notify(problem ?? NO_TILE_MESSAGE);
      return;
    }
    const at = placeAt(map, e.world, ctx.viewport.scale);
    if (at === null) {
      ctx.notify(noPlaceMessage(map));
      return;
    }
    const starts = placeWithImages(map, at, ctx.editor.settings.symmetry);
    const region = new Set(starts.flatMap((start) => regionOf(map, start)));
    ctx.editor.applyToMap(`Fill ${countOf(region.size, placeNoun(map))}`, (m) =>
      starts.reduce((next, start) => fillRegion(next, start, brush.tileId, brush.rotation), m),
    );
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ ghost: null, echoes: [] });
  }
}
