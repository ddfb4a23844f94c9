import { teamScreenPart } from '../define-feature.ts';
import type { ChartDef } from './charts-format.ts';

/** The public charts, for players to read at their table; none leaves the part off the screen. */
export const teamChartsPart = teamScreenPart({
  id: 'charts',
  order: 90,
  placement: 'flow',
  view: ({ scenario }): ChartDef[] | null => {
    const shown = scenario.charts.filter((c) => c.public);
    return shown.length > 0 ? shown : null;
  },
});
