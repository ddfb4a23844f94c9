import { lodestarSession } from '../../../features/index.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import { readSessionJournal } from '../../../host/session-file.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { verifySession } from '../../../session/verify.ts';
import { timedScenario } from './session-fixtures.ts';

/**
 * Pulls the plug on a process appending to a session, again and again: after every kill the
 * session must reopen, hold every action that was acknowledged, verify as an intact chain,
 * and have lost at most the one action that was in flight.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const child = fileURLToPath(new URL('./session-crash-child.ts', import.meta.url));
const RUNS = 8;
/** Fixed, so a failure replays with the same kill times. */
const SEED = 'lodestar session crash test';
const MIN_DELAY_MS = 30;
const MAX_DELAY_MS = 400;

const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-session-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface ChildRun {
  /** The last entry of the last acknowledged action. */
  acknowledged: number;
  acks: number;
  startedAt: number;
}

/** Starts the appender, kills it with SIGKILL `delay` ms after it opened the session. */
function runUntilKilled(id: string, delayMs: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, id], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let startedAt = -1;
    let acknowledged = -1;
    let acks = 0;
    let killed = false;
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const line of lines) {
        const [word, value] = line.split(' ');
        if (word === 'open') {
          startedAt = Number(value);
          acknowledged = startedAt;
          setTimeout(() => {
            killed = true;
            proc.kill('SIGKILL');
          }, delayMs);
        } else if (word === 'ack') {
          acknowledged = Number(value);
          acks += 1;
        }
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (_code, signal) => {
      if (!killed || signal !== 'SIGKILL') {
        reject(new Error(`the appender stopped by itself (${signal ?? _code}):\n${err}`));
        return;
      }
      resolve({ acknowledged, acks, startedAt });
    });
  });
}

describe('a killed process loses no acknowledged action', () => {
  it(`survives ${RUNS} SIGKILLs in the middle of appending`, { timeout: 120_000 }, async () => {
    const store = await SessionStore.open(dataDir, { log: () => {} });
    const { id } = await store.create({
      scenario: timedScenario(),
      scenarioId: null,
      facilitator: 'Crash test',
      seed: 'crash',
    });
    await store.act(id, { type: 'clock.start' }, 'Crash test');
    await store.close();

    const random = seedrandom(SEED);
    let totalAcks = 0;
    let inFlightKept = 0;
    for (let run = 0; run < RUNS; run++) {
      const delay = MIN_DELAY_MS + random() * (MAX_DELAY_MS - MIN_DELAY_MS);
      const result = await runUntilKilled(id, delay);
      totalAcks += result.acks;

      const journal = await readSessionJournal(
        path.join(dataDir, 'sessions', `${id}.session.jsonl`),
      );
      const onDisk = journal.entries.length;
      // Every acknowledged entry is there; beyond it, at most the one action in flight
      // (an action and the automations it triggered).
      expect(onDisk, `run ${run}`).toBeGreaterThanOrEqual(result.acknowledged);
      const extra = journal.entries.slice(result.acknowledged);
      const causes = new Set(extra.map((e) => e.causedBy ?? e.seq));
      expect(causes.size, `run ${run}: more than one unacknowledged action`).toBeLessThanOrEqual(1);
      if (extra.length > 0) inFlightKept += 1;
      const report = verifySession(journal.header, journal.entries, undefined, lodestarSession);
      expect(report.problems, `run ${run}`).toEqual([]);

      // Reopening goes through the store (snapshot + tail) and agrees with a full replay.
      const reopened = await SessionStore.open(dataDir, { log: () => {} });
      const opened = await reopened.open(id);
      expect(opened.state.seq).toBe(onDisk);
      expect(opened.state).toEqual(report.state);
      await reopened.close();
    }
    console.log(
      `session crash test: ${RUNS} kills, ${totalAcks} acknowledged actions, ` +
        `${inFlightKept} kills landed after the write but before the acknowledgement, none lost`,
    );
    expect(totalAcks).toBeGreaterThan(RUNS);
  });

  it('reopens a session whose last line a crash cut off, with the warning', async () => {
    const store = await SessionStore.open(dataDir, { log: () => {} });
    const { id } = await store.create({
      scenario: timedScenario(),
      scenarioId: null,
      facilitator: 'Ana',
    });
    await store.act(id, { type: 'clock.start' }, 'Ana');
    await store.close();
    const file = path.join(dataDir, 'sessions', `${id}.session.jsonl`);
    await appendFile(file, '{"seq":2,"at":17');
    const again = await SessionStore.open(dataDir, { log: () => {} });
    const opened = await again.open(id);
    expect(opened.warnings).toEqual([
      'the last action (line 3) was cut off by a crash and was never confirmed; it was dropped',
    ]);
    expect(opened.state.seq).toBe(1);
    await again.close();
  });
});
