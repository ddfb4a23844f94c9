import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventOf, ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { applyJsonPatch } from '../../../session/json-patch.ts';
import { timedScenario } from './session-fixtures.ts';
import { responseOf, TestClient } from './ws-test-client.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-session-server-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Lodestar</title>');
  server = await startServer({ dataDir: path.join(root, 'data'), port: 0, rendererDir });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

async function newSession(client: TestClient): Promise<string> {
  const { summary } = responseOf<ResponseOf<'scenario.import'>>(
    await client.call('scenario.import', {
      fileName: 'harbour.lodestar.json',
      text: serializeScenario(timedScenario()),
    }),
  );
  return responseOf<ResponseOf<'session.create'>>(
    await client.call('session.create', { scenarioId: summary.id, facilitator: 'Ana' }),
  ).id;
}

describe('lodestar serve: sessions over WebSocket', { timeout: 20_000 }, () => {
  it('pushes session.updated to every client after each durable action', async () => {
    const console1 = await TestClient.connect(server.url);
    const display = await TestClient.connect(server.url);
    try {
      const id = await newSession(console1);
      await display.waitForEvent(
        (e) =>
          e.event === 'sessions.changed' &&
          (e.payload as { reason: string }).reason === `created ${id}`,
      );
      const reply = responseOf<ResponseOf<'session.act'>>(
        await console1.call('session.act', { id, by: 'Ana', action: { type: 'clock.start' } }),
      );
      const pushed = await display.waitForEvent((e) => e.event === 'session.updated');
      const payload = pushed.payload as EventOf<'session.updated'>;
      expect(payload.id).toBe(id);
      expect(payload.lines).toEqual(reply.lines);
      // The display never opened the session: its first patch replaces the whole state.
      expect(applyJsonPatch(null, payload.patch)).toEqual(reply.state);
      expect(payload.undoLabel).toBe(reply.undoLabel);
      // The acting console hears it too (another tab of the same console stays in step).
      await console1.waitForEvent((e) => e.event === 'session.updated');

      // A display opening later gets the same state from session.open.
      const opened = responseOf<ResponseOf<'session.open'>>(
        await display.call('session.open', { id }),
      );
      expect(opened.state).toEqual(reply.state);
    } finally {
      await console1.close();
      await display.close();
    }
  });

  it('announces archiving to the session list', async () => {
    const client = await TestClient.connect(server.url);
    try {
      const id = await newSession(client);
      await client.call('session.archive', { id, archived: true });
      await client.waitForEvent(
        (e) =>
          e.event === 'sessions.changed' &&
          (e.payload as { reason: string }).reason === `archived ${id}`,
      );
    } finally {
      await client.close();
    }
  });

  it('serves the app page at /display for the projector', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/display?session=x`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });
});
