/**
 * The host's peak memory while it imports a large scenario over the WebSocket, as a LAN
 * console would send it: `lodestar serve` in a child process, one `scenario.import` of
 * `--mb` megabytes, and the child's peak resident memory (VmHWM) before and after. A frame
 * above the host's limit is refused; the figure then shows what refusing it cost.
 *
 *   node --import tsx test/bench/lan-import.ts --mb 15 [--root <a Lodestar checkout>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serializeScenario } from '../../scenarios/format/parse.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { connectControl } from './lan-client.ts';
import { memoryOf, startServeChild, stopServeChild } from './serve-child.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '15' },
    root: { type: 'string', default: fileURLToPath(new URL('../..', import.meta.url)) },
  },
});
const megabytes = Number(values.mb);
if (!(megabytes > 0 && megabytes <= 200)) throw new Error('--mb must be from 1 to 200');
setTimeout(() => process.exit(2), 300_000).unref();

/** So Say We All with a 300×300 map whose cell notes pad the file to `bytes`. */
function bigScenarioText(bytes: number): string {
  const scenario = structuredClone(bundledScenarios[0]!.scenario);
  scenario.tiles = [tileSchema.parse({ id: 'nebula', name: 'Nebula', kind: 'anomaly' })];
  const cells = 90_000;
  const noteLength = Math.max(1, Math.floor(bytes / cells) - 60);
  const placements: MapDef['placements'] = {};
  const notes: MapDef['notes'] = {};
  for (let i = 0; i < cells; i++) {
    const at = `${i % 300},${Math.floor(i / 300)}`;
    placements[at] = { tile: 'nebula', rotation: i % 6, overrides: {} };
    notes[at] = `${i} `.padEnd(noteLength, 'x');
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
  return serializeScenario(scenario);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-bench-import-'));
const host = await startServeChild(dataDir, path.resolve(values.root));
const child = host.child;
try {
  const url = host.url;
  const text = bigScenarioText(megabytes * 1024 * 1024);
  const client = await connectControl(url);
  const before = memoryOf(child.pid!);
  const started = performance.now();
  let outcome: string;
  try {
    await client.call('scenario.import', { fileName: 'big.lodestar.json', text });
    outcome = 'imported';
  } catch (error) {
    outcome = `not imported (${error instanceof Error ? error.message : String(error)})`;
  }
  const after = memoryOf(child.pid!);
  console.log(
    `scenario.import of ${(text.length / 1024 / 1024).toFixed(1)} MB: ${outcome} in ${Math.round(performance.now() - started)} ms; ` +
      `host RSS ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB, ${after.rss.toFixed(0)} MB after`,
  );
  client.close();
} finally {
  await stopServeChild(host);
  rmSync(dataDir, { recursive: true, force: true });
}
