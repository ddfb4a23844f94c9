import Konva from 'konva';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { pixel, type Pixel, type ScreenPoint } from '../geometry/coords.ts';
import { EMPTY_SELECTION, type Selection } from '../model/selection.ts';
import {
  EMPTY_OVERLAY,
  type Overlay,
  type ToolPointerEvent,
  type ToolWheelEvent,
  type ViewportControl,
} from '../tools/types.ts';
import { CANVAS_COLOURS } from './colours.ts';
import { stretchCovers, stretchTransform } from './css-stretch.ts';
import { paintBoard } from './paint-board.ts';
import { LEGAL_COLOURS, paintChecks, paintDimmed, type MarkColours } from './paint-checks.ts';
import { paintEdges } from './paint-edges.ts';
import type { CanvasHeat } from './heat.ts';
import { paintHeat } from './paint-heat.ts';
import type { PaintEnv, SharedPaintEnv } from './paint-env.ts';
import { paintOverlay } from './paint-overlay.ts';
import { paintTokens } from './paint-tokens.ts';
import { paintNameplates, type NameplateOptions } from './paint-nameplates.ts';
import { paintVisibility } from './paint-visibility.ts';
import { toToolPointerEvent, toToolWheelEvent } from './pointer-input.ts';
import { RasterCache, type RasterPainter, type RasterView } from './raster-cache.ts';
import type { Rect } from './rects.ts';
import { buildScene, contentBounds, type CanvasTeam, type Scene } from './scene.ts';
import { boardChange, edgesChanged, tilesOnly } from './scene-diff.ts';
import { canvasTextWidths, type TextWidths } from './text.ts';
import { TextSprites } from './text-sprites.ts';
import { TileImages } from './tile-images.ts';
import { Viewport } from './viewport.ts';

/**
 * The map on screen: a Konva stage of layers of custom shapes that paint only what is in
 * view, one painter each. Some painters share a layer, drawn after its own: the heat over
 * the board's bitmap, the visibility's hatching and the checks' marks over the tokens (all
 * three change in a live game), and on a grid the edge features under the tokens (both
 * painted straight, never cached there). Each layer is a screen-sized bitmap, so fewer mean
 * less memory to fill on opening and less to clear and composite on every frame —
 *   board      cells, tiles, grid, coordinates (a cached bitmap, see RasterCache)
 *   heat       who owns what, when a balance analysis is shown (editor/canvas/paint-heat.ts)
 *   edges      edge features; lanes and nodes on point-to-point maps (cached there)
 *   tokens     tokens and free labels
 *   visibility Control's hatching of hidden and unexplored places
 *   checks     the places the map checks found
 *   overlay    hover, selection, ghost tile, echoes, marquee, lane preview
 * No Konva node per cell (10,000 of them stall Konva); the tools get map coordinates and pick
 * by arithmetic (editor/model/picking.ts). Layers are redrawn only when what they show
 * changed, once per animation frame.
 */

export type CanvasLayerName =
  'board' | 'heat' | 'edges' | 'tokens' | 'visibility' | 'checks' | 'overlay';
const LAYER_NAMES: readonly CanvasLayerName[] = [
  'board',
  'heat',
  'edges',
  'tokens',
  'visibility',
  'checks',
  'overlay',
];
/** Painters drawn on the layer of another painter, after it. */
const SHARED_LAYER: Partial<Record<CanvasLayerName, CanvasLayerName>> = {
  heat: 'board',
  visibility: 'tokens',
  checks: 'tokens',
};
/**
 * Where a grid's edge features are painted, under what is there: like the tokens they are
 * painted straight each time the view moves, so they need no canvas of their own. The lanes
 * and nodes of a point-to-point map are a cached bitmap, on their own layer.
 */
const LATTICE_EDGES_HOST: CanvasLayerName = 'tokens';

export interface MapCanvasOptions {
  /** Device pixels per CSS pixel; the screen's by default. */
  pixelRatio?: number;
  /** CSS colour behind the map. */
  background?: string;
  /**
   * How long after the last wheel step the layers stretched while zooming are painted sharp,
   * ms (SHARPEN_MS by default; tests hold the stretched picture with a long one).
   */
  sharpenAfterMs?: number;
}

export interface CanvasStats {
  /** Time of the last frame, all layers, in ms. */
  drawMs: number;
  /** Cells painted into the board in the last frame (0 when it only copied its bitmap). */
  cellsDrawn: number;
  /** Time of each layer redrawn in the last frame, in ms. */
  layers: Record<string, number>;
  /** Places the checks layer marked in view when it was last drawn. */
  findingsDrawn: number;
  /** Pieces' nameplates drawn when the tokens were last drawn (0 when plates are off). */
  nameplatesDrawn: number;
}

/** Where a dealt tile may go, and the places dimmed because it may not. */
export interface DealMarks {
  readonly legal: readonly string[];
  readonly dimmed: readonly string[];
  /** Places tinted and ringed in their own colours (a template's roles). */
  readonly groups?: readonly {
    readonly places: readonly string[];
    readonly colours: MarkColours;
  }[];
}

