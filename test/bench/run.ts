/**
 * `npm run bench`: the figures Lodestar promises, each the median of several runs, one line
 * each with its target. Exits 1 when a target is missed. Uses temporary data folders only.
 *
 *   first paint      spawning `lodestar serve` → the library's first list painted in Chromium
 *   list (cold/warm) ScenarioLibrary.list() over 500 scenarios (a list reads each file's start)
 *   save 5 MB        ScenarioLibrary.save() of a 5 MB scenario (durable: fsync and rename); the
 *                    note times the same save and an open through the host, as the editor does
 *   sessions         replay of 10,000 actions, durable append, display latency (session.ts)
 *   standby          a standby's lag behind its host, in ms and in entries (standby.ts)
 *   balance          a map's balance after an edit: 37-hex galaxy and 10,000-cell board (balance.ts)
 *   checks           map checks on the TI3 galaxy and a 10,000-cell board, legal places (checks.ts)
 *   print            SVG and tiled A4 PDF of a 10,000-cell map, the PDF's peak memory (print.ts)
 *   draws            shuffle + draw on a 10,000-card deck, exact dice distributions, a table
 *                    check, and rolls per second against rpg-dice-roller (draws.ts, dice.ts)
 *   adjudication     exact odds of an 8-vs-8 fleet battle and of a 20-die set-matching pool
 *                    (adjudication.ts)
 *   generate         galaxy generation speed, and its balance against KeeganW's model (generate.ts)
 *   livemaps         a piece moved on a 10,000-cell board in play, and a team's projection (live-maps.ts)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CONTROL_CONNECTION } from '../../host/connection.ts';
import { dispatch } from '../../host/dispatch.ts';
import { createHandlers } from '../../host/handlers.ts';
import { ScenarioLibrary } from '../../host/scenario-library.ts';
import { SessionStore } from '../../host/session-store.ts';
import { serializeScenario } from '../../scenarios/format/parse.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { benchAdjudication } from './adjudication.ts';
import { benchBalance } from './balance.ts';
import { benchChecks } from './checks.ts';
import { benchDice } from './dice.ts';
import { benchDraws } from './draws.ts';
import { firstPaint } from './first-paint.ts';
import { benchGenerate } from './generate.ts';
import { benchLiveMaps } from './live-maps.ts';
import { benchMap } from './map.ts';
import { benchPrint } from './print.ts';
import { benchReportButton } from './report-button.ts';
import { ScalingTable, type ScalingCell } from './scaling.ts';
import { benchSessions } from './session.ts';
import { benchStandby } from './standby.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rendererIndex = path.join(root, 'dist', 'renderer', 'index.html');

const PAINT_RUNS = 5;
const LIST_RUNS = 5;
const PLAIN_LIST_RUNS = 3;
const SAVE_RUNS = 7;
const LIBRARY_SIZE = 500;
const BIG_SCENARIO_BYTES = 5 * 1024 * 1024;

interface Figure {
  name: string;
  ms: number | null;
  targetMs: number;
  /** What `ms` and `targetMs` count when it is not milliseconds (a heap size in MB). */
  unit?: string;
  /** The figure must reach the target rather than stay under it (a speed ratio). */
  atLeast?: boolean;
  note?: string;
  /** Also a cell of the scaling table printed at the end. */
  scaling?: ScalingCell;
  /** Lodestar against another tool: held back and printed with the others in one block. */
  comparison?: boolean;
}

