import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockView, positionLabel } from '../../../features/clock/clock-view.ts';
import { ActionRejected } from '../../../session/types.ts';
import { DAY0, Game, HOUR, MINUTE, SECOND, T0, threeTurns } from './clock-fixtures.ts';

/** A game started at T0 with the three-turn plan (10 + 10 + 15 minutes a turn). */
function started(schedule: unknown = threeTurns) {
  const game = new Game(schedule);
  game.act({ type: 'clock.start' }, T0);
  return game;
}

describe('remaining and elapsed', () => {
  it('counts down from the planned length and runs into overrun, never skipping', () => {
    const game = started();
    expect(clockView(game.clock, T0 + 4 * MINUTE)).toMatchObject({
      remainingMs: 6 * MINUTE,
      elapsedMs: 4 * MINUTE,
      overrun: false,
      progress: 0.4,
      turnLabel: 'Turn 1',
      phaseName: 'Reconciliation',
      next: { turnLabel: 'Turn 1', phaseName: 'Commitment' },
    });
    const late = clockView(game.clock, T0 + 13 * MINUTE);
    expect(late).toMatchObject({ remainingMs: -3 * MINUTE, overrun: true, progress: 1, index: 0 });
    expect(positionLabel(game.clock)).toBe('Turn 1 · Reconciliation');
  });

  it('shows a phase that ended while the app was closed as overrun, hours later', () => {
    const game = started();
    const reopened = T0 + 5 * HOUR;
    const view = clockView(game.clock, reopened);
    expect(view.index).toBe(0);
    expect(view.remainingMs).toBe(10 * MINUTE - 5 * HOUR);
    expect(view.overrun).toBe(true);
    expect(view.gameElapsedMs).toBe(5 * HOUR);
  });

  it('pauses across the end of a phase: the countdown stops, and the overrun waits', () => {
    const game = started();
    game.act({ type: 'clock.pause' }, T0 + 9 * MINUTE);
    // Paused with a minute left; the phase's planned end passes during the pause.
    expect(clockView(game.clock, T0 + 30 * MINUTE)).toMatchObject({
      status: 'paused',
      remainingMs: MINUTE,
      overrun: false,
      lastMinute: true,
    });
    game.act({ type: 'clock.resume' }, T0 + 30 * MINUTE);
    expect(clockView(game.clock, T0 + 30 * MINUTE).remainingMs).toBe(MINUTE);
    expect(clockView(game.clock, T0 + 32 * MINUTE)).toMatchObject({
      remainingMs: -MINUTE,
      overrun: true,
    });
  });

  it('moves on while paused: the next phase waits, whole, for the resume', () => {
    const game = started();
    game.act({ type: 'clock.pause' }, T0 + 4 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 6 * MINUTE);
    expect(clockView(game.clock, T0 + 20 * MINUTE)).toMatchObject({
      status: 'paused',
      phaseName: 'Commitment',
      remainingMs: 10 * MINUTE,
    });
    expect(game.clock.runs[0]).toMatchObject({ endedAt: T0 + 6 * MINUTE, pausedMs: 2 * MINUTE });
    game.act({ type: 'clock.resume' }, T0 + 20 * MINUTE);
    expect(clockView(game.clock, T0 + 21 * MINUTE).remainingMs).toBe(9 * MINUTE);
  });

  it('adds time while paused: it counts at once, and the pause still holds', () => {
    const game = started();
    game.act({ type: 'clock.pause' }, T0 + 4 * MINUTE);
    game.act({ type: 'clock.adjust', seconds: 120 }, T0 + 5 * MINUTE);
    expect(clockView(game.clock, T0 + 8 * MINUTE).remainingMs).toBe(8 * MINUTE);
    game.act({ type: 'clock.resume' }, T0 + 10 * MINUTE);
    expect(clockView(game.clock, T0 + 11 * MINUTE).remainingMs).toBe(7 * MINUTE);
  });

  it('never shows negative elapsed time when the system clock jumps backwards', () => {
    const game = started();
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    const view = clockView(game.clock, T0 + 2 * MINUTE);
    expect(view.elapsedMs).toBe(0);
    expect(view.remainingMs).toBe(10 * MINUTE);
    expect(view.gameElapsedMs).toBe(2 * MINUTE);
    expect(clockView(game.clock, T0 - HOUR).gameElapsedMs).toBe(0);
    // The engine clamps a backwards timestamp: the phase does not restart in the past.
    game.act({ type: 'clock.next' }, T0 + 5 * MINUTE);
    expect(game.clock.phaseStartedAt).toBe(T0 + 10 * MINUTE);
  });

  it('keeps remaining + elapsed = planned + added through any pauses and adjustments', () => {
    type Step = { kind: 'pause' | 'resume' | 'adjust' | 'next'; after: number; seconds: number };
    const step = fc.record({
      kind: fc.constantFrom('pause', 'resume', 'adjust', 'next'),
      after: fc.integer({ min: 0, max: 20 * MINUTE }),
      seconds: fc.integer({ min: -300, max: 300 }).filter((s) => s !== 0),
    });
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 12 }),
        fc.integer({ min: -HOUR, max: 3 * HOUR }),
        (steps: Step[], probe) => {
          const game = started();
          let at = T0;
          for (const s of steps) {
            at += s.after;
            const action =
              s.kind === 'adjust'
                ? { type: 'clock.adjust', seconds: s.seconds }
                : { type: `clock.${s.kind}` };
            try {
              game.act(action, at);
            } catch (error) {
              // Moves that do not apply now (pause while paused …) are refused; carry on.
              if (!(error instanceof ActionRejected)) throw error;
            }
          }
          const now = at + probe;
          const view = clockView(game.clock, now);
          expect(view.remainingMs + view.elapsedMs).toBe(view.plannedMs + game.clock.addedMs);
          expect(view.elapsedMs).toBeGreaterThanOrEqual(0);
          expect(view.progress).toBeGreaterThanOrEqual(0);
          expect(view.progress).toBeLessThanOrEqual(1);
          expect(view.overrun).toBe(view.remainingMs < 0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shows nothing running before the start, and the final state after the end', () => {
    const game = new Game();
    const ready = clockView(game.clock, T0);
    expect(ready).toMatchObject({
      status: 'ready',
      started: false,
      turn: null,
      index: -1,
      remainingMs: 10 * MINUTE,
      next: { turnLabel: 'Turn 1', phaseName: 'Reconciliation' },
      projectedEndAt: null,
      driftMs: 0,
      overrun: false,
    });
    expect(positionLabel(game.clock)).toBe('Not started');
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.end' }, T0 + 20 * MINUTE);
    const ended = clockView(game.clock, T0 + 2 * HOUR);
    expect(ended).toMatchObject({
      status: 'ended',
      remainingMs: 0,
      overrun: false,
      next: null,
      gameElapsedMs: 20 * MINUTE,
      projectedEndAt: T0 + 20 * MINUTE,
    });
    expect(positionLabel(game.clock)).toBe('Ended');
  });

  it('flags the last minute and the phases whose length was assumed', () => {
    const game = started({
      blocks: [{ id: 't', phases: [{ id: 'a', name: 'A', minutes: 5, assumed: true }] }],
    });
    expect(clockView(game.clock, T0 + 3 * MINUTE)).toMatchObject({
      lastMinute: false,
      assumed: true,
    });
    expect(clockView(game.clock, T0 + 4 * MINUTE + 30 * SECOND).lastMinute).toBe(true);
    expect(clockView(game.clock, T0 + 6 * MINUTE).lastMinute).toBe(false);
  });
});

