/**
 * The page `npm run bench -- map` drives in Chromium: the real MapCanvas on a 1600×1000 div,
 * with `window.mapBench` to load a map and time what a user does to it. Every timing forces
 * the frame to be drawn (`flush`) so it measures the drawing, not the wait for the next frame.
 */
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { pixel, screenPoint } from '../../../editor/geometry/coords.ts';
import { MapCanvas } from '../../../editor/canvas/map-canvas.ts';
import { MapEditor } from '../../../editor/model/map-editor.ts';
import { placeTile } from '../../../editor/model/edits/tiles.ts';
import { pickAt } from '../../../editor/model/picking.ts';
import { boardCells } from '../../../editor/model/board.ts';
import { selectionOf } from '../../../editor/model/selection.ts';
import { plainBoard, plainZoomAt, type PlainBoard } from './plain-konva.ts';
import {
  benchTiles,
  bigGraphMap,
  bigHexMap,
  DEMO_TEAMS,
  demoGraphMap,
  demoHexMap,
  demoPointyMap,
  demoSquareMap,
  seeded,
} from '../map-fixtures.ts';

type Kind =
  | 'hex'
  | 'hex-1k'
  | 'hex-10k'
  | 'hex-40k'
  | 'graph'
  | 'demo-hex'
  | 'demo-pointy'
  | 'demo-square'
  | 'demo-graph';

const container = document.getElementById('canvas') as HTMLDivElement;
const plainContainer = document.getElementById('plain') as HTMLDivElement;
let plain: PlainBoard | null = null;
let canvas: MapCanvas | null = null;
let editor: MapEditor | null = null;
/** The map `prepare` built, waiting for `render`. */
let prepared: MapDef | null = null;
let tiles: Tile[] = [];
/** How long after a zoom the canvas waits to paint sharp (the MapCanvas default when unset). */
let sharpenAfterMs: number | undefined;

/** Tile pictures as an artist's PNGs would be: a starfield with a planet, cut to nothing. */
function drawTileImages(count: number): string[] {
  const random = seeded(5);
  return Array.from({ length: count }, (_, i) => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 208;
    const ctx = c.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    const g = ctx.createLinearGradient(0, 0, 240, 208);
    g.addColorStop(0, ['#0b1d3a', '#1d0b3a', '#0b3a2a', '#3a1d0b'][i % 4] as string);
    g.addColorStop(1, '#05070c');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 240, 208);
    for (let s = 0; s < 60; s++) {
      ctx.fillStyle = `rgba(255,255,255,${0.3 + random() * 0.7})`;
      ctx.fillRect(random() * 240, random() * 208, 1.5, 1.5);
    }
    const planet = ctx.createRadialGradient(110, 90, 5, 120, 104, 46);
    planet.addColorStop(0, ['#ffd8a8', '#a5d8ff', '#b2f2bb', '#eebefa'][i % 4] as string);
    planet.addColorStop(1, ['#d9480f', '#1864ab', '#2b8a3e', '#862e9c'][i % 4] as string);
    ctx.fillStyle = planet;
    ctx.beginPath();
    ctx.arc(120, 104, 44, 0, Math.PI * 2);
    ctx.fill();
    // An off-centre moon shows which way the tile is turned.
    ctx.fillStyle = '#dee2e6';
    ctx.beginPath();
    ctx.arc(120, 36, 12, 0, Math.PI * 2);
    ctx.fill();
    return c.toDataURL('image/png');
  });
}

function buildMap(kind: Kind): MapDef {
  switch (kind) {
    case 'hex':
    case 'hex-10k':
      return bigHexMap(tiles);
    case 'hex-1k':
      return bigHexMap(tiles, 32, 32);
    case 'hex-40k':
      return bigHexMap(tiles, 200, 200);
    case 'graph':
      return bigGraphMap(tiles);
    case 'demo-hex':
      return demoHexMap(tiles);
    case 'demo-pointy':
      return demoPointyMap(tiles);
    case 'demo-square':
      return demoSquareMap(tiles);
    case 'demo-graph':
      return demoGraphMap(tiles);
  }
}

