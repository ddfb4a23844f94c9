import { lodestarSession } from '../../../features/index.ts';
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../../host/channels.ts';
import { readSessionJournal } from '../../../host/session-file.ts';
import { SessionStore } from '../../../host/session-store.ts';

import { verifySession } from '../../../session/verify.ts';
import { parseSnapshot } from '../../../session/snapshot.ts';
import { decodeShared } from '../../../session/shared-json.ts';
import { makeDataDir, removeDataDir } from './temp-library.ts';
import { heard, manualClock, START, timedScenario, type HeardChange } from './session-fixtures.ts';

let dataDir: string;
let clock: ReturnType<typeof manualClock>;
let store: SessionStore;
let changes: HeardChange[];
const logged: string[] = [];

async function openStore(options: { snapshotEvery?: number; snapshotIntervalMs?: number } = {}) {
  const opened = await SessionStore.open(dataDir, {
    now: clock.now,
    log: (message) => logged.push(message),
    ...options,
  });
  opened.onChange((change) => changes.push(heard(change)));
  return opened;
}

beforeEach(async () => {
  dataDir = await makeDataDir();
  clock = manualClock();
  changes = [];
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

async function newSession(seed?: string) {
  return store.create({
    scenario: timedScenario(),
    scenarioId: 'harbour-night',
    facilitator: 'Ana',
    ...(seed === undefined ? {} : { seed }),
  });
}

/** Act and fail the test with the host's message when refused. */
async function act(id: string, action: Record<string, unknown>, by = 'Ana') {
  clock.advance(1000);
  return store.act(id, action, by);
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

describe('SessionStore.create', () => {
  it('writes the header as line 1 of sessions/<date>-<scenario>-<4 chars>.session.jsonl', async () => {
    const summary = await newSession('fixed seed');
    expect(summary.id).toMatch(/^2031-04-05-harbour-night-[a-z0-9]{4}$/);
    expect(summary).toMatchObject({
      fileName: `${summary.id}.session.jsonl`,
      title: 'Harbour Night',
      scenarioId: 'harbour-night',
      createdAt: START,
      createdBy: 'Ana',
      status: 'running',
      clockStatus: 'ready',
      position: 'Not started',
      seq: 0,
      lastAt: START,
      archived: false,
    });
    const text = await readFile(journalOf(summary.id), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    const header = JSON.parse(text);
    expect(header).toMatchObject({
      format: 'lodestar-session',
      id: summary.id,
      seed: 'fixed seed',
      utcOffsetMinutes: -new Date(START).getTimezoneOffset() || 0,
    });
    expect(header.scenario.meta.title).toBe('Harbour Night');
    expect(changes).toEqual([{ kind: 'changed', reason: `created ${summary.id}` }]);
  });

  it('draws a different random seed for each session unless one is given', async () => {
    const a = await store.open((await newSession()).id);
    const b = await store.open((await newSession()).id);
    expect(a.header.seed).toMatch(/^[a-z0-9]{13}$/);
    expect(a.header.seed).not.toBe(b.header.seed);
    expect(a.summary.id).not.toBe(b.summary.id);
  });

  it('takes a title of its own', async () => {
    const summary = await store.create({
      scenario: timedScenario(),
      scenarioId: null,
      facilitator: 'Ana',
      title: 'Saturday run',
    });
    expect(summary.title).toBe('Saturday run');
    expect(summary.scenarioId).toBeNull();
  });
});

describe('SessionStore.act', () => {
  it('appends durable entries, returns the state and tells every listener', async () => {
    const { id } = await newSession();
    changes.length = 0;
    const started = await act(id, { type: 'clock.start' });
    expect(started.lines.map((e) => e.seq)).toEqual([1]);
    expect(started.state.clock.status).toBe('running');
    expect(started.undoLabel).not.toBeNull();
    expect(started.serverNow).toBe(clock.now());

    // Entering the Action phase runs its announcement: two entries, the second caused by the first.
    const next = await act(id, { type: 'clock.next' });
    expect(next.lines.map((e) => [e.seq, e.type, e.causedBy])).toEqual([
      [2, 'clock.next', null],
      [3, 'announce.post', 2],
    ]);
    expect(next.state.announcements.at(-1)?.text).toBe('Action phase: move your fleets');

    const journal = await readSessionJournal(journalOf(id));
    expect(journal.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(journal.entries.map((e) => e.seq)).toEqual(
      [...started.lines, ...next.lines].map((l) => l.seq),
    );
    expect(verifySession(journal.header, journal.entries, undefined, lodestarSession).ok).toBe(
      true,
    );

    expect(changes).toEqual([
      { kind: 'updated', payload: { id, ...started } },
      { kind: 'updated', payload: { id, ...next } },
    ]);
  });

  it('stamps entries with the host clock and the facilitator', async () => {
    const { id } = await newSession();
    clock.set(START + 90_000);
    const { lines } = await store.act(id, { type: 'clock.start' }, 'Rui');
    expect(lines[0]).toMatchObject({ at: START + 90_000, by: 'Rui' });
  });

  it('refuses a malformed action as invalid with the paths at fault, writing nothing', async () => {
    const { id } = await newSession();
    const before = await readFile(journalOf(id), 'utf8');
    const unknown = await refusal(store.act(id, { type: 'clock.warp' }, 'Ana'));
    expect(unknown.code).toBe('invalid');
    expect(unknown.message).toContain('clock.warp');
    expect(unknown.problems).toEqual([expect.objectContaining({ path: '$.type' })]);
    const bad = await refusal(
      store.act(id, { type: 'announce.post', text: '', urgent: 'yes' }, 'Ana'),
    );
    expect(bad.code).toBe('invalid');
    expect(bad.problems?.map((p) => p.path).sort()).toEqual(['$.text', '$.urgent']);
    expect(await readFile(journalOf(id), 'utf8')).toBe(before);
  });

  it('refuses an action that does not apply now as invalid, with the reason', async () => {
    const { id } = await newSession();
    const error = await refusal(store.act(id, { type: 'clock.pause' }, 'Ana'));
    expect(error.code).toBe('invalid');
    expect(error.message.length).toBeGreaterThan(5);
    expect((await store.open(id)).state.seq).toBe(0);
  });

  it('refuses an action based on an old view of the log as stale', async () => {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    const error = await refusal(store.act(id, { type: 'clock.pause' }, 'Ana', 0));
    expect(error.code).toBe('stale');
    const fresh = await store.act(id, { type: 'clock.pause' }, 'Ana', 1);
    expect(fresh.lines[0]?.seq).toBe(2);
  });

  it('reports an unknown session as not-found', async () => {
    expect((await refusal(store.act('2031-01-01-nothing-0000', { type: 'x' }, 'A'))).code).toBe(
      'not-found',
    );
    expect((await refusal(store.open('../../etc/passwd'))).code).toBe('not-found');
    expect((await refusal(store.log('nope', 1, 10))).code).toBe('not-found');
    expect((await refusal(store.archive('nope', true))).code).toBe('not-found');
  });

  it('runs the acts of one session one after another, in the order asked', async () => {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    const notes = Array.from({ length: 20 }, (_, i) =>
      store.act(id, { type: 'session.note', text: `note ${i}` }, 'Ana'),
    );
    const results = await Promise.all(notes);
    expect(results.map((r) => r.lines[0]?.seq)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    const journal = await readSessionJournal(journalOf(id));
    expect(verifySession(journal.header, journal.entries, undefined, lodestarSession).ok).toBe(
      true,
    );
    expect(journal.entries.map((e) => e.action.text ?? null).slice(1)).toEqual(
      Array.from({ length: 20 }, (_, i) => `note ${i}`),
    );
  });

  it('announces the end of a session to the list', async () => {
    const { id } = await newSession();
    changes.length = 0;
    const ended = await act(id, { type: 'session.end' });
    expect(ended.state.status).toBe('ended');
    expect(changes.map((c) => c.kind === 'changed' && c.reason)).toContain(`ended ${id}`);
    expect((await store.list()).sessions[0]?.status).toBe('ended');
  });

  it('refuses to append to a file another program changed, then reads the file again', async () => {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'session.note', text: 'mine' });
    // Another process (say `lodestar session act`) appends a valid entry of its own.
    const other = await SessionStore.open(dataDir, { now: clock.now, log: () => {} });
    // It has loaded the file fresh, so it appends after entry 2.
    await other.act(id, { type: 'session.note', text: 'theirs' }, 'Rui');
    await other.close();
    const error = await refusal(store.act(id, { type: 'session.note', text: 'late' }, 'Ana'));
    expect(error.code).toBe('conflict');
    const retried = await store.act(id, { type: 'session.note', text: 'late' }, 'Ana');
    expect(retried.lines[0]?.seq).toBe(4);
    const journal = await readSessionJournal(journalOf(id));
    expect(verifySession(journal.header, journal.entries, undefined, lodestarSession).ok).toBe(
      true,
    );
  });
});

describe('SessionStore.open and log', () => {
  it('returns the header, the state, the newest entries and the undo labels', async () => {
    const { id } = await newSession('s');
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'random.pick', label: 'Who', options: ['a', 'b', 'c'] });
    const opened = await store.open(id);
    expect(opened.header.id).toBe(id);
    expect(opened.state.seq).toBe(2);
    expect(opened.lines.map((e) => e.seq)).toEqual([1, 2]);
    expect(opened.undoLabel).toMatch(/Who/);
    expect(opened.redoLabel).toBeNull();
    expect(opened.warnings).toEqual([]);
    expect(opened.summary).toMatchObject({ seq: 2, clockStatus: 'running' });
  });

  it('pages through the log', async () => {
    const { id } = await newSession();
    for (let i = 0; i < 7; i++) await act(id, { type: 'session.note', text: `n${i}` });
    expect((await store.log(id, 1, 3)).lines.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(await store.log(id, 6, 100)).toMatchObject({ total: 7 });
    expect((await store.log(id, 6, 100)).lines.map((e) => e.seq)).toEqual([6, 7]);
    expect((await store.log(id, 50, 10)).lines).toEqual([]);
  });

  it('resumes a session after a restart with the same state', async () => {
    const { id } = await newSession('resume');
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'clock.next' });
    await act(id, { type: 'random.pick', label: 'Die', options: ['1', '2', '3', '4', '5', '6'] });
    const before = await store.open(id);
    await store.close();
    store = await openStore();
    const after = await store.open(id);
    expect(after.state).toEqual(before.state);
    expect(after.lines).toEqual(before.lines);
    expect(after.undoLabel).toBe(before.undoLabel);
  });
});

describe('a torn last line', () => {
  it('is dropped with a warning and cut off before the next append', async () => {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'session.note', text: 'kept' });
    await store.close();
    const whole = await readFile(journalOf(id), 'utf8');
    await appendFile(journalOf(id), '{"seq":3,"at":1,"by":"Ana","action":{"type":"session.no');

    store = await openStore();
    const opened = await store.open(id);
    expect(opened.warnings).toEqual([
      'the last action (line 4) was cut off by a crash and was never confirmed; it was dropped',
    ]);
    expect(logged.some((line) => line.includes('line 4'))).toBe(true);
    expect(opened.state.seq).toBe(2);
    // Listed as a session, not as a problem.
    expect((await store.list()).problems).toEqual([]);

    const next = await act(id, { type: 'session.note', text: 'after' });
    expect(next.lines[0]?.seq).toBe(3);
    const text = await readFile(journalOf(id), 'utf8');
    expect(text.startsWith(whole)).toBe(true);
    const journal = await readSessionJournal(journalOf(id));
    expect(journal.torn).toBeNull();
    expect(verifySession(journal.header, journal.entries, undefined, lodestarSession).ok).toBe(
      true,
    );
  });
});

