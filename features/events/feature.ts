import { z } from 'zod';
import { sectionEntrySchema } from '../../scenarios/format/primitives.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { eventsPart } from './display.ts';
import { eventBoxRulesSchema, reportEventBoxProblems } from './event-boxes-format.ts';
import { eventUpkeepAutomation } from './event-upkeep-automation.ts';
import { eventsPlugin } from './plugin.ts';
import { teamEventsPart } from './team-screen.ts';
import type { EventBoxRules } from './event-boxes-format.ts';

/** Event boxes: sealed pledges to each team's event, tallied by a facilitator. */
export const eventsFeature = defineFeature({
  id: 'events',
  title: 'Event boxes',
  summary: 'Events dealt to teams, sealed pledges to each, and the tally that decides them.',
  plugins: [eventsPlugin],
  sections: [
    defineSection({
      key: 'events',
      title: 'Event notes',
      order: 80,
      schema: z.array(sectionEntrySchema).default([]).describe('Event definitions.'),
      migrations: [],
    }),
    defineSection({
      key: 'eventBoxes',
      title: 'Event boxes',
      order: 81,
      schema: z.array(eventBoxRulesSchema).default([]).describe('Event box rules.'),
      check: (s, ctx) => reportEventBoxProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [eventUpkeepAutomation],
  display: [eventsPart],
  teamScreen: [teamEventsPart],
  cli: ['tally'],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    events: z.output<typeof sectionEntrySchema>[];
    eventBoxes: EventBoxRules[];
  }
}
