import type { CanvasHeat } from '../../../editor/canvas/heat.ts';
import { screenPoint } from '../../../editor/geometry/coords.ts';
import { pickAt } from '../../../editor/model/picking.ts';
import { selectionOf, EMPTY_SELECTION } from '../../../editor/model/selection.ts';
import { placeAt } from '../../../editor/tools/places.ts';
import { EMPTY_OVERLAY, type ToolPointerEvent } from '../../../editor/tools/types.ts';
import type { DrawnMap } from '../viewer-map.ts';
import type { CanvasView, CreateCanvas } from '../../../renderer/editor/canvas-session.svelte.ts';
import type { LiveMapView } from './live-map-view.svelte.ts';

/** Zoom factor per wheel notch, as in the editor. */
const WHEEL_STEP = 1.1;
/** The pieces' nameplates on Control's screen, CSS pixels: readable at arm's length. */
const PLATE_MIN_PX = 12;
const PLATE_MAX_PX = 17;

/**
 * The Map tab's canvas: the editor's canvas engine drawing the map in play, read-only in
 * structure. Pointer events become presses, drags and drops for the tab's state; the right
 * or middle button, or a drag on empty board, pans; the wheel zooms at the pointer.
 */
export class LiveMapCanvas {
  drawnOnce = $state(false);
  /** The place under the pointer. */
  hover = $state<string | null>(null);
  /** The piece under the pointer, named in the canvas's tooltip and on its plate. */
  hoverPiece = $state.raw<{ id: string; label: string } | null>(null);
  /** How many pieces' nameplates the last frame drew. */
  nameplates = $state(0);
  /** Where the map sits on screen (screen = world × scale + offset), for tests and the zoom readout. */
  viewport = $state.raw({ x: 0, y: 0, scale: 1 });
  #canvas: CanvasView | null = null;
  #shown: DrawnMap | null = null;
  #fitted: string | null = null;
  #panFrom: { x: number; y: number } | null = null;
  #container: HTMLDivElement | null = null;

  constructor(
    private readonly view: LiveMapView,
    private readonly current: () => DrawnMap | null,
  ) {}

  attach(container: HTMLDivElement, createCanvas: CreateCanvas): () => void {
    const canvas = createCanvas(container);
    this.#canvas = canvas;
    this.#container = container;
    canvas.setNameplates?.({ minPx: PLATE_MIN_PX, maxPx: PLATE_MAX_PX });
    const offDraw = canvas.onDraw?.(() => {
      if (this.#shown) this.drawnOnce = true;
      this.nameplates = canvas.stats?.().nameplatesDrawn ?? 0;
    });
    const offPointer = canvas.onPointer((type, e) => this.#pointer(type, e));
    const offWheel = canvas.onWheel((e) => {
      if (e.deltaY !== 0) canvas.zoomAt(e.screen, e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP);
    });
    const offViewport = canvas.onViewportChange(() => {
      if (canvas.viewport) this.viewport = canvas.viewport;
    });
    // The tab follows the window: the map is fitted again when its pane changes size.
    let lastSize = '';
    const resize = new ResizeObserver(() => {
      const size = `${container.clientWidth}x${container.clientHeight}`;
      if (size === lastSize) return;
      lastSize = size;
      requestAnimationFrame(() => canvas.fit());
    });
    resize.observe(container);
    this.show(this.current(), null);
    return () => {
      resize.disconnect();
      offDraw?.();
      offPointer();
      offWheel();
      offViewport();
      canvas.destroy();
      this.#canvas = null;
      this.#shown = null;
      this.#fitted = null;
    };
  }

  /** Draws a map (as a viewer sees it) with the hints' heat; fits it when it is a new map. */
  show(drawn: DrawnMap | null, heat: CanvasHeat | null): void {
    const canvas = this.#canvas;
    if (!canvas) return;
    if (drawn?.map !== this.#shown?.map || drawn?.tiles !== this.#shown?.tiles) {
      canvas.setView(drawn?.view ?? 'control');
      canvas.setMap(drawn?.map ?? null, drawn?.tiles ?? [], []);
    }
    this.#shown = drawn;
    if (drawn && this.#fitted !== drawn.map.id) {
      this.#fitted = drawn.map.id;
      canvas.fit();
      // Again once the pane has its size (the canvas learns it from its own observer).
      requestAnimationFrame(() => this.#canvas?.fit());
    }
    canvas.setHeat?.(heat);
    const selected = this.view.selected;
    const over = this.view.dragOver;
    // The plotted course is marked square by square, so Control sees it before sending it.
    const marked = this.view.marked();
    canvas.setSelection(
      selected || marked.length > 0
        ? selectionOf({ tokens: selected ? [selected] : [], places: marked })
        : EMPTY_SELECTION,
    );
    canvas.setOverlay(
      over
        ? {
            ...EMPTY_OVERLAY,
            hover: drawn?.map.nodes.length
              ? { kind: 'node', id: over }
              : { kind: 'cell', key: over },
          }
        : EMPTY_OVERLAY,
    );
  }

  fit(): void {
    this.#canvas?.fit();
  }

  zoom(factor: number): void {
    const box = this.#container;
    if (box) this.#canvas?.zoomAt(screenPoint(box.clientWidth / 2, box.clientHeight / 2), factor);
  }

  /** Names the piece under the pointer: on its plate (drawn first, marked) and in the tooltip. */
  #hoverPiece(drawn: DrawnMap, e: ToolPointerEvent | null): void {
    const canvas = this.#canvas;
    if (!canvas) return;
    const hit = e ? pickAt(drawn.map, e.world, { scale: canvas.scale }) : null;
    const token = hit?.kind === 'token' ? drawn.map.tokens.find((t) => t.id === hit.id) : undefined;
    if ((token?.id ?? null) === (this.hoverPiece?.id ?? null)) return;
    this.hoverPiece = token ? { id: token.id, label: token.label } : null;
    canvas.setNameplates?.({
      minPx: PLATE_MIN_PX,
      maxPx: PLATE_MAX_PX,
      hovered: token?.id ?? null,
    });
  }

  #pointer(type: 'down' | 'move' | 'up' | 'leave', e: ToolPointerEvent): void {
    const drawn = this.#shown;
    const canvas = this.#canvas;
    if (!drawn || !canvas) return;
    const place = placeAt(drawn.map, e.world, canvas.scale);
    this.hover = type === 'leave' ? null : place;
    if (type === 'move' || type === 'leave') this.#hoverPiece(drawn, type === 'move' ? e : null);
    if (type === 'down') {
      if (e.button !== 0) return void (this.#panFrom = { x: e.screen.x, y: e.screen.y });
      const hit = pickAt(drawn.map, e.world, { scale: canvas.scale });
      this.view.press(drawn, hit, place);
      if (!this.view.dragging && hit.kind !== 'token' && this.view.mode === 'move')
        this.#panFrom = { x: e.screen.x, y: e.screen.y };
    } else if (type === 'move') {
      if (this.#panFrom) {
        canvas.panBy(e.screen.x - this.#panFrom.x, e.screen.y - this.#panFrom.y);
        this.#panFrom = { x: e.screen.x, y: e.screen.y };
      } else this.view.drag(place);
    } else if (type === 'up') {
      this.#panFrom = null;
      if (this.view.dragging) this.view.drop(drawn, place);
    } else {
      this.#panFrom = null;
      this.view.drag(null);
    }
  }
}