const figures: Figure[] = [];
const scaling = new ScalingTable();
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `lodestar-bench-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

function report(figure: Figure): void {
  figures.push(figure);
  if (figure.scaling && figure.ms !== null) scaling.record(figure.scaling, figure.ms);
  if (!figure.comparison) console.log(line(figure));
}

function line(figure: Figure): string {
  const unit = figure.unit ?? 'ms';
  // Sub-10 figures keep two decimals: a 0.4 ms draw must not read as "0 ms".
  const shown =
    figure.ms === null ? '' : figure.ms < 10 ? figure.ms.toFixed(2) : String(Math.round(figure.ms));
  const value = figure.ms === null ? 'n/a' : `${shown} ${unit}`;
  const verdict = figure.ms === null ? 'NOT MEASURED' : meets(figure) ? 'PASS' : 'MISS';
  const note = figure.note ? ` ${figure.note}` : '';
  const target = `${figure.atLeast ? '≥' : '<'} ${figure.targetMs} ${unit}`;
  return `${figure.name}: ${value} (target ${target}) ${verdict}${note}`;
}

function meets(figure: Figure): boolean {
  if (figure.ms === null) return false;
  return figure.atLeast ? figure.ms >= figure.targetMs : figure.ms < figure.targetMs;
}

/** A scenario based on a bundled sample, under its own title. */
function sampleScenario(title: string): Scenario {
  const base = bundledScenarios[0]?.scenario;
  if (!base) throw new Error('no bundled scenario to build the benchmark from');
  const scenario = structuredClone(base);
  scenario.meta.title = title;
  return scenario;
}

// --- first paint ---------------------------------------------------------------------------

async function benchFirstPaint(): Promise<void> {
  const name = 'first paint (spawn lodestar serve → library painted in Chromium)';
  if (!existsSync(rendererIndex)) {
    report({
      name,
      ms: null,
      targetMs: 1000,
      note: '(no dist/renderer: run npm run build:renderer)',
    });
    return;
  }
  // A library that has been opened before, as on every launch but the first.
  const dataDir = tempDir('paint');
  await ScenarioLibrary.open(dataDir);
  const browser = await launchChromium();
  try {
    const runs: { total: number; serverReady: number }[] = [];
    for (let i = 0; i < PAINT_RUNS; i++) runs.push(await firstPaint(browser, dataDir));
    const ready = Math.round(median(runs.map((r) => r.serverReady)));
    report({
      name,
      ms: median(runs.map((r) => r.total)),
      targetMs: 1000,
      note: `(median of ${PAINT_RUNS}; the server printed its URL after ${ready} ms)`,
    });
  } finally {
    await browser.close();
  }
}

// --- list ----------------------------------------------------------------------------------

/**
 * A data folder holding `LIBRARY_SIZE` scenarios (the bundled ones among them), never opened.
 * `written` says how: as Lodestar writes them (a listing after the meta), or as plain JSON
 * without a listing (files written by hand or before listings existed), which are read whole.
 */
async function unopenedLibrary(written: 'by Lodestar' | 'without listing'): Promise<string> {
  const dataDir = tempDir('list');
  const scenariosDir = path.join(dataDir, 'scenarios');
  await mkdir(scenariosDir, { recursive: true });
  // Written straight to the folder, as if copied in: the benchmark is the reading.
  for (let i = bundledScenarios.length; i < LIBRARY_SIZE; i++) {
    const scenario = sampleScenario(`Benchmark scenario ${i}`);
    const text =
      written === 'by Lodestar'
        ? serializeScenario(scenario)
        : `${JSON.stringify(scenario, null, 2)}\n`;
    await writeFile(path.join(scenariosDir, `bench-${i}.lodestar.json`), text);
  }
  return dataDir;
}

/** One cold list of a folder never opened, in ms. */
async function coldList(written: 'by Lodestar' | 'without listing'): Promise<number> {
  const dataDir = await unopenedLibrary(written);
  const library = await ScenarioLibrary.open(dataDir);
  let count = 0;
  const ms = await timed(async () => (count = (await library.list()).scenarios.length));
  if (count !== LIBRARY_SIZE) throw new Error(`listed ${count} scenarios, not ${LIBRARY_SIZE}`);
  rmSync(dataDir, { recursive: true, force: true });
  return ms;
}

async function benchList(): Promise<void> {
  const cold: number[] = [];
  const reopened: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < LIST_RUNS; i++) {
    const dataDir = await unopenedLibrary('by Lodestar');
    const first = await ScenarioLibrary.open(dataDir);
    let count = 0;
    cold.push(await timed(async () => (count = (await first.list()).scenarios.length)));
    if (count !== LIBRARY_SIZE) throw new Error(`listed ${count} scenarios, not ${LIBRARY_SIZE}`);
    warm.push(await timed(() => first.list()));
    const again = await ScenarioLibrary.open(dataDir);
    reopened.push(await timed(() => again.list()));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const note = `(${LIBRARY_SIZE} scenarios, median of ${LIST_RUNS})`;
  report({
    name: "list, cold (first open of 500 unseen files: each one's first 4 KB and last bytes read)",
    ms: median(cold),
    targetMs: 200,
    note,
  });
  report({
    name: 'list, reopened (a new library on a listed folder)',
    ms: median(reopened),
    targetMs: 200,
    note,
  });
  report({ name: 'list, warm (the same library again)', ms: median(warm), targetMs: 200, note });
  // No target: what a folder of files without a listing costs (each read whole), for comparison.
  const plain: number[] = [];
  for (let i = 0; i < PLAIN_LIST_RUNS; i++) plain.push(await coldList('without listing'));
  console.log(
    `(list, cold, files without a listing, read whole: ${Math.round(median(plain))} ms, median of ${PLAIN_LIST_RUNS}; no target)`,
  );
}

// --- save ----------------------------------------------------------------------------------

/** A scenario padded with map cells until its file is `bytes` long (within a cell). */
function bigScenario(bytes: number): Scenario {
  const scenario = sampleScenario('Benchmark: a 5 MB scenario');
  scenario.tiles = [tileSchema.parse({ id: 'nebula', name: 'Nebula', kind: 'anomaly' })];
  // The sample's paid actions move pieces on its own map, which this one replaces.
  scenario.paidActions = [];
  const withCells = (count: number) => {
    const placements: MapDef['placements'] = {};
    const notes: MapDef['notes'] = {};
    for (let i = 0; i < count; i++) {
      const at = `${i % 300},${Math.floor(i / 300)}`;
      placements[at] = { tile: 'nebula', rotation: i % 6, overrides: {} };
      notes[at] = 'nebula';
    }
    scenario.maps = [
      mapSchema.parse({
        id: 'galaxy',
        name: 'Galaxy',
        grid: { kind: 'hex', shape: { type: 'parallelogram', width: 300, height: 300 } },
        placements,
        notes,
      }),
    ];
    return serializeScenario(scenario).length;
  };
  // Measure what a thousand cells weigh in the file, then size the map to reach the target.
  const empty = withCells(0);
  const perCell = (withCells(1000) - empty) / 1000;
  withCells(Math.round((bytes - empty) / perCell));
  return scenario;
}

async function benchSave(): Promise<void> {
  const dataDir = tempDir('save');
  const library = await ScenarioLibrary.open(dataDir);
  const { id } = await library.create({ title: 'Benchmark: a 5 MB scenario' });
  const scenario = bigScenario(BIG_SCENARIO_BYTES);
  const size = serializeScenario(scenario).length;
  const runs: number[] = [];
  for (let i = 0; i < SAVE_RUNS; i++) {
    scenario.meta.description = `save ${i}`;
    runs.push(await timed(() => library.save(id, scenario)));
  }
  // The editor's way: a `scenario.save` frame read as JSON, checked on arrival, then written.
  const handlers = createHandlers(library, await SessionStore.open(dataDir));
  const viaHost: number[] = [];
  for (let i = 0; i < SAVE_RUNS; i++) {
    scenario.meta.description = `save through the host ${i}`;
    const frame = JSON.stringify({ id, scenario });
    viaHost.push(
      await timed(async () => {
        const reply = await dispatch(
          handlers,
          'scenario.save',
          JSON.parse(frame),
          CONTROL_CONNECTION,
        );
        if (!reply.ok) throw new Error(`scenario.save refused: ${reply.error.message}`);
      }),
    );
  }
  // And opened the editor's way: read and checked from the file, sent as a reply frame.
  const opens: number[] = [];
  for (let i = 0; i < SAVE_RUNS; i++) {
    opens.push(
      await timed(async () => {
        const reply = await dispatch(handlers, 'scenario.get', { id }, CONTROL_CONNECTION);
        if (!reply.ok) throw new Error(`scenario.get refused: ${reply.error.message}`);
        JSON.stringify({ type: 'reply', id: 1, reply });
      }),
    );
  }
  report({
    name: 'save of a 5 MB scenario',
    ms: median(runs),
    targetMs: 100,
    note: `(${(size / 1024 / 1024).toFixed(1)} MB, median of ${SAVE_RUNS}; through the host as the editor saves, frame parsed and checked once: ${Math.round(median(viaHost))} ms; opened through the host, read, checked and turned into its reply frame: ${Math.round(median(opens))} ms)`,
  });
}

// -------------------------------------------------------------------------------------------

// Timings mean little on a busy machine: say how busy it was.
const [load] = os.loadavg();
console.log(`machine: ${os.cpus().length} cores, load average ${load?.toFixed(2)} at the start`);
// `npm run bench -- paint sessions` runs only those groups; no argument runs them all.
const groups = {
  paint: benchFirstPaint,
  list: benchList,
  save: benchSave,
  sessions: async () => {
    await benchSessions({ report, tempDir, median, scale: (cell, ms) => scaling.record(cell, ms) });
    await benchReportButton({ report, tempDir, median });
  },
  standby: () => benchStandby({ report, tempDir, median }),
  map: () => benchMap({ report, tempDir, median }),
  draws: () => benchDraws({ report, median }),
  balance: () => benchBalance({ report, median }),
  checks: () => benchChecks({ report, median }),
  dice: () => benchDice({ report, median }),
  adjudication: () => benchAdjudication({ report, median }),
  generate: () => benchGenerate({ report, median }),
  livemaps: () => benchLiveMaps({ report, median }),
  print: () => benchPrint({ report, median }),
};
const chosen = process.argv.slice(2);
for (const name of chosen)
  if (!Object.hasOwn(groups, name))
    throw new Error(
      `unknown benchmark group "${name}" (choose from ${Object.keys(groups).join(', ')})`,
    );
try {
  for (const [name, run] of Object.entries(groups))
    if (chosen.length === 0 || chosen.includes(name)) await run();
} finally {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

// Lodestar beside other tools, together (each group measured its own).
const comparisons = figures.filter((f) => f.comparison);
if (comparisons.length > 0) {
  console.log('\nComparisons with other tools (× = how many times faster Lodestar is):');
  for (const figure of comparisons) console.log(`  ${line(figure)}`);
}
// How the figures grow with what they work on.
const table = scaling.lines();
if (table.length > 0) {
  console.log('\nScaling (ms; each row one figure, each column a size):');
  for (const row of table) console.log(`  ${row}`);
}

const missed = figures.filter((f) => !meets(f));
console.log(
  missed.length === 0
    ? `All ${figures.length} targets met.`
    : `${missed.length} of ${figures.length} targets missed.`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
