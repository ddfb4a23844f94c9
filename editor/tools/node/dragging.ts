import type { MapDef } from '../../../scenarios/format/map.ts';
import { moveNodes } from '../../model/edits/graph.ts';
import type { Transaction } from '../../model/map-editor.ts';
import { go } from '../state-ids.ts';
import {
  DRAG_THRESHOLD_PX,
  type Next,
  type ToolContext,
  type ToolPointerEvent,
  type ToolState,
} from '../types.ts';

/** Moving one node with the pointer: one undo step on release; a mere click moves nothing. */
export class NodeDragging implements ToolState {
  readonly name = 'node.dragging';
  readonly cursor = 'move';
  readonly #start: ToolPointerEvent;
  readonly #id: string;
  #base: MapDef | null = null;
  #transaction: Transaction | null = null;
  #moved = false;

  constructor(start: ToolPointerEvent, id: string) {
    this.#start = start;
    this.#id = id;
  }

  onEnter(ctx: ToolContext): void {
    this.#base = ctx.editor.map;
    const name = this.#base?.nodes.find((n) => n.id === this.#id)?.name;
    this.#transaction = ctx.editor.begin(name ? `Move node ${name}` : 'Move a node');
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const base = this.#base;
    const transaction = this.#transaction;
    if (!base || !transaction?.active) return;
    const travelled = Math.hypot(
      e.screen.x - this.#start.screen.x,
      e.screen.y - this.#start.screen.y,
    );
    if (!this.#moved && travelled < DRAG_THRESHOLD_PX) return;
    const [dx, dy] = [e.world.x - this.#start.world.x, e.world.y - this.#start.world.y];
    transaction.updateMap(() => moveNodes(base, [this.#id], dx, dy));
    this.#moved = true;
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    this.onPointerMove(ctx, e);
    // Dropped where it started: leave no empty undo step.
    if (ctx.editor.map !== this.#base) this.#transaction?.commit();
    else this.#transaction?.cancel();
    return go('node.idle');
  }

  onCancel(): Next {
    this.#transaction?.cancel();
    return go('node.idle');
  }

  onExit(): void {
    if (this.#transaction?.active) this.#transaction.cancel();
  }
}
