import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SetupStep } from './setup-format.ts';
import { deckDef } from '../draws/lookup.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import type { DraftSeat } from './types.ts';
import { seatsInPlay } from '../teams/seats-in-play.ts';

/**
 * An open draft over a deck's cards: in seat order each team picks a card or passes; then the
 * teams that passed are dealt cards at random from those nobody holds or has drawn.
 */

export type DraftStep = Extract<SetupStep, { kind: 'draft' }>;

export const EMPTY_SEAT: DraftSeat = { card: null, draws: [], hidden: false, passed: false };

export function draftSeats(state: SessionState, step: string): Record<string, DraftSeat> {
  return state.setup.drafts[step] ?? {};
}

export function draftSeat(state: SessionState, step: string, team: string): DraftSeat {
  return draftSeats(state, step)[team] ?? EMPTY_SEAT;
}

/** The deck's card ids that may be drafted (one entry per card, whatever its copies). */
export function draftCards(scenario: Scenario, step: DraftStep): string[] {
  return deckDef(scenario, step.deck)
    .cards.filter((c) => c.copies > 0)
    .map((c) => c.id);
}

/** Cards picked, held or drawn and rejected: none of them is dealt again. */
export function takenCards(seats: Record<string, DraftSeat>): Set<string> {
  const taken = new Set<string>();
  for (const seat of Object.values(seats)) {
    if (seat.card !== null) taken.add(seat.card);
    for (const card of seat.draws) taken.add(card);
  }
  return taken;
}

export function freeCards(scenario: Scenario, step: DraftStep, state: SessionState): string[] {
  const taken = takenCards(draftSeats(state, step.id));
  return draftCards(scenario, step).filter((c) => !taken.has(c));
}

/**
 * The team whose turn it is to pick or pass, or null once every seated team has. Only the
 * seats in play take a turn: three players at a game for eight do not wait on five empty chairs.
 */
export function draftTurn(state: SessionState, step: string): string | null {
  const seats = draftSeats(state, step);
  return (
    seatsInPlay(state.roster, state.roster.teamOrder).find((t) => {
      const seat = seats[t];
      return !seat || (seat.card === null && !seat.passed);
    }) ?? null
  );
}

export function checkTurn(state: SessionState, step: string, team: string, name: string): void {
  if (!state.roster.teamOrder.includes(team))
    throw new ActionRejected(`${name} has no seat at the table`);
  const turn = draftTurn(state, step);
  if (turn === null) throw new ActionRejected('Every team has already picked or passed');
  if (turn !== team) throw new ActionRejected(`It is not ${name}'s turn to pick or pass`);
}

export function withSeat(
  state: SessionState,
  step: string,
  team: string,
  seat: DraftSeat,
): SessionState {
  const drafts = { ...state.setup.drafts, [step]: { ...draftSeats(state, step), [team]: seat } };
  return { ...state, setup: { ...state.setup, drafts } };
}

/** A card's title for log lines, found through the step's deck (the id if anything is missing). */
export function cardTitle(scenario: Scenario, stepId: string, card: string): string {
  const step = scenario.setup.find((s) => s.id === stepId);
  const deck = step?.kind === 'draft' ? scenario.decks.find((d) => d.id === step.deck) : undefined;
  return deck?.cards.find((c) => c.id === card)?.title ?? card;
}
