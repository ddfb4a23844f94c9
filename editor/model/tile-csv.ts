import Papa from 'papaparse';
import { writeCsv } from '../../scenarios/csv/csv-rows.ts';
import { unescapeFormula } from '../../scenarios/csv/formula-cells.ts';
import { findPrototypeKey } from '../../scenarios/format/prototype-key.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
import type { MapDocument } from './document.ts';
import { sameJson } from './tile-library.ts';

/**
 * Tile libraries as spreadsheets (CSV or TSV), the way designers transcribe a published
 * game's tiles. The first line names the columns. The tile fields have their own columns
 * (`id, name, kind, colour, label, border, copies, source`, and `image` for pictures); any
 * other column is an attribute: numbers become numbers, true/false booleans, `null` null,
 * and a cell starting with `[` or `{` is read as JSON. A cell holding a JSON string (in
 * double quotes) is that exact string, which is how text that would otherwise read as a
 * number, or that has spaces at its ends, is written. A column headed `attributes.x` is the
 * attribute `x` even when `x` is also a tile field's name.
 */

export interface TileCsvProblem {
  /** The file line the row starts on, from 1 (the header is line 1). */
  row: number;
  column?: string;
  message: string;
}

const TILE_COLUMNS = [
  'id',
  'name',
  'kind',
  'colour',
  'label',
  'border',
  'copies',
  'source',
  'image',
] as const;
type TileColumn = (typeof TILE_COLUMNS)[number];
const COLUMN_ALIASES: Readonly<Record<string, TileColumn>> = { color: 'colour' };
const ATTRIBUTE_PREFIX = 'attributes.';

/** Where a column's cells go: a tile field, an attribute, or nowhere. */
type ColumnTarget =
  | { kind: 'field'; field: TileColumn; heading: string }
  | { kind: 'attribute'; key: string; heading: string }
  | { kind: 'ignored'; heading: string };

type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A cell in double quotes that is a JSON string literal: that string, else null. */
function jsonString(text: string): string | null {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** A text cell: trimmed, or the exact string when written as JSON. */
function decodeText(cell: string): string {
  const text = cell.trim();
  return jsonString(text) ?? text;
}

/** An attribute cell; an empty cell is `undefined` (no attribute). */
function decodeValue(cell: string): Decoded {
  const text = cell.trim();
  if (text === '') return { ok: true, value: undefined };
  if (/^(true|false)$/i.test(text)) return { ok: true, value: text.toLowerCase() === 'true' };
  if (text === 'null') return { ok: true, value: null };
  if (NUMBER.test(text)) {
    const n = Number(text);
    if (Number.isFinite(n)) return { ok: true, value: n };
  }
  if (text.startsWith('[') || text.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `starts like JSON but is not valid JSON (${reason})` };
    }
    if (findPrototypeKey(value))
      return { ok: false, message: '"__proto__" cannot be used as a field name' };
    return { ok: true, value };
  }
  return { ok: true, value: jsonString(text) ?? text };
}

function columnTarget(heading: string): ColumnTarget {
  const text = heading.trim();
  const lower = text.toLowerCase();
  const field = (TILE_COLUMNS as readonly string[]).includes(lower)
    ? (lower as TileColumn)
    : Object.hasOwn(COLUMN_ALIASES, lower)
      ? COLUMN_ALIASES[lower]
      : undefined;
  if (field) return { kind: 'field', field, heading: text };
  let key = text;
  if (lower.startsWith(ATTRIBUTE_PREFIX)) {
    const rest = text.slice(ATTRIBUTE_PREFIX.length);
    // Only a quoted key may be empty: a bare "attributes." names nothing.
    key = jsonString(rest) ?? (rest || text);
  }
  if (text === '' || key === '__proto__') return { kind: 'ignored', heading: text };
  return { kind: 'attribute', key, heading: text };
}

/**
 * The delimiter: whichever of comma, tab and semicolon the header line uses most outside
 * quotes (commas win ties), so that a tab inside a quoted heading does not make it TSV.
 */
function detectDelimiter(text: string): string {
  const counts = { ',': 0, '\t': 0, ';': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === '\t' || char === ';')) counts[char]++;
  }
  if (counts['\t'] > counts[','] && counts['\t'] >= counts[';']) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}

const lineBreaks = (cells: readonly string[]): number =>
  cells.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * Reads a tile spreadsheet. Rows that cannot be read are left out and reported with their
 * line (and column when there is one); every other row becomes a tile, so one typo never
 * costs the rest of the file.
 */
