import type { NameplateOptions } from '../../editor/canvas/paint-nameplates.ts';
import { screenPoint, type Pixel } from '../../editor/geometry/coords.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { coordinateLabel } from '../../editor/model/coordinates-label.ts';
import type { MapEditor, ToolId } from '../../editor/model/map-editor.ts';
import { selectionOf, type Selection } from '../../editor/model/selection.ts';
import { placeAt } from '../../editor/tools/places.ts';
import { ToolMachine } from '../../editor/tools/tool-machine.ts';
import {
  EMPTY_OVERLAY,
  type Overlay,
  type ToolContext,
  type ToolKeyEvent,
  type ToolPointerEvent,
  type ToolWheelEvent,
  type ViewportControl,
} from '../../editor/tools/types.ts';
import type { CanvasHeat } from '../../editor/canvas/heat.ts';
import type { DealMarks } from '../../editor/canvas/map-canvas.ts';
import type { ShownBoard } from './deal/galaxy-deal.svelte.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { isTypingTarget } from '../app/keys.ts';

/** What the screen needs of the canvas engine (editor/canvas/map-canvas.ts's `MapCanvas`). */
export interface CanvasView extends ViewportControl {
  setMap(
    map: MapDef | null,
    tiles: readonly Tile[],
    teams?: readonly { id: string; colour: string; name: string }[],
  ): void;
  setSelection(selection: Selection): void;
  setOverlay(overlay: Overlay): void;
  setView(view: string): void;
  /** Who owns what, over the tiles (the Balance tab's heat overlay); null for nothing. */
  setHeat?(heat: CanvasHeat | null): void;
  /** Marks the places the map checks found (a stand-in may ignore them). */
  setFindings?(places: readonly string[]): void;
  /** While a dealt galaxy is placed: where the chosen tile may go, the rest dimmed (null: off). */
  setDealMarks?(marks: DealMarks | null): void;
  /** Brings places into view, centred ("go to" a finding). */
  showPlaces?(places: readonly string[]): void;
  /** Names the pieces on plates beside them (null: no plates, as in the editor). */
  setNameplates?(options: NameplateOptions | null): void;
  /** What the last frame drew (a stand-in may not say). */
  stats?(): { nameplatesDrawn: number };
  onPointer(
    handler: (type: 'down' | 'move' | 'up' | 'leave', e: ToolPointerEvent) => void,
  ): () => void;
  onWheel(handler: (e: ToolWheelEvent) => void): () => void;
  onViewportChange(handler: () => void): () => void;
  /** Where the map is on screen: screen = world × scale + (x, y). */
  readonly viewport?: { x: number; y: number; scale: number };
  /** Runs after each frame drawn; without it, the first map counts as drawn two frames later. */
  onDraw?(handler: () => void): () => void;
  destroy(): void;
}

export type CreateCanvas = (container: HTMLDivElement) => CanvasView;

/** The place under the pointer, as the status bar names it. */
export interface HoverPlace {
  place: string;
  kind: 'cell' | 'node';
  /** In the map's coordinate style ("0101", "19", a node's name); may be empty. */
  label: string;
}

export interface CanvasSessionOptions {
  editor: MapEditor;
  /** The scenario's teams, for the canvas's team views and token colours. */
  teams: () => readonly { id: string; colour: string; name: string }[];
  requestText: ToolContext['requestText'];
  notify: ToolContext['notify'];
  /** Called after each gesture ends, so views re-read what a committed stroke changed. */
  afterGesture?: () => void;
}

/**
 * The live canvas of the map editor: owns the canvas engine and the tool machine, wires
 * pointer, wheel and key events between them, mirrors the editor's map, selection and view
 * into the canvas, and keeps what the toolbar and status bar show (zoom, hover, cursor).
 */
export class CanvasSession {
  scale = $state(1);
  hover = $state.raw<HoverPlace | null>(null);
  cursor = $state('default');
  /** True once the canvas has drawn the first map. */
  drawn = $state(false);

  #options: CanvasSessionOptions;
  #canvas: CanvasView | null = null;
  #machine: ToolMachine | null = null;
  #overlay: Overlay = EMPTY_OVERLAY;
  #heat: CanvasHeat | null = null;
  #container: HTMLDivElement | null = null;
  #lastWorld: Pixel | null = null;
  #findings: readonly string[] = [];
  /** A board shown instead of the open map (a galaxy being dealt), and what a click on it does. */
  #board: ShownBoard | null = null;
  #dealMarks: DealMarks | null = null;
  /** The place a stroke over the shown board last reached (null: no stroke). */
  #boardStroke: string | null = null;
  #showMap: (() => void) | null = null;

