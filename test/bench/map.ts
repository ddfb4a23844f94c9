/**
 * The map canvas's figures for `npm run bench -- map`, measured in Chromium on a page that
 * runs the real MapCanvas (test/bench/map-page, built with Vite into a temp folder):
 *
 *   first render     100×100 hex board, a tile, a fill colour and a label on every cell, in a
 *                    fresh page, the board built and the machine quiet before the timing
 *   pan / zoom       one frame each, at the whole-board zoom and close up (labels shown), and
 *                    with 2,000 cells marked by the map checks; zooming out from close up
 *   wheel zoom       one wheel step an animation frame, shown by the browser as usual: how
 *                    many frames came late (everything the browser did for them counted)
 *   hover picking    100,000 `pickAt` calls
 *   paint stroke     200 cells through MapEditor's transaction, a redraw each step
 *   graph            2,000 nodes and 5,000 lanes: pan and zoom frames, and the sharp repaint
 *   heap             JS heap after a GC with the 10,000-cell board loaded
 *   paint step       one step of a stroke (edit + redraw) on boards of 1k, 10k and 40k cells
 *   comparison       the same 100×100 board as one Konva shape per hex: first render, pan,
 *                    zoom, each as how many times longer it takes than MapCanvas
 *
 * Set LODESTAR_BENCH_SHOTS to a folder to also save a screenshot of each kind of map there.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import sirv from 'sirv';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import type { ScalingCell } from './scaling.ts';
import { untilQuiet } from './quiet.ts';

export interface MapBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    unit?: string;
    atLeast?: boolean;
    note?: string;
    scaling?: ScalingCell;
    comparison?: boolean;
  }): void;
  tempDir(prefix: string): string;
  median(values: number[]): number;
}

const pageRoot = fileURLToPath(new URL('./map-page', import.meta.url));
const VIEWPORT = { width: 1600, height: 1000 };
const LOAD_RUNS = 3;
const PAN_FRAMES = 120;
const ZOOM_FRAMES = 60;
const WHEEL_FRAMES = 120;
const HOVER_CALLS = 100_000;
const STROKE_CELLS = 200;

type Kind = 'hex' | 'graph' | 'demo-hex' | 'demo-pointy' | 'demo-square' | 'demo-graph';

/** The boards of the paint-step scaling table: page kind, cells. */
const SCALING: readonly { kind: string; cells: string; size: string }[] = [
  { kind: 'hex-1k', cells: '1,024', size: '1k' },
  { kind: 'hex-10k', cells: '10,000', size: '10k' },
  { kind: 'hex-40k', cells: '40,000', size: '40k' },
];

/** The 95th percentile (nearest rank). */
export function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

export async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageRoot,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

export async function servePage(dir: string): Promise<{ server: Server; url: string }> {
  const serve = sirv(dir, { dev: false, etag: false });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench page server has no port');
  return { server, url: `http://127.0.0.1:${address.port}/index.html` };
}

/** Chromium that lets the page force a GC and read exact heap sizes. */
function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc', '--enable-precise-memory-info'],
    headless: true,
  });
}

export async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="map-bench"]', {
    state: 'attached',
    timeout: 30_000,
  });
  if (errors.length) throw new Error(`the bench page failed: ${errors.join('; ')}`);
  return page;
}

/** Calls `window.mapBench[method](...args)` in the page. */
export function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([m, a]) => {
      const bench = (
        globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>
      ).mapBench;
      const fn = bench?.[m as string];
      if (!fn) throw new Error(`mapBench.${String(m)} is missing`);
      return fn(...(a as unknown[]));
    },
    [method, args] as const,
  ) as Promise<T>;
}

interface SharpResult {
  frames: number[];
  wholes: number[];
  counts: number[];
}

interface LoadResult {
  firstRenderMs: number;
  cells: number;
}