export function parseTileCsv(text: string): { tiles: Tile[]; problems: TileCsvProblem[] } {
  const problems: TileCsvProblem[] = [];
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '')
    return {
      tiles: [],
      problems: [{ row: 1, message: 'The file is empty: the first line must name the columns.' }],
    };

  const parsed = Papa.parse<string[]>(source, {
    delimiter: detectDelimiter(source),
    header: false,
    skipEmptyLines: false,
    dynamicTyping: false,
  });
  // Cells the writer escaped as formulas (`writeCsv`) come back as they were.
  const rows = parsed.data.map((cells) => cells.map(unescapeFormula));
  // File line of each row: rows may span lines when a quoted cell holds a line break.
  const lines: number[] = [];
  let line = 1;
  for (const cells of rows) {
    lines.push(line);
    line += 1 + lineBreaks(cells);
  }
  const badRows = new Set<number>();
  for (const error of parsed.errors) {
    if (error.row === undefined || error.code === 'UndetectableDelimiter') continue;
    badRows.add(error.row);
    problems.push({
      row: lines[error.row] ?? 1,
      message: `Cannot read this line: ${error.message}`,
    });
  }

  const header = rows[0] ?? [];
  const targets = header.map(columnTarget);
  const seen = new Set<string>();
  const duplicated = new Set<number>();
  targets.forEach((target, i) => {
    if (target.kind === 'ignored') return;
    const id = target.kind === 'field' ? `field:${target.field}` : `attribute:${target.key}`;
    if (seen.has(id)) {
      problems.push({
        row: 1,
        column: target.heading,
        message: `The column "${target.heading}" appears twice; only the first is read.`,
      });
      targets[i] = { kind: 'ignored', heading: target.heading };
      duplicated.add(i);
    }
    seen.add(id);
  });
  if (!seen.has('field:name'))
    return {
      tiles: [],
      problems: [
        ...problems,
        {
          row: 1,
          message:
            'The first line must name the columns, with at least a "name" column (for example: id,name,kind,colour,copies).',
        },
      ],
    };
  targets.forEach((target, i) => {
    if (target.kind !== 'ignored' || duplicated.has(i)) return;
    if (target.heading === '__proto__')
      problems.push({
        row: 1,
        column: target.heading,
        message: '"__proto__" cannot be used as a column name; its values are not read.',
      });
    else if (rows.slice(1).some((cells) => (cells[i] ?? '').trim() !== ''))
      problems.push({
        row: 1,
        message: `Column ${i + 1} has no name, so its values are not read.`,
      });
  });

  // Explicit ids first, so that ids made from names never take one a later row asks for.
  const idColumn = targets.findIndex((t) => t.kind === 'field' && t.field === 'id');
  const taken = new Set<string>();
  if (idColumn >= 0)
    for (const cells of rows.slice(1)) {
      const id = (cells[idColumn] ?? '').trim();
      if (id) taken.add(id);
    }
  const used = new Set<string>();
  const tiles: Tile[] = [];

  rows.forEach((cells, index) => {
    if (index === 0 || badRows.has(index)) return;
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = lines[index] ?? index + 1;
    const extra = cells.slice(targets.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) {
      problems.push({
        row,
        message: `This line has ${cells.length} cells but the header names ${targets.length} columns; a value with a comma in it must be in double quotes.`,
      });
      return;
    }
    const result = readRow(cells, targets, taken, used);
    if ('problems' in result) {
      for (const p of result.problems) problems.push({ row, ...p });
      return;
    }
    used.add(result.tile.id);
    tiles.push(result.tile);
  });
  problems.sort((a, b) => a.row - b.row);
  return { tiles, problems };
}

function readRow(
  cells: readonly string[],
  targets: readonly ColumnTarget[],
  taken: Set<string>,
  used: ReadonlySet<string>,
): { tile: Tile } | { problems: Omit<TileCsvProblem, 'row'>[] } {
  const problems: Omit<TileCsvProblem, 'row'>[] = [];
  const input: Record<string, unknown> = {};
  const attributes: [string, unknown][] = [];
  const columnOf: Partial<Record<string, string>> = {};
  targets.forEach((target, i) => {
    const cell = cells[i] ?? '';
    if (target.kind === 'ignored') return;
    if (target.kind === 'attribute') {
      const decoded = decodeValue(cell);
      if (!decoded.ok) problems.push({ column: target.heading, message: decoded.message });
      else if (decoded.value !== undefined) attributes.push([target.key, decoded.value]);
      return;
    }
    columnOf[target.field] = target.heading;
    const value = readField(target.field, cell);
    if (value === undefined) return;
    if (value instanceof Error) problems.push({ column: target.heading, message: value.message });
    else input[target.field] = value;
  });
  if (problems.length) return { problems };

  const name = typeof input.name === 'string' ? input.name : '';
  if (name.trim() === '')
    return { problems: [{ column: columnOf.name, message: 'a tile needs a name' }] };
  if (input.id === undefined) input.id = uniqueSlug(name, taken, 'tile');
  if (typeof input.id === 'string' && used.has(input.id))
    return {
      problems: [{ column: columnOf.id, message: `Another row already has the id "${input.id}".` }],
    };
  // Object.fromEntries defines keys as data, so no attribute name can reach a prototype.
  input.attributes = Object.fromEntries(attributes);
  const parsed = tileSchema.safeParse(input);
  if (parsed.success) return { tile: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      const column =
        field === 'attributes' ? String(issue.path[1] ?? '') : (columnOf[field] ?? field);
      return column ? { column, message: issue.message } : { message: issue.message };
    }),
  };
}

