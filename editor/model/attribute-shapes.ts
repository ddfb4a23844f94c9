import type { Tile } from '../../scenarios/format/tiles.ts';

/**
 * The shape of a free attribute, read from the values a library gives it, so that it can be
 * edited with a form instead of as JSON: a number, a text (with the values other tiles use
 * as suggestions), a yes/no, a list of records (a system's planets, each with a name and
 * numbers), a list of plain values, or, when the values disagree, JSON. An attribute is
 * `optional` when some tile gives it `null` (no anomaly, no wormhole).
 */
export type ScalarShape =
  | { readonly type: 'number'; readonly integer: boolean }
  | { readonly type: 'text'; readonly suggestions: readonly string[] }
  | { readonly type: 'flag' };

export interface RecordField {
  readonly key: string;
  readonly shape: ScalarShape;
  /** Some records leave it out or give it null. */
  readonly optional: boolean;
}

export type AttributeShape =
  | (ScalarShape & { readonly optional: boolean })
  | {
      readonly type: 'records';
      readonly fields: readonly RecordField[];
      readonly optional: boolean;
    }
  | { readonly type: 'list'; readonly item: ScalarShape; readonly optional: boolean }
  | { readonly type: 'json'; readonly optional: boolean };

type Attributes = Readonly<Record<string, unknown>>;

/** Text values offered as suggestions, at most this many. */
const MAX_SUGGESTIONS = 40;

const isRecord = (value: unknown): value is Attributes =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the values seen for one attribute (or one field of a record) have in common. */
class Seen {
  nulls = 0;
  numbers = 0;
  fractions = false;
  texts = new Set<string>();
  textCount = 0;
  flags = 0;
  lists = 0;
  emptyLists = 0;
  others = 0;
  /** Items of lists: all records, all scalars, or a mix. */
  recordItems: Attributes[] = [];
  scalarItems: unknown[] = [];

  add(value: unknown, nested: boolean): void {
    if (value === null || value === undefined) this.nulls++;
    else if (typeof value === 'number') {
      this.numbers++;
      if (!Number.isInteger(value)) this.fractions = true;
    } else if (typeof value === 'string') {
      this.textCount++;
      if (this.texts.size < MAX_SUGGESTIONS && value.trim() !== '') this.texts.add(value);
    } else if (typeof value === 'boolean') this.flags++;
    else if (Array.isArray(value) && !nested) {
      this.lists++;
      if (value.length === 0) this.emptyLists++;
      for (const item of value) {
        if (isRecord(item)) this.recordItems.push(item);
        else this.scalarItems.push(item);
      }
    } else this.others++;
  }

  /** The one kind of value seen, or null when they are mixed (nulls aside). */
  scalar(): ScalarShape | null {
    const kinds = [this.numbers, this.textCount, this.flags, this.lists, this.others].filter(
      (n) => n > 0,
    ).length;
    if (kinds > 1 || this.lists > 0 || this.others > 0) return null;
    if (this.numbers > 0) return { type: 'number', integer: !this.fractions };
    if (this.flags > 0) return { type: 'flag' };
    return { type: 'text', suggestions: [...this.texts].sort((a, b) => a.localeCompare(b)) };
  }
}

function scalarOf(values: readonly unknown[]): { shape: ScalarShape | null; nulls: number } {
  const seen = new Seen();
  for (const value of values) seen.add(value, true);
  return { shape: seen.scalar(), nulls: seen.nulls };
}

/** The fields of a list of records, in the order they first appear. */
function recordFields(records: readonly Attributes[]): RecordField[] | null {
  const keys: string[] = [];
  for (const record of records)
    for (const key of Object.keys(record)) if (!keys.includes(key)) keys.push(key);
  const fields: RecordField[] = [];
  for (const key of keys) {
    const values = records.map((r) => r[key]);
    const { shape, nulls } = scalarOf(values);
    if (!shape) return null;
    fields.push({ key, shape, optional: nulls > 0 });
  }
  return fields;
}

function shapeOfSeen(seen: Seen): AttributeShape {
  const optional = seen.nulls > 0;
  const scalar = seen.scalar();
  if (scalar) return { ...scalar, optional };
  const onlyLists =
    seen.lists > 0 && seen.numbers + seen.textCount + seen.flags + seen.others === 0;
  if (!onlyLists) return { type: 'json', optional };
  const { recordItems, scalarItems } = seen;
  if (recordItems.length > 0 && scalarItems.length === 0) {
    const fields = recordFields(recordItems);
    return fields ? { type: 'records', fields, optional } : { type: 'json', optional };
  }
  if (recordItems.length > 0) return { type: 'json', optional };
  const item = scalarOf(scalarItems);
  if (item.nulls > 0) return { type: 'json', optional };
  return { type: 'list', item: item.shape ?? { type: 'text', suggestions: [] }, optional };
}

