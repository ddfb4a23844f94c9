import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { tempFileWriter } from '../../../host/temp-files.ts';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { responseOf, TestClient } from './ws-test-client.ts';

/**
 * Pulls the plug on `lodestar serve` in the middle of saving, again and again, on one data
 * folder: after every kill each scenario file must still load, and the scenario must hold the
 * last save the server acknowledged (or the one it was writing) — never an older one.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RUNS = 20;
/** Fixed, so a failure replays with the same kill times. */
const SEED = 'lodestar crash test';
const MIN_DELAY_MS = 20;
const MAX_DELAY_MS = 350;

const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServe(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bin/lodestar.js'), 'serve', '--port', '0', '--data', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Lodestar is serving (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`serve exited (${code}) before it served:\n${output}`)),
    );
  });
}

const counterOf = (scenario: Scenario): number => {
  const match = /^save (\d+)$/.exec(scenario.meta.description);
  return match ? Number(match[1]) : -1;
};

/** Every scenario file in the folder must parse and validate; returns the tested one's counter. */
function checkFolder(id: string): { counter: number; backupCounter: number | null } {
  const scenariosDir = path.join(dataDir, 'scenarios');
  let counter: number | null = null;
  let backupCounter: number | null = null;
  for (const name of readdirSync(scenariosDir)) {
    if (!name.endsWith('.lodestar.json') && !name.endsWith('.lodestar.json.bak')) continue;
    const parsed = parseScenarioText(readFileSync(path.join(scenariosDir, name), 'utf8'));
    expect(parsed.ok ? 'valid' : parsed.problems, name).toBe('valid');
    if (!parsed.ok) continue;
    if (name === `${id}.lodestar.json`) counter = counterOf(parsed.scenario);
    if (name === `${id}.lodestar.json.bak`) backupCounter = counterOf(parsed.scenario);
  }
  expect(counter, `${id}.lodestar.json is missing`).not.toBeNull();
  return { counter: counter ?? -1, backupCounter };
}

describe('a killed server loses no acknowledged save', () => {
  it(`survives ${RUNS} SIGKILLs in the middle of saving`, { timeout: 300_000 }, async () => {
    const random = seedrandom(SEED);
    let id: string | null = null;
    let acknowledged = -1; // a new scenario holds no save yet
    let totalAcknowledged = 0;
    let inFlightOnDisk = 0;

    for (let run = 0; run < RUNS; run++) {
      const { child, url } = await startServe();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const client = await TestClient.connect(url);

      if (id === null) {
        id = responseOf<ResponseOf<'scenario.create'>>(
          await client.call('scenario.create', { title: 'Crash test' }),
        ).id;
      }
      // What the restarted server reads back is what the previous run left.
      const { scenario } = responseOf<ResponseOf<'scenario.get'>>(
        await client.call('scenario.get', { id }),
      );
      expect(counterOf(scenario)).toBeGreaterThanOrEqual(acknowledged);
      acknowledged = Math.max(counterOf(scenario), acknowledged);

      let inFlight = acknowledged;
      let killed = false;
      const delay = MIN_DELAY_MS + random() * (MAX_DELAY_MS - MIN_DELAY_MS);
      const timer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, delay);

      while (!killed) {
        inFlight = acknowledged + 1;
        scenario.meta.description = `save ${inFlight}`;
        let reply;
        try {
          reply = await client.call('scenario.save', { id, scenario });
        } catch {
          break; // the connection died with the server
        }
        // Saving flat out outruns the host's rate limit: nothing was written, so wait and
        // save again, as the console does.
        if (!reply.ok && reply.error.code === 'rate-limited') {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        if (!reply.ok) {
          clearTimeout(timer);
          child.kill('SIGKILL'); // never leave a server running behind a failed test
          throw new Error(`save refused: ${JSON.stringify(reply.error)}`);
        }
        acknowledged = inFlight;
        totalAcknowledged += 1;
      }
      clearTimeout(timer);
      await exited;
      await client.close();

      const { counter, backupCounter } = checkFolder(id);
      expect([acknowledged, inFlight], `run ${run}: file holds save ${counter}`).toContain(counter);
      if (backupCounter !== null) expect(backupCounter).toBeLessThanOrEqual(counter);
      if (counter === inFlight && inFlight !== acknowledged) inFlightOnDisk += 1;
      acknowledged = counter;
    }

    // The library opens the folder the kills left behind with nothing to report.
    const library = await ScenarioLibrary.open(dataDir);
    const { scenarios, problems } = await library.list();
    expect(problems).toEqual([]);
    expect(scenarios.map((s) => s.id)).toContain(id);
    // Opening it removed the temp files of the writes the kills cut off.
    const scenariosDir = path.join(dataDir, 'scenarios');
    expect(readdirSync(scenariosDir).filter((name) => tempFileWriter(name) !== null)).toEqual([]);

    console.log(
      `crash test: ${RUNS} kills, ${totalAcknowledged} acknowledged saves, ` +
        `${inFlightOnDisk} kills landed after the write but before the reply, ` +
        'no acknowledged save lost, every file valid',
    );
    expect(totalAcknowledged).toBeGreaterThan(RUNS);
  });
});
