import { describe, expect, it } from 'vitest';
import { clockView } from '../../../features/clock/clock-view.ts';
import { dueCues } from '../../../features/clock/cues.ts';
import { recoverySuggestions } from '../../../features/clock/recovery.ts';
import { displayView } from '../../../screens/display-view.ts';
import { scheduleSchema } from '../../../features/clock/schedule-format.ts';
import { Game, MINUTE, T0, phase } from './clock-fixtures.ts';

/**
 * Untimed phases end when the players are done (a board game's Strategy, Action and Status
 * phases): the clock counts the time taken upwards, never runs over, cues nothing and has no
 * time to add; giving the phase a length in the plan times it.
 */

const untimed = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  untimed: true,
  ...extra,
});

const rounds = {
  blocks: [
    {
      id: 'round',
      label: 'Round',
      repeat: 3,
      phases: [untimed('strategy'), untimed('action', { minutes: 40 }), phase('status', 10)],
    },
  ],
};

describe('the format', () => {
  it('lets an untimed phase leave out its minutes, but not a timed one', () => {
    expect(scheduleSchema.safeParse(rounds).success).toBe(true);
    const timed = scheduleSchema.safeParse({
      blocks: [{ id: 'b', phases: [{ id: 'p', name: 'P' }] }],
    });
    expect(timed.success).toBe(false);
    expect(timed.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'phases', 0, 'minutes'],
      message: expect.stringContaining('untimed'),
    });
  });

  it('reads older phases as timed', () => {
    const parsed = scheduleSchema.parse({ blocks: [{ id: 'b', phases: [phase('talk', 5)] }] });
    expect(parsed.blocks[0]!.phases[0]).toMatchObject({ minutes: 5, untimed: false });
  });
});

describe('an untimed phase on the clock', () => {
  it('counts up, is never overrun, has no last minute and no progress', () => {
    const game = new Game(rounds);
    expect(clockView(game.clock, T0).untimed).toBe(true);
    game.act({ type: 'clock.start' }, T0);
    const plan = game.clock.plan;
    expect(plan.slice(0, 3).map((p) => [p.name, p.plannedMs, p.untimed])).toEqual([
      ['Strategy', 0, true],
      ['Action', 40 * MINUTE, true],
      ['Status', 10 * MINUTE, undefined],
    ]);
    const view = clockView(game.clock, T0 + 95 * MINUTE);
    expect(view).toMatchObject({
      untimed: true,
      elapsedMs: 95 * MINUTE,
      overrun: false,
      lastMinute: false,
      progress: 0,
      turnLabel: 'Round 1',
      phaseName: 'Strategy',
    });
    expect(displayView(game.state, T0 + 95 * MINUTE, game.header.scenario)).toMatchObject({
      untimed: true,
      elapsedMs: 95 * MINUTE,
      overrun: false,
      lastMinute: false,
    });
  });

  it('cues nothing, while the timed phase after it cues as always', () => {
    const game = new Game(rounds);
    game.act({ type: 'clock.start' }, T0);
    expect(dueCues(game.state, T0 + 3 * 60 * MINUTE)).toEqual([]);
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 50 * MINUTE);
    expect(clockView(game.clock, T0 + 61 * MINUTE)).toMatchObject({
      untimed: false,
      overrun: true,
    });
    expect(dueCues(game.state, T0 + 61 * MINUTE).map((c) => c.message)).toContain('Time');
  });

  it('has no time to add or take off; a length in the plan times it', () => {
    const game = new Game(rounds);
    game.act({ type: 'clock.start' }, T0);
    expect(() => game.act({ type: 'clock.adjust', seconds: 60 }, T0 + MINUTE)).toThrow(
      /Round 1 · Strategy is untimed/,
    );
    game.act({ type: 'clock.plan.set-phase', index: 0, minutes: 5 }, T0 + MINUTE);
    expect(game.clock.plan[0]!.untimed).toBeUndefined();
    expect(clockView(game.clock, T0 + 7 * MINUTE)).toMatchObject({
      untimed: false,
      overrun: true,
      remainingMs: -2 * MINUTE,
    });
  });

  it('counts its usual length in the projected end only', () => {
    const game = new Game(rounds);
    game.act({ type: 'clock.start' }, T0);
    // Strategy has no length; later: Action 40 and Status 10, twice more 50.
    expect(clockView(game.clock, T0).projectedEndAt).toBe(T0 + 150 * MINUTE);
  });

  it('is copied into turns added later, and shortening leaves it alone', () => {
    const game = new Game(rounds);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.plan.add-turns', count: 1 }, T0);
    expect(game.clock.plan.slice(-3).map((p) => [p.turnLabel, p.name, !!p.untimed])).toEqual([
      ['Round 4', 'Strategy', true],
      ['Round 4', 'Action', true],
      ['Round 4', 'Status', false],
    ]);
    game.act({ type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 2 }, T0);
    expect(game.clock.plan.slice(3, 6).map((p) => p.plannedMs / MINUTE)).toEqual([0, 40, 8]);
  });

  it('refuses to shorten a turn with nothing timed in it', () => {
    const game = new Game({
      blocks: [{ id: 'r', label: 'Round', repeat: 2, phases: [untimed('a'), untimed('b')] }],
    });
    game.act({ type: 'clock.start' }, T0);
    expect(() =>
      game.act({ type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 1 }, T0),
    ).toThrow('Round 2 has no timed phase to shorten');
    expect(recoverySuggestions(game.clock, T0)).toEqual([]);
  });
});
