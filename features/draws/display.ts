import { countOf, displayPart } from '../define-feature.ts';
import { marketView } from './decks/table-view.ts';
import { shownView } from './draws-view.ts';

/** What the draws put on the projector: what Control shows, and the public market rows. */

/** The card(s) or result Control put on the display, shown large; nothing else of the draws. */
export const shownPart = displayPart({
  id: 'shown',
  region: 'stage',
  order: 10,
  when: 'in-play',
  view: ({ state, scenario, ended }) => (ended ? null : shownView(state.draws, scenario)),
  // The console names what is shown on a line of its own (with its keep and clear buttons).
  summary: () => null,
});

export interface DisplayMarket {
  deck: string;
  name: string;
  cards: string[];
  empty: number;
}

/** Each market row marked public with at least one card: its cards' titles and empty slots. */
export const marketsPart = displayPart({
  id: 'markets',
  region: 'banner',
  order: 10,
  when: 'in-play',
  view: ({ state, scenario, ended }): DisplayMarket[] =>
    ended
      ? []
      : scenario.decks.flatMap((def) => {
          const deck = state.draws.decks[def.id];
          const view = deck ? marketView(scenario, def, deck) : null;
          if (!view || !view.public || view.cards.length === 0) return [];
          return [
            {
              deck: def.id,
              name: def.name,
              cards: view.cards.map((c) => c.title),
              empty: view.empty,
            },
          ];
        }),
  summary: (markets) => countOf(markets.length, 'market row', 'market rows'),
});
