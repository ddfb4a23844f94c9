import type { Scenario } from '../../scenarios/format/schema.ts';
import { plural, type SheetPart } from '../../scenarios/csv/sheet-part.ts';
import { tokenColumns, tokensFromCsv, tokensToRows } from './tokens-csv.ts';

/** Each map's pieces as a unit list. */
export function tokenSheets(scenario: Scenario): SheetPart[] {
  return scenario.maps.map((map, index) => ({
    id: `pieces:${map.id}`,
    label: `Pieces on ${map.name}`,
    fileName: `${map.id}-pieces`,
    columns: tokenColumns,
    rows: () => tokensToRows(map),
    read(rows, fileName) {
      const result = tokensFromCsv(rows, { map, teams: scenario.teams, tiles: scenario.tiles });
      if (!result.ok) return result;
      const count = result.tokens.reduce((n, t) => n + t.count, 0);
      return {
        ok: true,
        question: `Replace the ${plural(map.tokens?.length ?? 0, 'piece')} on ${map.name} with the ${plural(result.tokens.length, 'piece')} in “${fileName}”${count !== result.tokens.length ? ` (${count} counting stacks)` : ''}?`,
        notes: result.warnings,
        value: scenario.maps.map((m, i) => (i === index ? { ...m, tokens: result.tokens } : m)),
      };
    },
  }));
}
