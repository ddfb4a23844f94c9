import { tableRowSchema, type TableDef, type TableRow } from '../draws-format.ts';
import { readRange } from './range-text.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { SheetColumns } from '../../../scenarios/csv/column-mapping.ts';
import {
  duplicateColumns,
  fieldValue,
  rowsOf,
  type SheetInput,
  widerRowsWarning,
  writeCsv,
  type CsvProblem,
  type CsvWriteOptions,
} from '../../../scenarios/csv/csv-rows.ts';

/**
 * Random-table rows as a spreadsheet, or pasted from a rulebook. The range column is headed
 * `roll`, `range`, or the table's dice (`1d10`, `2D6`, `d100`, or `roll (2d6+1)` for any
 * notation): a dice heading also sets the table's roll. Range cells: `3`, `1-2`, `1–2`, `11+`,
 * `11 or more`, `2-`, `2 or less`, `any`, and `00` for 100 on a d100. Columns `result` (required), `detail`/`notes`, `weight` (weighted tables), `then` (a
 * table rolled next) and `extra` (dice rolled with the row); any other column is a field.
 * Dice and table links are checked with the table (`validateTable`), not here.
 */

const RESULT = new Set(['result', 'results', 'name', 'outcome', 'event']);
const DETAIL = new Set(['detail', 'details', 'notes', 'note', 'effect']);
const RANGE = new Set(['roll', 'range', 'die', 'dice']);

export type TableRowsImport =
  | { ok: true; rows: TableRow[]; fieldNames: string[]; roll?: string; warnings: string[] }
  | { ok: false; errors: CsvProblem[] };

const SIMPLE_DICE = /^\d*d(\d+|%)$/i;

/**
 * The dice a range column's heading names: "1D10" → "1d10", "Roll (4d6kh3)" → "4d6kh3";
 * undefined for a plain "roll" or "range"; null when the heading is not a range column.
 */
function rangeHeading(name: string): string | undefined | null {
  const compact = name.replace(/\s/g, '');
  if (SIMPLE_DICE.test(compact)) return compact.toLowerCase();
  if (RANGE.has(name.toLowerCase())) return undefined;
  const written = /^(roll|range|die|dice)\s*\((.+)\)$/i.exec(name);
  return written ? (written[2] as string).trim() : null;
}

/** The columns a table sheet may hold, for the import's column mapping. */
export function tableColumns(mode: 'range' | 'weight'): SheetColumns {
  return {
    targets: [
      {
        key: 'roll',
        label: 'Roll (range)',
        aliases: [...RANGE],
        // A heading naming the dice ("2d6") sets the table's roll: it is kept as written.
        keepsHeading: (heading) => rangeHeading(heading.trim()) !== null,
        required: mode === 'range',
      },
      { key: 'result', label: 'Result', aliases: [...RESULT], required: true },
      { key: 'detail', label: 'Detail', aliases: [...DETAIL] },
      { key: 'weight', label: 'Weight', aliases: ['chance', 'odds', 'frequency'] },
      { key: 'then', label: 'Then roll on', aliases: ['next', 'then roll', 'roll on'] },
      { key: 'extra', label: 'Extra dice', aliases: ['roll extra', 'extra dice'] },
    ],
    others: 'a field of the row',
  };
}

export interface TableRowsReadOptions {
  /** The tables a `then` may name; without it any well-formed id is taken. */
  tableIds?: readonly string[];
}

