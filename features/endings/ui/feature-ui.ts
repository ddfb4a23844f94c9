import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayEndings from './DisplayEndings.svelte';
import EndingBanners from './EndingBanners.svelte';

/** End conditions met: a banner over the console's tabs and on the projector. */
export default defineFeatureUi({
  feature: 'endings',
  consoleTab: null,
  consolePanels: [{ id: 'endings', place: 'banner', order: 10, component: EndingBanners }],
  displayParts: { endings: DisplayEndings },
  teamScreenParts: {},
  sectionEditors: { endConditions: { kind: 'form' } },
});
