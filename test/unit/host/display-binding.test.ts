import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply, ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { connectTeam, responseOf, TestClient } from './ws-test-client.ts';

/**
 * Screens see one session: a display is bound to the session its link names, a team's screen
 * to its key's; neither lists the sessions. A display opened without a session follows the
 * running session that acted last, as the host picks it, and opens no other. Over the real
 * WebSocket, from clients without an Origin (as a LAN browser's page is not the host's own).
 */

let root: string;
let server: RunningServer;
let control: TestClient;
let tonight: string;
let another: string;
const clients: TestClient[] = [];

const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;

async function screen(viewer: string, query: Record<string, string> = {}): Promise<TestClient> {
  const client = await TestClient.connect(server.url, { origin: undefined }, viewer, query);
  clients.push(client);
  return client;
}

const refused = (reply: Reply, message: RegExp) =>
  expect(reply).toMatchObject({
    ok: false,
    error: { code: 'forbidden', message: expect.stringMatching(message) },
  });

async function act(id: string, action: Record<string, unknown>) {
  return responseOf<ResponseOf<'session.act'>>(
    await control.call('session.act', { id, by: 'Control', action }),
  );
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-display-binding-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir: path.join(root, 'data'), port: 0, rendererDir });
  control = await TestClient.connect(server.url);
  clients.push(control);
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await control.call('scenario.import', {
      fileName: 'ssw.lodestar.json',
      text: serializeScenario(ssw),
    }),
  );
  const create = async (title: string) =>
    responseOf<ResponseOf<'session.create'>>(
      await control.call('session.create', { scenarioId: summary.id, facilitator: 'C', title }),
    ).id;
  tonight = await create('Tonight');
  another = await create('Another night');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a display bound to its session', { timeout: 30_000 }, () => {
  it('opens its session, and is refused another session and the list, saying why', async () => {
    const display = await screen('display', { session: tonight });
    expect(responseOf(await display.call('hall.whoami', {}))).toEqual({
      kind: 'display',
      name: null,
      sessionId: tonight,
    });
    expect(responseOf(await display.call('session.followed', {}))).toEqual({ sessionId: tonight });
    expect((await display.call('session.open', { id: tonight })).ok).toBe(true);
    refused(
      await display.call('session.open', { id: another }),
      new RegExp(`shows session "${tonight}" only.*cannot open "${another}"`),
    );
    refused(await display.call('session.log', { id: another }), /cannot open/);
    refused(await display.call('session.list', {}), /cannot list the sessions/);
  });

  it('hears only its own session: no other session’s updates, no other session’s coming', async () => {
    const display = await screen('display', { session: tonight });
    responseOf(await display.call('session.open', { id: tonight }));
    await act(another, { type: 'clock.start' });
    await act(tonight, { type: 'clock.start' });
    await display.waitForEvent((e) => e.event === 'session.updated');
    const updated = display.events.filter((e) => e.event === 'session.updated');
    expect(updated.map((e) => (e.payload as { id: string }).id)).toEqual([tonight]);
    expect(display.events.map((e) => e.event)).not.toContain('sessions.changed');
  });

  it('a team’s screen does not list the sessions either', async () => {
    const team = await connectTeam(server.url, control, tonight, 'prosecutor');
    clients.push(team);
    refused(await team.call('session.list', {}), /screen \(team:prosecutor\) cannot list/);
    refused(await team.call('session.open', { id: another }), /shows session .* only/);
    expect((await team.call('session.open', { id: tonight })).ok).toBe(true);
  });

  it('the crew still lists: Control and a paired console', async () => {
    expect((await control.call('session.list', {})).ok).toBe(true);
    const { code } = await server.pairing.issue(tonight, 'facilitator');
    const paired = await TestClient.connect(server.url, { origin: undefined });
    clients.push(paired);
    responseOf(await paired.call('pairing.claim', { code, name: 'Ana' }));
    const listed = responseOf<ResponseOf<'session.list'>>(await paired.call('session.list', {}));
    expect(listed.sessions.map((s) => s.id).sort()).toEqual([tonight, another].sort());
  });
});

describe('a display opened without a session', { timeout: 30_000 }, () => {
  it('shows the running session that acted last, and may open no other', async () => {
    const display = await screen('display');
    await act(another, { type: 'announce.post', text: 'Another acts last', urgent: false });
    expect(responseOf(await display.call('session.followed', {}))).toEqual({ sessionId: another });
    expect((await display.call('session.open', { id: another })).ok).toBe(true);
    refused(
      await display.call('session.open', { id: tonight }),
      new RegExp(`follows the running session \\("${another}"\\): it cannot open "${tonight}"`),
    );
    refused(await display.call('session.list', {}), /cannot list the sessions/);

    // Tonight acts: it is now the one to follow, and the display hears it.
    const before = display.events.length;
    await act(tonight, { type: 'announce.post', text: 'Tonight acts last', urgent: false });
    await display.waitForEvent(
      (e) =>
        display.events.indexOf(e) >= before &&
        e.event === 'session.updated' &&
        (e.payload as { id: string }).id === tonight,
    );
    expect(responseOf(await display.call('session.followed', {}))).toEqual({ sessionId: tonight });
    expect((await display.call('session.open', { id: tonight })).ok).toBe(true);
    refused(await display.call('session.open', { id: another }), /follows the running session/);
  });

  it('hears that the sessions changed, without their names, and nothing of an ended one', async () => {
    const display = await screen('display');
    const control2 = await TestClient.connect(server.url);
    clients.push(control2);
    const { summary } = responseOf<ResponseOf<'scenario.import'>>(
      await control2.call('scenario.import', {
        fileName: 'ssw-2.lodestar.json',
        text: serializeScenario(ssw),
      }),
    );
    const third = responseOf<ResponseOf<'session.create'>>(
      await control2.call('session.create', { scenarioId: summary.id, facilitator: 'C' }),
    ).id;
    const changed = await display.waitForEvent((e) => e.event === 'sessions.changed');
    expect(JSON.stringify(changed.payload)).not.toContain(third);
    // The newest running session is the one to follow.
    expect(responseOf(await display.call('session.followed', {}))).toEqual({ sessionId: third });

    // Once ended, a session's updates are no longer what a following display shows.
    await act(third, { type: 'session.end' });
    await act(tonight, { type: 'announce.post', text: 'Still running', urgent: false });
    await display.waitForEvent(
      (e) => e.event === 'session.updated' && (e.payload as { id: string }).id === tonight,
    );
    const heard = display.events
      .filter((e) => e.event === 'session.updated')
      .map((e) => (e.payload as { id: string }).id);
    expect(heard).not.toContain(third);
  });
});
