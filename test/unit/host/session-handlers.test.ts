import { CONTROL_CONNECTION } from '../../../host/connection.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  channelNames,
  type ChannelName,
  type Reply,
  type RequestOf,
  type ResponseOf,
} from '../../../host/channels.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers, type DisplayOpener, type DisplayScreen } from '../../../host/handlers.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { SessionStore } from '../../../host/session-store.ts';

import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { heard, heardOpen, timedScenario, type HeardChange } from './session-fixtures.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;
let library: ScenarioLibrary;
let sessions: SessionStore;
let changes: HeardChange[];

/** Display windows as Electron would open them, recorded. */
class FakeDisplays implements DisplayOpener {
  readonly opened: { sessionId: string; screenId: number | undefined; fullscreen: boolean }[] = [];
  readonly list: DisplayScreen[] = [
    { id: 1, label: 'Built-in', primary: true, width: 1440, height: 900 },
    { id: 7, label: 'Projector', primary: false, width: 1920, height: 1080 },
  ];
  screens() {
    return this.list;
  }
  open(sessionId: string, screenId: number | undefined, fullscreen: boolean) {
    this.opened.push({ sessionId, screenId, fullscreen });
  }
}

beforeEach(async () => {
  dataDir = await makeDataDir();
  library = await openLibrary(dataDir);
  sessions = await SessionStore.open(dataDir, { log: () => {} });
  changes = [];
  sessions.onChange((change) => changes.push(heard(change)));
});
afterEach(async () => {
  await sessions.close();
  await removeDataDir(dataDir);
});

const called = new Set<string>();

function caller(displays?: DisplayOpener) {
  const handlers = createHandlers(library, sessions, displays);
  const call = (channel: string, request: unknown = {}): Promise<Reply> =>
    dispatch(handlers, channel, request, CONTROL_CONNECTION);
  async function ok<C extends ChannelName>(channel: C, request: RequestOf<C>) {
    called.add(channel);
    const reply = await call(channel, request);
    if (!reply.ok) throw new Error(`${channel} failed: ${JSON.stringify(reply.error)}`);
    return reply.response as ResponseOf<C>;
  }
  async function failure(channel: string, request: unknown = {}) {
    const reply = await call(channel, request);
    if (reply.ok) throw new Error(`${channel} succeeded but should not have`);
    return reply.error;
  }
  return { ok, failure };
}

/** A library scenario with a timetable, imported as a designer would. */
async function timedLibraryScenario(): Promise<string> {
  const { summary } = await library.importText(
    'harbour.lodestar.json',
    serializeScenario(timedScenario()),
  );
  return summary.id;
}