/** The shape of each attribute the given sets of attributes use, in the order first seen. */
export function inferAttributeShapes(
  sets: readonly Attributes[],
): ReadonlyMap<string, AttributeShape> {
  const seen = new Map<string, Seen>();
  for (const attributes of sets)
    for (const [key, value] of Object.entries(attributes)) {
      let entry = seen.get(key);
      if (!entry) seen.set(key, (entry = new Seen()));
      entry.add(value, false);
    }
  const shapes = new Map<string, AttributeShape>();
  for (const [key, entry] of seen) shapes.set(key, shapeOfSeen(entry));
  return shapes;
}

const libraryCache = new WeakMap<readonly Tile[], ReadonlyMap<string, AttributeShape>>();

/** The shapes of the tile library's attributes (the library is immutable: worked out once). */
export function libraryAttributeShapes(
  tiles: readonly Tile[],
): ReadonlyMap<string, AttributeShape> {
  let shapes = libraryCache.get(tiles);
  if (!shapes) {
    shapes = inferAttributeShapes(tiles.map((t) => t.attributes));
    libraryCache.set(tiles, shapes);
  }
  return shapes;
}

/** The shape for one attribute: the library's when it knows the key, else read from the value. */
export function shapeFor(
  shapes: ReadonlyMap<string, AttributeShape>,
  key: string,
  value: unknown,
): AttributeShape {
  const known = shapes.get(key);
  if (known && fits(known, value)) return known;
  return inferAttributeShapes([{ [key]: value }]).get(key) ?? { type: 'json', optional: true };
}

/** Whether a value can be shown by a shape's form (else it is edited as JSON). */
export function fits(shape: AttributeShape, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (shape.type) {
    case 'number':
      return typeof value === 'number';
    case 'text':
      return typeof value === 'string';
    case 'flag':
      return typeof value === 'boolean';
    case 'json':
      return true;
    case 'list':
      return Array.isArray(value) && value.every((v) => scalarFits(shape.item, v));
    case 'records':
      return (
        Array.isArray(value) &&
        value.every(
          (item) =>
            isRecord(item) &&
            Object.entries(item).every(([k, v]) => {
              const field = shape.fields.find((f) => f.key === k);
              return field !== undefined && (v === null || scalarFits(field.shape, v));
            }),
        )
      );
  }
}

const scalarFits = (shape: ScalarShape, value: unknown): boolean =>
  (shape.type === 'number' && typeof value === 'number') ||
  (shape.type === 'text' && typeof value === 'string') ||
  (shape.type === 'flag' && typeof value === 'boolean');

/** What a new attribute of this shape starts as. */
export function emptyValue(shape: AttributeShape): unknown {
  switch (shape.type) {
    case 'number':
      return shape.optional ? null : 0;
    case 'text':
      return shape.optional ? null : '';
    case 'flag':
      return false;
    case 'records':
    case 'list':
      return [];
    case 'json':
      return null;
  }
}

/** A new record of a list: each required field at its empty value, optional ones left out. */
export function emptyRecord(fields: readonly RecordField[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of fields)
    if (!field.optional)
      record[field.key] =
        field.shape.type === 'number' ? 0 : field.shape.type === 'flag' ? false : '';
  return record;
}

/**
 * What a typed field holds, read for its shape: a number (whole when the shape says so), a
 * text, or null for an empty optional field. Errors say what is wrong, in a few words.
 */
export function readScalar(
  shape: ScalarShape,
  text: string,
  optional: boolean,
): { value: unknown } | { error: string } {
  const trimmed = text.trim();
  if (shape.type === 'text') return { value: trimmed === '' && optional ? null : text };
  if (shape.type === 'flag') return { value: trimmed === 'true' };
  if (trimmed === '') return optional ? { value: null } : { error: 'enter a number' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'enter a number' };
  if (shape.integer && !Number.isInteger(value)) return { error: 'must be a whole number' };
  return { value };
}

/** A list with item `index` changed by `patch` (a field set to undefined is left out). */
export function withRecordField(
  list: readonly unknown[],
  index: number,
  key: string,
  value: unknown,
): unknown[] {
  return list.map((item, i) => {
    if (i !== index || !isRecord(item)) return item;
    const { [key]: _old, ...rest } = item;
    return value === null || value === undefined ? rest : { ...rest, [key]: value };
  });
}

/** "highResource" → "High resource", "tech_specialty" → "Tech specialty". */
export function attributeLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One item of a list attribute, named from the list: "planets" → "planet". */
export function itemNoun(key: string): string {
  const label = attributeLabel(key).toLowerCase();
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s') && !label.endsWith('ss')) return label.slice(0, -1);
  return 'item';
}

/** How a plain value shows in its field: numbers and texts as they are, nothing as "". */
export const scalarText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** A list of plain values typed as "alpha, beta": each item read for the list's item shape. */
export function readList(
  item: ScalarShape,
  text: string,
): { value: unknown[] } | { error: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const values: unknown[] = [];
  for (const part of parts) {
    const read = readScalar(item, part, false);
    if ('error' in read) return { error: `“${part}”: ${read.error}` };
    values.push(read.value);
  }
  return { value: values };
}

/** A list of plain values as it is typed: "alpha, beta". */
export const listText = (value: unknown): string =>
  Array.isArray(value) ? value.map(scalarText).join(', ') : '';
