import { describe, expect, it } from 'vitest';
import { MINUS } from '../../../features/clock/format-duration.ts';
import { timerView } from '../../../features/clock/timer-view.ts';
import { ActionRejected } from '../../../session/types.ts';
import { Game, MINUTE, SECOND, T0, threeTurns } from './clock-fixtures.ts';

const templates = {
  ...threeTurns,
  timers: [
    {
      id: 'ashiva',
      name: 'Ashiva combat',
      kind: 'repeating',
      seconds: 120,
      cues: [{ atSeconds: 0, sound: 'alarm', message: 'The Ashiva act' }],
    },
    {
      id: 'time-out',
      name: 'Execution time-out',
      kind: 'countdown',
      seconds: 300,
      then: "Reveal the player's true allegiance to the Fleet",
    },
    {
      id: 'map-tables',
      name: 'Map turns',
      kind: 'turn-counter',
      scopes: ['Table 1', 'Table 2', 'Table 3'],
      maxTurns: 3,
    },
    { id: 'private', name: 'Adjudication', kind: 'stopwatch', display: false },
  ],
};

const rejected = (fn: () => unknown, message: RegExp | string) => {
  expect(fn).toThrow(ActionRejected);
  expect(fn).toThrow(message);
};

function gameWith(action: Record<string, unknown>, at = T0) {
  const game = new Game(templates);
  const [entry] = game.act(action as { type: string }, at);
  return { game, entry: entry!, timer: () => game.state.timers[0]! };
}

describe('countdown', () => {
  it('counts down, finishes at 0 and stays visible showing the overrun', () => {
    const { game, entry, timer } = gameWith({ type: 'timer.from-template', template: 'time-out' });
    expect(game.line(entry)).toBe('Started timer Execution time-out (5:00)');
    expect(timer()).toMatchObject({ id: 't1', startedAt: T0, durationMs: 5 * MINUTE });
    expect(timerView(timer(), T0 + 28 * SECOND)).toMatchObject({
      kind: 'countdown',
      running: true,
      remainingMs: 4 * MINUTE + 32 * SECOND,
      finished: false,
      label: '4:32',
    });
    expect(timerView(timer(), T0 + 5 * MINUTE)).toMatchObject({ finished: true, label: '0:00' });
    expect(timerView(timer(), T0 + 5 * MINUTE + 42 * SECOND)).toMatchObject({
      remainingMs: -42 * SECOND,
      finished: true,
      label: `${MINUS}0:42`,
    });
  });

  it('keeps running while the turn clock is paused', () => {
    const { game } = gameWith({ type: 'clock.start' });
    game.act({ type: 'timer.from-template', template: 'time-out' }, T0);
    game.act({ type: 'clock.pause' }, T0 + MINUTE);
    expect(timerView(game.state.timers[0]!, T0 + 3 * MINUTE).remainingMs).toBe(2 * MINUTE);
  });

  it('pauses, resumes, adds time and resets', () => {
    const { game, timer } = gameWith({ type: 'timer.from-template', template: 'time-out' });
    rejected(
      () => game.act({ type: 'timer.resume', id: 't1' }, T0),
      'Execution time-out is not paused',
    );
    const [paused] = game.act({ type: 'timer.pause', id: 't1' }, T0 + MINUTE);
    expect(game.line(paused!)).toBe('Paused timer Execution time-out (5:00)');
    expect(timerView(timer(), T0 + 10 * MINUTE)).toMatchObject({
      paused: true,
      running: false,
      remainingMs: 4 * MINUTE,
    });
    rejected(
      () => game.act({ type: 'timer.pause', id: 't1' }, T0),
      'Execution time-out is not running',
    );
    game.act({ type: 'timer.resume', id: 't1' }, T0 + 10 * MINUTE);
    const [added] = game.act({ type: 'timer.adjust', id: 't1', seconds: 30 }, T0 + 10 * MINUTE);
    expect(game.line(added!)).toBe('Added 0:30 to Execution time-out (5:00)');
    expect(timerView(timer(), T0 + 11 * MINUTE).remainingMs).toBe(3 * MINUTE + 30 * SECOND);
    rejected(
      () => game.act({ type: 'timer.adjust', id: 't1', seconds: -400 }, T0),
      /cannot remove 6:40/,
    );
    game.act({ type: 'timer.reset', id: 't1' }, T0 + 12 * MINUTE);
    expect(timerView(timer(), T0 + 20 * MINUTE)).toMatchObject({
      running: false,
      remainingMs: 5 * MINUTE,
      finished: false,
    });
    game.act({ type: 'timer.start', id: 't1' }, T0 + 20 * MINUTE);
    expect(timerView(timer(), T0 + 21 * MINUTE).remainingMs).toBe(4 * MINUTE);
    rejected(
      () => game.act({ type: 'timer.start', id: 't1' }, T0 + 21 * MINUTE),
      'Execution time-out is already running',
    );
  });
});

