import type { Selection } from '../../model/selection.ts';
import {
  DRAG_THRESHOLD_PX,
  type ToolContext,
  type ToolPointerEvent,
  type ToolState,
} from '../types.ts';
import { selectionProblem } from '../layers.ts';
import { SelectDragging } from './dragging.ts';
import { SelectIdle } from './idle.ts';
import { SelectMarquee } from './marquee.ts';

export interface PointingPlan {
  /** What a drag does: move the selection, or draw a selection box. */
  drag: 'move' | 'marquee';
  /** The box's selection is added to this one (Shift). */
  marqueeBase?: Selection;
  /** The selection a click (release without drag) leaves; null keeps the current one. */
  onClick: Selection | null;
}

/** Pressed on something, not yet moved: a click or the start of a drag. */
export class SelectPointing implements ToolState {
  readonly name = 'select.pointing';
  readonly #start: ToolPointerEvent;
  readonly #plan: PointingPlan;

  constructor(start: ToolPointerEvent, plan: PointingPlan) {
    this.#start = start;
    this.#plan = plan;
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): ToolState | void {
    const moved = Math.hypot(e.screen.x - this.#start.screen.x, e.screen.y - this.#start.screen.y);
    if (moved < DRAG_THRESHOLD_PX) return;
    if (this.#plan.drag === 'marquee')
      return new SelectMarquee(this.#start, this.#plan.marqueeBase, e);
    const map = ctx.editor.map;
    if (!map) return new SelectIdle();
    const problem = selectionProblem(map, ctx.editor.selection);
    if (problem) {
      ctx.notify(problem);
      return new SelectIdle();
    }
    return new SelectDragging(this.#start, e);
  }

  onPointerUp(ctx: ToolContext): ToolState {
    if (this.#plan.onClick) ctx.editor.setSelection(this.#plan.onClick);
    return new SelectIdle();
  }

  onCancel(): ToolState {
    return new SelectIdle();
  }
}
