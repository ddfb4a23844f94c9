import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../../host/channels.ts';
import { readSessionIndex } from '../../../host/session-index.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { verifySessionFile } from '../../../host/session-verify.ts';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { hashEntry } from '../../../session/hash.ts';
import { readSessionJournal } from '../../../host/session-file.ts';
import { makeDataDir, removeDataDir } from './temp-library.ts';
import { manualClock, timedScenario } from './session-fixtures.ts';

/**
 * A log that does not hold together — an entry edited under its snapshot, its tail cut off,
 * its snapshot deleted, its tail re-hashed — is named on opening and opened read-only until
 * Control forks it or accepts it as it is; a missing sessions index is said to be missing.
 */

let dataDir: string;
let store: SessionStore;
let clock: ReturnType<typeof manualClock>;
const logged: string[] = [];

const openStore = () =>
  SessionStore.open(dataDir, { now: clock.now, log: (message) => logged.push(message) });

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = manualClock();
  logged.length = 0;
  store = await openStore();
});
afterEach(async () => {
  await store.close();
  await removeDataDir(dataDir);
});

const sessionsDir = () => path.join(dataDir, 'sessions');
const journalOf = (id: string) => path.join(sessionsDir(), `${id}.session.jsonl`);
const snapshotOf = (id: string) => path.join(sessionsDir(), `${id}.snapshot.json`);
const indexPath = () => path.join(sessionsDir(), 'index.json');

/** Six entries (the note is entry 4; the last an automation), closed: the snapshot (at entry 6) and the index are on disk. */
async function playedSession(): Promise<string> {
  const { id } = await store.create({
    scenario: timedScenario(),
    scenarioId: 'harbour-night',
    facilitator: 'Ana',
    seed: 'integrity',
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

const journalLines = async (id: string) =>
  (await readFile(journalOf(id), 'utf8')).trimEnd().split('\n');

async function writeLines(id: string, lines: string[]): Promise<string> {
  const text = `${lines.join('\n')}\n`;
  await writeFile(journalOf(id), text);
  return text;
}

/** Entry `seq`'s note edited, its hash left as it was: the chain's links still hold. */
async function editNote(id: string, seq: number): Promise<string> {
  const lines = await journalLines(id);
  lines[seq] = lines[seq]!.replace('Table 3 asked for a ruling', 'Table 3 won the war');
  return writeLines(id, lines);
}

async function refusal(promise: Promise<unknown>): Promise<HostError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HostError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The journal, the snapshot and the index, byte for byte (null when missing). */
async function filesOf(id: string): Promise<(string | null)[]> {
  const read = (file: string) => readFile(file, 'utf8').catch(() => null);
  return Promise.all([read(journalOf(id)), read(snapshotOf(id)), read(indexPath())]);
}

describe('opening a log that does not hold together', () => {
  it('names an entry edited under the snapshot and refuses every action, writing nothing', async () => {
    const id = await playedSession();
    // Entry 4 (the note) lies under the snapshot at entry 6, whose hash still matches.
    await editNote(id, 4);
    store = await openStore();
    const before = await filesOf(id);

    const opened = await store.open(id);
    expect(opened.integrity).toMatchObject({
      problems: [
        {
          kind: 'changed',
          seq: 4,
          message: 'entry 4 does not match its hash: it was changed after it was written',
        },
      ],
      lastGood: 3,
    });
    // Shown as it is: the edited note is what the log now says.
    expect(opened.lines.map((l) => l.text)).toContain('Note: Table 3 won the war');
    const error = await refusal(store.act(id, { type: 'clock.pause' }, 'Ana'));
    expect(error.code).toBe('conflict');
    expect(error.message).toContain('entry 4 does not match its hash');
    expect(error.message).toContain('read-only until Control forks a new session from entry 3');
    expect(logged.some((line) => line.includes('entry 4 does not match its hash'))).toBe(true);
    await store.close();
    // Closing writes no snapshot over the evidence, and the index keeps the head it had.
    expect(await filesOf(id)).toEqual(before);
  });

  it('names a cut tail against the head in the index, the snapshot deleted too', async () => {
    const id = await playedSession();
    const lines = await journalLines(id);
    await writeLines(id, lines.slice(0, -2));
    await rm(snapshotOf(id));
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity?.problems).toEqual([
      expect.objectContaining({
        kind: 'head-missing',
        message: expect.stringMatching(
          /^the log ends at entry 4 but entry 6 \(hash [0-9a-f]{12}…\) was recorded in the sessions index: the last 2 entries are missing$/,
        ),
      }),
      expect.objectContaining({
        kind: 'snapshot-missing',
        message:
          'the snapshot written at entry 6 (recorded in the sessions index) is missing: it was deleted or moved',
      }),
    ]);
    expect(opened.integrity?.lastGood).toBe(4);
    expect((await refusal(store.act(id, { type: 'clock.pause' }, 'Ana'))).code).toBe('conflict');
  });

  it('names a cut tail against the snapshot when the index lost the session', async () => {
    const id = await playedSession();
    await writeLines(id, (await journalLines(id)).slice(0, -1));
    await rm(indexPath());
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity?.problems.map((p) => p.message)).toEqual([
      'the snapshot was taken at entry 6 but the log ends at entry 5: the last 1 entry is missing',
    ]);
    expect(opened.warnings).toContain(
      "the sessions index (index.json) is missing, so the log's head cannot be compared with it: a cut tail cannot be detected",
    );
  });

  it('names a deleted snapshot, the log itself whole', async () => {
    const id = await playedSession();
    await rm(snapshotOf(id));
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity?.problems.map((p) => p.kind)).toEqual(['snapshot-missing']);
    expect(opened.integrity?.lastGood).toBe(6);
  });

  it('names a tail re-hashed after an edit by the head the index recorded', async () => {
    const id = await playedSession();
    const lines = await journalLines(id);
    let prev = (JSON.parse(lines[3]!) as { hash: string }).hash;
    for (let i = 4; i < lines.length; i++) {
      const entry = JSON.parse(lines[i]!.replace('Table 3 asked', 'Table 4 asked')) as {
        prev: string;
        hash: string;
      };
      entry.prev = prev;
      entry.hash = hashEntry(entry as never);
      prev = entry.hash;
      lines[i] = JSON.stringify(entry);
    }
    await writeLines(id, lines);
    await rm(snapshotOf(id));
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity?.problems.map((p) => p.kind)).toEqual([
      'head-differs',
      'snapshot-missing',
    ]);
    expect(opened.integrity?.problems[0]?.message).toMatch(
      /^entry 6 has hash [0-9a-f]{12}… but hash [0-9a-f]{12}… was recorded in the sessions index: the log was changed at or before entry 6$/,
    );
    // Nothing vouches for any entry below the one the index recorded.
    expect(opened.integrity?.lastGood).toBe(0);
  });

  it('leaves a whole log, and a torn last line, writable', async () => {
    const id = await playedSession();
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity).toBeNull();
    expect(opened.warnings).toEqual([]);
    await store.act(id, { type: 'clock.pause' }, 'Ana');
  });
});

