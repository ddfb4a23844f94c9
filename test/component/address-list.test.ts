import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandbyStatus } from '../../host/channels.ts';
import { AddressList, addressesIn } from '../../renderer/backend/address-list.ts';
import {
  createWebSocketBackend,
  type WebSocketBackend,
} from '../../renderer/backend/ws-backend.ts';
import { socketFactory } from './support/fake-socket.ts';

const HOST = 'ws://127.0.0.1:4790/ws?viewer=display';

const hostStatus = (address: string): StandbyStatus => ({
  role: 'host',
  standbys: [{ name: 'Backup', address, behind: 0, lastContactAt: 0 }],
  departed: null,
  following: null,
  serverNow: 0,
});

describe('the hosts a page can reach', () => {
  it('keeps the path and query, and moves on only after repeated failures', () => {
    const list = new AddressList(HOST, 2);
    list.learn(['http://127.0.0.1:4791', 'http://127.0.0.1:4791/', 'not a url', 'ftp://x:1']);
    expect(list.all).toEqual([HOST, 'ws://127.0.0.1:4791/ws?viewer=display']);
    list.failed();
    expect(list.current).toBe(HOST);
    list.failed();
    expect(list.current).toBe('ws://127.0.0.1:4791/ws?viewer=display');
    list.failed();
    list.connected();
    list.failed();
    expect(list.current).toBe('ws://127.0.0.1:4791/ws?viewer=display');
    list.failed();
    expect(list.current).toBe(HOST); // round and round
  });

  it('stays on the one address it knows', () => {
    const list = new AddressList(HOST, 1);
    for (let i = 0; i < 5; i++) list.failed();
    expect(list.current).toBe(HOST);
  });

  it('reads the standbys of a host and the host of a standby', () => {
    expect(addressesIn(hostStatus('http://10.0.0.2:4777'))).toEqual(['http://10.0.0.2:4777']);
    expect(
      addressesIn({
        role: 'standby',
        standbys: [],
        departed: null,
        following: {
          host: 'http://10.0.0.1:4777',
          state: 'following',
          sessions: [],
          lastContactAt: null,
          lastLagMs: null,
        },
        serverNow: 0,
      }),
    ).toEqual(['http://10.0.0.1:4777']);
  });
});

describe('WebSocket backend failing over to a standby', () => {
  let backend: WebSocketBackend;
  afterEach(() => {
    backend?.close();
    vi.useRealTimers();
  });

  it('tries the standby the host told of once the host stays unreachable', async () => {
    vi.useFakeTimers();
    const factory = socketFactory();
    backend = createWebSocketBackend('http://127.0.0.1:4790/ws?viewer=display', {
      createSocket: factory.create,
      reconnectDelayMs: { initial: 10, max: 10 },
    });
    factory.current.open();
    factory.current.receive({
      type: 'event',
      event: 'standby.changed',
      payload: hostStatus('http://127.0.0.1:4791'),
    });
    // The drop and two failed attempts: three failures at the host, then the standby.
    factory.current.drop();
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(10);
      factory.current.drop();
    }
    await vi.advanceTimersByTimeAsync(10);
    expect(factory.sockets.map((s) => s.url)).toEqual([
      HOST,
      HOST,
      HOST,
      'ws://127.0.0.1:4791/ws?viewer=display',
    ]);
    factory.current.open();
    expect(backend.status).toBe('open');
  });
});