export function tableRowsFromCsv(
  text: SheetInput,
  mode: 'range' | 'weight',
  options: TableRowsReadOptions = {},
): TableRowsImport {
  const known = options.tableIds ? new Set(options.tableIds) : null;
  const { header, names, rows, problems } = rowsOf(text);
  const errors = [...problems, ...duplicateColumns(header)];
  const resultAt = header.findIndex((h) => RESULT.has(h));
  const rangeAt = names.findIndex((h) => rangeHeading(h) !== null);
  if (resultAt < 0)
    return {
      ok: false,
      errors: [{ row: 1, message: 'the first row must name the columns, with a "result" column' }],
    };
  if (mode === 'range' && rangeAt < 0)
    return {
      ok: false,
      errors: [
        {
          row: 1,
          message:
            'a ranged table needs a column for the rolls, headed "roll" or with its dice, e.g. "1d10"',
        },
      ],
    };
  const rangeName = rangeAt >= 0 ? (names[rangeAt] as string) : '';
  const roll = rangeAt >= 0 ? (rangeHeading(rangeName) ?? undefined) : undefined;
  const hundred = roll !== undefined && /^1?d(100|%)$/i.test(roll);
  const col = (wanted: Set<string> | string) =>
    header.findIndex((h) => (typeof wanted === 'string' ? h === wanted : wanted.has(h)));
  const detailAt = col(DETAIL);
  const weightAt = col('weight');
  const thenAt = col('then');
  const extraAt = header.findIndex((h) => h === 'extra' || h === 'roll extra');
  // Only the columns in use are taken out: a second "notes" column is a field like any other.
  const used = new Set([rangeAt, resultAt, detailAt, weightAt, thenAt, extraAt]);
  const fieldColumns = names
    .map((h, i) => ({ h, i }))
    .filter(({ h, i }) => h !== '' && !used.has(i));
  const warnings: string[] = [];
  if (mode === 'weight' && rangeAt >= 0)
    warnings.push(
      `the "${names[rangeAt]}" column was ignored: a weighted table picks rows by their weight`,
    );
  if (mode === 'range' && weightAt >= 0)
    warnings.push(
      'the "weight" column is kept, but a ranged table picks rows by the dice total, not by weight',
    );
  const out: TableRow[] = [];

  for (const { row, cells } of rows) {
    const get = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const result = get(resultAt);
    if (result === '') {
      errors.push({ row, column: 'result', message: `row ${row}: a row needs a result` });
      continue;
    }
    let range: { min: number | null; max: number | null } = { min: null, max: null };
    if (mode === 'range') {
      const parsed = readRange(get(rangeAt), hundred);
      if (!parsed) {
        errors.push({
          row,
          column: header[rangeAt] as string,
          message: `row ${row}: "${get(rangeAt)}" is not a roll or a range such as 3, 1-2 or 11+`,
        });
        continue;
      }
      range = parsed;
    }
    const weightText = get(weightAt);
    const weight = weightText === '' ? 1 : Number(weightText);
    if (!Number.isInteger(weight) || weight < 0) {
      errors.push({
        row,
        column: 'weight',
        message: `row ${row}: weight must be a whole number (got '${weightText}')`,
      });
      continue;
    }
    const extra = get(extraAt);
    const detail = get(detailAt);
    const fields: Record<string, string | number> = {};
    for (const { h, i } of fieldColumns) {
      const value = get(i);
      if (value !== '' && value !== '-') fields[h] = fieldValue(value);
    }
    const then = get(thenAt).toLowerCase();
    if (then !== '' && !idSchema.safeParse(then).success) {
      errors.push({
        row,
        column: 'then',
        message: `row ${row}: then must name a table by its id, such as "wind" (got '${get(thenAt)}')`,
      });
      continue;
    }
    if (then !== '' && known && !known.has(then)) {
      errors.push({
        row,
        column: 'then',
        message: `row ${row}: then names "${then}", which is not a table in this scenario (add it first)`,
      });
      continue;
    }
    const parsed = tableRowSchema.safeParse({
      ...range,
      weight,
      result,
      detail: detail === '-' ? '' : detail,
      fields,
      ...(extra === '' ? {} : { roll: extra }),
      ...(then === '' ? {} : { then }),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({
        row,
        message: `row ${row}: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`,
      });
      continue;
    }
    out.push(parsed.data);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (out.length === 0)
    return { ok: false, errors: [{ row: 2, message: 'there are no rows under the header row' }] };
  return {
    ok: true,
    rows: out,
    fieldNames: fieldColumns.map(({ h }) => h),
    ...(roll === undefined ? {} : { roll }),
    warnings: [...warnings, ...widerRowsWarning(rows, header.length)],
  };
}

function rangeCell(row: TableRow): string {
  if (row.min === null && row.max === null) return 'any';
  if (row.min === null) return `${row.max}-`;
  if (row.max === null) return `${row.min}+`;
  return row.min === row.max ? String(row.min) : `${row.min}-${row.max}`;
}

/** A table's rows as CSV (or TSV) that `tableRowsFromCsv` reads back to the same rows. */
export function tableRowsToCsv(
  table: Pick<TableDef, 'mode' | 'roll' | 'rows' | 'fieldNames'>,
  options: CsvWriteOptions = {},
): string {
  return writeCsv(tableRowsToRows(table), options.delimiter);
}

/** A table's rows as spreadsheet rows, the header first (numbers stay numbers, for a workbook). */
export function tableRowsToRows(
  table: Pick<TableDef, 'mode' | 'roll' | 'rows' | 'fieldNames'>,
): (string | number)[][] {
  const extra = [...table.fieldNames];
  for (const row of table.rows)
    for (const name of Object.keys(row.fields)) if (!extra.includes(name)) extra.push(name);
  const dice = table.roll.replace(/\s/g, '');
  const first =
    table.mode === 'weight' ? 'weight' : SIMPLE_DICE.test(dice) ? dice : `roll (${table.roll})`;
  const head = [first, 'result', 'detail', ...extra, 'then', 'extra'];
  const rows = table.rows.map((r) => [
    table.mode === 'range' ? rangeCell(r) : r.weight,
    r.result,
    r.detail,
    ...extra.map((name) => r.fields[name] ?? ''),
    r.then ?? '',
    r.roll ?? '',
  ]);
  return [head, ...rows];
}
