import { lodestarSession } from '../../features/index.ts';
/**
 * The live session's figures for `npm run bench`:
 *
 *   replay 10,000     SessionEngine.replay of a log of 10,000 mixed actions (clock, timers,
 *                     announcements, random picks, undo/redo), from the start: the worst case
 *                     of opening a session whose snapshot is unusable
 *   durable append    SessionStore.act on a temp folder: written, fdatasync'd, acknowledged
 *   snapshots         at 1,000 / 10,000 / 50,000 entries: building the snapshot file's text (done
 *                     off the action path), its size beside the live state's, and opening the
 *                     session from it (read, checked, every entry's link and hash checked on its
 *                     line as the host does) beside a full replay
 *   display latency   a real `lodestar serve`: one client acts, the time until a second
 *                     client (the display) has received `session.updated`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { buildReport } from '../../report/build-report.ts';
import { renderReportHtml } from '../../report/report-html.ts';
import { renderReportPdf } from '../../report/report-pdf.ts';
import { SessionEngine } from '../../session/engine.ts';
import { canonicalJson, hashHeader, storedLineHashHolds } from '../../session/hash.ts';
import { chainProblems } from '../../session/log-integrity.ts';
import { createHeader } from '../../session/session-header.ts';
import { parseSnapshot, snapshotFileText } from '../../session/snapshot.ts';
import type { LogEntry, SessionHeader } from '../../session/types.ts';
import { startServer } from '../../host/server.ts';
import { SessionStore } from '../../host/session-store.ts';
import { serializeScenario } from '../../scenarios/format/parse.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { mixedAction, timedScenario } from '../unit/host/session-fixtures.ts';
import { sizeLabel, type ScalingCell } from './scaling.ts';

export interface SessionBenchTools {
  report(figure: {
    name: string;
    ms: number | null;
    targetMs: number;
    note?: string;
    scaling?: ScalingCell;
  }): void;
  tempDir(prefix: string): string;
  median(values: number[]): number;
  /** A measurement that is no figure of its own but a cell of the scaling table. */
  scale?(cell: ScalingCell, ms: number): void;
}

const REPLAY_ENTRIES = 10_000;
const REPLAY_RUNS = 5;
const APPEND_RUNS = 300;
const LATENCY_RUNS = 150;

/** An evening's timetable: 12 turns of three phases, an automation, a timer template. */
function benchScenario(): Scenario {
  const scenario = timedScenario('Benchmark night');
  const block = scenario.schedule.blocks[0];
  if (block) block.repeat = 12;
  return scenario;
}

/** A log of exactly `count` entries, built the way the host builds one (propose, accept). */
export function mixedLog(count: number): { header: SessionHeader; entries: LogEntry[] } {
  const header = createHeader({
    id: '2031-04-05-benchmark-night-0000',
    title: 'Benchmark night',
    scenarioId: null,
    scenario: benchScenario(),
    seed: 'benchmark',
    createdAt: Date.UTC(2031, 3, 5, 16),
    createdBy: 'Bench',
    utcOffsetMinutes: 0,
  });
  const engine = SessionEngine.start(header, lodestarSession);
  const entries: LogEntry[] = [];
  let at = header.createdAt;
  const take = (action: unknown) => {
    const proposal = engine.propose(action, { at, by: 'Bench' });
    if (entries.length + proposal.entries.length > count) return;
    engine.accept(proposal);
    entries.push(...proposal.entries);
  };
  take({ type: 'clock.start' });
  for (let i = 0; entries.length < count; i++) {
    at += 7_000;
    try {
      take(mixedAction(i));
    } catch {
      // Refused now (a pause while paused): a facilitator's console would not log it either.
    }
    if (i > count * 10) throw new Error('the mixed actions stopped applying');
  }
  // As a file holds them: parsed from JSON, sharing nothing with the engine that made them.
  return { header, entries: JSON.parse(JSON.stringify(entries)) as LogEntry[] };
}

async function benchReplay(tools: SessionBenchTools): Promise<void> {
  const built = performance.now();
  const { header, entries } = mixedLog(REPLAY_ENTRIES);
  const buildMs = performance.now() - built;
  const types = new Set(entries.map((e) => e.action.type));
  const runs: number[] = [];
  for (let i = 0; i < REPLAY_RUNS; i++) {
    const start = performance.now();
    const engine = SessionEngine.replay(header, entries, lodestarSession);
    runs.push(performance.now() - start);
    if (engine.seq !== entries.length) throw new Error('the replay did not reach the last entry');
  }
  tools.report({
    name: `replay of ${entries.length.toLocaleString('en')} mixed actions (chain checked, from the start)`,
    ms: tools.median(runs),
    targetMs: 250,
    note: `(median of ${REPLAY_RUNS}; ${types.size} action types; the log took ${Math.round(buildMs)} ms to build)`,
  });
}

