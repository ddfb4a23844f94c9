import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { say, teamsRecorder, teamsScenario } from './teams-fixtures.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { SessionEngine } from '../../../session/engine.ts';

const value = (r: ReturnType<typeof teamsRecorder>, tracker: string, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, tracker), holder);

describe('tracker actions', () => {
  it('adjusts a team tracker from its per-team start and stops at the limits', () => {
    const r = teamsRecorder();
    expect(value(r, 'fuel', 'alpha')).toBe(5);
    expect(value(r, 'fuel', 'beta')).toBe(0);
    const [entry] = r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: 'alpha', by: -7 });
    expect(entry!.outcome).toEqual({ applied: -5, value: 0 });
    expect(say(r, entry!)).toBe('Fuel (Alpha) -7 → 0');
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: 'alpha', by: -1 }),
    ).toThrow('Fuel is already at its minimum (0)');
  });

  it('keeps a global track within its range and refuses a holder for it', () => {
    const r = teamsRecorder();
    r.act({ type: 'tracker.adjust', tracker: 'order', by: 5 });
    expect(value(r, 'order', '')).toBe(3);
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'order', holder: 'alpha', by: 1 }),
    ).toThrow('kept for the whole game');
    expect(() => r.act({ type: 'tracker.set', tracker: 'order', value: -4 })).toThrow(
      'runs from -3 to 3',
    );
  });

  it('refuses a team that does not hold the tracker and an unknown tracker', () => {
    const r = teamsRecorder();
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'crew', holder: 'gamma', by: 1 }),
    ).toThrow('team "gamma" has no Refinery crew');
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'gold', holder: 'alpha', by: 1 }),
    ).toThrow('There is no tracker "gold"');
  });

  it('player trackers follow the roster', () => {
    const r = teamsRecorder();
    r.act({
      type: 'roster.import',
      players: [{ id: 'ana', name: 'Ana', team: 'alpha', role: 'captain' }],
    });
    r.act({ type: 'tracker.adjust', tracker: 'status', holder: 'ana', by: 2 });
    expect(value(r, 'status', 'ana')).toBe(2);
    expect(() =>
      r.act({ type: 'tracker.adjust', tracker: 'status', holder: 'bob', by: 1 }),
    ).toThrow('player "bob" has no Status');
  });

  it('an upkeep short of its output moves the unpaid input units, and undoes as one', () => {
    const feed = {
      id: 'feed',
      name: 'Feeding',
      input: 'manpower',
      rate: -1,
      output: 'food',
      unpaidTo: 'wounded',
    };
    const r = teamsRecorder('teams-seed', { productions: [feed] });
    r.act({ type: 'tracker.set', tracker: 'food', holder: 'beta', value: 10 });
    const [entry] = r.act({ type: 'tracker.produce', productions: ['feed'] });
    // Alpha has 4 Food for 6 Manpower: 2 go unfed and are Wounded; Beta eats 6 of its 10.
    expect(value(r, 'food', 'alpha')).toBe(0);
    expect(value(r, 'manpower', 'alpha')).toBe(6);
    expect(value(r, 'wounded', 'alpha')).toBe(2);
    expect(value(r, 'food', 'beta')).toBe(4);
    expect(value(r, 'wounded', 'beta')).toBe(0);
    // Gamma, like Alpha, has 4 Food for 6.
    expect(say(r, entry!)).toBe('Produced (Feeding): -14 Food, +4 Wounded');
    r.act({ type: 'session.undo' });
    expect(value(r, 'wounded', 'alpha')).toBe(0);
    expect(value(r, 'food', 'alpha')).toBe(4);
  });

  it('refuses unpaid units on a step that is not an upkeep', () => {
    const bad = {
      id: 'bad',
      name: 'Bad',
      input: 'crew',
      rate: 1,
      output: 'fuel',
      unpaidTo: 'wounded',
    };
    expect(() => teamsScenario({ productions: [bad] })).toThrow(/only an upkeep/);
  });

  it('production adds rate × capped input per team and runs at the phase start', () => {
    const r = teamsRecorder();
    r.act({ type: 'tracker.set', tracker: 'crew', holder: 'alpha', value: 6 });
    r.act({ type: 'tracker.set', tracker: 'crew', holder: 'beta', value: 2 });
    const [entry] = r.act({ type: 'tracker.produce', productions: ['refine'] });
    expect(value(r, 'fuel', 'alpha')).toBe(5 + 4);
    expect(value(r, 'fuel', 'beta')).toBe(2);
    expect(say(r, entry!)).toBe('Produced (Refine): +6 Fuel');
    r.act({ type: 'clock.start' });
    r.act({ type: 'clock.next' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'tracker.produce']);
    expect(value(r, 'fuel', 'alpha')).toBe(13);
  });

  it('normalises so the lowest holds exactly the floor (TI3 setup step 7)', () => {
    const r = teamsRecorder();
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'beta', value: 7 });
    r.act({ type: 'tracker.set', tracker: 'fuel', holder: 'gamma', value: 8 });
    const [entry] = r.act({ type: 'tracker.normalise', tracker: 'fuel', floor: 1 });
    expect(['alpha', 'beta', 'gamma'].map((t) => value(r, 'fuel', t))).toEqual([1, 8, 9]);
    expect(say(r, entry!)).toBe('Normalised Fuel so the lowest holds 1 (everyone +1)');
  });

  it('property: adjustments conserve the total except where a limit stops them, and replay agrees', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            team: fc.constantFrom('alpha', 'beta', 'gamma'),
            by: fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0),
          }),
          { maxLength: 25 },
        ),
        (steps) => {
          const r = teamsRecorder();
          let expected = 5;
          for (const step of steps) {
            const before = value(r, 'fuel', step.team);
            try {
              r.act({ type: 'tracker.adjust', tracker: 'fuel', holder: step.team, by: step.by });
            } catch {
              expect(before === 0 && step.by < 0).toBe(true);
              continue;
            }
            expected += value(r, 'fuel', step.team) - before;
            expect(value(r, 'fuel', step.team) - before).toBe(Math.max(step.by, -before));
          }
          const total = ['alpha', 'beta', 'gamma'].reduce((n, t) => n + value(r, 'fuel', t), 0);
          expect(total).toBe(expected);
          const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
          expect(replayed.state.trackers).toEqual(r.engine.state.trackers);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the fixture is a valid scenario', () => {
    expect(teamsScenario().trackers).toHaveLength(7);
  });
});
