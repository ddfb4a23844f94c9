import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { scenarioSchema } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say, teamsRecorder, teamsScenario } from '../teams/teams-fixtures.ts';
import { newlyMet } from '../../../features/endings/conditions.ts';
import { endingBanners, holderTracks } from '../../../features/endings/endings-view.ts';

/** Alpha and Beta each keep three abilities (Alpha's Combat tops out at 4); two at 0 loses. */
const abilities = {
  trackers: [
    ...teamsScenario().trackers,
    { id: 'combat', name: 'Combat', start: 2, max: 6, perTeam: { alpha: { max: 4 } } },
    { id: 'science', name: 'Science', start: 1, max: 6 },
    { id: 'diplomacy', name: 'Diplomacy', start: 1, max: 6 },
    { id: 'morale', name: 'Morale', scope: 'global' as const, start: 0, public: true },
  ],
  endConditions: [
    {
      id: 'two-at-zero',
      name: 'Two abilities at 0',
      trackers: ['combat', 'science', 'diplomacy'],
      threshold: 0,
      count: 2,
      outcome: 'loses' as const,
    },
    {
      id: 'morale-10',
      name: 'Morale restored',
      trackers: ['morale'],
      compare: 'at-least' as const,
      threshold: 10,
      public: true,
    },
  ],
};

const r0 = () => teamsRecorder('end-seed', abilities);
const viewers: Viewer[] = [{ kind: 'display' }, { kind: 'team', team: 'beta' }];

describe('per-holder maxima', () => {
  it('stops a team at its own maximum when stepped and refuses a set above it', () => {
    const r = r0();
    const [entry] = r.act({ type: 'tracker.adjust', tracker: 'combat', holder: 'alpha', by: 5 });
    expect(entry!.outcome).toEqual({ applied: 2, value: 4 });
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'combat', holder: 'alpha', by: 1 }),
    ).toThrow('Combat is already at its maximum (4) for Alpha');
    expect(() =>
      r.act({ type: 'tracker.set', tracker: 'combat', holder: 'alpha', value: 5 }),
    ).toThrow('Combat for Alpha runs from 0 to 4; 5 is outside');
    r.act({ type: 'tracker.set', tracker: 'combat', holder: 'beta', value: 6 });
    expect(r.engine.state.trackers.values['combat']).toEqual({ alpha: 4, beta: 6 });
  });

  it('sets one holder’s maximum during the game, bringing its value down, seen only by that team', () => {
    const r = r0();
    r.act({ type: 'tracker.set', tracker: 'combat', holder: 'beta', value: 5 });
    const [entry] = r.act({ type: 'tracker.maximum', tracker: 'combat', holder: 'beta', max: 3 });
    expect(say(r, entry!)).toBe('Combat (Beta) maximum set to 3');
    expect(entry!.outcome).toEqual({ before: 5, value: 3, max: 3 });
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'combat', holder: 'beta', by: 1 }),
    ).toThrow('Combat is already at its maximum (3) for Beta');
    expect(() =>
      r.act({ type: 'tracker.maximum', tracker: 'combat', holder: 'beta', max: -1 }),
    ).toThrow('cannot go below 0');
    const seen = (viewer: Viewer) =>
      projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer).trackers;
    expect(seen({ kind: 'team', team: 'beta' }).maxima).toEqual({ combat: { beta: 3 } });
    expect(seen({ kind: 'team', team: 'alpha' }).maxima).toEqual({});
    expect(seen({ kind: 'display' }).maxima).toEqual({});
    const [back] = r.act({
      type: 'tracker.maximum',
      tracker: 'combat',
      holder: 'beta',
      max: null,
    });
    expect(say(r, back!)).toBe("Combat (Beta) maximum back to the scenario's (6)");
    expect(r.engine.state.trackers.maxima).toEqual({});
    r.act({ type: 'tracker.adjust', tracker: 'combat', holder: 'beta', by: 10 });
    expect(r.engine.state.trackers.values['combat']?.['beta']).toBe(6);
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
  });

  it('the view shows each holder’s value with its own maximum', () => {
    const r = r0();
    const tracks = holderTracks(r.engine.header.scenario, r.engine.state);
    const combat = tracks.find((t) => t.holder === 'alpha')!.tracks.find((t) => t.id === 'combat')!;
    expect(combat).toMatchObject({ value: 2, min: 0, max: 4 });
    const beta = tracks.find((t) => t.holder === 'beta')!.tracks.find((t) => t.id === 'combat')!;
    expect(beta.max).toBe(6);
  });
});