export async function benchMap(tools: MapBenchTools): Promise<void> {
  const { report, median } = tools;
  const outDir = tools.tempDir('map-page');
  await buildPage(outDir);
  const { server, url } = await servePage(outDir);
  const browser = await launch();
  const frames = (name: string, times: number[], note: string) => {
    report({
      name: `${name}, median frame`,
      ms: median(times),
      targetMs: 16,
      note: `(${note}; ${times.length} frames, median ${fmt(median(times))} ms)`,
    });
    report({
      name: `${name}, p95 frame`,
      ms: p95(times),
      targetMs: 33,
      note: `(p95 ${fmt(p95(times))} ms, worst ${fmt(Math.max(...times))} ms)`,
    });
  };
  // A frame is late when it comes more than 20 ms after the one before (60 Hz is 16.7 ms).
  const lateFrames = (name: string, gaps: number[]) => {
    const late = gaps.filter((gap) => gap > 20).length;
    report({
      name: `${name}, frames late`,
      ms: (100 * late) / gaps.length,
      targetMs: 5,
      unit: '%',
      note:
        `(${late} of ${gaps.length} frames, a wheel step each, came over 20 ms after the one ` +
        `before; gaps median ${fmt(median(gaps))}, p95 ${fmt(p95(gaps))}, worst ${fmt(Math.max(...gaps))} ms)`,
    });
  };
  const sharp = (name: string, result: SharpResult, note: string) =>
    frames(
      name,
      result.frames,
      `${note}; whole repaint median ${fmt(median(result.wholes))} ms over ${median(result.counts)} frame(s)`,
    );
  try {
    // First render: a fresh page each time, so each is as cold as opening the editor.
    const loads: LoadResult[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      const page = await openPage(browser, url);
      await call(page, 'prepare', 'hex');
      // Timed from a quiet machine: the browser's work on opening this page, and V8's on
      // compiling the code that built the board, are not the canvas's.
      await untilQuiet();
      loads.push(await call<LoadResult>(page, 'render'));
      await page.close();
    }
    // The same with the board built through the schema just before: V8 still compiling that
    // code on the other threads shares the two cores with the render. Shown, not targeted.
    const crowded: LoadResult[] = [];
    for (let i = 0; i < LOAD_RUNS; i++) {
      const page = await openPage(browser, url);
      await untilQuiet();
      crowded.push(await call<LoadResult>(page, 'load', 'hex'));
      await page.close();
    }
    const runs = (list: LoadResult[]) => list.map((l) => fmt(l.firstRenderMs)).join(', ');
    report({
      name: 'map: first render, 100×100 hex board',
      ms: median(loads.map((l) => l.firstRenderMs)),
      targetMs: 200,
      note:
        `(${loads[0]?.cells} cells, whole board in view; runs ${runs(loads)} ms; ` +
        `board built just before: median ${fmt(median(crowded.map((l) => l.firstRenderMs)))} ms, runs ${runs(crowded)})`,
    });

    const page = await openPage(browser, url);
    await call(page, 'load', 'hex');
    frames(
      'map: pan, whole 100×100 board in view',
      await call<number[]>(page, 'pan', PAN_FRAMES, 9, 5),
      'pans of 9×5 px',
    );
    // The same pans with 2,000 cells marked by the map checks.
    await call(page, 'markFindings', 2000);
    frames(
      'map: pan, whole board, 2,000 cells marked by the checks',
      await call<number[]>(page, 'pan', PAN_FRAMES, 9, 5),
      'pans of 9×5 px; the marks are a cached bitmap, copied',
    );
    await call(page, 'markFindings', 0);
    frames(
      'map: zoom, from the whole board',
      await call<number[]>(page, 'zoom', ZOOM_FRAMES),
      'wheel steps of 1.1×, in and out, about points in view; the board stretched by CSS',
    );
    await call(page, 'fit');
    lateFrames(
      'map: wheel zoom as shown, whole board',
      await call<number[]>(page, 'wheelFrames', WHEEL_FRAMES),
    );
    await call(page, 'fit');
    sharp(
      'map: hex, sharp repaint after a zoom, whole board',
      await call<SharpResult>(page, 'zoomSharp', ZOOM_FRAMES / 2),
      'every cell in view painted again',
    );
    // Close up: cells about 80 px wide, so labels, coordinates and pictures are all drawn.
    await call(page, 'fit');
    await call(page, 'zoomTo', 0.67);
    frames(
      'map: pan, close up (labels shown)',
      await call<number[]>(page, 'pan', PAN_FRAMES, 14, 7),
      'pans of 14×7 px',
    );
    frames(
      'map: zoom, close up',
      await call<number[]>(page, 'zoom', ZOOM_FRAMES),
      'wheel steps of 1.1×, in and out, about points in view; the board stretched by CSS',
    );
    // Zooming out from close up uncovers map not drawn yet: the board is drawn stretched.
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      await call(page, 'fit');
      await call(page, 'zoomTo', 0.67);
      out.push(...(await call<number[]>(page, 'zoomOut', ZOOM_FRAMES / 6)));
    }
    frames(
      'map: zoom out from close up',
      out,
      'wheel steps of 1/1.1× about the middle, each bringing map into view: the board drawn stretched',
    );
    await call(page, 'fit');
    await call(page, 'zoomTo', 0.67);
    sharp(
      'map: hex, sharp repaint after a zoom, close up',
      await call<SharpResult>(page, 'zoomSharp', ZOOM_FRAMES / 2),
      'labels, coordinates and pictures',
    );

    await call(page, 'fit');
    const perCall = await call<number>(page, 'hover', HOVER_CALLS);
    report({
      name: `map: hover picking, ${HOVER_CALLS.toLocaleString('en')} pickAt calls`,
      ms: perCall * HOVER_CALLS,
      targetMs: 0.05 * HOVER_CALLS,
      note: `(${(perCall * 1000).toFixed(2)} µs a call; target < 50 µs)`,
    });

    await call(page, 'fit');
    const stroke = await call<number[]>(page, 'paintStroke', STROKE_CELLS);
    report({
      name: `map: paint stroke of ${STROKE_CELLS} cells, longest frame`,
      ms: Math.max(...stroke),
      targetMs: 50,
      note: `(MapEditor transaction + placeTile + redraw, whole board in view; median ${fmt(median(stroke))} ms)`,
    });

    const heap = await call<number | null>(page, 'heap');
    report({
      name: 'map: JS heap after GC with the 10,000-cell board',
      ms: heap,
      targetMs: 150,
      unit: 'MB',
      note: heap === null ? '(performance.memory unavailable)' : `(${heap.toFixed(1)} MB)`,
    });
    await page.close();

    const graph = await openPage(browser, url);
    const graphLoad = await call<LoadResult>(graph, 'load', 'graph');
    const graphPan = await call<number[]>(graph, 'pan', PAN_FRAMES, 9, 5);
    const graphZoom = await call<number[]>(graph, 'zoom', ZOOM_FRAMES);
    await call(graph, 'fit');
    lateFrames(
      'map: graph, wheel zoom as shown',
      await call<number[]>(graph, 'wheelFrames', WHEEL_FRAMES),
    );
    await call(graph, 'fit');
    const graphSharp = await call<SharpResult>(graph, 'zoomSharp', ZOOM_FRAMES / 2);
    await call(graph, 'fit');
    await call(graph, 'zoomTo', 0.8);
    const graphClose = await call<number[]>(graph, 'pan', PAN_FRAMES, 14, 7);
    const all = [...graphPan, ...graphZoom, ...graphClose];
    report({
      name: 'map: graph of 2,000 nodes and 5,000 lanes, median redraw while panning and zooming',
      ms: median(all),
      targetMs: 16,
      note:
        `(first render ${fmt(graphLoad.firstRenderMs)} ms; pan ${fmt(median(graphPan))}/${fmt(p95(graphPan))}, ` +
        `zoom ${fmt(median(graphZoom))}/${fmt(p95(graphZoom))}, close-up pan ${fmt(median(graphClose))}/${fmt(p95(graphClose))} ms median/p95)`,
    });
    sharp('map: graph, sharp repaint after a zoom', graphSharp, 'lanes, nodes and names in view');
    await graph.close();

    // How a paint step grows with the board: it should not.
    const steps: {
      cells: string;
      size: string;
      median: number;
      first: number;
      worst: number;
      edit: number;
      firstEdit: number;
    }[] = [];
    for (const board of SCALING) {
      const p = await openPage(browser, url);
      await call(p, 'load', board.kind);
      await call(p, 'fit');
      const { steps: times, edits } = await call<{ steps: number[]; edits: number[] }>(
        p,
        'paintSteps',
        STROKE_CELLS,
      );
      await p.close();
      steps.push({
        cells: board.cells,
        size: board.size,
        median: median(times),
        first: times[0] ?? 0,
        worst: Math.max(...times),
        edit: median(edits),
        firstEdit: edits[0] ?? 0,
      });
    }
    for (const step of steps)
      report({
        name: `map: paint step on a ${step.cells}-cell board, median`,
        ms: step.median,
        targetMs: 5,
        scaling: { row: 'map: paint step (edit + redraw), median', size: step.size },
        note: `(edit + redraw, each step of a ${STROKE_CELLS}-cell stroke; the edit alone ${fmt(step.edit)} ms; first step ${fmt(step.first)} ms, of which the edit ${fmt(step.firstEdit)} ms; worst ${fmt(step.worst)} ms)`,
      });
    console.log(
      'map: paint step by board size, ms (median step / its edit / first step / its edit)',
    );
    for (const step of steps)
      console.log(
        `  ${step.cells.padStart(6)} cells  ${[step.median, step.edit, step.first, step.firstEdit]
          .map((v) => fmt(v).padStart(7))
          .join('  ')}`,
      );

    await comparison(browser, url, tools);

    const shots = process.env.LODESTAR_BENCH_SHOTS;
    if (shots) await screenshots(browser, url, shots);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * MapCanvas against the plain way (one Konva shape per hex) on the same 100×100 board, in
 * the same browser: each figure is how many times longer the plain layer takes.
 */
async function comparison(browser: Browser, url: string, tools: MapBenchTools): Promise<void> {
  const { report, median } = tools;
  const ours = await openPage(browser, url);
  // Each first render of either kind timed from a quiet machine, its board built before.
  const firstRenders: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    await call(ours, 'prepare', 'hex');
    await untilQuiet();
    firstRenders.push((await call<LoadResult>(ours, 'render')).firstRenderMs);
  }
  await call(ours, 'fit');
  const pan = await call<number[]>(ours, 'pan', PAN_FRAMES, 9, 5);
  const zoom = await call<number[]>(ours, 'zoom', ZOOM_FRAMES);
  await call(ours, 'fit');
  const sharp = (await call<SharpResult>(ours, 'zoomSharp', ZOOM_FRAMES / 2)).wholes;
  const plainFirst: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    await call(ours, 'plainPrepare');
    await untilQuiet();
    plainFirst.push(await call<number>(ours, 'plainLoad'));
  }
  const plainPan = await call<number[]>(ours, 'plainPan', PAN_FRAMES, 9, 5);
  const plainZoom = await call<number[]>(ours, 'plainZoom', ZOOM_FRAMES);
  await ours.close();
  const ratio = (name: string, plain: number[], mine: number[], extra = '') =>
    report({
      name: `map vs one Konva shape per hex: ${name}`,
      ms: median(plain) / median(mine),
      targetMs: 1,
      unit: '×',
      atLeast: true,
      comparison: true,
      note: `(plain ${fmt(median(plain))} ms, Lodestar ${fmt(median(mine))} ms, medians${extra})`,
    });
  ratio('first render', plainFirst, firstRenders);
  ratio('pan frame', plainPan, pan);
  ratio(
    'zoom frame',
    plainZoom,
    zoom,
    `; against Lodestar's whole sharp repaint after the zoom ${(median(plainZoom) / median(sharp)).toFixed(2)}×`,
  );
}

