import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayHeldDice from './DisplayHeldDice.svelte';

/** Held dice on the projector. */
export default defineFeatureUi({
  feature: 'held-dice',
  consoleTab: null,
  consolePanels: [],
  displayParts: { 'held-dice': DisplayHeldDice },
  teamScreenParts: {},
  sectionEditors: { heldDice: { kind: 'form' } },
});
