import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockView } from '../../../features/clock/clock-view.ts';
import { recoverySuggestions } from '../../../features/clock/recovery.ts';
import { Game, HOUR, MINUTE, phase, T0, threeTurns } from './clock-fixtures.ts';

/** Four 35-minute turns (140 minutes) in a 16:00–18:00 slot: 20 minutes too long. */
const tooLong = {
  startTime: '16:00',
  hardStop: '18:00',
  blocks: [{ ...threeTurns.blocks[0]!, repeat: 4 }],
};

describe('recoverySuggestions', () => {
  it('suggests shortening the remaining turns and dropping the last one', () => {
    const game = new Game(tooLong);
    game.act({ type: 'clock.start' }, T0);
    expect(clockView(game.clock, T0).overHardStopMs).toBe(20 * MINUTE);
    const suggestions = recoverySuggestions(game.clock, T0);
    expect(suggestions.map((s) => [s.text, s.action])).toEqual([
      [
        'Shorten each of the remaining 3 turns by 7 min',
        { type: 'clock.plan.shorten-turns', fromTurn: 2, minutesEach: 7 },
      ],
      ['Drop Turn 4', { type: 'clock.plan.drop-turns', turns: [4] }],
    ]);
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(2);
  });

  it('drops the fewest last turns that recover the overrun', () => {
    const game = new Game(tooLong);
    game.act({ type: 'clock.start' }, T0);
    // 50 minutes over: one 35-minute turn is not enough, two are.
    const now = T0 + 40 * MINUTE;
    expect(clockView(game.clock, now).overHardStopMs).toBe(50 * MINUTE);
    const drop = recoverySuggestions(game.clock, now).find((s) => s.id.startsWith('drop'));
    expect(drop).toMatchObject({
      text: 'Drop Turns 3–4',
      action: { type: 'clock.plan.drop-turns', turns: [3, 4] },
    });
  });

  it('says "the remaining turn" when one is left', () => {
    const game = new Game(tooLong);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.jump', index: 6 }, T0);
    // In turn 3, 65 minutes over its first phase: 15 minutes past the hard stop.
    const now = T0 + 75 * MINUTE;
    expect(recoverySuggestions(game.clock, now).map((s) => s.text)).toEqual([
      'Shorten the remaining turn by 15 min',
      'Drop Turn 4',
    ]);
  });

  it('suggests nothing while the game fits, without a hard stop, before the start, after the end', () => {
    const fits = new Game({ ...tooLong, hardStop: '19:00' });
    fits.act({ type: 'clock.start' }, T0);
    expect(recoverySuggestions(fits.clock, T0)).toEqual([]);
    const noStop = new Game({ blocks: tooLong.blocks });
    noStop.act({ type: 'clock.start' }, T0);
    expect(recoverySuggestions(noStop.clock, T0 + 10 * HOUR)).toEqual([]);
    const game = new Game(tooLong);
    expect(recoverySuggestions(game.clock, T0)).toEqual([]);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.end' }, T0 + MINUTE);
    expect(recoverySuggestions(game.clock, T0 + 5 * HOUR)).toEqual([]);
  });

  it('leaves out what cannot recover: one-minute phases, or too few turns to drop', () => {
    const game = new Game({
      startTime: '16:00',
      hardStop: '16:05',
      blocks: [{ id: 't', repeat: 3, phases: [phase('a', 1), phase('b', 1)] }],
    });
    game.act({ type: 'clock.start' }, T0);
    // 6 minutes planned, 5 available, but no phase can lose a minute: only dropping works.
    expect(recoverySuggestions(game.clock, T0).map((s) => s.text)).toEqual(['Drop Turn 3']);
    // Far too late: even dropping every turn still to come does not fit.
    expect(recoverySuggestions(game.clock, T0 + HOUR)).toEqual([]);
  });

  it('brings the projected end back within the hard stop when applied', () => {
    let tried = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 30, max: 8 * 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 60 }),
        (minutes, repeat, slot, phasesDone, lateBy) => {
          const stopMinutes = 16 * 60 + slot;
          const hardStop = `${String(Math.floor(stopMinutes / 60) % 24).padStart(2, '0')}:${String(
            stopMinutes % 60,
          ).padStart(2, '0')}`;
          const schedule = {
            startTime: '16:00',
            hardStop,
            blocks: [{ id: 't', repeat, phases: minutes.map((m, i) => phase(`p${i}`, m)) }],
          };
          const game = new Game(schedule);
          game.act({ type: 'clock.start' }, T0);
          let now = T0;
          for (let k = 0; k < phasesDone && game.clock.current < game.clock.plan.length - 1; k++) {
            now += (game.clock.plan[game.clock.current]?.plannedMs ?? 0) + lateBy * MINUTE;
            game.act({ type: 'clock.next' }, now);
          }
          now += lateBy * MINUTE;
          const over = clockView(game.clock, now).overHardStopMs;
          const suggestions = recoverySuggestions(game.clock, now);
          if (over <= 0) expect(suggestions).toEqual([]);
          for (const suggestion of suggestions) {
            const trial = new Game(schedule);
            for (const entry of game.log.filter((e) => e.by !== 'automation'))
              trial.act(entry.action, entry.at);
            trial.act(suggestion.action, now);
            tried++;
            expect(clockView(trial.clock, now).overHardStopMs).toBeLessThanOrEqual(0);
          }
        },
      ),
      { numRuns: 150 },
    );
    // The generated games do run late often enough for this to test something.
    expect(tried).toBeGreaterThan(30);
  });
});
