import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import TeamCharts from './TeamCharts.svelte';

/** The Charts tab, the public charts on team screens, and the charts' editor. */
export default defineFeatureUi({
  feature: 'charts',
  consoleTab: {
    id: 'charts',
    label: 'Charts',
    keywords: 'tab charts reference lookup terrain effects price list',
    order: 95,
    available: (s) => s.charts.length > 0,
    component: () => import('./ChartsView.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: { charts: TeamCharts },
  sectionEditors: {
    charts: {
      kind: 'form',
      widgets: [
        {
          at: '[*].rows',
          place: 'replace',
          component: () => import('./scenario/ChartRowsGrid.svelte'),
        },
      ],
    },
  },
});
