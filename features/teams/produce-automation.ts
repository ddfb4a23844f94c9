import { z } from 'zod';
import { refTo } from '../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../session/automation.ts';

/** Run production steps as a phase starts (all of them when `productions` is empty). */
export const produceAutomation = defineAutomation({
  kind: 'produce',
  label: 'Run production',
  schema: z.object({
    kind: z.literal('produce'),
    productions: z.array(refTo('productions')).default([]),
  }),
  describe: ({ productions }) =>
    productions?.length ? `Run production: ${productions.join(', ')}` : 'Run every production',
  run: ({ productions }) => [{ type: 'tracker.produce', productions: productions ?? [] }],
});
