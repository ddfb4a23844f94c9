import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  timeAfter,
  timetableGrid,
  withCell,
  withPhaseMinutes,
  withRepeat,
} from '../../../features/clock/timetable-grid.ts';
import { expandPlan } from '../../../features/clock/plan.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { scheduleSchema } from '../../../features/clock/schedule-format.ts';
import { readMinutes } from '../../../features/clock/minutes-text.ts';

const schedule = {
  startTime: '10:00',
  hardStop: '13:00',
  blocks: [
    { id: 'setup', label: 'Setup', phases: [{ id: 'brief', name: 'Briefing', minutes: 20 }] },
    {
      id: 'main',
      label: 'Turn',
      repeat: 3,
      phases: [
        { id: 'talk', name: 'Negotiation', minutes: 25 },
        { id: 'act', name: 'Action', minutes: 10 },
        { id: 'vote', name: 'Vote', untimed: true },
      ],
    },
  ],
  overrides: [{ turn: 3, phase: 'talk', minutes: 15 }],
};

describe('the timetable as turns × phases', () => {
  it('reads each turn’s minutes, overrides, totals and when each turn ends', () => {
    const grid = timetableGrid(schedule);
    expect(grid.blocks.map((b) => b.turns.map((t) => t.label))).toEqual([
      ['Setup'],
      ['Turn 1', 'Turn 2', 'Turn 3'],
    ]);
    const turn3 = grid.blocks[1]!.turns[1]!;
    expect(turn3.turn).toBe(3);
    expect(turn3.cells).toEqual([
      { phaseId: 'talk', minutes: 15, overridden: true },
      { phaseId: 'act', minutes: 10, overridden: false },
      { phaseId: 'vote', minutes: null, overridden: false },
    ]);
    expect(grid.minutes).toBe(20 + 35 + 25 + 35);
    expect(timeAfter('10:00', turn3.endsAfter)).toBe('11:20');
    expect(grid.stopAfter).toBe(180);
  });

  it('adds up each bundled timetable as the clock’s own plan does', () => {
    for (const { id, scenario } of [
      { id: 'sample', scenario: { schedule: scheduleSchema.parse(schedule) } },
      ...bundledScenarios,
    ]) {
      const plan = expandPlan(scenario.schedule);
      const grid = timetableGrid(scenario.schedule);
      const turns = grid.blocks.flatMap((b) => b.turns);
      expect(turns.length, id).toBe(scenario.schedule.blocks.reduce((n, b) => n + b.repeat, 0));
      for (const turn of turns) {
        const planned = plan.filter((p) => p.turn === turn.turn);
        expect(turn.minutes * 60_000, `${id} turn ${turn.turn}`).toBeCloseTo(
          planned.reduce((n, p) => n + p.plannedMs, 0),
          -1,
        );
        expect(turn.label, id).toBe(planned[0]?.turnLabel ?? turn.label);
      }
    }
  });

  it('sets a cell as an override for that turn, and back to the usual drops it', () => {
    const skipped = withCell(schedule, 2, 'act', 0);
    expect(skipped['overrides']).toEqual([
      { turn: 2, phase: 'act', minutes: 0 },
      { turn: 3, phase: 'talk', minutes: 15 },
    ]);
    expect(expandPlan(scheduleSchema.parse(skipped)).some((p) => p.key === '2:act')).toBe(false);
    expect(withCell(schedule, 3, 'talk', 25)['overrides']).toEqual([]);
    expect(withCell(schedule, 3, 'talk', null)['overrides']).toEqual([]);
  });

  it('changes a phase’s usual minutes and drops overrides that now say the same', () => {
    const next = withPhaseMinutes(schedule, 1, 0, 15);
    expect(timetableGrid(next).blocks[1]!.phases[0]!.minutes).toBe(15);
    expect(next['overrides']).toEqual([]);
  });

  it('renumbers later overrides when an earlier block gains or loses turns', () => {
    const withTwoSetups = withRepeat(schedule, 0, 2);
    expect(withTwoSetups['overrides']).toEqual([{ turn: 4, phase: 'talk', minutes: 15 }]);
    expect(scheduleSchema.safeParse(withTwoSetups).success).toBe(true);
    const shorter = withRepeat(schedule, 1, 1);
    expect(shorter['overrides']).toEqual([]);
    expect(scheduleSchema.safeParse(shorter).success).toBe(true);
  });

  it('keeps every override on the same phase of the same turn as blocks are resized', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        (repeats, pick, to) => {
          const s = {
            blocks: repeats.map((repeat, b) => ({
              id: `b${b}`,
              repeat,
              phases: [{ id: `p${b}`, name: 'P', minutes: 10 }],
            })),
            overrides: [] as { turn: number; phase: string; minutes: number }[],
          };
          // An override on every turn, naming its block's phase and its turn within the block.
          let turn = 0;
          repeats.forEach((repeat, b) => {
            for (let r = 0; r < repeat; r++)
              s.overrides.push({ turn: ++turn, phase: `p${b}`, minutes: 100 * b + r + 1 });
          });
          const block = pick % repeats.length;
          const grid = timetableGrid(withRepeat(s, block, to));
          return grid.blocks.every((b) =>
            b.turns.every((t, r) => {
              const kept = b.index !== block || r < Math.min(to, repeats[block]!);
              return t.cells[0]!.minutes === (kept ? 100 * b.index + r + 1 : 10);
            }),
          );
        },
      ),
    );
  });

  it('reads minutes as people type them', () => {
    expect(['25', '25 min', '90m', '1:30', '2,5', 'x'].map(readMinutes)).toEqual([
      25,
      25,
      90,
      90,
      2.5,
      null,
    ]);
  });
});
