import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';

/** The Adjudication tab: resolvers run with their odds. */
export default defineFeatureUi({
  feature: 'adjudication',
  consoleTab: {
    id: 'adjudication',
    label: 'Adjudication',
    keywords: 'tab resolvers rulings combat odds dice tables override',
    order: 80,
    available: (s) => s.resolvers.length > 0,
    component: () => import('./AdjudicationView.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: {},
  sectionEditors: {
    resolvers: {
      kind: 'form',
      widgets: [
        {
          at: '[*]',
          place: 'after',
          component: () => import('./scenario/ResolverPreview.svelte'),
        },
      ],
    },
  },
});
