import { addToken } from '../../model/edits/tokens.ts';
import { selectionOf } from '../../model/selection.ts';
import { attempt } from '../attempt.ts';
import { hoverOfPlace } from '../hits.ts';
import { placeWithImages } from '../mirror.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/**
 * A click on a place adds a token made from the token settings (and one on each symmetric
 * image of the place), and selects what it added.
 */
export class TokenIdle implements ToolState {
  readonly name = 'token.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    ctx.setOverlay({
      hover: hoverOfPlace(at),
      echoes: at === null ? [] : placeWithImages(map, at, ctx.editor.settings.symmetry).slice(1),
    });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.tokens)) return;
    const at = placeAt(map, e.world, ctx.viewport.scale);
    if (at === null) {
      ctx.notify(noPlaceMessage(map));
      return;
    }
    const template = ctx.editor.settings.token;
    const places = placeWithImages(map, at, ctx.editor.settings.symmetry);
    const added = attempt(ctx, () => {
      let next = map;
      const ids: string[] = [];
      for (const place of places) {
        const one = addToken(next, place, template);
        next = one.map;
        ids.push(one.id);
      }
      return { map: next, ids };
    });
    if (!added) return;
    const what = template.label ? `token ${template.label}` : 'a token';
    const label = places.length > 1 ? `Add ${what} on ${places.length} places` : `Add ${what}`;
    ctx.editor.applyToMap(label, (m) => (m === map ? added.map : m));
    ctx.editor.setSelection(selectionOf({ tokens: added.ids }));
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, echoes: [] });
  }
}
