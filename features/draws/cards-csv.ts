import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { cardSchema, type CardDef, type DeckDef } from './draws-format.ts';
import {
  duplicateColumns,
  fieldValue,
  readCsvRows,
  widerRowsWarning,
  writeCsv,
  type CsvProblem,
  type CsvWriteOptions,
} from '../../scenarios/csv/csv-rows.ts';

/**
 * Cards as a spreadsheet. Columns, in any order and case: `title` (required), `id`
 * (optional: made from the title), `text`, `copies` (default 1), `tags` (separated by `;` or
 * `,`), `persistent` (yes/no, true/false, 1/0, x), `image` (a data: URL), `source`. Every
 * other column is a field of the card (a cost, a value); numbers become numbers.
 */

const KNOWN = new Set(['id', 'title', 'text', 'copies', 'tags', 'persistent', 'image', 'source']);
const YES = /^(yes|y|true|1|x)$/i;
const NO = /^(no|n|false|0|)$/i;

export type CardsImport =
  | { ok: true; cards: CardDef[]; fieldNames: string[]; warnings: string[] }
  | { ok: false; errors: CsvProblem[] };

export function cardsFromCsv(text: string): CardsImport {
  const { header, names, rows, problems } = readCsvRows(text);
  const errors = [...problems, ...duplicateColumns(header)];
  if (!header.includes('title'))
    return {
      ok: false,
      errors: [
        { row: 1, message: 'the first row must name the columns, with at least a "title" column' },
      ],
    };
  const fieldColumns = header
    .map((h, i) => ({ h: names[i] as string, i }))
    .filter(({ h }) => h !== '' && !KNOWN.has(h.toLowerCase()));
  const fieldNames = fieldColumns.map(({ h }) => h);
  const warnings: string[] = [];
  const cell = (cells: string[], name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  // Ids made from titles steer clear of every id the file spells out, wherever it appears.
  const taken = new Set(rows.map((r) => cell(r.cells, 'id').toLowerCase()).filter(Boolean));
  const givenAt = new Map<string, number>();
  const cards: CardDef[] = [];

  for (const { row, cells } of rows) {
    const title = cell(cells, 'title');
    if (title === '') {
      errors.push({ row, column: 'title', message: `row ${row}: a card needs a title` });
      continue;
    }
    const givenId = cell(cells, 'id').toLowerCase();
    const earlier = givenAt.get(givenId);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: 'id',
        message: `row ${row}: the id "${givenId}" is already used by row ${earlier}`,
      });
      continue;
    }
    if (givenId !== '') givenAt.set(givenId, row);
    const copiesText = cell(cells, 'copies');
    const copies = copiesText === '' ? 1 : Number(copiesText);
    if (!Number.isInteger(copies) || copies < 0 || copies > 10_000) {
      errors.push({
        row,
        column: 'copies',
        message: Number.isInteger(copies)
          ? `row ${row}: copies must be from 0 to 10000 (got '${copiesText}')`
          : `row ${row}: copies must be a whole number (got '${copiesText}')`,
      });
      continue;
    }
    const persistentText = cell(cells, 'persistent');
    if (!YES.test(persistentText) && !NO.test(persistentText)) {
      errors.push({
        row,
        column: 'persistent',
        message: `row ${row}: persistent must be yes or no (got '${persistentText}')`,
      });
      continue;
    }
    const id = givenId !== '' ? givenId : uniqueSlug(title, taken, 'card');
    const fields: Record<string, string | number> = {};
    for (const { h, i } of fieldColumns) {
      const value = (cells[i] ?? '').trim();
      if (value !== '') fields[h] = fieldValue(value);
    }
    const image = cell(cells, 'image');
    const parsed = cardSchema.safeParse({
      id,
      title,
      text: cell(cells, 'text'),
      copies,
      tags: cell(cells, 'tags')
        .split(/[;,]/)
        .map((t) => t.trim())
        .filter(Boolean),
      persistent: YES.test(persistentText),
      fields,
      source: cell(cells, 'source'),
      ...(image === '' ? {} : { image }),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({
        row,
        column: String(issue?.path[0] ?? ''),
        message: `row ${row}: ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`,
      });
      continue;
    }
    cards.push(parsed.data);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (cards.length === 0)
    return { ok: false, errors: [{ row: 2, message: 'there are no cards under the header row' }] };
  warnings.push(...widerRowsWarning(rows, header.length));
  return { ok: true, cards, fieldNames, warnings };
}

/** A deck's cards as CSV (or TSV) that `cardsFromCsv` reads back to the same cards. */
export function cardsToCsv(
  deck: Pick<DeckDef, 'cards' | 'fieldNames'>,
  options: CsvWriteOptions = {},
): string {
  const extra = [...deck.fieldNames];
  for (const card of deck.cards)
    for (const name of Object.keys(card.fields)) if (!extra.includes(name)) extra.push(name);
  const hasImage = deck.cards.some((c) => c.image);
  const head = [
    'id',
    'title',
    'text',
    'copies',
    'tags',
    'persistent',
    ...extra,
    'source',
    ...(hasImage ? ['image'] : []),
  ];
  const rows = deck.cards.map((c) => [
    c.id,
    c.title,
    c.text,
    c.copies,
    c.tags.join('; '),
    c.persistent ? 'yes' : 'no',
    ...extra.map((name) => c.fields[name] ?? ''),
    c.source,
    ...(hasImage ? [c.image ?? ''] : []),
  ]);
  return writeCsv([head, ...rows], options.delimiter);
}
