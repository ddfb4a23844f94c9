import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockView } from '../../../features/clock/clock-view.ts';
import { shortenAllocation, turnRangeText } from '../../../features/clock/plan-edits.ts';
import { ActionInvalid } from '../../../session/engine.ts';
import { ActionRejected } from '../../../session/types.ts';
import { Game, MINUTE, phase, T0, threeTurns } from './clock-fixtures.ts';

const rejected = (fn: () => unknown, message: RegExp | string) => {
  expect(fn).toThrow(ActionRejected);
  expect(fn).toThrow(message);
};

const minutesOf = (game: Game) => game.clock.plan.map((p) => p.plannedMs / MINUTE);

describe('shortenAllocation', () => {
  it('spreads whole minutes in proportion to the phases, largest remainder first', () => {
    expect(
      shortenAllocation(
        [10, 10, 15].map((m) => m * MINUTE),
        3,
      ),
    ).toEqual([1, 1, 1]);
    expect(
      shortenAllocation(
        [10, 10, 15].map((m) => m * MINUTE),
        7,
      ),
    ).toEqual([2, 2, 3]);
    expect(
      shortenAllocation(
        [24, 10, 5].map((m) => m * MINUTE),
        4,
      ),
    ).toEqual([2, 1, 1]);
    expect(
      shortenAllocation(
        [24, 10, 5].map((m) => m * MINUTE),
        3,
      ),
    ).toEqual([2, 1, 0]);
  });

  it('never takes a phase under one minute, and says when it cannot', () => {
    expect(
      shortenAllocation(
        [2, 10].map((m) => m * MINUTE),
        10,
      ),
    ).toEqual([1, 9]);
    expect(
      shortenAllocation(
        [2, 10].map((m) => m * MINUTE),
        11,
      ),
    ).toBeNull();
    expect(shortenAllocation([0.1 * MINUTE], 1)).toBeNull();
  });

  it('takes exactly what was asked, within each phase, whenever it can', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 6, max: 180 * 60 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 200 }),
        (seconds, minutes) => {
          const lengths = seconds.map((s) => s * 1000);
          const taken = shortenAllocation(lengths, minutes);
          const capacity = lengths.reduce(
            (n, ms) => n + Math.max(0, Math.floor((ms - MINUTE) / MINUTE)),
            0,
          );
          if (capacity < minutes) {
            expect(taken).toBeNull();
            return;
          }
          expect(taken).not.toBeNull();
          expect(taken!.reduce((a, b) => a + b, 0)).toBe(minutes);
          taken!.forEach((t, i) => {
            expect(t).toBeGreaterThanOrEqual(0);
            const left = lengths[i]! - t * MINUTE;
            expect(left >= MINUTE || t === 0).toBe(true);
          });
        },
      ),
    );
  });
});

