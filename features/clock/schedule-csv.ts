import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { readMinutes } from './minutes-text.ts';
import type { SheetColumns } from '../../scenarios/csv/column-mapping.ts';
import {
  byHeading,
  duplicateColumns,
  rowsOf,
  widerRowsWarning,
  type CsvProblem,
  type SheetInput,
} from '../../scenarios/csv/csv-rows.ts';
import { colourSchema } from '../../scenarios/format/primitives.ts';
import {
  blockOfTurn,
  type BlockDefinition,
  type PhaseDefinition,
  type PlanOverride,
} from './schedule-format.ts';

/**
 * The timetable as a spreadsheet: one phase per row, in play order. `phase` (its name) is
 * required; `minutes` is its length, or "untimed"; `block` groups rows into a block of phases
 * played `repeat` times (a blank block cell continues the block above), with `label` for what
 * one repetition is called ("Turn"). `phase id`, `colour` and `description` are optional.
 * Importing keeps what the sheet does not hold (a phase's cues and automations, the timers,
 * the per-turn overrides that still fit), matched by the block's and phase's ids or names.
 */

export const scheduleColumns: SheetColumns = {
  targets: [
    { key: 'block', label: 'Block', aliases: ['block id', 'stage', 'part'] },
    { key: 'label', label: 'Turn label', aliases: ['turn label', 'repetition'] },
    { key: 'repeat', label: 'Repeat (turns)', aliases: ['turns', 'times', 'repeats'] },
    { key: 'phase id', label: 'Phase id', aliases: ['phase-id', 'phaseid'] },
    {
      key: 'phase',
      label: 'Phase',
      aliases: ['phase name', 'name', 'step', 'activity'],
      required: true,
    },
    {
      key: 'minutes',
      label: 'Minutes',
      aliases: ['duration', 'length', 'mins', 'min', 'time'],
    },
    { key: 'colour', label: 'Colour', aliases: ['color'] },
    { key: 'description', label: 'Description', aliases: ['notes', 'note', 'what happens'] },
  ],
  others: null,
};

export interface ScheduleSheet {
  blocks: BlockDefinition[];
  overrides: PlanOverride[];
}

export type ScheduleImport =
  | { ok: true; blocks: BlockDefinition[]; overrides: PlanOverride[]; warnings: string[] }
  | { ok: false; errors: CsvProblem[] };

const norm = (text: string) => text.trim().toLowerCase();
const UNTIMED = /^(untimed|open|until done|-|\u2014)$/i;

/** Finds what the schedule already has under this id or name, so its other fields carry over. */
function findNamed<T extends { id: string }>(
  list: readonly T[],
  id: string,
  name: string,
  nameOf: (item: T) => string,
): T | undefined {
  return (
    (id ? list.find((item) => item.id === id) : undefined) ??
    list.find((item) => norm(item.id) === norm(name) || norm(nameOf(item)) === norm(name))
  );
}

interface BlockDraft {
  text: string;
  row: number;
  label: string;
  repeat: string;
  phases: PhaseDefinition[];
}

