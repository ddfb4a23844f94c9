import type { Scenario } from '../../scenarios/format/schema.ts';
import { plural, type SheetPart } from '../../scenarios/csv/sheet-part.ts';
import { scheduleColumns, scheduleFromCsv, scheduleToRows } from './schedule-csv.ts';

/** The timetable (blocks of phases, in play order) as one spreadsheet. */
export function scheduleSheets(scenario: Scenario): SheetPart[] {
  const schedule = scenario.schedule;
  const phases = (blocks: typeof schedule.blocks) =>
    blocks.reduce((n, b) => n + b.phases.length, 0);
  const turns = (blocks: typeof schedule.blocks) => blocks.reduce((n, b) => n + b.repeat, 0);
  return [
    {
      id: 'timetable',
      label: 'Timetable (turns and phases)',
      fileName: 'timetable',
      columns: scheduleColumns,
      rows: () => scheduleToRows(schedule.blocks),
      read(rows, fileName) {
        const result = scheduleFromCsv(rows, schedule);
        if (!result.ok) return result;
        return {
          ok: true,
          question: `Replace the timetable (${plural(phases(schedule.blocks), 'phase')}, ${plural(turns(schedule.blocks), 'turn')}) with the ${plural(phases(result.blocks), 'phase')} in ${plural(result.blocks.length, 'block')} of “${fileName}” (${plural(turns(result.blocks), 'turn')})? Cues, automations and timers stay.`,
          notes: result.warnings,
          value: { ...schedule, blocks: result.blocks, overrides: result.overrides },
        };
      },
    },
  ];
}
