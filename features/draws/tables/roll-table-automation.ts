import { z } from 'zod';
import { refTo } from '../../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../../session/automation.ts';

/**
 * Roll on a random table as a phase starts ("roll for the wind each turn"): logged as a
 * table roll, with its dice and the row they read, and shown with the draws' results.
 */
export const rollTableAutomation = defineAutomation({
  kind: 'roll-table',
  label: 'Roll on a table',
  schema: z.object({
    kind: z.literal('roll-table'),
    table: refTo('tables'),
    /** Added to the dice total before the row is read. */
    modifier: z.number().int('must be a whole number').min(-1000).max(1000).default(0),
  }),
  describe: ({ table, modifier }) =>
    `Roll on ${table}${modifier ? ` (${modifier > 0 ? '+' : '−'}${Math.abs(modifier)})` : ''}`,
  run: ({ table, modifier }) => [{ type: 'table.roll', table, modifier: modifier ?? 0 }],
});