/** Only the screenshots (no timings), into `dir`. */
export async function benchMapShots(
  tools: Pick<MapBenchTools, 'tempDir'>,
  dir: string,
): Promise<void> {
  const outDir = tools.tempDir('map-page');
  await buildPage(outDir);
  const { server, url } = await servePage(outDir);
  const browser = await launch();
  try {
    await screenshots(browser, url, dir);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One picture of each kind of map (and of the views that change what is drawn). */
async function screenshots(browser: Browser, url: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const shots: { file: string; kind: Kind; then?: (page: Page) => Promise<void> }[] = [
    { file: 'hex-galaxy.png', kind: 'demo-hex', then: (p) => call(p, 'select', 2) },
    {
      file: 'hex-galaxy-team-view.png',
      kind: 'demo-hex',
      then: (p) => call(p, 'view', 'red-team'),
    },
    { file: 'hex-pointy.png', kind: 'demo-pointy' },
    { file: 'square.png', kind: 'demo-square' },
    { file: 'graph.png', kind: 'demo-graph' },
    { file: 'hex-100x100-whole.png', kind: 'hex' },
    { file: 'hex-100x100-close.png', kind: 'hex', then: (p) => call(p, 'zoomTo', 0.67) },
    { file: 'graph-2000-whole.png', kind: 'graph' },
    { file: 'graph-2000-close.png', kind: 'graph', then: (p) => call(p, 'zoomTo', 0.8) },
  ];
  for (const shot of shots) {
    const page = await openPage(browser, url);
    await call(page, 'load', shot.kind);
    await shot.then?.(page);
    await page.screenshot({ path: path.join(dir, shot.file) });
    await page.close();
  }
  console.log(`map: screenshots in ${dir}`);
}
