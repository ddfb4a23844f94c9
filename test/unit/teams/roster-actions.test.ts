import { describe, expect, it } from 'vitest';
import { say, teamsRecorder } from './teams-fixtures.ts';

describe('roster actions', () => {
  it('imports players with ids made from the entry, checks teams and roles, and replaces on request', () => {
    const r = teamsRecorder();
    const [entry] = r.act({
      type: 'roster.import',
      players: [
        { name: 'Ana', team: 'alpha', role: 'captain' },
        { name: 'Bo', team: 'beta', role: 'crew', notes: 'age 31' },
        { name: 'Cy' },
      ],
    });
    expect(r.engine.state.roster.players.map((p) => [p.id, p.name, p.team, p.role])).toEqual([
      [`p${entry!.seq}-1`, 'Ana', 'alpha', 'captain'],
      [`p${entry!.seq}-2`, 'Bo', 'beta', 'crew'],
      [`p${entry!.seq}-3`, 'Cy', null, null],
    ]);
    expect(say(r, entry!)).toBe('Added 3 players');
    expect(() =>
      r.act({ type: 'roster.import', players: [{ name: 'Di', team: 'gamma', role: 'crew' }] }),
    ).toThrow('row 1 (Di): Gamma has no role "crew"');
    expect(() =>
      r.act({ type: 'roster.import', players: [{ name: 'Ed', team: 'delta' }] }),
    ).toThrow('there is no team "delta"');
    r.act({ type: 'roster.import', players: [{ id: 'x1', name: 'Fay' }], replace: true });
    expect(r.engine.state.roster.players.map((p) => p.name)).toEqual(['Fay']);
    expect(() => r.act({ type: 'roster.import', players: [{ id: 'x1', name: 'Gil' }] })).toThrow(
      'the id "x1" is already on the roster',
    );
  });

  it('moves a player to another team, dropping a role that team lacks; removes; reseats', () => {
    const r = teamsRecorder();
    r.act({
      type: 'roster.import',
      players: [
        { id: 'a', name: 'Ana', team: 'alpha', role: 'crew' },
        { id: 'b', name: 'Bo', team: 'beta', role: 'captain' },
      ],
    });
    const [moved] = r.act({ type: 'roster.update', player: 'a', team: 'gamma' });
    expect(r.engine.state.roster.players[0]).toMatchObject({ team: 'gamma', role: null });
    expect(say(r, moved!)).toBe('Ana: to Gamma');
    r.act({ type: 'roster.seat', players: ['b', 'a'] });
    expect(r.engine.state.roster.players.map((p) => p.id)).toEqual(['b', 'a']);
    expect(() => r.act({ type: 'roster.seat', players: ['b'] })).toThrow('every player once');
    r.act({ type: 'roster.seat', teams: ['gamma', 'alpha', 'beta'] });
    expect(r.engine.state.roster.teamOrder).toEqual(['gamma', 'alpha', 'beta']);
    r.act({ type: 'roster.remove', player: 'a' });
    expect(r.engine.state.roster.players.map((p) => p.id)).toEqual(['b']);
    expect(() => r.act({ type: 'roster.remove', player: 'a' })).toThrow('There is no player "a"');
  });

  it('deals follow the seat order of teams', () => {
    const r = teamsRecorder();
    r.act({ type: 'roster.seat', teams: ['gamma', 'alpha', 'beta'] });
    const [entry] = r.act({ type: 'deck.deal', deck: 'events', count: 1, to: 'play' });
    expect(Object.keys((entry!.outcome as { dealt: Record<string, unknown> }).dealt)).toEqual([
      'gamma',
      'alpha',
      'beta',
    ]);
  });
});

describe('posts', () => {
  it('a single post changes hands; a player can hold a post on top of a seat; vacating is logged', () => {
    const r = teamsRecorder();
    r.act({
      type: 'roster.import',
      players: [
        { id: 'a', name: 'Ana', team: 'alpha', role: 'captain' },
        { id: 'b', name: 'Bo', team: 'beta', role: 'crew' },
      ],
    });
    const [first] = r.act({
      type: 'roster.post',
      team: 'council',
      role: 'president',
      player: 'a',
      hold: true,
    });
    expect(say(r, first!)).toBe('Ana is now President');
    const [second] = r.act({
      type: 'roster.post',
      team: 'council',
      role: 'president',
      player: 'b',
      hold: true,
    });
    expect(say(r, second!)).toBe('Bo is now President, replacing Ana');
    expect(r.engine.state.roster.players.map((p) => [p.team, p.role, p.posts])).toEqual([
      ['alpha', 'captain', []],
      ['beta', 'crew', ['council/president']],
    ]);
    expect(() =>
      r.act({ type: 'roster.post', team: 'alpha', role: 'captain', player: 'b', hold: true }),
    ).toThrow('There is no office "alpha"');
    const [left] = r.act({
      type: 'roster.post',
      team: 'council',
      role: 'president',
      player: 'b',
      hold: false,
    });
    expect(say(r, left!)).toBe('Bo is no longer President');
    expect(() =>
      r.act({ type: 'roster.post', team: 'council', role: 'president', player: 'b', hold: false }),
    ).toThrow('Bo is not President');
  });
});
