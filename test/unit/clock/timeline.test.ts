import { describe, expect, it } from 'vitest';
import { timelineView } from '../../../features/clock/timeline.ts';
import { Game, MINUTE, T0, threeTurns } from './clock-fixtures.ts';

describe('timelineView', () => {
  it('lays out the plan from now before the start, all upcoming', () => {
    const game = new Game();
    const view = timelineView(game.clock, T0);
    expect(view.start).toBe(T0);
    expect(view.end).toBe(T0 + 105 * MINUTE);
    expect(view.rows).toHaveLength(9);
    expect(view.rows[1]).toMatchObject({
      key: '1:commitment',
      turnLabel: 'Turn 1',
      phaseName: 'Commitment',
      plannedStart: T0 + 10 * MINUTE,
      plannedEnd: T0 + 20 * MINUTE,
      actualStart: null,
      actualEnd: null,
      status: 'upcoming',
    });
  });

  it('puts planned bars from the planned start beside the actual bars of what was played', () => {
    const game = new Game({ ...threeTurns, startTime: '16:00' });
    game.act({ type: 'clock.start' }, T0 + 5 * MINUTE);
    game.act({ type: 'clock.next' }, T0 + 17 * MINUTE);
    const now = T0 + 20 * MINUTE;
    const view = timelineView(game.clock, now);
    expect(view.start).toBe(T0);
    expect(
      view.rows.slice(0, 3).map((r) => [r.status, r.plannedStart, r.actualStart, r.actualEnd]),
    ).toEqual([
      ['done', T0, T0 + 5 * MINUTE, T0 + 17 * MINUTE],
      ['current', T0 + 10 * MINUTE, T0 + 17 * MINUTE, null],
      ['upcoming', T0 + 20 * MINUTE, null, null],
    ]);
  });

  it('starts at an early actual start, reaches to now when running late, and follows plan edits', () => {
    const game = new Game({ ...threeTurns, startTime: '16:00' });
    game.act({ type: 'clock.start' }, T0 - 10 * MINUTE);
    game.act({ type: 'clock.plan.drop-turns', turns: [3] }, T0 - 10 * MINUTE);
    const late = T0 + 3 * 60 * MINUTE;
    const view = timelineView(game.clock, late);
    expect(view.start).toBe(T0 - 10 * MINUTE);
    expect(view.rows).toHaveLength(6);
    expect(view.end).toBe(late);
  });

  it('marks every played phase done after the end', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    game.act({ type: 'clock.end' }, T0 + 12 * MINUTE);
    const view = timelineView(game.clock, T0 + 60 * MINUTE);
    expect(view.rows.slice(0, 3).map((r) => r.status)).toEqual(['done', 'done', 'upcoming']);
    expect(view.rows[1]?.actualEnd).toBe(T0 + 12 * MINUTE);
  });
});
