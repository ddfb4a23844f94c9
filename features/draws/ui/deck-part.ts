import type { ActionRequest } from '../../index.ts';
import type { DeckState } from '../types.ts';
import type { DeckDef } from '../draws-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

/** What every part of a deck's panel is given: the deck, its live state, and a way to act. */
export interface DeckPartProps {
  scenario: Scenario;
  deck: DeckDef;
  deckState: DeckState;
  disabled: boolean;
  onact: (action: ActionRequest) => Promise<boolean>;
}
