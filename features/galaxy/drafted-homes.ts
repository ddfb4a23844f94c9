import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { deckDef } from '../draws/lookup.ts';
import { draftSeat } from '../setup/draft.ts';
import { setupStep, teamName } from '../setup/setup-steps.ts';

/**
 * The home tile each seat brings from a draft, seat by seat: the tile of the card it holds
 * (a race brings its home system). A hidden card is refused rather than placed, since putting
 * its home on the table would tell everyone what it is.
 */
export function draftedHomes(
  scenario: Scenario,
  state: SessionState,
  draftId: string,
  seats: readonly string[],
): string[] {
  const draft = setupStep(scenario, draftId, 'draft');
  const deck = deckDef(scenario, draft.deck);
  return seats.map((team) => {
    const held = draftSeat(state, draft.id, team);
    const name = teamName(scenario, team);
    if (held.card === null)
      throw new ActionRejected(`${name} holds nothing from ${draft.name} yet: finish it first`);
    if (held.hidden)
      throw new ActionRejected(
        `${name}'s card from ${draft.name} is hidden: reveal it before its home is placed`,
      );
    const card = deck.cards.find((c) => c.id === held.card);
    if (card?.tile === undefined)
      throw new ActionRejected(`${card?.title ?? held.card} brings no home tile`);
    return card.tile;
  });
}
