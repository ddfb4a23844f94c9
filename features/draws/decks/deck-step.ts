import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { Generator } from '../../../random/rng.ts';
import { drawSecretly } from '../../../random/secret-stream.ts';
import {
  ActionRejected,
  type Applied,
  type Json,
  type SessionState,
} from '../../../session/types.ts';
import { deckDef } from '../lookup.ts';
import type { CardInstance, DeckState } from '../types.ts';
import { checkHandLimit, withOverLimit } from './hand-limit.ts';
import { instanceCardId } from './piles.ts';
import { pruneCounters } from './card-counters.ts';

/**
 * Runs one deck operation inside a session action: finds the deck, hands the operation the
 * session's secret generator and puts the deck and the generator back. A
 * hand taken past the deck's limit is refused here, or noted in the outcome, for every action.
 */
export function deckStep(
  state: SessionState,
  scenario: Scenario,
  deckId: string,
  operate: (def: DeckDef, deck: DeckState, g: Generator) => { deck: DeckState; outcome?: Json },
): Applied {
  const def = deckDef(scenario, deckId);
  const deck = state.draws.decks[deckId];
  if (!deck) throw new ActionRejected(`the deck "${deckId}" is not in this session`);
  // A deck's face-down order is secret, so every deck operation draws on the secret stream.
  const [operated, drawn] = drawSecretly(state, (g) => operate(def, deck, g));
  // A copy that left play (discarded, shuffled back) loses its counters, whatever moved it.
  const result = { ...operated, deck: pruneCounters(operated.deck) };
  const outcome = withOverLimit(result.outcome, checkHandLimit(scenario, def, deck, result.deck));
  const draws = { ...state.draws, decks: { ...state.draws.decks, [deckId]: result.deck } };
  return {
    state: { ...drawn, draws },
    ...(outcome === undefined ? {} : { outcome }),
  };
}

/** Card titles for log lines: "Fuel Leak, Mutiny". */
export function cardTitles(
  scenario: Scenario,
  deckId: string,
  cards: readonly CardInstance[],
): string {
  const deck = scenario.decks.find((d) => d.id === deckId);
  const titles = new Map(deck?.cards.map((c) => [c.id, c.title]) ?? []);
  return cards.map((card) => titles.get(instanceCardId(card)) ?? card).join(', ');
}

export function deckName(scenario: Scenario, deckId: string): string {
  return scenario.decks.find((d) => d.id === deckId)?.name ?? deckId;
}

/** "the discard", "Prosecutor's hand", "stack 2": a pile as a log line names it. */
export function pileName(scenario: Scenario, pile: string): string {
  const team = (id: string) => scenario.teams.find((t) => t.id === id)?.name ?? id;
  if (pile === 'draw') return 'the draw pile';
  if (pile === 'discard') return 'the discard';
  if (pile === 'removed') return 'out of the game';
  if (pile === 'play') return 'play';
  if (pile === 'market') return 'the market row';
  if (pile.startsWith('hand:')) return `${team(pile.slice(5))}'s hand`;
  if (pile.startsWith('play:')) return `${team(pile.slice(5))}'s play area`;
  if (pile.startsWith('stack:')) return `pile ${pile.slice(6)}`;
  return pile;
}

export { plural } from '../../../scenarios/text/plural.ts';