describe('session channels through dispatch', () => {
  it('answer every session and display channel of the table', async () => {
    called.clear();
    const displays = new FakeDisplays();
    const { ok, failure } = caller(displays);
    const scenarioId = await timedLibraryScenario();

    const created = await ok('session.create', { scenarioId, facilitator: 'Ana', seed: 'abc' });
    expect(created).toMatchObject({ scenarioId, createdBy: 'Ana', seq: 0, archived: false });
    expect(changes).toEqual([{ kind: 'changed', reason: `created ${created.id}` }]);

    const listed = await ok('session.list', {});
    expect(listed.sessions.map((s) => s.id)).toEqual([created.id]);
    expect(listed.problems).toEqual([]);
    // The running session that acted last: what a display opened without one shows.
    expect(await ok('session.followed', {})).toEqual({ sessionId: created.id });

    const opened = await ok('session.open', { id: created.id });
    expect(opened.header.seed).toBe('abc');
    expect(opened.header.scenario.meta.title).toBe('Harbour Night');
    expect(opened.state.clock.status).toBe('ready');
    expect(opened.lines).toEqual([]);
    expect(opened.serverNow).toBeGreaterThan(0);
    heardOpen(created.id, opened.state);

    const started = await ok('session.act', {
      id: created.id,
      by: 'Ana',
      action: { type: 'clock.start' },
      expectedSeq: 0,
    });
    expect(started.lines.map((e) => e.seq)).toEqual([1]);
    expect(started.state.clock.status).toBe('running');
    expect(changes.at(-1)).toEqual({
      kind: 'updated',
      payload: { id: created.id, ...started },
    });

    const page = await ok('session.log', { id: created.id, fromSeq: 1, limit: 10 });
    expect(page).toEqual({ lines: started.lines, total: 1 });

    // The raw log a standby copies: the header as stored, then the entries as written.
    const journal = await ok('session.journal', { id: created.id, fromSeq: 1 });
    expect(journal).toMatchObject({ header: { seed: 'abc' }, seq: 1 });
    expect(journal.entries).toMatchObject([{ seq: 1, action: { type: 'clock.start' } }]);

    const report = await ok('session.report', { id: created.id, format: 'html' });
    expect(report).toMatchObject({
      fileName: `${created.id}-report.html`,
      mimeType: 'text/html',
      base64: false,
      verified: true,
      head: `#1·${started.head?.hash}`,
    });
    expect(report.text).toContain('The log verifies.');
    const pdf = await ok('session.report', { id: created.id, format: 'pdf' });
    expect(pdf.base64).toBe(true);
    expect(Buffer.from(pdf.text, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    expect((await ok('session.archive', { id: created.id, archived: true })).archived).toBe(true);
    expect((await ok('session.archive', { id: created.id, archived: false })).archived).toBe(false);

    expect(await ok('display.screens', {})).toEqual({ supported: true, screens: displays.list });
    expect(await ok('display.open', { sessionId: created.id, screenId: 7 })).toEqual({
      opened: true,
      path: `/display?session=${created.id}`,
    });
    expect(displays.opened).toEqual([{ sessionId: created.id, screenId: 7, fullscreen: true }]);

    // A log that holds together has nothing to accept; a fork of it is a session of its own.
    called.add('session.accept');
    expect(
      await failure('session.accept', { id: created.id, by: 'Ana', reason: 'it stands' }),
    ).toMatchObject({
      code: 'invalid',
      message: 'the log holds together: there is nothing to accept',
    });
    const forked = await ok('session.fork', { id: created.id, by: 'Ana', fromSeq: 1 });
    expect(forked).toMatchObject({ title: 'Harbour Night (fork)', seq: 2, archived: false });

    const expected = channelNames.filter((c) => /^(session|display)\./.test(c));
    expect([...called].sort()).toEqual(expected.sort());
  });

  it('freeze a copy of the library scenario: later edits do not reach the session', async () => {
    const { ok } = caller();
    const scenarioId = await timedLibraryScenario();
    const created = await ok('session.create', {
      scenarioId,
      facilitator: 'Ana',
      title: 'Saturday run',
    });
    expect(created.title).toBe('Saturday run');
    await library.rename(scenarioId, 'Renamed later');
    const opened = await ok('session.open', { id: created.id });
    expect(opened.header.scenario.meta.title).toBe('Harbour Night');
  });

  it('answer display channels without display windows as a browser needs', async () => {
    const { ok } = caller();
    expect(await ok('display.screens', {})).toEqual({ supported: false, screens: [] });
    expect(await ok('display.open', { sessionId: 'any-session' })).toEqual({
      opened: false,
      path: '/display?session=any-session',
    });
  });

  it('refuse to open a display on a missing session or screen', async () => {
    const displays = new FakeDisplays();
    const { ok, failure } = caller(displays);
    expect((await failure('display.open', { sessionId: 'nothing-here' })).code).toBe('not-found');
    const created = await ok('session.create', {
      scenarioId: await timedLibraryScenario(),
      facilitator: 'Ana',
    });
    expect((await failure('display.open', { sessionId: created.id, screenId: 99 })).code).toBe(
      'not-found',
    );
    expect(displays.opened).toEqual([]);
  });

  it('report bad requests, unknown sessions, invalid and stale actions by their codes', async () => {
    const { ok, failure } = caller();
    expect((await failure('session.create', { scenarioId: 'nope', facilitator: 'A' })).code).toBe(
      'not-found',
    );
    const noName = await failure('session.create', { scenarioId: 'x', facilitator: '  ' });
    expect(noName).toMatchObject({ code: 'bad-request', problems: [{ path: '$.facilitator' }] });
    expect((await failure('session.open', { id: '../etc' })).code).toBe('bad-request');
    expect((await failure('session.open', { id: 'not-there' })).code).toBe('not-found');
    expect((await failure('session.act', { id: 'x', by: 'A', action: {} })).code).toBe(
      'bad-request',
    );

    const created = await ok('session.create', {
      scenarioId: await timedLibraryScenario(),
      facilitator: 'Ana',
    });
    const invalid = await failure('session.act', {
      id: created.id,
      by: 'Ana',
      action: { type: 'timer.create', name: 'T', kind: 'countdown' },
    });
    expect(invalid).toMatchObject({ code: 'invalid', problems: [{ path: '$.seconds' }] });
    const rejected = await failure('session.act', {
      id: created.id,
      by: 'Ana',
      action: { type: 'clock.next' },
    });
    expect(rejected.code).toBe('invalid');
    await ok('session.act', { id: created.id, by: 'Ana', action: { type: 'clock.start' } });
    const stale = await failure('session.act', {
      id: created.id,
      by: 'Rui',
      action: { type: 'clock.pause' },
      expectedSeq: 0,
    });
    expect(stale.code).toBe('stale');
  });
});
