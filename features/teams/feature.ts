import { defineFeature, defineSection } from '../define-feature.ts';
import { tracksPart } from './display.ts';
import { paidActionListSchema, reportPaidActionProblems } from './paid-actions-format.ts';
import { rosterPlugin, trackersPlugin } from './plugin.ts';
import { produceAutomation } from './produce-automation.ts';
import { teamTrackersPart } from './team-screen.ts';
import { playerActionsSchema, type PlayerActions } from './player-actions-format.ts';
import { teamListSchema } from './teams-format.ts';
import { reportTrackerProblems, trackerListsSchema } from './trackers-format.ts';
import { reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import type { PaidActionDef } from './paid-actions-format.ts';
import type { Team } from './teams-format.ts';
import type { ProductionDef, TrackerDef } from './trackers-format.ts';

/** Teams and their seats, the roster of players, trackers, production and paid actions. */
export const teamsFeature = defineFeature({
  id: 'teams',
  title: 'Teams and trackers',
  summary:
    'Teams and their roles, the players who fill them, resources and tracks, production and paid actions.',
  plugins: [rosterPlugin, trackersPlugin],
  sections: [
    defineSection({
      key: 'teams',
      title: 'Teams',
      order: 10,
      schema: teamListSchema,
      check: (s, ctx) => reportDuplicateIds(ctx, s.teams, 'teams', 'team'),
      migrations: [],
    }),
    defineSection({
      key: 'trackers',
      title: 'Trackers',
      order: 70,
      schema: trackerListsSchema.trackers,
      check: (s, ctx) => reportTrackerProblems(ctx, s),
      migrations: [],
    }),
    defineSection({
      key: 'productions',
      title: 'Production',
      order: 71,
      schema: trackerListsSchema.productions,
      migrations: [],
    }),
    defineSection({
      key: 'paidActions',
      title: 'Paid actions',
      order: 73,
      schema: paidActionListSchema,
      check: (s, ctx) => reportPaidActionProblems(ctx, s),
      migrations: [],
    }),
    defineSection({
      key: 'playerActions',
      title: 'Player actions',
      order: 15,
      schema: playerActionsSchema,
      migrations: [],
    }),
  ],
  automations: [produceAutomation],
  display: [tracksPart],
  teamScreen: [teamTrackersPart],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    teams: Team[];
    trackers: TrackerDef[];
    productions: ProductionDef[];
    paidActions: PaidActionDef[];
    playerActions: PlayerActions;
  }
}
