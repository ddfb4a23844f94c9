import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected } from '../../session/types.ts';
import { isCrew } from '../../session/viewer.ts';
import { chartOf, lookUp, lookedUpText } from './chart-lookup.ts';

/**
 * Control reads a cell out to the room: the log keeps what was read and by whom, so the
 * report shows the rulings the charts made. Nothing in the state changes.
 */
export const chartLookUpModule = defineAction({
  type: 'chart.look-up',
  kind: 'chart',
  schema: z.strictObject({
    type: z.literal('chart.look-up'),
    chart: idSchema,
    row: idSchema,
    column: idSchema.optional(),
  }),
  apply(state, action, ctx) {
    const chart = chartOf(ctx.header.scenario, action.chart);
    if (!chart) throw new ActionRejected(`There is no chart "${action.chart}"`);
    const found = lookUp(chart, action.row, action.column);
    if (!found.ok) throw new ActionRejected(found.error);
    return { state, outcome: lookedUpText(found.cell) };
  },
  describe: (action, outcome) =>
    typeof outcome === 'string' ? `Looked up ${outcome}` : `Looked up ${action.chart}`,
  // A chart kept for Control stays Control's, in the log too.
  visibleTo: (action, _outcome, header, viewer) =>
    isCrew(viewer) || chartOf(header.scenario, action.chart)?.public === true,
});

export const chartActionModules = [chartLookUpModule] as const;