describe('repeating', () => {
  it('counts cycles from the first action at 0, and the time to the next', () => {
    const { game, entry, timer } = gameWith({ type: 'timer.from-template', template: 'ashiva' });
    expect(game.line(entry)).toBe('Started timer Ashiva combat (every 2:00)');
    expect(timerView(timer(), T0)).toMatchObject({ cycles: 1, nextInMs: 2 * MINUTE });
    expect(timerView(timer(), T0 + 48 * SECOND)).toMatchObject({
      cycles: 1,
      nextInMs: 72 * SECOND,
      remainingMs: 72 * SECOND,
      label: 'Cycle 1 · 1:12',
    });
    expect(timerView(timer(), T0 + 2 * MINUTE)).toMatchObject({ cycles: 2, nextInMs: 2 * MINUTE });
    expect(timerView(timer(), T0 + 7 * MINUTE).cycles).toBe(4);
  });

  it('delays the next action by the time added', () => {
    const { game, timer } = gameWith({ type: 'timer.from-template', template: 'ashiva' });
    game.act({ type: 'timer.adjust', id: 't1', seconds: 30 }, T0 + MINUTE);
    expect(timerView(timer(), T0 + MINUTE)).toMatchObject({ cycles: 1, nextInMs: 90 * SECOND });
  });
});

describe('stopwatch', () => {
  it('counts up, pauses, and can be kept off the display', () => {
    const { game, timer } = gameWith({ type: 'timer.from-template', template: 'private' });
    expect(timer().display).toBe(false);
    expect(timerView(timer(), T0 + 75 * SECOND)).toMatchObject({
      kind: 'stopwatch',
      elapsedMs: 75 * SECOND,
      remainingMs: null,
      label: '1:15',
    });
    game.act({ type: 'timer.pause', id: 't1' }, T0 + 2 * MINUTE);
    expect(timerView(timer(), T0 + 9 * MINUTE).elapsedMs).toBe(2 * MINUTE);
    game.act({ type: 'timer.adjust', id: 't1', seconds: 60 }, T0 + 9 * MINUTE);
    expect(timerView(timer(), T0 + 9 * MINUTE).label).toBe('3:00');
  });
});

describe('turn counter', () => {
  it('makes one counter per scope, each advancing on its own', () => {
    const { game, entry } = gameWith({ type: 'timer.from-template', template: 'map-tables' });
    expect(game.line(entry)).toBe('Started timers Map turns for Table 1, Table 2, Table 3');
    expect(game.state.timers.map((t) => [t.id, t.scope])).toEqual([
      ['t1-1', 'Table 1'],
      ['t1-2', 'Table 2'],
      ['t1-3', 'Table 3'],
    ]);
    const [advanced] = game.act({ type: 'timer.advance', id: 't1-2' }, T0 + 7 * MINUTE);
    expect(game.line(advanced!)).toBe('Advanced timer Map turns · Table 2');
    const [table1, table2] = game.state.timers;
    expect(timerView(table1!, T0 + 10 * MINUTE)).toMatchObject({
      turn: 1,
      maxTurns: 3,
      elapsedMs: 10 * MINUTE,
      label: 'Turn 1 of 3 · 10:00',
    });
    expect(timerView(table2!, T0 + 10 * MINUTE)).toMatchObject({
      turn: 2,
      elapsedMs: 3 * MINUTE,
      label: 'Turn 2 of 3 · 3:00',
    });
  });

  it('refuses to go beyond its last turn, and only counters advance', () => {
    const { game } = gameWith({ type: 'timer.from-template', template: 'map-tables' });
    game.act({ type: 'timer.advance', id: 't1-1' }, T0 + MINUTE);
    game.act({ type: 'timer.advance', id: 't1-1' }, T0 + 2 * MINUTE);
    rejected(
      () => game.act({ type: 'timer.advance', id: 't1-1' }, T0 + 3 * MINUTE),
      'Map turns · Table 1: all 3 turns done',
    );
    game.act({ type: 'timer.from-template', template: 'ashiva' }, T0);
    rejected(
      () => game.act({ type: 'timer.advance', id: 't4' }, T0),
      'Ashiva combat is not a turn counter',
    );
    game.act({ type: 'timer.reset', id: 't1-2' }, T0);
    rejected(() => game.act({ type: 'timer.advance', id: 't1-2' }, T0), 'has not started');
  });

  it('replaces the counters when the template starts again (the next map phase)', () => {
    const { game } = gameWith({ type: 'timer.from-template', template: 'map-tables' });
    game.act({ type: 'timer.advance', id: 't1-1' }, T0 + MINUTE);
    game.act({ type: 'timer.from-template', template: 'time-out' }, T0 + MINUTE);
    game.act({ type: 'timer.from-template', template: 'map-tables' }, T0 + 40 * MINUTE);
    expect(game.state.timers.map((t) => [t.id, t.turn])).toEqual([
      ['t3', 1],
      ['t4-1', 1],
      ['t4-2', 1],
      ['t4-3', 1],
    ]);
  });
});

