import { defineFeature, defineSection } from '../define-feature.ts';
import { endingsPart } from './display.ts';
import { endConditionListSchema, reportEndConditionProblems } from './end-conditions-format.ts';
import { endingsPlugin } from './plugin.ts';
import type { EndConditionDef } from './end-conditions-format.ts';

/** Conditions on trackers that end the game for a holder or for all, checked after every action. */
export const endingsFeature = defineFeature({
  id: 'endings',
  title: 'End conditions',
  summary:
    'Ways the game ends (a team loses, wins, or play stops), met and announced as they happen.',
  plugins: [endingsPlugin],
  sections: [
    defineSection({
      key: 'endConditions',
      title: 'End conditions',
      order: 72,
      schema: endConditionListSchema,
      check: (s, ctx) => reportEndConditionProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [],
  display: [endingsPart],
  teamScreen: [],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    endConditions: EndConditionDef[];
  }
}
