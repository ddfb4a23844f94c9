import { z } from 'zod';
import { defineAutomation } from '../../session/automation.ts';

/** Post an announcement on every display as a phase starts. */
export const announceAutomation = defineAutomation({
  kind: 'announce',
  label: 'Announce',
  schema: z.object({
    kind: z.literal('announce'),
    text: z.string().trim().min(1, 'an announcement needs text').max(500),
    urgent: z.boolean().default(false),
  }),
  describe: ({ text, urgent }) => `${urgent ? 'Urgent announcement' : 'Announce'}: ${text}`,
  run: ({ text, urgent }) => [{ type: 'announce.post', text, urgent: urgent ?? false }],
});
