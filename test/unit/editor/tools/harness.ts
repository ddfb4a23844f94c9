import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';
import { tileSchema, type Tile } from '../../../../scenarios/format/tiles.ts';
import {
  pixel,
  screenPoint,
  type Pixel,
  type ScreenPoint,
} from '../../../../editor/geometry/coords.ts';
import { cellCentre } from '../../../../editor/model/board.ts';
import { MapEditor, type EditorSettings } from '../../../../editor/model/map-editor.ts';
import { ToolMachine } from '../../../../editor/tools/tool-machine.ts';
import {
  EMPTY_OVERLAY,
  type Overlay,
  type ToolContext,
  type ToolPointerEvent,
  type ViewportControl,
} from '../../../../editor/tools/types.ts';

/**
 * Drives a real MapEditor through a ToolMachine the way the canvas would, in the words of the
 * map: `pointer.downAt('2,-1')`, `pointer.moveTo('sol')`. The fake viewport maps map units to
 * screen pixels by its scale, and records what the tools tell it.
 */

export const TILES = [
  tileSchema.parse({ id: 'nebula', name: 'Nebula', kind: 'anomaly' }),
  tileSchema.parse({ id: 'home', name: 'Home system', kind: 'home' }),
];

export const hexBoard = (input: Partial<MapInput> = {}): MapDef =>
  mapSchema.parse({
    id: 'board',
    name: 'Board',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
    ...input,
  });

/** A 25 × 5 hex parallelogram: long straight rows for strokes. */
export const longHexBoard = (input: Partial<MapInput> = {}): MapDef =>
  hexBoard({
    grid: {
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'parallelogram', width: 25, height: 5 },
    },
    ...input,
  });

export const squareBoard = (input: Partial<MapInput> = {}): MapDef =>
  mapSchema.parse({
    id: 'grid',
    name: 'Grid',
    grid: { kind: 'square', width: 10, height: 8 },
    ...input,
  });

export const graphMap = (input: Partial<MapInput> = {}): MapDef =>
  mapSchema.parse({
    id: 'sector',
    name: 'Sector',
    grid: { kind: 'graph', width: 1600, height: 1000 },
    laneTypes: [{ id: 'jump', name: 'Jump lane', colour: '#3366cc' }],
    nodes: [
      { id: 'sol', name: 'Sol', x: 200, y: 200 },
      { id: 'vega', name: 'Vega', x: 600, y: 200 },
      { id: 'rigel', name: 'Rigel', x: 600, y: 600 },
    ],
    ...input,
  });

export class FakeViewport implements ViewportControl {
  scale = 1;
  panned = { x: 0, y: 0 };
  zooms: { at: ScreenPoint; factor: number }[] = [];
  fits = 0;

  panBy(dx: number, dy: number): void {
    this.panned = { x: this.panned.x + dx, y: this.panned.y + dy };
  }
  zoomAt(at: ScreenPoint, factor: number): void {
    this.zooms.push({ at, factor });
    this.scale *= factor;
  }
  fit(): void {
    this.fits++;
  }
  oneToOne(): void {
    this.scale = 1;
  }
}

type Modifiers = Partial<Pick<ToolPointerEvent, 'shift' | 'mod' | 'alt' | 'button'>>;

export interface Harness {
  editor: MapEditor;
  machine: ToolMachine;
  viewport: FakeViewport;
  /** What the tools told the user, in order. */
  notes: string[];
  /** The overlay as the canvas would draw it now. */
  overlay: () => Overlay;
  /** Answers the next `requestText` calls get, in order (null = the user cancelled). */
  answers: (string | null)[];
  /** Titles of the questions asked. */
  questions: string[];
  pointer: Pointer;
  key(
    key: string,
    mods?: { shift?: boolean; mod?: boolean; alt?: boolean; repeat?: boolean },
  ): boolean;
  keyUp(key: string): void;
  map: () => MapDef;
}

export interface Pointer {
  /** Where a place is drawn: a cell key's centre or a node id's position. */
  at(place: string): Pixel;
  down(world: Pixel, mods?: Modifiers): void;
  move(world: Pixel, mods?: Modifiers): void;
  up(world: Pixel, mods?: Modifiers): void;
  downAt(place: string, mods?: Modifiers): void;
  moveTo(place: string, mods?: Modifiers): void;
  upAt(place: string, mods?: Modifiers): void;
  /** Press, move through every place given, release on the last. */
  drag(places: readonly string[], mods?: Modifiers): void;
}

export function harness(
  map: MapDef,
  settings: Partial<EditorSettings> = {},
  extraMaps: readonly MapDef[] = [],
  tiles: readonly Tile[] = TILES,
): Harness {
  const editor = new MapEditor({ tiles, maps: [map, ...extraMaps] }, { settings });
  const viewport = new FakeViewport();
  const notes: string[] = [];
  const answers: (string | null)[] = [];
  const questions: string[] = [];
  let overlay: Overlay = EMPTY_OVERLAY;
  const ctx: ToolContext = {
    editor,
    viewport,
    setOverlay: (patch) => {
      overlay = { ...overlay, ...patch };
    },
    requestText: (request) => {
      questions.push(request.title);
      return Promise.resolve(answers.length > 0 ? (answers.shift() ?? null) : null);
    },
    notify: (message) => notes.push(message),
  };
  const machine = new ToolMachine(ctx);
  const current = () => {
    const m = editor.map;
    if (!m) throw new Error('no active map');
    return m;
  };
  const at = (place: string): Pixel => {
    const m = current();
    const node = m.nodes.find((n) => n.id === place);
    if (node) return pixel(node.x, node.y);
    const c = cellCentre(m, place);
    if (!c) throw new Error(`"${place}" is neither a cell nor a node`);
    return c;
  };
  const event = (world: Pixel, mods: Modifiers = {}): ToolPointerEvent => ({
    world,
    // Tests give positions as the pointer's place over the map; a pan moves the view, not
    // the pointer, so the screen point is the world point scaled and never shifted.
    screen: screenPoint(world.x * viewport.scale, world.y * viewport.scale),
    button: mods.button ?? 0,
    shift: mods.shift ?? false,
    mod: mods.mod ?? false,
    alt: mods.alt ?? false,
  });
  const pointer: Pointer = {
    at,
    down: (world, mods) => machine.pointerDown(event(world, mods)),
    move: (world, mods) => machine.pointerMove(event(world, mods)),
    up: (world, mods) => machine.pointerUp(event(world, mods)),
    downAt: (place, mods) => pointer.down(at(place), mods),
    moveTo: (place, mods) => pointer.move(at(place), mods),
    upAt: (place, mods) => pointer.up(at(place), mods),
    drag: (places, mods) => {
      const [first, ...rest] = places;
      if (first === undefined) return;
      pointer.downAt(first, mods);
      for (const place of rest) pointer.moveTo(place, mods);
      pointer.upAt(places.at(-1) ?? first, mods);
    },
  };
  return {
    editor,
    machine,
    viewport,
    notes,
    overlay: () => overlay,
    answers,
    questions,
    pointer,
    key: (key, mods = {}) =>
      machine.keyDown({
        key,
        shift: mods.shift ?? false,
        mod: mods.mod ?? false,
        alt: mods.alt ?? false,
        repeat: mods.repeat ?? false,
      }),
    keyUp: (key) => machine.keyUp({ key, shift: false, mod: false, alt: false, repeat: false }),
    map: current,
  };
}

/** Lets answers to `requestText` arrive. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
