import { describe, expect, it } from 'vitest';
import { drawsRecorder } from '../draws-fixtures.ts';

describe('dice actions', () => {
  it('rolls with the session generator, keeps the result and never re-rolls on undo', () => {
    const r = drawsRecorder();
    const [entry] = r.act({ type: 'dice.roll', expression: '4d6kh3', label: 'Strength' });
    const result = entry!.outcome as { total: number; text: string };
    expect(r.engine.state.draws.results[0]).toMatchObject({
      seq: 1,
      kind: 'dice',
      label: 'Strength',
      value: String(result.total),
      detail: result.text,
      physical: false,
    });
    r.act({ type: 'session.undo' });
    const [again] = r.act({ type: 'dice.roll', expression: '4d6kh3', label: 'Strength' });
    expect(again!.outcome).toEqual(entry!.outcome);
    expect(r.engine.registry.describe(again!, r.engine.header)).toBe(
      `Rolled Strength (4d6kh3): ${result.total} (${result.text})`,
    );
  });

  it('records dice rolled at the table without touching the generator', () => {
    const r = drawsRecorder();
    const before = r.engine.state.rng;
    const [entry] = r.act({ type: 'dice.enter', expression: '2d6+1', faces: [6, 5] });
    expect(entry!.outcome).toMatchObject({ total: 12 });
    expect(r.engine.state.rng).toEqual(before);
    expect(r.engine.state.draws.results[0]).toMatchObject({ physical: true, value: '12' });
  });

  it('refuses bad notation and impossible faces with the reason, logging nothing', () => {
    const r = drawsRecorder();
    expect(() => r.act({ type: 'dice.roll', expression: '2d' })).toThrow(
      /expected a number of sides after "d" at column 3/,
    );
    expect(() => r.act({ type: 'dice.enter', expression: '2d6', faces: [7, 1] })).toThrow(
      /cannot roll/,
    );
    expect(() => r.act({ type: 'dice.roll', expression: '' })).toThrow(/give dice to roll/);
    expect(r.engine.seq).toBe(0);
  });

  it('rolls the scenario’s named dice', () => {
    const r = drawsRecorder('s', {
      dice: [
        {
          id: 'captain',
          name: 'Captain',
          faces: [
            { value: 1, label: 'Miss' },
            { value: 2, label: 'Hit' },
          ],
        },
      ],
    });
    const [entry] = r.act({ type: 'dice.roll', expression: '3d[captain]' });
    expect((entry!.outcome as { text: string }).text).toMatch(/^3d\[captain\] \[(Miss|Hit) \(\d\)/);
  });
});
