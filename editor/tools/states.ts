import { CellsIdle } from './cells/idle.ts';
import { CellsStroke } from './cells/stroke.ts';
import { EdgeIdle } from './edge/idle.ts';
import { EraseErasing } from './erase/erasing.ts';
import { EraseIdle } from './erase/idle.ts';
import { FillIdle } from './fill/idle.ts';
import { LabelIdle } from './label/idle.ts';
import { LaneConnecting } from './lane/connecting.ts';
import { LaneIdle } from './lane/idle.ts';
import { NodeDragging } from './node/dragging.ts';
import { NodeIdle } from './node/idle.ts';
import { PaintIdle } from './paint/idle.ts';
import { PaintPainting } from './paint/painting.ts';
import { PanIdle } from './pan/idle.ts';
import { PanPanning } from './pan/panning.ts';
import { SelectDragging } from './select/dragging.ts';
import { SelectIdle } from './select/idle.ts';
import { SelectMarquee } from './select/marquee.ts';
import { SelectPointing } from './select/pointing.ts';
import type { ToolStateId, ToolStateParams } from './state-ids.ts';
import { TokenIdle } from './token/idle.ts';
import type { Next, ToolState, Transition } from './types.ts';
import { VisibilityIdle } from './visibility/idle.ts';
import { VisibilityMarking } from './visibility/marking.ts';

/**
 * Every tool state, made from its id and params: the one module that imports the states, so
 * that they need not import each other (as tldraw's tools look their children up by id).
 */
const STATES: { [K in ToolStateId]: (params: ToolStateParams[K]) => ToolState } = {
  'select.idle': () => new SelectIdle(),
  'select.pointing': (p) => new SelectPointing(p.start, p.plan),
  'select.dragging': (p) => new SelectDragging(p.start, p.current),
  'select.marquee': (p) => new SelectMarquee(p.start, p.base, p.current),
  'pan.idle': (p) => new PanIdle(p?.afterPan),
  'pan.panning': (p) => new PanPanning(p.start, p.then),
  'paint.idle': () => new PaintIdle(),
  'paint.painting': (p) => new PaintPainting(p.first, p.brush),
  'erase.idle': () => new EraseIdle(),
  'erase.erasing': (p) => new EraseErasing(p.first),
  'fill.idle': () => new FillIdle(),
  'edge.idle': () => new EdgeIdle(),
  'node.idle': () => new NodeIdle(),
  'node.dragging': (p) => new NodeDragging(p.start, p.id),
  'lane.idle': () => new LaneIdle(),
  'lane.connecting': (p) => new LaneConnecting(p.from, p.typeId, p.start),
  'token.idle': () => new TokenIdle(),
  'label.idle': () => new LabelIdle(),
  'cells.idle': () => new CellsIdle(),
  'cells.adding': (p) => new CellsStroke(p.first, p.board, false),
  'cells.removing': (p) => new CellsStroke(p.first, p.board, true),
  'visibility.idle': () => new VisibilityIdle(),
  'visibility.marking': (p) => new VisibilityMarking(p.first, p.state),
};

const isStateId = (id: string): id is ToolStateId => Object.hasOwn(STATES, id);

/** The state a transition names, made afresh; a state object is taken as it is. */
export function stateFor(next: Next): ToolState {
  if (!isTransition(next)) return next;
  if (!isStateId(next.to)) throw new Error(`no tool state "${next.to}"`);
  // `go` pairs each id with its own params; the table's lookup cannot see that pairing.
  const make = STATES[next.to] as (params: unknown) => ToolState;
  return make(next.params);
}

function isTransition(next: Next): next is Transition {
  return 'to' in next && typeof next.to === 'string' && !('name' in next);
}

/** Whether `id` names a tool state (the tools' table is checked against it). */
export const hasToolState = (id: string): boolean => isStateId(id);
