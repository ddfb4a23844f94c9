import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../renderer/backend/backend.ts';
import type { ConnectionStatus } from '../../renderer/backend/connection.ts';
import {
  createWebSocketBackend,
  type WebSocketBackend,
  type WebSocketBackendOptions,
} from '../../renderer/backend/ws-backend.ts';
import { socketFactory } from './support/fake-socket.ts';
import { aquilaRiftSummary } from './support/scenario-summary.ts';

const summary = aquilaRiftSummary;

let factory: ReturnType<typeof socketFactory>;
let backend: WebSocketBackend;

function connect(options: WebSocketBackendOptions = {}) {
  backend = createWebSocketBackend('http://127.0.0.1:4790/ws', {
    createSocket: factory.create,
    ...options,
  });
  return backend;
}

/** Settles a promise now, to assert on it without awaiting forever. */
async function outcome<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

beforeEach(() => {
  factory = socketFactory();
});

afterEach(() => {
  backend?.close();
  vi.useRealTimers();
});

describe('WebSocket backend', () => {
  it('connects to the ws:// address of the page', () => {
    connect();
    expect(factory.current.url).toBe('ws://127.0.0.1:4790/ws');
  });

  it('sends a validated call frame and resolves with the reply that carries its id', async () => {
    connect();
    factory.current.open();
    const first = backend.call('scenario.rename', { id: 'aquila-rift', title: 'Renamed' });
    const second = backend.call('scenario.delete', { id: 'aquila-rift' });
    expect(factory.current.sent).toEqual([
      {
        type: 'call',
        id: 1,
        channel: 'scenario.rename',
        request: { id: 'aquila-rift', title: 'Renamed' },
      },
      { type: 'call', id: 2, channel: 'scenario.delete', request: { id: 'aquila-rift' } },
    ]);

    // Replies in the opposite order still reach the right callers.
    factory.current.receive({
      type: 'reply',
      id: 2,
      reply: { ok: true, response: { trashId: 't-1' } },
    });
    factory.current.receive({
      type: 'reply',
      id: 1,
      reply: { ok: true, response: { ...summary, title: 'Renamed' } },
    });
    expect(await second).toEqual({ trashId: 't-1' });
    expect((await first).title).toBe('Renamed');
  });

  it('refuses an invalid request before sending it', async () => {
    connect();
    factory.current.open();
    const result = await outcome(
      backend.call('scenario.rename', { id: 'Not An Id!', title: '' } as never),
    );
    expect(result.ok).toBe(false);
    const error = (result as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe('bad-request');
    expect(error.problems?.map((p) => p.path)).toEqual(['$.id', '$.title']);
    expect(factory.current.sent).toEqual([]);
  });

  it('turns a reply that breaks the channel schema into a BackendError naming the path', async () => {
    connect();
    factory.current.open();
    const call = backend.call('scenario.delete', { id: 'aquila-rift' });
    factory.current.receive({
      type: 'reply',
      id: factory.current.lastId(),
      reply: { ok: true, response: { trashId: 42 } },
    });
    const result = await outcome(call);
    const error = (result as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe('internal');
    expect(error.message).toContain('scenario.delete');
    expect(error.problems?.[0]?.path).toBe('$.trashId');
  });

  it('rejects a call whose reply frame is malformed', async () => {
    connect();
    factory.current.open();
    const call = backend.call('library.list', {});
    factory.current.receive({ type: 'reply', id: factory.current.lastId(), reply: { ok: 'yes' } });
    const error = ((await outcome(call)) as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect(error.message).toContain('malformed reply to library.list');
  });

  it("passes the host's error on as a BackendError with its problems", async () => {
    connect();
    factory.current.open();
    const call = backend.call('scenario.import', { fileName: 'bad.json', text: '{' });
    const hostError = {
      code: 'invalid',
      message: 'bad.json is not valid JSON',
      problems: [{ path: '$', message: 'the text ends too early' }],
    };
    factory.current.receive({
      type: 'reply',
      id: factory.current.lastId(),
      reply: { ok: false, error: hostError },
    });
    const error = ((await outcome(call)) as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect({ code: error.code, message: error.message, problems: error.problems }).toEqual(
      hostError,
    );
  });

  it('delivers valid events, drops invalid ones and ignores unknown ones', () => {
    connect();
    factory.current.open();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const changed = vi.fn();
    const unsubscribe = backend.on('library.changed', changed);

    factory.current.receive({ type: 'event', event: 'library.changed', payload: { reason: 'x' } });
    factory.current.receive({ type: 'event', event: 'library.changed', payload: { reason: 7 } });
    factory.current.receive({ type: 'event', event: 'from.the.future', payload: {} });
    factory.current.receive('not json at all');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith({ reason: 'x' });
    expect(warn).toHaveBeenCalledTimes(2);

    unsubscribe();
    factory.current.receive({ type: 'event', event: 'library.changed', payload: { reason: 'y' } });
    expect(changed).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('holds calls made before the connection opens and sends them once it does', async () => {
    connect();
    const call = backend.call('library.templates', {});
    expect(factory.current.sent).toEqual([]);
    factory.current.open();
    expect(factory.current.sent).toHaveLength(1);
    factory.current.receive({ type: 'reply', id: 1, reply: { ok: true, response: [] } });
    expect(await call).toEqual([]);
  });

  it('reconnects with growing delays, reporting its status, and sends waiting calls', async () => {
    vi.useFakeTimers();
    const statuses: ConnectionStatus[] = [];
    connect({ reconnectDelayMs: { initial: 100, max: 400 } });
    backend.onStatus((status) => statuses.push(status));
    factory.current.open();
    factory.current.drop();
    expect(backend.status).toBe('reconnecting');

    const call = backend.call('library.templates', {});
    await vi.advanceTimersByTimeAsync(99);
    expect(factory.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory.sockets).toHaveLength(2);

    factory.current.drop(); // the host is still down
    await vi.advanceTimersByTimeAsync(199);
    expect(factory.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(factory.sockets).toHaveLength(3);

    factory.current.open();
    expect(backend.status).toBe('open');
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    factory.current.receive({
      type: 'reply',
      id: factory.current.lastId(),
      reply: { ok: true, response: [] },
    });
    expect(await call).toEqual([]);
  });

  it('fails a waiting call with a clear error when the host does not come back in time', async () => {
    vi.useFakeTimers();
    connect({ callTimeoutMs: 5_000, reconnectDelayMs: { initial: 100, max: 100 } });
    factory.current.drop();
    const call = outcome(backend.call('library.list', {}));
    await vi.advanceTimersByTimeAsync(5_000);
    const error = ((await call) as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe('io');
    expect(error.message).toMatch(/Cannot reach the Lodestar host: library.list waited 5 s/);
  });

  it('fails a call already sent when the connection drops, rather than sending it twice', async () => {
    vi.useFakeTimers();
    connect({ reconnectDelayMs: { initial: 100, max: 100 } });
    factory.current.open();
    const call = outcome(backend.call('scenario.delete', { id: 'aquila-rift' }));
    factory.current.drop();
    const error = ((await call) as { error: BackendError }).error;
    expect(error).toBeInstanceOf(BackendError);
    expect(error.message).toContain('dropped before it answered (scenario.delete)');

    await vi.advanceTimersByTimeAsync(100);
    factory.current.open();
    expect(factory.current.sent).toEqual([]);
  });

  it('sends a call the host refused as rate-limited again, once, and resolves with the answer', async () => {
    vi.useFakeTimers();
    connect();
    factory.current.open();
    const call = outcome(backend.call('scenario.delete', { id: 'aquila-rift' }));
    const id = factory.current.lastId();
    const busy = { code: 'rate-limited', message: 'too many calls' };
    factory.current.receive({ type: 'reply', id, reply: { ok: false, error: busy } });
    expect(factory.current.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(factory.current.sent).toHaveLength(2);
    expect(factory.current.sent[1]).toEqual(factory.current.sent[0]);
    factory.current.receive({
      type: 'reply',
      id,
      reply: { ok: true, response: { trashId: 't-1' } },
    });
    expect(await call).toEqual({ ok: true, value: { trashId: 't-1' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(factory.current.sent).toHaveLength(2);
  });

  it('ignores a late reply to a call that already timed out', async () => {
    vi.useFakeTimers();
    connect({ callTimeoutMs: 1_000 });
    factory.current.open();
    const call = outcome(backend.call('library.list', {}));
    const id = factory.current.lastId();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await call) as { error: BackendError }).error.message).toContain('did not answer');
    expect(() =>
      factory.current.receive({ type: 'reply', id, reply: { ok: true, response: {} } }),
    ).not.toThrow();
  });
});
