/**
 * Cells a spreadsheet would run as formulas. Excel, LibreOffice and Google Sheets take a CSV
 * cell that starts with = + - or @ (or with a tab or carriage return before one) as a formula,
 * so a card titled `=HYPERLINK("http://x")` or `=cmd|' /C calc'!A0` becomes a link or a
 * command once someone opens the export. Every CSV writer passes its cells through
 * `escapeFormula`, which puts an apostrophe in front (as OWASP advises), and every CSV reader
 * passes them through `unescapeFormula`, so what Lodestar wrote reads back as it was.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number as a spreadsheet reads it: "-3", "-2.5", "+1", "-1e-7". It starts like a formula
 * but is only data, and people sort and re-import such columns, so it is left as it is.
 */
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

const startsFormula = (text: string): boolean =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

/**
 * An escaped cell: apostrophes, then a formula. A cell the person wrote that way (`'=A1`) is
 * escaped once more on the way out, so that reading strips exactly the one apostrophe the
 * writer added and the round trip holds for every text.
 */
const looksEscaped = (text: string): boolean =>
  text.startsWith("'") && startsFormula(text.replace(/^'+/, ''));

/** The cell as a CSV file may hold it: an apostrophe before anything a spreadsheet would run. */
export function escapeFormula(cell: string): string {
  return startsFormula(cell) || looksEscaped(cell) ? `'${cell}` : cell;
}

/** A cell of a CSV file as it was before `escapeFormula`. */
export function unescapeFormula(cell: string): string {
  return looksEscaped(cell) ? cell.slice(1) : cell;
}
