import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import TeamMap from './TeamMap.svelte';

/** The Map tab (it brings the canvas when first opened) and the map on a team's screen. */
export default defineFeatureUi({
  feature: 'maps',
  consoleTab: {
    id: 'map',
    label: 'Map',
    keywords: 'tab map board pieces tokens move reveal fog routes line of sight',
    order: 90,
    available: (s) => s.maps.length > 0,
    component: () => import('./MapTab.svelte'),
  },
  consolePanels: [],
  displayParts: {},
  teamScreenParts: { map: TeamMap },
  sectionEditors: {
    maps: { kind: 'elsewhere', where: 'map-editor', label: 'Open the map editor' },
    tiles: { kind: 'elsewhere', where: 'map-editor', label: 'Edit tiles in the map editor' },
    mapRules: { kind: 'form' },
  },
});
