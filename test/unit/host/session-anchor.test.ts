import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashEntry } from '../../../session/hash.ts';
import { readSessionIndex } from '../../../host/session-index.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';
import { makeDataDir, removeDataDir } from './temp-library.ts';
import { manualClock, timedScenario } from './session-fixtures.ts';

let dataDir: string;
let store: SessionStore;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = manualClock();
  store = await SessionStore.open(dataDir, { now: clock.now, log: () => {} });
});
afterEach(async () => {
  await store.close();
  await removeDataDir(dataDir);
});

const sessionsDir = () => path.join(dataDir, 'sessions');
const journalOf = (id: string) => path.join(sessionsDir(), `${id}.session.jsonl`);
const snapshotOf = (id: string) => path.join(sessionsDir(), `${id}.snapshot.json`);
const indexPath = () => path.join(sessionsDir(), 'index.json');

/** A session with six entries, closed so that its snapshot and index are written. */
async function playedSession(): Promise<string> {
  const { id } = await store.create({
    scenario: timedScenario(),
    scenarioId: 'harbour-night',
    facilitator: 'Ana',
    seed: 'anchor',
  });
  const actions = [
    { type: 'clock.start' },
    { type: 'announce.post', text: 'Welcome aboard', urgent: false },
    { type: 'random.pick', label: 'Die', options: ['1', '2', '3', '4', '5', '6'] },
    { type: 'session.note', text: 'Table 3 asked for a ruling' },
    { type: 'clock.next' },
  ];
  for (const action of actions) {
    clock.advance(60_000);
    await store.act(id, action, 'Ana');
  }
  await store.close();
  return id;
}

async function dropLastLines(file: string, count: number): Promise<void> {
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
  await writeFile(file, `${lines.slice(0, -count).join('\n')}\n`);
}

describe('the sessions index', () => {
  it('records the head of the log after every action', async () => {
    const id = await playedSession();
    const lines = (await readFile(journalOf(id), 'utf8')).trimEnd().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { seq: number; hash: string };
    const index = await readSessionIndex(indexPath());
    expect('error' in index).toBe(false);
    if ('error' in index) return;
    expect(index.anchors[id]).toMatchObject({ seq: last.seq, hash: last.hash });
  });
});

describe('verify against the recorded head', () => {
  it('an untouched log verifies and says it holds the recorded head', async () => {
    const id = await playedSession();
    const report = await verifySessionFile(journalOf(id));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.anchors).toEqual([
      expect.objectContaining({ source: 'in the sessions index', ok: true }),
    ]);
  });

  it('a log cut short with its snapshot deleted does not verify, and the gap is named', async () => {
    const id = await playedSession();
    const entries = (await readFile(journalOf(id), 'utf8')).trimEnd().split('\n').length - 1;
    await dropLastLines(journalOf(id), 2);
    await rm(snapshotOf(id));
    const report = await verifySessionFile(journalOf(id));
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the log ends at entry ${entries - 2} but entry ${entries} \\(hash [0-9a-f]{12}…\\) was recorded in the sessions index: the last 2 entries are missing$`,
        ),
      ),
      // The index recorded the snapshot too: its deletion is named as well.
      `the snapshot written at entry ${entries} (recorded in the sessions index) is missing: it was deleted or moved`,
    ]);
  });

  it('a head typed from a screen photo catches a cut even without the index', async () => {
    const id = await playedSession();
    const lines = (await readFile(journalOf(id), 'utf8')).trimEnd().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { seq: number; hash: string };
    await dropLastLines(journalOf(id), 1);
    await rm(snapshotOf(id));
    await rm(indexPath());
    const anchor = { seq: last.seq, hash: last.hash.slice(0, 6) };
    const report = await verifySessionFile(journalOf(id), { anchor });
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.message)).toEqual([
      `the log ends at entry ${last.seq - 1} but entry ${last.seq} (hash ${anchor.hash}…) was recorded on the command line: the last 1 entry is missing`,
    ]);
    const whole = await verifySessionFile(journalOf(id), { anchor: { seq: 2, hash: 'ffff' } });
    expect(whole.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(/^entry 2 has hash [0-9a-f]{12}… but hash ffff… was recorded/),
    );
  });

  it('an edited entry, even re-hashed, is named by the entry where the log changed', async () => {
    const id = await playedSession();
    const file = journalOf(id);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const entry = JSON.parse(lines[3]!) as Record<string, unknown>;
    entry.by = 'Mallory';
    lines[3] = JSON.stringify(entry);
    await writeFile(file, `${lines.join('\n')}\n`);
    const report = await verifySessionFile(file);
    expect(report.ok).toBe(false);
    expect(report.problems[0]).toMatchObject({
      line: 4,
      seq: 3,
      message: 'entry 3 does not match its hash (it was changed)',
    });

    // Re-hash the whole tail so the chain holds again: only the recorded head tells.
    let prev = (JSON.parse(lines[2]!) as { hash: string }).hash;
    for (let i = 3; i < lines.length; i++) {
      const e = JSON.parse(lines[i]!) as Record<string, unknown> & { hash: string };
      e.prev = prev;
      e.hash = hashEntry(e as never);
      prev = e.hash;
      lines[i] = JSON.stringify(e);
    }
    await writeFile(file, `${lines.join('\n')}\n`);
    await rm(snapshotOf(id));
    const rehashed = await verifySessionFile(file);
    expect(rehashed.ok).toBe(false);
    const lastSeq = lines.length - 1;
    expect(rehashed.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^entry ${lastSeq} has hash [0-9a-f]{12}… but hash [0-9a-f]{12}… was recorded in the sessions index: the log was changed at or before entry ${lastSeq}$`,
        ),
      ),
      `the snapshot written at entry ${lastSeq} (recorded in the sessions index) is missing: it was deleted or moved`,
    ]);
  });
});