describe('damaged session files', () => {
  /**
   * A session of three entries, edited. Its snapshot (written on close) is removed: it would
   * stand in for the entries it covers, whose contents only a full replay or `verify` checks.
   */
  async function damaged(edit: (lines: string[]) => string[], keepSnapshot = false) {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'session.note', text: 'one' });
    await act(id, { type: 'session.note', text: 'two' });
    await store.close();
    if (!keepSnapshot) await rm(snapshotOf(id));
    const lines = (await readFile(journalOf(id), 'utf8')).split('\n');
    const text = edit(lines).join('\n');
    await writeFile(journalOf(id), text);
    store = await openStore();
    return { id, text };
  }

  const cases: [string, (lines: string[]) => string[], RegExp][] = [
    [
      'a line that is not JSON before the last',
      (l) => [l[0]!, 'garbage', ...l.slice(2)],
      /line 2: not valid JSON/,
    ],
    ['a missing entry', (l) => [l[0]!, l[1]!, ...l.slice(3)], /line 3: entry 3 is out of sequence/],
    ['a bad header', (l) => ['{"format":"something else"}', ...l.slice(1)], /line 1: /],
    ['an empty file', () => [''], /the file is empty/],
  ];
  for (const [what, edit, message] of cases) {
    it(`lists ${what} as a problem with its line, and never writes to it`, async () => {
      const { id, text } = await damaged(edit);
      const { sessions, problems } = await store.list();
      expect(sessions).toEqual([]);
      expect(problems).toEqual([{ fileName: `${id}.session.jsonl`, message: expect.any(String) }]);
      expect(problems[0]?.message).toMatch(message);
      const error = await refusal(store.act(id, { type: 'session.note', text: 'x' }, 'Ana'));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(message);
      expect((await refusal(store.open(id))).code).toBe('invalid');
      expect(await readFile(journalOf(id), 'utf8')).toBe(text);
    });
  }

  const broken: [string, (lines: string[]) => string[], RegExp, boolean?][] = [
    [
      'an entry changed after it was written',
      (l) => [l[0]!, l[1]!, l[2]!.replace('"one"', '"uno"'), ...l.slice(3)],
      /entry 2 does not match its hash/,
    ],
    [
      'a broken link, even under a snapshot',
      (l) => [
        ...l.slice(0, 3),
        l[3]!.replace(/"prev":"[0-9a-f]+"/, `"prev":"${'f'.repeat(64)}"`),
        ...l.slice(4),
      ],
      /entry 3 does not link to the entry before it/,
      true,
    ],
  ];
  for (const [what, edit, message, keepSnapshot] of broken) {
    it(`opens a log with ${what} read-only: listed, shown, every action refused, nothing written`, async () => {
      const { id, text } = await damaged(edit, keepSnapshot);
      const { sessions, problems } = await store.list();
      expect(problems).toEqual([]);
      expect(sessions).toEqual([expect.objectContaining({ id, readOnly: true })]);
      const opened = await store.open(id);
      expect(opened.integrity?.problems.map((p) => p.message)).toContainEqual(
        expect.stringMatching(message),
      );
      expect(opened.integrity?.readOnly).toMatch(/read-only until Control forks/);
      const error = await refusal(store.act(id, { type: 'session.note', text: 'x' }, 'Ana'));
      expect(error.code).toBe('conflict');
      expect(error.message).toMatch(message);
      await store.close();
      expect(await readFile(journalOf(id), 'utf8')).toBe(text);
    });
  }

  it('lists a file whose header names another session as a problem', async () => {
    const { id } = await newSession();
    await store.close();
    const { rename } = await import('node:fs/promises');
    await rename(journalOf(id), journalOf('2031-04-05-renamed-0000'));
    store = await openStore();
    const { problems } = await store.list();
    expect(problems).toEqual([
      {
        fileName: '2031-04-05-renamed-0000.session.jsonl',
        message: expect.stringContaining(`holds the session "${id}"`),
      },
    ]);
    expect((await refusal(store.open('2031-04-05-renamed-0000'))).code).toBe('invalid');
  });
});

