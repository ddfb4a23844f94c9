import { teamScreenPart } from '../define-feature.ts';
import type { ChartDef } from './charts-format.ts';

/** The public charts, for players to read at their table. */
export const teamChartsPart = teamScreenPart({
  id: 'charts',
  order: 90,
  placement: 'flow',
  view: ({ scenario }): ChartDef[] => scenario.charts.filter((c) => c.public),
});
