import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../../../host/channels.ts';
import type { Connection } from '../../../host/connection.ts';
import {
  assertMayShow,
  followedSessionOf,
  pickFollowedSession,
} from '../../../host/followed-session.ts';

function summary(id: string, fields: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id,
    fileName: `${id}.lodestar-session`,
    title: id,
    scenarioId: null,
    createdAt: 1_000,
    createdBy: 'Control',
    status: 'running',
    clockStatus: 'running',
    position: 'Turn 1 · Phase',
    seq: 1,
    lastAt: 1_000,
    archived: false,
    ...fields,
  };
}

describe('the session a display without one follows', () => {
  it('is the running session that acted last', () => {
    const sessions = [
      summary('older', { lastAt: 5_000 }),
      summary('newer', { lastAt: 9_000 }),
      summary('ended', { lastAt: 20_000, status: 'ended' }),
      summary('archived', { lastAt: 30_000, archived: true }),
    ];
    expect(pickFollowedSession(sessions)?.id).toBe('newer');
  });

  it('breaks a tie by the newer session, and is null when nothing runs', () => {
    expect(
      pickFollowedSession([summary('a', { createdAt: 1 }), summary('b', { createdAt: 2 })])?.id,
    ).toBe('b');
    expect(pickFollowedSession([summary('x', { status: 'ended' })])).toBeNull();
    expect(pickFollowedSession([])).toBeNull();
  });

  it('is the bound session for a bound screen, and refuses a following display any other', async () => {
    const list = async () => ({ sessions: [summary('live', { lastAt: 9_000 }), summary('old')] });
    const bound: Connection = { viewer: { kind: 'display' }, kind: 'display', sessionId: 'old' };
    const following: Connection = {
      viewer: { kind: 'display' },
      kind: 'display',
      followsRunning: true,
    };
    expect(await followedSessionOf(bound, list)).toBe('old');
    expect(await followedSessionOf(following, list)).toBe('live');
    await expect(assertMayShow(following, 'live', list)).resolves.toBeUndefined();
    await expect(assertMayShow(following, 'old', list)).rejects.toThrow(
      'this display follows the running session ("live"): it cannot open "old"',
    );
    await expect(assertMayShow(following, 'old', async () => ({ sessions: [] }))).rejects.toThrow(
      'none runs',
    );
  });
});
