import type { SheetColumns } from '../../scenarios/csv/column-mapping.ts';
import {
  byHeading,
  duplicateColumns,
  rowsOf,
  widerRowsWarning,
  type CsvProblem,
  type SheetInput,
} from '../../scenarios/csv/csv-rows.ts';
import { colourSchema, idSchema } from '../../scenarios/format/primitives.ts';
import { tokenSchema, type MapDef, type MapToken } from '../../scenarios/format/map.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';
import { uniqueSlug } from '../../scenarios/format/slug.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { coordinateLabel } from '../../editor/model/coordinates-label.ts';

/**
 * A map's pieces as a spreadsheet, as wargames print their unit lists and orders of battle:
 * one row per piece, `at` (required) being where it stands, `label` what it is called, and
 * optionally `team`, `count`, `colour`, `icon`, `facing`, `cells` (a longer piece's other
 * cells as shifts from `at`, "0,1 1,0") and `id`. A place is written as the
 * map numbers it: its key ("2,-1"), its printed number ("0304", "12"), or a node's or tile's
 * name, so a unit list typed from a rulebook's setup card reads as it is.
 */

export const tokenColumns: SheetColumns = {
  targets: [
    { key: 'id', label: 'Id' },
    {
      key: 'at',
      label: 'Place',
      aliases: [
        'place',
        'hex',
        'cell',
        'location',
        'position',
        'where',
        'space',
        'sector',
        'setup',
      ],
      required: true,
    },
    { key: 'label', label: 'Label', aliases: ['name', 'unit', 'piece', 'counter', 'token'] },
    { key: 'team', label: 'Team', aliases: ['side', 'faction', 'owner', 'player', 'nation'] },
    { key: 'count', label: 'Count', aliases: ['number', 'qty', 'quantity', 'copies', 'strength'] },
    { key: 'colour', label: 'Colour', aliases: ['color'] },
    { key: 'icon', label: 'Icon', aliases: ['symbol'] },
    { key: 'facing', label: 'Facing', aliases: ['direction', 'heading'] },
    { key: 'cells', label: 'Other cells', aliases: ['footprint', 'covers'] },
    { key: 'properties', label: 'Numbers it carries', aliases: ['ratings', 'state'] },
  ],
  others: null,
};

export type TokensImport =
  { ok: true; tokens: MapToken[]; warnings: string[] } | { ok: false; errors: CsvProblem[] };

export interface TokenSheetContext {
  map: MapDef;
  teams: readonly { id: string; name: string; colour: string }[];
  tiles?: readonly Tile[];
}

const norm = (text: string) => text.trim().toLowerCase();

/** Every way a place of this map may be written, to its key. */
function placeReader(map: MapDef, tiles: readonly Tile[]): (text: string) => string | null {
  const places = geometryOf(map).places();
  const byKey = new Set(places);
  const byName = new Map<string, string>();
  const numberings = ['offset', 'spiral', 'axial'] as const;
  for (const place of places) {
    const own = coordinateLabel(map, place, tiles);
    if (own) byName.set(norm(own), place);
    const named = coordinateLabel({ ...map, coordinates: 'names' }, place, tiles);
    if (named && !byName.has(norm(named))) byName.set(norm(named), place);
  }
  // The map's own numbering first; the others only where they do not clash with it.
  for (const style of numberings)
    for (const place of places) {
      const text = geometryOf(map).numbering(style, place);
      if (text && !byName.has(norm(text))) byName.set(norm(text), place);
    }
  return (text) => {
    const compact = text.trim().replace(/\s*,\s*/g, ',');
    if (byKey.has(compact)) return compact;
    return byName.get(norm(text)) ?? null;
  };
}

