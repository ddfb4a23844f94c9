import Papa from 'papaparse';

/** Spreadsheet text as a header and numbered rows, for the card and table importers. */

export interface CsvProblem {
  /** The spreadsheet row, from 1 (the header is row 1). */
  row: number;
  column?: string;
  message: string;
}

export interface CsvRows {
  /** Lower-case, trimmed column names. */
  header: string[];
  /** Cells by column index, with the spreadsheet row number. */
  rows: { row: number; cells: string[] }[];
  problems: CsvProblem[];
}

/** Tab when the header line has tabs (a paste from a spreadsheet or a PDF), else comma or semicolon. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  if (first.includes('\t')) return '\t';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function readCsvRows(text: string): CsvRows {
  const source = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(source, {
    delimiter: delimiterOf(source),
    skipEmptyLines: 'greedy',
  });
  const problems: CsvProblem[] = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter' && e.row !== undefined)
    .map((e) => ({ row: (e.row ?? 0) + 1, message: `cannot read this row: ${e.message}` }));
  const [head = [], ...body] = parsed.data;
  return {
    header: head.map((h) => h.trim().toLowerCase().replace(/:$/, '')),
    rows: body.map((cells, i) => ({ row: i + 2, cells })),
    problems,
  };
}

/** Writes rows as CSV (or TSV), quoting what needs it. */
export function writeCsv(
  rows: readonly (readonly (string | number)[])[],
  delimiter: ',' | '\t' = ',',
): string {
  return (
    Papa.unparse(
      rows.map((r) => r.map(String)),
      { delimiter, newline: '\n' },
    ) + '\n'
  );
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A free field's cell: numbers become numbers, the rest stays text. */
export function fieldValue(cell: string): string | number {
  const text = cell.trim();
  return NUMBER.test(text) ? Number(text) : text;
}
