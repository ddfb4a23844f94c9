import { z } from 'zod';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { ActionRejected, type Json } from '../../session/types.ts';
import { tableDef } from '../lookup.ts';
import { withResult } from '../results.ts';
import { rollTable } from './roll-table.ts';
import { defineAction } from '../../session/define-action.ts';

/** Rolling on a random table, and putting a table's used rows back. */

function text(outcome: Json | undefined, key: string): string {
  const value =
    outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome[key] : undefined;
  return typeof value === 'string' ? value : '?';
}

export const tableRollModule = defineAction({
  type: 'table.roll',
  kind: 'draw',
  schema: z.strictObject({
    type: z.literal('table.roll'),
    table: idSchema,
    modifier: z.number().int('must be a whole number').min(-1000).max(1000).default(0),
    entered: z.number().int('must be a whole number').min(-100_000).max(100_000).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = tableDef(scenario, action.table);
    const [outcome, draws, rng] = rollTable(scenario, action.table, state.draws, state.rng, {
      modifier: action.modifier ?? 0,
      ...(action.entered === undefined ? {} : { entered: action.entered }),
    });
    const withRow = withResult(draws, {
      seq: ctx.seq,
      at: ctx.at,
      kind: 'table',
      label: def.name,
      value: outcome.result,
      detail: outcome.detail,
      physical: action.entered !== undefined,
    });
    return { state: { ...state, rng, draws: withRow }, outcome: outcome as unknown as Json };
  },
  describe(action, outcome, header) {
    const name = header.scenario.tables.find((t) => t.id === action.table)?.name ?? action.table;
    return `${action.entered === undefined ? 'Rolled on' : 'Entered a roll on'} ${name}: ${text(outcome, 'result')}`;
  },
});

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
    `Put every row of ${header.scenario.tables.find((t) => t.id === action.table)?.name ?? action.table} back`,
});

export const tableActionModules = [tableRollModule, tableResetModule] as const;
