import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import { clockView } from '../../../features/clock/clock-view.ts';
import { ActionInvalid, SessionEngine } from '../../../session/engine.ts';
import { ActionRejected, AUTOMATION_AUTHOR } from '../../../session/types.ts';
import { DAY0, Game, HOUR, MINUTE, phase, SECOND, T0, threeTurns } from './clock-fixtures.ts';

const withAutomations = {
  blocks: [
    {
      id: 'turn',
      repeat: 2,
      phases: [
        phase('reconciliation', 10, {
          atStart: [{ kind: 'announce', text: 'Manpower returns to the ships' }],
        }),
        phase('commitment', 10, {
          atStart: [
            { kind: 'announce', text: 'Event cards are drawn for every ship' },
            { kind: 'start-timer', template: 'combat' },
          ],
        }),
        phase('negotiation', 15),
      ],
    },
  ],
  timers: [{ id: 'combat', name: 'Ashiva combat', kind: 'repeating', seconds: 120 }],
};

const rejected = (fn: () => unknown, message: RegExp | string) => {
  expect(fn).toThrow(ActionRejected);
  expect(fn).toThrow(message);
};

describe('clock.start', () => {
  it('enters the first phase and records the run', () => {
    const game = new Game();
    const [entry] = game.act({ type: 'clock.start' }, T0);
    expect(game.clock).toMatchObject({
      status: 'running',
      current: 0,
      startedAt: T0,
      phaseStartedAt: T0,
      runs: [{ index: 0, startedAt: T0, endedAt: null, pausedMs: 0, addedMs: 0 }],
      plannedStartAt: null,
      hardStopAt: null,
    });
    expect(game.line(entry!)).toBe('Started the game: Turn 1 · Reconciliation');
  });

  it('places the start time on the local day and the hard stop after it', () => {
    // 16:00–20:00 in New Zealand (UTC+12), started at 16:25 local.
    const game = new Game(
      { ...threeTurns, startTime: '16:00', hardStop: '20:00' },
      { utcOffsetMinutes: 12 * 60 },
    );
    const sixteenLocal = DAY0 + 4 * HOUR;
    game.act({ type: 'clock.start' }, sixteenLocal + 25 * MINUTE);
    expect(game.clock.plannedStartAt).toBe(sixteenLocal);
    expect(game.clock.hardStopAt).toBe(sixteenLocal + 4 * HOUR);
  });

  it('crosses midnight: a 22:00 game with a 01:00 hard stop', () => {
    const game = new Game({ ...threeTurns, startTime: '22:00', hardStop: '01:00' });
    game.act({ type: 'clock.start' }, DAY0 + 22 * HOUR + 5 * MINUTE);
    expect(game.clock.plannedStartAt).toBe(DAY0 + 22 * HOUR);
    expect(game.clock.hardStopAt).toBe(DAY0 + 25 * HOUR);
  });

  it('counts a start after midnight as late, not as the next evening', () => {
    const game = new Game({ ...threeTurns, startTime: '22:00', hardStop: '01:00' });
    game.act({ type: 'clock.start' }, DAY0 + 24 * HOUR + 30 * MINUTE);
    expect(game.clock.plannedStartAt).toBe(DAY0 + 22 * HOUR);
    expect(game.clock.hardStopAt).toBe(DAY0 + 25 * HOUR);
  });

  it('without a start time, places the hard stop after the actual start', () => {
    const game = new Game({ ...threeTurns, hardStop: '20:00' });
    game.act({ type: 'clock.start' }, DAY0 + 21 * HOUR);
    expect(game.clock.plannedStartAt).toBeNull();
    expect(game.clock.hardStopAt).toBe(DAY0 + 44 * HOUR);
  });

  it('refuses to start twice, after the end, or without phases', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    rejected(() => game.act({ type: 'clock.start' }, T0 + 1), 'the clock has already started');
    game.act({ type: 'clock.end' }, T0 + 2);
    rejected(() => game.act({ type: 'clock.start' }, T0 + 3), 'the game has ended');
    rejected(() => new Game({}).act({ type: 'clock.start' }, T0), /the schedule has no phases/);
  });
});

