import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import {
  ActionRejected,
  type ApplyContext,
  type Json,
  type SessionState,
} from '../../../session/types.ts';
import { checkHolder, trackerDef } from '../../teams/tracker-defs.ts';
import { trackerValue } from '../../teams/tracker-ops.ts';
import { seesTrackerLine } from '../../teams/projection.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { plural } from './deck-step.ts';

/** A deck's cost per card: a team pays from its own tracker for cards drawn into its hand. */

/** The team whose hand a pile is, or null for any other pile. */
export function handTeam(pile: string): string | null {
  return pile.startsWith('hand:') ? pile.slice(5) : null;
}

/**
 * Takes the price of `cards` cards from the team's tracker, or refuses with what the team has
 * and what it needs. The change follows the tracker's limits: a payment its minimum would stop
 * short is refused rather than half taken.
 */
export function payForCards(
  ctx: ApplyContext,
  state: SessionState,
  scenario: Scenario,
  def: DeckDef,
  team: string,
  cards: number,
): { state: SessionState; paid: Json } {
  const cost = def.cost;
  if (!cost || cards === 0) return { state, paid: null };
  const tracker = trackerDef(scenario, cost.tracker);
  const teamName = scenario.teams.find((t) => t.id === team)?.name ?? team;
  if (!scenario.teams.some((t) => t.id === team))
    throw new ActionRejected(`There is no team "${team}" to pay for ${def.name}`);
  checkHolder(scenario, tracker, state.roster, team);
  const price = cost.amount * cards;
  const has = trackerValue(state.trackers, tracker, team);
  const paid = ctx
    .use('trackers')
    .change(state, scenario, [{ tracker: tracker.id, holder: team, by: -price }]);
  const change = paid.changes[0];
  if (has < price || !change || change.applied !== -price) {
    const what =
      cards === 1 ? `a ${def.name} card costs` : `${plural(cards, `${def.name} card`)} cost`;
    throw new ActionRejected(`${teamName} has ${has} ${tracker.name}; ${what} ${price}`);
  }
  return {
    state: paid.state,
    paid: { tracker: tracker.id, amount: price, value: change.value },
  };
}

/** "; paid 2 Fuel", "; without paying": the log's note on a costed draw. */
export function paidNote(outcome: Json | undefined, scenario: Scenario): string {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return '';
  if (outcome['free'] === true) return '; without paying';
  const paid = outcome['paid'];
  if (!paid || typeof paid !== 'object' || Array.isArray(paid)) return '';
  const { tracker, amount } = paid;
  if (typeof tracker !== 'string' || typeof amount !== 'number') return '';
  const name = scenario.trackers.find((t) => t.id === tracker)?.name ?? tracker;
  return `; paid ${amount} ${name}`;
}

/**
 * The note on a costed draw as one viewer may read it: a team's payment comes from its own
 * tracker, which only the crew and that team see, so no one else reads what it paid.
 */
export function paidNoteFor(
  outcome: Json | undefined,
  scenario: Scenario,
  team: string | null,
  viewer: Viewer,
): string {
  const tracker = paidTracker(outcome);
  if (tracker !== undefined && team !== null && !seesTrackerLine(scenario, tracker, team, viewer))
    return '';
  return paidNote(outcome, scenario);
}

function paidTracker(outcome: Json | undefined): string | undefined {
  if (!outcome || typeof outcome !== 'object' || Array.isArray(outcome)) return undefined;
  const paid = outcome['paid'];
  if (!paid || typeof paid !== 'object' || Array.isArray(paid)) return undefined;
  return typeof paid['tracker'] === 'string' ? paid['tracker'] : undefined;
}

/** "2 Fuel": a deck's cost per card, for buttons; empty when free. */
export function costLabel(scenario: Scenario, def: DeckDef, cards = 1): string {
  if (!def.cost) return '';
  const name = scenario.trackers.find((t) => t.id === def.cost?.tracker)?.name ?? def.cost.tracker;
  return `${def.cost.amount * cards} ${name}`;
}
