import { CONTROL_CONNECTION } from '../../../host/connection.ts';
import { describe, expect, it, vi } from 'vitest';
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { channelNames } from '../../../host/channels.ts';
import type { Handlers } from '../../../host/dispatch.ts';
import {
  isTrustedSender,
  refusedReply,
  registerIpcHandlers,
  sendEvent,
} from '../../../electron/ipc.ts';
import { FakeWebContents, invokeEvent, type FakeHandler } from './fake-electron.ts';

const APP_PAGE = 'lodestar://app/index.html';
const asContents = (contents: FakeWebContents) => contents as unknown as WebContents;
const asEvent = (event: ReturnType<typeof invokeEvent>) => event as unknown as IpcMainInvokeEvent;

function fakeIpcMain() {
  const handlers = new Map<string, FakeHandler>();
  const ipc = {
    handle: (channel: string, handler: FakeHandler) => void handlers.set(channel, handler),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
  return Object.assign(ipc as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>, { handlers });
}

/** Handlers that record calls; only `library.templates` answers anything. */
function stubHandlers() {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    channelNames.map((channel) => [
      channel,
      async () => {
        calls.push(channel);
        return channel === 'library.templates' ? [] : undefined;
      },
    ]),
  ) as unknown as Handlers;
  return { calls, handlers };
}

describe('isTrustedSender', () => {
  const own = new FakeWebContents();
  it('trusts only the app page in its own window', () => {
    expect(isTrustedSender(asEvent(invokeEvent(own, APP_PAGE)), asContents(own))).toBe(true);
    expect(
      isTrustedSender(asEvent(invokeEvent(new FakeWebContents(), APP_PAGE)), asContents(own)),
    ).toBe(false);
    expect(
      isTrustedSender(asEvent(invokeEvent(own, 'https://app/index.html')), asContents(own)),
    ).toBe(false);
    expect(isTrustedSender(asEvent(invokeEvent(own, null)), asContents(own))).toBe(false);
    expect(isTrustedSender(asEvent(invokeEvent(own, APP_PAGE)), null)).toBe(false);
  });

  it('no longer trusts a destroyed window', () => {
    const gone = new FakeWebContents();
    gone.destroyed = true;
    expect(isTrustedSender(asEvent(invokeEvent(gone, APP_PAGE)), asContents(gone))).toBe(false);
  });
});

describe('registerIpcHandlers', () => {
  it('routes trusted calls through dispatch and refuses the rest before any handler runs', async () => {
    const ipc = fakeIpcMain();
    const { calls, handlers } = stubHandlers();
    const own = new FakeWebContents();
    registerIpcHandlers(
      ipc,
      handlers,
      (event) => isTrustedSender(event, asContents(own)),
      () => CONTROL_CONNECTION,
    );
    expect([...ipc.handlers.keys()].sort()).toEqual([...channelNames].sort());

    const templates = ipc.handlers.get('library.templates') as FakeHandler;
    expect(await templates(invokeEvent(own, APP_PAGE), {})).toEqual({ ok: true, response: [] });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const foreign = await templates(invokeEvent(new FakeWebContents(), APP_PAGE), {});
    expect(foreign).toEqual(refusedReply('library.templates'));
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(calls).toEqual(['library.templates']);

    // dispatch checks the response too: a handler's bad answer is an error, not a crash.
    const list = ipc.handlers.get('library.list') as FakeHandler;
    expect(await list(invokeEvent(own, APP_PAGE), {})).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });

  it('removes every handler it added', () => {
    const ipc = fakeIpcMain();
    const remove = registerIpcHandlers(
      ipc,
      stubHandlers().handlers,
      () => true,
      () => CONTROL_CONNECTION,
    );
    remove();
    expect(ipc.handlers.size).toBe(0);
  });
});

describe('sendEvent', () => {
  it('sends a payload that matches the event table', () => {
    const contents = new FakeWebContents();
    expect(sendEvent(asContents(contents), 'app.command', { command: 'export' })).toBe(true);
    expect(contents.sent).toEqual([{ channel: 'app.command', payload: { command: 'export' } }]);
  });

  it('drops a payload the renderer would refuse, and sends nothing to a closed window', () => {
    const contents = new FakeWebContents();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = { command: 'format-disk' } as unknown as { command: 'new' };
    expect(sendEvent(asContents(contents), 'app.command', bad)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    contents.destroyed = true;
    expect(sendEvent(asContents(contents), 'library.changed', { reason: 'saved' })).toBe(false);
    expect(sendEvent(null, 'library.changed', { reason: 'saved' })).toBe(false);
    expect(contents.sent).toEqual([]);
  });
});
