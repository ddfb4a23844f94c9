import { describe, expect, it } from 'vitest';
import { hashFor, parseHash } from '../../renderer/app/router.svelte.ts';
import { displayAddress } from '../../renderer/display/display-address.ts';
import { pickSession } from '../../renderer/display/pick-session.ts';
import type { SessionSummary } from '../../host/channels.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the display address', () => {
  it('is the display page of `lodestar serve`, with or without a session', () => {
    expect(displayAddress(at('/display', '?session=friday-game'))).toEqual({
      sessionId: 'friday-game',
      theme: 'dark',
    });
    expect(displayAddress(at('/display'))).toEqual({ sessionId: null, theme: 'dark' });
  });

  it('is the display route inside the app', () => {
    expect(displayAddress(at('/', '', '#/display/friday-game'))).toEqual({
      sessionId: 'friday-game',
      theme: 'dark',
    });
    expect(displayAddress(at('/index.html', '', '#/display'))?.sessionId).toBeNull();
  });

  it('is dark unless the address asks for light', () => {
    expect(displayAddress(at('/display', '?session=a&theme=light'))?.theme).toBe('light');
    expect(displayAddress(at('/display', '?theme=purple'))?.theme).toBe('dark');
  });

  it('is not the display anywhere else', () => {
    expect(displayAddress(at('/'))).toBeNull();
    expect(displayAddress(at('/', '', '#/scenario/display'))).toBeNull();
    expect(displayAddress(at('/displays'))).toBeNull();
    expect(displayAddress(at('/', '?session=a'))).toBeNull();
  });

  it('keeps a mistyped session id, so the page can say it does not exist', () => {
    expect(displayAddress(at('/display', '?session=Not%20An%20Id'))?.sessionId).toBe('Not An Id');
    expect(displayAddress(at('/display', '?session='))?.sessionId).toBeNull();
  });
});

describe('the display route', () => {
  it('round-trips #/display/<id>', () => {
    expect(parseHash('#/display/game-1')).toEqual({ name: 'display', id: 'game-1' });
    expect(hashFor({ name: 'display', id: 'game-1' })).toBe('#/display/game-1');
    expect(parseHash('#/display/Bad Id')).toEqual({ name: 'library' });
  });
});

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

describe('the session a display follows', () => {
  it('is the running session that acted last', () => {
    const sessions = [
      summary('older', { lastAt: 5_000 }),
      summary('newer', { lastAt: 9_000 }),
      summary('ended', { lastAt: 20_000, status: 'ended' }),
      summary('archived', { lastAt: 30_000, archived: true }),
    ];
    expect(pickSession(sessions)?.id).toBe('newer');
  });

  it('breaks a tie by the newer session, and is null when nothing runs', () => {
    expect(pickSession([summary('a', { createdAt: 1 }), summary('b', { createdAt: 2 })])?.id).toBe(
      'b',
    );
    expect(pickSession([summary('x', { status: 'ended' })])).toBeNull();
    expect(pickSession([])).toBeNull();
  });
});
