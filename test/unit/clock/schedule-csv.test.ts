import { describe, expect, it } from 'vitest';
import { readCsvRows, writeCsv } from '../../../scenarios/csv/csv-rows.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { scheduleFromCsv, scheduleToRows } from '../../../features/clock/schedule-csv.ts';
import { scheduleSchema } from '../../../features/clock/schedule-format.ts';

const empty = { blocks: [], overrides: [] };

describe('the timetable as a spreadsheet', () => {
  it('reads every bundled timetable back as it was written', () => {
    for (const { id, scenario } of bundledScenarios) {
      if (scenario.schedule.blocks.length === 0) continue;
      const text = writeCsv(scheduleToRows(scenario.schedule.blocks));
      const result = scheduleFromCsv(text, scenario.schedule);
      expect(result.ok, id).toBe(true);
      if (result.ok) expect(result.blocks, id).toEqual(scenario.schedule.blocks);
    }
  });

  it('reads a timetable typed from a rulebook: names, lengths in any form, untimed phases', () => {
    const text = [
      'Block,Repeat,Phase,minutes',
      'Setup,,Briefing,10 min',
      'Turns,6,Team time,25',
      ',,Negotiation,1:30',
      ',,Resolution,untimed',
    ].join('\n');
    const result = scheduleFromCsv(readCsvRows(text), empty);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.blocks.map((b) => [b.id, b.repeat, b.phases.map((p) => [p.id, p.minutes, p.untimed])]),
    ).toEqual([
      ['setup', 1, [['briefing', 10, false]]],
      [
        'turns',
        6,
        [
          ['team-time', 25, false],
          ['negotiation', 90, false],
          ['resolution', undefined, true],
        ],
      ],
    ]);
    expect(scheduleSchema.safeParse({ blocks: result.blocks }).success).toBe(true);
  });

  it('keeps what the sheet does not hold: cues, automations, timers and the overrides that fit', () => {
    const current = scheduleSchema.parse({
      blocks: [
        {
          id: 'turns',
          repeat: 4,
          phases: [
            {
              id: 'action',
              name: 'Action',
              minutes: 20,
              atStart: [{ kind: 'announce', text: 'Go' }],
              cues: [],
            },
            { id: 'end', name: 'End', minutes: 5 },
          ],
        },
      ],
      overrides: [
        { turn: 2, phase: 'action', minutes: 30 },
        { turn: 4, phase: 'end', minutes: 0 },
      ],
    });
    const text = 'block,repeat,phase,minutes\nturns,3,Action,15\n';
    const result = scheduleFromCsv(text, current);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.blocks[0]?.phases[0]).toMatchObject({
      id: 'action',
      minutes: 15,
      atStart: [{ kind: 'announce', text: 'Go' }],
      cues: [],
    });
    expect(result.overrides).toEqual([{ turn: 2, phase: 'action', minutes: 30 }]);
    expect(result.warnings).toEqual([
      'one per-turn change named a turn or phase the new timetable does not have, and was dropped',
    ]);
  });

  it('names each mistake by its row and imports nothing', () => {
    const text = [
      'block,repeat,phase,minutes,colour',
      'a,2,One,ten,',
      'a,3,Two,5,',
      'b,,Three,5,blue',
      'a,,Four,5,',
      'c,,,5,',
    ].join('\n');
    const result = scheduleFromCsv(text, empty);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.message)).toEqual([
      'row 2: “ten” is not a length in minutes (write 25, 1:30 or untimed)',
      'row 3: the block above already has repeat “2”; write it once per block',
      'row 4: “blue” is not a colour (write it as #3b82f6)',
      'row 5: block “a” is split: its rows must follow one another',
      'row 6: a phase needs a name',
    ]);
    expect(scheduleFromCsv('block,minutes\na,5\n', empty)).toMatchObject({ ok: false });
  });
});
