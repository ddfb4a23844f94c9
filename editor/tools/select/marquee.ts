import type { Pixel } from '../../geometry/coords.ts';
import { placesInRect } from '../../model/picking.ts';
import { EMPTY_SELECTION, unionSelection, type Selection } from '../../model/selection.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';

/** Drawing a selection box: everything inside is selected, live; Shift keeps what was selected. */
export class SelectMarquee implements ToolState {
  readonly name = 'select.marquee';
  readonly cursor = 'crosshair';
  readonly #start: ToolPointerEvent;
  readonly #base: Selection;
  readonly #current: ToolPointerEvent;
  #before: Selection = EMPTY_SELECTION;

  constructor(start: ToolPointerEvent, base: Selection = EMPTY_SELECTION, current = start) {
    this.#start = start;
    this.#base = base;
    this.#current = current;
  }

  onEnter(ctx: ToolContext): void {
    this.#before = ctx.editor.selection;
    this.#update(ctx, this.#current.world);
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    this.#update(ctx, e.world);
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    this.#update(ctx, e.world);
    return go('select.idle');
  }

  onCancel(ctx: ToolContext): Next {
    ctx.editor.setSelection(this.#before);
    return go('select.idle');
  }

  onExit(ctx: ToolContext): void {
    ctx.setOverlay({ marquee: null });
  }

  #update(ctx: ToolContext, to: Pixel): void {
    const map = ctx.editor.map;
    if (!map) return;
    const from = this.#start.world;
    const rect = {
      x0: Math.min(from.x, to.x),
      y0: Math.min(from.y, to.y),
      x1: Math.max(from.x, to.x),
      y1: Math.max(from.y, to.y),
    };
    ctx.setOverlay({ marquee: rect });
    ctx.editor.setSelection(unionSelection(this.#base, placesInRect(map, rect)));
  }
}
