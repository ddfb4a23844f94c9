import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayTracks from './DisplayTracks.svelte';
import TeamTrackers from './TeamTrackers.svelte';

/** The Teams tab, public tracks on the projector, a team's own trackers on its screen. */
export default defineFeatureUi({
  feature: 'teams',
  consoleTab: {
    id: 'teams',
    label: 'Teams',
    keywords: 'tab roster players resources trackers tracks production',
    order: 30,
    available: () => true,
    component: () => import('./TeamsView.svelte'),
  },
  consolePanels: [],
  displayParts: { tracks: DisplayTracks },
  teamScreenParts: { trackers: TeamTrackers },
  sectionEditors: {
    teams: { kind: 'form' },
    playerActions: { kind: 'form' },
    trackers: {
      kind: 'form',
      widgets: [
        {
          at: '',
          place: 'before',
          component: () => import('./scenario/TrackerSheet.svelte'),
        },
      ],
    },
    productions: { kind: 'form' },
    paidActions: { kind: 'form' },
  },
});
