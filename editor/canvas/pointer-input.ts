import { screenPoint, type Pixel, type ScreenPoint } from '../geometry/coords.ts';
import type { ToolPointerEvent, ToolWheelEvent } from '../tools/types.ts';

/**
 * DOM input turned into the tools' events: positions relative to the canvas, in CSS pixels
 * and in map units, and the modifier keys under their platform-neutral names.
 */

interface PointerLike {
  readonly clientX: number;
  readonly clientY: number;
  readonly button: number;
  readonly buttons: number;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/**
 * Which button a pointer event is about. Moves report `button` −1, so the pressed buttons
 * (a bit mask: 1 left, 2 right, 4 middle) say which one is held during a drag.
 */
export function pointerButton(e: Pick<PointerLike, 'button' | 'buttons'>): 0 | 1 | 2 {
  if (e.button === 0 || e.button === 1 || e.button === 2) return e.button;
  if (e.buttons & 1) return 0;
  if (e.buttons & 4) return 1;
  if (e.buttons & 2) return 2;
  return 0;
}

export function toToolPointerEvent(
  e: PointerLike,
  origin: { left: number; top: number },
  toWorld: (p: ScreenPoint) => Pixel,
): ToolPointerEvent {
  const screen = screenPoint(e.clientX - origin.left, e.clientY - origin.top);
  return {
    world: toWorld(screen),
    screen,
    button: pointerButton(e),
    shift: e.shiftKey,
    mod: e.ctrlKey || e.metaKey,
    alt: e.altKey,
  };
}

/** Lines and pages scroll by these many pixels (Firefox reports lines). */
const LINE_PX = 16;

export function toToolWheelEvent(
  e: Pick<WheelEvent, 'clientX' | 'clientY' | 'deltaY' | 'deltaMode' | 'ctrlKey' | 'metaKey'>,
  origin: { left: number; top: number; height: number },
): ToolWheelEvent {
  const unit = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? origin.height : 1;
  return {
    screen: screenPoint(e.clientX - origin.left, e.clientY - origin.top),
    deltaY: e.deltaY * unit,
    mod: e.ctrlKey || e.metaKey,
  };
}
