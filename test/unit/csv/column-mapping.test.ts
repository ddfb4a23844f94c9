import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyColumns,
  choiceFromValue,
  choiceValue,
  guessColumns,
  mappingProblems,
  type SheetColumns,
} from '../../../scenarios/csv/column-mapping.ts';
import { readCsvRows, rowsFromGrid } from '../../../scenarios/csv/csv-rows.ts';
import { cardColumns, cardsFromCsv } from '../../../features/draws/cards-csv.ts';
import { tableColumns, tableRowsFromCsv } from '../../../features/draws/tables/table-csv.ts';

describe('column mapping', () => {
  it('guesses columns from their headings and aliases, keeping others as fields', () => {
    const rows = readCsvRows('Card Name,Qty,Rules text,Cost,\nAmbush,2,Hit first,3,\n');
    const choices = guessColumns(rows.names, cardColumns);
    expect(choices).toEqual([
      { kind: 'target', key: 'title' },
      { kind: 'target', key: 'copies' },
      { kind: 'target', key: 'text' },
      { kind: 'other' },
      { kind: 'ignore' },
    ]);
    const mapped = applyColumns(rows, choices, cardColumns);
    expect(mapped.names).toEqual(['title', 'copies', 'text', 'Cost']);
    const cards = cardsFromCsv(mapped);
    expect(cards.ok && cards.cards[0]).toMatchObject({
      title: 'Ambush',
      copies: 2,
      text: 'Hit first',
      fields: { Cost: 3 },
    });
  });

  it('keeps a roll heading that names the dice, so the table keeps its roll', () => {
    const rows = readCsvRows('2D6,Outcome\n2-6,Storm\n7-12,Calm\n');
    const columns = tableColumns('range');
    const choices = guessColumns(rows.names, columns);
    expect(choices.map(choiceValue)).toEqual(['target:roll', 'target:result']);
    const mapped = applyColumns(rows, choices, columns);
    expect(mapped.names).toEqual(['2D6', 'result']);
    const table = tableRowsFromCsv(mapped, 'range');
    expect(table.ok && table.roll).toBe('2d6');
  });

  it('guesses a meaning for one column only and names what is missing or doubled', () => {
    const names = ['Name', 'Title', 'Notes'];
    const choices = guessColumns(names, cardColumns);
    expect(choices.map(choiceValue)).toEqual(['target:title', 'ignore', 'other']);
    expect(mappingProblems(names, choices, cardColumns)).toEqual([]);
    const doubled = [choices[0]!, choiceFromValue('target:title'), choices[2]!];
    expect(mappingProblems(names, doubled, cardColumns)).toEqual([
      '“Name” and “Title” are both read as Title: choose one',
    ]);
    const none = names.map(() => choiceFromValue('ignore'));
    expect(mappingProblems(names, none, cardColumns)).toEqual([
      'no column is read as Title: choose the column that holds it',
    ]);
  });

  it('leaves out a column the importer has no use for when it keeps no others', () => {
    const columns: SheetColumns = { targets: [{ key: 'name', label: 'Name' }], others: null };
    expect(guessColumns(['Name', 'Age'], columns).map(choiceValue)).toEqual([
      'target:name',
      'ignore',
    ]);
  });

  it('reads exactly the columns chosen, in order, for any sheet', () => {
    const cell = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((width) =>
          fc.record({
            grid: fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
              minLength: 2,
              maxLength: 6,
            }),
            keep: fc.array(fc.boolean(), { minLength: width, maxLength: width }),
          }),
        ),
        ({ grid, keep }) => {
          const rows = rowsFromGrid(grid);
          const choices = rows.names.map((_, i) =>
            keep[i] ? choiceFromValue('other') : choiceFromValue('ignore'),
          );
          const mapped = applyColumns(rows, choices, { targets: [], others: 'a field' });
          const kept = rows.names.map((_, i) => i).filter((i) => keep[i]);
          expect(mapped.names).toEqual(kept.map((i) => rows.names[i]));
          expect(mapped.rows.map((r) => r.row)).toEqual(rows.rows.map((r) => r.row));
          mapped.rows.forEach((r, n) =>
            expect(r.cells).toEqual(kept.map((i) => rows.rows[n]!.cells[i] ?? '')),
          );
        },
      ),
    );
  });
});
