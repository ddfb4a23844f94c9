import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Transaction } from '../../model/map-editor.ts';
import type { Selection } from '../../model/selection.ts';
import { go } from '../state-ids.ts';
import type { Next, ToolContext, ToolPointerEvent, ToolState } from '../types.ts';
import { describeSelection } from '../wording.ts';
import { dragSelection, shiftSelection } from './drag-selection.ts';

/**
 * Moving the selection. The whole drag is ONE transaction, shown live and committed on
 * release as one undo step; cancelling puts everything (and the selection) back.
 */
export class SelectDragging implements ToolState {
  readonly name = 'select.dragging';
  readonly cursor = 'move';
  readonly #start: ToolPointerEvent;
  readonly #current: ToolPointerEvent;
  #base: MapDef | null = null;
  #selection: Selection | null = null;
  #transaction: Transaction | null = null;
  #moved = false;

  constructor(start: ToolPointerEvent, current: ToolPointerEvent) {
    this.#start = start;
    this.#current = current;
  }

  onEnter(ctx: ToolContext): void {
    this.#base = ctx.editor.map;
    this.#selection = ctx.editor.selection;
    this.#transaction = ctx.editor.begin(`Move ${describeSelection(this.#selection)}`);
    this.#update(ctx, this.#current);
  }

  onPointerMove(ctx: ToolContext, e: ToolPointerEvent): void {
    this.#update(ctx, e);
  }

  onPointerUp(ctx: ToolContext, e: ToolPointerEvent): Next {
    this.#update(ctx, e);
    // A drag that ended where it began changed nothing: leave no empty undo step.
    if (this.#moved) this.#transaction?.commit();
    else this.#transaction?.cancel();
    return go('select.idle');
  }

  onCancel(ctx: ToolContext): Next {
    this.#restore(ctx);
    return go('select.idle');
  }

  onExit(ctx: ToolContext): void {
    if (this.#transaction?.active) this.#restore(ctx);
  }

  #restore(ctx: ToolContext): void {
    this.#transaction?.cancel();
    if (this.#selection) ctx.editor.setSelection(this.#selection);
  }

  #update(ctx: ToolContext, e: ToolPointerEvent): void {
    const base = this.#base;
    const selection = this.#selection;
    const transaction = this.#transaction;
    if (!base || !selection || !transaction?.active) return;
    const dragged = dragSelection(base, selection, this.#start.world, e.world, ctx.viewport.scale);
    // Off the board: the selection stays where it last fitted.
    if (!dragged) return;
    transaction.updateMap(() => dragged.map);
    this.#moved = dragged.map !== base;
    ctx.editor.setSelection(shiftSelection(base, selection, dragged.cellDelta));
  }
}
