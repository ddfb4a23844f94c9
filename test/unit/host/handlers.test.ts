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
import { createHandlers } from '../../../host/handlers.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;
let call: (channel: string, request?: unknown) => Promise<Reply>;

beforeEach(async () => {
  dataDir = await makeDataDir();
  const handlers = createHandlers(await openLibrary(dataDir), await SessionStore.open(dataDir));
  call = (channel, request = {}) => dispatch(handlers, channel, request, CONTROL_CONNECTION);
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const called = new Set<string>();

/** The response of a call that must succeed (dispatch has checked it against the table). */
async function ok<C extends ChannelName>(
  channel: C,
  request: RequestOf<C>,
): Promise<ResponseOf<C>> {
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

describe('handlers through dispatch', () => {
  // The session and display channels have their own test (session-handlers.test.ts).
  const libraryChannels = channelNames.filter((c) => /^(library|scenario)\./.test(c));

  it('answer every library channel of the table, in a whole library session', async () => {
    called.clear();
    const listed = await ok('library.list', {});
    expect(listed.dataDir).toBe(dataDir);
    expect(listed.scenarios).toHaveLength(bundledScenarios.length);
    const templates = await ok('library.templates', {});
    const created = await ok('scenario.create', { templateId: templates[0]?.id, title: 'Mine' });
    const { scenario } = await ok('scenario.get', { id: created.id });
    const saved = await ok('scenario.save', {
      id: created.id,
      scenario: { ...scenario, meta: { ...scenario.meta, tags: ['tested'] } },
    });
    expect(saved.tags).toEqual(['tested']);
    const copy = await ok('scenario.duplicate', { id: created.id });
    expect(copy.title).toBe('Mine (copy)');
    expect((await ok('scenario.rename', { id: copy.id, title: 'Theirs' })).title).toBe('Theirs');
    const exported = await ok('scenario.export', { id: created.id });
    const imported = await ok('scenario.import', exported);
    expect(imported.migratedFrom).toBeNull();
    const { trashId } = await ok('scenario.delete', { id: created.id });
    expect((await ok('scenario.restore', { trashId })).id).toBe(created.id);
    // Break the file that now has a backup, and open the backup.
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${dataDir}/scenarios/${created.fileName}`, '{');
    const broken = await ok('library.list', {});
    expect(broken.problems).toEqual([
      expect.objectContaining({ fileName: created.fileName, hasBackup: true }),
    ]);
    const recovered = await ok('library.openBackup', { fileName: created.fileName });
    expect(recovered.title).toBe('Mine');
    expect([...called].sort()).toEqual([...libraryChannels].sort());
  });

  it('turn a bad request into bad-request with the paths at fault', async () => {
    const error = await failure('scenario.save', {
      id: 'Not An Id',
      scenario: { schemaVersion: 1 },
    });
    expect(error.code).toBe('bad-request');
    expect(error.problems?.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.id', '$.scenario.meta']),
    );
    expect((await failure('scenario.rename', { id: 'x', title: '   ' })).problems?.[0]?.path).toBe(
      '$.title',
    );
    expect((await failure('scenario.get', null)).code).toBe('bad-request');
  });

  it('report what is not there as not-found', async () => {
    expect((await failure('scenario.get', { id: 'nothing-here' })).code).toBe('not-found');
    expect((await failure('scenario.delete', { id: 'nothing-here' })).code).toBe('not-found');
    expect((await failure('scenario.restore', { trashId: 'nothing-here.1' })).code).toBe(
      'not-found',
    );
    expect((await failure('scenario.create', { templateId: 'nope' })).code).toBe('not-found');
    expect((await failure('library.openBackup', { fileName: 'x.lodestar.json' })).code).toBe(
      'not-found',
    );
  });

  it('refuse a bad import as invalid with every problem', async () => {
    const text = serializeScenario(bundledScenarios[0]!.scenario).replace(
      /"durationMinutes": \d+/,
      '"durationMinutes": -5',
    );
    const error = await failure('scenario.import', { fileName: 'mine.lodestar.json', text });
    expect(error.code).toBe('invalid');
    expect(error.message).toContain('mine.lodestar.json');
    expect(error.problems).toEqual([expect.objectContaining({ path: '$.meta.durationMinutes' })]);
  });
});
