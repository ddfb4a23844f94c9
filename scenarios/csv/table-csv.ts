import { tableRowSchema, type TableDef, type TableRow } from '../format/draws.ts';
import { fieldValue, readCsvRows, writeCsv, type CsvProblem } from './csv-rows.ts';

/**
 * Random-table rows as a spreadsheet, or pasted from a rulebook. The range column is headed
 * `roll`, `range`, or the table's dice (`1d10`, `2D6`, `d100`): a dice heading also sets the
 * table's roll. Range cells: `3`, `1-2`, `1–2`, `11+`, `2-` (or less), and `00` for 100 on a
 * d100. Columns `result` (required), `detail`/`notes`, `weight` (weighted tables), `then` (a
 * table rolled next) and `extra` (dice rolled with the row); any other column is a field.
 * Dice and table links are checked with the table (`validateTable`), not here.
 */

const RESULT = new Set(['result', 'results', 'name', 'outcome', 'event']);
const DETAIL = new Set(['detail', 'details', 'notes', 'note', 'effect']);
const RANGE = new Set(['roll', 'range', 'die', 'dice']);
const KNOWN = new Set([...RESULT, ...DETAIL, ...RANGE, 'weight', 'then', 'extra', 'roll extra']);

export type TableRowsImport =
  | { ok: true; rows: TableRow[]; fieldNames: string[]; roll?: string; warnings: string[] }
  | { ok: false; errors: CsvProblem[] };

function isDiceHeading(h: string): boolean {
  return /^\d*d(\d+|%)$/i.test(h.replace(/\s/g, ''));
}

function parseRange(
  text: string,
  hundred: boolean,
): { min: number | null; max: number | null } | null {
  const t = text.replace(/\s/g, '').replace(/[–—]/g, '-');
  const num = (s: string) => (hundred && s === '00' ? 100 : Number(s));
  let m = /^(-?\d+)$/.exec(t);
  if (m) return { min: num(m[1]!), max: num(m[1]!) };
  m = /^(-?\d+)-(-?\d+|00)$/.exec(t);
  if (m) return { min: num(m[1]!), max: num(m[2]!) };
  m = /^(-?\d+)\+$/.exec(t);
  if (m) return { min: num(m[1]!), max: null };
  m = /^(-?\d+)-$/.exec(t);
  if (m) return { min: null, max: num(m[1]!) };
  return null;
}

export function tableRowsFromCsv(text: string, mode: 'range' | 'weight'): TableRowsImport {
  const { header, rows, problems } = readCsvRows(text);
  const errors = [...problems];
  const resultAt = header.findIndex((h) => RESULT.has(h));
  const rangeAt = header.findIndex((h) => RANGE.has(h) || isDiceHeading(h));
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
  const rangeHeading = rangeAt >= 0 ? (header[rangeAt] as string) : '';
  const roll = isDiceHeading(rangeHeading) ? rangeHeading.replace(/\s/g, '') : undefined;
  const hundred = roll !== undefined && /d(100|%)$/i.test(roll);
  const col = (names: Set<string> | string) =>
    header.findIndex((h) => (typeof names === 'string' ? h === names : names.has(h)));
  const detailAt = col(DETAIL);
  const weightAt = col('weight');
  const thenAt = col('then');
  const extraAt = header.findIndex((h) => h === 'extra' || h === 'roll extra');
  const fieldColumns = header
    .map((h, i) => ({ h, i }))
    .filter(({ h, i }) => h !== '' && i !== rangeAt && !KNOWN.has(h));
  const out: TableRow[] = [];

  for (const { row, cells } of rows) {
    // Split tables pasted from a rulebook repeat their header: skip it.
    if (cells.map((c) => c.trim().toLowerCase().replace(/:$/, '')).join('|') === header.join('|'))
      continue;
    const get = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const result = get(resultAt);
    if (result === '') {
      errors.push({ row, column: 'result', message: `row ${row}: a row needs a result` });
      continue;
    }
    let range: { min: number | null; max: number | null } = { min: null, max: null };
    if (mode === 'range') {
      const parsed = parseRange(get(rangeAt), hundred);
      if (!parsed) {
        errors.push({
          row,
          column: rangeHeading,
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
    const then = get(thenAt);
    const parsed = tableRowSchema.safeParse({
      ...range,
      weight,
      result,
      detail: detail === '-' ? '' : detail,
      fields,
      ...(extra === '' ? {} : { roll: extra }),
      ...(then === '' ? {} : { then: then.toLowerCase() }),
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
    ...(roll === undefined ? {} : { roll: roll.toLowerCase() }),
    warnings: [],
  };
}

function rangeCell(row: TableRow): string {
  if (row.min === null && row.max === null) return '';
  if (row.min === null) return `${row.max}-`;
  if (row.max === null) return `${row.min}+`;
  return row.min === row.max ? String(row.min) : `${row.min}-${row.max}`;
}

export function tableRowsToCsv(
  table: Pick<TableDef, 'mode' | 'roll' | 'rows' | 'fieldNames'>,
  delimiter: ',' | '\t' = ',',
): string {
  const extra = [...table.fieldNames];
  for (const row of table.rows)
    for (const name of Object.keys(row.fields)) if (!extra.includes(name)) extra.push(name);
  const first = table.mode === 'range' ? table.roll : 'weight';
  const head = [first, 'result', 'detail', ...extra, 'then', 'extra'];
  const rows = table.rows.map((r) => [
    table.mode === 'range' ? rangeCell(r) : r.weight,
    r.result,
    r.detail,
    ...extra.map((name) => r.fields[name] ?? ''),
    r.then ?? '',
    r.roll ?? '',
  ]);
  return writeCsv([head, ...rows], delimiter);
}
