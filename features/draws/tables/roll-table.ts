import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { RngState } from '../../../random/rng.ts';
import { withGenerator } from '../../../random/rng.ts';
import { ActionRejected } from '../../../session/types.ts';
import { parseDice } from '../dice/parse.ts';
import { rollExpr } from '../dice/evaluate.ts';
import { possibleTotals } from '../dice/support.ts';
import type { DiceExpr, RollResult } from '../dice/types.ts';
import { customDiceOf, tableDef } from '../lookup.ts';
import type { DrawsState } from '../types.ts';
import { rowCovers } from './range-text.ts';

export interface TableRollOutcome {
  table: string;
  /** The dice of a ranged table (null when entered from the table or weighted). */
  roll: RollResult | null;
  /** The total the row was read from, modifier included (null for weighted tables). */
  total: number | null;
  row: number | null;
  result: string;
  detail: string;
  /** The row's own dice ("Lose 1D6 Horses"). */
  extra: RollResult | null;
  nested: TableRollOutcome[];
  /** Flagged rolls only: the total fell where the rulebook prints no row (`row` is null). */
  gap?: true;
  /** Flagged rolls only: the rows the rulebook prints for the total, when more than one. */
  overlap?: number[];
}

export interface TableRollOptions {
  modifier?: number;
  /** A total rolled at the table. */
  entered?: number;
  /**
   * Say when the total falls where no row or several rows are printed (`gap`, `overlap`),
   * rather than the bare "No row for N" logged before Control could settle such a roll.
   */
  flag?: boolean;
  /** A row Control picked by hand (0-based): no dice for the table, the row's own still roll. */
  row?: number;
}

/** Tables roll on tables at most this deep (a guard against long chains). */
export const MAX_NESTING = 8;
const MAX_REROLLS = 1000;

function expression(text: string, scenario: Scenario, where: string): DiceExpr {
  const parsed = parseDice(text, customDiceOf(scenario));
  if (!parsed.ok) throw new ActionRejected(`${where}: “${text}”: ${parsed.error}`);
  return parsed.expr;
}

function explodes(e: DiceExpr): boolean {
  switch (e.kind) {
    case 'number':
      return false;
    case 'dice':
      return e.explode !== undefined;
    case 'negate':
      return explodes(e.operand);
    case 'binary':
      return explodes(e.left) || explodes(e.right);
    case 'call':
      return e.args.some(explodes);
  }
}

