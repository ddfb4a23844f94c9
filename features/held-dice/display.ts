import { countOf, displayPart } from '../define-feature.ts';
import { heldDiceRows } from './held-dice-view.ts';
import { seesHeldDie } from './visibility.ts';

/**
 * Public dice in a team's hand, at their faces (the supply is clutter on a projector).
 * Filtered here too, since the console's preview reads Control's whole state.
 */
export const heldDicePart = displayPart({
  id: 'held-dice',
  region: 'strip',
  order: 10,
  when: 'in-play',
  view: ({ state, scenario, ended }) =>
    ended
      ? []
      : heldDiceRows(scenario, state.heldDice).filter(
          (d) => d.owner !== null && seesHeldDie(scenario, d.id, d.owner, { kind: 'display' }),
        ),
  summary: (dice) => countOf(dice.length, 'held die', 'held dice'),
});
