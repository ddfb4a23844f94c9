import type { TableDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { possibleTotals } from '../dice/support.ts';
import { parseDice } from '../dice/parse.ts';
import { customDiceOf } from '../lookup.ts';
import { rangeText, rowCovers } from './range-text.ts';

export type TableProblemKind =
  'gap' | 'overlap' | 'unreachable' | 'unknown-table' | 'cycle' | 'bad-roll' | 'empty';

export interface TableProblem {
  /** 0-based row index, or null for the table as a whole. */
  row: number | null;
  kind: TableProblemKind;
  /**
   * 'warning': the table still rolls (rulebooks print gaps and duplicated ranges; Control
   * settles such a roll in play); 'error': a roll on it can fail.
   */
  severity: 'warning' | 'error';
  message: string;
}

/** Gaps, overlaps and rows only a modifier reaches are how some rulebooks print tables. */
const WARNINGS: ReadonlySet<TableProblemKind> = new Set(['gap', 'overlap', 'unreachable']);

/** Totals 1, 2, 3, 5 → "1–3, 5". */
function runs(values: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && (values[j + 1] as number) === (values[j] as number) + 1) j++;
    out.push(i === j ? String(values[i]) : `${values[i]}–${values[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

function overlap(
  a: TableDef['rows'][number],
  b: TableDef['rows'][number],
): [number, number] | null {
  const lo = Math.max(a.min ?? Number.NEGATIVE_INFINITY, b.min ?? Number.NEGATIVE_INFINITY);
  const hi = Math.min(a.max ?? Number.POSITIVE_INFINITY, b.max ?? Number.POSITIVE_INFINITY);
  return lo <= hi ? [lo, hi] : null;
}

function cycleFrom(scenario: Scenario, start: string): string[] | null {
  const byId = new Map(scenario.tables.map((t) => [t.id, t]));
  const walk = (id: string, path: string[]): string[] | null => {
    if (path.includes(id)) return [...path, id];
    const table = byId.get(id);
    if (!table) return null;
    for (const row of table.rows) {
      if (!row.then) continue;
      const found = walk(row.then, [...path, id]);
      if (found) return found;
    }
    return null;
  };
  const found = walk(start, []);
  return found && found[0] === start ? found : null;
}

/**
 * What a designer should know about a table before the game: totals its dice can roll that
 * no row covers, rows that cover the same totals, rows only a modifier can reach, links to
 * tables that do not exist or that lead back, and dice that do not parse.
 */
export function validateTable(table: TableDef, scenario: Scenario): TableProblem[] {
  const problems: TableProblem[] = [];
  const note = (problem: Omit<TableProblem, 'severity'>) =>
    problems.push({ ...problem, severity: WARNINGS.has(problem.kind) ? 'warning' : 'error' });
  const custom = customDiceOf(scenario);
  const names = new Map(scenario.tables.map((t) => [t.id, t.name]));
  if (table.rows.length === 0) note({ row: null, kind: 'empty', message: 'the table has no rows' });

  table.rows.forEach((row, i) => {
    if (row.then !== undefined && !names.has(row.then))
      note({
        row: i,
        kind: 'unknown-table',
        message: `row ${i + 1} rolls on “${row.then}”, which is not a table here`,
      });
    if (row.roll !== undefined) {
      const parsed = parseDice(row.roll, custom);
      if (!parsed.ok)
        note({
          row: i,
          kind: 'bad-roll',
          message: `row ${i + 1}: “${row.roll}”: ${parsed.error}`,
        });
    }
  });
  const cycle = cycleFrom(scenario, table.id);
  if (cycle)
    note({
      row: null,
      kind: 'cycle',
      message: `rolling leads back to this table: ${cycle.map((id) => names.get(id) ?? id).join(' → ')}`,
    });

  if (table.mode === 'weight') {
    if (table.rows.length > 0 && table.rows.every((r) => r.weight === 0))
      note({
        row: null,
        kind: 'empty',
        message: 'every row has weight 0: nothing can come up',
      });
    return problems;
  }

  table.rows.forEach((row, i) => {
    if (row.min !== null && row.max !== null && row.min > row.max)
      note({
        row: i,
        kind: 'empty',
        message: `row ${i + 1} runs from ${row.min} down to ${row.max}: no total fits`,
      });
  });
  for (let i = 0; i < table.rows.length; i++)
    for (let j = i + 1; j < table.rows.length; j++) {
      const both = overlap(table.rows[i]!, table.rows[j]!);
      if (both)
        note({
          row: j,
          kind: 'overlap',
          message: `the rulebook prints two rows for ${rangeText({ min: Number.isFinite(both[0]) ? both[0] : null, max: Number.isFinite(both[1]) ? both[1] : null })} (rows ${i + 1} and ${j + 1}): a roll there uses row ${i + 1}, and Control may pick row ${j + 1} by hand`,
        });
    }

  const parsed = parseDice(table.roll, custom);
  if (!parsed.ok) {
    note({
      row: null,
      kind: 'bad-roll',
      message: `the table's dice “${table.roll}”: ${parsed.error}`,
    });
    return problems;
  }
  // Which totals the dice reach, not their odds: far less work (exploding dice included).
  const support = possibleTotals(parsed.expr);
  const uncovered = support.filter((t) => !table.rows.some((r) => rowCovers(r, t)));
  if (uncovered.length > 0)
    note({
      row: null,
      kind: 'gap',
      message: `the rulebook prints no row for ${runs(uncovered)}, which ${parsed.text} can roll: a roll there asks Control to roll again or pick a row`,
    });
  table.rows.forEach((row, i) => {
    if (!support.some((t) => rowCovers(row, t)))
      note({
        row: i,
        kind: 'unreachable',
        message: `row ${i + 1} (${rangeText(row)}) is beyond what ${parsed.text} rolls: only a modifier reaches it`,
      });
  });
  return problems;
}

/** Problems a roll would fail on mid-game, found when the file is read instead. */
const FAILS_IN_PLAY: ReadonlySet<TableProblemKind> = new Set(['bad-roll', 'cycle']);

/**
 * Whether the scenario check refuses a file with this problem (a link to a missing table is
 * refused by the draws check), so a form need not repeat it as a remark.
 */
export function blocksSave(kind: TableProblemKind): boolean {
  return FAILS_IN_PLAY.has(kind) || kind === 'unknown-table';
}

/**
 * The scenario check's half of `validateTable`: dice that do not parse and links that lead back
 * are errors in the file (`lodestar validate`, session start and the scenario page agree), not
 * a surprise at the table. Gaps and overlaps stay warnings, as rulebooks print them; an empty
 * table is one being filled in.
 */
export function reportTableErrors(
  ctx: { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void },
  scenario: Scenario,
): void {
  scenario.tables.forEach((table, t) => {
    for (const problem of validateTable(table, scenario)) {
      if (!FAILS_IN_PLAY.has(problem.kind)) continue;
      const row = problem.row;
      const path: (string | number)[] =
        problem.kind === 'cycle'
          ? ['tables', t]
          : row === null
            ? ['tables', t, 'roll']
            : ['tables', t, 'rows', row, 'roll'];
      ctx.addIssue({ code: 'custom', path, message: problem.message });
    }
  });
}
