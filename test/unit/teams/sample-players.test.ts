import { describe, expect, it } from 'vitest';
import { secretRoleRows } from '../../../features/secrets/secrets-view.ts';
import { hasSamplePlayers, samplePlayers } from '../../../features/teams/sample-players.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { createHeader } from '../../../session/session-header.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say, teamsRecorder } from './teams-fixtures.ts';

/**
 * "Fill with sample players": stand-ins for every seat of every playing team, so a bundled game
 * can be tried before the real roster exists; an import replaces them.
 */

const bundled = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;

describe('sample players', () => {
  it("fill each playing team's roles to their counts, numbered within the team", () => {
    const r = teamsRecorder();
    const players = samplePlayers(r.engine.header.scenario, r.engine.state.roster);
    // Alpha and Beta: a captain and three crew; Gamma: a captain; the Council is an office.
    expect(players.map((p) => [p.name, p.team, p.role])).toEqual([
      ['Alpha 1', 'alpha', 'captain'],
      ['Alpha 2', 'alpha', 'crew'],
      ['Alpha 3', 'alpha', 'crew'],
      ['Alpha 4', 'alpha', 'crew'],
      ['Beta 1', 'beta', 'captain'],
      ['Beta 2', 'beta', 'crew'],
      ['Beta 3', 'beta', 'crew'],
      ['Beta 4', 'beta', 'crew'],
      ['Gamma 1', 'gamma', 'captain'],
    ]);
    expect(players.every((p) => p.sample === true && /sample/i.test(p.notes ?? ''))).toBe(true);
  });

  it('skip the seats real players already hold', () => {
    const r = teamsRecorder();
    r.act({
      type: 'roster.import',
      players: [
        { name: 'Ana', team: 'alpha', role: 'crew' },
        { name: 'Bo', team: 'beta' },
      ],
    });
    const names = samplePlayers(r.engine.header.scenario, r.engine.state.roster).map((p) => p.name);
    expect(names).toEqual([
      'Alpha 1',
      'Alpha 3',
      'Alpha 4',
      // Bo has no role: he takes the first seat left.
      'Beta 2',
      'Beta 3',
      'Beta 4',
      'Gamma 1',
    ]);
  });

  it('are a logged import, marked as samples, that the real roster replaces', () => {
    const r = teamsRecorder();
    r.act({ type: 'roster.import', players: [{ name: 'Ana', team: 'gamma', role: 'captain' }] });
    const [filled] = r.act({
      type: 'roster.import',
      players: samplePlayers(r.engine.header.scenario, r.engine.state.roster),
    });
    expect(say(r, filled!)).toBe('Added 8 sample players');
    const roster = r.engine.state.roster;
    expect(hasSamplePlayers(roster)).toBe(true);
    expect(roster.players.filter((p) => p.sample).map((p) => p.name)).toHaveLength(8);
    // Ana is real: her record carries no sample mark at all.
    expect(roster.players[0]).not.toHaveProperty('sample');

    const [replaced] = r.act({
      type: 'roster.import',
      players: [{ name: 'Bo', team: 'alpha', role: 'captain' }],
      replace: 'sample',
    });
    expect(say(r, replaced!)).toBe('Sample players replaced with 1 player');
    expect(r.engine.state.roster.players.map((p) => p.name)).toEqual(['Ana', 'Bo']);
    expect(hasSamplePlayers(r.engine.state.roster)).toBe(false);
  });

  it('seat all 45 of So Say We All, so its Infiltrators can be drawn', () => {
    const scenario = bundled('so-say-we-all');
    const players = samplePlayers(scenario, { players: [], teamOrder: [] });
    expect(players).toHaveLength(45);
    expect(players[0]).toMatchObject({ name: 'R.E.C. Prosecutor 1', role: 'captain' });
    expect(players.find((p) => p.team === 'refinery-ship-1')?.name).toBe('Refinery Ship 1 #1');
    // Nobody is seated in an office: posts are held on top of a seat.
    expect(players.some((p) => p.team === 'government')).toBe(false);
  });

  it('let a bundled game draw its secret roles and open its votes at once', () => {
    const r = recorder(
      createHeader({
        id: 'sample-session',
        title: 'Rehearsal',
        scenarioId: 'so-say-we-all',
        scenario: bundled('so-say-we-all'),
        seed: 'sample-seed',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    const scenario = r.engine.header.scenario;
    expect(secretRoleRows(scenario, r.engine.state)[0]!.blocked).toMatch(/Only 0 eligible/);
    r.act({ type: 'roster.import', players: samplePlayers(scenario, r.engine.state.roster) });
    expect(secretRoleRows(scenario, r.engine.state)[0]!.blocked).toBeNull();
    r.act({ type: 'secret.assign', role: 'ashiva-infiltrator' });
    expect(r.engine.state.secrets.assignments['ashiva-infiltrator']?.players).toHaveLength(4);
  });
});
