import { defineFeature, defineSection } from '../define-feature.ts';
import { timersPart } from './display.ts';
import { clockPlugin, timersPlugin } from './plugin.ts';
import { scheduleSchema } from './schedule-format.ts';
import { scheduleSheets } from './schedule-sheets.ts';
import { startTimerAutomation } from './start-timer-automation.ts';
import type { Schedule } from './schedule-format.ts';

/** The turn clock and the side timers, run from the scenario's timetable. */
export const clockFeature = defineFeature({
  id: 'clock',
  title: 'Clock and timetable',
  summary: 'The turns and phases, their lengths, cues and side timers, run as the turn clock.',
  plugins: [clockPlugin, timersPlugin],
  sections: [
    defineSection({
      key: 'schedule',
      title: 'Timetable',
      order: 60,
      schema: scheduleSchema,
      migrations: [],
      sheets: scheduleSheets,
    }),
  ],
  automations: [startTimerAutomation],
  display: [timersPart],
  teamScreen: [],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    schedule: Schedule;
  }
}
