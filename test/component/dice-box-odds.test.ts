import { describe, expect, it } from 'vitest';
import { parseDice } from '../../features/draws/dice/index.ts';
import { dieSlots, parseFaceList, rollOf } from '../../features/draws/ui/dice-entry.ts';
import { MAX_BARS, planOdds } from '../../features/draws/ui/dice-odds.ts';
import { DiceOdds } from '../../features/draws/ui/dice-odds.svelte.ts';

const custom = {
  engineer: {
    name: 'Engineer',
    faces: [
      { value: 1, label: 'Wrench' },
      { value: 1, label: 'Wrench' },
      { value: 3, label: '' },
    ],
  },
};

describe('deciding what to chart', () => {
  it('works exact odds out at once', () => {
    const plan = planOdds('2d6+1', custom);
    expect(plan.kind).toBe('chart');
    if (plan.kind === 'chart') expect(plan.distribution).toMatchObject({ min: 3, exact: true });
  });

  it('works exploding dice out exactly too, in place', () => {
    const plan = planOdds('3d6!', custom);
    expect(plan).toMatchObject({ kind: 'chart', distribution: { exact: true } });
    if (plan.kind === 'chart') expect(plan.distribution.cutMass).toBeLessThan(1e-12);
  });

  it('estimates, within its budget, what has no exact method, and says so', () => {
    const plan = planOdds('4d6!pkh3', custom);
    expect(plan).toMatchObject({ kind: 'chart', distribution: { exact: false } });
    if (plan.kind === 'chart') {
      expect(plan.distribution.samples).toBeGreaterThanOrEqual(1000);
      expect(plan.distribution.reason).toContain('no exact method');
    }
  });

  it('skips expressions with more totals than a chart can show, before working them out', () => {
    // Ten thousand dice of ten thousand sides would take minutes to work out.
    const plan = planOdds('1000d10000', custom);
    expect(plan).toMatchObject({ kind: 'note' });
    if (plan.kind === 'note') expect(plan.note).toContain('9,999,001 possible totals');
    expect(planOdds(`1d${MAX_BARS}`, custom).kind).toBe('chart');
    expect(planOdds(`1d${MAX_BARS + 1}`, custom).kind).toBe('note');
    expect(planOdds('d%*d%', custom).kind).toBe('note');
  });

  it('bounds every kind of expression without working it out', () => {
    expect(planOdds('-(2d6) + max(1d4, 1d8) - 3', custom).kind).toBe('chart');
    expect(planOdds('10d6>=5', custom).kind).toBe('chart');
    expect(planOdds('10d10>=8f<=2', custom).kind).toBe('chart');
    expect(planOdds('100d6kh3', custom).kind).toBe('chart');
    expect(planOdds('2d[engineer]', custom).kind).toBe('chart');
  });

  it('has nothing to say about empty or broken notation', () => {
    expect(planOdds('  ', custom)).toEqual({ kind: 'none' });
    expect(planOdds('2d', custom)).toEqual({ kind: 'none' });
  });

  it('shows the latest expression asked about, and nothing once the box goes away', () => {
    const odds = new DiceOdds();
    odds.show('3d6!', custom);
    expect(odds.view.kind).toBe('chart');
    odds.show('2d', custom);
    expect(odds.view.kind).toBe('none');
    odds.show('2d6', custom);
    odds.dispose();
    expect(odds.view.kind).toBe('none');
  });
});

describe('typing in dice rolled at the table', () => {
  const expr = (text: string) => {
    const parsed = parseDice(text, custom);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.expr;
  };

  it('gives one slot per die in reading order, each with the faces it can show', () => {
    const slots = dieSlots(expr('1d4 + 2d[engineer] - 3'));
    expect(slots?.map((s) => s.notation)).toEqual(['d4', 'd[engineer]', 'd[engineer]']);
    expect(slots?.[1]?.faces).toEqual([
      { value: 1, label: 'Wrench (1)' },
      { value: 3, label: '3' },
    ]);
  });

  it('falls back to a list when the number of dice varies or is large', () => {
    expect(dieSlots(expr('3d6!'))).toBeNull();
    expect(dieSlots(expr('2d6r<2'))).toBeNull();
    expect(dieSlots(expr('30d6'))).toBeNull();
    expect(dieSlots(expr('5'))).toBeNull();
  });

  it('reads a typed list of faces', () => {
    expect(parseFaceList('4, 6;1  2')).toEqual([4, 6, 1, 2]);
    expect(parseFaceList('4 six')).toBeNull();
    expect(parseFaceList('4.5')).toBeNull();
  });
});

describe('rolling a logged result again', () => {
  const result = (label: string, detail: string) => ({
    seq: 1,
    at: 0,
    kind: 'dice' as const,
    label,
    value: '0',
    detail,
    physical: false,
  });

  it('uses the notation when it was the label, else reads it back from the working', () => {
    expect(rollOf(result('2d6+1', '2d6 [4, 5] + 1 = 10'), custom)).toEqual({ expression: '2d6+1' });
    expect(rollOf(result('Guns', '2d6 [4, 5] + 1 = 10'), custom)).toEqual({
      expression: '2d6 + 1',
      label: 'Guns',
    });
    expect(rollOf(result('Repairs', '2d[engineer] [Wrench (1), 3] - 1 = 3'), custom)).toEqual({
      expression: '2d[engineer] - 1',
      label: 'Repairs',
    });
    expect(rollOf(result('Odd', 'max(1d6 [2], 1d8 [7]) = -7'), custom)).toEqual({
      expression: 'max(1d6, 1d8)',
      label: 'Odd',
    });
  });

  it('gives up on results that are not dice or cannot be read back', () => {
    expect(rollOf({ ...result('Table', ''), kind: 'table' }, custom)).toBeNull();
    expect(rollOf(result('Guns', 'garbled'), custom)).toBeNull();
  });
});
