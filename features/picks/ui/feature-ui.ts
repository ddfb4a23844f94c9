import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import PicksConsolePanel from './PicksConsolePanel.svelte';

/** Random picks: a panel among the clock tab's tools. */
export default defineFeatureUi({
  feature: 'picks',
  consoleTab: null,
  consolePanels: [{ id: 'picks', place: 'side', order: 60, component: PicksConsolePanel }],
  displayParts: {},
  teamScreenParts: {},
  sectionEditors: {},
});
