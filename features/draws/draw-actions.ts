import { bagActionModules } from './bags/bag-actions.ts';
import { chooseActionModules } from './decks/choose-actions.ts';
import { deckActionModules } from './decks/deck-actions.ts';
import { counterActionModules } from './decks/counter-actions.ts';
import { marketActionModules } from './decks/market-actions.ts';
import { diceActionModules } from './dice/dice-actions.ts';
import { showActionModules } from './show-actions.ts';
import { tableActionModules } from './tables/table-actions.ts';

/** Every draw action: decks, bags, dice, tables and what the display shows. */
export const drawActionModules = [
  ...deckActionModules,
  ...chooseActionModules,
  ...counterActionModules,
  ...marketActionModules,
  ...bagActionModules,
  ...diceActionModules,
  ...tableActionModules,
  ...showActionModules,
] as const;
