import type { Scenario } from '../../scenarios/format/schema.ts';
import type { ChartDef } from './charts-format.ts';

/** A cell looked up: the chart, the row and column by name, and the cell's words. */
export interface LookedUp {
  chart: string;
  row: string;
  /** Null for a chart of one column, where the row alone says it. */
  column: string | null;
  text: string;
}

/** An empty cell: the rulebook prints nothing there. */
export const EMPTY_CELL = '—';

export function chartOf(scenario: Scenario, id: string): ChartDef | undefined {
  return scenario.charts.find((c) => c.id === id);
}

/** The cell's words at a row and column ("—" when the row has no cell there). */
export function cellText(chart: ChartDef, rowIndex: number, columnIndex: number): string {
  const text = chart.rows[rowIndex]?.cells[columnIndex]?.trim() ?? '';
  return text === '' ? EMPTY_CELL : text;
}

/**
 * Looks a cell up by row and column id (the column may be left out when the chart has one),
 * or says what is wrong in a sentence for Control.
 */
export function lookUp(
  chart: ChartDef,
  row: string,
  column: string | undefined,
): { ok: true; cell: LookedUp } | { ok: false; error: string } {
  const r = chart.rows.findIndex((x) => x.id === row);
  if (r < 0) return { ok: false, error: `${chart.name} has no row "${row}"` };
  if (column === undefined && chart.columns.length > 1)
    return {
      ok: false,
      error: `${chart.name} has ${chart.columns.length} columns: name one (${chart.columns.map((c) => c.id).join(', ')})`,
    };
  const c = column === undefined ? 0 : chart.columns.findIndex((x) => x.id === column);
  if (c < 0) return { ok: false, error: `${chart.name} has no column "${column}"` };
  return {
    ok: true,
    cell: {
      chart: chart.name,
      row: chart.rows[r]!.name,
      column: chart.columns.length > 1 ? chart.columns[c]!.name : null,
      text: cellText(chart, r, c),
    },
  };
}

/** The looked-up cell in words: "Terrain effects: Forest × Infantry: 2 MP". */
export function lookedUpText(cell: LookedUp): string {
  const at = cell.column === null ? cell.row : `${cell.row} × ${cell.column}`;
  return `${cell.chart}: ${at}: ${cell.text}`;
}

/** Rows whose name or any cell holds the words searched for (case and accents aside). */
export function rowsMatching(chart: ChartDef, search: string): number[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  return chart.rows.flatMap((row, i) => {
    const hay = fold([row.name, ...row.cells].join(' '));
    return words.every((w) => hay.includes(w)) ? [i] : [];
  });
}