async function benchAppend(tools: SessionBenchTools): Promise<void> {
  const store = await SessionStore.open(tools.tempDir('append'), { log: () => {} });
  try {
    const { id } = await store.create({
      scenario: benchScenario(),
      scenarioId: null,
      facilitator: 'Bench',
    });
    await store.act(id, { type: 'clock.start' }, 'Bench');
    const runs: number[] = [];
    for (let i = 0; i < APPEND_RUNS; i++) {
      const action =
        i % 3 === 0
          ? { type: 'announce.post', text: `Notice ${i}`, urgent: false }
          : i % 3 === 1
            ? { type: 'random.pick', label: `Pick ${i}`, options: ['a', 'b', 'c'] }
            : { type: 'clock.adjust', seconds: 10 };
      const start = performance.now();
      await store.act(id, action, 'Bench');
      runs.push(performance.now() - start);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    tools.report({
      name: 'durable append (SessionStore.act: write + fdatasync before the reply)',
      ms: tools.median(runs),
      targetMs: 5,
      note: `(median of ${APPEND_RUNS}, ${tools.median(runs).toFixed(2)} ms; 95th percentile ${p95.toFixed(1)} ms, snapshots included)`,
    });
  } finally {
    await store.close();
  }
}

/** A bare WebSocket client: numbered calls, and a hook on every pushed event. */
async function connect(url: string, viewer?: string) {
  const query = viewer ? `?viewer=${viewer}` : '';
  // As the host's own page from this machine (Control): a client without Origin must pair.
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws${query}`, { origin: url });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const pending = new Map<number, (reply: { ok: boolean; response?: unknown }) => void>();
  let onEvent: (event: string, payload: unknown) => void = () => {};
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === 'event') onEvent(frame.event, frame.payload);
    else pending.get(frame.id)?.(frame.reply);
  });
  let nextId = 1;
  return {
    call(channel: string, request: unknown): Promise<{ ok: boolean; response?: unknown }> {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ type: 'call', id, channel, request }));
      });
    },
    listen(handler: (event: string, payload: unknown) => void) {
      onEvent = handler;
    },
    close: () => socket.close(),
  };
}

async function benchDisplayLatency(tools: SessionBenchTools): Promise<void> {
  const root = tools.tempDir('latency');
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  // Acting flat out would meet the per-connection rate limit: this measures the way to a
  // display, not the limit (bench:lan runs at an event's pace with the default limits).
  const server = await startServer({
    dataDir: path.join(root, 'data'),
    port: 0,
    rendererDir,
    limits: { callBurst: 1_000, callsPerSecond: 1_000 },
  });
  const control = await connect(server.url);
  // The projector page connects as a display: it receives the display's projection.
  const display = await connect(server.url, 'display');
  try {
    const imported = await control.call('scenario.import', {
      fileName: 'bench.lodestar.json',
      text: serializeScenario(benchScenario()),
    });
    const scenarioId = (imported.response as { summary: { id: string } }).summary.id;
    const created = await control.call('session.create', { scenarioId, facilitator: 'Bench' });
    const id = (created.response as { id: string }).id;
    await control.call('session.act', { id, by: 'Bench', action: { type: 'clock.start' } });

    const runs: number[] = [];
    for (let i = 0; i < LATENCY_RUNS; i++) {
      const received = new Promise<number>((resolve) => {
        display.listen((event, payload) => {
          const text = (payload as { lines?: { text: string }[] }).lines?.[0]?.text;
          if (event === 'session.updated' && text === `Announcement: Notice ${i}`)
            resolve(performance.now());
        });
      });
      const start = performance.now();
      const reply = await control.call('session.act', {
        id,
        by: 'Bench',
        action: { type: 'announce.post', text: `Notice ${i}`, urgent: false },
      });
      if (!reply.ok) throw new Error(`the action was refused: ${JSON.stringify(reply)}`);
      runs.push((await received) - start);
    }
    tools.report({
      name: 'display update over WebSocket (act on the console → session.updated on a display)',
      ms: tools.median(runs),
      targetMs: 100,
      note: `(median of ${LATENCY_RUNS}, ${tools.median(runs).toFixed(1)} ms; a real lodestar serve, durable append included)`,
    });
  } finally {
    control.close();
    display.close();
    await server.close();
  }
}

const SNAPSHOT_SIZES = [1_000, 10_000, 50_000];

async function benchSnapshots(tools: SessionBenchTools): Promise<void> {
  for (const size of SNAPSHOT_SIZES) {
    const { header, entries } = mixedLog(size);
    const runs = size >= 50_000 ? 1 : 3;
    const replays: number[] = [];
    let engine: SessionEngine | null = null;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      engine = SessionEngine.replay(header, entries, lodestarSession);
      replays.push(performance.now() - start);
    }
    if (!engine) throw new Error('no replay ran');
    // The snapshot a host writes a little before the end: the last 50 entries replay onto it.
    const tail = 50;
    const early = SessionEngine.replay(header, entries.slice(0, size - tail), lodestarSession);
    const snapshot = early.snapshot(header.createdAt);
    const writes: number[] = [];
    let text = '';
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      text = snapshotFileText(snapshot);
      writes.push(performance.now() - start);
    }
    const opens: number[] = [];
    // The journal's lines as a host reads them: opening checks every entry's hash on its line.
    const lines = entries.map((entry) => canonicalJson(entry));
    const headerHash = hashHeader(header);
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const read = parseSnapshot(JSON.parse(text), lodestarSession);
      if ('error' in read) throw new Error(read.error);
      const broken = chainProblems(entries, headerHash, (e, k) =>
        storedLineHashHolds(lines[k] as string, e),
      );
      const opened = SessionEngine.replay(header, entries, lodestarSession, { snapshot: read });
      opens.push(performance.now() - start);
      if (broken.length > 0) throw new Error(`the log does not hold: ${broken[0]?.message}`);
      if (opened.warnings.length > 0 || opened.seq !== size)
        throw new Error(`the snapshot was not used: ${opened.warnings.join('; ')}`);
    }
    const stateBytes = JSON.stringify(snapshot.history.state).length;
    const label = size.toLocaleString('en');
    const column = sizeLabel(size);
    tools.scale?.({ row: 'session: replay from the start', size: column }, tools.median(replays));
    tools.report({
      name: `snapshot at ${label} entries: the file's text, built off the action path`,
      ms: tools.median(writes),
      targetMs: 50,
      scaling: { row: 'session: snapshot (file text)', size: column },
      note: `(median of 3; ${(text.length / 1024).toFixed(0)} KB, ${(text.length / stateBytes).toFixed(1)}× the live state's ${(stateBytes / 1024).toFixed(0)} KB with ${snapshot.history.past.length} undo steps)`,
    });
    tools.report({
      name: `open at ${label} entries from the snapshot (full replay beside it)`,
      ms: tools.median(opens),
      targetMs: Math.round(Math.max(20, tools.median(replays) / 2)),
      scaling: { row: 'session: open from the snapshot', size: column },
      note: `(median of 3; full replay ${tools.median(replays).toFixed(0)} ms, ${(tools.median(replays) / tools.median(opens)).toFixed(1)}× slower; target: half the replay)`,
    });
  }
}

