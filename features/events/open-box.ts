import { pileCards } from '../draws/decks/deck-ops.ts';
import { playPile } from '../draws/decks/piles.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { teamName } from '../teams/team-name.ts';
import { eventBoxRules } from './event-defs.ts';

/** The rules and deck of a box whose event `card` is open in front of `team`, or why not. */
export function checkOpen(
  scenario: Scenario,
  state: SessionState,
  rulesId: string,
  team: string,
  card: string,
) {
  const rules = eventBoxRules(scenario, rulesId);
  if (!scenario.teams.some((t) => t.id === team))
    throw new ActionRejected(`There is no team "${team}"`);
  const deck = state.draws.decks[rules.deck];
  if (!deck || !pileCards(deck, playPile(team)).includes(card))
    throw new ActionRejected(`${card} is not an open event of ${teamName(scenario, team)}`);
  return { rules, deck };
}
