import { z } from 'zod';
import type { TableDef } from '../draws-format.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import {
  ActionRejected,
  type Action,
  type Json,
  type SessionState,
} from '../../../session/types.ts';
import { tableDef } from '../lookup.ts';
import { withResult } from '../results.ts';
import type { DrawResult, DrawsState, OpenTableRoll } from '../types.ts';
import { rollTable, type TableRollOptions, type TableRollOutcome } from './roll-table.ts';
import { defineAction } from '../../../session/define-action.ts';
import { rollLine } from '../../../session/roll-words.ts';
import { tableRollWords } from './table-roll-words.ts';

/**
 * Rolling on a random table, settling a roll the rulebook does not (rolling again or picking a
 * row by hand), and putting a table's used rows back.
 */

function text(outcome: Json | undefined, key: string): string {
  const value =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome[key] : undefined;
  return typeof value === 'string' ? value : '?';
}

function tableName(header: { scenario: { tables: TableDef[] } }, id: string): string {
  return header.scenario.tables.find((t) => t.id === id)?.name ?? id;
}

/**
 * Entries logged before rolls could be settled read as 'silent': a total without a row was
 * "No row for N" and an overlap used its first row without a word, so they replay as they did.
 */
export function silentIfUnsaid(logged: Action): Action {
  return 'gaps' in logged ? logged : { ...logged, gaps: 'silent' };
}

/**
 * What is left for Control to settle after a roll, if anything: the roll itself, else the
 * first roll a row led to (with no modifier, as linked tables are rolled).
 */
function openOf(outcome: TableRollOutcome, modifier: number): OpenTableRoll | null {
  const own = ownOpen(outcome, modifier);
  if (own) return own;
  for (const inner of outcome.nested) {
    const found = openOf(inner, 0);
    if (found) return { ...found, nested: true };
  }
  return null;
}

function ownOpen(outcome: TableRollOutcome, modifier: number): OpenTableRoll | null {
  if (outcome.total === null) return null;
  if (outcome.gap)
    return {
      table: outcome.table,
      reason: 'gap',
      total: outcome.total,
      modifier,
      rows: [],
      row: null,
    };
  if (outcome.overlap)
    return {
      table: outcome.table,
      reason: 'overlap',
      total: outcome.total,
      modifier,
      rows: outcome.overlap,
      row: outcome.row,
    };
  return null;
}

function tableResult(
  seq: number,
  at: number,
  def: TableDef,
  outcome: TableRollOutcome,
  modifier: number,
  physical: boolean,
): DrawResult {
  const open = openOf(outcome, modifier);
  return {
    seq,
    at,
    kind: 'table',
    label: def.name,
    value: outcome.result,
    detail: outcome.detail,
    physical,
    ...(open ? { open } : {}),
  };
}

/** The recent table roll Control is settling: the one named, or the newest still open. */
function openResult(
  draws: DrawsState,
  seq: number | undefined,
): DrawResult & { open: OpenTableRoll } {
  const found =
    seq === undefined
      ? draws.results.find((r) => r.open)
      : draws.results.find((r) => r.seq === seq && r.kind === 'table');
  if (!found)
    throw new ActionRejected(
      seq === undefined
        ? 'no table roll is waiting to be settled: there is nothing to roll again or pick a row for'
        : `there is no recent table roll #${seq}`,
    );
  if (!found.open)
    throw new ActionRejected(
      `roll #${found.seq} on ${found.label} (${found.value}) is settled: there is nothing to roll again or pick a row for`,
    );
  return found as DrawResult & { open: OpenTableRoll };
}

/** Puts back the row an overlap used on a table without replacement, before it is replaced. */
function releaseRow(draws: DrawsState, def: TableDef, row: number | null): DrawsState {
  const used = draws.tables[def.id]?.used;
  if (def.replacement || row === null || !used) return draws;
  const at = used.lastIndexOf(row);
  if (at < 0) return draws;
  return {
    ...draws,
    tables: { ...draws.tables, [def.id]: { used: [...used.slice(0, at), ...used.slice(at + 1)] } },
  };
}

function replaceResult(draws: DrawsState, seq: number, result: DrawResult): DrawsState {
  return { ...draws, results: draws.results.map((r) => (r.seq === seq ? result : r)) };
}

/** The settled form of an open result: the same result without `open`. */
function settled(result: DrawResult, change: Partial<DrawResult>): DrawResult {
  const { open: _open, ...rest } = result;
  return { ...rest, ...change };
}

export const tableRollModule = defineAction({
  type: 'table.roll',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('table.roll'),
    table: idSchema,
    modifier: z.number().int('must be a whole number').min(-1000).max(1000).default(0),
    entered: z.number().int('must be a whole number').min(-100_000).max(100_000).optional(),
    /** 'ask': a total with no row, or with several, is left for Control to settle. */
    gaps: z.enum(['ask', 'silent']).default('ask'),
  }),
  fromLog: silentIfUnsaid,
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = tableDef(scenario, action.table);
    const modifier = action.modifier ?? 0;
    const [outcome, draws, rng] = rollTable(scenario, action.table, state.draws, state.rng, {
      modifier,
      ...(action.entered === undefined ? {} : { entered: action.entered }),
      ...(action.gaps === 'ask' ? { flag: true } : {}),
    });
    const result = tableResult(
      ctx.seq,
      ctx.at,
      def,
      outcome,
      modifier,
      action.entered !== undefined,
    );
    return {
      state: { ...state, rng, draws: withResult(draws, result) },
      outcome: outcome as unknown as Json,
    };
  },
  describe(action, outcome, header) {
    const name = tableName(header, action.table);
    const words = tableRollWords(header, outcome, action.entered);
    if (action.entered === undefined && words?.dice)
      return `${rollLine(name, words)}${overlapNote(outcome)}`;
    return `${action.entered === undefined ? 'Rolled on' : 'Entered a roll on'} ${name}: ${resultWords(header, outcome)}${overlapNote(outcome)}`;
  },
  rolled: (action, outcome, header) => tableRollWords(header, outcome, action.entered),
});