export function tokensFromCsv(text: SheetInput, context: TokenSheetContext): TokensImport {
  const csv = rowsOf(text);
  const errors: CsvProblem[] = [...csv.problems, ...duplicateColumns(csv.header)];
  const columns = byHeading(csv.header, errors);
  if (!columns.has('at'))
    return {
      ok: false,
      errors: [
        { row: 1, message: 'the first row must name the columns, with an "at" (place) column' },
      ],
    };
  const placeOf = placeReader(context.map, context.tiles ?? []);
  const teamOf = (text: string) =>
    context.teams.find((t) => norm(t.id) === norm(text) || norm(t.name) === norm(text));
  const given = new Set(csv.rows.map((r) => columns.read(r).cell('id')).filter(Boolean));
  const ids = new Set<string>();
  const tokens: MapToken[] = [];
  for (const line of csv.rows) {
    const { cell, fail } = columns.read(line);
    const atText = cell('at');
    const at = atText === '' ? null : placeOf(atText);
    if (at === null) {
      fail(
        atText === '' ? 'a piece needs a place' : `${context.map.name} has no place “${atText}”`,
        'at',
      );
      continue;
    }
    const label = cell('label').slice(0, 40);
    const teamText = cell('team');
    const team = teamText === '' ? undefined : teamOf(teamText);
    if (teamText !== '' && !team) {
      fail(`there is no team “${teamText}”`, 'team');
      continue;
    }
    const countText = cell('count');
    const count = countText === '' ? 1 : Number(countText);
    if (!Number.isInteger(count) || count < 1 || count > 9999) {
      fail(`the count must be a whole number from 1 to 9999, not “${countText}”`, 'count');
      continue;
    }
    const colourText = cell('colour');
    if (colourText !== '' && !colourSchema.safeParse(colourText).success) {
      fail(`“${colourText}” is not a colour (write it as #3b82f6)`, 'colour');
      continue;
    }
    const icon = cell('icon');
    if ([...icon].length > 4) {
      fail(`an icon is one to four letters or an emoji, not “${icon}”`, 'icon');
      continue;
    }
    const idText = cell('id');
    if (idText !== '' && (!idSchema.safeParse(idText).success || ids.has(idText))) {
      fail(
        ids.has(idText)
          ? `the id “${idText}” is used twice`
          : `“${idText}” is not an id (letters, digits, - and _)`,
        'id',
      );
      continue;
    }
    const id = idText || uniqueSlug(label || 'piece', new Set([...ids, ...given]), 'piece');
    ids.add(id);
    const facing = cell('facing').toUpperCase();
    const cellsText = cell('cells').trim();
    const cells = cellsText === '' ? undefined : cellsText.split(/\s+/);
    if (cells && !tokenSchema.shape.cells.safeParse(cells).success) {
      fail(`“${cellsText}” is not a list of other cells such as “0,1 1,0”`, 'cells');
      continue;
    }
    const propertiesText = cell('properties').trim();
    let properties: MapToken['properties'];
    if (propertiesText !== '') {
      // Written as JSON, the one form that keeps each number's bounds and secrecy in a cell.
      let parsed: unknown;
      try {
        parsed = JSON.parse(propertiesText);
      } catch {
        parsed = undefined;
      }
      const checked = tokenSchema.shape.properties.safeParse(parsed);
      if (!checked.success || checked.data === undefined) {
        fail(`“${propertiesText}” is not a list of numbers the piece carries`, 'properties');
        continue;
      }
      properties = checked.data;
    }
    tokens.push({
      id,
      at,
      label,
      colour: colourText || team?.colour || '#e0e0e0',
      ...(team ? { team: team.id } : {}),
      count,
      icon,
      ...(facing ? { facing: facing.slice(0, 3) } : {}),
      ...(cells ? { cells } : {}),
      ...(properties ? { properties } : {}),
    });
  }
  if (csv.rows.length === 0)
    errors.push({ row: 2, message: 'there are no pieces under the header row' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, tokens, warnings: widerRowsWarning(csv.rows, csv.header.length) };
}

/** A map's pieces as rows that `tokensFromCsv` reads back to the same pieces. */
export function tokensToRows(map: MapDef): (string | number)[][] {
  return [
    ['id', 'at', 'label', 'team', 'count', 'colour', 'icon', 'facing', 'cells', 'properties'],
    ...map.tokens.map((t) => [
      t.id,
      t.at,
      t.label,
      t.team ?? '',
      t.count,
      t.colour,
      t.icon,
      t.facing ?? '',
      (t.cells ?? []).join(' '),
      t.properties ? JSON.stringify(t.properties) : '',
    ]),
  ];
}
