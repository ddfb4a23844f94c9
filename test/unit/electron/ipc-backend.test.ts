import { describe, expect, it, vi } from 'vitest';
import {
  channelNames,
  eventNames,
  type ChannelName,
  type EventName,
  type LodestarBridge,
} from '../../../host/channels.ts';
import { BackendError } from '../../../renderer/backend/backend.ts';
import { createIpcBackend } from '../../../renderer/backend/ipc-backend.ts';

const summary = {
  id: 'night-watch',
  fileName: 'night-watch.lodestar.json',
  title: 'Night Watch',
  players: { min: 10, max: 40 },
  durationMinutes: 240,
  teamCount: 4,
  seatCount: 32,
  mapCount: 1,
  deckCount: 2,
  tags: [],
  designers: [],
  modifiedAt: '2024-05-01T10:00:00.000Z',
};

/** A bridge whose every channel answers `reply`, and whose events can be fired by hand. */
function fakeBridge(reply: (channel: ChannelName, request: unknown) => unknown) {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const call = vi.fn(async (channel: ChannelName, request: unknown) => reply(channel, request));
  const bridge: LodestarBridge = {
    call: Object.fromEntries(
      channelNames.map((channel) => [channel, (request: unknown) => call(channel, request)]),
    ) as LodestarBridge['call'],
    subscribe: Object.fromEntries(
      eventNames.map((event) => [
        event,
        (listener: (payload: unknown) => void) => {
          const set = listeners.get(event) ?? new Set();
          set.add(listener);
          listeners.set(event, set);
          return () => set.delete(listener);
        },
      ]),
    ) as unknown as LodestarBridge['subscribe'],
  };
  const fire = (event: EventName, payload: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(payload));
  return { bridge, call, fire };
}

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createIpcBackend', () => {
  it('returns a valid response', async () => {
    const { bridge, call } = fakeBridge(() => ({ ok: true, response: summary }));
    const backend = createIpcBackend(bridge);
    expect(backend.kind).toBe('ipc');
    await expect(backend.call('scenario.duplicate', { id: 'night-watch' })).resolves.toEqual(
      summary,
    );
    expect(call).toHaveBeenCalledWith('scenario.duplicate', { id: 'night-watch' });
  });

  it('refuses an invalid request before sending it', async () => {
    const { bridge, call } = fakeBridge(() => ({ ok: true, response: summary }));
    const error = await failure(
      createIpcBackend(bridge).call('scenario.rename', { id: 'Not An Id!', title: '' }),
    );
    expect(error.code).toBe('bad-request');
    expect(error.message).toContain('scenario.rename');
    expect(error.problems?.map((p) => p.path).sort()).toEqual(['$.id', '$.title']);
    expect(call).not.toHaveBeenCalled();
  });

  it('turns the host’s error reply into a BackendError with its code and problems', async () => {
    const { bridge } = fakeBridge(() => ({
      ok: false,
      error: {
        code: 'invalid',
        message: 'night-watch.lodestar.json is not a scenario',
        problems: [{ path: '$.meta.title', message: 'a scenario needs a title' }],
      },
    }));
    const error = await failure(
      createIpcBackend(bridge).call('scenario.get', { id: 'night-watch' }),
    );
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'night-watch.lodestar.json is not a scenario',
      problems: [{ path: '$.meta.title', message: 'a scenario needs a title' }],
    });
  });

  it.each([
    ['not a reply at all', 'nonsense'],
    ['a reply without ok', { response: summary }],
    ['an error reply with an unknown code', { ok: false, error: { code: 'boom', message: 'x' } }],
    ['undefined', undefined],
  ])('turns a malformed reply (%s) into a BackendError', async (_name, raw) => {
    const { bridge } = fakeBridge(() => raw);
    const error = await failure(createIpcBackend(bridge).call('scenario.duplicate', { id: 'a' }));
    expect(error.code).toBe('internal');
    expect(error.message).toContain('malformed reply');
  });

  it('turns a response that does not match the channel into a BackendError naming the path', async () => {
    const { bridge } = fakeBridge(() => ({
      ok: true,
      response: { ...summary, seatCount: 'many' },
    }));
    const error = await failure(createIpcBackend(bridge).call('scenario.duplicate', { id: 'a' }));
    expect(error.code).toBe('internal');
    expect(error.problems).toEqual([{ path: '$.seatCount', message: expect.any(String) }]);
  });

  it('turns a transport failure into a BackendError', async () => {
    const { bridge } = fakeBridge(() => {
      throw new Error('Error invoking remote method: no handler registered');
    });
    const error = await failure(createIpcBackend(bridge).call('library.templates', {}));
    expect(error.code).toBe('internal');
    expect(error.message).toContain('no handler registered');
  });

  it('delivers valid events and drops invalid ones with a warning', () => {
    const { bridge, fire } = fakeBridge(() => null);
    const backend = createIpcBackend(bridge);
    const commands: unknown[] = [];
    const stop = backend.on('app.command', (payload) => commands.push(payload.command));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fire('app.command', { command: 'export' });
    fire('app.command', { command: 'rm -rf' });
    fire('app.command', null);
    expect(commands).toEqual(['export']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    stop();
    fire('app.command', { command: 'new' });
    expect(commands).toEqual(['export']);
  });
});
