import { z } from 'zod';
import { refTo } from '../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../session/automation.ts';

/** Start an order of play as a phase starts ("the fleet acts in initiative order"). */
export const initiativeAutomation = defineAutomation({
  kind: 'initiative',
  label: 'Start an order of play',
  schema: z.object({ kind: z.literal('initiative'), order: refTo('initiativeOrders') }),
  describe: ({ order }) => `Start the order of play ${order}`,
  run: ({ order }) => [{ type: 'initiative.start', order }],
});