describe('snapshots', () => {
  it('are written every N entries and hold the history at that entry', async () => {
    await store.close();
    store = await openStore({ snapshotEvery: 5, snapshotIntervalMs: 3_600_000 });
    const { id } = await newSession();
    for (let i = 0; i < 4; i++) await act(id, { type: 'session.note', text: `n${i}` });
    await store.log(id, 1, 1); // waits for anything queued behind the acts
    await expect(readFile(snapshotOf(id))).rejects.toMatchObject({ code: 'ENOENT' });
    await act(id, { type: 'session.note', text: 'n4' });
    await store.snapshotsWritten(id);
    const snapshot = parseSnapshot(
      JSON.parse(await readFile(snapshotOf(id), 'utf8')),
      lodestarSession,
    );
    if ('error' in snapshot) throw new Error(snapshot.error);
    expect(snapshot.seq).toBe(5);
    expect(snapshot.sessionId).toBe(id);
    expect(snapshot.history.state).toEqual((await store.open(id)).state);
  });

  it('are written when new entries have waited for the interval', async () => {
    await store.close();
    store = await openStore({ snapshotEvery: 1000, snapshotIntervalMs: 30_000 });
    const { id } = await newSession();
    await act(id, { type: 'session.note', text: 'early' });
    await store.log(id, 1, 1);
    await expect(readFile(snapshotOf(id))).rejects.toMatchObject({ code: 'ENOENT' });
    clock.advance(31_000);
    await act(id, { type: 'session.note', text: 'late' });
    await store.snapshotsWritten(id);
    const snapshot = JSON.parse(await readFile(snapshotOf(id), 'utf8'));
    expect(snapshot.seq).toBe(2);
  });

  it('are written on close', async () => {
    const { id } = await newSession();
    await act(id, { type: 'session.note', text: 'only' });
    await store.close();
    expect(JSON.parse(await readFile(snapshotOf(id), 'utf8')).seq).toBe(1);
    await expect(newSession()).rejects.toThrow(/closed/);
    store = await openStore();
  });

  it('are used on opening: the entries after the snapshot are replayed onto it', async () => {
    const { id } = await newSession();
    await act(id, { type: 'clock.start' });
    await act(id, { type: 'session.note', text: 'before the snapshot' });
    await store.close();
    // Mark the snapshot's state in a way no replay of the log would produce.
    const written = JSON.parse(await readFile(snapshotOf(id), 'utf8'));
    const snapshot = { ...written, version: 1, history: decodeShared(written.history) };
    snapshot.history.state.announcements = [
      { id: 99, text: 'only in the snapshot', urgent: false, at: START, by: 'x' },
    ];
    await writeFile(snapshotOf(id), JSON.stringify(snapshot));
    store = await openStore();
    await act(id, { type: 'session.note', text: 'after the snapshot' });
    const opened = await store.open(id);
    expect(opened.warnings).toEqual([]);
    expect(opened.state.announcements.map((a) => a.text)).toEqual(['only in the snapshot']);
    expect(opened.state.seq).toBe(3);
  });

  const unusable: [string, (snapshot: Record<string, unknown>) => string][] = [
    ['not JSON', () => '{"format":'],
    ['not a snapshot', () => JSON.stringify({ hello: 'world' })],
    ['ahead of the log', (s) => JSON.stringify({ ...s, seq: 40 })],
  ];
  for (const [what, corrupt] of unusable) {
    it(`fall back to a full replay with a warning when the snapshot is ${what}`, async () => {
      const { id } = await newSession('fallback');
      await act(id, { type: 'clock.start' });
      await act(id, { type: 'random.pick', label: 'Die', options: ['1', '2', '3', '4', '5', '6'] });
      const expected = (await store.open(id)).state;
      await store.close();
      const snapshot = JSON.parse(await readFile(snapshotOf(id), 'utf8'));
      await writeFile(snapshotOf(id), corrupt(snapshot));
      store = await openStore();
      const opened = await store.open(id);
      expect(opened.state).toEqual(expected);
      expect(opened.warnings).toHaveLength(1);
      expect(opened.warnings[0]).toMatch(/snapshot/);
      // The session goes on, and the next snapshot replaces the bad one.
      await act(id, { type: 'session.note', text: 'on we go' });
      await store.close();
      expect(JSON.parse(await readFile(snapshotOf(id), 'utf8')).seq).toBe(3);
      store = await openStore();
      expect((await store.open(id)).warnings).toEqual([]);
    });
  }
});

