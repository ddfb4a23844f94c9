import { addLabel, updateLabel } from '../../model/edits/labels.ts';
import { pickAt } from '../../model/picking.ts';
import { selectionOf } from '../../model/selection.ts';
import { attempt } from '../attempt.ts';
import { hoverOf } from '../hits.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** A click asks for a text and puts a label there; a click on a label edits its text. */
export class LabelIdle implements ToolState {
  readonly name = 'label.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    ctx.setOverlay({ hover: hit.kind === 'label' ? hoverOf(hit) : null });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.labels)) return;
    const editor = ctx.editor;
    const mapId = editor.activeMapId;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    const existing = hit.kind === 'label' ? map.labels.find((l) => l.id === hit.id) : undefined;
    const { x, y } = e.world;
    void ctx
      .requestText({ title: existing ? 'Label text' : 'New label', initial: existing?.text ?? '' })
      .catch(() => null)
      .then((answer) => {
        const text = answer?.trim() ?? '';
        // The answer may come after the user switched maps: it belongs to the map clicked on.
        if (!text || editor.activeMapId !== mapId) return;
        const map = editor.map;
        if (!map) return;
        if (existing) {
          const edited = attempt(ctx, () =>
            map.labels.some((l) => l.id === existing.id)
              ? updateLabel(map, existing.id, { text })
              : map,
          );
          if (edited) editor.applyToMap('Edit a label', (m) => (m === map ? edited : m));
          return;
        }
        const added = attempt(ctx, () => addLabel(map, { x, y, text }));
        if (!added) return;
        editor.applyToMap(`Add label ${text}`, (m) => (m === map ? added.map : m));
        editor.setSelection(selectionOf({ labels: [added.id] }));
      });
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null });
  }
}
