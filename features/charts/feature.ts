import { defineFeature, defineSection } from '../define-feature.ts';
import { chartListSchema, reportChartProblems, type ChartDef } from './charts-format.ts';
import { chartsPlugin } from './plugin.ts';
import { teamChartsPart } from './team-screen.ts';

/** Reference charts: read, not rolled, by Control in the console and by players at their table. */
export const chartsFeature = defineFeature({
  id: 'charts',
  title: 'Charts',
  summary: 'Charts read, not rolled: terrain effects, price lists, place × item lookups.',
  plugins: [chartsPlugin],
  sections: [
    defineSection({
      key: 'charts',
      title: 'Charts',
      order: 45,
      schema: chartListSchema,
      check: (s, ctx) => reportChartProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [teamChartsPart],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    charts: ChartDef[];
  }
}
