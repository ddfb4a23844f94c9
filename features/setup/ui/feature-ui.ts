import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';

/** The Setup tab: the guided setup, step by step. */
export default defineFeatureUi({
  feature: 'setup',
  consoleTab: {
    id: 'setup',
    label: 'Setup',
    keywords: 'tab guided setup seats draft',
    order: 70,
    available: (s) => s.setup.length > 0,
    component: () => import('./SetupView.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: {},
  sectionEditors: { setup: { kind: 'form' } },
});
