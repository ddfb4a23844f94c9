import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionFollower } from '../../../session/projection-follower.ts';
import type { SessionState } from '../../../session/types.ts';
import { HOST_CLOSE, type EventOf, type ResponseOf } from '../../../host/channels.ts';
import { startServer, type ConnectionLimits, type RunningServer } from '../../../host/server.ts';
import { connectTeam, responseOf, TestClient } from './ws-test-client.ts';

/**
 * What a LAN client receives after each action (patches of its projection, resyncs when one
 * is missed) and what one client may cost the host (its send buffer, its call rate).
 */

const roots: string[] = [];
const servers: RunningServer[] = [];
const logs: string[] = [];

async function serve(limits: Partial<ConnectionLimits> = {}): Promise<RunningServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'lodestar-lan-'));
  roots.push(root);
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  const server = await startServer({
    dataDir: path.join(root, 'data'),
    port: 0,
    rendererDir,
    limits,
    log: (message) => logs.push(message),
  });
  servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function soSayWeAll(console1: TestClient): Promise<string> {
  const scenario = responseOf<{ id: string }>(
    await console1.call('scenario.create', { templateId: 'so-say-we-all' }),
  );
  return responseOf<{ id: string }>(
    await console1.call('session.create', { scenarioId: scenario.id, facilitator: 'Ana' }),
  ).id;
}

const act = async (client: TestClient, id: string, action: Record<string, unknown>) =>
  responseOf<ResponseOf<'session.act'>>(
    await client.call('session.act', { id, by: 'Ana', action }),
  );

const updatesOf = (client: TestClient) =>
  client.events
    .filter((e) => e.event === 'session.updated')
    .map((e) => e.payload as EventOf<'session.updated'>);

describe('session updates over the WebSocket', { timeout: 30_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await serve();
  });

  it('sends a screen the change to its projection, which it applies and checks', async () => {
    const control = await TestClient.connect(server.url);
    const id = await soSayWeAll(control);
    const team = await connectTeam(server.url, control, id, 'prosecutor');
    try {
      const opened = responseOf<ResponseOf<'session.open'>>(
        await team.call('session.open', { id }),
      );
      const follower = new ProjectionFollower<SessionState>();
      follower.opened(opened.state);
      await act(control, id, { type: 'clock.start' });
      await act(control, id, { type: 'clock.adjust', seconds: 60 });
      // However many automations clock.start set off: the head is what Control now holds.
      const head = responseOf<ResponseOf<'session.open'>>(
        await control.call('session.open', { id }),
      ).state.seq;
      const updates = await (async () => {
        await team.waitForEvent((e) => (e.payload as { seq?: number }).seq === head);
        return updatesOf(team);
      })();
      // clock.start, the automations it triggered and the adjustment, with no gap: entries
      // that change nothing this team sees may come folded into the next update.
      expect(updates[0]?.fromSeq).toBe(1);
      expect(updates.at(-1)?.seq).toBe(head);
      updates.slice(1).forEach((u, i) => expect(u.fromSeq).toBe((updates[i]?.seq ?? 0) + 1));
      for (const update of updates) {
        expect(update.patch.every((op) => op.path !== '')).toBe(true);
        expect(JSON.stringify(update).length).toBeLessThan(JSON.stringify(opened.state).length / 4);
        expect(follower.receive(update).kind).toBe('applied');
      }
      const now = responseOf<ResponseOf<'session.open'>>(await team.call('session.open', { id }));
      expect(follower.state).toEqual(now.state);
    } finally {
      await control.close();
      await team.close();
    }
  });

  it('a client that missed an update sees the gap and resyncs with session.open', async () => {
    const control = await TestClient.connect(server.url);
    const display = await TestClient.connect(server.url, undefined, 'display');
    try {
      const id = await soSayWeAll(control);
      const follower = new ProjectionFollower<SessionState>();
      follower.opened(
        responseOf<ResponseOf<'session.open'>>(await display.call('session.open', { id })).state,
      );
      await act(control, id, { type: 'clock.start' });
      await act(control, id, { type: 'clock.adjust', seconds: 60 });
      await act(control, id, { type: 'clock.adjust', seconds: 30 });
      const head = responseOf<ResponseOf<'session.open'>>(
        await control.call('session.open', { id }),
      ).state.seq;
      await display.waitForEvent((e) => (e.payload as { seq?: number }).seq === head);
      const updates = updatesOf(display);
      const lost = updates[0];
      const next = updates.at(-1);
      expect(updates.length).toBeGreaterThan(1);
      expect(lost).toBeDefined();
      const outcome = follower.receive(next!); // the first one never arrived
      expect(outcome).toMatchObject({ kind: 'resync', reason: /missed/ });
      follower.opening();
      const again = responseOf<ResponseOf<'session.open'>>(
        await display.call('session.open', { id }),
      );
      expect(follower.opened(again.state).kind).toBe('applied');
      expect(follower.seq).toBe(head);
    } finally {
      await control.close();
      await display.close();
    }
  });
});

describe('limits per connection', { timeout: 60_000 }, () => {
  it('refuses calls over the rate as rate-limited, and does none of them', async () => {
    const server = await serve({ callBurst: 4, callsPerSecond: 0.5 });
    const control = await TestClient.connect(server.url);
    try {
      const id = await soSayWeAll(control); // two calls of the four
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          control.call('session.act', {
            id,
            by: 'Ana',
            action: { type: 'session.note', text: `note ${i}` },
          }),
        ),
      );
      const refused = replies.filter((r) => !r.ok);
      expect(refused.length).toBeGreaterThanOrEqual(4);
      for (const reply of refused)
        expect(reply).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
      const done = replies.length - refused.length;
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // a token comes back
      const opened = responseOf<ResponseOf<'session.open'>>(
        await control.call('session.open', { id }),
      );
      expect(opened.state.seq).toBe(done);
    } finally {
      await control.close();
    }
  });

  it('drops a client that stops reading, with a clear close code, before it holds much', async () => {
    const cap = 256 * 1024;
    const server = await serve({ sendBufferBytes: cap, callBurst: 10_000, callsPerSecond: 10_000 });
    const control = await TestClient.connect(server.url);
    const slow = await TestClient.connect(server.url, undefined, 'display');
    try {
      const id = await soSayWeAll(control);
      // The ws client's TCP socket, paused: nothing more is read from the host.
      const tcp = (slow.socket as unknown as { _socket: Socket })._socket;
      tcp.pause();
      const closed = new Promise<number>((resolve) => slow.socket.once('close', resolve));
      // Each open answers with the whole state (~30 KB): far more than the cap plus what the
      // kernel buffers on loopback.
      const frame = JSON.stringify({
        type: 'call',
        id: 1,
        channel: 'session.open',
        request: { id },
      });
      for (let i = 0; i < 2_000; i += 1) slow.socket.send(frame);
      const deadline = Date.now() + 30_000;
      while (!logs.some((line) => line.startsWith('dropped a client')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const dropped = logs.find((line) => line.startsWith('dropped a client'));
      expect(dropped).toBeDefined();
      // It was dropped once its buffer passed the cap, not after everything was queued.
      const waiting = Number(/\((\d+) bytes waiting\)/.exec(dropped!)?.[1]);
      expect(waiting).toBeGreaterThan(cap);
      expect(waiting).toBeLessThan(cap + 200 * 1024);
      tcp.resume();
      expect([HOST_CLOSE.tooSlow.code, 1006]).toContain(await closed);
      // The host still answers everyone else.
      await act(control, id, { type: 'clock.start' });
    } finally {
      await control.close();
      slow.socket.terminate();
    }
  });
});
