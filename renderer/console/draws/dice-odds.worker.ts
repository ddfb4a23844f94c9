import type { CustomDice } from '../../../console/draws/dice/index.ts';
import { estimateOdds } from './dice-odds.ts';

/** Samples the odds of exploding dice away from the page, which would otherwise freeze. */

export interface OddsRequest {
  id: number;
  expression: string;
  custom: CustomDice;
}

addEventListener('message', (event: MessageEvent<OddsRequest>) => {
  const { id, expression, custom } = event.data;
  postMessage({ id, distribution: estimateOdds(expression, custom) });
});