export function scheduleFromCsv(text: SheetInput, current: ScheduleSheet): ScheduleImport {
  const csv = rowsOf(text);
  const errors: CsvProblem[] = [...csv.problems, ...duplicateColumns(csv.header)];
  const columns = byHeading(csv.header, errors);
  if (!columns.has('phase'))
    return {
      ok: false,
      errors: [{ row: 1, message: 'the first row must name the columns, with a "phase" column' }],
    };
  const drafts: BlockDraft[] = [];
  for (const line of csv.rows) {
    const { row } = line;
    const { cell, fail } = columns.read(line);
    const blockText = cell('block');
    let draft = drafts.at(-1);
    if (!draft || (blockText !== '' && norm(blockText) !== norm(draft.text))) {
      if (blockText !== '' && drafts.some((d) => norm(d.text) === norm(blockText)))
        fail(`block “${blockText}” is split: its rows must follow one another`, 'block');
      draft = { text: blockText, row, label: '', repeat: '', phases: [] };
      drafts.push(draft);
    }
    for (const key of ['label', 'repeat'] as const) {
      const value = cell(key);
      if (value === '') continue;
      if (draft[key] !== '' && draft[key] !== value)
        fail(`the block above already has ${key} “${draft[key]}”; write it once per block`, key);
      else draft[key] = value;
    }
    const name = cell('phase');
    if (name === '') {
      fail('a phase needs a name', 'phase');
      continue;
    }
    const minutesText = cell('minutes');
    let minutes: number | undefined;
    let untimed = false;
    if (minutesText === '' || UNTIMED.test(minutesText)) untimed = true;
    else {
      const value = readMinutes(minutesText);
      if (value === null || value <= 0 || value > 24 * 60) {
        fail(`“${minutesText}” is not a length in minutes (write 25, 1:30 or untimed)`, 'minutes');
        continue;
      }
      minutes = value;
    }
    const colour = cell('colour');
    if (colour !== '' && !colourSchema.safeParse(colour).success) {
      fail(`“${colour}” is not a colour (write it as #3b82f6)`, 'colour');
      continue;
    }
    draft.phases.push({
      id: cell('phase id'),
      name,
      ...(minutes === undefined ? {} : { minutes }),
      untimed,
      colour,
      description: cell('description'),
      atStart: [],
      assumed: false,
    });
  }
  if (csv.rows.length === 0)
    errors.push({ row: 2, message: 'there are no phases under the header row' });

  const blockIds = new Set<string>();
  const blocks: BlockDefinition[] = [];
  for (const draft of drafts) {
    const repeat = draft.repeat === '' ? 1 : Number(draft.repeat);
    if (!Number.isInteger(repeat) || repeat < 1 || repeat > 500) {
      errors.push({
        row: draft.row,
        column: 'repeat',
        message: `row ${draft.row}: repeat must be a whole number of turns from 1 to 500, not “${draft.repeat}”`,
      });
      continue;
    }
    const before = findNamed(current.blocks, '', draft.text, (b) => b.label);
    const id =
      before && !blockIds.has(before.id)
        ? before.id
        : uniqueSlug(draft.text || 'turns', blockIds, 'block');
    blockIds.add(id);
    const phaseIds = new Set<string>();
    const phases = draft.phases.map((phase) => {
      const old = before
        ? findNamed(before.phases, phase.id, phase.name, (p) => p.name)
        : undefined;
      const phaseId =
        phase.id && !phaseIds.has(phase.id)
          ? phase.id
          : old && !phaseIds.has(old.id)
            ? old.id
            : uniqueSlug(phase.name, phaseIds, 'phase');
      phaseIds.add(phaseId);
      const { minutes: _minutes, ...kept } = old ?? phase;
      return {
        ...kept,
        id: phaseId,
        name: phase.name,
        untimed: phase.untimed,
        // An untimed phase may keep the length it usually takes, which the sheet writes as "untimed".
        ...(phase.minutes !== undefined
          ? { minutes: phase.minutes }
          : old?.untimed && old.minutes !== undefined
            ? { minutes: old.minutes }
            : {}),
        colour: phase.colour || old?.colour || '#3b82f6',
        description: phase.description || (old?.description ?? ''),
      };
    });
    blocks.push({ id, label: draft.label || before?.label || 'Turn', repeat, phases });
  }
  if (errors.length > 0) return { ok: false, errors };

  // Per-turn overrides the sheet does not hold stay, where their turn and phase still exist.
  const turns = blocks.reduce((n, b) => n + b.repeat, 0);
  const overrides = current.overrides.filter(
    (o) => o.turn <= turns && blockOfTurn(blocks, o.turn)?.phases.some((p) => p.id === o.phase),
  );
  const dropped = current.overrides.length - overrides.length;
  return {
    ok: true,
    blocks,
    overrides,
    warnings: [
      ...widerRowsWarning(csv.rows, csv.header.length),
      ...(dropped > 0
        ? [
            `${dropped === 1 ? 'one per-turn change' : `${dropped} per-turn changes`} named a turn or phase the new timetable does not have, and ${dropped === 1 ? 'was' : 'were'} dropped`,
          ]
        : []),
    ],
  };
}

/** The timetable as rows that `scheduleFromCsv` reads back to the same blocks and phases. */
export function scheduleToRows(blocks: readonly BlockDefinition[]): (string | number)[][] {
  const head = [
    'block',
    'label',
    'repeat',
    'phase id',
    'phase',
    'minutes',
    'colour',
    'description',
  ];
  const rows = blocks.flatMap((block) =>
    block.phases.map((phase, i) => [
      i === 0 ? block.id : '',
      i === 0 ? block.label : '',
      i === 0 ? block.repeat : '',
      phase.id,
      phase.name,
      phase.untimed ? 'untimed' : (phase.minutes ?? ''),
      phase.colour,
      phase.description,
    ]),
  );
  return [head, ...rows];
}
