import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../host/channels.ts';
import { BackendError, type Backend } from '../../renderer/backend/backend.ts';
import { callEarly, takeEarlyAnswer } from '../../renderer/backend/early-calls.ts';
import { LibraryStore } from '../../renderer/library/library-store.svelte.ts';
import { aquilaRiftSummary } from './support/scenario-summary.ts';

const summary = aquilaRiftSummary;

/** A backend whose `library.list` answers come from `answers`, in turn; it counts the calls. */
function fakeBackend(answers: (() => Promise<unknown>)[]) {
  const calls: ChannelName[] = [];
  const backend: Backend = {
    kind: 'websocket',
    call: ((channel: ChannelName) => {
      calls.push(channel);
      const next = answers.shift();
      if (!next) throw new Error(`no answer left for ${channel}`);
      return next();
    }) as Backend['call'],
    on: () => () => {},
  };
  return { backend, calls };
}

const list = { dataDir: '/data', scenarios: [summary], problems: [] };

describe('calls sent early', () => {
  it('hand their answer over once, to the same call on the same backend, while fresh', async () => {
    const { backend, calls } = fakeBackend([() => Promise.resolve(list)]);
    let now = 1_000;
    callEarly(backend, 'library.list', {}, () => now);
    expect(calls).toEqual(['library.list']);
    const other = fakeBackend([]).backend;
    expect(takeEarlyAnswer(other, 'library.list', {})).toBeNull();
    now += 4_000;
    await expect(takeEarlyAnswer(backend, 'library.list', {}, () => now)).resolves.toEqual(list);
    // Taken: the next asker makes its own call.
    expect(takeEarlyAnswer(backend, 'library.list', {}, () => now)).toBeNull();
  });

  it('are not handed over when stale or asked with another request', () => {
    const { backend } = fakeBackend([() => Promise.resolve(list), () => Promise.resolve(list)]);
    let now = 0;
    callEarly(backend, 'library.list', {}, () => now);
    now = 5_001;
    expect(takeEarlyAnswer(backend, 'library.list', {}, () => now)).toBeNull();
    callEarly(backend, 'scenario.get', { id: 'aquila-rift' }, () => now);
    expect(takeEarlyAnswer(backend, 'scenario.get', { id: 'other' }, () => now)).toBeNull();
  });

  it('let the library use the early list, and ask again when the early one was refused', async () => {
    const early = fakeBackend([() => Promise.resolve(list)]);
    callEarly(early.backend, 'library.list', {});
    const store = new LibraryStore(early.backend);
    await store.refresh();
    expect(store.loaded).toBe(true);
    expect(store.scenarios.map((s) => s.id)).toEqual(['aquila-rift']);
    expect(early.calls).toHaveLength(1);

    // Sent before the host knew who the page was, and refused: asked again, and shown.
    const refused = fakeBackend([
      () => Promise.reject(new BackendError({ code: 'forbidden', message: 'pair first' })),
      () => Promise.resolve(list),
    ]);
    callEarly(refused.backend, 'library.list', {});
    const again = new LibraryStore(refused.backend);
    await again.refresh();
    expect(again.loadError).toBeNull();
    expect(again.loaded).toBe(true);
    expect(refused.calls).toEqual(['library.list', 'library.list']);
  });
});
