import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SheetColumns } from '../../scenarios/csv/column-mapping.ts';
import {
  duplicateColumns,
  rowsOf,
  type SheetInput,
  writeCsv,
  type CsvProblem,
} from '../../scenarios/csv/csv-rows.ts';

/**
 * A roster from a spreadsheet: one player per row with a `name` column and, optionally,
 * `team` and `role` (ids or names, any case), `id` and `notes`. Other columns (age, table)
 * are kept in the notes as "age: 31". Any mistake is reported by row and nothing is imported.
 */

export interface RosterRow {
  id?: string;
  name: string;
  team: string | null;
  role: string | null;
  notes: string;
}

export interface RosterImport {
  players: RosterRow[];
  problems: CsvProblem[];
}

/** The columns a roster may hold, for the import's column mapping. */
export const rosterColumns: SheetColumns = {
  targets: [
    { key: 'id', label: 'Id', aliases: ['player id'] },
    {
      key: 'name',
      label: 'Name',
      aliases: ['player', 'player name', 'full name', 'participant'],
      required: true,
    },
    { key: 'team', label: 'Team', aliases: ['faction', 'side', 'group', 'country', 'nation'] },
    { key: 'role', label: 'Role', aliases: ['position', 'character', 'job', 'seat'] },
    { key: 'notes', label: 'Notes', aliases: ['note', 'comments', 'comment'] },
  ],
  others: 'a line of the notes (“age: 31”)',
};

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const norm = (text: string) => text.trim().toLowerCase();

export function rosterFromCsv(text: SheetInput, scenario: Scenario): RosterImport {
  const csv = rowsOf(text);
  const problems: CsvProblem[] = [...csv.problems, ...duplicateColumns(csv.header)];
  const col = (name: string) => csv.header.indexOf(name);
  const nameAt = col('name') >= 0 ? col('name') : col('player');
  if (csv.header.length === 0)
    return { players: [], problems: [{ row: 1, message: 'the file is empty' }] };
  if (nameAt < 0)
    return {
      players: [],
      problems: [...problems, { row: 1, message: 'row 1: there is no "name" column' }],
    };
  const teamAt = col('team');
  const roleAt = col('role');
  const idAt = col('id');
  const notesAt = col('notes');
  const known = new Set([nameAt, teamAt, roleAt, idAt, notesAt]);
  const extra = csv.names.map((n, i) => ({ n, i })).filter(({ n, i }) => !known.has(i) && n !== '');
  const ids = new Set<string>();
  const players: RosterRow[] = [];
  for (const { row, cells } of csv.rows) {
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const fail = (message: string, column?: string) =>
      problems.push({ row, ...(column ? { column } : {}), message: `row ${row}: ${message}` });
    const name = cell(nameAt);
    if (!name) {
      fail('a player needs a name', 'name');
      continue;
    }
    let team: string | null = null;
    const teamText = cell(teamAt);
    if (teamText) {
      const found = scenario.teams.find(
        (t) => norm(t.id) === norm(teamText) || norm(t.name) === norm(teamText),
      );
      if (!found) fail(`there is no team "${teamText}"`, 'team');
      else team = found.id;
    }
    let role: string | null = null;
    const roleText = cell(roleAt);
    if (roleText) {
      const pool = team ? scenario.teams.filter((t) => t.id === team) : scenario.teams;
      const found = pool
        .flatMap((t) => t.roles)
        .find((r) => norm(r.id) === norm(roleText) || norm(r.name) === norm(roleText));
      if (!found)
        fail(
          team
            ? `${scenario.teams.find((t) => t.id === team)?.name} has no role "${roleText}"`
            : `there is no role "${roleText}"`,
          'role',
        );
      else role = found.id;
    }
    const id = cell(idAt);
    if (id) {
      if (!ID.test(id)) fail(`the id "${id}" must be letters, digits, dashes or underscores`, 'id');
      else if (ids.has(id)) fail(`the id "${id}" is used twice`, 'id');
      ids.add(id);
    }
    const notes = [
      cell(notesAt),
      ...extra.filter(({ i }) => cell(i)).map(({ n, i }) => `${n}: ${cell(i)}`),
    ]
      .filter(Boolean)
      .join('; ');
    players.push({ ...(id ? { id } : {}), name, team, role, notes: notes.slice(0, 500) });
  }
  if (players.length === 0 && problems.length === 0)
    problems.push({ row: 2, message: 'there are no players under the header' });
  return { players: problems.length ? [] : players, problems };
}

type RosterPlayer = {
  id: string;
  name: string;
  team: string | null;
  role: string | null;
  notes: string;
};

/** The roster as CSV, with team and role names a spreadsheet reader understands. */
export function rosterToCsv(scenario: Scenario, players: readonly RosterPlayer[]): string {
  return writeCsv(rosterToRows(scenario, players));
}

/** The roster as rows, the header first, as `rosterFromCsv` reads them back. */
export function rosterToRows(scenario: Scenario, players: readonly RosterPlayer[]): string[][] {
  const teamName = (id: string | null) => scenario.teams.find((t) => t.id === id)?.name ?? '';
  const roleName = (team: string | null, id: string | null) =>
    scenario.teams.find((t) => t.id === team)?.roles.find((r) => r.id === id)?.name ??
    scenario.teams.flatMap((t) => t.roles).find((r) => r.id === id)?.name ??
    '';
  return [
    ['id', 'name', 'team', 'role', 'notes'],
    ...players.map((p) => [p.id, p.name, teamName(p.team), roleName(p.team, p.role), p.notes]),
  ];
}
