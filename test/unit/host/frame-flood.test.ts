import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../../host/channels.ts';
import { SMALL_FRAME_BYTES } from '../../../host/frame-limits.ts';
import { DEFAULT_LIMITS, startServer, type RunningServer } from '../../../host/server.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { RawSocket } from './raw-ws-client.ts';
import { responseOf, TestClient } from './ws-test-client.ts';

/**
 * A flood of large frames from clients that have not paired, over the real WebSocket on
 * loopback: one device may hold only so many sockets; a socket that has not paired (or a
 * screen) is closed at the header of a frame over a few KB, before its payload is read; and
 * Control's calls made meanwhile are answered (their latency is printed).
 */

let root: string;
let server: RunningServer;
let control: TestClient;
let sessionId: string;
const clients: TestClient[] = [];
const FLOOD_BYTES = 15 * 1024 * 1024;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-flood-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir: path.join(root, 'data'), port: 0, rendererDir });
  control = await TestClient.connect(server.url);
  clients.push(control);
  const ssw = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await control.call('scenario.import', {
      fileName: 'ssw.lodestar.json',
      text: serializeScenario(ssw),
    }),
  );
  sessionId = responseOf<ResponseOf<'session.create'>>(
    await control.call('session.create', { scenarioId: summary.id, facilitator: 'Control' }),
  ).id;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** Resolves once `test` holds, asking again after each of the host's answers. */
async function until(test: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await responseOf(await control.call('hall.whoami', {}));
  }
}

describe('a flood of large frames from unpaired clients', { timeout: 60_000 }, () => {
  it('caps the sockets of one device, closes each at its first large frame, and Control still answers', async () => {
    const cap = DEFAULT_LIMITS.connectionsPerAddress;
    const sockets = await Promise.all(
      Array.from({ length: cap + 8 }, () => RawSocket.open(server.url, '127.0.0.1')),
    );
    const statuses = sockets.map((s) => s.status);
    expect(statuses.filter((s) => s === 101)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    const open = sockets.filter((s) => s.status === 101);
    for (const refused of sockets.filter((s) => s.status !== 101)) refused.close();

    // Every open socket says it sends 15 MB; meanwhile Control lists the sessions.
    const floods = Promise.all(open.map((socket) => socket.flood(FLOOD_BYTES)));
    const latencies: number[] = [];
    let flooding = true;
    void floods.finally(() => (flooding = false));
    do {
      const asked = performance.now();
      const listed = responseOf<ResponseOf<'session.list'>>(await control.call('session.list', {}));
      latencies.push(performance.now() - asked);
      expect(listed.sessions.map((s) => s.id)).toContain(sessionId);
    } while (flooding || latencies.length < 3);
    const outcomes = await floods;
    console.log(
      `Control's session.list during a flood of ${open.length} sockets × 15 MB: ` +
        `${latencies.length} calls, worst ${Math.max(...latencies).toFixed(1)} ms, ` +
        `first ${latencies[0]?.toFixed(1)} ms; payload sent before each was closed: ` +
        `at most ${(Math.max(...outcomes.map((o) => o.sent)) / 1024 / 1024).toFixed(1)} MB`,
    );
    // Closed as a message too big (1009), and never read to its end.
    for (const outcome of outcomes) {
      expect(outcome.closeCode).toBe(1009);
      expect(outcome.sent).toBeLessThan(FLOOD_BYTES);
    }
    // Loose, as the suite may run beside other work; a flood read whole stalled it 12 s.
    expect(Math.max(...latencies)).toBeLessThan(8_000);

    // Their sockets gone, the device may connect again.
    await until(async () => {
      const again = await RawSocket.open(server.url, '127.0.0.1');
      again.close();
      return again.status === 101;
    }, 'the flood sockets to be let go');
  });

  it('closes a screen or an unpaired client that sends more than a few KB, and lets a paired console send large calls', async () => {
    const padding = 'x'.repeat(SMALL_FRAME_BYTES * 4);
    const large = { id: sessionId, padding };
    for (const viewer of [undefined, 'display']) {
      const client = await TestClient.connect(
        server.url,
        { origin: undefined },
        viewer,
        viewer ? { session: sessionId } : {},
      );
      const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
      await expect(client.call('session.open', large)).rejects.toThrow('connection closed');
      expect(await closed).toBe(1009);
    }
    // Small calls from a screen still work.
    const display = await TestClient.connect(server.url, undefined, 'display', {
      session: sessionId,
    });
    clients.push(display);
    expect((await display.call('session.open', { id: sessionId })).ok).toBe(true);

    const { code } = await server.pairing.issue(sessionId, 'facilitator');
    const facilitator = await TestClient.connect(server.url, { origin: undefined });
    clients.push(facilitator);
    responseOf(await facilitator.call('pairing.claim', { code, name: 'Ana' }));
    // Once paired, the crew's limit: a call of 16 KB is answered.
    const opened = responseOf<ResponseOf<'session.open'>>(
      await facilitator.call('session.open', large),
    );
    expect(opened.summary.id).toBe(sessionId);
    // The host's own page looking as a facilitator is the crew from the start.
    const ownPage = await TestClient.connect(server.url, { origin: server.url }, 'facilitator');
    clients.push(ownPage);
    expect((await ownPage.call('session.open', large)).ok).toBe(true);
  });
});