describe('moving between phases', () => {
  it('goes to the next phase with a log line naming it and the turn', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    const [entry] = game.act({ type: 'clock.next' }, T0 + 12 * MINUTE);
    expect(game.line(entry!)).toBe('Next phase: Commitment (Turn 1)');
    expect(game.clock).toMatchObject({ current: 1, phaseStartedAt: T0 + 12 * MINUTE, addedMs: 0 });
    expect(game.clock.runs).toEqual([
      { index: 0, startedAt: T0, endedAt: T0 + 12 * MINUTE, pausedMs: 0, addedMs: 0 },
      { index: 1, startedAt: T0 + 12 * MINUTE, endedAt: null, pausedMs: 0, addedMs: 0 },
    ]);
  });

  it('refuses to go past the last phase, and says to end the game instead', () => {
    const game = new Game({ blocks: [{ id: 't', repeat: 1, phases: [phase('only', 5)] }] });
    game.act({ type: 'clock.start' }, T0);
    rejected(
      () => game.act({ type: 'clock.next' }, T0 + MINUTE),
      'there is no phase after Turn · Only — end the game instead',
    );
    const ten = new Game();
    ten.act({ type: 'clock.start' }, T0);
    ten.act({ type: 'clock.jump', index: 8 }, T0 + 1);
    rejected(
      () => ten.act({ type: 'clock.next' }, T0 + 2),
      'there is no phase after Turn 3 · Negotiation — end the game instead',
    );
  });

  it('goes back to the previous phase afresh, and not before the first', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    rejected(
      () => game.act({ type: 'clock.previous' }, T0 + 1),
      'there is no phase before Turn 1 · Reconciliation',
    );
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    game.act({ type: 'clock.adjust', seconds: 60 }, T0 + 11 * MINUTE);
    const [entry] = game.act({ type: 'clock.previous' }, T0 + 12 * MINUTE);
    expect(game.line(entry!)).toBe('Back to Reconciliation (Turn 1)');
    expect(game.clock).toMatchObject({ current: 0, phaseStartedAt: T0 + 12 * MINUTE, addedMs: 0 });
    expect(clockView(game.clock, T0 + 12 * MINUTE).remainingMs).toBe(10 * MINUTE);
    expect(game.clock.runs.map((r) => r.index)).toEqual([0, 1, 0]);
    expect(game.clock.runs[1]).toMatchObject({ endedAt: T0 + 12 * MINUTE, addedMs: MINUTE });
  });

  it('jumps to any phase of the plan, and refuses one that does not exist or before the start', () => {
    const game = new Game();
    rejected(() => game.act({ type: 'clock.jump', index: 3 }, T0), 'the clock has not started');
    game.act({ type: 'clock.start' }, T0);
    const [entry] = game.act({ type: 'clock.jump', index: 4 }, T0 + MINUTE);
    expect(game.line(entry!)).toBe('Jumped to Turn 2 · Commitment');
    expect(game.clock.current).toBe(4);
    rejected(
      () => game.act({ type: 'clock.jump', index: 9 }, T0 + 2 * MINUTE),
      'there is no phase 10 (the plan has 9)',
    );
    expect(() => game.act({ type: 'clock.jump', index: -1 }, T0)).toThrow(ActionInvalid);
    expect(() => game.act({ type: 'clock.jump', index: 1.5 }, T0)).toThrow(ActionInvalid);
  });

  it('runs the phase-start automations of an entered phase as logged follow-ups', () => {
    const game = new Game(withAutomations);
    const start = game.act({ type: 'clock.start' }, T0);
    expect(start.map((e) => [e.action.type, e.by, e.causedBy])).toEqual([
      ['clock.start', 'Control', undefined],
      ['announce.post', AUTOMATION_AUTHOR, 1],
    ]);
    const next = game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    expect(next.map((e) => e.action)).toEqual([
      { type: 'clock.next' },
      { type: 'announce.post', text: 'Event cards are drawn for every ship', urgent: false },
      { type: 'timer.from-template', template: 'combat' },
    ]);
    expect(game.state.timers.map((t) => t.name)).toEqual(['Ashiva combat']);
    expect(game.state.announcements.at(-1)?.text).toBe('Event cards are drawn for every ship');
    // Going back does not repeat what happens at a phase's start …
    game.act({ type: 'clock.next' }, T0 + 20 * MINUTE);
    expect(game.act({ type: 'clock.previous' }, T0 + 21 * MINUTE)).toHaveLength(1);
    // … but jumping to a phase does.
    expect(game.act({ type: 'clock.jump', index: 0 }, T0 + 22 * MINUTE)).toHaveLength(2);
  });

  it('undoes an entered phase together with its automations', () => {
    const game = new Game(withAutomations);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    game.act({ type: 'session.undo' }, T0 + 11 * MINUTE);
    expect(game.clock.current).toBe(0);
    expect(game.state.timers).toEqual([]);
    expect(game.state.announcements.map((a) => a.text)).toEqual(['Manpower returns to the ships']);
  });
});