describe('editing the rest of the plan', () => {
  it('sets the length of the current or a later phase, never of a past one', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    const [entry] = game.act(
      { type: 'clock.plan.set-phase', index: 1, minutes: 12 },
      T0 + 11 * MINUTE,
    );
    expect(game.line(entry!)).toBe('Set Turn 1 · Commitment to 12:00');
    expect(clockView(game.clock, T0 + 11 * MINUTE).remainingMs).toBe(11 * MINUTE);
    rejected(
      () => game.act({ type: 'clock.plan.set-phase', index: 0, minutes: 5 }, T0 + 12 * MINUTE),
      'Turn 1 · Reconciliation is over — its length can no longer change',
    );
    rejected(
      () => game.act({ type: 'clock.plan.set-phase', index: 40, minutes: 5 }, T0),
      'there is no phase 41 (the plan has 9)',
    );
    expect(() =>
      game.act({ type: 'clock.plan.set-phase', index: 2, minutes: 0 }, T0 + 12 * MINUTE),
    ).toThrow(ActionInvalid);
  });

  it('shortens every turn still to come, and refuses to shorten a turn under way', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    rejected(
      () => game.act({ type: 'clock.plan.shorten-turns', fromTurn: 1, minutesEach: 3 }, T0),
      'Turn 1 has already started — shorten the turns after it',
    );
    const [entry] = game.act(
      { type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 3 },
      T0 + MINUTE,
    );
    expect(game.line(entry!)).toBe('Shortened Turns 2–3 by 3 min each');
    expect(minutesOf(game)).toEqual([10, 10, 15, 9, 9, 14, 9, 9, 14]);
    rejected(
      () => game.act({ type: 'clock.plan.shorten-turns', fromTurn: 3, minutesEach: 30 }, T0),
      'Turn 3 cannot lose 30 min without a phase dropping under 1 minute',
    );
    rejected(
      () => game.act({ type: 'clock.plan.shorten-turns', fromTurn: 4, minutesEach: 1 }, T0),
      'there are no turns from turn 4 on',
    );
  });

  it('drops turns still to come, keeping the record of what was played', () => {
    const game = new Game();
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.jump', index: 4 }, T0 + MINUTE);
    game.act({ type: 'clock.jump', index: 1 }, T0 + 2 * MINUTE);
    // Turn 2 was visited (jumped into and back out), so it has started.
    rejected(
      () => game.act({ type: 'clock.plan.drop-turns', turns: [2] }, T0 + 3 * MINUTE),
      'Turn 2 has already started',
    );
    rejected(
      () => game.act({ type: 'clock.plan.drop-turns', turns: [7] }, T0 + 3 * MINUTE),
      'there is no turn 7 in the plan',
    );
    const [entry] = game.act({ type: 'clock.plan.drop-turns', turns: [3] }, T0 + 3 * MINUTE);
    expect(game.line(entry!)).toBe('Dropped Turn 3');
    expect(game.clock.plan.map((p) => p.turn)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(game.clock.runs.map((r) => r.index)).toEqual([0, 4, 1]);
    expect(() => game.act({ type: 'clock.plan.drop-turns', turns: [] }, T0)).toThrow(ActionInvalid);
    expect(() => game.act({ type: 'clock.plan.drop-turns', turns: [2, 2] }, T0)).toThrow(
      ActionInvalid,
    );
  });

  it('renumbers nothing when a middle turn is dropped, and keeps indices of runs true', () => {
    const game = new Game({
      blocks: [{ id: 't', repeat: 4, phases: [phase('a', 5), phase('b', 5)] }],
    });
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.jump', index: 7 }, T0 + MINUTE);
    game.act({ type: 'clock.jump', index: 0 }, T0 + 2 * MINUTE);
    game.act({ type: 'clock.plan.drop-turns', turns: [2, 3] }, T0 + 3 * MINUTE);
    expect(game.clock.plan.map((p) => p.key)).toEqual(['1:a', '1:b', '4:a', '4:b']);
    // The visit to turn 4's second phase still points at it.
    expect(game.clock.runs.map((r) => game.clock.plan[r.index]?.key)).toEqual([
      '1:a',
      '4:b',
      '1:a',
    ]);
    expect(game.clock.current).toBe(0);
  });

  it('refuses to drop every turn before the start', () => {
    const game = new Game();
    rejected(
      () => game.act({ type: 'clock.plan.drop-turns', turns: [1, 2, 3] }, T0),
      'cannot drop every turn — end the game instead',
    );
    const [entry] = game.act({ type: 'clock.plan.drop-turns', turns: [2, 3] }, T0);
    expect(game.line(entry!)).toBe('Dropped Turns 2–3');
  });

  it('adds turns after the last one, copying its block, with unique keys', () => {
    const game = new Game({
      ...threeTurns,
      overrides: [{ turn: 3, phase: 'negotiation', minutes: 20 }],
    });
    game.act({ type: 'clock.start' }, T0);
    const [entry] = game.act({ type: 'clock.plan.add-turns', count: 2 }, T0 + MINUTE);
    expect(game.line(entry!)).toBe('Added 2 turns: Turns 4–5');
    const added = game.clock.plan.slice(9);
    expect(
      added.map((p) => [p.turn, p.turnLabel, p.name, p.plannedMs / MINUTE, p.baselineMs]),
    ).toEqual([
      [4, 'Turn 4', 'Reconciliation', 10, 0],
      [4, 'Turn 4', 'Commitment', 10, 0],
      [4, 'Turn 4', 'Negotiation', 15, 0],
      [5, 'Turn 5', 'Reconciliation', 10, 0],
      [5, 'Turn 5', 'Commitment', 10, 0],
      [5, 'Turn 5', 'Negotiation', 15, 0],
    ]);
    game.act({ type: 'clock.plan.drop-turns', turns: [5] }, T0 + 2 * MINUTE);
    game.act({ type: 'clock.plan.add-turns', count: 1 }, T0 + 3 * MINUTE);
    const keys = game.clock.plan.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(game.clock.plan.at(-1)?.turnLabel).toBe('Turn 5');
  });

  it('writes turn ranges plainly', () => {
    expect(turnRangeText(['Turn 12'])).toBe('Turn 12');
    expect(turnRangeText(['Turn 11', 'Turn 12'])).toBe('Turns 11–12');
    expect(turnRangeText(['Cycle 4', 'Cycle 5', 'Cycle 6'])).toBe('Cycles 4–6');
    expect(turnRangeText(['Turn 3', 'Turn 5'])).toBe('Turn 3, Turn 5');
    expect(turnRangeText(['Setup', 'Turn 1'])).toBe('Setup, Turn 1');
  });
});