/** A tile field's cell: its value, `undefined` for an empty cell (the default), or an Error. */
function readField(field: TileColumn, cell: string): unknown {
  const text = cell.trim();
  switch (field) {
    case 'id':
    case 'image':
      return text === '' ? undefined : text;
    case 'colour':
      if (text === '') return undefined;
      return /^[0-9a-f]{6}$/i.test(text) ? `#${text}` : text;
    case 'copies': {
      if (text === '') return null;
      const n = Number(text);
      return Number.isInteger(n) && n >= 0
        ? n
        : new Error(
            `"${text}" is not a number of copies: write a whole number, or leave it empty for no limit.`,
          );
    }
    case 'name':
    case 'kind':
    case 'label':
    case 'border':
    case 'source': {
      const value = decodeText(cell);
      return value === '' && (field === 'kind' || field === 'name') ? undefined : value;
    }
  }
}

/** Text written so that `decodeText` gives it back exactly. */
function encodeText(value: string): string {
  return decodeText(value) === value ? value : JSON.stringify(value);
}

/** An attribute value written so that `decodeValue` gives it back exactly. */
function encodeValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') {
    const decoded = decodeValue(value);
    return decoded.ok && decoded.value === value ? value : JSON.stringify(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The heading for attribute `key`: the key itself unless it would read as something else. */
function attributeHeading(key: string): string {
  const target = columnTarget(key);
  if (target.kind === 'attribute' && target.key === key) return key;
  const needsQuotes = key.trim() !== key || key.startsWith('"') || key === '';
  return ATTRIBUTE_PREFIX + (needsQuotes ? JSON.stringify(key) : key);
}

/** The tiles as CSV, one row each, that `parseTileCsv` reads back to the same tiles. */
export function tilesToCsv(tiles: readonly Tile[]): string {
  const fields = TILE_COLUMNS.filter((c) => c !== 'image' || tiles.some((t) => t.image));
  const keys: string[] = [];
  const known = new Set<string>();
  for (const tile of tiles)
    for (const [key, value] of Object.entries(tile.attributes))
      if (value !== undefined && !known.has(key)) {
        known.add(key);
        keys.push(key);
      }
  const header = [...fields, ...keys.map(attributeHeading)];
  const rows = tiles.map((tile) => [
    ...fields.map((field) => fieldCell(tile, field)),
    ...keys.map((key) => encodeValue(tile.attributes[key])),
  ]);
  return writeCsv([header, ...rows], ',', '\r\n');
}

function fieldCell(tile: Tile, field: TileColumn): string {
  switch (field) {
    case 'id':
    case 'colour':
      return tile[field];
    case 'image':
      return tile.image ?? '';
    case 'copies':
      return tile.copies === null ? '' : String(tile.copies);
    case 'name':
    case 'kind':
    case 'label':
    case 'border':
    case 'source':
      return encodeText(tile[field]);
  }
}

/**
 * Puts imported tiles into the library: a tile whose id is already there replaces it (in
 * its place in the list), the others are added at the end. Unchanged tiles count as neither.
 */
export function mergeTiles(
  doc: MapDocument,
  tiles: readonly Tile[],
): { doc: MapDocument; added: number; updated: number } {
  const next = doc.tiles.slice();
  const indexOf = new Map(next.map((t, i) => [t.id, i]));
  let added = 0;
  let updated = 0;
  for (const tile of tiles) {
    const at = indexOf.get(tile.id);
    if (at === undefined) {
      indexOf.set(tile.id, next.length);
      next.push(tile);
      added++;
    } else if (!sameJson(next[at], tile)) {
      next[at] = tile;
      updated++;
    }
  }
  if (added === 0 && updated === 0) return { doc, added, updated };
  return { doc: { ...doc, tiles: next }, added, updated };
}