function overlapNote(outcome: Json | undefined): string {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return '';
  const rows = outcome.overlap;
  if (!Array.isArray(rows) || typeof outcome.total !== 'number') return '';
  return ` (the rulebook prints ${rows.length === 2 ? 'two' : rows.length} rows for ${outcome.total}: the first was used)`;
}

const seqSchema = z.number().int().min(1).optional();

/**
 * Settling an open roll starts the same way whether it is rolled again or picked: find the
 * roll, give back the row it had taken from a table that releases rows, and roll anew.
 */
function rollOpenAgain(
  state: SessionState,
  scenario: Scenario,
  seq: number | undefined,
  options: (open: OpenTableRoll) => TableRollOptions,
) {
  const target = openResult(state.draws, seq);
  const { open } = target;
  const def = tableDef(scenario, open.table);
  const [outcome, draws, rng] = rollTable(
    scenario,
    open.table,
    releaseRow(state.draws, def, open.row),
    state.rng,
    options(open),
  );
  return { target, open, def, outcome, draws, rng };
}

export const tableRerollModule = defineAction({
  type: 'table.reroll',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('table.reroll'),
    /** The roll to settle; the newest unsettled one when left out. */
    seq: seqSchema,
  }),
  apply(state, action, ctx) {
    const { target, open, def, outcome, draws, rng } = rollOpenAgain(
      state,
      ctx.header.scenario,
      action.seq,
      (o) => ({ modifier: o.modifier, flag: true }),
    );
    const before = replaceResult(
      draws,
      target.seq,
      settled(target, { detail: `${target.detail}; rolled again as #${ctx.seq}` }),
    );
    const result = tableResult(ctx.seq, ctx.at, def, outcome, open.modifier, false);
    return {
      state: { ...state, rng, draws: withResult(before, result) },
      outcome: { ...outcome, replaces: target.seq } as unknown as Json,
    };
  },
  describe(_action, outcome, header) {
    const replaces =
      outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome.replaces : null;
    const name = `${tableName(header, text(outcome, 'table'))} again (for #${String(replaces)})`;
    const words = tableRollWords(header, outcome);
    if (words?.dice) return `${rollLine(name, words)}${overlapNote(outcome)}`;
    return `Rolled on ${name}: ${resultWords(header, outcome)}${overlapNote(outcome)}`;
  },
  rolled: (_action, outcome, header) => tableRollWords(header, outcome),
});

export const tablePickModule = defineAction({
  type: 'table.pick',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('table.pick'),
    /** The roll to settle; the newest unsettled one when left out. */
    seq: seqSchema,
    /** The row as the rulebook numbers it, from 1. */
    row: z.number().int('must be a whole number').min(1, 'rows are numbered from 1').max(10_000),
  }),
  apply(state, action, ctx) {
    const { target, open, def, outcome, draws, rng } = rollOpenAgain(
      state,
      ctx.header.scenario,
      action.seq,
      () => ({ row: action.row - 1 }),
    );
    // A pick on a linked table settles that roll; the result keeps its own row's name.
    const result = settled(
      target,
      open.nested
        ? {
            detail: `${target.detail}; ${ctx.by} picked on ${def.name}: ${outcome.result}, ${outcome.detail}`,
          }
        : { value: outcome.result, detail: `${target.detail}; ${ctx.by} picked ${outcome.detail}` },
    );
    return {
      state: { ...state, rng, draws: replaceResult(draws, target.seq, result) },
      outcome: { ...outcome, total: open.total, for: target.seq, by: ctx.by } as unknown as Json,
    };
  },
  describe(action, outcome, header) {
    const forSeq =
      outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome.for : null;
    return `${text(outcome, 'by')} picked row ${action.row} of ${tableName(header, text(outcome, 'table'))} by hand for roll #${String(forSeq)}: ${resultWords(header, outcome)}`;
  },
  rolled: (_action, outcome, header) => pickedWords(header, outcome),
});

/** A row picked by hand rolls no dice for the table (its own row's dice still show). */
function pickedWords(header: Parameters<typeof tableRollWords>[0], outcome: Json | undefined) {
  const words = tableRollWords(header, outcome);
  return words && { ...words, dice: '' };
}

/** The row's result with the row's own dice ("Horse Raid (… rolled 4 on 1d6)"). */
function resultWords(header: Parameters<typeof tableRollWords>[0], outcome: Json | undefined) {
  return tableRollWords(header, outcome)?.result ?? text(outcome, 'result');
}

export const tableResetModule = defineAction({
  type: 'table.reset',
  kind: 'draw',
  schema: z.strictObject({ type: z.literal('table.reset'), table: idSchema }),
  apply(state, action, ctx) {
    const def = tableDef(ctx.header.scenario, action.table);
    if ((state.draws.tables[action.table]?.used.length ?? 0) === 0)
      throw new ActionRejected(`no row of ${def.name} has been used`);
    const tables = { ...state.draws.tables };
    delete tables[action.table];
    return { state: { ...state, draws: { ...state.draws, tables } } };
  },
  describe: (action, _outcome, header) =>
    `Put every row of ${tableName(header, action.table)} back`,
});

export const tableActionModules = [
  tableRollModule,
  tableRerollModule,
  tablePickModule,
  tableResetModule,
] as const;
