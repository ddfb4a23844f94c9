import { render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../renderer/App.svelte';
import type { ConnectionMonitor, ConnectionStatus } from '../../renderer/backend/connection.ts';
import { FACILITATOR_STORAGE_KEY } from '../../renderer/console/facilitator.svelte.ts';
import { ConsoleSession } from '../../renderer/console/console-session.svelte.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

/** The log panel's entries by seq, newest first, as shown. */
const logSeqs = () =>
  [...document.querySelectorAll('[data-testid=log-entry] .seq')].map((e) => e.textContent);

function hostWithSession() {
  const backend = new FakeBackend().add(
    'drill',
    makeScenario(
      { title: 'Drill' },
      {
        schedule: {
          blocks: [{ id: 'turn', repeat: 4, phases: [{ id: 'play', name: 'Play', minutes: 20 }] }],
        },
      },
    ),
  );
  const host = new ConsoleFakeHost(backend);
  const id = host.start('drill');
  return { backend, host, id };
}

const stores: ConsoleSession[] = [];
function storeFor(backend: FakeBackend, id: string, name = 'Ana') {
  const toasts: string[] = [];
  const store = new ConsoleSession(
    backend,
    id,
    { name },
    { show: ({ message }) => toasts.push(message) },
    { tickMs: 20 },
  );
  stores.push(store);
  return { store, toasts };
}

afterEach(() => {
  for (const store of stores.splice(0)) store.destroy();
});

describe('the console’s session store', () => {
  it('counts in the host’s time, even when this machine’s clock is off', async () => {
    const { backend, host, id } = hostWithSession();
    host.shiftMs = 3_600_000;
    const { store } = storeFor(backend, id);
    await store.start();
    expect(store.status).toBe('ready');
    expect(Math.abs(store.offsetMs - 3_600_000)).toBeLessThan(1_000);
    const before = store.now;
    await waitFor(() => expect(store.now).toBeGreaterThan(before));
    expect(Math.abs(store.now - host.now())).toBeLessThan(1_000);
  });

  it('acts as the facilitator and applies the reply', async () => {
    const { backend, id } = hostWithSession();
    const { store } = storeFor(backend, id, 'Bea');
    await store.start();
    expect(await store.act({ type: 'clock.start' })).toBe(true);
    expect(store.state?.clock.status).toBe('running');
    expect(store.lines.map((e) => [e.seq, e.by])).toEqual([[1, 'Bea']]);
    expect(store.undoLabel).toBeTruthy();
    expect(store.pending).toBe(0);
  });

  it('reports a refused action with the host’s reason and changes nothing', async () => {
    const { backend, id } = hostWithSession();
    const { store, toasts } = storeFor(backend, id);
    await store.start();
    expect(await store.act({ type: 'clock.pause' })).toBe(false);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch(/^Not done: \S/);
    expect(store.lines).toEqual([]);
    // @ts-expect-error -- a type no plugin declares does not compile; the host refuses it too
    expect(await store.act({ type: 'no.such.action' })).toBe(false);
    expect(toasts[1]).toContain('no.such.action');
  });

  it('ignores an update older than what it shows, and resyncs after one it missed', async () => {
    const { backend, host, id } = hostWithSession();
    const { store } = storeFor(backend, id);
    await store.start();
    await store.act({ type: 'clock.start' });
    backend.emit('session.updated', {
      id,
      lines: [],
      fromSeq: 1,
      seq: 1,
      patch: [{ op: 'replace', path: '/seq', value: 0 }],
      checksum: '00000000',
      undoLabel: null,
      redoLabel: null,
      serverNow: host.now(),
    });
    expect(store.state?.seq).toBe(1);

    // Two actions elsewhere, but only the second update arrives (a dropped socket).
    const session = host.sessions.get(id)!;
    const first = session.engine.propose({ type: 'clock.next' }, { at: host.now(), by: 'Other' });
    session.engine.accept(first);
    session.entries.push(...first.entries);
    host.actElsewhere(id, { type: 'clock.next' });
    await waitFor(() => expect(store.state?.seq).toBe(3));
    expect(store.lines.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(backend.callsOf('session.open')).toHaveLength(2);
  });

  it('applies pushed patches without opening again, and resyncs on a checksum mismatch', async () => {
    const { backend, host, id } = hostWithSession();
    const { store } = storeFor(backend, id);
    await store.start();
    host.actElsewhere(id, { type: 'clock.start' });
    host.actElsewhere(id, { type: 'clock.next' });
    expect(store.state?.seq).toBe(2);
    expect(store.state).toEqual(host.sessions.get(id)!.engine.state);
    expect(backend.callsOf('session.open')).toHaveLength(1);

    backend.emit('session.updated', {
      id,
      lines: [],
      fromSeq: 3,
      seq: 3,
      patch: [{ op: 'replace', path: '/seq', value: 3 }],
      checksum: '00000000',
      undoLabel: null,
      redoLabel: null,
      serverNow: host.now(),
    });
    await waitFor(() => expect(backend.callsOf('session.open')).toHaveLength(2));
    await waitFor(() => expect(store.state?.seq).toBe(2));
  });

  it('takes no notice of other sessions’ updates', async () => {
    const { backend, host, id } = hostWithSession();
    const other = host.start('drill');
    const { store } = storeFor(backend, id);
    await store.start();
    host.actElsewhere(other, { type: 'clock.start' });
    expect(store.state?.seq).toBe(0);
    expect(store.lines).toEqual([]);
  });

  it('says a session that does not exist is missing', async () => {
    const { backend } = hostWithSession();
    const { store } = storeFor(backend, 'gone');
    await store.start();
    expect(store.status).toBe('missing');
    expect(store.loadError).toContain('gone');
  });
});

describe('the console after a reconnect', () => {
  it(
    'shows it is offline, then catches up with the state and the missed lines',
    { timeout: 60_000 },
    async () => {
      const { backend, host, id } = hostWithSession();
      const listeners = new Set<(status: ConnectionStatus) => void>();
      let status: ConnectionStatus = 'open';
      const connection: ConnectionMonitor = {
        get status() {
          return status;
        },
        onStatus(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
      const set = (next: ConnectionStatus) => {
        status = next;
        for (const listener of listeners) listener(next);
      };
      localStorage.setItem(FACILITATOR_STORAGE_KEY, 'Ana');
      window.location.hash = `#/session/${id}`;
      render(App, { props: { backend, connection } });
      // The console's code is loaded on demand: slow on a busy machine.
      await waitFor(() => expect(document.body.dataset.ready).toBe('console'), { timeout: 60_000 });
      expect(backend.callsOf('session.open')).toHaveLength(1);

      host.actElsewhere(id, { type: 'session.note', text: 'heard before the drop' }, 'Bea');
      await waitFor(() => expect(logSeqs()).toEqual(['#1']));

      set('reconnecting');
      expect((await screen.findByTestId('connection-banner')).textContent).toContain(
        'reconnecting',
      );
      const session = host.sessions.get(id)!;
      for (const action of [
        { type: 'clock.start' },
        { type: 'session.note', text: 'missed while away' },
      ]) {
        const missed = session.engine.propose(action, { at: host.now(), by: 'Bea' });
        session.engine.accept(missed);
        session.entries.push(...missed.entries);
      }
      set('open');

      await waitFor(() => expect(backend.callsOf('session.open')).toHaveLength(2));
      await waitFor(() =>
        expect(document.querySelector('[data-testid=clock-phase]')?.textContent).toBe('Play'),
      );
      // Caught up without a reload: every line once, the missed ones included.
      const last = session.engine.seq;
      await waitFor(() =>
        expect(logSeqs()).toEqual(Array.from({ length: last }, (_, i) => `#${last - i}`)),
      );
      expect(screen.queryByTestId('connection-banner')).toBeNull();
      // And the next pushed patch applies on the reopened state.
      host.actElsewhere(id, { type: 'session.note', text: 'after the return' }, 'Bea');
      await waitFor(() => expect(logSeqs()[0]).toBe(`#${last + 1}`));
      expect(backend.callsOf('session.open')).toHaveLength(2);
    },
  );
});
