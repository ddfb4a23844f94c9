import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import AnnouncementsConsolePanel from './AnnouncementsConsolePanel.svelte';
import DisplayAnnouncement from './DisplayAnnouncement.svelte';

/** Announcements: a panel on the clock tab and the banner on the projector. */
export default defineFeatureUi({
  feature: 'announcements',
  consoleTab: null,
  consolePanels: [
    { id: 'announcements', place: 'side', order: 10, component: AnnouncementsConsolePanel },
  ],
  displayParts: { announcement: DisplayAnnouncement },
  teamScreenParts: {},
  sectionEditors: {},
});
