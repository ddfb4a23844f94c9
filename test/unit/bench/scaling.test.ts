import { describe, expect, it } from 'vitest';
import { ScalingTable, sizeLabel, sizeValue } from '../../bench/scaling.ts';

describe("the bench's scaling table", () => {
  it('reads and writes sizes as the column heads show them', () => {
    expect(sizeValue('1k')).toBe(1000);
    expect(sizeValue('40k')).toBe(40_000);
    expect(sizeValue('2m')).toBe(2_000_000);
    expect(sizeValue('500')).toBe(500);
    expect(sizeLabel(1024)).toBe('1k');
    expect(sizeLabel(50_000)).toBe('50k');
    expect(sizeLabel(300)).toBe('300');
  });

  it('puts each figure on a row and each size in a column, smallest first, gaps marked', () => {
    const table = new ScalingTable();
    table.record({ row: 'replay', size: '50k' }, 351);
    table.record({ row: 'replay', size: '1k' }, 23);
    table.record({ row: 'paint step', size: '40k' }, 0.5);
    table.record({ row: 'paint step', size: '1k' }, 0.7);
    const [head, replay, paint] = table.lines();
    expect(head?.trim().split(/\s+/).slice(-3)).toEqual(['1k', '40k', '50k']);
    expect(replay?.trim().split(/\s+/).slice(-3)).toEqual(['23', '—', '351']);
    expect(paint?.trim().split(/\s+/).slice(-3)).toEqual(['0.70', '0.50', '—']);
  });

  it('prints nothing when nothing was measured', () => {
    expect(new ScalingTable().lines()).toEqual([]);
  });
});
