import { z } from 'zod';
import { refTo } from '../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../session/automation.ts';

/** Apply the per-turn consequence of every persistent event still open, as a phase starts. */
export const eventUpkeepAutomation = defineAutomation({
  kind: 'event-upkeep',
  label: 'Event upkeep',
  schema: z.object({
    kind: z.literal('event-upkeep'),
    rules: refTo('eventBoxes'),
  }),
  describe: ({ rules }) => `Upkeep of the open events of ${rules}`,
  run: ({ rules }) => [{ type: 'event.upkeep', rules }],
});