describe('a missing sessions index', () => {
  it('is a warning on opening, and the head recorded again is marked as such', async () => {
    const id = await playedSession();
    await rm(indexPath());
    store = await openStore();
    const opened = await store.open(id);
    expect(opened.integrity).toBeNull();
    expect(opened.warnings).toEqual([
      "the sessions index (index.json) is missing, so the log's head cannot be compared with it: a cut tail cannot be detected",
    ]);
    await store.close();
    const index = await readSessionIndex(indexPath());
    expect('error' in index ? null : index.anchors[id]).toMatchObject({ seq: 6, reanchoredAt: 6 });
    // From then on it says that a cut before that entry cannot be seen, on opening and in verify.
    store = await openStore();
    expect((await store.open(id)).warnings).toEqual([
      `the sessions index had lost the head of "${id}" and recorded it again at entry 6: a cut before that entry cannot be detected`,
    ]);
    await store.close();
    const report = await verifySessionFile(journalOf(id));
    expect(report.ok).toBe(true);
    expect(report.warnings).toContainEqual(expect.stringContaining('recorded it again at entry 6'));
  });

  it('is a warning when the index holds other sessions but not this one', async () => {
    const id = await playedSession();
    const index = await readSessionIndex(indexPath());
    if ('error' in index) throw new Error(index.error);
    await writeFile(
      indexPath(),
      JSON.stringify({ format: 'lodestar-sessions-index', version: 1, anchors: {} }),
    );
    store = await openStore();
    expect((await store.open(id)).warnings).toEqual([
      `the sessions index records no head for "${id}", so the log's head cannot be compared with it: a cut tail cannot be detected`,
    ]);
    const report = await verifySessionFile(journalOf(id));
    expect(report.warnings).toContainEqual(expect.stringContaining(`records no head for "${id}"`));
  });
});

