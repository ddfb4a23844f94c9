import { addToken } from '../../model/edits/tokens.ts';
import { selectionOf } from '../../model/selection.ts';
import { attempt } from '../attempt.ts';
import { hoverOfPlace } from '../hits.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { noPlaceMessage, placeAt } from '../places.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** A click on a place adds a token made from the token settings, and selects it. */
export class TokenIdle implements ToolState {
  readonly name = 'token.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    ctx.setOverlay({ hover: hoverOfPlace(placeAt(map, e.world, ctx.viewport.scale)) });
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
    const added = attempt(ctx, () => addToken(map, at, template));
    if (!added) return;
    ctx.editor.applyToMap(template.label ? `Add token ${template.label}` : 'Add a token', (m) =>
      m === map ? added.map : addToken(m, at, template).map,
    );
    ctx.editor.setSelection(selectionOf({ tokens: [added.id] }));
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null });
  }
}
