import writeXlsxFile from 'write-excel-file/universal';
import { maxOf } from '../numbers/extremes.ts';

/**
 * A header and rows as an Excel workbook of one sheet: numbers stay numbers, text stays text
 * (a cell starting with "=" is written as text, never as a formula), the header is bold and
 * stays in view while scrolling. Read back by `readSheetFile` to the same rows.
 */
export async function xlsxOf(
  grid: readonly (readonly (string | number)[])[],
  sheetName: string,
): Promise<Blob> {
  const [head = [], ...body] = grid;
  const widths = head.map((_, c) =>
    Math.min(60, Math.max(8, maxOf(grid.map((row) => String(row[c] ?? '').length + 2)))),
  );
  const data = [
    head.map((value) => ({ value: String(value), type: String, fontWeight: 'bold' as const })),
    ...body.map((row) =>
      row.map((value) =>
        typeof value === 'number' ? { value, type: Number } : { value, type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    // Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ].
    sheet: sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1',
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob();
}
