import type { ActionModule } from '../session/types.ts';
import { bagActionModules } from './bags/bag-actions.ts';
import { deckActionModules } from './decks/deck-actions.ts';
import { diceActionModules } from './dice/dice-actions.ts';
import { showActionModules } from './show-actions.ts';
import { tableActionModules } from './tables/table-actions.ts';

/** Every draw action: decks, bags, dice, tables and what the display shows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules of different action shapes share one list
export const drawActionModules: readonly ActionModule<any>[] = [
  ...deckActionModules,
  ...bagActionModules,
  ...diceActionModules,
  ...tableActionModules,
  ...showActionModules,
];