const now = () => performance.now();

/**
 * Chromium records canvas drawing and turns it into pixels later (when the canvas is shown
 * or read). Reading one pixel of every layer makes that happen inside the timed frame, so
 * the figures count the pixel work, not just the JavaScript.
 */
function rasterize(): void {
  for (const layer of document.querySelectorAll('canvas'))
    layer.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/** Draws the pending frame and waits for its pixels. */
function frame(c: MapCanvas): void {
  c.flush();
  rasterize();
}

/** The pixels of the layers drawn from cached tiles (the board, the edges), end to end. */
function cachedLayerPixels(): Uint8ClampedArray {
  const parts: Uint8ClampedArray[] = [];
  for (const layer of document.querySelectorAll<HTMLCanvasElement>('#canvas canvas')) {
    const names = (layer.dataset.layer ?? '').split(' ');
    if (!names.includes('board') && !names.includes('edges')) continue;
    const data = layer.getContext('2d')?.getImageData(0, 0, layer.width, layer.height).data;
    if (data) parts.push(data);
  }
  const all = new Uint8ClampedArray(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The CSS transform of the canvas each painter is on, by the painter's name. */
function layerTransforms(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const layer of document.querySelectorAll<HTMLCanvasElement>('#canvas canvas'))
    for (const name of (layer.dataset.layer ?? '').split(' ').filter(Boolean))
      out[name] = layer.style.transform;
  return out;
}

async function pngPixels(base64: string): Promise<Uint8ClampedArray> {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const scratch = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = scratch.getContext('2d');
  if (!ctx) throw new Error('no 2D context');
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

async function imagesLoaded(): Promise<void> {
  for (let i = 0; i < 200 && canvas?.imagesLoading; i++)
    await new Promise((r) => setTimeout(r, 10));
}

function need(): { canvas: MapCanvas; editor: MapEditor } {
  if (!canvas || !editor) throw new Error('load a map first');
  return { canvas, editor };
}

/** Zoom so that a map unit is `scale` CSS pixels, about the middle of the screen. */
function zoomTo(scale: number): void {
  const c = need().canvas;
  c.zoomAt(screenPoint(800, 500), scale / c.scale);
  c.flush();
  c.settle();
}

const bench = {
  /**
   * Builds a map and its tile pictures without drawing it, so that `render` times the canvas
   * alone: building a 10,000-cell board through the schema sets V8 compiling its code on the
   * other threads, which on two cores would otherwise run through the timed render.
   */
  prepare(kind: Kind): void {
    canvas?.destroy();
    canvas = null;
    tiles = benchTiles(24, drawTileImages(8));
    prepared = buildMap(kind);
    editor = new MapEditor({ tiles, maps: [prepared] });
  },

  /** Draws the prepared map for the first time; returns the time of that first render. */
  async render(): Promise<{ firstRenderMs: number; cells: number; statsAfterLoad: unknown }> {
    const map = prepared;
    if (!map || !editor) throw new Error('prepare a map first');
    prepared = null;
    const start = now();
    canvas = new MapCanvas(container, { pixelRatio: 1, sharpenAfterMs });
    canvas.setMap(map, tiles, DEMO_TEAMS);
    frame(canvas);
    const firstRenderMs = now() - start;
    const statsAfterLoad = canvas.stats();
    const c = canvas;
    editor.subscribe(() => {
      const e = need().editor;
      c.setMap(e.map, e.doc.tiles, DEMO_TEAMS);
      c.setSelection(e.selection);
    });
    // Later figures are for a settled page: pictures decoded, margins painted.
    await imagesLoaded();
    canvas.flush();
    canvas.settle();
    return { firstRenderMs, cells: boardCells(map).length || map.nodes.length, statsAfterLoad };
  },

  /** `prepare` and `render` in one go. */
  load(kind: Kind): Promise<{ firstRenderMs: number; cells: number; statsAfterLoad: unknown }> {
    bench.prepare(kind);
    return bench.render();
  },

  fit(): void {
    const c = need().canvas;
    c.fit();
    c.flush();
    c.settle();
  },

  zoomTo,

  /**
   * Pans `count` times by (dx, dy) screen pixels, the first half one way and the second half
   * back (so the view stays over the map), each drawn at once; the time of each frame.
   */
  pan(count: number, dx: number, dy: number): number[] {
    const c = need().canvas;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const sign = i < count / 2 ? 1 : -1;
      const start = now();
      c.panBy(dx * sign, dy * sign);
      frame(c);
      times.push(now() - start);
    }
    return times;
  },

  /** Zooms in and out by wheel steps about varying points, each drawn at once. */
  zoom(count: number): number[] {
    const c = need().canvas;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const factor = Math.floor(i / 4) % 2 === 0 ? 1.1 : 1 / 1.1;
      const at = screenPoint(400 + ((i * 97) % 800), 250 + ((i * 53) % 500));
      const start = now();
      c.zoomAt(at, factor);
      frame(c);
      times.push(now() - start);
    }
    return times;
  },

  /**
   * Zooms out by wheel steps about the middle of the screen, each drawn at once: from close
   * up, every step brings more of the map into view than was drawn.
   */
  zoomOut(count: number): number[] {
    const c = need().canvas;
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = now();
      c.zoomAt(screenPoint(800, 500), 1 / 1.1);
      frame(c);
      times.push(now() - start);
    }
    return times;
  },

  /**
   * Turns the wheel as `zoom` does, one step an animation frame, and lets the browser show
   * each frame as it would (no pixels read back): the time between frames. Whatever work
   * the browser does for a frame — the canvas's, Konva's, the compositor's — shows here as
   * frames coming late.
   */
  wheelFrames(count: number): Promise<number[]> {
    const c = need().canvas;
    return new Promise((resolve) => {
      const gaps: number[] = [];
      let last = 0;
      let i = 0;
      const step = (t: number) => {
        if (last) gaps.push(t - last);
        last = t;
        if (i === count) {
          c.settle();
          resolve(gaps);
          return;
        }
        const factor = Math.floor(i / 4) % 2 === 0 ? 1.1 : 1 / 1.1;
        c.zoomAt(screenPoint(400 + ((i * 97) % 800), 250 + ((i * 53) % 500)), factor);
        c.flush();
        i++;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  },

  /**
   * Like `zoom`, but each step is then painted sharp at once (as happens when the wheel
   * stops): the time of each frame of that repaint (a big view is painted over a few frames,
   * the old picture stretched where the new one is not ready), and of the whole repaint.
   */
  zoomSharp(count: number): { frames: number[]; wholes: number[]; counts: number[] } {
    const c = need().canvas;
    const frames: number[] = [];
    const wholes: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < count; i++) {
      const factor = Math.floor(i / 4) % 2 === 0 ? 1.1 : 1 / 1.1;
      c.zoomAt(screenPoint(400 + ((i * 97) % 800), 250 + ((i * 53) % 500)), factor);
      frame(c);
      let start = now();
      const first = start;
      c.sharpenFrame();
      rasterize();
      frames.push(now() - start);
      let n = 1;
      while (c.sharpening) {
        start = now();
        frame(c);
        frames.push(now() - start);
        n++;
      }
      wholes.push(now() - first);
      counts.push(n);
      c.settle();
    }
    return { frames, wholes, counts };
  },

  /**
   * Zooms `count` wheel steps, each sharpened over frames as in `zoomSharp` (every other one
   * interrupted by the next step after its first frame), then compares the cached layers'
   * pixels with the same view painted again in one go (the caches dropped). Returns how many
   * frames the last repaint took and how many pixel values differ.
   */
  sharpCheck(count: number): {
    frames: number;
    differing: number;
    largest: number;
    compared: number;
  } {
    const { canvas: c, editor: e } = need();
    let frames = 0;
    for (let i = 0; i < count; i++) {
      const factor = Math.floor(i / 4) % 2 === 0 ? 1.1 : 1 / 1.1;
      c.zoomAt(screenPoint(400 + ((i * 97) % 800), 250 + ((i * 53) % 500)), factor);
      frame(c);
      c.sharpenFrame();
      rasterize();
      frames = 1;
      if (i % 2 === 1 && i < count - 1) continue;
      while (c.sharpening) {
        frame(c);
        frames++;
      }
    }
    const progressive = cachedLayerPixels();
    // A new tile list repaints the board and the edges whole, in one frame.
    c.setMap(e.map, [...e.doc.tiles], DEMO_TEAMS);
    frame(c);
    if (c.sharpening) throw new Error('the one-go repaint was spread over frames');
    const whole = cachedLayerPixels();
    let differing = 0;
    let largest = 0;
    for (let i = 0; i < whole.length; i++)
      if (whole[i] !== progressive[i]) {
        differing++;
        largest = Math.max(largest, Math.abs((whole[i] as number) - (progressive[i] as number)));
      }
    return { frames, differing, largest, compared: whole.length };
  },

  /** Makes the next loaded canvas wait this long after a zoom before painting sharp. */
  holdZoom(ms: number): void {
    sharpenAfterMs = ms;
  },

  /**
   * Zooms by each factor about a screen point, drawing each step as the wheel would (the
   * sharp repaint left pending); the CSS transform each layer's canvas is left with.
   */
  zoomSteps(factors: number[], x: number, y: number): Record<string, string> {
    const c = need().canvas;
    for (const factor of factors) {
      c.zoomAt(screenPoint(x, y), factor);
      frame(c);
    }
    return layerTransforms();
  },

  /** Paints sharp now what a zoom left stretched; the CSS transform of each layer's canvas. */
  sharpen(): Record<string, string> {
    const c = need().canvas;
    c.sharpen();
    rasterize();
    return layerTransforms();
  },

  /**
   * How far apart two screenshots (PNG, base64) are: the mean difference of a colour channel
   * (0–255) over their pixels.
   */
  async pictureDistance(a: string, b: string): Promise<number> {
    const [pa, pb] = await Promise.all([pngPixels(a), pngPixels(b)]);
    if (pa.length !== pb.length) throw new Error('the pictures differ in size');
    let sum = 0;
    for (let i = 0; i < pa.length; i += 4)
      for (let k = 0; k < 3; k++) sum += Math.abs((pa[i + k] as number) - (pb[i + k] as number));
    return sum / ((pa.length / 4) * 3);
  },

  /** Draws the first frame of the sharp repaint a zoom left pending; whether frames remain. */
  sharpenFrame(): boolean {
    const c = need().canvas;
    c.sharpenFrame();
    return c.sharpening;
  },

  /** Times `calls` picks at points spread over the map; ms per call. */
  hover(calls: number): number {
    const { canvas: c, editor: e } = need();
    const map = e.map;
    if (!map) throw new Error('no map');
    const points = Array.from({ length: 1000 }, (_, i) =>
      c.screenToWorld(screenPoint((i * 131) % 1600, (i * 71) % 1000)),
    );
    let hits = 0;
    const start = now();
    for (let i = 0; i < calls; i++)
      if (pickAt(map, points[i % points.length] ?? pixel(0, 0), { scale: c.scale }).kind !== 'none')
        hits++;
    const perCall = (now() - start) / calls;
    if (hits === 0) throw new Error('hover picked nothing: the points are off the map');
    return perCall;
  },

  /**
   * Paints a stroke across `cells` cells through the editor, as the paint tool does: one
   * transaction, one `updateMap(placeTile…)` a cell, the canvas redrawn after each.
   * Returns each step's time (edit + redraw).
   */
  paintStroke(cells: number): number[] {
    return bench.paintSteps(cells).steps;
  },

  /**
   * `paintStroke`, with the edit's share of each step (the transaction's `updateMap`, before
   * any drawing) beside the whole step.
   */
  paintSteps(cells: number): { steps: number[]; edits: number[] } {
    const { canvas: c, editor: e } = need();
    const map = e.map;
    if (!map) throw new Error('no map');
    const keys = boardCells(map);
    const row = keys.slice(Math.floor(keys.length / 2), Math.floor(keys.length / 2) + cells);
    // What the editor's page does while nothing happens before the stroke.
    e.prepareStroke();
    const tx = e.begin(`Paint ${cells} cells`);
    const steps: number[] = [];
    const edits: number[] = [];
    row.forEach((key, i) => {
      const start = now();
      tx.updateMap((m) => placeTile(m, key, `tile-${(i % 24) + 1}`, i % 6));
      edits.push(now() - start);
      c.setOverlay({
        hover: { kind: 'cell', key },
        echoes: [],
        marquee: null,
        lanePreview: null,
        ghost: null,
      });
      frame(c);
      steps.push(now() - start);
    });
    tx.commit();
    if (e.history.undoLabel !== `Paint ${cells} cells`)
      throw new Error('the stroke made no undo step');
    return { steps, edits };
  },

  /** Marks `count` places spread over the board as map-check findings, and draws. */
  markFindings(count: number): void {
    const { canvas: c, editor: e } = need();
    const map = e.map;
    if (!map) return;
    const keys = boardCells(map);
    const step = Math.max(1, Math.floor(keys.length / count));
    c.setFindings(keys.filter((_, i) => i % step === 0).slice(0, count));
    c.flush();
  },

  /** Selects a block of places and draws (for the screenshots). */
  select(count: number): void {
    const { editor: e } = need();
    const map = e.map;
    if (!map) return;
    const places =
      map.grid.kind === 'graph'
        ? map.nodes.slice(0, count).map((n) => n.id)
        : boardCells(map).slice(0, count);
    e.setSelection(selectionOf({ places }));
    need().canvas.flush();
  },

  view(view: string): void {
    const c = need().canvas;
    c.setView(view);
    c.flush();
  },

  /** Builds the comparison's board, the same 100×100 hex board, for `plainLoad`. */
  plainPrepare(): void {
    tiles = benchTiles(24);
    prepared = bigHexMap(tiles);
  },

  /**
   * Draws the prepared board as one Konva shape per hex (MapCanvas taken off the page
   * meanwhile); returns the time of that first render.
   */
  plainLoad(): number {
    const map = prepared;
    if (!map) throw new Error('prepare the plain board first');
    prepared = null;
    canvas?.destroy();
    canvas = null;
    plain?.stage.destroy();
    container.style.display = 'none';
    plainContainer.style.display = 'block';
    const start = now();
    plain = plainBoard(plainContainer, map, tiles);
    plain.layer.draw();
    rasterize();
    return now() - start;
  },

  /** `pan`, on the comparison board. */
  plainPan(count: number, dx: number, dy: number): number[] {
    const board = plain;
    if (!board) throw new Error('load the plain board first');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const sign = i < count / 2 ? 1 : -1;
      const start = now();
      board.stage.position({
        x: board.stage.x() + dx * sign,
        y: board.stage.y() + dy * sign,
      });
      board.layer.draw();
      rasterize();
      times.push(now() - start);
    }
    return times;
  },

  /** `zoom`, on the comparison board: every step drawn sharp (it has nothing to stretch). */
  plainZoom(count: number): number[] {
    const board = plain;
    if (!board) throw new Error('load the plain board first');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const factor = Math.floor(i / 4) % 2 === 0 ? 1.1 : 1 / 1.1;
      const start = now();
      plainZoomAt(board, 400 + ((i * 97) % 800), 250 + ((i * 53) % 500), factor);
      board.layer.draw();
      rasterize();
      times.push(now() - start);
    }
    return times;
  },

  stats(): unknown {
    return need().canvas.stats();
  },

  /** JS heap in use after a full garbage collection, in MB. */
  heap(): number | null {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
    return memory ? memory.usedJSHeapSize / 1024 / 1024 : null;
  },
};

(window as unknown as { mapBench: typeof bench }).mapBench = bench;
document.body.dataset.ready = 'map-bench';
