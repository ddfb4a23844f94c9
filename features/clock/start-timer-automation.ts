import { z } from 'zod';
import { refTo } from '../../scenarios/format/primitives.ts';
import { defineAutomation } from '../../session/automation.ts';

/** Start side timers from one of the schedule's timer templates as a phase starts. */
export const startTimerAutomation = defineAutomation({
  kind: 'start-timer',
  label: 'Start timers',
  schema: z.object({
    kind: z.literal('start-timer'),
    template: refTo('schedule.timers'),
  }),
  describe: ({ template }) => `Start the timers of “${template}”`,
  run: ({ template }) => [{ type: 'timer.from-template', template }],
});
