import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { DrawResult } from '../types.ts';
import { rangeText } from './range-text.ts';

/** What the console shows of a table roll Control still has to settle. */
export interface OpenRollView {
  seq: number;
  reason: 'gap' | 'overlap';
  /** "The rulebook prints no row for 7." */
  message: string;
  /** Every row of the table, numbered from 1 as the pick action takes them. */
  rows: { row: number; label: string }[];
  /** The row the picker starts on: the row an overlap did not use, else the first. */
  suggested: number;
}

/** Null when the result is settled (or not a table roll). */
export function openRollView(scenario: Scenario, result: DrawResult | null): OpenRollView | null {
  const open = result?.open;
  if (!result || !open) return null;
  const table = scenario.tables.find((t) => t.id === open.table);
  if (!table) return null;
  const rows = table.rows.map((r, i) => ({
    row: i + 1,
    label: `${i + 1}. ${table.mode === 'range' ? `${rangeText(r)}: ` : ''}${r.result}`,
  }));
  // A linked table's roll names its table: the result is named for the first one.
  const on = open.nested ? ` on ${table.name}` : '';
  if (open.reason === 'gap')
    return {
      seq: result.seq,
      reason: 'gap',
      message: `The rulebook prints no row for ${open.total}${on}. Roll again, or pick the row that fits.`,
      rows,
      suggested: 1,
    };
  const count = open.rows.length === 2 ? 'two' : String(open.rows.length);
  const used = (open.row ?? 0) + 1;
  const other = open.rows.find((r) => r !== open.row);
  return {
    seq: result.seq,
    reason: 'overlap',
    message: `The rulebook prints ${count} rows for ${open.total}${on} (rows ${open.rows.map((r) => r + 1).join(', ')}): row ${used}, the first, was used. Pick another row if it fits better.`,
    rows,
    suggested: other === undefined ? used : other + 1,
  };
}