describe('pause, resume, adjust, end', () => {
  it('pauses and resumes only when that makes sense', () => {
    const game = new Game();
    rejected(() => game.act({ type: 'clock.pause' }, T0), 'the clock has not started');
    game.act({ type: 'clock.start' }, T0);
    rejected(() => game.act({ type: 'clock.resume' }, T0 + 1), 'the clock is not paused');
    const [paused] = game.act({ type: 'clock.pause' }, T0 + MINUTE);
    expect(game.line(paused!)).toBe('Paused the clock in Turn 1 · Reconciliation');
    rejected(() => game.act({ type: 'clock.pause' }, T0 + 2 * MINUTE), 'the clock is not running');
    game.act({ type: 'clock.resume' }, T0 + 4 * MINUTE);
    expect(game.clock).toMatchObject({ status: 'running', pausedAt: null, pausedMs: 3 * MINUTE });
    expect(game.clock.pausedMs).toBe(3 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 5 * MINUTE);
    expect(game.clock.runs[0]).toMatchObject({ pausedMs: 3 * MINUTE, endedAt: T0 + 5 * MINUTE });
  });

  it('adds and removes time with log lines naming the phase', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.jump', index: 2 }, T0);
    const [added] = game.act({ type: 'clock.adjust', seconds: 60 }, T0 + MINUTE);
    expect(game.line(added!)).toBe('Added 1:00 to Negotiation');
    const [removed] = game.act({ type: 'clock.adjust', seconds: -30 }, T0 + MINUTE);
    expect(game.line(removed!)).toBe('Removed 0:30 from Negotiation');
    expect(game.clock.addedMs).toBe(30 * SECOND);
    rejected(
      () => game.act({ type: 'clock.adjust', seconds: -16 * 60 }, T0 + MINUTE),
      'cannot remove 16:00: Turn 1 · Negotiation is only 15:30 long',
    );
    expect(() => game.act({ type: 'clock.adjust', seconds: 0 }, T0)).toThrow(ActionInvalid);
    expect(() => game.act({ type: 'clock.adjust', seconds: 0.5 }, T0)).toThrow(ActionInvalid);
    expect(() => game.act({ type: 'clock.adjust', minutes: 1 }, T0)).toThrow(ActionInvalid);
  });

  it('ends the game: the run closes, and the clock takes no more moves', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.pause' }, T0 + 5 * MINUTE);
    const [ended] = game.act({ type: 'clock.end' }, T0 + 7 * MINUTE);
    expect(game.line(ended!)).toBe('Ended the game in Turn 1 · Reconciliation');
    expect(game.clock).toMatchObject({ status: 'ended', endedAt: T0 + 7 * MINUTE, pausedAt: null });
    expect(game.clock.runs[0]).toMatchObject({ endedAt: T0 + 7 * MINUTE, pausedMs: 2 * MINUTE });
    for (const type of ['clock.next', 'clock.pause', 'clock.resume', 'clock.end'])
      rejected(() => game.act({ type }, T0 + 8 * MINUTE), 'the game has ended');
    rejected(
      () => game.act({ type: 'clock.plan.add-turns', count: 1 }, T0 + 8 * MINUTE),
      'the game has ended',
    );
  });

  it('replays a log of clock actions to exactly the live state', () => {
    const game = new Game(withAutomations);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.pause' }, T0 + 3 * MINUTE);
    game.act({ type: 'clock.adjust', seconds: 120 }, T0 + 4 * MINUTE);
    game.act({ type: 'clock.resume' }, T0 + 5 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 14 * MINUTE);
    game.act({ type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 5 }, T0 + 15 * MINUTE);
    game.act({ type: 'clock.plan.add-turns', count: 1 }, T0 + 16 * MINUTE);
    game.act({ type: 'clock.previous' }, T0 + 17 * MINUTE);
    game.act({ type: 'clock.end' }, T0 + 18 * MINUTE);
    const replayed = SessionEngine.replay(game.header, game.log, lodestarSession);
    expect(replayed.state).toEqual(game.state);
    expect(replayed.lastHash).toBe(game.engine.lastHash);
  });
});
