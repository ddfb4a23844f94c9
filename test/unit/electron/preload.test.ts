import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcRenderer } from 'electron';
import { channelNames, eventNames } from '../../../host/channels.ts';
import { createPreloadBridge } from '../../../electron/preload-bridge.ts';
import { FakeIpcRenderer, resetFakeElectron } from './fake-electron.ts';

beforeEach(resetFakeElectron);

function bridgeOver(ipc: FakeIpcRenderer) {
  return createPreloadBridge(ipc as unknown as IpcRenderer);
}

describe('createPreloadBridge', () => {
  it('has exactly one function per channel and one subscribe function per event', () => {
    const bridge = bridgeOver(new FakeIpcRenderer());
    expect(Object.keys(bridge).sort()).toEqual(['call', 'subscribe']);
    expect(Object.keys(bridge.call).sort()).toEqual([...channelNames].sort());
    expect(Object.keys(bridge.subscribe).sort()).toEqual([...eventNames].sort());
    for (const fn of [...Object.values(bridge.call), ...Object.values(bridge.subscribe)]) {
      expect(typeof fn).toBe('function');
    }
  });

  it('invokes the function’s own channel with the request as given', async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = bridgeOver(ipc);
    const request = { id: 'so-say-we-all' };
    await expect(bridge.call['scenario.get'](request)).resolves.toEqual({
      channel: 'scenario.get',
      request,
    });
    for (const channel of channelNames) await bridge.call[channel]({});
    expect(ipc.invoke.mock.calls.map(([channel]) => channel)).toEqual([
      'scenario.get',
      ...channelNames,
    ]);
  });

  it('passes listeners the payload only, never the IPC event, until unsubscribed', () => {
    const ipc = new FakeIpcRenderer();
    const bridge = bridgeOver(ipc);
    const listener = vi.fn();
    const stop = bridge.subscribe['library.changed'](listener);
    const ipcEvent = { sender: ipc, senderId: 0 };
    ipc.emitter.emit('library.changed', ipcEvent, { reason: 'saved' });
    ipc.emitter.emit('app.command', ipcEvent, { command: 'new' });
    expect(listener.mock.calls).toEqual([[{ reason: 'saved' }]]);
    stop();
    ipc.emitter.emit('library.changed', ipcEvent, { reason: 'again' });
    expect(listener).toHaveBeenCalledOnce();
    expect(ipc.emitter.listenerCount('library.changed')).toBe(0);
  });

  it('refuses a listener that is not a function', () => {
    const bridge = bridgeOver(new FakeIpcRenderer());
    expect(() => bridge.subscribe['app.command']('nope' as never)).toThrow(TypeError);
  });
});
