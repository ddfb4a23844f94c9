import type { TableDef } from '../draws-format.ts';
import type { CustomDice } from '../dice/types.ts';
import { parseDice } from '../dice/parse.ts';
import { possibleTotals } from '../dice/support.ts';
import { exactDistribution } from '../dice/distribution.ts';
import { budgetOf } from '../dice/odds/budget.ts';
import { rowCovers } from './range-text.ts';

/**
 * How a table's rows cover what its dice roll, for the editor's grid: each total with its
 * chance and the rows that hold it, the runs no row covers (and where in the list of rows a
 * row for them would go), and each row's chance of coming up. A roll uses the first row that
 * holds its total, so a later row that repeats a total only adds its own share of the rest.
 */

export interface TotalCover {
  total: number;
  /** Exact chance of rolling it; null when the odds could not be worked out in time. */
  p: number | null;
  /** Rows (0-based) holding this total, in order: the first is the one a roll uses. */
  rows: number[];
}

export interface CoverGap {
  min: number;
  max: number;
  /** Where a row for it belongs: before this row index (rows.length: at the end). */
  before: number;
  p: number | null;
}

export type TableCoverage =
  | {
      ok: true;
      /** The dice as read ("2d6"); '' for a weighted table. */
      dice: string;
      /** Every total the dice can roll, least first; empty for a weighted table. */
      totals: TotalCover[];
      gaps: CoverGap[];
      /** Each row's chance of coming up; null where it cannot be said exactly. */
      chance: (number | null)[];
      /** Rows sharing totals with an earlier row. */
      overlapping: number[];
      /** Rows no total of the dice reaches (only a modifier does). */
      unreachable: number[];
    }
  | { ok: false; error: string };

/** Totals beyond this many are listed as runs only: a strip of d1000 cells helps nobody. */
export const MAX_TOTALS = 400;

export function tableCoverage(
  table: Pick<TableDef, 'mode' | 'roll' | 'rows'>,
  custom: CustomDice = {},
  budgetMs = 150,
): TableCoverage {
  if (table.mode === 'weight') {
    const sum = table.rows.reduce((n, r) => n + r.weight, 0);
    return {
      ok: true,
      dice: '',
      totals: [],
      gaps: [],
      chance: table.rows.map((r) => (sum > 0 ? r.weight / sum : 0)),
      overlapping: [],
      unreachable: [],
    };
  }
  const parsed = parseDice(table.roll, custom);
  if (!parsed.ok) return { ok: false, error: `the dice “${table.roll}”: ${parsed.error}` };
  const support = possibleTotals(parsed.expr);
  if (support.length > MAX_TOTALS)
    return { ok: false, error: `${parsed.text} rolls ${support.length} totals: too many to chart` };
  const odds = exactDistribution(parsed.expr, budgetOf(budgetMs));
  const pOf = (t: number): number | null => (odds ? (odds.p[t - odds.min] ?? 0) : null);
  const totals = support.map((total) => ({
    total,
    p: pOf(total),
    rows: table.rows.flatMap((r, i) => (rowCovers(r, total) ? [i] : [])),
  }));
  const chance = table.rows.map((_, i) =>
    odds ? totals.reduce((sum, t) => sum + (t.rows[0] === i ? (t.p as number) : 0), 0) : null,
  );
  const overlapping = table.rows.flatMap((_, i) =>
    totals.some((t) => t.rows.includes(i) && t.rows[0] !== i) ? [i] : [],
  );
  const unreachable = table.rows.flatMap((_, i) =>
    totals.some((t) => t.rows.includes(i)) ? [] : [i],
  );
  return {
    ok: true,
    dice: parsed.text,
    totals,
    gaps: gapsOf(totals, table.rows),
    chance,
    overlapping,
    unreachable,
  };
}

/** Runs of consecutive uncovered totals, each placed before the first row that starts above it. */
function gapsOf(totals: readonly TotalCover[], rows: TableDef['rows']): CoverGap[] {
  const gaps: CoverGap[] = [];
  for (let i = 0; i < totals.length; i++) {
    if (totals[i]!.rows.length > 0) continue;
    let j = i;
    while (j + 1 < totals.length && totals[j + 1]!.rows.length === 0) j++;
    const min = totals[i]!.total;
    const max = totals[j]!.total;
    const ps = totals.slice(i, j + 1).map((t) => t.p);
    const before = rows.findIndex((r) => r.min !== null && r.min > max);
    gaps.push({
      min,
      max,
      before: before === -1 ? rows.length : before,
      p: ps.every((p) => p !== null) ? ps.reduce<number>((a, b) => a + (b as number), 0) : null,
    });
    i = j;
  }
  return gaps;
}
