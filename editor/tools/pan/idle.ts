import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Waiting to be dragged. `afterPan` says where a finished pan goes (back here by default). */
export class PanIdle implements ToolState {
  readonly name = 'pan.idle';
  readonly cursor = 'grab';
  readonly #afterPan: () => Next;

  constructor(afterPan?: () => Next) {
    this.#afterPan = afterPan ?? (() => go('pan.idle'));
  }

  onEnter(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, ghost: null, echoes: [] });
  }

  onPointerDown(_ctx: ToolContext, e: ToolPointerEvent): Next | void {
    if (e.button === 2) return;
    return go('pan.panning', { start: e.screen, then: this.#afterPan });
  }
}
