import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LodestarBridge } from '../../host/channels.ts';
import { socketFactory } from './support/fake-socket.ts';

// Each test loads the backends afresh, so the scenario check starts out not loaded.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.doUnmock('../../scenarios/format/checked-scenario.ts');
});

/** Waits until `done()` holds, a macrotask at a time (the check loads through an import). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!done()) throw new Error('timed out');
}

/** A bridge that records the channel of every call that reaches it and answers none. */
function recordingBridge(order: string[]): LodestarBridge {
  const call = new Proxy({} as LodestarBridge['call'], {
    get: (_, channel: string) => () => {
      order.push(channel);
      return new Promise(() => {});
    },
  });
  return { call, subscribe: {} as LodestarBridge['subscribe'] };
}

describe('calls while the scenario check loads', () => {
  it('reach the host in the order they were made, over a WebSocket', async () => {
    const { createWebSocketBackend } = await import('../../renderer/backend/ws-backend.ts');
    const { scenarioCheckLoaded } = await import('../../scenarios/format/checked-scenario.ts');
    expect(scenarioCheckLoaded()).toBe(false);
    const factory = socketFactory();
    const backend = createWebSocketBackend('http://127.0.0.1:4790/ws', {
      createSocket: factory.create,
    });
    factory.current.open();
    void backend.call('scenario.get', { id: 'aquila-rift' }).catch(() => {});
    void backend.call('scenario.rename', { id: 'aquila-rift', title: 'Renamed' }).catch(() => {});
    await until(() => factory.current.sent.length === 2);
    expect(factory.current.sent.map((f) => (f as { channel: string }).channel)).toEqual([
      'scenario.get',
      'scenario.rename',
    ]);
    // Once loaded, nothing waits.
    expect(scenarioCheckLoaded()).toBe(true);
    void backend.call('scenario.delete', { id: 'aquila-rift' }).catch(() => {});
    expect(factory.current.sent).toHaveLength(3);
    backend.close();
  });

  it('reach the host in the order they were made, over IPC', async () => {
    const { createIpcBackend } = await import('../../renderer/backend/ipc-backend.ts');
    const order: string[] = [];
    const backend = createIpcBackend(recordingBridge(order));
    void backend.call('scenario.get', { id: 'aquila-rift' });
    void backend.call('library.list', {});
    await until(() => order.length === 2);
    expect(order).toEqual(['scenario.get', 'library.list']);
  });

  it('fail only the scenario calls when the check cannot be loaded, with the reason', async () => {
    vi.doMock('../../scenarios/format/checked-scenario.ts', async (original) => ({
      ...(await original<typeof import('../../scenarios/format/checked-scenario.ts')>()),
      scenarioCheckLoaded: () => false,
      loadScenarioCheck: () => Promise.reject(new Error('the chunk could not be fetched')),
    }));
    const { createIpcBackend } = await import('../../renderer/backend/ipc-backend.ts');
    const { BackendError } = await import('../../renderer/backend/backend.ts');
    const order: string[] = [];
    const backend = createIpcBackend(recordingBridge(order));
    const scenario = backend.call('scenario.get', { id: 'aquila-rift' });
    void backend.call('library.list', {});
    const failure: unknown = await scenario.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BackendError);
    expect((failure as Error).message).toBe(
      'scenario.get: could not load the scenario check (the chunk could not be fetched). Reload the window.',
    );
    await until(() => order.length === 1);
    expect(order).toEqual(['library.list']);
    // A later scenario call is refused the same way, not left waiting.
    await expect(backend.call('scenario.save', { id: 'aquila-rift' } as never)).rejects.toThrow(
      /could not load the scenario check/,
    );
  });
});