/** Rows 2, 5 (0-based) → "3 and 6". */
function listRows(rows: readonly number[]): string {
  const names = rows.map((r) => String(r + 1));
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function sign(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/**
 * Rolls on a table: a ranged table reads the row holding the dice total (plus modifier), a
 * weighted one picks by weight. Without replacement, rows already used are skipped. A row may
 * roll its own dice and roll on another table.
 */
export function rollTable(
  scenario: Scenario,
  tableId: string,
  draws: DrawsState,
  rng: RngState,
  options: TableRollOptions = {},
  path: readonly string[] = [],
): [TableRollOutcome, DrawsState, RngState] {
  const def = tableDef(scenario, tableId);
  if (path.includes(tableId))
    throw new ActionRejected(`${def.name} rolls on itself through ${path.join(' → ')}`);
  if (path.length >= MAX_NESTING)
    throw new ActionRejected(`tables nest more than ${MAX_NESTING} deep`);
  if (def.rows.length === 0) throw new ActionRejected(`${def.name} has no rows`);
  const used = new Set(def.replacement ? [] : (draws.tables[tableId]?.used ?? []));
  const modifier = options.modifier ?? 0;

  let roll: RollResult | null = null;
  let total: number | null = null;
  let row: number | null;
  let next = rng;
  if (options.row !== undefined) {
    if (!Number.isInteger(options.row) || options.row < 0 || options.row >= def.rows.length)
      throw new ActionRejected(
        `${def.name} has no row ${options.row + 1}: pick a row from 1 to ${def.rows.length}`,
      );
    if (used.has(options.row))
      throw new ActionRejected(
        `row ${options.row + 1} of ${def.name} has been used: pick another or reset the table`,
      );
    row = options.row;
  } else if (def.mode === 'weight') {
    if (options.entered !== undefined)
      throw new ActionRejected(`${def.name} is weighted: there is no total to enter`);
    const open = def.rows.map((r, i) => ({ i, w: used.has(i) ? 0 : r.weight }));
    const sum = open.reduce((n, r) => n + r.w, 0);
    if (sum === 0)
      throw new ActionRejected(`every row of ${def.name} has been used: reset the table`);
    [row, next] = withGenerator(next, (g) => {
      let pick = g.int(sum);
      for (const r of open) {
        if (pick < r.w) return r.i;
        pick -= r.w;
      }
      return open.length - 1;
    });
  } else {
    const dice = expression(def.roll, scenario, def.name);
    const rowFor = (t: number) => def.rows.findIndex((r) => rowCovers(r, t));
    if (options.entered !== undefined) {
      total = options.entered + modifier;
      const found = rowFor(total);
      if (found >= 0 && used.has(found))
        throw new ActionRejected(
          `row ${found + 1} of ${def.name} has been used: roll again or reset the table`,
        );
      row = found >= 0 ? found : null;
    } else {
      if (used.size > 0) {
        // Exploding dice always counted as able to reach a free row (logs replay as written).
        const reachable =
          explodes(dice) || possibleTotals(dice).some((t) => !used.has(rowFor(t + modifier)));
        if (!reachable)
          throw new ActionRejected(`every row of ${def.name} has been used: reset the table`);
      }
      for (let tries = 0; ; tries++) {
        [roll, next] = rollExpr(dice, next);
        total = roll.total + modifier;
        const found = rowFor(total);
        if (found < 0 || !used.has(found) || tries >= MAX_REROLLS) {
          row = found >= 0 && !used.has(found) ? found : null;
          break;
        }
      }
    }
  }

  const picked = row === null ? null : def.rows[row];
  let extra: RollResult | null = null;
  if (picked?.roll)
    [extra, next] = rollExpr(
      expression(picked.roll, scenario, `${def.name}, row ${(row as number) + 1}`),
      next,
    );
  let state = draws;
  if (!def.replacement && row !== null)
    state = {
      ...state,
      tables: {
        ...state.tables,
        [tableId]: { used: [...(state.tables[tableId]?.used ?? []), row] },
      },
    };
  const nested: TableRollOutcome[] = [];
  if (picked?.then) {
    let inner: TableRollOutcome;
    [inner, state, next] = rollTable(
      scenario,
      picked.then,
      state,
      next,
      options.flag ? { flag: true } : {},
      [...path, tableId],
    );
    nested.push(inner);
  }

  const flag = options.flag === true && options.row === undefined && total !== null;
  const covering =
    flag && def.mode === 'range'
      ? def.rows.flatMap((r, i) => (rowCovers(r, total as number) ? [i] : []))
      : [];
  const gap = flag && def.mode === 'range' && row === null;
  const overlap = row !== null && covering.length > 1 ? covering : null;

  const parts: string[] = [];
  if (options.row !== undefined) parts.push(`row ${options.row + 1}`);
  else if (def.mode === 'range') {
    const rolled = roll
      ? `rolled ${roll.total} on ${def.roll}`
      : `entered ${options.entered} on ${def.roll}`;
    parts.push(modifier !== 0 ? `${rolled} (${sign(modifier)} = ${total})` : rolled);
  } else parts.push(`picked by weight`);
  if (gap) parts.push(`the rulebook prints no row for ${total}: roll again or pick a row`);
  if (overlap)
    parts.push(
      `the rulebook prints ${overlap.length === 2 ? 'two' : overlap.length} rows for ${total} (rows ${listRows(overlap)}): the first, row ${(row as number) + 1}, was used`,
    );
  if (picked?.detail) parts.push(picked.detail);
  if (extra) parts.push(`${picked?.roll}: ${extra.total}`);
  for (const inner of nested)
    parts.push(`then ${tableDef(scenario, inner.table).name}: ${inner.result}`);
  const outcome: TableRollOutcome = {
    table: tableId,
    roll,
    total,
    row,
    result: picked?.result ?? (gap ? `The table has no row for ${total}` : `No row for ${total}`),
    detail: parts.join('; '),
    extra,
    nested,
    ...(gap ? { gap: true as const } : {}),
    ...(overlap ? { overlap } : {}),
  };
  return [outcome, state, next];
}
