import type { EventBoxRules, ItemCounts } from './event-boxes-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { eventCard, openEvents, type OpenEvent } from './event-defs.ts';
import { itemsText } from './tally.ts';
import { boxKey, type EventTally } from './types.ts';
import { teamName } from '../teams/team-name.ts';

/** What the console's Event boxes tab and the display show. */

export interface TeamEventRow {
  team: string;
  teamName: string;
  colour: string;
  open: (OpenEvent & { cost: string; text: string })[];
  /** The team's latest tally this turn (or the latest at all before the clock starts). */
  last: EventTally | null;
}

export function eventRows(
  scenario: Scenario,
  rules: EventBoxRules,
  state: SessionState,
): TeamEventRow[] {
  const open = openEvents(scenario, rules, state.draws, state.roster.teamOrder);
  const turn = state.clock.plan[state.clock.current]?.turn ?? null;
  return state.roster.teamOrder.flatMap((id) => {
    const team = scenario.teams.find((t) => t.id === id);
    if (!team) return [];
    const last =
      state.events.tallies.find(
        (t) => t.rules === rules.id && t.team === id && (turn === null || t.turn === turn),
      ) ?? null;
    return [
      {
        team: id,
        teamName: team.name,
        colour: team.colour,
        open: open
          .filter((e) => e.team === id)
          .map((e) => {
            const { card, event } = eventCard(scenario, rules, e.cardId);
            return {
              ...e,
              cost: event.costs.length
                ? event.costs.map((c) => itemsText(rules, c)).join(' or ')
                : 'no cost',
              text: card.text,
            };
          }),
        last,
      },
    ];
  });
}

/**
 * The sealed pledges sent from screens to one box, as Control reads them: who gave what
 * ("Refinery Ship 1: 2 Fuel"), one line per giving team, in the order they came.
 */
export function sealedPledgeLines(
  scenario: Scenario,
  rules: EventBoxRules,
  state: SessionState,
  team: string,
  card: string,
): string[] {
  const byTeam = new Map<string, ItemCounts>();
  for (const p of state.events.pledges?.[boxKey(rules.id, team, card)] ?? []) {
    const counts = byTeam.get(p.team) ?? {};
    counts[p.item] = (counts[p.item] ?? 0) + p.count;
    byTeam.set(p.team, counts);
  }
  return [...byTeam].map(
    ([giver, counts]) => `${teamName(scenario, giver)}: ${itemsText(rules, counts)}`,
  );
}

/** Everything sealed from screens in one box, per item (what the tally adds to the box). */
export function sealedCounts(
  rules: EventBoxRules,
  state: SessionState,
  team: string,
  card: string,
): ItemCounts {
  const counts: ItemCounts = {};
  for (const p of state.events.pledges?.[boxKey(rules.id, team, card)] ?? [])
    counts[p.item] = (counts[p.item] ?? 0) + p.count;
  return counts;
}
