import type { BagDef, DeckDef, TableDef } from './draws-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';
import type { CustomDice } from './dice/types.ts';

/**
 * Finding what an action names in the session's frozen scenario. A missing id is an action
 * that does not apply (a log line naming a deck the scenario does not have).
 */

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new ActionRejected(`this scenario has no ${what} "${id}"`);
  return found;
}

export const deckDef = (scenario: Scenario, id: string): DeckDef =>
  find(scenario.decks, id, 'deck');
export const bagDef = (scenario: Scenario, id: string): BagDef => find(scenario.bags, id, 'bag');
export const tableDef = (scenario: Scenario, id: string): TableDef =>
  find(scenario.tables, id, 'table');

/** The scenario's named dice, as the notation's `d[id]` reads them. */
export function customDiceOf(scenario: Pick<Scenario, 'dice'>): CustomDice {
  return Object.fromEntries(
    scenario.dice.map((die) => [die.id, { name: die.name, faces: die.faces }]),
  );
}
