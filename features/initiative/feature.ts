import { defineFeature, defineSection } from '../define-feature.ts';
import { initiativeAutomation } from './initiative-automation.ts';
import {
  initiativeOrderListSchema,
  reportInitiativeProblems,
  type InitiativeOrderDef,
} from './initiative-format.ts';
import { initiativePlugin } from './plugin.ts';
import { initiativeTeamPart } from './team-screen.ts';

/** Orders of play: teams, players or pieces acting one at a time, fixed, by value or rolled. */
export const initiativeFeature = defineFeature({
  id: 'initiative',
  title: 'Orders of play',
  summary:
    'Whose turn it is: teams, players or pieces acting one at a time in a fixed, valued or rolled order.',
  plugins: [initiativePlugin],
  sections: [
    defineSection({
      key: 'initiativeOrders',
      title: 'Orders of play',
      order: 74,
      schema: initiativeOrderListSchema,
      check: (s, ctx) => reportInitiativeProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [initiativeAutomation],
  display: [],
  teamScreen: [initiativeTeamPart],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    initiativeOrders: InitiativeOrderDef[];
  }
}
