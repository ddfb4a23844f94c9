import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { cardSchema, type CardDef, type DeckDef } from './draws-format.ts';
import type { SheetColumns } from '../../scenarios/csv/column-mapping.ts';
import {
  duplicateColumns,
  fieldValue,
  rowsOf,
  type SheetInput,
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

/** The columns a card sheet may hold, for the import's column mapping. */
export const cardColumns: SheetColumns = {
  targets: [
    { key: 'id', label: 'Id', aliases: ['card id'] },
    {
      key: 'title',
      label: 'Title',
      aliases: ['name', 'card', 'card name', 'card title'],
      required: true,
    },
    {
      key: 'text',
      label: 'Text',
      aliases: ['rules', 'rules text', 'description', 'effect', 'card text'],
    },
    { key: 'copies', label: 'Copies', aliases: ['count', 'qty', 'quantity', 'number', 'amount'] },
    { key: 'tags', label: 'Tags', aliases: ['tag', 'keywords', 'traits'] },
    { key: 'persistent', label: 'Persistent', aliases: ['stays', 'permanent'] },
    { key: 'image', label: 'Picture', aliases: ['picture', 'art', 'artwork', 'img'] },
    { key: 'source', label: 'Source', aliases: ['page', 'reference', 'ref'] },
  ],
  others: 'a field of the card',
};

const KNOWN = new Set(['id', 'title', 'text', 'copies', 'tags', 'persistent', 'image', 'source']);
const YES = /^(yes|y|true|1|x)$/i;
const NO = /^(no|n|false|0|)$/i;

export type CardsImport =
  | { ok: true; cards: CardDef[]; fieldNames: string[]; warnings: string[] }
  | { ok: false; errors: CsvProblem[] };

export function cardsFromCsv(text: SheetInput): CardsImport {
  const { header, names, rows, problems } = rowsOf(text);
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
  return writeCsv(cardsToRows(deck), options.delimiter);
}

/** A deck's cards as rows, the header first (numbers stay numbers, for a workbook). */
export function cardsToRows(deck: Pick<DeckDef, 'cards' | 'fieldNames'>): (string | number)[][] {
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
  return [head, ...rows];
}
