import { z } from 'zod';
import { idSchema, reportDuplicateIds } from '../../scenarios/format/primitives.ts';

/**
 * Reference charts: what a rulebook prints to be read, not rolled — a terrain effects chart,
 * a price list, a place × item lookup ("what a unit pays to enter each terrain"). Rows down,
 * columns across, a cell's text in the rulebook's words; a chart of one column is a plain
 * reference table. A public chart is on every team's screen; Control looks cells up in the
 * console and may say one to the room.
 */

const label = (what: string) =>
  z.string().trim().min(1, `a ${what} needs a name`).max(120).describe(`The ${what}'s name.`);

export const chartColumnSchema = z.object({ id: idSchema, name: label('column') });

export const chartRowSchema = z.object({
  id: idSchema,
  name: label('row'),
  /** One cell per column, in the columns' order; an empty cell reads as "—". */
  cells: z.array(z.string().max(500)).default([]).describe('One cell per column, in order.'),
});

export const chartSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a chart needs a name').max(120),
    description: z.string().max(1000).default(''),
    /** What the rows are ("Terrain"), and the columns ("Unit"). */
    rowsAre: z.string().trim().max(60).default('Row'),
    columnsAre: z.string().trim().max(60).default('Column'),
    columns: z.array(chartColumnSchema).min(1, 'a chart needs a column'),
    rows: z.array(chartRowSchema).default([]),
    /** Shown on every team's screen; a chart for Control alone never leaves the host. */
    public: z.boolean().default(true),
    /** Where the chart comes from ("rules p. 12"). */
    source: z.string().max(500).default(''),
  })
  .describe('A chart read, not rolled: rows × columns of the rulebook’s words.');
export type ChartDef = z.infer<typeof chartSchema>;

export const chartListSchema = z
  .array(chartSchema)
  .default([])
  .describe('Reference charts: terrain effects, price lists, place × item lookups.');

/** Duplicate ids, and rows whose cells do not match the columns. */
export function reportChartProblems(
  ctx: z.RefinementCtx,
  s: { charts: readonly ChartDef[] },
): void {
  reportDuplicateIds(ctx, s.charts, 'charts', 'chart');
  s.charts.forEach((chart, i) => {
    for (const [list, key, what] of [
      [chart.columns, 'columns', 'column'],
      [chart.rows, 'rows', 'row'],
    ] as const) {
      const seen = new Set<string>();
      list.forEach((item, j) => {
        if (seen.has(item.id))
          ctx.addIssue({
            code: 'custom',
            path: ['charts', i, key, j, 'id'],
            message: `duplicate ${what} id "${item.id}" in ${chart.name}`,
          });
        seen.add(item.id);
      });
    }
    chart.rows.forEach((row, j) => {
      if (row.cells.length > chart.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['charts', i, 'rows', j, 'cells'],
          message: `${row.name} has ${row.cells.length} cells but ${chart.name} has ${chart.columns.length} ${chart.columns.length === 1 ? 'column' : 'columns'}`,
        });
    });
  });
}
