import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResponseOf, StandbyStatus } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { hostAddressOf } from '../../../host/standby/follower.ts';
import { clockTime } from '../../../host/standby/copy-wording.ts';
import { describeStatus } from '../../../cli/commands/standby-promote.ts';
import { responseOf, TestClient } from '../host/ws-test-client.ts';
import { runCli } from '../cli/run-cli.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { timedScenario } from '../host/session-fixtures.ts';

let root: string;
let rendererDir: string;
const running: RunningServer[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-standby-cli-'));
  rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function serve(name: string, follow?: { host: string; code?: string }, port = 0) {
  const server = await startServer({
    dataDir: path.join(root, name),
    port,
    rendererDir,
    ...(follow ? { follow } : {}),
  });
  running.push(server);
  return server;
}

/**
 * A standby's pairing code from `host`'s Control, issued under a new session. Two uses: a
 * host that restarts forgets its pairings, and the standby claims the code again.
 */
async function standbyCode(host: RunningServer): Promise<string> {
  const control = await TestClient.connect(host.url);
  try {
    const { summary } = responseOf<ResponseOf<'scenario.import'>>(
      await control.call('scenario.import', {
        fileName: 'first.lodestar.json',
        text: serializeScenario(timedScenario()),
      }),
    );
    const { id } = responseOf<ResponseOf<'session.create'>>(
      await control.call('session.create', { scenarioId: summary.id, facilitator: 'Ana' }),
    );
    return (await host.pairing.issue(id, 'standby', { uses: 2 })).code;
  } finally {
    await control.close();
  }
}

async function statusOf(server: RunningServer): Promise<StandbyStatus> {
  const client = await TestClient.connect(server.url);
  try {
    return responseOf<StandbyStatus>(await client.call('standby.status', {}));
  } finally {
    await client.close();
  }
}

describe('lodestar standby', { timeout: 20_000 }, () => {
  it('promotes a standby whose host is gone, and refuses a host', async () => {
    const host = await serve('host');
    const standby = await serve('standby', { host: host.url, code: await standbyCode(host) });
    await expect.poll(async () => (await statusOf(standby)).following?.state).toBe('following');

    const status = await runCli(['standby', 'status', '--port', String(standby.port)]);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`Standby: following ${host.url} (following).`);
    // While the host answers, only on purpose.
    const early = await runCli(['standby', 'promote', '--port', String(standby.port)]);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('still answers');

    await expect
      .poll(async () => (await statusOf(standby)).following?.sessions.length)
      .toBeGreaterThan(0);
    await host.close();
    running.splice(running.indexOf(host), 1);
    await expect.poll(async () => (await statusOf(standby)).following?.state).toBe('lost');
    // The host is gone: what it accepted after it was last heard is unknown, not "0 behind".
    const lost = await runCli(['standby', 'status', '--port', String(standby.port)]);
    expect(lost.stdout).toMatch(
      /at #0; last heard from the host at \d\d:\d\d:\d\d, at entry 0; entries the host accepted after that cannot be known here/,
    );
    expect(lost.stdout).not.toContain('entries behind');
    const promoted = await runCli(['standby', 'promote', '--port', String(standby.port)]);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('it is the host now');
    expect(promoted.stdout).toContain('cannot be known here');

    const onHost = await runCli(['standby', 'promote', '--port', String(standby.port)]);
    expect(onHost.code).toBe(1);
    expect(onHost.stderr).toContain('already been promoted');
  });

  it('tells the host when its standby leaves', async () => {
    const host = await serve('host');
    const standby = await serve('standby', { host: host.url, code: await standbyCode(host) });
    await expect.poll(async () => (await statusOf(host)).standbys.length).toBe(1);
    expect((await statusOf(host)).departed).toBeNull();
    await standby.close();
    running.splice(running.indexOf(standby), 1);
    await expect.poll(async () => (await statusOf(host)).departed?.address).toBe(standby.url);
    expect((await statusOf(host)).standbys).toEqual([]);
  });

  it('claims a pairing code through the one authentication step', async () => {
    const host = await serve('host');
    const standby = await serve('standby', { host: host.url, code: '123-456' });
    // A code this host never issued: the claim is refused and nothing is copied, not even
    // by the poll (every 2 s).
    await new Promise((wake) => setTimeout(wake, 2_500));
    const status = await statusOf(standby);
    expect(status.following?.state).toBe('connecting');
    expect((await statusOf(host)).standbys).toEqual([]);
  });

  it('says how far behind it is while the host answers, and what it cannot know once it is gone', () => {
    const at = Date.UTC(2031, 3, 5, 19, 2, 3);
    const following = {
      host: 'http://10.0.0.1:4777',
      state: 'following' as const,
      sessions: [
        { id: 'harbour', seq: 40, hostSeq: 42, problem: null },
        { id: 'caught-up', seq: 7, hostSeq: 7, problem: null },
      ],
      lastContactAt: at,
      lastLagMs: 12,
    };
    const status = (role: StandbyStatus['role'], state: 'following' | 'lost'): StandbyStatus => ({
      role,
      standbys: [],
      departed: null,
      following: { ...following, state },
      serverNow: at,
    });
    const time = () => '19:02:03';
    expect(describeStatus(status('standby', 'following'), time).split('\n')).toEqual([
      'Standby: following http://10.0.0.1:4777 (following).',
      '  harbour at #40, 2 entries behind',
      '  caught-up at #7, 0 entries behind',
    ]);
    const unknown = [
      '  harbour at #40; last heard from the host at 19:02:03, at entry 42 (2 of them not copied); entries the host accepted after that cannot be known here',
      '  caught-up at #7; last heard from the host at 19:02:03, at entry 7; entries the host accepted after that cannot be known here',
    ];
    expect(describeStatus(status('standby', 'lost'), time).split('\n')).toEqual([
      'Standby: following http://10.0.0.1:4777 (lost).',
      ...unknown,
    ]);
    // Promoted (even by force while the host answered): nothing more comes from the host.
    expect(describeStatus(status('promoted', 'following'), time).split('\n')).toEqual([
      'This Lodestar is a promoted standby: it is the host now.',
      'It followed http://10.0.0.1:4777.',
      ...unknown,
    ]);
    expect(clockTime(new Date(2031, 3, 5, 9, 5, 7).getTime())).toBe('09:05:07');
  });

  it('reads the host to follow', () => {
    expect(hostAddressOf('192.168.1.10', 4777)).toBe('http://192.168.1.10:4777');
    expect(hostAddressOf('127.0.0.1:5000', 4777)).toBe('http://127.0.0.1:5000');
    expect(hostAddressOf('http://localhost:5000/', 4777)).toBe('http://localhost:5000');
    expect(() => hostAddressOf('https://example.org', 4777)).toThrow('only http://');
  });

  it('refuses --code without --follow', async () => {
    const run = await runCli(['serve', '--code', '123', '--port', '0', '--data', root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--follow');
  });
});

describe('a standby whose host restarts', { timeout: 30_000 }, () => {
  // A host keeps its paired consoles (the digests of their tokens) beside its sessions: after a
  // restart the standby resumes with the token it holds and goes on from its copy. Once
  // revoked, it must pair again.
  it('resumes without a new code, copies what the host did meanwhile, and not once revoked', async () => {
    const host = await serve('host');
    const standby = await serve('standby', { host: host.url, code: await standbyCode(host) });
    const control = await TestClient.connect(host.url);
    const { summary } = responseOf<ResponseOf<'scenario.import'>>(
      await control.call('scenario.import', {
        fileName: 'harbour.lodestar.json',
        text: serializeScenario(timedScenario()),
      }),
    );
    const { id } = responseOf<ResponseOf<'session.create'>>(
      await control.call('session.create', { scenarioId: summary.id, facilitator: 'Ana' }),
    );
    await control.call('session.act', { id, by: 'Ana', action: { type: 'clock.start' } });
    const held = async () =>
      (await statusOf(standby)).following?.sessions.find((s) => s.id === id)?.seq ?? 0;
    await expect.poll(held).toBe(1);

    await control.close();
    await host.close();
    running.splice(running.indexOf(host), 1);
    await expect.poll(async () => (await statusOf(standby)).following?.state).toBe('lost');

    const again = await serve('host', undefined, host.port);
    const back = await TestClient.connect(again.url);
    await back.call('session.act', { id, by: 'Ana', action: { type: 'clock.pause' } });
    await expect.poll(held, { timeout: 10_000 }).toBe(2);

    // Control revokes the standby: the host closes it, and its token no longer lets it in.
    const { consoles } = responseOf<ResponseOf<'hall.status'>>(await back.call('hall.status', {}));
    const paired = consoles.find((c) => c.role === 'standby');
    expect(paired).toBeDefined();
    await back.call('pairing.revoke', { id: paired!.id });
    await back.call('session.act', { id, by: 'Ana', action: { type: 'clock.start' } });
    await new Promise((wake) => setTimeout(wake, 2_500));
    expect((await statusOf(standby)).following?.state).not.toBe('following');
    expect(await held()).toBe(2);
    await back.close();
  });
});
