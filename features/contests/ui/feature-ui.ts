import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import TeamVotes from './TeamVotes.svelte';

/** The Votes & auctions tab. */
export default defineFeatureUi({
  feature: 'contests',
  consoleTab: {
    id: 'contests',
    label: 'Votes & auctions',
    keywords: 'tab votes committees piles auctions bids awards',
    order: 50,
    available: (s) =>
      s.votes.length + s.committees.length + s.auctions.length + s.awards.length > 0,
    component: () => import('./ContestsView.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: { votes: TeamVotes },
  sectionEditors: {
    votes: { kind: 'form' },
    committees: { kind: 'form' },
    auctions: { kind: 'form' },
    awards: { kind: 'form' },
  },
});
