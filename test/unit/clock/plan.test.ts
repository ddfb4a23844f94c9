import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialClock } from '../../../features/clock/clock-state.ts';
import { expandPlan, phaseLabel, planTotalMs } from '../../../features/clock/plan.ts';
import { DEFAULT_CUES } from '../../../features/clock/schedule-format.ts';
import { scheduleArb } from '../../support/arbitraries.ts';
import { MINUTE, phase, scenarioWith, threeTurns } from './clock-fixtures.ts';

const planOf = (schedule: unknown) => expandPlan(scenarioWith(schedule).schedule);

describe('expandPlan', () => {
  it('repeats a block, numbering turns from 1 and keying each phase by turn', () => {
    const plan = planOf(threeTurns);
    expect(plan).toHaveLength(9);
    expect(plan.map((p) => p.key).slice(0, 4)).toEqual([
      '1:reconciliation',
      '1:commitment',
      '1:negotiation',
      '2:reconciliation',
    ]);
    expect(plan.map((p) => p.turn)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(plan.map((p) => p.turnLabel).at(-1)).toBe('Turn 3');
    expect(plan[2]).toMatchObject({
      name: 'Negotiation',
      plannedMs: 15 * MINUTE,
      baselineMs: 15 * MINUTE,
      blockId: 'turn',
      phaseId: 'negotiation',
      cues: DEFAULT_CUES,
      assumed: false,
    });
    expect(phaseLabel(plan[4]!)).toBe('Turn 2 · Commitment');
  });

  it('numbers turns across blocks, per label, and leaves a one-off label unnumbered', () => {
    const plan = planOf({
      blocks: [
        { id: 'setup', label: 'Setup', phases: [phase('seating', 5)] },
        { id: 'early', label: 'Turn', repeat: 2, phases: [phase('move', 10)] },
        { id: 'late', label: 'Turn', repeat: 2, phases: [phase('move', 8), phase('vote', 2)] },
      ],
    });
    expect(plan.map((p) => [p.turn, p.turnLabel, p.name])).toEqual([
      [1, 'Setup', 'Seating'],
      [2, 'Turn 1', 'Move'],
      [3, 'Turn 2', 'Move'],
      [4, 'Turn 3', 'Move'],
      [4, 'Turn 3', 'Vote'],
      [5, 'Turn 4', 'Move'],
      [5, 'Turn 4', 'Vote'],
    ]);
    expect(new Set(plan.map((p) => p.key)).size).toBe(plan.length);
  });

  it('applies per-turn overrides, and 0 minutes leaves the phase out of that turn only', () => {
    const plan = planOf({
      ...threeTurns,
      overrides: [
        { turn: 2, phase: 'negotiation', minutes: 25 },
        { turn: 3, phase: 'reconciliation', minutes: 0 },
        { turn: 1, phase: 'commitment', minutes: 0.1 },
      ],
    });
    expect(plan).toHaveLength(8);
    expect(plan.find((p) => p.key === '2:negotiation')?.plannedMs).toBe(25 * MINUTE);
    expect(plan.find((p) => p.key === '1:commitment')?.plannedMs).toBe(6000);
    expect(plan.some((p) => p.key === '3:reconciliation')).toBe(false);
    expect(plan.filter((p) => p.turn === 3).map((p) => p.name)).toEqual([
      'Commitment',
      'Negotiation',
    ]);
  });

  it("uses a phase's own cues, else the schedule's default cues", () => {
    const own = [{ atSeconds: 30, sound: 'beep', flash: false, message: 'Half a minute' }];
    const plan = planOf({
      defaultCues: [{ atSeconds: 0, sound: 'alarm', flash: true, message: 'Stop' }],
      blocks: [{ id: 't', phases: [phase('a', 5, { cues: own }), phase('b', 5)] }],
    });
    expect(plan[0]?.cues).toEqual(own);
    expect(plan[1]?.cues).toEqual([{ atSeconds: 0, sound: 'alarm', flash: true, message: 'Stop' }]);
    expect(
      planOf({ blocks: [{ id: 't', phases: [phase('a', 5, { cues: [] })] }] })[0]?.cues,
    ).toEqual([]);
  });

  it('gives an empty plan for a schedule without blocks, and the clock starts ready', () => {
    expect(planOf({})).toEqual([]);
    const clock = initialClock(scenarioWith(threeTurns).schedule);
    expect(clock).toMatchObject({ status: 'ready', current: -1, runs: [], startedAt: null });
    expect(clock.baselineTotalMs).toBe(3 * 35 * MINUTE);
  });

  it('holds for any valid schedule: turns in order, unique keys, the right phases and total', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const plan = expandPlan(schedule);
        const turnCount = schedule.blocks.reduce((n, b) => n + b.repeat, 0);
        const overrides = new Map(
          schedule.overrides.map((o) => [`${o.turn}:${o.phase}`, o.minutes]),
        );
        // The phases a designer expects, turn by turn.
        const expected: { key: string; minutes: number; untimed: boolean }[] = [];
        let turn = 0;
        for (const block of schedule.blocks)
          for (let r = 0; r < block.repeat; r++) {
            turn++;
            for (const p of block.phases) {
              // 0 skips the phase; an untimed phase without a length is still played.
              const override = overrides.get(`${turn}:${p.id}`);
              const minutes = override ?? p.minutes ?? 0;
              if (override !== 0 && (minutes > 0 || p.untimed))
                expected.push({ key: `${turn}:${p.id}`, minutes, untimed: p.untimed });
            }
          }
        expect(plan.map((p) => p.key)).toEqual(expected.map((e) => e.key));
        expect(new Set(plan.map((p) => p.key)).size).toBe(plan.length);
        plan.forEach((p, i) => {
          expect(p.turn).toBeGreaterThanOrEqual(1);
          expect(p.turn).toBeLessThanOrEqual(turnCount);
          if (i > 0) expect(p.turn).toBeGreaterThanOrEqual(plan[i - 1]!.turn);
          expect(p.plannedMs).toBe(p.baselineMs);
          expect(!!p.untimed).toBe(expected[i]!.untimed);
          if (!p.untimed) expect(p.plannedMs).toBeGreaterThan(0);
        });
        const total = expected.reduce((ms, e) => ms + Math.round(e.minutes * MINUTE), 0);
        expect(planTotalMs(plan)).toBe(total);
        expect(initialClock(schedule).baselineTotalMs).toBe(total);
      }),
      { numRuns: 200 },
    );
  });
});
