import type { SheetColumns } from './column-mapping.ts';
import type { CsvProblem, CsvRows } from './csv-rows.ts';

/**
 * A tabular part of a scenario section (a deck's cards, a table's rows, the timetable, a
 * map's pieces) that goes out to a spreadsheet and comes back from one. A section lists its
 * parts (`sheets` in its feature's manifest); the scenario page gives each an import, with the
 * column mapping shown before anything changes, and an export as CSV or Excel, and the CLI's
 * `sheet-export` and `sheet-import` do the same.
 */
export interface SheetPart {
  /** Unique within its section ("deck:crisis"). */
  id: string;
  /** What the person reads: "Cards of Crisis". */
  label: string;
  /** The exported file's name, without its extension. */
  fileName: string;
  /** The columns the import reads, and what becomes of any other. */
  columns: SheetColumns;
  /** The part as rows, the header first: what export writes and import reads back. */
  rows(): (string | number)[][];
  /** What importing these rows (already headed as mapped) would do. */
  read(rows: CsvRows, fileName: string): SheetReadResult;
}

export type SheetReadResult =
  | {
      ok: true;
      /** The change in words, to confirm: "Replace the 12 cards of Crisis with 40 cards?" */
      question: string;
      /** What the reader noticed but did not stop for. */
      notes: string[];
      /** The section's new value. */
      value: unknown;
    }
  | { ok: false; errors: CsvProblem[] };

export { plural } from '../text/plural.ts';
