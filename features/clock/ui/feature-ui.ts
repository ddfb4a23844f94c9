import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayTimers from './DisplayTimers.svelte';

/** The clock's tab (the console's first), its timers on the projector, its timetable editor. */
export default defineFeatureUi({
  feature: 'clock',
  consoleTab: {
    id: 'clock',
    label: 'Clock',
    keywords: 'tab timers schedule phase turn',
    order: 10,
    available: () => true,
    component: () => import('./ClockTab.svelte'),
  },
  consolePanels: [],
  displayParts: { timers: DisplayTimers },
  teamScreenParts: {},
  sectionEditors: {
    schedule: {
      kind: 'form',
      widgets: [
        {
          at: '',
          place: 'before',
          component: () => import('./scenario/TimetableGrid.svelte'),
        },
      ],
    },
  },
});
