import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chartRowsOf,
  rowIdFor,
  withCell,
  withNewRow,
  withRowName,
} from '../../../features/charts/ui/scenario/chart-sheet.ts';
import { ID_PATTERN } from '../../../scenarios/format/primitives.ts';

describe('the chart sheet', () => {
  it('makes a valid id from any name, unique among the others', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 8 })), (name, taken) => {
        const id = rowIdFor(name, taken);
        expect(id).toMatch(ID_PATTERN);
        expect(taken).not.toContain(id);
      }),
    );
    expect(rowIdFor('Forêt légère', [])).toBe('foret-legere');
    expect(rowIdFor('Clear', ['clear', 'clear-2'])).toBe('clear-3');
  });

  it('lets a row’s id follow its name until the id is changed by hand', () => {
    let rows = withNewRow([], 0);
    rows = withRowName(rows, 0, 'Light woods');
    expect(rows[0]!.id).toBe('light-woods');
    rows = withRowName([{ ...rows[0]!, id: 'lw' }], 0, 'Heavy woods');
    expect(rows[0]!.id).toBe('lw');
  });

  it('fills the cells before a typed one and leaves trailing empty cells out', () => {
    const [row] = chartRowsOf([{ id: 'a', name: 'A' }]);
    expect(withCell([row!], 0, 2, 'x')[0]!.cells).toEqual(['', '', 'x']);
    expect(withCell([{ ...row!, cells: ['1', '2'] }], 0, 1, '')[0]!.cells).toEqual(['1']);
  });

  it('reads a half-typed value as blank rows rather than failing', () => {
    expect(chartRowsOf([null, { id: 3, cells: 'no' }])).toEqual([
      { id: '', name: '', cells: [] },
      { id: '', name: '', cells: [] },
    ]);
    expect(chartRowsOf('rows')).toEqual([]);
  });
});