describe('end conditions', () => {
  it('is not met while only one ability is at 0', () => {
    const r = r0();
    const entries = r.act({ type: 'tracker.adjust', tracker: 'science', holder: 'alpha', by: -1 });
    expect(entries).toHaveLength(1);
    expect(r.engine.state.endings.met).toEqual([]);
    expect(newlyMet(r.engine.header.scenario, r.engine.state)).toEqual([]);
  });

  it('is recorded with who, which and when, and logged, once two abilities reach 0', () => {
    const r = r0();
    r.act({ type: 'tracker.adjust', tracker: 'science', holder: 'alpha', by: -1 });
    const entries = r.act({
      type: 'tracker.adjust',
      tracker: 'diplomacy',
      holder: 'alpha',
      by: -1,
    });
    expect(entries).toHaveLength(2);
    const met = entries[1]!;
    expect(met.action).toEqual({ type: 'end.met', condition: 'two-at-zero', holder: 'alpha' });
    expect(met.causedBy).toBe(entries[0]!.seq);
    expect(say(r, met)).toBe('Alpha loses: Two abilities at 0');
    expect(r.engine.state.endings.met).toEqual([
      { condition: 'two-at-zero', holder: 'alpha', seq: met.seq },
    ]);
    const banners = endingBanners(r.engine.header.scenario, r.engine.state);
    expect(banners).toEqual([
      expect.objectContaining({ text: 'Alpha loses: Two abilities at 0', seq: met.seq }),
    ]);
  });

  it('is met only once, even when the trackers leave and reach it again', () => {
    const r = r0();
    r.act({ type: 'tracker.set', tracker: 'science', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'diplomacy', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'diplomacy', holder: 'alpha', value: 2 });
    const again = r.act({ type: 'tracker.set', tracker: 'diplomacy', holder: 'alpha', value: 0 });
    expect(again).toHaveLength(1);
    expect(r.engine.state.endings.met).toHaveLength(1);
    expect(() => r.act({ type: 'end.met', condition: 'two-at-zero', holder: 'alpha' })).toThrow(
      'was met already',
    );
    expect(() => r.act({ type: 'end.met', condition: 'two-at-zero', holder: 'beta' })).toThrow(
      'is not met',
    );
  });

  it('undo takes the condition back with the action, and replay reaches the same state', () => {
    const r = r0();
    r.act({ type: 'tracker.set', tracker: 'science', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'diplomacy', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.adjust', tracker: 'morale', by: 10 });
    expect(r.engine.state.endings.met.map((m) => m.condition)).toEqual([
      'two-at-zero',
      'morale-10',
    ]);
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state).toEqual(r.engine.state);
    r.act({ type: 'session.undo' });
    expect(r.engine.state.endings.met.map((m) => m.condition)).toEqual(['two-at-zero']);
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state).toEqual(
      r.engine.state,
    );
  });

  it('does not show a team’s secret condition to the display or another team', () => {
    const r = r0();
    r.act({ type: 'tracker.set', tracker: 'science', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'diplomacy', holder: 'alpha', value: 0 });
    for (const viewer of viewers) {
      const seen = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
      expect(seen.endings.met).toEqual([]);
      expect(JSON.stringify(seen)).not.toContain('two-at-zero');
      const lines = projectLines(lodestarSession, r.engine.header, r.log, viewer);
      expect(lines.map((l) => JSON.stringify(l)).join('\n')).not.toContain('loses');
    }
    const own = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, {
      kind: 'team',
      team: 'alpha',
    });
    expect(own.endings.met).toHaveLength(1);
    r.act({ type: 'tracker.adjust', tracker: 'morale', by: 10 });
    const display = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, {
      kind: 'display',
    });
    expect(display.endings.met.map((m) => m.condition)).toEqual(['morale-10']);
  });

  it('refuses a condition on unknown trackers or of mixed scopes, and old files load without any', () => {
    const bad = scenarioSchema.safeParse({
      schemaVersion: 1,
      meta: { title: 'x', players: { min: 1, max: 2 }, durationMinutes: 10 },
      trackers: [
        { id: 'a', name: 'A' },
        { id: 'g', name: 'G', scope: 'global' },
      ],
      endConditions: [{ id: 'c', name: 'C', trackers: ['a', 'g', 'nope'], threshold: 0, count: 4 }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message).join('\n');
    expect(messages).toContain('no tracker "nope"');
    expect(messages).toContain('must all be game-wide, all team or all player');
    expect(messages).toContain('count is 4 but only 3');
    const old = scenarioSchema.parse({
      schemaVersion: 1,
      meta: { title: 'x', players: { min: 1, max: 2 }, durationMinutes: 10 },
    });
    expect(old.endConditions).toEqual([]);
  });
});

describe('the solo game’s ability tracks', () => {
  const solo = bundledScenarios.find((b) => b.id === 'free-captain-solo')!.scenario;

  it('validates, cites the rulebook and flags the numbers the rules do not give', () => {
    expect(scenarioSchema.safeParse(solo).success).toBe(true);
    const abilities = solo.trackers.filter((t) => t.group === 'Abilities');
    expect(abilities.map((t) => t.id)).toEqual(['combat', 'diplomacy', 'science']);
    for (const t of abilities) {
      expect(t.source).toMatch(/rules lines .*314-317/);
      expect(t.assumed).toBe(true);
    }
    expect(solo.endConditions[0]!.source).toContain('371-372');
  });

  it('the captain loses when two abilities reach 0, not one', () => {
    const r = recorder(
      createHeader({
        id: 'solo',
        title: 'Solo',
        scenarioId: 'free-captain-solo',
        scenario: solo,
        seed: 'solo-seed',
        createdAt: T0,
        createdBy: 'Ana',
        utcOffsetMinutes: 0,
      }),
    );
    r.act({ type: 'tracker.adjust', tracker: 'combat', holder: 'captain', by: -3 });
    expect(r.engine.state.endings.met).toEqual([]);
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'science', holder: 'captain', by: 4 }),
    ).not.toThrow();
    const entries = r.act({ type: 'tracker.set', tracker: 'science', holder: 'captain', value: 0 });
    expect(say(r, entries.at(-1)!)).toBe('Captain loses: Two abilities at 0');
    const display = projectState(lodestarSession, r.engine.state, solo, { kind: 'display' });
    expect(display.endings.met).toHaveLength(1);
    expect(display.trackers.values).toEqual({});
  });
});
