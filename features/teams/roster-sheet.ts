import type { Scenario } from '../../scenarios/format/schema.ts';
import { plural, type SheetPart } from '../../scenarios/csv/sheet-part.ts';
import { rosterColumns, rosterFromCsv, rosterToRows } from './roster-csv.ts';

/**
 * The session's roster as a spreadsheet part, for the console's import through the column
 * mapping. Its value is the players read (`RosterRow[]`), not a section: the console asks
 * whether to add them or replace the roster, and sends `roster.import`.
 */
export function rosterSheetPart(
  scenario: Scenario,
  players: Parameters<typeof rosterToRows>[1],
): SheetPart {
  return {
    id: 'roster',
    label: 'the roster',
    fileName: 'roster',
    columns: rosterColumns,
    rows: () => rosterToRows(scenario, players),
    read: (rows, fileName) => {
      const result = rosterFromCsv(rows, scenario);
      if (result.problems.length > 0) return { ok: false, errors: result.problems };
      return {
        ok: true,
        question: `Read ${plural(result.players.length, 'player')} from “${fileName}”? Next you choose to add them or to replace the roster.`,
        notes: [],
        value: result.players,
      };
    },
  };
}
