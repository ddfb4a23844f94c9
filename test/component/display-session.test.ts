import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import { DisplaySession } from '../../renderer/display/display-session.svelte.ts';
import { DisplayFakeHost, sessionSummary } from './display-fake-host.ts';

// The store only orders states by seq: the rest of a state is the engine's business.
const stateAt = (seq: number) => ({ seq, status: 'running' }) as unknown as SessionState;
const headerOf = (title: string) => ({ title }) as unknown as SessionHeader;

function hosted(id: string, seq = 1, fields: Parameters<typeof sessionSummary>[1] = {}) {
  return {
    summary: sessionSummary(id, fields),
    header: headerOf(`Game ${id}`),
    state: stateAt(seq),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let store: DisplaySession | undefined;
afterEach(() => {
  store?.destroy();
  store = undefined;
  vi.useRealTimers();
});

function open(host: DisplayFakeHost, id: string | null, now = () => Date.now()) {
  store = new DisplaySession(host, id, { now, retryMs: 50 });
  store.start();
  return store;
}

describe('DisplaySession', () => {
  it('opens the session it is asked for and measures the host clock offset', async () => {
    const host = new DisplayFakeHost().add(hosted('friday', 4));
    host.serverOffsetMs = 90_000;
    const session = open(host, 'friday');
    await settle();
    expect(session.status).toBe('live');
    expect(session.header?.title).toBe('Game friday');
    expect(session.state?.seq).toBe(4);
    expect(session.offsetMs).toBeGreaterThan(89_000);
    expect(session.offsetMs).toBeLessThan(91_000);
    expect(host.callsOf('session.followed')).toHaveLength(0);
  });

  it('follows updates of its session and ignores stale ones and other sessions', async () => {
    const host = new DisplayFakeHost().add(hosted('a', 1)).add(hosted('b', 1));
    const session = open(host, 'a');
    await settle();
    host.update('a', stateAt(2));
    host.update('a', stateAt(3));
    expect(session.state?.seq).toBe(3); // patched, without opening again
    expect(host.callsOf('session.open')).toHaveLength(1);
    host.update('a', stateAt(2)); // arrived late
    expect(session.state?.seq).toBe(3);
    host.update('b', stateAt(9));
    expect(session.sessionId).toBe('a');
    expect(session.state?.seq).toBe(3);
    // A lost update: the next one does not start where the display is, so it opens again.
    host.update('a', stateAt(5));
    await settle();
    expect(host.callsOf('session.open')).toHaveLength(2);
    expect(session.state?.seq).toBe(5);
  });

  it('says so when the session does not exist, or the id cannot be one', async () => {
    const missing = open(new DisplayFakeHost(), 'nobody');
    await settle();
    expect(missing.status).toBe('not-found');
    expect(missing.message).toContain('"nobody"');
    missing.destroy();

    const host = new DisplayFakeHost();
    const typo = open(host, 'Not An Id');
    await settle();
    expect(typo.status).toBe('not-found');
    expect(host.callsOf('session.open')).toHaveLength(0);
  });

  it('without an id follows the most recently active running session', async () => {
    const host = new DisplayFakeHost()
      .add(hosted('old', 1, { lastAt: 1_000 }))
      .add(hosted('busy', 1, { lastAt: 5_000 }));
    const session = open(host, null);
    await settle();
    expect(session.sessionId).toBe('busy');
    expect(session.following).toBe(true);
  });

  it('waits when nothing runs, then shows the session that starts', async () => {
    const host = new DisplayFakeHost().add(hosted('done', 1, { status: 'ended' }));
    const session = open(host, null);
    await settle();
    expect(session.status).toBe('idle');

    host.add(hosted('new', 1, { lastAt: 9_000 }));
    host.emit('sessions.changed', { reason: 'created' });
    await settle();
    expect(session.status).toBe('live');
    expect(session.sessionId).toBe('new');
  });

  it('switches to another session whose clock starts', async () => {
    const host = new DisplayFakeHost()
      .add(hosted('first', 1, { lastAt: 5_000 }))
      .add(hosted('second', 1, { lastAt: 1_000 }));
    const session = open(host, null);
    await settle();
    expect(session.sessionId).toBe('first');
    host.update('second', stateAt(2), ['session.note']);
    await settle();
    expect(session.sessionId).toBe('first');
    host.update('second', stateAt(3), ['clock.start']);
    await settle();
    expect(session.sessionId).toBe('second');
    expect(session.state?.seq).toBe(3);
  });

  it('a display given an id never switches', async () => {
    const host = new DisplayFakeHost().add(hosted('mine', 1)).add(hosted('other', 1));
    const session = open(host, 'mine');
    await settle();
    host.update('other', stateAt(2), ['clock.start']);
    host.emit('sessions.changed', { reason: 'created' });
    await settle();
    expect(session.sessionId).toBe('mine');
  });

  it('keeps an ended session on screen when nothing else runs', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 1));
    const session = open(host, null);
    await settle();
    host.add(hosted('game', 2, { status: 'ended' }));
    host.emit('sessions.changed', { reason: 'ended' });
    await settle();
    expect(session.sessionId).toBe('game');
    expect(session.status).toBe('live');
  });

  it('catches up after a reconnect: updates pushed while away were lost', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 1));
    const session = open(host, 'game');
    await settle();
    host.add(hosted('game', 7)); // changed while the socket was down: no event arrived
    await session.refresh();
    expect(session.state?.seq).toBe(7);
  });

  it('keeps counting what it has when the host is away, and tries again', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 2));
    const session = open(host, 'game');
    await settle();
    host.down.add('session.open');
    expect(session.offline).toBe(false);
    await session.refresh();
    expect(session.status).toBe('live');
    expect(session.state?.seq).toBe(2);
    // The screens mark what they show as the last state known.
    expect(session.offline).toBe(true);

    host.down.delete('session.open');
    host.add(hosted('game', 5));
    await vi.waitFor(() => expect(session.state?.seq).toBe(5));
    expect(session.offline).toBe(false);
  });

  it('shows the failure when it has never reached the host, and recovers by itself', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 2));
    host.down.add('session.open');
    const session = open(host, 'game');
    await settle();
    expect(session.status).toBe('error');
    expect(session.message).toContain('dropped');
    host.down.delete('session.open');
    await vi.waitFor(() => expect(session.status).toBe('live'));
  });

  it('keeps a pushed state that beat the reply to open', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 1));
    const session = new DisplaySession(host, 'game');
    store = session;
    session.start();
    // The open call is on its way; an update arrives first.
    host.update('game', stateAt(4));
    host.sessions.set('game', hosted('game', 3));
    await settle();
    expect(session.state?.seq).toBe(4);
  });

  it('stops listening when destroyed', async () => {
    const host = new DisplayFakeHost().add(hosted('game', 1));
    const session = open(host, 'game');
    await settle();
    session.destroy();
    host.update('game', stateAt(5));
    expect(session.state?.seq).toBe(1);
  });
});
