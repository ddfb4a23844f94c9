import { addLane } from '../../model/edits/graph.ts';
import { pickAt } from '../../model/picking.ts';
import { selectionOf } from '../../model/selection.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Dragging a new lane out of a node: a line follows the pointer; releasing on a node joins them. */
export class LaneConnecting implements ToolState {
  readonly name = 'lane.connecting';
  readonly cursor = 'crosshair';
  readonly #from: string;
  readonly #typeId: string;
  readonly #start: ToolPointerEvent;

  constructor(from: string, typeId: string, start: ToolPointerEvent) {
    this.#from = from;
    this.#typeId = typeId;
    this.#start = start;
  }

  onEnter(ctx: ToolContext): void {
    ctx.setOverlay({ lanePreview: { from: this.#from, to: this.#start.world } });
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const target = this.#targetAt(ctx, e);
    ctx.setOverlay({
      lanePreview: { from: this.#from, to: e.world },
      hover: target === null ? null : { kind: 'node', id: target },
    });
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    const map = ctx.editor.map;
    const target = this.#targetAt(ctx, e);
    if (!map || target === null) return go('lane.idle');
    const added = addLane(map, this.#from, target, this.#typeId);
    if (added.id === null) {
      ctx.notify('These nodes are already joined by such a lane');
      return go('lane.idle');
    }
    const nameOf = (id: string) => map.nodes.find((n) => n.id === id)?.name || id;
    ctx.editor.applyToMap(`Add lane ${nameOf(this.#from)} – ${nameOf(target)}`, (m) =>
      m === map ? added.map : addLane(m, this.#from, target, this.#typeId).map,
    );
    ctx.editor.setSelection(selectionOf({ lanes: [added.id] }));
    return go('lane.idle');
  }

  onCancel(): Next {
    return go('lane.idle');
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ lanePreview: null, hover: null });
  }

  /** The node under the pointer other than the one the lane starts from. */
  #targetAt(ctx: ToolContext, e: ToolPointerEvent): string | null {
    const map = ctx.editor.map;
    if (!map) return null;
    const hit = pickAt(map, e.world, { scale: ctx.viewport.scale, layers: map.layers });
    return hit.kind === 'node' && hit.id !== this.#from ? hit.id : null;
  }
}
