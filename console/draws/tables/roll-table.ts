import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { RngState } from '../../random/rng.ts';
import { withGenerator } from '../../random/rng.ts';
import { ActionRejected } from '../../session/types.ts';
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
}

export interface TableRollOptions {
  modifier?: number;
  /** A total rolled at the table. */
  entered?: number;
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
  if (def.mode === 'weight') {
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
    [inner, state, next] = rollTable(scenario, picked.then, state, next, {}, [...path, tableId]);
    nested.push(inner);
  }

  const parts: string[] = [];
  if (def.mode === 'range') {
    const rolled = roll
      ? `rolled ${roll.total} on ${def.roll}`
      : `entered ${options.entered} on ${def.roll}`;
    parts.push(modifier !== 0 ? `${rolled} (${sign(modifier)} = ${total})` : rolled);
  } else parts.push(`picked by weight`);
  if (picked?.detail) parts.push(picked.detail);
  if (extra) parts.push(`${picked?.roll}: ${extra.total}`);
  for (const inner of nested)
    parts.push(`then ${tableDef(scenario, inner.table).name}: ${inner.result}`);
  const outcome: TableRollOutcome = {
    table: tableId,
    roll,
    total,
    row,
    result: picked?.result ?? `No row for ${total}`,
    detail: parts.join('; '),
    extra,
    nested,
  };
  return [outcome, state, next];
}
