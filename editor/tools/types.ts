import type { Pixel, ScreenPoint } from '../geometry/coords.ts';
import type { GridKind } from '../geometry/grid-geometry.ts';
import type { MapEditor, ToolId } from '../model/map-editor.ts';

/**
 * The contract between the canvas (which turns DOM events into these) and the tools (small
 * state machines that turn them into edits). Nothing here touches the DOM or Konva, so the
 * tools run in Node tests.
 */

export interface ToolPointerEvent {
  /** Where the pointer is, in map units (editor/geometry/coords.ts). */
  world: Pixel;
  /** Where the pointer is, in CSS pixels relative to the canvas. */
  screen: ScreenPoint;
  /** Left, middle, right. */
  button: 0 | 1 | 2;
  shift: boolean;
  /** Ctrl, or Cmd on macOS. */
  mod: boolean;
  alt: boolean;
}

export interface ToolKeyEvent {
  key: string;
  shift: boolean;
  mod: boolean;
  alt: boolean;
  repeat: boolean;
}

export interface ToolWheelEvent {
  screen: ScreenPoint;
  deltaY: number;
  mod: boolean;
}

export type OverlayHover =
  | { kind: 'cell'; key: string }
  | { kind: 'node'; id: string }
  | { kind: 'edge'; key: string }
  | { kind: 'lane'; id: string }
  | { kind: 'token'; id: string }
  | { kind: 'label'; id: string };

/** What the canvas draws on its top layer for the tool, in map units. */
export interface Overlay {
  hover: OverlayHover | null;
  /** Extra places the current edit also touches (symmetric edit), highlighted faintly. */
  echoes: readonly string[];
  marquee: { x0: number; y0: number; x1: number; y1: number } | null;
  lanePreview: { from: string; to: Pixel } | null;
  /** The tile that a click would paint, shown half-transparent under the pointer. */
  ghost: { at: string; tileId: string; rotation: number } | null;
}

export const EMPTY_OVERLAY: Overlay = Object.freeze({
  hover: null,
  echoes: Object.freeze([]) as readonly string[],
  marquee: null,
  lanePreview: null,
  ghost: null,
});

/** The part of the canvas viewport a tool may move. */
export interface ViewportControl {
  /** Screen pixels per map unit. */
  readonly scale: number;
  panBy(dxScreen: number, dyScreen: number): void;
  zoomAt(screen: ScreenPoint, factor: number): void;
  fit(): void;
  oneToOne(): void;
}

/** What a tool can reach: the editor, the viewport, the overlay and the user. */
export interface ToolContext {
  editor: MapEditor;
  viewport: ViewportControl;
  setOverlay(patch: Partial<Overlay>): void;
  /** Ask the user for a line of text (label tool, node name); null when cancelled. */
  requestText(request: { title: string; initial: string }): Promise<string | null>;
  /** Tell the user why nothing happened (locked layer, off the board, no tile chosen). */
  notify(message: string): void;
}

/** How far (screen pixels) the pointer must travel before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 4;

/**
 * A move to another state, named by its id ("select.dragging") with what that state starts
 * from. States say where to go this way (`go` in state-ids.ts) and the machine makes the
 * state (states.ts), so that no state imports another.
 */
export interface Transition {
  readonly to: string;
  readonly params: unknown;
}

/** Where a handler goes: a state by id, or a state the machine handed out (a pan's return). */
export type Next = Transition | ToolState;

/**
 * One state of a tool. Handlers return the next state, or nothing to stay. `onKeyDown`
 * may return 'handled' to stay and swallow the key (so the UI does not also act on it).
 * A state that defines `onCancel` has something in progress (a stroke, a drag): the
 * machine lets it finish before switching tools or panning, and Escape cancels it.
 */
export interface ToolState {
  /** Its id, "tool.state", as `go` names it. */
  readonly name: string;
  /** CSS cursor while this state is active; the tool's own cursor when absent. */
  readonly cursor?: string;
  onEnter?(ctx: ToolContext): void;
  onExit?(ctx: ToolContext): void;
  onPointerDown?(ctx: ToolContext, e: ToolPointerEvent): Next | void;
  onPointerMove?(ctx: ToolContext, e: ToolPointerEvent): Next | void;
  onPointerUp?(ctx: ToolContext, e: ToolPointerEvent): Next | void;
  onKeyDown?(ctx: ToolContext, e: ToolKeyEvent): Next | void | 'handled';
  /** Escape or a tool switch: undo what is in progress and return to an idle state. */
  onCancel?(ctx: ToolContext): Next | void;
}

export type { GridKind };

export interface ToolDefinition {
  id: ToolId;
  label: string;
  /** A single key, e.g. 'V'. */
  shortcut: string;
  description: string;
  /** Which grids it works on. */
  grids: readonly GridKind[];
  /** The state the tool rests in, by id. */
  initial: string;
  cursor: string;
}
