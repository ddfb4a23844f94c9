import type { ScreenPoint } from '../../geometry/coords.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Dragging the view: it follows the pointer in screen pixels. Never edits the map. */
export class PanPanning implements ToolState {
  readonly name = 'pan.panning';
  readonly cursor = 'grabbing';
  #last: ScreenPoint;
  readonly #then: () => Next;

  constructor(start: ScreenPoint, then: () => Next) {
    this.#last = start;
    this.#then = then;
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    const dx = e.screen.x - this.#last.x;
    const dy = e.screen.y - this.#last.y;
    this.#last = e.screen;
    if (dx !== 0 || dy !== 0) ctx.viewport.panBy(dx, dy);
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    this.onPointerMove(ctx, e);
    return this.#then();
  }

  onCancel(): Next {
    return this.#then();
  }
}
