import type { MapDef } from '../../scenarios/format/map.ts';
import type { ScreenPoint } from '../geometry/coords.ts';
import type { Selection } from '../model/selection.ts';
import type { TileBrush } from './brush.ts';
import type { Next, ToolPointerEvent, Transition } from './types.ts';

/**
 * Every tool state by id, with what it starts from. A state goes to another by naming it
 * here (`go('select.dragging', { start, current })`); states.ts makes it. Adding a state adds
 * a line here and one there.
 */

/** What a press in the select tool becomes if it turns into a drag, and what a click leaves. */
export interface PointingPlan {
  /** What a drag does: move the selection, or draw a selection box. */
  drag: 'move' | 'marquee';
  /** The box's selection is added to this one (Shift). */
  marqueeBase?: Selection;
  /** The selection a click (release without drag) leaves; null keeps the current one. */
  onClick: Selection | null;
}

export type FogState = 'hidden' | 'unexplored' | null;

export interface ToolStateParams {
  'select.idle': undefined;
  'select.pointing': { start: ToolPointerEvent; plan: PointingPlan };
  'select.dragging': { start: ToolPointerEvent; current: ToolPointerEvent };
  'select.marquee': { start: ToolPointerEvent; base?: Selection; current?: ToolPointerEvent };
  /** `afterPan` says where a finished pan goes (back to pan.idle by default). */
  'pan.idle': { afterPan?: () => Next } | undefined;
  'pan.panning': { start: ScreenPoint; then: () => Next };
  'paint.idle': undefined;
  'paint.painting': { first: ToolPointerEvent; brush: TileBrush };
  'erase.idle': undefined;
  'erase.erasing': { first: ToolPointerEvent };
  'fill.idle': undefined;
  'edge.idle': undefined;
  'node.idle': undefined;
  'node.dragging': { start: ToolPointerEvent; id: string };
  'lane.idle': undefined;
  'lane.connecting': { from: string; typeId: string; start: ToolPointerEvent };
  'token.idle': undefined;
  'label.idle': undefined;
  'cells.idle': undefined;
  /** `board` is the map as the stroke began: its centre stays put while the board grows. */
  'cells.adding': { first: ToolPointerEvent; board: MapDef };
  'cells.removing': { first: ToolPointerEvent; board: MapDef };
  'visibility.idle': undefined;
  'visibility.marking': { first: ToolPointerEvent; state: FogState };
}

export type ToolStateId = keyof ToolStateParams;

/** A move to the state `to`; states that start from nothing need no params. */
export function go<K extends ToolStateId>(
  to: K,
  ...params: undefined extends ToolStateParams[K]
    ? [params?: ToolStateParams[K]]
    : [params: ToolStateParams[K]]
): Transition {
  return { to, params: params[0] };
}
