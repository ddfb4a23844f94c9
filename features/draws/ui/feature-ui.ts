import { defineFeatureUi } from '../../../renderer/features/define-feature-ui.ts';
import DisplayMarkets from './DisplayMarkets.svelte';
import DisplayShown from './DisplayShown.svelte';
import TeamChoosing from './TeamChoosing.svelte';
import TeamHand from './TeamHand.svelte';
import TeamOpenHands from './TeamOpenHands.svelte';
import { tableNotes } from './scenario/table-notes.ts';

/** The Draws tab, what is shown and the markets on the projector, a team's hand and choices. */
export default defineFeatureUi({
  feature: 'draws',
  consoleTab: {
    id: 'draws',
    label: 'Draws',
    keywords: 'tab decks bags dice tables',
    order: 20,
    available: () => true,
    component: () => import('./DrawsTab.svelte'),
  },
  consolePanels: [],
  displayParts: { shown: DisplayShown, markets: DisplayMarkets },
  teamScreenParts: { choosing: TeamChoosing, hand: TeamHand, 'open-hands': TeamOpenHands },
  sectionEditors: {
    decks: {
      kind: 'form',
      widgets: [
        {
          at: '[*].cards[*].image',
          place: 'replace',
          component: () => import('./scenario/CardPicture.svelte'),
        },
      ],
    },
    bags: { kind: 'form' },
    dice: { kind: 'form' },
    tables: {
      kind: 'form',
      notes: tableNotes,
      widgets: [
        {
          at: '[*].rows',
          place: 'replace',
          component: () => import('./scenario/TableRowsGrid.svelte'),
        },
      ],
    },
  },
});
