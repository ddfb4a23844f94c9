import { turnLabels } from './plan.ts';

/**
 * The timetable as a grid of turns × phases, for the scenario page: each block's phases as
 * columns with their usual minutes, each turn as a row with the minutes that turn gives each
 * phase (the per-turn override, when there is one), its total and the time of day it ends.
 * The schedule is read as the page holds it, before defaults are filled in. Edits return a new
 * schedule; a cell set back to the phase's usual minutes drops its override, and adding or
 * removing a block's turns renumbers the overrides of the turns after it.
 */

type Raw = Readonly<Record<string, unknown>>;

export interface GridPhase {
  id: string;
  name: string;
  /** Its usual minutes; null for an untimed phase with no usual length. */
  minutes: number | null;
  untimed: boolean;
}

export interface GridCell {
  phaseId: string;
  /** The minutes this turn gives it; 0 when it is skipped; null when untimed and unsaid. */
  minutes: number | null;
  /** This turn differs from the phase's usual minutes. */
  overridden: boolean;
}

export interface GridTurn {
  /** Counted across all blocks from 1, as overrides name turns. */
  turn: number;
  label: string;
  cells: GridCell[];
  minutes: number;
  /** Minutes from the start of play when this turn ends. */
  endsAfter: number;
}

export interface GridBlock {
  index: number;
  id: string;
  label: string;
  phases: GridPhase[];
  turns: GridTurn[];
}

export interface TimetableGrid {
  blocks: GridBlock[];
  minutes: number;
  /** "16:00" when the schedule gives a start time. */
  startTime: string | null;
  /** Minutes from the start to the hard stop, when both are given (past midnight counts). */
  stopAfter: number | null;
}

const record = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(record) : []);
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function minutesOfDay(time: unknown): number | null {
  const m = typeof time === 'string' ? /^(\d\d):(\d\d)$/.exec(time) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** `HH:MM` after `minutes` from `start`, past midnight as the next day's time. */
export function timeAfter(start: string, minutes: number): string {
  const base = minutesOfDay(start) ?? 0;
  const at = Math.round(base + minutes) % (24 * 60);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

function overrideKey(turn: number, phase: string) {
  return `${turn}:${phase}`;
}

export function timetableGrid(schedule: unknown): TimetableGrid {
  const s = record(schedule);
  const blocks = list(s['blocks']);
  const overrides = new Map(
    list(s['overrides']).flatMap((o) => {
      const turn = num(o['turn']);
      const minutes = num(o['minutes']);
      return turn !== null && minutes !== null && typeof o['phase'] === 'string'
        ? [[overrideKey(turn, o['phase']), minutes] as const]
        : [];
    }),
  );
  const labels = turnLabels(
    blocks.map((b) => ({ label: text(b['label'], 'Turn'), repeat: count(b['repeat']) })),
  );
  let turn = 0;
  let elapsed = 0;
  const grid = blocks.map((b, index): GridBlock => {
    const phases = list(b['phases']).map((p, i) => ({
      id: text(p['id'], `phase-${i + 1}`),
      name: text(p['name'], text(p['id'], `Phase ${i + 1}`)),
      minutes: num(p['minutes']),
      untimed: p['untimed'] === true,
    }));
    const turns: GridTurn[] = [];
    for (let r = 0; r < count(b['repeat']); r++) {
      turn++;
      const cells = phases.map((phase) => {
        const override = overrides.get(overrideKey(turn, phase.id));
        return {
          phaseId: phase.id,
          minutes: override ?? phase.minutes,
          overridden: override !== undefined && override !== phase.minutes,
        };
      });
      const minutes = cells.reduce((sum, c) => sum + (c.minutes ?? 0), 0);
      elapsed += minutes;
      turns.push({
        turn,
        label: labels[turn - 1] ?? `Turn ${turn}`,
        cells,
        minutes,
        endsAfter: elapsed,
      });
    }
    return {
      index,
      id: text(b['id'], `block-${index + 1}`),
      label: text(b['label'], 'Turn'),
      phases,
      turns,
    };
  });
  const start = minutesOfDay(s['startTime']);
  const stop = minutesOfDay(s['hardStop']);
  return {
    blocks: grid,
    minutes: elapsed,
    startTime: start === null ? null : (s['startTime'] as string),
    stopAfter:
      start === null || stop === null ? null : (stop - start + 24 * 60) % (24 * 60) || 24 * 60,
  };
}

/**
 * The schedule with one turn giving a phase `minutes` (0 skips it there). The phase's usual
 * minutes, or null, clear the override.
 */
export function withCell(
  schedule: unknown,
  turn: number,
  phaseId: string,
  minutes: number | null,
): Raw {
  const s = record(schedule);
  const usual = phaseMinutes(s, phaseId, turn);
  const others = list(s['overrides']).filter(
    (o) => !(o['turn'] === turn && o['phase'] === phaseId),
  );
  const overrides =
    minutes === null || minutes === usual
      ? others
      : [...others, { turn, phase: phaseId, minutes }].sort(
          (a, b) => (num(a['turn']) ?? 0) - (num(b['turn']) ?? 0),
        );
  return { ...s, overrides };
}

/** A phase's usual minutes, in the block that holds `turn`. */
function phaseMinutes(s: Raw, phaseId: string, turn: number): number | null {
  let first = 1;
  for (const b of list(s['blocks'])) {
    const repeat = count(b['repeat']);
    if (turn < first + repeat) {
      const phase = list(b['phases']).find((p) => p['id'] === phaseId);
      return phase ? num(phase['minutes']) : null;
    }
    first += repeat;
  }
  return null;
}

/** The schedule with a phase's usual minutes set; overrides that now equal them go. */
export function withPhaseMinutes(
  schedule: unknown,
  block: number,
  phase: number,
  minutes: number,
): Raw {
  const s = record(schedule);
  const blocks = list(s['blocks']).map((b, i) =>
    i !== block
      ? b
      : {
          ...b,
          phases: list(b['phases']).map((p, j) => (j === phase ? { ...p, minutes } : p)),
        },
  );
  const id = list(list(s['blocks'])[block]?.['phases'])[phase]?.['id'];
  const [first, last] = turnsOf(s, block);
  const overrides = list(s['overrides']).filter((o) => {
    const turn = num(o['turn']) ?? 0;
    return !(o['phase'] === id && turn >= first && turn <= last && o['minutes'] === minutes);
  });
  return { ...s, blocks, overrides };
}

/** The first and last turn numbers of a block. */
function turnsOf(s: Raw, block: number): [number, number] {
  let first = 1;
  const blocks = list(s['blocks']);
  for (let i = 0; i < block; i++) first += count(blocks[i]?.['repeat']);
  return [first, first + count(blocks[block]?.['repeat']) - 1];
}

/**
 * The schedule with a block repeated `repeat` times: overrides of turns it no longer has go,
 * and those of later blocks move with their turns.
 */
export function withRepeat(schedule: unknown, block: number, repeat: number): Raw {
  const s = record(schedule);
  const [first, last] = turnsOf(s, block);
  const next = Math.max(1, Math.floor(repeat));
  const shift = next - (last - first + 1);
  const blocks = list(s['blocks']).map((b, i) => (i === block ? { ...b, repeat: next } : b));
  const overrides = list(s['overrides']).flatMap((o) => {
    const turn = num(o['turn']) ?? 0;
    if (turn > last) return [{ ...o, turn: turn + shift }];
    if (turn >= first + next) return [];
    return [o];
  });
  return { ...s, blocks, overrides };
}
