import type { Scenario } from '../scenarios/format/schema.ts';
import { cardOf, type CardView } from '../features/draws/draws-view.ts';
import { handPile } from '../features/draws/decks/piles.ts';
import { HIDDEN_CARD } from '../features/draws/projection.ts';
import { eventRows } from '../features/events/events-view.ts';
import type { SessionState } from '../session/types.ts';
import { bandOf, trackerHolders, trackerLimits } from '../features/teams/tracker-defs.ts';
import { trackerValue } from '../features/teams/tracker-ops.ts';

/**
 * What a team's own screen shows, from the state as the host sends that team: its trackers
 * with their bands, the cards in its hand, its events and their results, and the map it may
 * see. It reads only what the projection holds, so it can show nothing of another team's.
 */
export interface TeamScreenView {
  team: { id: string; name: string; colour: string };
  trackers: TeamTracker[];
  hand: HandCard[];
  /** Cards the team drew to choose from, per deck, while Control waits for its choice. */
  choosing: { deckName: string; keep: number; cards: CardView[] }[];
  events: TeamEvent[];
  /** The live map to draw: the one on the display, else the first the team has. */
  mapId: string | null;
}

export interface TeamTracker {
  id: string;
  name: string;
  group: string;
  value: number;
  min: number | null;
  max: number | null;
  band: string | null;
}

export interface HandCard extends CardView {
  deckName: string;
}

export interface TeamEvent {
  rules: string;
  title: string;
  text: string;
  cost: string;
  persistent: boolean;
  /** null while open. */
  result: 'success' | 'failure' | null;
  outcome: string;
}

/** The team's screen, or null when the scenario has no such team (a wrong address). */
export function teamScreenView(
  state: SessionState,
  scenario: Scenario,
  teamId: string,
): TeamScreenView | null {
  const team = scenario.teams.find((t) => t.id === teamId);
  if (!team) return null;
  const trackers = scenario.trackers
    .filter((def) => def.scope === 'team')
    .filter((def) => trackerHolders(scenario, def, state.roster).includes(teamId))
    .map((def) => {
      const value = trackerValue(state.trackers, def, teamId);
      const limits = trackerLimits(def, teamId, state.trackers);
      return {
        id: def.id,
        name: def.name,
        group: def.group || 'Resources',
        value,
        min: limits.min,
        max: limits.max,
        band: bandOf(def, value),
      };
    });
  const hand = scenario.decks.flatMap((deck) =>
    (state.draws.decks[deck.id]?.piles[handPile(teamId)] ?? []).flatMap((instance) => {
      if (instance === HIDDEN_CARD) return [];
      const card = cardOf(deck, instance);
      return card ? [{ ...card, deckName: deck.name }] : [];
    }),
  );
  const choosing = scenario.decks.flatMap((deck) => {
    const choice = state.draws.decks[deck.id]?.choosing?.[teamId];
    if (!choice) return [];
    const cards = choice.cards.flatMap((instance) =>
      instance === HIDDEN_CARD ? [] : (cardOf(deck, instance) ?? []),
    );
    return [{ deckName: deck.name, keep: choice.keep, cards }];
  });
  const events = scenario.eventBoxes.flatMap((rules) =>
    eventRows(scenario, rules, state)
      .filter((row) => row.team === teamId)
      .flatMap((row): TeamEvent[] => {
        const open = row.open.map((e): TeamEvent => ({
          rules: rules.id,
          title: e.title,
          text: e.text,
          cost: e.cost,
          persistent: e.persistent,
          result: null,
          outcome: '',
        }));
        const last = row.last;
        // A tallied event that stays open is shown once, with its result.
        const tallied: TeamEvent[] = last
          ? [
              {
                rules: rules.id,
                title: last.title,
                text: '',
                cost: '',
                persistent: last.staysOpen,
                result: last.success ? 'success' : 'failure',
                outcome: last.outcomeText,
              },
            ]
          : [];
        return [...tallied, ...open.filter((e, i) => !(last && row.open[i]?.card === last.card))];
      }),
  );
  const live = Object.keys(state.maps?.live ?? {});
  const shown = state.maps?.shown ?? null;
  const mapId = shown && live.includes(shown) ? shown : (live[0] ?? null);
  return {
    team: { id: team.id, name: team.name, colour: team.colour },
    trackers,
    hand,
    choosing,
    events,
    mapId,
  };
}
