import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';

/** Galaxy templates are painted in the map editor; pools are edited as a form. */
export default defineFeatureUi({
  feature: 'galaxy',
  consoleTab: null,
  consolePanels: [],
  displayParts: {},
  teamScreenParts: {},
  sectionEditors: {
    galaxyTemplates: {
      kind: 'elsewhere',
      where: 'map-editor',
      label: 'Paint templates in the map editor',
    },
    tilePools: { kind: 'form' },
  },
});