describe('a snapshot that is not of this log', () => {
  const evidence: [string, (snapshot: Record<string, unknown>) => string, RegExp][] = [
    [
      'of another session',
      (s) => JSON.stringify({ ...s, sessionId: '2031-01-01-other-0000' }),
      /the snapshot written at entry 2 \(recorded in the sessions index\) is missing/,
    ],
    [
      'of a different log',
      (s) => JSON.stringify({ ...s, hash: 'f'.repeat(64) }),
      /the snapshot taken at entry 2 does not match that entry's hash/,
    ],
  ];
  for (const [what, corrupt, message] of evidence) {
    it(`makes the session read-only when it is ${what}, and is left as it is`, async () => {
      const { id } = await newSession('evidence');
      await act(id, { type: 'clock.start' });
      await act(id, { type: 'random.pick', label: 'Die', options: ['1', '2', '3', '4', '5', '6'] });
      const expected = (await store.open(id)).state;
      await store.close();
      const snapshot = JSON.parse(await readFile(snapshotOf(id), 'utf8'));
      const text = corrupt(snapshot);
      await writeFile(snapshotOf(id), text);
      store = await openStore();
      const opened = await store.open(id);
      expect(opened.state).toEqual(expected);
      expect(opened.integrity?.problems.map((p) => p.message)).toEqual([
        expect.stringMatching(message),
      ]);
      expect((await refusal(store.act(id, { type: 'session.note', text: 'x' }, 'Ana'))).code).toBe(
        'conflict',
      );
      await store.close();
      expect(await readFile(snapshotOf(id), 'utf8')).toBe(text);
    });
  }
});

