import { fillRegion, regionOf } from '../../model/edits/fill.ts';
import { poolOverrun } from '../../model/tile-pool.ts';
import { NO_TILE_MESSAGE, POOL_OVERRIDE_HINT, tileBrush, tileBrushProblem } from '../brush.ts';
import { placeWithImages } from '../mirror.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { countOf, placeNoun } from '../wording.ts';

/**
 * A click floods the region it lands in (same tile, or empty, not across blocking edges)
 * with the chosen tile, and the regions of its symmetric images too: one undo step. A region
 * larger than the tile's remaining copies is refused unless Alt is held.
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
    const filled = starts.reduce(
      (next, start) => fillRegion(next, start, brush.tileId, brush.rotation),
      map,
    );
    // A fill is all or nothing: a region the tile's copies cannot cover is refused whole.
    const overrun = e.alt ? null : poolOverrun(ctx.editor.doc.tiles, map, filled);
    if (overrun) {
      ctx.notify(`${overrun}. ${POOL_OVERRIDE_HINT}.`);
      return;
    }
    ctx.editor.applyToMap(`Fill ${countOf(region.size, placeNoun(map))}`, (m) =>
      m === map ? filled : m,
    );
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ ghost: null, echoes: [] });
  }
}