export type CanvasPointerType = 'down' | 'move' | 'up' | 'leave';

/** Free screen space around the board when fitting it, CSS pixels. */
const FIT_MARGIN = 32;
/** Wait this long after the last frame before painting the cached margins. */
const IDLE_MS = 150;
/** Painting the cached margins while idle stops after this long, and goes on next turn. */
const IDLE_BUDGET_MS = 40;
/** While zooming, cached layers are stretched; they are repainted sharp this long after the last step. */
const SHARPEN_MS = 120;
/** Room left around the map for outlines and names when deciding a zoom uncovers none of it. */
const STRETCH_PAD_PX = 16;

export class MapCanvas implements ViewportControl {
  readonly #container: HTMLDivElement;
  readonly #stage: Konva.Stage;
  /** The layer each painter is on (see SHARED_LAYER, LATTICE_EDGES_HOST). */
  readonly #layers: Record<CanvasLayerName, Konva.Layer>;
  /** The layers of the painters that have one of their own. */
  readonly #ownLayers: Partial<Record<CanvasLayerName, Konva.Layer>> = {};
  readonly #shapes = {} as Record<CanvasLayerName, Konva.Shape>;
  /** The view each layer was last drawn at: what a CSS stretch of its canvas starts from. */
  readonly #drawnAt = new Map<Konva.Layer, RasterView>();
  /** Layers shown moved and scaled by a CSS transform while a zoom goes on. */
  readonly #stretched = new Set<Konva.Layer>();
  /** Layers never drawn: their canvases hold nothing (see #drawLayer). */
  readonly #blank = new Set<Konva.Layer>();
  readonly #viewport = new Viewport();
  readonly #pixelRatio: number;
  readonly #background: string;
  readonly #sharpenAfterMs: number;
  readonly #images: TileImages;
  readonly #text: TextWidths;
  readonly #sprites: TextSprites;
  readonly #boardCache: RasterCache;
  readonly #edgesCache: RasterCache;
  /** The marks of the checks change only with the findings and the map: copied on pans too. */
  readonly #checksCache: RasterCache;
  #scene: Scene | null = null;
  #map: MapDef | null = null;
  #tiles: readonly Tile[] = [];
  #teams: readonly CanvasTeam[] = [];
  #view = 'control';
  #selection: Selection = EMPTY_SELECTION;
  #overlay: Overlay = EMPTY_OVERLAY;
  #heat: CanvasHeat | null = null;
  /** The board is dirty only for cells an edit changed (see `#requestBoardPlaces`). */
  #boardPlacesOnly = false;
  #dirty = new Set<CanvasLayerName>();
  /** Cached layers whose sharp repaint goes on without redrawing what they already show. */
  #sharpenLayers = new Set<'board' | 'edges'>();
  #frame: number | null = null;
  #idle: ReturnType<typeof setTimeout> | null = null;
  #sharpen: ReturnType<typeof setTimeout> | null = null;
  #fittedMapId: string | null = null;
  #needsFit = false;
  #cellsDrawn = 0;
  /** The places the map checks found, each once. */
  #findings: readonly string[] = [];
  /** While a dealt galaxy is placed: where the chosen tile may go, and the rest dimmed. */
  #dealMarks: DealMarks | null = null;
  #findingsDrawn = 0;
  #nameplates: NameplateOptions | null = null;
  #nameplatesDrawn = 0;
  #stats: CanvasStats = {
    drawMs: 0,
    cellsDrawn: 0,
    layers: {},
    findingsDrawn: 0,
    nameplatesDrawn: 0,
  };
  #capturedPointer: number | null = null;
  readonly #pointerHandlers = new Set<(type: CanvasPointerType, e: ToolPointerEvent) => void>();
  readonly #wheelHandlers = new Set<(e: ToolWheelEvent) => void>();
  readonly #viewportHandlers = new Set<() => void>();
  readonly #drawHandlers = new Set<() => void>();
  readonly #resizeObserver: ResizeObserver | null = null;
  readonly #unlisten: (() => void)[] = [];
  #destroyed = false;

  constructor(container: HTMLDivElement, options: MapCanvasOptions = {}) {
    this.#container = container;
    this.#pixelRatio = options.pixelRatio ?? (globalThis.devicePixelRatio || 1);
    this.#background = options.background ?? CANVAS_COLOURS.background;
    this.#sharpenAfterMs = options.sharpenAfterMs ?? SHARPEN_MS;
    this.#viewport.width = container.clientWidth;
    this.#viewport.height = container.clientHeight;
    this.#images = new TileImages(() => this.#imagesLoaded());
    this.#text = canvasTextWidths();
    const createCanvas = () => document.createElement('canvas');
    this.#sprites = new TextSprites(createCanvas);
    this.#boardCache = new RasterCache(createCanvas);
    this.#edgesCache = new RasterCache(createCanvas);
    this.#checksCache = new RasterCache(createCanvas);

    // Created empty: sizing a canvas allocates its bitmap (tens of milliseconds for a screen-
    // sized one), so the canvas sizes each layer itself when it first has something to draw.
    this.#stage = new Konva.Stage({ container, width: 0, height: 0, listening: false });
    this.#stage.off('widthChange.konva heightChange.konva');
    this.#stage.content.style.background = this.#background;
    // A layer stretched while zooming in overflows the view: clip it, never scroll.
    this.#stage.content.style.overflow = 'hidden';
    const layers = {} as Record<CanvasLayerName, Konva.Layer>;
    for (const name of LAYER_NAMES) {
      const host = SHARED_LAYER[name];
      const layer = host ? layers[host] : new Konva.Layer({ listening: false, name });
      const shape = new Konva.Shape({
        listening: false,
        perfectDrawEnabled: false,
        // Konva's context wraps the browser's; the painters need the real one (setTransform,
        // batched paths) and restore what they change, as Konva saves around the shape.
        sceneFunc: (context) => this.#paintLayer(name, context._context),
      });
      layer.add(shape);
      this.#shapes[name] = shape;
      layers[name] = layer;
      if (host) continue;
      this.#ownLayers[name] = layer;
      layer.getCanvas().setPixelRatio(this.#pixelRatio);
      layer.getCanvas()._canvas.style.transformOrigin = '0 0';
      this.#stage.add(layer);
      this.#blank.add(layer);
    }
    this.#layers = layers;
    this.#nameCanvases();
    this.#sizeStage();

    this.#listen('pointerdown', (e) => this.#pointer('down', e));
    this.#listen('pointermove', (e) => this.#pointer('move', e));
    this.#listen('pointerup', (e) => this.#pointer('up', e));
    this.#listen('pointercancel', (e) => this.#pointer('up', e));
    this.#listen('pointerleave', (e) => this.#pointer('leave', e));
    this.#listen('wheel', (e) => this.#wheel(e), { passive: false });
    // Right-drag belongs to the tools, not to a context menu.
    this.#listen('contextmenu', (e) => e.preventDefault());

    if (typeof ResizeObserver !== 'undefined') {
      this.#resizeObserver = new ResizeObserver(() => {
        const { clientWidth, clientHeight } = this.#container;
        if (clientWidth !== this.#viewport.width || clientHeight !== this.#viewport.height)
          this.resize(clientWidth, clientHeight);
      });
      this.#resizeObserver.observe(container);
    }
  }

  #listen<K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (e: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void {
    this.#container.addEventListener(type, handler, options);
    this.#unlisten.push(() => this.#container.removeEventListener(type, handler, options));
  }

  // ——— content ———

  setMap(
    map: MapDef | null,
    tiles: readonly Tile[],
    teams: readonly { id: string; colour: string; name: string }[] = [],
  ): void {
    this.#map = map;
    this.#tiles = tiles;
    this.#teams = teams;
    this.#rebuild();
  }

  setSelection(selection: Selection): void {
    if (selection === this.#selection) return;
    this.#selection = selection;
    this.#request('overlay');
  }

  /**
   * Names the pieces on plates beside them (the live map, the projector, team screens), or
   * not (null: the editor, where the token list names them).
   */
  setNameplates(options: NameplateOptions | null): void {
    const was = this.#nameplates;
    if (
      was === options ||
      (was &&
        options &&
        was.minPx === options.minPx &&
        was.maxPx === options.maxPx &&
        (was.hovered ?? null) === (options.hovered ?? null))
    )
      return;
    this.#nameplates = options;
    this.#request('tokens');
  }

  setOverlay(overlay: Overlay): void {
    if (overlay === this.#overlay) return;
    this.#overlay = overlay;
    this.#request('overlay');
  }

  /** Who owns what, drawn over the tiles (null: nothing). */
  setHeat(heat: CanvasHeat | null): void {
    if (heat === this.#heat) return;
    this.#heat = heat;
    this.#request('heat');
  }

  /** Mark the places the map checks found (none: an empty list). */
  setFindings(places: readonly string[]): void {
    const unique = [...new Set(places)];
    const same =
      unique.length === this.#findings.length && unique.every((p, i) => p === this.#findings[i]);
    if (same) return;
    this.#findings = unique;
    this.#checksCache.invalidate();
    this.#request('checks');
  }

  /**
   * While a dealt galaxy is placed, the checks layer shows where the chosen tile may go
   * (green) and dims the places it may not, instead of the findings; null goes back to them.
   */
  setDealMarks(marks: DealMarks | null): void {
    this.#dealMarks = marks;
    this.#checksCache.invalidate();
    this.#request('checks');
  }

  /** The places the checks layer marks. */
  get findings(): readonly string[] {
    return this.#findings;
  }

  /**
   * Bring places into view: centred, at the current zoom if they fit, else zoomed out until
   * they do ("go to" a finding).
   */
  showPlaces(places: readonly string[]): void {
    const bounds = this.#scene?.geometry.bounds(places);
    if (!bounds) return;
    if (this.#viewport.reveal(bounds, FIT_MARGIN)) this.#viewportChanged();
  }

  /** Whose eyes to draw the map through: 'control' (everything) or a team id. */
  setView(view: string): void {
    if (view === this.#view) return;
    this.#view = view;
    this.#rebuild();
  }

  /** The CSS cursor over the canvas (the tool's). */
  setCursor(cursor: string): void {
    this.#container.style.cursor = cursor;
  }

  #rebuild(): void {
    const before = this.#scene;
    const map = this.#map;
    if (!map) {
      this.#scene = null;
      this.#boardCache.invalidate();
      this.#edgesCache.invalidate();
      this.#request(...LAYER_NAMES);
      return;
    }
    const scene = buildScene(map, this.#tiles, this.#teams, this.#view);
    this.#scene = scene;
    this.#placeEdges(scene.geometry.lattice);
    const board = boardChange(before, scene);
    if (board.kind === 'all') {
      this.#boardCache.invalidate();
      this.#request('board');
    } else if (board.kind === 'places') {
      this.#boardCache.invalidateAreas(this.#placeAreas(scene, board.keys));
      this.#requestBoardPlaces();
    }
    if (edgesChanged(before, scene)) {
      this.#edgesCache.invalidate();
      this.#request('edges');
    }
    if (!before || before.map !== map || before.view !== scene.view) {
      // A paint step changes only the placements, which these layers do not show.
      if (!tilesOnly(before, scene)) {
        this.#checksCache.invalidate();
        this.#request('heat', 'tokens', 'visibility', 'checks');
      }
      this.#request('overlay');
    }
    if (map.id !== this.#fittedMapId) {
      this.#fittedMapId = map.id;
      this.#needsFit = true;
    }
    if (this.#needsFit && this.#viewport.width > 0 && this.#viewport.height > 0) this.fit();
  }

  /** Puts the edges' painter on the layer it belongs on for this kind of map. */
  #placeEdges(lattice: boolean): void {
    const host = this.#ownLayers[lattice ? LATTICE_EDGES_HOST : 'edges'];
    const left = this.#layers.edges;
    if (!host || host === left) return;
    const shape = this.#shapes.edges;
    shape.moveTo(host);
    // Painted first on the tokens' layer: the edge features lie under the tokens.
    if (lattice) shape.moveToBottom();
    this.#layers.edges = host;
    this.#nameCanvases();
    // The layer left behind may still show the old map's edges.
    if (!this.#blank.has(left)) left.draw();
    this.#request('edges', 'tokens');
  }

  /** Each layer's canvas named in the page by the painters on it, so a test can read them. */
  #nameCanvases(): void {
    for (const layer of Object.values(this.#ownLayers))
      layer.getCanvas()._canvas.dataset.layer = LAYER_NAMES.filter(
        (name) => this.#layers[name] === layer,
      ).join(' ');
  }

  /** The map areas of places whose look changed, slightly grown to take their outlines. */
  #placeAreas(scene: Scene, keys: readonly string[]): Rect[] {
    const index = scene.index;
    if (!index) return [];
    const pad = 3 / this.#viewport.scale;
    const areas: Rect[] = [];
    for (const key of keys) {
      const i = index.byKey.get(key);
      if (i === undefined) continue;
      const x = index.xs[i] as number;
      const y = index.ys[i] as number;
      areas.push({
        x0: x - index.halfW - pad,
        y0: y - index.halfH - pad,
        x1: x + index.halfW + pad,
        y1: y + index.halfH + pad,
      });
    }
    return areas;
  }

  #imagesLoaded(): void {
    this.#boardCache.invalidate();
    this.#edgesCache.invalidate();
    this.#checksCache.invalidate();
    this.#request('board', 'edges', 'overlay');
  }

  /** Whether tile pictures are still decoding (a screenshot should wait). */
  get imagesLoading(): boolean {
    return !this.#images.settled;
  }

  // ——— viewport ———

  get scale(): number {
    return this.#viewport.scale;
  }

  get viewport(): { x: number; y: number; scale: number } {
    return this.#viewport.snapshot();
  }

  screenToWorld(p: ScreenPoint): Pixel {
    return this.#viewport.screenToWorld(p);
  }

  worldToScreen(p: Pixel): ScreenPoint {
    return this.#viewport.worldToScreen(p);
  }

  panBy(dx: number, dy: number): void {
    if (this.#viewport.panBy(dx, dy)) this.#viewportChanged();
  }

  /**
   * Zoom about a screen point (the wheel). Steps come in bursts, so the cached layers are
   * stretched for each step and painted sharp once the burst is over.
   */
  zoomAt(screen: ScreenPoint, factor: number): void {
    if (!this.#viewport.zoomAt(screen, factor)) return;
    if (this.#sharpen !== null) clearTimeout(this.#sharpen);
    this.#sharpen = setTimeout(() => this.#sharpenNow(), this.#sharpenAfterMs);
    this.#viewportChanged();
  }

  #sharpenNow(): void {
    if (this.#sharpen !== null) clearTimeout(this.#sharpen);
    this.#sharpen = null;
    // The layers show the stretched preview of this very view: the repaint goes on over it.
    this.#continueSharpening('board');
    if (this.#scene && !this.#scene.geometry.lattice) this.#continueSharpening('edges');
    if (this.#hasMarks()) this.#request('checks');
  }

  /** Draw the next part of a cached layer's sharp repaint in the coming frame. */
  #continueSharpening(name: 'board' | 'edges'): void {
    this.#sharpenLayers.add(name);
    this.#request();
  }

  /** Show the whole map, centred, with a margin. */
  fit(): void {
    const bounds = this.#contentBounds();
    if (!bounds) return;
    this.#needsFit = false;
    const changed = this.#viewport.fitBounds(
      { minX: bounds.x0, minY: bounds.y0, maxX: bounds.x1, maxY: bounds.y1 },
      FIT_MARGIN,
    );
    if (changed) this.#viewportChanged();
  }

  /** One map unit to one CSS pixel, centred on the map. */
  oneToOne(): void {
    const bounds = this.#contentBounds();
    const centre = bounds
      ? pixel((bounds.x0 + bounds.x1) / 2, (bounds.y0 + bounds.y1) / 2)
      : pixel(0, 0);
    if (this.#viewport.centreOn(centre, 1)) this.#viewportChanged();
  }

  /** The box around the board's cells (or a graph's area and nodes) and the free labels. */
  #contentBounds(): Rect | null {
    const scene = this.#scene;
    if (!scene) return null;
    return contentBounds(scene);
  }

  #viewportChanged(): void {
    // Whole device pixels: the cached board is copied without resampling and lines up with
    // the layers painted directly.
    const pr = this.#pixelRatio;
    this.#viewport.x = Math.round(this.#viewport.x * pr) / pr;
    this.#viewport.y = Math.round(this.#viewport.y * pr) / pr;
    // The painters place everything from the viewport themselves, so the stage keeps no
    // transform: setting one would also make Konva redraw every layer on its next frame.
    this.#request(...LAYER_NAMES);
    for (const handler of this.#viewportHandlers) handler();
  }

  resize(width: number, height: number): void {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    if (w === this.#viewport.width && h === this.#viewport.height) return;
    this.#viewport.width = w;
    this.#viewport.height = h;
    this.#sizeStage();
    if (this.#needsFit && w > 0 && h > 0) this.fit();
    this.#request(...LAYER_NAMES);
    for (const handler of this.#viewportHandlers) handler();
  }

  // ——— events ———

  onPointer(handler: (type: CanvasPointerType, e: ToolPointerEvent) => void): () => void {
    this.#pointerHandlers.add(handler);
    return () => this.#pointerHandlers.delete(handler);
  }

  onWheel(handler: (e: ToolWheelEvent) => void): () => void {
    this.#wheelHandlers.add(handler);
    return () => this.#wheelHandlers.delete(handler);
  }

  onViewportChange(handler: () => void): () => void {
    this.#viewportHandlers.add(handler);
    return () => this.#viewportHandlers.delete(handler);
  }

  /** Runs after every frame the canvas draws (a screen can mark itself ready). */
  onDraw(handler: () => void): () => void {
    this.#drawHandlers.add(handler);
    return () => this.#drawHandlers.delete(handler);
  }

  #pointer(type: CanvasPointerType, e: PointerEvent): void {
    if (type === 'leave' && this.#capturedPointer !== null) return;
    if (type === 'down') {
      // Keep receiving the drag when it leaves the canvas.
      try {
        this.#container.setPointerCapture(e.pointerId);
        this.#capturedPointer = e.pointerId;
      } catch {
        // A synthetic event has no active pointer to capture; the drag still works inside.
      }
      // A middle-button press would start the browser's auto-scroll.
      if (e.button === 1) e.preventDefault();
    }
    if (type === 'up' && this.#capturedPointer === e.pointerId) {
      try {
        this.#container.releasePointerCapture(e.pointerId);
      } catch {
        // Already released (the pointer was cancelled).
      }
      this.#capturedPointer = null;
    }
    if (this.#pointerHandlers.size === 0) return;
    const event = toToolPointerEvent(e, this.#container.getBoundingClientRect(), (p) =>
      this.screenToWorld(p),
    );
    for (const handler of this.#pointerHandlers) handler(type, event);
  }

  #wheel(e: WheelEvent): void {
    // The page must not scroll under the map.
    e.preventDefault();
    const event = toToolWheelEvent(e, this.#container.getBoundingClientRect());
    for (const handler of this.#wheelHandlers) handler(event);
  }

  // ——— drawing ———

  /**
   * The board needs only the cells an edit changed: unless something else asks for the whole
   * board before the frame, it copies just those cells to the screen.
   */
  #requestBoardPlaces(): void {
    if (!this.#dirty.has('board')) this.#boardPlacesOnly = true;
    this.#dirty.add('board');
    this.#request();
  }

  #request(...names: CanvasLayerName[]): void {
    if (this.#destroyed) return;
    if (names.includes('board') || names.includes('heat')) this.#boardPlacesOnly = false;
    for (const name of names) this.#dirty.add(name);
    if (this.#frame === null && this.#dirty.size + this.#sharpenLayers.size > 0)
      this.#frame = requestAnimationFrame(() => {
        this.#frame = null;
        this.#drawNow();
      });
  }

  /** Draws what is pending now instead of at the next animation frame. */
  flush(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#frame = null;
    this.#drawNow();
  }

  /** Sets the stage's size and its element's, leaving each layer's canvas to #drawLayer. */
  #sizeStage(): void {
    const { width, height } = this.#viewport;
    this.#stage.size({ width, height });
    this.#stage.content.style.width = `${width}px`;
    this.#stage.content.style.height = `${height}px`;
  }

  /**
   * Draws a whole layer, first sizing its canvas to the view if it is not. A layer with nothing
   * to paint whose canvas is still blank is left alone, so it never allocates a bitmap.
   */
  #drawLayer(layer: Konva.Layer): void {
    const canvas = layer.getCanvas();
    const { width, height } = this.#viewport;
    const sized =
      canvas.getWidth() === Math.floor(width * this.#pixelRatio) &&
      canvas.getHeight() === Math.floor(height * this.#pixelRatio);
    if (!sized) {
      if (this.#blank.has(layer) && !this.#layerMayPaint(layer)) return;
      canvas.setSize(width, height);
    }
    layer.draw();
    this.#blank.delete(layer);
  }

  /** Whether any painter on a layer may paint anything now. */
  #layerMayPaint(layer: Konva.Layer): boolean {
    return LAYER_NAMES.some((name) => this.#layers[name] === layer && this.#mayPaint(name));
  }

  /** Whether a painter may paint anything now. */
  #mayPaint(name: CanvasLayerName): boolean {
    const scene = this.#scene;
    if (!scene) return false;
    switch (name) {
      case 'edges':
        // A graph always has lanes or nodes to draw; a grid only its edge features.
        return (
          !scene.geometry.lattice || (scene.map.layers.edges.visible && hasAnyKey(scene.map.edges))
        );
      case 'tokens':
        return scene.map.tokens.length > 0 || scene.map.labels.length > 0;
      case 'visibility':
        return (
          scene.view === 'control' &&
          scene.map.layers.visibility.visible &&
          hasAnyKey(scene.map.visibility)
        );
      case 'checks':
        return this.#hasMarks();
      case 'heat':
        return this.#heat !== null;
      case 'overlay': {
        const o = this.#overlay;
        const sel = this.#selection;
        return (
          o.hover !== null ||
          o.echoes.length > 0 ||
          o.marquee !== null ||
          o.lanePreview !== null ||
          o.ghost !== null ||
          Object.values(sel).some((set: ReadonlySet<unknown>) => set.size > 0)
        );
      }
      default:
        return true;
    }
  }

  #drawNow(): void {
    if (this.#dirty.size + this.#sharpenLayers.size === 0 || this.#destroyed) return;
    const start = performance.now();
    const layers: Record<string, number> = {};
    this.#cellsDrawn = 0;
    const drawn = new Set<Konva.Layer>();
    const view = this.#rasterView();
    const zooming = this.#sharpen !== null;
    for (const name of LAYER_NAMES) {
      const layer = this.#layers[name];
      const whole = this.#dirty.has(name);
      if (drawn.has(layer) || !(whole || this.#sharpenLayers.has(name as 'board' | 'edges')))
        continue;
      drawn.add(layer);
      const t = performance.now();
      if (whole && zooming && this.#stretchLayer(name, layer, view)) {
        layers[layer.name()] = performance.now() - t;
        continue;
      }
      const done = whole
        ? name === 'board' && this.#boardPlacesOnly && this.#drawBoardPlaces(layer)
        : this.#continueLayer(name, layer);
      if (!done) this.#drawLayer(layer);
      this.#drawnAt.set(layer, view);
      if (this.#stretched.delete(layer)) layer.getCanvas()._canvas.style.transform = '';
      layers[layer.name()] = performance.now() - t;
    }
    this.#dirty.clear();
    this.#sharpenLayers.clear();
    this.#boardPlacesOnly = false;
    // A sharp repaint spread over frames goes on in the next one.
    if (this.#boardCache.sharpening) this.#continueSharpening('board');
    if (this.#edgesCache.sharpening) this.#continueSharpening('edges');
    if (this.#checksCache.sharpening) this.#request('checks');
    this.#stats = {
      drawMs: performance.now() - start,
      cellsDrawn: this.#cellsDrawn,
      layers,
      findingsDrawn: this.#findingsDrawn,
      nameplatesDrawn: this.#nameplatesDrawn,
    };
    this.#scheduleIdle();
    for (const handler of this.#drawHandlers) handler();
  }

  /**
   * While a zoom goes on, shows a cached layer's canvas as last drawn, moved and scaled to the
   * view by a CSS transform, instead of redrawing it: the compositor does the stretching, off
   * the main thread. False (draw it) when the layer holds more than the cache's picture, the
   * picture is not whole or settled, or the new view would uncover some of the map.
   */
  #stretchLayer(name: CanvasLayerName, layer: Konva.Layer, view: RasterView): boolean {
    const cache =
      name === 'board' && this.#heat === null
        ? this.#boardCache
        : name === 'edges' && layer === this.#ownLayers.edges
          ? this.#edgesCache
          : null;
    const from = this.#drawnAt.get(layer);
    if (!cache?.stretchable || !from) return false;
    if (!stretchCovers(from, view, this.#contentBounds(), STRETCH_PAD_PX)) return false;
    layer.getCanvas()._canvas.style.transform = stretchTransform(from, view);
    this.#stretched.add(layer);
    return true;
  }

  /**
   * The next tiles of a sharp repaint onto the layer as it is; false if that cannot be done
   * (the layer shares its canvas with the heat, or was drawn at another view).
   */
  #continueLayer(name: CanvasLayerName, layer: Konva.Layer): boolean {
    const scene = this.#scene;
    if (!scene) return false;
    const ctx = layer.getCanvas().getContext()._context;
    const view = this.#rasterView();
    const shared = this.#shared();
    ctx.save();
    let done = false;
    if (name === 'board' && this.#heat === null) {
      done = this.#boardCache.continueOnto(
        ctx,
        view,
        (c, a, e) => paintBoard(c, scene, a, e),
        shared,
      );
      this.#cellsDrawn = this.#boardCache.lastPainted;
    } else if (name === 'edges' && !scene.geometry.lattice)
      done = this.#edgesCache.continueOnto(
        ctx,
        view,
        (c, a, e) => paintEdges(c, scene, a, e),
        shared,
      );
    ctx.restore();
    return done;
  }

  /** The changed cells onto the board layer as it is (no heat shares it now); false if not done. */
  #drawBoardPlaces(layer: Konva.Layer): boolean {
    const scene = this.#scene;
    if (!scene || this.#heat !== null) return false;
    const ctx = layer.getCanvas().getContext()._context;
    ctx.save();
    const done = this.#boardCache.drawDirty(
      ctx,
      this.#rasterView(),
      (c, a, e) => paintBoard(c, scene, a, e),
      this.#shared(),
    );
    ctx.restore();
    if (done) this.#cellsDrawn = this.#boardCache.lastPainted;
    return done;
  }

  /** Timings of the last draw per layer (ms) and how many cells were drawn. */
  stats(): CanvasStats {
    return { ...this.#stats, layers: { ...this.#stats.layers } };
  }

  #scheduleIdle(delay = IDLE_MS): void {
    if (this.#idle !== null) clearTimeout(this.#idle);
    this.#idle = setTimeout(() => {
      this.#idle = null;
      // A few tiles at a time, so a pan or a click soon after is not kept waiting.
      if (!this.#fillMargins(IDLE_BUDGET_MS)) this.#scheduleIdle(0);
      else this.#sizeBlankLayers();
    }, delay);
  }

  /**
   * Allocates, while nothing happens, the canvases of the layers that had nothing to draw, so
   * the first hover or selection does not pay for its layer's bitmap, and the one the first
   * zoom needs.
   */
  #sizeBlankLayers(): void {
    if (this.#destroyed) return;
    const { width, height } = this.#viewport;
    // A layer no painter is on (the edges' own, on a grid) keeps no bitmap.
    for (const layer of this.#blank)
      if (layer.hasChildren()) layer.getCanvas().setSizeIfChanged(width, height);
    // And the canvas a zoom gathers the old board (or a graph's lanes) on.
    const view = this.#rasterView();
    this.#boardCache.preparePreview(view);
    if (this.#scene && !this.#scene.geometry.lattice) this.#edgesCache.preparePreview(view);
  }

  /**
   * Paints the cached layers' tiles of the screen and its margins while nothing happens, so
   * later pans only copy, for at most `budgetMs` per layer; true when there is no more to do
   * now (all painted, or nothing could be: a zoom under way, a layer not drawn yet).
   */
  #fillMargins(budgetMs = Infinity): boolean {
    const scene = this.#scene;
    if (!scene || this.#destroyed) return true;
    const view = this.#rasterView();
    const env = this.#shared();
    const caches: [RasterCache, RasterPainter][] = [
      [this.#boardCache, (ctx, area, e) => paintBoard(ctx, scene, area, e)],
    ];
    // Point-to-point maps draw their tiles on the nodes, in the edges layer, which is cached.
    if (!scene.geometry.lattice)
      caches.push([this.#edgesCache, (ctx, area, e) => paintEdges(ctx, scene, area, e)]);
    if (this.#hasMarks())
      caches.push([this.#checksCache, (ctx, area, e) => this.#paintMarks(ctx, scene, area, e)]);
    let more = false;
    for (const [cache, paint] of caches) {
      if (cache.complete) continue;
      more = (cache.fillMargins(paint, env, view, budgetMs) > 0 && !cache.complete) || more;
    }
    return !more;
  }

  /** Paints now, sharp, the layers a zoom left stretched (instead of when the zooming stops). */
  sharpen(): void {
    this.sharpenFrame();
    while (this.sharpening) this.flush();
  }

  /**
   * Starts the sharp repaint a zoom left pending and draws its first frame, as when the
   * zooming stops: on a big view that frame paints only part of the screen (`sharpening`
   * stays true and the next frames paint the rest).
   */
  sharpenFrame(): void {
    if (this.#sharpen !== null) this.#sharpenNow();
    this.flush();
  }

  /** Whether a sharp repaint is still spread over the coming frames. */
  get sharpening(): boolean {
    return (
      this.#boardCache.sharpening || this.#edgesCache.sharpening || this.#checksCache.sharpening
    );
  }

  /**
   * Does the deferred work now — the sharp repaint after a zoom, the cached margins — and
   * draws (screenshots and benchmarks want a settled canvas).
   */
  settle(): void {
    this.sharpen();
    if (this.#idle !== null) clearTimeout(this.#idle);
    this.#idle = null;
    this.#fillMargins();
    this.#sizeBlankLayers();
  }

  #rasterView(): RasterView {
    const v = this.#viewport;
    return {
      scale: v.scale,
      pixelRatio: this.#pixelRatio,
      x: v.x,
      y: v.y,
      width: v.width,
      height: v.height,
    };
  }

  #screenEnv(pixelRatio: number): PaintEnv {
    const v = this.#viewport;
    return {
      scale: v.scale,
      pixelRatio,
      originX: v.x * pixelRatio,
      originY: v.y * pixelRatio,
      ...this.#shared(),
    };
  }

  #hasMarks(): boolean {
    const deal = this.#dealMarks;
    return deal
      ? deal.legal.length + deal.dimmed.length + (deal.groups?.length ?? 0) > 0
      : this.#findings.length > 0;
  }

  /** The checks layer: the deal's marks while a galaxy is placed, else the findings. */
  #paintMarks(ctx: CanvasRenderingContext2D, scene: Scene, area: Rect, env: PaintEnv): number {
    const deal = this.#dealMarks;
    if (!deal) return paintChecks(ctx, scene, this.#findings, area, env);
    paintDimmed(ctx, scene, deal.dimmed, area, env);
    let drawn = 0;
    for (const group of deal.groups ?? [])
      drawn += paintChecks(ctx, scene, group.places, area, env, group.colours);
    return drawn + paintChecks(ctx, scene, deal.legal, area, env, LEGAL_COLOURS);
  }

  #shared(): SharedPaintEnv {
    return { images: this.#images, text: this.#text, sprites: this.#sprites };
  }

  #paintLayer(name: CanvasLayerName, ctx: CanvasRenderingContext2D): void {
    const scene = this.#scene;
    if (!scene) return;
    const area = this.#viewport.visibleWorldRect(4);
    const env = this.#screenEnv(this.#pixelRatio);
    const shared = this.#shared();
    // While a zoom burst goes on, the cached layers are stretched rather than repainted.
    const preview = this.#sharpen !== null;
    switch (name) {
      case 'board':
        this.#boardCache.draw(
          ctx,
          this.#rasterView(),
          (c, a, e) => paintBoard(c, scene, a, e),
          shared,
          preview,
        );
        this.#cellsDrawn = this.#boardCache.lastPainted;
        return;
      case 'edges':
        if (!scene.geometry.lattice)
          this.#edgesCache.draw(
            ctx,
            this.#rasterView(),
            (c, a, e) => paintEdges(c, scene, a, e),
            shared,
            preview,
          );
        else paintEdges(ctx, scene, area, env);
        return;
      case 'heat':
        paintHeat(ctx, scene, this.#heat, area, env);
        return;
      case 'tokens':
        paintTokens(ctx, scene, area, env);
        this.#nameplatesDrawn = this.#nameplates
          ? paintNameplates(ctx, scene, area, env, this.#nameplates)
          : 0;
        return;
      case 'visibility':
        paintVisibility(ctx, scene, area, env);
        return;
      case 'checks':
        if (!this.#hasMarks()) return;
        this.#checksCache.draw(
          ctx,
          this.#rasterView(),
          (c, a, e) => this.#paintMarks(c, scene, a, e),
          shared,
          preview,
        );
        this.#findingsDrawn = this.#checksCache.lastPainted;
        return;
      case 'overlay':
        paintOverlay(ctx, scene, this.#overlay, this.#selection, area, env);
        return;
    }
  }

  /** The current view as a PNG data URL: the map without hover or selection marks. */
  toDataURL(pixelRatio = this.#pixelRatio): string {
    const v = this.#viewport;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(v.width * pixelRatio));
    canvas.height = Math.max(1, Math.round(v.height * pixelRatio));
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas.toDataURL('image/png');
    ctx.fillStyle = this.#background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const scene = this.#scene;
    if (scene) {
      const area = v.visibleWorldRect(4);
      const env = this.#screenEnv(pixelRatio);
      for (const paint of [paintBoard, paintEdges, paintTokens, paintVisibility]) {
        ctx.save();
        paint(ctx, scene, area, env);
        ctx.restore();
      }
    }
    return canvas.toDataURL('image/png');
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    if (this.#idle !== null) clearTimeout(this.#idle);
    if (this.#sharpen !== null) clearTimeout(this.#sharpen);
    this.#resizeObserver?.disconnect();
    for (const off of this.#unlisten) off();
    this.#pointerHandlers.clear();
    this.#wheelHandlers.clear();
    this.#viewportHandlers.clear();
    this.#drawHandlers.clear();
    this.#stage.destroy();
  }
}

function hasAnyKey(record: object): boolean {
  for (const _ in record) return true;
  return false;
}
