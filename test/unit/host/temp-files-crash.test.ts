import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { tempFileWriter } from '../../../host/temp-files.ts';

/**
 * Kills a process with SIGKILL while it saves scenarios, again and again, until the kills have
 * left temp files behind several times; then opening the library must remove every one of them
 * and every scenario must still load.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const child = fileURLToPath(new URL('./scenario-save-child.ts', import.meta.url));
/** Kills that must leave temp files behind, for the clean-up to have something to do. */
const LEAVING_TEMP_FILES = 4;
/** On a loaded machine fewer kills land inside a write: room for more tries. */
const MAX_RUNS = 80;
/** Fixed, so a failure replays with the same kill times. */
const SEED = 'lodestar temp-file crash test';
const MIN_DELAY_MS = 0;
const MAX_DELAY_MS = 3;

const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-temp-crash-'));
const scenariosDir = path.join(dataDir, 'scenarios');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Starts the saver and kills it once a save is under way: when a temp file is there (a
 * condition, not a clock, so a loaded machine only makes it slower), after a further pause
 * that may land before, inside or after the rename.
 */
function saveUntilKilled(extraMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let killed = false;
    let exited = false;
    const killWhenWriting = async () => {
      while (!exited && (await tempFilesIn(scenariosDir)).length === 0) {
        await new Promise((r) => setImmediate(r));
      }
      setTimeout(() => proc.kill('SIGKILL'), extraMs);
    };
    proc.stdout.on('data', (chunk: Buffer) => {
      if (killed || !chunk.toString().includes('saving')) return;
      killed = true;
      void killWhenWriting();
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (code, signal) => {
      exited = true;
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the saver stopped by itself (${signal ?? code}):\n${err}`));
    });
  });
}

const tempFilesIn = async (dir: string) =>
  (await fs.readdir(dir)).filter((name) => tempFileWriter(name) !== null);

describe('temp files of saves cut off by SIGKILL', () => {
  it('are all removed when the library next opens', { timeout: 600_000 }, async () => {
    const library = await ScenarioLibrary.open(dataDir);
    const ids = (await library.list()).scenarios.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(1);

    const random = seedrandom(SEED);
    let runs = 0;
    let leaving = 0;
    let left = 0;
    while (leaving < LEAVING_TEMP_FILES && runs < MAX_RUNS) {
      runs += 1;
      await saveUntilKilled(MIN_DELAY_MS + random() * (MAX_DELAY_MS - MIN_DELAY_MS));
      // Each saver clears what the one before it left when it opens the library, so what is
      // here now was left by this run.
      left = (await tempFilesIn(scenariosDir)).length;
      if (left > 0) leaving += 1;
    }
    expect(leaving, `${runs} kills`).toBe(LEAVING_TEMP_FILES);
    expect(left).toBeGreaterThan(0);

    const reopened = await ScenarioLibrary.open(dataDir);
    expect(await tempFilesIn(scenariosDir)).toEqual([]);
    expect(await tempFilesIn(dataDir)).toEqual([]);
    const { scenarios, problems } = await reopened.list();
    expect(problems).toEqual([]);
    expect(scenarios.map((s) => s.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await reopened.get(id)).scenario.meta.title).not.toBe('');
  });
});