describe('drift and the projected end', () => {
  it('is on plan when phases keep time, behind after an overrun, ahead after an early move', () => {
    const game = started();
    const total = 3 * 35 * MINUTE;
    expect(clockView(game.clock, T0 + 5 * MINUTE)).toMatchObject({
      plannedEndAt: T0 + total,
      projectedEndAt: T0 + total,
      driftMs: 0,
    });
    expect(clockView(game.clock, T0 + 13 * MINUTE).driftMs).toBe(3 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 13 * MINUTE);
    expect(clockView(game.clock, T0 + 14 * MINUTE).driftMs).toBe(3 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 18 * MINUTE);
    expect(clockView(game.clock, T0 + 18 * MINUTE).driftMs).toBe(-2 * MINUTE);
  });

  it('counts an ongoing pause as delay', () => {
    const game = started();
    game.act({ type: 'clock.pause' }, T0 + 2 * MINUTE);
    expect(clockView(game.clock, T0 + 7 * MINUTE).driftMs).toBe(5 * MINUTE);
  });

  it('measures against the scheduled start: a late start is drift from the first minute', () => {
    const game = new Game({ ...threeTurns, startTime: '16:00', hardStop: '18:00' });
    game.act({ type: 'clock.start' }, T0 + 20 * MINUTE);
    const view = clockView(game.clock, T0 + 20 * MINUTE);
    expect(view.plannedEndAt).toBe(T0 + 105 * MINUTE);
    expect(view.driftMs).toBe(20 * MINUTE);
    expect(view.hardStopAt).toBe(T0 + 2 * HOUR);
    expect(view.overHardStopMs).toBe(5 * MINUTE);
  });

  it('finds a hard stop falling inside a phase', () => {
    // 16:00–17:40, plan 105 minutes: the hard stop falls 5 minutes into the last phase.
    const game = new Game({ ...threeTurns, startTime: '16:00', hardStop: '17:40' });
    game.act({ type: 'clock.start' }, T0);
    const view = clockView(game.clock, T0);
    expect(view.overHardStopMs).toBe(5 * MINUTE);
    expect(view.projectedEndAt! - view.hardStopAt!).toBe(5 * MINUTE);
    game.act({ type: 'clock.plan.set-phase', index: 8, minutes: 10 }, T0 + MINUTE);
    expect(clockView(game.clock, T0 + MINUTE).overHardStopMs).toBe(0);
  });

  it('crosses midnight: 22:00 to 01:00 with a plan of 105 minutes', () => {
    const game = new Game({ ...threeTurns, startTime: '22:00', hardStop: '01:00' });
    game.act({ type: 'clock.start' }, DAY0 + 22 * HOUR);
    const view = clockView(game.clock, DAY0 + 23 * HOUR);
    expect(view.hardStopAt).toBe(DAY0 + 25 * HOUR);
    expect(view.plannedEndAt).toBe(DAY0 + 22 * HOUR + 105 * MINUTE);
    expect(view.overHardStopMs).toBe(view.projectedEndAt! - (DAY0 + 25 * HOUR));
    expect(view.overHardStopMs).toBeLessThan(0);
  });

  it('keeps the baseline when the plan changes: shortening turns shows as ahead of plan', () => {
    const game = started();
    game.act({ type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 5 }, T0);
    expect(clockView(game.clock, T0).driftMs).toBe(-10 * MINUTE);
    game.act({ type: 'clock.plan.add-turns', count: 1 }, T0);
    expect(clockView(game.clock, T0).driftMs).toBe(25 * MINUTE);
    expect(game.clock.baselineTotalMs).toBe(3 * 35 * MINUTE);
  });
});
