import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import InitiativePanel from './InitiativePanel.svelte';
import TeamInitiative from './TeamInitiative.svelte';

/** Orders of play: a panel on the clock tab, and whose turn it is on each team's screen. */
export default defineFeatureUi({
  feature: 'initiative',
  consoleTab: null,
  consolePanels: [{ id: 'initiative', place: 'side', order: 15, component: InitiativePanel }],
  displayParts: {},
  teamScreenParts: { initiative: TeamInitiative },
  sectionEditors: { initiativeOrders: { kind: 'form' } },
});
