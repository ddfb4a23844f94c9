import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Pixel } from '../../geometry/coords.ts';
import { addNode, updateNode } from '../../model/edits/graph.ts';
import { pickAt } from '../../model/picking.ts';
import { selectionOf } from '../../model/selection.ts';
import { attempt } from '../attempt.ts';
import { hoverOf } from '../hits.ts';
import { checkLayer, LAYER_OF } from '../layers.ts';
import { commitAs } from '../transaction.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/**
 * A click on empty space adds a node there and asks for its name; pressing on a node selects
 * it and dragging moves it.
 */
export class NodeIdle implements ToolState {
  readonly name = 'node.idle';

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const map = ctx.editor.map;
    if (!map) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    ctx.setOverlay({ hover: hit.kind === 'node' ? hoverOf(hit) : null });
  }

  onPointerDown(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const map = ctx.editor.map;
    if (!map || e.button !== 0 || !checkLayer(ctx, map, LAYER_OF.nodes)) return;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    if (hit.kind === 'node') {
      ctx.editor.setSelection(selectionOf({ places: [hit.id] }));
      return go('node.dragging', { start: e, id: hit.id });
    }
    addNamedNode(ctx, e.world);
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null });
  }
}

/**
 * Adds a node at once (so the user sees where it goes) and names it when the user answers:
 * adding and naming are one undo step. If another edit ends the step while the question is
 * open, the name becomes a step of its own.
 */
function addNamedNode(ctx: ToolContext, at: Pixel): void {
  const editor = ctx.editor;
  const transaction = editor.begin('Add a node');
  let id = null as string | null;
  transaction.updateMap((m) => {
    const added = addNode(m, { x: at.x, y: at.y });
    id = added.id;
    return added.map;
  });
  const nodeId = id;
  if (nodeId === null) {
    transaction.cancel();
    return;
  }
  editor.setSelection(selectionOf({ places: [nodeId] }));
  void ctx
    .requestText({ title: 'Name the new node', initial: '' })
    .catch(() => null)
    .then((answer) => {
      const name = answer?.trim() ?? '';
      const current = editor.map;
      const named =
        name && current?.nodes.some((n) => n.id === nodeId)
          ? attempt(ctx, () => updateNode(current, nodeId, { name }))
          : undefined;
      const useNamed = (m: MapDef) => (m === current && named ? named : m);
      if (transaction.active) {
        if (named) transaction.updateMap(useNamed);
        commitAs(transaction, named ? `Add node ${name}` : 'Add a node');
      } else if (named) editor.applyToMap(`Name node ${name}`, useNamed);
    });
}
