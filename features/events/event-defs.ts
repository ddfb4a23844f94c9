import type { CardDef } from '../draws/draws-format.ts';
import type { CardEvent, EventBoxRules } from './event-boxes-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { instanceCardId, playPile } from '../draws/decks/piles.ts';
import type { DrawsState } from '../draws/types.ts';
import { ActionRejected } from '../../session/types.ts';

/** Looking up event box rules and the events open in front of each team. */

export function eventBoxRules(scenario: Scenario, id: string): EventBoxRules {
  const rules = scenario.eventBoxes.find((r) => r.id === id);
  if (!rules) throw new ActionRejected(`There are no event box rules "${id}"`);
  return rules;
}

/** An event card's definition, with no cost and empty outcomes when the card gives none. */
export function eventCard(
  scenario: Scenario,
  rules: EventBoxRules,
  cardId: string,
): { card: CardDef; event: CardEvent } {
  const deck = scenario.decks.find((d) => d.id === rules.deck);
  const card = deck?.cards.find((c) => c.id === cardId);
  if (!card)
    throw new ActionRejected(`There is no event card "${cardId}" in ${deck?.name ?? rules.deck}`);
  return {
    card,
    event: card.event ?? {
      costs: [],
      success: { text: '', changes: [] },
      failure: { text: '', changes: [] },
      perTurn: null,
      returns: [],
    },
  };
}

export interface OpenEvent {
  team: string;
  /** The card copy, e.g. "fuel-leak/1". */
  card: string;
  cardId: string;
  title: string;
  persistent: boolean;
}

/** Every event face up in front of a team (its `play:<team>` pile), teams in the order given. */
export function openEvents(
  scenario: Scenario,
  rules: EventBoxRules,
  draws: DrawsState,
  teams: readonly string[],
): OpenEvent[] {
  const deckDef = scenario.decks.find((d) => d.id === rules.deck);
  const deck = draws.decks[rules.deck];
  if (!deckDef || !deck) return [];
  const cards = new Map(deckDef.cards.map((c) => [c.id, c]));
  return teams.flatMap((team) =>
    (deck.piles[playPile(team)] ?? []).map((instance) => {
      const cardId = instanceCardId(instance);
      const card = cards.get(cardId);
      return {
        team,
        card: instance,
        cardId,
        title: card?.title ?? cardId,
        persistent: card?.persistent ?? false,
      };
    }),
  );
}
