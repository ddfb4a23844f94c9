import { z } from 'zod';
import { nextInt } from '../../random/rng.ts';
import { defineAction } from '../../session/define-action.ts';
import type { Json } from '../../session/types.ts';
import type { RandomResult } from './types.ts';

/**
 * Pick one of a list with the session's generator ("which table is raided?"). The result is
 * the entry's outcome, so replay checks it, and the generator state moves on in the session
 * state, so undo and pick again gives the same answer.
 */

export const RANDOM_RESULTS_KEPT = 20;

export const randomPickModule = defineAction({
  type: 'random.pick',
  kind: 'random',
  schema: z.strictObject({
    type: z.literal('random.pick'),
    label: z.string().trim().min(1, 'a pick needs a label').max(120),
    options: z
      .array(z.string().trim().min(1, 'an option must not be empty').max(200))
      .min(2, 'a pick needs at least 2 options')
      .max(500, 'a pick takes at most 500 options'),
  }),
  apply(state, action, ctx) {
    const [index, rng] = nextInt(state.rng, action.options.length);
    const value = action.options[index] as string;
    const result: RandomResult = { seq: ctx.seq, label: action.label, value, at: ctx.at };
    return {
      state: {
        ...state,
        rng,
        randomResults: [result, ...state.randomResults].slice(0, RANDOM_RESULTS_KEPT),
      },
      outcome: { value },
    };
  },
  describe: (action, outcome) => `Random pick “${action.label}”: ${pickedValue(outcome) ?? '?'}`,
});

function pickedValue(outcome: Json | undefined): string | null {
  if (outcome && typeof outcome === 'object' && !Array.isArray(outcome)) {
    const value = outcome.value;
    if (typeof value === 'string') return value;
  }
  return null;
}
