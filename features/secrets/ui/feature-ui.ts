import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';

/** The Secret roles tab. */
export default defineFeatureUi({
  feature: 'secrets',
  consoleTab: {
    id: 'roles',
    label: 'Secret roles',
    keywords: 'tab secret roles allegiance infiltrators reveal',
    order: 60,
    available: (s) => s.secretRoles.length > 0,
    component: () => import('./SecretsView.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: {},
  sectionEditors: { secretRoles: { kind: 'form' } },
});