describe("Control's decision", () => {
  it('accepting the log as it is logs what and why, and the session goes on', async () => {
    const id = await playedSession();
    await editNote(id, 4);
    store = await openStore();
    expect((await refusal(store.accept(id, '   ', 'Ana'))).code).toBe('invalid');
    clock.advance(60_000);
    const summary = await store.accept(id, 'Ana typed the ruling in by hand; it stands', 'Ana');
    expect(summary.readOnly).toBeUndefined();
    expect(summary.seq).toBe(7);
    const opened = await store.open(id);
    expect(opened.integrity).toBeNull();
    expect(opened.lines.at(-1)?.text).toBe(
      'Accepted the log as it is (1 problem: entry 4 does not match its hash: it was changed after it was written): Ana typed the ruling in by hand; it stands',
    );
    await store.act(id, { type: 'clock.pause' }, 'Ana');
    await store.close();

    // Reopened: the problem is reported as accepted, not as new, and verify passes with it.
    store = await openStore();
    const again = await store.open(id);
    expect(again.integrity).toBeNull();
    expect(again.warnings).toEqual([
      'entry 4 does not match its hash: it was changed after it was written — accepted as it is at entry 7 by Ana: "Ana typed the ruling in by hand; it stands"',
    ]);
    const report = await verifySessionFile(journalOf(id));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.warnings).toContainEqual(expect.stringContaining('accepted as it is at entry 7'));
  });

  it('an accepted entry changed again is a new problem', async () => {
    const id = await playedSession();
    await editNote(id, 4);
    store = await openStore();
    await store.accept(id, 'kept', 'Ana');
    await store.close();
    const lines = await journalLines(id);
    lines[4] = lines[4]!.replace('Table 3 won the war', 'Table 3 lost the war');
    await writeLines(id, lines);
    store = await openStore();
    expect((await store.open(id)).integrity?.problems.map((p) => p.seq)).toEqual([4]);
  });

  it('accepting a cut tail sets the recorded head back to the log as it is', async () => {
    const id = await playedSession();
    await writeLines(id, (await journalLines(id)).slice(0, -2));
    store = await openStore();
    await store.accept(id, 'the last two entries were test clicks', 'Ana');
    await store.close();
    const index = await readSessionIndex(indexPath());
    expect('error' in index ? null : index.anchors[id]).toMatchObject({ seq: 5, snapshotSeq: 5 });
    store = await openStore();
    const opened = await store.open(id);
    // The index and the snapshot agree with the log again; the log keeps the decision.
    expect(opened.integrity).toBeNull();
    expect(opened.warnings).toEqual([]);
    expect(opened.lines.at(-1)?.text).toMatch(
      /^Accepted the log as it is \(2 problems: the log ends at entry 4 but entry 6 .*: the last two entries were test clicks$/,
    );
  });

  it('forking starts a new session from the last good entry and leaves the old one as it is', async () => {
    const id = await playedSession();
    await editNote(id, 4);
    store = await openStore();
    const before = await readFile(journalOf(id), 'utf8');
    clock.advance(60_000);
    const fork = await store.fork(id, undefined, 'Ana');
    expect(fork.id).not.toBe(id);
    expect(fork.title).toBe('Harbour Night (fork)');
    expect(fork.seq).toBe(4);
    expect(fork.readOnly).toBeUndefined();
    expect(await readFile(journalOf(id), 'utf8')).toBe(before);

    const opened = await store.open(fork.id);
    expect(opened.integrity).toBeNull();
    expect(opened.lines.at(-1)?.text).toBe(
      `Forked from session ${id} at entry 3 (1 problem in it: entry 4 does not match its hash: it was changed after it was written)`,
    );
    // The same state as the old log at entry 3: the same start, seed and entries.
    const old = await readSessionJournal(journalOf(id));
    const atThree = SessionEngine.replay(old.header, old.entries.slice(0, 3), lodestarSession, {
      headerHash: old.headerHash,
    });
    expect(opened.state.announcements).toEqual(atThree.state.announcements);
    expect(opened.state.clock).toEqual(atThree.state.clock);
    expect(opened.state.rng).toEqual(atThree.state.rng);
    await store.act(fork.id, { type: 'clock.pause' }, 'Ana');
    await store.close();
    expect((await verifySessionFile(journalOf(fork.id))).ok).toBe(true);

    store = await openStore();
    expect((await refusal(store.fork(id, 4, 'Ana'))).message).toBe(
      'not forked: entry 4 is past the last good entry (3): a fork starts at entry 3 or before',
    );
    await expect(stat(journalOf(fork.id))).resolves.toBeTruthy();
  });

  it('is only ever written by a decision, never sent as an action', async () => {
    const { id } = await store.create({
      scenario: timedScenario(),
      scenarioId: null,
      facilitator: 'Ana',
    });
    const error = await refusal(
      store.act(
        id,
        {
          type: 'session.accept',
          reason: 'x',
          problems: [{ kind: 'changed', seq: 1, message: 'x' }],
        },
        'Ana',
      ),
    );
    expect(error.code).toBe('invalid');
    expect((await refusal(store.accept(id, 'nothing wrong', 'Ana'))).message).toBe(
      'the log holds together: there is nothing to accept',
    );
  });
});
