import { selectionProblem } from '../layers.ts';
import { go, type PointingPlan } from '../state-ids.ts';
import {
  DRAG_THRESHOLD_PX,
  type Next,
  type ToolContext,
  type ToolPointerEvent,
  type ToolState,
} from '../types.ts';

export type { PointingPlan };

/** Pressed on something, not yet moved: a click or the start of a drag. */
export class SelectPointing implements ToolState {
  readonly name = 'select.pointing';
  readonly #start: ToolPointerEvent;
  readonly #plan: PointingPlan;

  constructor(start: ToolPointerEvent, plan: PointingPlan) {
    this.#start = start;
    this.#plan = plan;
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): Next | void {
    const moved = Math.hypot(e.screen.x - this.#start.screen.x, e.screen.y - this.#start.screen.y);
    if (moved < DRAG_THRESHOLD_PX) return;
    if (this.#plan.drag === 'marquee')
      return go('select.marquee', { start: this.#start, base: this.#plan.marqueeBase, current: e });
    const map = ctx.editor.map;
    if (!map) return go('select.idle');
    const problem = selectionProblem(map, ctx.editor.selection);
    if (problem) {
      ctx.notify(problem);
      return go('select.idle');
    }
    return go('select.dragging', { start: this.#start, current: e });
  }

  onPointerUp(ctx: ToolContext): Next {
    if (this.#plan.onClick) ctx.editor.setSelection(this.#plan.onClick);
    return go('select.idle');
  }

  onCancel(): Next {
    return go('select.idle');
  }
}
