import type { CustomDice } from '../dice/index.ts';
import { planOdds, type OddsPlan } from './dice-odds.ts';

export type OddsView = OddsPlan;

/**
 * The odds the dice box charts, for the latest expression asked about: worked out in place,
 * never for longer than the box's budget (then estimated, and labelled so).
 */
export class DiceOdds {
  view = $state<OddsView>({ kind: 'none' });

  show(expression: string, custom: CustomDice): void {
    try {
      this.view = planOdds(expression, custom);
    } catch {
      this.view = { kind: 'note', note: 'The odds of these dice could not be worked out.' };
    }
  }

  /** Nothing runs in the background; kept so that the box can say it is going away. */
  dispose(): void {
    this.view = { kind: 'none' };
  }
}
