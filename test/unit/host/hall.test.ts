import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { lanAddresses } from '../../../host/lan-listener.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { connectTeam, responseOf, TestClient } from './ws-test-client.ts';

/**
 * The hall over the real WebSocket: who may connect as what (Control only from this machine's
 * own page; consoles and scripts pair with a code; team screens by key), what each may call,
 * and LAN mode reached through this machine's own network address (a real non-loopback peer).
 */

let root: string;
let dataDir: string;
let server: RunningServer;
let control: TestClient;
let sessionId: string;
let otherSessionId: string;
const logged: string[] = [];
const clients: TestClient[] = [];

const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const ok = async <T>(client: TestClient, channel: string, request: unknown): Promise<T> =>
  responseOf<T>(await client.call(channel, request));
/** A client without Origin, as the CLI or a script connects: unpaired. */
async function bare(url = server.url): Promise<TestClient> {
  const client = await TestClient.connect(url, { origin: undefined });
  clients.push(client);
  return client;
}
async function paired(name: string, role: 'facilitator' | 'standby' = 'facilitator') {
  const { code } = await server.pairing.issue(sessionId, role);
  const client = await bare();
  const claimed = await ok<ResponseOf<'pairing.claim'>>(client, 'pairing.claim', { code, name });
  return { client, token: claimed.token };
}
const closed = (client: TestClient) =>
  new Promise<void>((resolve) => {
    if (client.socket.readyState === client.socket.CLOSED) resolve();
    else client.socket.once('close', () => resolve());
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-hall-'));
  dataDir = path.join(root, 'data');
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir, port: 0, rendererDir, log: (l) => logged.push(l) });
  control = await TestClient.connect(server.url);
  const scenarioId = (
    await ok<ResponseOf<'scenario.import'>>(control, 'scenario.import', {
      fileName: 'ssw.lodestar.json',
      text: serializeScenario(ssw),
    })
  ).summary.id;
  const create = (title: string) =>
    ok<ResponseOf<'session.create'>>(control, 'session.create', {
      scenarioId,
      facilitator: 'Control',
      title,
    });
  sessionId = (await create('Tonight')).id;
  otherSessionId = (await create('Another night')).id;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('who may connect as what', { timeout: 30_000 }, () => {
  it('a client without Origin is unpaired: it may only pair, and hears nothing', async () => {
    const script = await bare();
    expect(await ok(script, 'hall.whoami', {})).toEqual({
      kind: 'unpaired',
      name: null,
      sessionId: null,
    });
    for (const [channel, request] of [
      ['session.list', {}],
      ['session.open', { id: sessionId }],
      ['library.list', {}],
      ['pairing.issue', { sessionId }],
    ] as const) {
      const reply = await script.call(channel, request);
      expect(reply, channel).toMatchObject({
        ok: false,
        error: { code: 'forbidden', message: expect.stringContaining('pair') },
      });
    }
    await ok(control, 'session.act', {
      id: sessionId,
      by: 'Control',
      action: { type: 'clock.start' },
    });
    await control.waitForEvent((e) => e.event === 'session.updated');
    expect(script.events).toEqual([]);
  });

  it('a wrong code is refused with a clear message; five wrong codes close the connection', async () => {
    const guesser = await bare();
    const reply = await guesser.call('pairing.claim', { code: 'AAAAAA', name: 'Eve' });
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('wrong, expired') },
    });
    for (let i = 0; i < 4; i++)
      await guesser.call('pairing.claim', { code: 'AAAAAA', name: 'Eve' });
    await closed(guesser);
  });

  it('a paired console acts under its paired name, in its session only, never on the library or the hall', async () => {
    const { client: ana } = await paired('Ana');
    expect(await ok(ana, 'hall.whoami', {})).toEqual({
      kind: 'facilitator',
      name: 'Ana',
      sessionId,
    });
    const acted = await ok<ResponseOf<'session.act'>>(ana, 'session.act', {
      id: sessionId,
      by: 'Control',
      action: { type: 'announce.post', text: 'Fleet jumps in 5' },
    });
    expect(acted.lines.map((l) => l.by)).toEqual(['Ana']);
    expect(await ana.call('session.open', { id: otherSessionId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining(sessionId) },
    });
    for (const [channel, request] of [
      ['library.list', {}],
      ['scenario.delete', { id: 'so-say-we-all' }],
      ['session.create', { scenarioId: 'x', facilitator: 'Ana' }],
      ['pairing.issue', { sessionId }],
      ['pairing.revoke', { id: 'x' }],
      ['hall.status', {}],
      ['hall.lan', { on: true }],
      ['hall.teamKey', { sessionId, teamId: 'prosecutor' }],
    ] as const) {
      expect(await ana.call(channel, request), channel).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });

  it('a token resumes after a reconnect; revoking the console closes it and the token stops working', async () => {
    const { client: bo, token } = await paired('Bo');
    await bo.close();
    const again = await bare();
    expect(await ok(again, 'pairing.resume', { token })).toEqual({
      sessionId,
      name: 'Bo',
      role: 'facilitator',
    });
    const status = await ok<ResponseOf<'hall.status'>>(control, 'hall.status', {});
    const listed = status.connections.find((c) => c.name === 'Bo');
    expect(listed).toMatchObject({
      kind: 'facilitator',
      address: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(status.consoles.map((c) => c.name)).toContain('Bo');
    await ok(control, 'pairing.revoke', { id: listed!.consoleId });
    await closed(again);
    const third = await bare();
    expect(await third.call('pairing.resume', { token })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining('no longer paired') },
    });
    expect(logged.join('\n')).not.toContain(token);
  });

  it('a revoked code cannot be claimed', async () => {
    const issued = await ok<ResponseOf<'pairing.issue'>>(control, 'pairing.issue', { sessionId });
    expect(issued.code).toMatch(/^[A-Z2-9]{6}$/);
    await ok(control, 'pairing.revoke', { id: issued.id });
    const late = await bare();
    expect(await late.call('pairing.claim', { code: issued.code, name: 'Cy' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });

  it('a standby host reads the whole session but never acts', async () => {
    const { client: standby } = await paired('Standby', 'standby');
    expect(await ok(standby, 'hall.whoami', {})).toMatchObject({ kind: 'standby' });
    const opened = await ok<ResponseOf<'session.open'>>(standby, 'session.open', { id: sessionId });
    expect(opened.header.seed).toEqual(expect.any(String)); // Control's view: the seed too
    expect(
      await standby.call('session.act', {
        id: sessionId,
        by: 'Standby',
        action: { type: 'clock.pause' },
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('a screen cannot pair nor call any channel of the hall, and nothing changes', async () => {
    const display = await TestClient.connect(server.url, { origin: undefined }, 'display');
    clients.push(display);
    const { code } = await server.pairing.issue(sessionId, 'facilitator');
    for (const [channel, request] of [
      ['pairing.claim', { code, name: 'Projector' }],
      ['pairing.resume', { token: 'x'.repeat(43) }],
      ['pairing.issue', { sessionId }],
      ['pairing.revoke', { id: 'x' }],
      ['hall.status', {}],
      ['hall.lan', { on: true }],
      ['hall.teamKey', { sessionId, teamId: 'prosecutor', reissue: true }],
    ] as const) {
      expect(await display.call(channel, request), channel).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    // The code was not used up by the screen's attempt.
    const console = await bare();
    expect((await console.call('pairing.claim', { code, name: 'Dee' })).ok).toBe(true);
    expect(server.lan.status().on).toBe(false);
  });

  it('a team screen needs its key; another key or a re-issued one is refused at the upgrade', async () => {
    const url = server.url;
    const red = await ok<{ key: string }>(control, 'hall.teamKey', {
      sessionId,
      teamId: 'prosecutor',
    });
    const blue = await ok<{ key: string }>(control, 'hall.teamKey', {
      sessionId,
      teamId: 'refinery-ship-1',
    });
    const refused = (query: Record<string, string>) =>
      expect(
        TestClient.connect(url, { origin: undefined }, 'team:prosecutor', query),
      ).rejects.toThrow('HTTP 403');
    await refused({});
    await refused({ session: sessionId, key: blue.key });
    await refused({ session: otherSessionId, key: red.key });
    expect(logged.at(-1)).toContain('wrong or revoked key for team prosecutor');
    expect(logged.join('\n')).not.toContain(red.key);
    const team = await connectTeam(url, control, sessionId, 'prosecutor');
    clients.push(team);
    expect(await ok(team, 'hall.whoami', {})).toMatchObject({ kind: 'team', sessionId });
    expect(await team.call('session.open', { id: otherSessionId })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    await ok(control, 'hall.teamKey', { sessionId, teamId: 'prosecutor', reissue: true });
    await refused({ session: sessionId, key: red.key });
    expect(await control.call('hall.teamKey', { sessionId, teamId: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('no client can name a file outside the data folder', async () => {
    const before = readdirSync(root).sort();
    for (const fileName of [
      '../../evil.lodestar.json',
      '/etc/passwd',
      '..',
      'a/../../b.lodestar.json',
    ])
      expect((await control.call('library.openBackup', { fileName })).ok, fileName).toBe(false);
    for (const trashId of ['../../x', '../data/scenarios/so-say-we-all', 'a/b.c'])
      expect((await control.call('scenario.restore', { trashId })).ok, trashId).toBe(false);
    // The import's file name is only ever a label: the file is named after the title.
    const imported = await ok<ResponseOf<'scenario.import'>>(control, 'scenario.import', {
      fileName: '../../outside.lodestar.json',
      text: serializeScenario(ssw),
    });
    expect(imported.summary.fileName).not.toContain('/');
    expect(readdirSync(root).sort()).toEqual(before);
    expect(existsSync(path.join(root, 'outside.lodestar.json'))).toBe(false);
  });
});

describe('LAN mode', { timeout: 30_000 }, () => {
  const address = lanAddresses()[0];

  it.skipIf(address === undefined)(
    'serves this machine’s network address on demand, where nobody is Control, and stops again',
    async () => {
      const lan = await ok<ResponseOf<'hall.lan'>>(control, 'hall.lan', { on: true });
      const lanUrl = `http://${address}:${server.port}`;
      expect(lan).toMatchObject({ on: true, error: null });
      expect(lan.urls).toContain(lanUrl);
      // The very page of the host, from a peer that is not loopback: not Control.
      const page = await TestClient.connect(lanUrl, { origin: lanUrl });
      clients.push(page);
      expect(await ok(page, 'hall.whoami', {})).toMatchObject({ kind: 'unpaired' });
      expect((await page.call('session.list', {})).ok).toBe(false);
      // Even claiming the loopback Origin does not make it Control.
      const forged = await TestClient.connect(lanUrl, {
        origin: `http://127.0.0.1:${server.port}`,
        headers: { Host: `127.0.0.1:${server.port}` },
      });
      clients.push(forged);
      expect(await ok(forged, 'hall.whoami', {})).toMatchObject({ kind: 'unpaired' });
      await expect(TestClient.connect(lanUrl, { origin: 'http://evil.example' })).rejects.toThrow(
        'HTTP 403',
      );
      await expect(
        TestClient.connect(lanUrl, {
          origin: 'http://rebound.example',
          headers: { Host: 'rebound.example' },
        }),
      ).rejects.toThrow('HTTP 403');
      const listed = (await ok<ResponseOf<'hall.status'>>(control, 'hall.status', {})).connections;
      expect(listed.some((c) => c.address.endsWith(address ?? '?'))).toBe(true);

      const off = await ok<ResponseOf<'hall.lan'>>(control, 'hall.lan', { on: false });
      expect(off).toMatchObject({ on: false, urls: [] });
      await closed(page);
      await expect(TestClient.connect(lanUrl, { origin: lanUrl })).rejects.toThrow();
    },
  );
});