describe('creating and removing timers', () => {
  it('creates a timer from the console, started at once', () => {
    const game = new Game();
    const [entry] = game.act(
      {
        type: 'timer.create',
        name: 'Player time-out',
        kind: 'countdown',
        seconds: 300,
        scope: 'Ana',
      },
      T0,
    );
    expect(game.line(entry!)).toBe('Started timer Player time-out · Ana (5:00)');
    expect(game.state.timers[0]).toMatchObject({
      id: 't1',
      scope: 'Ana',
      templateId: null,
      display: true,
      startedAt: T0,
    });
    const [removed] = game.act({ type: 'timer.remove', id: 't1' }, T0 + MINUTE);
    expect(game.line(removed!)).toBe('Removed timer Player time-out · Ana (5:00)');
    expect(game.state.timers).toEqual([]);
    rejected(() => game.act({ type: 'timer.remove', id: 't1' }, T0), 'there is no timer "t1"');
  });

  it('refuses a timer without what its kind needs, and an unknown template', () => {
    const game = new Game(templates);
    // The same rule, in the same words, as a scenario's timer template.
    expect(() => game.act({ type: 'timer.create', name: 'X', kind: 'countdown' }, T0)).toThrow(
      /\$\.seconds: a countdown timer needs seconds/,
    );
    expect(() =>
      game.act({ type: 'timer.create', name: 'X', kind: 'stopwatch', maxTurns: 3 }, T0),
    ).toThrow(/\$\.maxTurns: only a turn counter has maxTurns \(this one is a stopwatch\)/);
    expect(() =>
      game.act({ type: 'timer.create', name: 'X', kind: 'countdown', seconds: 90_000 }, T0),
    ).toThrow(/must be at most a day/);
    expect(() => game.act({ type: 'timer.create', name: ' ', kind: 'stopwatch' }, T0)).toThrow(
      /a timer needs a name/,
    );
    rejected(
      () => game.act({ type: 'timer.from-template', template: 'nope' }, T0),
      'this scenario has no timer template "nope"',
    );
  });
});

describe('the live state keeps what still counts', () => {
  it('clears the countdowns that ran out when the clock enters a phase, and says so in the log', () => {
    const game = new Game(templates);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'timer.from-template', template: 'time-out' }, T0);
    game.act({ type: 'timer.create', name: 'Long', kind: 'countdown', seconds: 3600 }, T0);
    game.act({ type: 'timer.from-template', template: 'ashiva' }, T0);
    const entries = game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    expect(game.state.timers.map((t) => t.name)).toEqual(['Long', 'Ashiva combat']);
    const cleared = entries.find((e) => e.action.type === 'timer.clear-finished');
    expect(cleared && game.line(cleared)).toBe(
      'Cleared the countdowns that had run out: Execution time-out (5:00)',
    );
    // Undoing the phase change brings the countdown back with it.
    game.act({ type: 'session.undo' }, T0 + 11 * MINUTE);
    expect(game.state.timers.map((t) => t.name)).toEqual([
      'Execution time-out',
      'Long',
      'Ashiva combat',
    ]);
  });

  it('leaves a countdown still running, and logs nothing when none ran out', () => {
    const game = new Game(templates);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'timer.from-template', template: 'time-out' }, T0);
    const entries = game.act({ type: 'clock.next' }, T0 + 4 * MINUTE);
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next']);
    expect(game.state.timers).toHaveLength(1);
  });

  it('keeps a phase’s first and latest run however often Control steps back and forth', () => {
    const game = new Game(templates);
    game.act({ type: 'clock.start' }, T0);
    let at = T0;
    for (let i = 0; i < 50; i++) {
      at += MINUTE;
      game.act({ type: 'clock.next' }, at);
      at += MINUTE;
      game.act({ type: 'clock.previous' }, at);
    }
    const { runs, plan } = game.clock;
    expect(runs.length).toBeLessThanOrEqual(2 * plan.length);
    const ofFirst = runs.filter((r) => r.index === 0);
    expect(ofFirst[0]?.startedAt).toBe(T0);
    expect(ofFirst.at(-1)).toMatchObject({ startedAt: at, endedAt: null });
    const ofSecond = runs.filter((r) => r.index === 1);
    expect(ofSecond[0]?.startedAt).toBe(T0 + MINUTE);
    expect(ofSecond.at(-1)?.endedAt).toBe(at);
  });
});