describe('SessionStore.list and archive', () => {
  it('lists every session newest first, archived ones flagged', async () => {
    const first = await newSession();
    clock.advance(60_000);
    const second = await newSession();
    await act(first.id, { type: 'clock.start' });
    const { sessions, problems } = await store.list();
    expect(problems).toEqual([]);
    expect(sessions.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(sessions[1]).toMatchObject({ clockStatus: 'running', position: expect.any(String) });
    expect(sessions[1]?.position).not.toBe('Not started');
  });

  it('moves both files into the archive and back, and refuses acts while archived', async () => {
    const { id } = await newSession();
    await act(id, { type: 'session.note', text: 'kept' });
    changes.length = 0;
    const archived = await store.archive(id, true);
    expect(archived).toMatchObject({ id, archived: true, seq: 1 });
    expect(await readdir(path.join(sessionsDir(), 'archive'))).toEqual(
      expect.arrayContaining([`${id}.session.jsonl`, `${id}.snapshot.json`]),
    );
    expect((await readdir(sessionsDir())).filter((n) => n.startsWith(id))).toEqual([]);
    expect(changes).toEqual([{ kind: 'changed', reason: `archived ${id}` }]);
    expect((await store.list()).sessions).toEqual([
      expect.objectContaining({ id, archived: true }),
    ]);
    expect((await store.open(id)).state.seq).toBe(1);
    const error = await refusal(store.act(id, { type: 'session.note', text: 'no' }, 'Ana'));
    expect(error.code).toBe('conflict');

    const back = await store.archive(id, false);
    expect(back.archived).toBe(false);
    expect(await readdir(sessionsDir())).toContain(`${id}.session.jsonl`);
    expect((await act(id, { type: 'session.note', text: 'again' })).lines[0]?.seq).toBe(2);
    // Archiving twice is harmless.
    expect((await store.archive(id, false)).archived).toBe(false);
  });

  it('lists sessions written by another program since it was last asked', async () => {
    expect((await store.list()).sessions).toEqual([]);
    const other = await SessionStore.open(dataDir, { now: clock.now, log: () => {} });
    const created = await other.create({
      scenario: timedScenario('Elsewhere'),
      scenarioId: null,
      facilitator: 'Rui',
    });
    await other.close();
    expect((await store.list()).sessions.map((s) => s.id)).toEqual([created.id]);
  });
});
