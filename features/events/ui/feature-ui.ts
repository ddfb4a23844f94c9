import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayEventsBoard from './DisplayEventsBoard.svelte';
import TeamEvents from './TeamEvents.svelte';

/** The Event boxes tab, the events board on the projector, a team's events on its screen. */
export default defineFeatureUi({
  feature: 'events',
  consoleTab: {
    id: 'events',
    label: 'Event boxes',
    keywords: 'tab events boxes pledges tally sabotage',
    order: 40,
    available: (s) => s.eventBoxes.length > 0,
    component: () => import('./EventsView.svelte'),
  },
  consolePanels: [],
  displayParts: { events: DisplayEventsBoard },
  teamScreenParts: { events: TeamEvents },
  sectionEditors: { events: { kind: 'form' }, eventBoxes: { kind: 'form' } },
});
