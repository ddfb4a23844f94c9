import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClientOptions } from 'ws';
import type { ResponseOf } from '../../../host/channels.ts';
import { startServer, type RunningServer } from '../../../host/server.ts';
import { responseOf, TestClient } from './ws-test-client.ts';

let root: string;
let server: RunningServer;
const clients: TestClient[] = [];
const logged: string[] = [];

async function connect(options?: ClientOptions) {
  const client = await TestClient.connect(server.url, options);
  clients.push(client);
  return client;
}

interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(url: string, method = 'GET'): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const INDEX_HTML =
  '<!doctype html><title>Lodestar</title><script type="module" src="./assets/app-1a2b.js"></script>';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lodestar-server-'));
  const rendererDir = path.join(root, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(rendererDir, 'assets', 'app-1a2b.js'), 'export {};\n');
  server = await startServer({
    dataDir: path.join(root, 'data'),
    port: 0,
    rendererDir,
    log: (line) => logged.push(line),
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('lodestar serve: HTTP', { timeout: 15_000 }, () => {
  it('listens on loopback on the port it was given (0 = any free one)', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('answers /health', async () => {
    const res = await get(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true });
  });

  it('serves index.html with a strict CSP, nosniff and no caching', async () => {
    const res = await get(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves hashed assets as immutable, with the same security headers', async () => {
    const res = await get(`${server.url}/assets/app-1a2b.js`);
    expect(res.status).toBe(200);
    expect(res.body).toBe('export {};\n');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to index.html for app routes, but not for missing files', async () => {
    const route = await get(`${server.url}/scenarios/harbour-night`);
    expect(route.status).toBe(200);
    expect(route.body).toBe(INDEX_HTML);
    expect(route.headers['cache-control']).toBe('no-store');

    const missing = await get(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await get(`${server.url}/`, 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers 503 with a one-line explanation when the renderer is not built', async () => {
    const empty = path.join(root, 'not-built');
    mkdirSync(empty);
    const bare = await startServer({
      dataDir: path.join(root, 'data-2'),
      port: 0,
      rendererDir: empty,
    });
    try {
      const res = await get(`${bare.url}/`);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body.trimEnd().split('\n')).toHaveLength(1);
      expect(res.body).toContain('run npm run build:renderer');
      expect((await get(`${bare.url}/health`)).status).toBe(200);

      // Built while the server runs: the next request is served.
      writeFileSync(path.join(empty, 'index.html'), INDEX_HTML);
      expect((await get(`${bare.url}/`)).body).toBe(INDEX_HTML);

      // Rebuilt with new hashed names: the new files are found without a restart.
      mkdirSync(path.join(empty, 'assets'));
      writeFileSync(path.join(empty, 'assets', 'app-9f9f.js'), 'export const v = 2;\n');
      const index = path.join(empty, 'index.html');
      writeFileSync(index, INDEX_HTML.replace('app-1a2b', 'app-9f9f'));
      const later = new Date(Date.now() + 5000);
      utimesSync(index, later, later);
      expect((await get(`${bare.url}/assets/app-9f9f.js`)).body).toBe('export const v = 2;\n');
    } finally {
      await bare.close();
    }
  });

  it('refuses to start on a port that is taken, saying so', async () => {
    await expect(
      startServer({ dataDir: path.join(root, 'data-3'), port: server.port, rendererDir: root }),
    ).rejects.toThrow(`port ${server.port} on 127.0.0.1 is already in use`);
  });
});

describe('lodestar serve: WebSocket', { timeout: 15_000 }, () => {
  it('answers calls on several channels through the channel table', async () => {
    const client = await connect();
    const list = responseOf<ResponseOf<'library.list'>>(await client.call('library.list', {}));
    expect(list.dataDir).toBe(path.join(root, 'data'));
    const before = list.scenarios.length;

    const templates = responseOf<ResponseOf<'library.templates'>>(
      await client.call('library.templates', {}),
    );
    expect(templates.length).toBeGreaterThan(0);

    const created = responseOf<ResponseOf<'scenario.create'>>(
      await client.call('scenario.create', { title: 'Harbour Night' }),
    );
    expect(created.title).toBe('Harbour Night');

    const { scenario } = responseOf<ResponseOf<'scenario.get'>>(
      await client.call('scenario.get', { id: created.id }),
    );
    scenario.meta.description = 'Fog over the docks';
    const saved = responseOf<ResponseOf<'scenario.save'>>(
      await client.call('scenario.save', { id: created.id, scenario }),
    );
    expect(saved.id).toBe(created.id);

    const exported = responseOf<ResponseOf<'scenario.export'>>(
      await client.call('scenario.export', { id: created.id }),
    );
    expect(JSON.parse(exported.text).meta.description).toBe('Fog over the docks');

    const after = responseOf<ResponseOf<'library.list'>>(await client.call('library.list', {}));
    expect(after.scenarios).toHaveLength(before + 1);
  });

  it('answers a request that fails validation with bad-request and its JSON paths', async () => {
    const client = await connect();
    const badId = await client.call('scenario.get', { id: 'Not An Id!' });
    expect(badId).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(!badId.ok && badId.error.problems?.map((p) => p.path)).toEqual(['$.id']);

    const created = responseOf<ResponseOf<'scenario.create'>>(
      await client.call('scenario.create', { title: 'Lighthouse' }),
    );
    const { scenario } = responseOf<ResponseOf<'scenario.get'>>(
      await client.call('scenario.get', { id: created.id }),
    );
    const badSave = await client.call('scenario.save', {
      id: created.id,
      scenario: { ...scenario, meta: { ...scenario.meta, title: '' } },
    });
    expect(badSave.ok).toBe(false);
    expect(!badSave.ok && badSave.error.problems?.map((p) => p.path)).toContain(
      '$.scenario.meta.title',
    );

    const unknown = await client.call('scenario.explode', {});
    expect(unknown).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(!unknown.ok && unknown.error.message).toContain('unknown channel');

    const missing = await client.call('scenario.get', { id: 'no-such-scenario' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('answers malformed frames with bad-request and keeps the connection', async () => {
    const client = await connect();
    const notJson = await client.sendRaw('{"type":"call",');
    expect(notJson).toMatchObject({ type: 'reply', id: -1, reply: { ok: false } });
    expect(!notJson.reply.ok && notJson.reply.error).toMatchObject({
      code: 'bad-request',
      message: expect.stringContaining('not valid JSON'),
    });

    const noChannel = await client.sendRaw(JSON.stringify({ type: 'call', id: 41 }));
    expect(noChannel.id).toBe(41);
    expect(!noChannel.reply.ok && noChannel.reply.error.code).toBe('bad-request');
    expect(!noChannel.reply.ok && noChannel.reply.error.problems?.map((p) => p.path)).toContain(
      '$.channel',
    );

    for (const raw of ['[1,2]', 'null', '"call"', JSON.stringify({ type: 'call', id: 1.5 })]) {
      const reply = await client.sendRaw(raw);
      expect(reply.id, raw).toBe(-1);
      expect(!reply.reply.ok && reply.reply.error.code, raw).toBe('bad-request');
    }
    const binary = await client.sendRaw(Buffer.from([0xde, 0xad]));
    expect(!binary.reply.ok && binary.reply.error.message).toContain('binary');

    // Still connected and answering.
    expect((await client.call('library.templates', {})).ok).toBe(true);
  });

  it('applies the calls of one connection in the order they were sent', async () => {
    const client = await connect();
    const created = responseOf<ResponseOf<'scenario.create'>>(
      await client.call('scenario.create', { title: 'Ordered' }),
    );
    const { scenario } = responseOf<ResponseOf<'scenario.get'>>(
      await client.call('scenario.get', { id: created.id }),
    );
    // Sent back to back without waiting: the last one sent must be what stays on disk.
    const saves = Array.from({ length: 8 }, (_, i) =>
      client.call('scenario.save', {
        id: created.id,
        scenario: { ...scenario, meta: { ...scenario.meta, description: `draft ${i}` } },
      }),
    );
    expect((await Promise.all(saves)).every((reply) => reply.ok)).toBe(true);
    const after = responseOf<ResponseOf<'scenario.get'>>(
      await client.call('scenario.get', { id: created.id }),
    );
    expect(after.scenario.meta.description).toBe('draft 7');
  });

  it('pushes library.changed to every client after a save', async () => {
    const writer = await connect();
    const watcher = await connect();
    const created = responseOf<ResponseOf<'scenario.create'>>(
      await writer.call('scenario.create', { title: 'Watched' }),
    );
    const { scenario } = responseOf<ResponseOf<'scenario.get'>>(
      await writer.call('scenario.get', { id: created.id }),
    );
    watcher.events.length = 0;
    await writer.call('scenario.save', { id: created.id, scenario });
    const event = await watcher.waitForEvent(
      (e) =>
        e.event === 'library.changed' &&
        String((e.payload as { reason: string }).reason).includes(created.id),
    );
    expect(event.payload).toEqual({ reason: expect.any(String) });
  });

  it('refuses a connection from a foreign Origin and accepts its own', async () => {
    await expect(connect({ origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(connect({ origin: `http://localhost:${server.port + 1}` })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect({ origin: 'null' })).rejects.toThrow('HTTP 403');
    const own = await connect({ origin: server.url });
    expect((await own.call('library.templates', {})).ok).toBe(true);
  });

  it('refuses a page that reached it through a foreign name (DNS rebinding)', async () => {
    const name = `rebound.example:${server.port}`;
    await expect(connect({ origin: `http://${name}`, headers: { Host: name } })).rejects.toThrow(
      'HTTP 403',
    );
    expect(logged.at(-1)).toContain(`Origin "http://${name}" is not a name of this machine`);
  });

  it('has no WebSocket anywhere but /ws', async () => {
    const { WebSocket } = await import('ws');
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(404);
  });
});

describe('lodestar serve: close()', { timeout: 15_000 }, () => {
  it('disconnects clients and stops listening', async () => {
    const own = await startServer({
      dataDir: path.join(root, 'data-4'),
      port: 0,
      rendererDir: root,
    });
    const client = await TestClient.connect(own.url);
    const closed = new Promise((resolve) => client.socket.once('close', resolve));
    await own.close();
    await closed;
    await expect(get(`${own.url}/health`)).rejects.toThrow(/ECONNREFUSED/);
    await own.close(); // twice is harmless
  });
});
