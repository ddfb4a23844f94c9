import { teamScreenPart } from '../define-feature.ts';
import { handPile } from './decks/piles.ts';
import { cardOf, type CardView } from './draws-view.ts';
import { HIDDEN_CARD } from './projection.ts';

export interface HandCard extends CardView {
  deckName: string;
}

export interface TeamChoice {
  deckName: string;
  keep: number;
  cards: CardView[];
}

/** Cards the team drew to choose from, per deck, while Control waits for its choice. */
export const teamChoosingPart = teamScreenPart({
  id: 'choosing',
  order: 30,
  placement: 'flow',
  view: ({ state, scenario, teamId }): TeamChoice[] | null =>
    nullIfEmpty(
      scenario.decks.flatMap((deck) => {
        const choice = state.draws.decks[deck.id]?.choosing?.[teamId];
        if (!choice) return [];
        const cards = choice.cards.flatMap((instance) =>
          instance === HIDDEN_CARD ? [] : (cardOf(deck, instance) ?? []),
        );
        return [{ deckName: deck.name, keep: choice.keep, cards }];
      }),
    ),
});

/** Nothing to show rather than an empty list (a team not choosing sees no heading for it). */
const nullIfEmpty = <T>(list: T[]): T[] | null => (list.length === 0 ? null : list);

/** The cards in the team's hand (the projection holds no other team's). */
export const teamHandPart = teamScreenPart({
  id: 'hand',
  order: 40,
  placement: 'flow',
  view: ({ state, scenario, teamId }): HandCard[] =>
    scenario.decks.flatMap((deck) =>
      (state.draws.decks[deck.id]?.piles[handPile(teamId)] ?? []).flatMap((instance) => {
        if (instance === HIDDEN_CARD) return [];
        const card = cardOf(deck, instance);
        return card ? [{ ...card, deckName: deck.name }] : [];
      }),
    ),
});

export interface OpenHand {
  teamName: string;
  deckName: string;
  cards: CardView[];
}

/** The other teams' hands of decks played with open hands, as every team may see them. */
export const teamOpenHandsPart = teamScreenPart({
  id: 'open-hands',
  order: 45,
  placement: 'flow',
  view: ({ state, scenario, teamId }): OpenHand[] | null =>
    nullIfEmpty(
      scenario.decks
        .filter((deck) => deck.openHands)
        .flatMap((deck) =>
          scenario.teams
            .filter((team) => team.id !== teamId)
            .map((team) => ({
              teamName: team.name,
              deckName: deck.name,
              cards: (state.draws.decks[deck.id]?.piles[handPile(team.id)] ?? []).flatMap(
                (instance) => (instance === HIDDEN_CARD ? [] : (cardOf(deck, instance) ?? [])),
              ),
            })),
        ),
    ),
});
