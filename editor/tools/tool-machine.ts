import type { MapDef } from '../../scenarios/format/map.ts';
import type { ToolId } from '../model/map-editor.ts';
import { EMPTY_SELECTION, isSelectionEmpty } from '../model/selection.ts';
import { toolById, toolForShortcut } from './registry.ts';
import { go } from './state-ids.ts';
import { stateFor } from './states.ts';
import type {
  GridKind,
  Next,
  ToolContext,
  ToolDefinition,
  ToolKeyEvent,
  ToolPointerEvent,
  ToolState,
  ToolWheelEvent,
} from './types.ts';

/** Zoom factor per wheel notch. */
export const WHEEL_ZOOM_STEP = 1.1;

/**
 * Runs the current tool's state machine and owns what every tool shares: following
 * `editor.settings.tool`, panning with Space held or the middle button (a temporary pan, back
 * to the tool after), wheel zoom at the cursor, Escape, and tool shortcuts.
 *
 * A state that defines `onCancel` has something in progress (a stroke, a drag): a temporary
 * pan waits for it, a tool switch cancels it, and Escape cancels it. Escape with nothing in
 * progress clears the selection.
 */
export class ToolMachine {
  readonly #ctx: ToolContext;
  #toolId: ToolId;
  #state: ToolState;
  /** The tool state a temporary pan returns to; null when no temporary pan is on. */
  #resume: ToolState | null = null;
  #spaceHeld = false;
  #listeners = new Set<() => void>();
  readonly #unsubscribe: () => void;

