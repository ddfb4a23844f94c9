import type { ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { PanPanning } from './panning.ts';

/** Waiting to be dragged. `afterPan` says where a finished pan goes (back here by default). */
export class PanIdle implements ToolState {
  readonly name = 'pan.idle';
  readonly cursor = 'grab';
  readonly #afterPan: () => ToolState;

  constructor(afterPan?: () => ToolState) {
    this.#afterPan = afterPan ?? (() => new PanIdle());
  }

  onEnter(ctx: ToolContext): void {
    ctx.setOverlay({ hover: null, ghost: null, echoes: [] });
  }

  onPointerDown(_ctx: ToolContext, e: ToolPointerEvent): ToolState | void {
    if (e.button === 2) return;
    return new PanPanning(e.screen, this.#afterPan);
  }
}
