import { describe, expect, it } from 'vitest';
import { hashFor, parseHash } from '../../renderer/app/router.svelte.ts';
import { displayAddress } from '../../renderer/display/display-address.ts';

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
