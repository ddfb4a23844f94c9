import Papa from 'papaparse';
import { escapeFormula, unescapeFormula } from './formula-cells.ts';

/** Spreadsheet text as a header and numbered rows, for the card and table importers. */

export interface CsvProblem {
  /** The spreadsheet row, from 1 (the header is row 1). */
  row: number;
  column?: string;
  message: string;
}

export interface CsvRows {
  /** Lower-case, trimmed column names, without a trailing colon ("Result:" → "result"). */
  header: string[];
  /** The same columns as written (trimmed, without the colon): free fields keep this spelling. */
  names: string[];
  /**
   * Rows under the header that hold something, with the row number a spreadsheet shows. A row
   * that repeats the header (a rulebook's table split over pages, pasted whole) is not one.
   */
  rows: { row: number; cells: string[] }[];
  problems: CsvProblem[];
}

export type CsvDelimiter = ',' | '\t';

/** LF for Lodestar's own files; CRLF where a file has always been written so (tiles, the log). */
export type CsvNewline = '\n' | '\r\n';

export interface CsvWriteOptions {
  /** Comma for a .csv file (the default), tab for pasting into a spreadsheet. */
  delimiter?: CsvDelimiter;
}

/** Tab when the header line has tabs (a paste from a spreadsheet or a PDF), else comma or semicolon. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (first.includes('\t')) return '\t';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** "Result: " → "Result": how a header cell names its column. */
const columnName = (cell: string) => cell.trim().replace(/:$/, '').trim();

/** What papaparse's quote errors mean for someone who saved the file from a spreadsheet. */
function readProblem(code: string, fallback: string): string {
  if (code === 'MissingQuotes')
    return 'a cell opens a quote (") that never closes, so the rest of the file runs into it';
  if (code === 'InvalidQuotes') return 'a quote (") inside a quoted cell must be doubled ("")';
  return `cannot read this row (${fallback})`;
}

/**
 * Reads CSV or TSV text (a byte-order mark, CRLF and quoted multi-line cells are fine). Blank
 * lines are skipped but still counted, so row numbers match what the spreadsheet shows. The
 * apostrophe `writeCsv` puts before a formula-like cell is taken off again.
 */
export function readCsvRows(text: string): CsvRows {
  const source = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(source, { delimiter: delimiterOf(source) });
  const problems: CsvProblem[] = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter' && e.row !== undefined)
    .map((e) => {
      const row = (e.row ?? 0) + 1;
      return { row, message: `row ${row}: ${readProblem(e.code, e.message)}` };
    });
  return rowsFromGrid(
    parsed.data.map((cells) => cells.map(unescapeFormula)),
    problems,
  );
}

/**
 * A grid of cells (a CSV file read, or a workbook's sheet) as a header and numbered rows: the
 * first row that holds anything names the columns.
 */
export function rowsFromGrid(
  grid: readonly (readonly string[])[],
  problems: CsvProblem[] = [],
): CsvRows {
  const numbered = grid.map((cells, i) => ({ row: i + 1, cells: [...cells] }));
  const headerAt = numbered.findIndex((r) => !isBlank(r.cells));
  const head = headerAt < 0 ? [] : (numbered[headerAt]?.cells ?? []);
  const names = head.map(columnName);
  const header = names.map((h) => h.toLowerCase());
  const repeatsHeader = (cells: readonly string[]) =>
    cells.map((c) => columnName(c).toLowerCase()).join('\u0000') === header.join('\u0000');
  return {
    header,
    names,
    rows: numbered
      .slice(headerAt + 1)
      .filter((r) => headerAt >= 0 && !isBlank(r.cells) && !repeatsHeader(r.cells)),
    problems,
  };
}

/** Text already read, or the text of a file: what every spreadsheet importer takes. */
export type SheetInput = string | CsvRows;

/** The rows of what an importer was given. */
export function rowsOf(input: SheetInput): CsvRows {
  return typeof input === 'string' ? readCsvRows(input) : input;
}

/** One data row read by column name: its trimmed cells, and mistakes noted against it. */
export interface RowReading {
  /** The cell under this heading, trimmed; '' when the sheet has no such column. */
  cell(name: string): string;
  /** Notes a mistake on this row ("row 4: …"), at a column when one is to blame. */
  fail(message: string, column?: string): void;
}

/**
 * Reading rows by the header's names: `has` says whether a column is there, `read` gives a
 * row's cells by name and notes its mistakes into `errors`.
 */
export function byHeading(
  header: readonly string[],
  errors: CsvProblem[],
): {
  has(name: string): boolean;
  read(row: { row: number; cells: readonly string[] }): RowReading;
} {
  const col = (name: string) => header.indexOf(name);
  return {
    has: (name) => col(name) >= 0,
    read: ({ row, cells }) => ({
      cell: (name) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : ''),
      fail: (message, column) =>
        errors.push({ row, ...(column ? { column } : {}), message: `row ${row}: ${message}` }),
    }),
  };
}

/** A column named twice would silently lose one of them: say so against the header row. */
export function duplicateColumns(header: readonly string[]): CsvProblem[] {
  return header
    .filter((h, i) => h !== '' && header.indexOf(h) !== i)
    .filter((h, i, all) => all.indexOf(h) === i)
    .map((h) => ({ row: 1, column: h, message: `row 1: the column "${h}" appears twice` }));
}

/** Rows with more cells than the header has columns: the extra cells are dropped, and said so. */
export function widerRowsWarning(rows: CsvRows['rows'], width: number): string[] {
  const wider = rows.filter((r) => r.cells.length > width).map((r) => r.row);
  return wider.length === 0
    ? []
    : [
        `${wider.length === 1 ? 'row' : 'rows'} ${wider.join(', ')} ${wider.length === 1 ? 'has' : 'have'} more cells than the header has columns; the extra cells were ignored`,
      ];
}

/**
 * Writes rows as CSV (or TSV), quoting what needs it. A cell a spreadsheet would run as a
 * formula gets a leading apostrophe (`escapeFormula`) and is quoted besides, as OWASP advises,
 * so that a cell beginning with one is never split or read as anything but text.
 */
export function writeCsv(
  rows: readonly (readonly (string | number)[])[],
  delimiter: CsvDelimiter = ',',
  newline: CsvNewline = '\n',
): string {
  return (
    Papa.unparse(
      rows.map((r) => r.map((cell) => escapeFormula(String(cell)))),
      { delimiter, newline, quotes: (value: unknown) => String(value).startsWith("'") },
    ) + newline
  );
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A free field's cell: numbers become numbers, the rest stays text. */
export function fieldValue(cell: string): string | number {
  const text = cell.trim();
  return NUMBER.test(text) ? Number(text) : text;
}