  constructor(options: CanvasSessionOptions) {
    this.#options = options;
  }

  get editor(): MapEditor {
    return this.#options.editor;
  }

  get machine(): ToolMachine | null {
    return this.#machine;
  }

  /** Where the pointer last was over the map (paste lands there), or null. */
  get pointerWorld(): Pixel | null {
    return this.#lastWorld;
  }

  /** Mount the canvas in `container`; returns the function that takes it down again. */
  attach(container: HTMLDivElement, createCanvas: CreateCanvas): () => void {
    const editor = this.editor;
    const canvas = createCanvas(container);
    this.#canvas = canvas;
    this.#container = container;
    const context: ToolContext = {
      editor,
      viewport: canvas,
      setOverlay: (patch) => {
        this.#overlay = { ...this.#overlay, ...patch };
        canvas.setOverlay(this.#overlay);
      },
      requestText: (request) => this.#options.requestText(request),
      notify: (message) => this.#options.notify(message),
    };
    const machine = new ToolMachine(context);
    this.#machine = machine;

    let drawnMap: MapDef | null | undefined;
    let drawnTiles: readonly Tile[] | undefined;
    const showMap = () => {
      const map = this.#board?.map ?? editor.map;
      const tiles = this.#board?.tiles ?? editor.doc.tiles;
      if (map === drawnMap && tiles === drawnTiles) return;
      const first = drawnMap === undefined || drawnMap?.id !== map?.id;
      drawnMap = map;
      drawnTiles = tiles;
      canvas.setMap(map, tiles, this.#options.teams());
      if (first && map) canvas.fit();
      if (!canvas.onDraw) this.#whenDrawn();
    };
    const offDraw = canvas.onDraw?.(() => {
      if (editor.map) this.drawn = true;
    });
    this.#showMap = showMap;
    showMap();
    canvas.setSelection(editor.selection);
    canvas.setView(editor.settings.view);
    canvas.setHeat?.(this.#heat);
    canvas.setFindings?.(this.#findings);
    canvas.setDealMarks?.(this.#dealMarks);
    this.scale = canvas.scale;

    const offEditor = editor.subscribe((change) => {
      if (change === 'document' || change === 'active-map') {
        if (change === 'active-map') {
          this.#overlay = EMPTY_OVERLAY;
          canvas.setOverlay(this.#overlay);
        }
        showMap();
        canvas.setSelection(editor.selection);
      } else if (change === 'selection') canvas.setSelection(editor.selection);
      else if (change === 'settings') {
        canvas.setView(editor.settings.view);
        this.cursor = machine.cursor;
      }
    });
    const offPointer = canvas.onPointer((type, e) => {
      if (type !== 'leave') {
        this.#lastWorld = e.world;
        this.#updateHover(e.world);
      }
      // A board being dealt takes left clicks as placements (a template's, drags as strokes
      // too); the tools still pan and zoom.
      const board = this.#board;
      if (board && e.button === 0 && (type === 'down' || type === 'up')) {
        if (type === 'down') {
          const place = placeAt(board.map, e.world, this.scale);
          this.#boardStroke = board.onDrag ? place : null;
          if (place !== null) board.onPlace(place);
        } else if (this.#boardStroke !== null) {
          this.#boardStroke = null;
          board.onRelease?.();
        }
        return;
      }
      if (board?.onDrag && this.#boardStroke !== null && type === 'move') {
        const place = placeAt(board.map, e.world, this.scale);
        if (place !== null && place !== this.#boardStroke) {
          this.#boardStroke = place;
          board.onDrag(place);
        }
        return;
      }
      if (board && this.#boardStroke !== null && type === 'leave') {
        this.#boardStroke = null;
        board.onRelease?.();
      }
      if (type === 'down') machine.pointerDown(e);
      else if (type === 'move') machine.pointerMove(e);
      else if (type === 'up') {
        machine.pointerUp(e);
        this.#options.afterGesture?.();
      } else {
        machine.pointerLeave();
        this.hover = null;
        this.#options.afterGesture?.();
      }
      this.cursor = machine.cursor;
    });
    const offMachine = machine.subscribe(() => {
      this.cursor = machine.cursor;
    });
    const offWheel = canvas.onWheel((e) => machine.wheel(e));
    const offViewport = canvas.onViewportChange(() => {
      this.scale = canvas.scale;
    });
    this.cursor = machine.cursor;

    return () => {
      offEditor();
      offPointer();
      offMachine();
      offDraw?.();
      offWheel();
      offViewport();
      this.#showMap = null;
      machine.dispose();
      canvas.destroy();
      this.#canvas = null;
      this.#machine = null;
      this.#container = null;
      this.drawn = false;
    };
  }

  /** Shows who owns what over the map (null hides it); kept across a remount of the canvas. */
  showHeat(heat: CanvasHeat | null): void {
    this.#heat = heat;
    this.#canvas?.setHeat?.(heat);
  }

  /** The places the map checks found on the map on screen. */
  setFindings(places: readonly string[]): void {
    this.#findings = places;
    this.#canvas?.setFindings?.(places);
  }

  /**
   * Shows `map` (a galaxy being dealt) instead of the open map, with `marks` on it, and sends
   * left clicks on its places to `onPlace`; `null` goes back to the open map and its findings.
   */
  showBoard(board: ShownBoard | null, marks: DealMarks | null = null): void {
    this.#board = board;
    this.#dealMarks = board ? marks : null;
    this.#showMap?.();
    this.#canvas?.setDealMarks?.(this.#dealMarks);
  }

  /** "Go to": selects the places and brings them into view. */
  goTo(places: readonly string[]): void {
    if (places.length === 0) return;
    this.editor.setSelection(selectionOf({ places }));
    this.#canvas?.showPlaces?.(places);
  }

  chooseTool(id: ToolId): void {
    if (this.#machine) this.#machine.setTool(id);
    else this.editor.setSettings({ tool: id });
    this.cursor = this.#machine?.cursor ?? this.cursor;
  }

  /** Escape: the tool drops what it is doing (a stroke in progress is undone). */
  cancel(): void {
    this.#machine?.cancel();
    this.#options.afterGesture?.();
  }

  zoomIn(): void {
    this.#zoomAtCentre(1.25);
  }

  zoomOut(): void {
    this.#zoomAtCentre(1 / 1.25);
  }

  fit(): void {
    this.#canvas?.fit();
  }

  oneToOne(): void {
    this.#canvas?.oneToOne();
  }

  /**
   * The window's key presses, before the shortcut registry sees them: the tool gets the
   * first say (Space held to pan, Escape mid-drag). True when the tool used the key.
   */
  keyDown(event: KeyboardEvent): boolean {
    if (!this.#machine || !this.#forCanvas(event)) return false;
    const handled = this.#machine.keyDown(toolKey(event));
    this.cursor = this.#machine.cursor;
    if (handled) this.#options.afterGesture?.();
    return handled;
  }

  keyUp(event: KeyboardEvent): void {
    if (!this.#machine || !this.#forCanvas(event)) return;
    this.#machine.keyUp(toolKey(event));
    this.cursor = this.#machine.cursor;
  }

  #forCanvas(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return false;
    const target = event.target as Element | null;
    return !(
      typeof target?.closest === 'function' && target.closest('dialog[open], [aria-modal="true"]')
    );
  }

  #zoomAtCentre(factor: number): void {
    const canvas = this.#canvas;
    const box = this.#container;
    if (!canvas || !box) return;
    canvas.zoomAt(screenPoint(box.clientWidth / 2, box.clientHeight / 2), factor);
  }

  #updateHover(world: Pixel): void {
    const map = this.#board?.map ?? this.editor.map;
    const next = map ? placeUnder(map, world, this.scale) : null;
    const current = this.hover;
    if (next?.place === current?.place && next?.label === current?.label) return;
    this.hover = next;
  }

  #whenDrawn(): void {
    if (this.drawn) return;
    // The canvas draws on the next animation frame; the one after it is on screen.
    const frame = globalThis.requestAnimationFrame ?? ((run: () => void) => setTimeout(run, 16));
    frame(() =>
      frame(() => {
        if (this.#canvas) this.drawn = true;
      }),
    );
  }
}

function toolKey(event: KeyboardEvent): ToolKeyEvent {
  return {
    key: event.key,
    shift: event.shiftKey,
    mod: event.ctrlKey || event.metaKey,
    alt: event.altKey,
    repeat: event.repeat,
  };
}

/** The cell (on the board) or node under a point, named for the status bar. */
export function placeUnder(map: MapDef, world: Pixel, scale: number): HoverPlace | null {
  const place = placeAt(map, world, scale);
  if (place === null) return null;
  return { place, kind: geometryOf(map).placeNoun, label: coordinateLabel(map, place) };
}
