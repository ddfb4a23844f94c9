import { describe, expect, it } from 'vitest';
import { tableUses } from '../../../../features/draws/ui/scenario/draw-uses.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

const wind = {
  id: 'wind',
  name: 'Wind',
  roll: '1d4',
  rows: ['North', 'East', 'South', 'West'].map((result, i) => ({ min: i + 1, max: i + 1, result })),
};

const schedule = (atStart: unknown[]) => ({
  blocks: [
    {
      id: 'main',
      repeat: 3,
      phases: [
        { id: 'setup', name: 'Setup', minutes: 5 },
        { id: 'sail', name: 'Sail', minutes: 5, atStart },
      ],
    },
  ],
});

describe('a phase that rolls on a table as it starts', () => {
  it('rolls the table and logs its die and row', () => {
    const r = drawsRecorder('wind-seed', {
      tables: [wind],
      schedule: schedule([{ kind: 'roll-table', table: 'wind' }]),
    });
    r.act({ type: 'clock.start' });
    const entries = r.act({ type: 'clock.next' });
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'table.roll']);
    const roll = entries[1]!;
    const outcome = roll.outcome as { total: number; row: number; result: string };
    expect(outcome.result).toBe(wind.rows[outcome.row]!.result);
    expect(r.engine.registry.describe(roll, r.engine.header)).toBe(
      `Wind: rolled ${outcome.total} on 1d4 → ${outcome.result}`,
    );
    expect(r.engine.state.draws.results[0]).toMatchObject({ kind: 'table', value: outcome.result });
  });

  it('adds its modifier before the row is read', () => {
    const r = drawsRecorder('wind-seed', {
      tables: [wind],
      schedule: schedule([{ kind: 'roll-table', table: 'wind', modifier: 10 }]),
    });
    r.act({ type: 'clock.start' });
    const [, roll] = r.act({ type: 'clock.next' });
    const outcome = roll!.outcome as { total: number; roll: { total: number } };
    expect(outcome.total).toBe(outcome.roll.total + 10);
    expect(r.engine.registry.describe(roll!, r.engine.header)).toMatch(
      new RegExp(`^Wind: rolled ${outcome.roll.total}\\+10 = ${outcome.total} on 1d4 → `),
    );
  });

  it('refuses a table the scenario does not have', () => {
    expect(() =>
      drawsScenario({ schedule: schedule([{ kind: 'roll-table', table: 'weather' }]) }),
    ).toThrow(/weather/);
    expect(
      scenarioSchema.safeParse({
        ...drawsScenario({ tables: [wind] }),
        schedule: schedule([{ kind: 'roll-table' }]),
      }).success,
    ).toBe(false);
  });

  it('counts as a use of the table, so the table is not deleted from under it', () => {
    const scenario = drawsScenario({
      tables: [wind],
      schedule: schedule([{ kind: 'roll-table', table: 'wind' }]),
    });
    expect(tableUses(scenario, 'wind')).toEqual(['the roll at the start of Sail']);
  });
});
