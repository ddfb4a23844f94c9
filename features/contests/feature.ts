import { defineFeature, defineSection } from '../define-feature.ts';
import { contestListsSchema, reportContestProblems } from './contests-format.ts';
import { contestsPlugin } from './plugin.ts';
import { teamVotesPart } from './team-screen.ts';
import type { AuctionDef, AwardDef, CommitteeDef, VoteDef } from './contests-format.ts';

/** Votes, committees with rising-price piles, meetings, auctions and awards. */
export const contestsFeature = defineFeature({
  id: 'contests',
  title: 'Votes, committees and auctions',
  summary: 'Weighted votes, committees of rising-price piles, auctions and awards by rank.',
  plugins: [contestsPlugin],
  sections: [
    defineSection({
      key: 'votes',
      title: 'Votes',
      order: 100,
      schema: contestListsSchema.votes,
      check: (s, ctx) => reportContestProblems(ctx, s),
      migrations: [],
    }),
    defineSection({
      key: 'committees',
      title: 'Committees',
      order: 101,
      schema: contestListsSchema.committees,
      migrations: [],
    }),
    defineSection({
      key: 'auctions',
      title: 'Auctions',
      order: 102,
      schema: contestListsSchema.auctions,
      migrations: [],
    }),
    defineSection({
      key: 'awards',
      title: 'Awards',
      order: 103,
      schema: contestListsSchema.awards,
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [teamVotesPart],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    votes: VoteDef[];
    committees: CommitteeDef[];
    auctions: AuctionDef[];
    awards: AwardDef[];
  }
}