/** The after-action report of a long evening: one replay for the model, then each renderer. */
export async function benchReport(tools: SessionBenchTools): Promise<void> {
  const { header, entries } = mixedLog(REPLAY_ENTRIES);
  const headerHash = hashHeader(header);
  const input = { header, headerHash, entries, definition: lodestarSession, now: Date.now() };
  const models: number[] = [];
  const pages: number[] = [];
  const pdfs: number[] = [];
  let htmlBytes = 0;
  let pdfBytes = 0;
  for (let i = 0; i < 3; i++) {
    let start = performance.now();
    const model = buildReport(input);
    models.push(performance.now() - start);
    start = performance.now();
    htmlBytes = renderReportHtml(model).length;
    pages.push(performance.now() - start);
    start = performance.now();
    pdfBytes = (await renderReportPdf(model)).length;
    pdfs.push(performance.now() - start);
  }
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  tools.report({
    name: `report model of ${entries.length.toLocaleString('en')} mixed actions (replay, chain check, series)`,
    ms: tools.median(models),
    targetMs: 1000,
    note: '(median of 3)',
  });
  tools.report({
    name: 'report as one HTML page',
    ms: tools.median(pages),
    targetMs: 500,
    note: `(median of 3; ${kb(htmlBytes)})`,
  });
  tools.report({
    name: 'report as PDF',
    ms: tools.median(pdfs),
    targetMs: 3000,
    note: `(median of 3; ${kb(pdfBytes)})`,
  });
  await benchReportFile(tools, header, entries);
}

/**
 * The whole path the console's Report button takes on the host: the file read, verified,
 * replayed into the model and written as a PDF. Long report lines once wrapped in quadratic
 * time (each word re-measured the whole line).
 */
async function benchReportFile(
  tools: SessionBenchTools,
  header: SessionHeader,
  entries: readonly LogEntry[],
): Promise<void> {
  const file = path.join(tools.tempDir('lodestar-report-'), `${header.id}.session.jsonl`);
  writeFileSync(file, `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`);
  const { sessionReport } = await import('../../host/session-report.ts');
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await sessionReport(file, 'pdf', { indexPath: null });
    runs.push(performance.now() - start);
  }
  tools.report({
    name: 'report file as PDF through the host (read, verify, model, PDF)',
    ms: tools.median(runs),
    targetMs: 3000,
    note: '(median of 3)',
  });
}

export async function benchSessions(tools: SessionBenchTools): Promise<void> {
  await benchReplay(tools);
  await benchReport(tools);
  await benchSnapshots(tools);
  await benchAppend(tools);
  await benchDisplayLatency(tools);
}