  constructor(ctx: ToolContext) {
    this.#ctx = ctx;
    this.#toolId = ctx.editor.settings.tool;
    this.#state = this.#initial();
    this.#state.onEnter?.(ctx);
    this.#unsubscribe = ctx.editor.subscribe((change) => {
      if (change === 'settings' && ctx.editor.settings.tool !== this.#toolId)
        this.#switchTo(ctx.editor.settings.tool);
      else if (change === 'active-map') this.#reset();
    });
  }

  get toolId(): ToolId {
    return this.#toolId;
  }

  get stateName(): string {
    return this.#state.name;
  }

  get cursor(): string {
    return this.#state.cursor ?? this.#tool.cursor;
  }

  /** Whether a stroke, drag or pan is under way. */
  get busy(): boolean {
    return typeof this.#state.onCancel === 'function';
  }

  /** Told after every state change (the canvas updates its cursor). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Stops following the editor; the current state is cancelled. */
  dispose(): void {
    this.#unsubscribe();
    this.#cancelBusy();
    this.#state.onExit?.(this.#ctx);
    this.#listeners.clear();
  }

  /** Switch tool; the choice is kept in the editor's settings, which this machine follows. */
  setTool(id: ToolId): void {
    if (id !== this.#ctx.editor.settings.tool) this.#ctx.editor.setSettings({ tool: id });
    else if (id !== this.#toolId) this.#switchTo(id);
  }

  pointerDown(e: ToolPointerEvent): void {
    if (e.button === 1) {
      if (this.busy && this.#resume === null) return;
      this.#resume ??= this.#state;
      this.#transition(go('pan.panning', { start: e.screen, then: this.#afterTemporaryPan }));
      return;
    }
    if (this.#resume === null && !this.#worksHere()) return;
    this.#transition(this.#state.onPointerDown?.(this.#ctx, e));
  }

  pointerMove(e: ToolPointerEvent): void {
    this.#transition(this.#state.onPointerMove?.(this.#ctx, e));
  }

  pointerUp(e: ToolPointerEvent): void {
    this.#transition(this.#state.onPointerUp?.(this.#ctx, e));
  }

  /** The pointer left the canvas: drop hover marks (a drag in progress keeps going). */
  pointerLeave(): void {
    if (!this.busy) this.#ctx.setOverlay({ hover: null, ghost: null, echoes: [] });
  }

  /** Returns whether the key was used (the UI then does nothing more with it). */
  keyDown(e: ToolKeyEvent): boolean {
    if (e.key === ' ') {
      if (!e.repeat && !this.#spaceHeld && !this.busy) {
        this.#spaceHeld = true;
        this.#resume ??= this.#state;
        this.#transition(go('pan.idle', { afterPan: this.#afterTemporaryPan }));
      }
      return this.#spaceHeld;
    }
    if (e.key === 'Escape') {
      if (this.busy) {
        this.cancel();
        return true;
      }
      // Nothing to cancel and nothing selected: leave Escape to the UI (closing a panel).
      if (isSelectionEmpty(this.#ctx.editor.selection)) return false;
      this.#ctx.editor.setSelection(EMPTY_SELECTION);
      return true;
    }
    const result = this.#state.onKeyDown?.(this.#ctx, e);
    if (result === 'handled') return true;
    if (typeof result === 'object' && result !== null) {
      this.#transition(result);
      return true;
    }
    const tool = !e.mod && !e.alt && !e.shift && !this.busy ? toolForShortcut(e.key) : null;
    if (tool) {
      this.setTool(tool.id);
      return true;
    }
    return false;
  }

  keyUp(e: ToolKeyEvent): void {
    if (e.key !== ' ' || !this.#spaceHeld) return;
    this.#spaceHeld = false;
    // Mid-drag, the pan finishes first and returns to the tool on release.
    if (!this.busy) this.#transition(this.#takeResume());
  }

  wheel(e: ToolWheelEvent): void {
    if (e.deltaY === 0) return;
    this.#ctx.viewport.zoomAt(e.screen, e.deltaY < 0 ? WHEEL_ZOOM_STEP : 1 / WHEEL_ZOOM_STEP);
  }

  /** Abandon what is in progress (a transaction is cancelled) and go back to the tool's rest state. */
  cancel(): void {
    if (!this.busy) return;
    this.#transition(this.#state.onCancel?.(this.#ctx) ?? this.#initial());
  }

  /** The current tool's rest state, made afresh. */
  #initial(): ToolState {
    return stateFor({ to: this.#tool.initial, params: undefined });
  }

  get #tool(): ToolDefinition {
    return toolById(this.#toolId);
  }

  readonly #afterTemporaryPan = (): Next =>
    this.#spaceHeld ? go('pan.idle', { afterPan: this.#afterTemporaryPan }) : this.#takeResume();

  #takeResume(): ToolState {
    const resume = this.#resume ?? this.#initial();
    this.#resume = null;
    return resume;
  }

  #worksHere(): boolean {
    const map: MapDef | null = this.#ctx.editor.map;
    if (!map) return false;
    const tool = this.#tool;
    if (tool.grids.includes(map.grid.kind)) return true;
    this.#ctx.notify(`The ${tool.label.toLowerCase()} tool does not work on ${gridName(map)}`);
    return false;
  }

  #cancelBusy(): void {
    if (this.busy) this.#state.onCancel?.(this.#ctx);
  }

  #switchTo(id: ToolId): void {
    this.#cancelBusy();
    this.#resume = null;
    this.#spaceHeld = false;
    this.#toolId = id;
    this.#transition(this.#initial(), true);
  }

  /** The active map changed under the tool: abandon what was in progress there. */
  #reset(): void {
    this.#switchTo(this.#toolId);
  }

  #transition(next: Next | void | 'handled', force = false): void {
    // Only an object is a transition (a handler may leak another value through `void`).
    if (typeof next !== 'object' || next === null || (next === this.#state && !force)) return;
    const state = stateFor(next);
    this.#state.onExit?.(this.#ctx);
    this.#state = state;
    state.onEnter?.(this.#ctx);
    for (const listener of this.#listeners) listener();
  }
}

const GRID_NAMES: Record<GridKind, string> = {
  hex: 'hex boards',
  square: 'square grids',
  graph: 'point-to-point maps',
};

const gridName = (map: MapDef): string => GRID_NAMES[map.grid.kind];
