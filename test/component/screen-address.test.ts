import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  screenAddress,
  screenSocketUrl,
  teamScreenLink,
  type ScreenAddress,
} from '../../renderer/screens/screen-address.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
/** The address a link leads to, read as the page reads it. */
const follow = (link: string) => {
  const url = new URL(link, 'http://hall.local:4317/');
  return screenAddress(at(url.pathname, url.search, url.hash));
};

const sessionId = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
const teamId = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
/** Keys are whatever the host hands out: any printable text must survive the round trip. */
const key = fc.string({ minLength: 1, maxLength: 40 }).filter((k) => k.trim() === k && k !== '');

describe('the screen addresses', () => {
  it('reads each page with its own parameters', () => {
    expect(screenAddress(at('/team', '?session=s&team=refinery-ship-1&key=abc'))).toEqual({
      page: 'team',
      sessionId: 's',
      theme: 'dark',
      team: 'refinery-ship-1',
      key: 'abc',
      timer: null,
    });
    expect(screenAddress(at('/timer', '?session=s&timer=t12-1&theme=light'))).toMatchObject({
      page: 'timer',
      timer: 't12-1',
      theme: 'light',
    });
    expect(screenAddress(at('/ticker'))).toMatchObject({ page: 'ticker', sessionId: null });
    expect(screenAddress(at('/', '', '#/results/friday'))).toMatchObject({
      page: 'results',
      sessionId: 'friday',
    });
    expect(screenAddress(at('/display', '?session=s'))).toMatchObject({
      page: 'display',
      sessionId: 's',
    });
  });

  it('is the main app for any other address', () => {
    expect(screenAddress(at('/'))).toBeNull();
    expect(screenAddress(at('/', '', '#/sessions'))).toBeNull();
    expect(screenAddress(at('/teams'))).toBeNull();
    expect(screenAddress(at('/', '', '#/tickers/x'))).toBeNull();
  });

  it('refuses a team id the host would refuse, and ignores parameters another page does not take', () => {
    expect(screenAddress(at('/team', '?session=s&team=Bad Team'))?.team).toBeNull();
    expect(screenAddress(at('/team', '?session=s&team=../x'))?.team).toBeNull();
    expect(screenAddress(at('/ticker', '?session=s&team=a&key=k&timer=t'))).toMatchObject({
      team: null,
      key: null,
      timer: null,
    });
  });

  it('never throws, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (pathname, search, hash) => {
        const address = screenAddress(at(pathname, search, hash));
        if (address) expect(['light', 'dark']).toContain(address.theme);
      }),
    );
  });

  it('reads back every team link as the same team, session and key', () => {
    fc.assert(
      fc.property(sessionId, teamId, key, (session, team, secret) => {
        expect(follow(teamScreenLink(session, team, secret))).toEqual({
          page: 'team',
          sessionId: session,
          theme: 'dark',
          team,
          key: secret,
          timer: null,
        } satisfies ScreenAddress);
      }),
    );
  });

  it("reads back a player's own link as that player of the team", () => {
    fc.assert(
      fc.property(sessionId, teamId, key, teamId, (session, team, secret, player) => {
        expect(follow(teamScreenLink(session, team, secret, player))).toMatchObject({
          page: 'team',
          team,
          key: secret,
          player,
        });
      }),
    );
  });

  it('connects a team screen as that team, with the session and key, and other screens as the display of their session', () => {
    fc.assert(
      fc.property(sessionId, teamId, key, (session, team, secret) => {
        const address = follow(teamScreenLink(session, team, secret))!;
        const url = screenSocketUrl(address, 'http://hall.local:4317/team?x=1#y');
        expect(url.pathname).toBe('/ws');
        expect(url.searchParams.get('viewer')).toBe(`team:${team}`);
        expect(url.searchParams.get('session')).toBe(session);
        expect(url.searchParams.get('key')).toBe(secret);
        expect(url.hash).toBe('');
      }),
    );
    const ticker = screenAddress(at('/ticker', '?session=s&key=not-for-the-ticker'))!;
    const url = screenSocketUrl(ticker, 'http://hall.local:4317/ticker?session=s');
    expect(url.search).toBe('?viewer=display&session=s');
    // Without a session, the host lets the page follow the running one.
    const following = screenAddress(at('/display'))!;
    expect(screenSocketUrl(following, 'http://hall.local:4317/display').search).toBe(
      '?viewer=display',
    );
  });
});
