import type { CustomDice } from '../../dice/types.ts';
import type { TableDef } from '../../draws-format.ts';
import { fieldValue } from '../../../../scenarios/csv/csv-rows.ts';

/**
 * The table grid's reading of rows as the page holds them (a row being typed may still lack
 * its result, or its range), and the edits it makes to them. Each edit returns a new list.
 */

export type RawRow = Readonly<Record<string, unknown>>;

export function rowsOf(value: unknown): RawRow[] {
  return Array.isArray(value)
    ? value.map((r) => (r && typeof r === 'object' ? (r as RawRow) : {}))
    : [];
}

const numberOr = <T>(v: unknown, fallback: T): number | T =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** The table as far as coverage needs it, read leniently (defaults where a field is missing). */
export function coverageInput(
  parent: unknown,
  rows: readonly RawRow[],
): Pick<TableDef, 'mode' | 'roll' | 'rows'> {
  const table = parent && typeof parent === 'object' ? (parent as RawRow) : {};
  return {
    mode: table['mode'] === 'weight' ? 'weight' : 'range',
    roll: typeof table['roll'] === 'string' ? table['roll'] : '1d6',
    rows: rows.map((r) => ({
      min: numberOr(r['min'], null),
      max: numberOr(r['max'], null),
      weight: numberOr(r['weight'], 1),
      result: typeof r['result'] === 'string' ? r['result'] : '',
      detail: '',
      fields: {},
    })),
  };
}

/** The scenario's custom dice as far as they read yet, so "2dFate" parses while typing. */
export function customDiceIn(scenario: Readonly<Record<string, unknown>> | null): CustomDice {
  const dice = scenario?.['dice'];
  if (!Array.isArray(dice)) return {};
  return Object.fromEntries(
    dice.flatMap((d: unknown) => {
      const die = d as { id?: unknown; name?: unknown; faces?: unknown };
      return typeof die.id === 'string' && Array.isArray(die.faces)
        ? [[die.id, { name: String(die.name ?? die.id), faces: die.faces }]]
        : [];
    }),
  ) as CustomDice;
}

/** The tables a row may roll on next, as id and name. */
export function tablesIn(
  scenario: Readonly<Record<string, unknown>> | null,
): { id: string; name: string }[] {
  const tables = scenario?.['tables'];
  if (!Array.isArray(tables)) return [];
  return tables.flatMap((t: unknown) => {
    const table = t as { id?: unknown; name?: unknown };
    return typeof table.id === 'string' && table.id !== ''
      ? [{ id: table.id, name: typeof table.name === 'string' ? table.name : table.id }]
      : [];
  });
}

/** The row with one property set; undefined or '' leaves an optional property out. */
export function withField(rows: readonly RawRow[], i: number, key: string, v: unknown): RawRow[] {
  return rows.map((r, j) => {
    if (j !== i) return r;
    const next: Record<string, unknown> = { ...r };
    if (v === undefined || (v === '' && (key === 'then' || key === 'roll'))) delete next[key];
    else next[key] = v;
    return next;
  });
}

export function withRange(
  rows: readonly RawRow[],
  i: number,
  range: { min: number | null; max: number | null },
): RawRow[] {
  return rows.map((r, j) => (j === i ? { ...r, min: range.min, max: range.max } : r));
}

/** A named field of the row (`fields.Horses`), numbers read as numbers; '' leaves it out. */
export function withRowField(
  rows: readonly RawRow[],
  i: number,
  name: string,
  text: string,
): RawRow[] {
  return rows.map((r, j) => {
    if (j !== i) return r;
    const fields = { ...((r['fields'] as Record<string, unknown> | undefined) ?? {}) };
    if (text.trim() === '') delete fields[name];
    else fields[name] = fieldValue(text);
    return { ...r, fields };
  });
}

/**
 * A blank row to insert at `at`: in a ranged table it starts just above the row before it
 * (so rows added one after another count up), or holds the gap it was made for.
 */
export function blankRow(
  rows: readonly RawRow[],
  at: number,
  mode: 'range' | 'weight',
  range?: { min: number; max: number },
): RawRow {
  if (mode === 'weight') return { weight: 1, result: '' };
  if (range) return { min: range.min, max: range.max, result: '' };
  const before = rows[at - 1];
  const top = before ? numberOr(before['max'], numberOr(before['min'], 0)) : 0;
  return { min: top + 1, max: top + 1, result: '' };
}

export function inserted(rows: readonly RawRow[], at: number, row: RawRow): RawRow[] {
  return [...rows.slice(0, at), row, ...rows.slice(at)];
}
