import type { Scenario } from '../../scenarios/format/schema.ts';
import { cardColumns, cardsFromCsv, cardsToRows } from './cards-csv.ts';
import { tableColumns, tableRowsFromCsv, tableRowsToRows } from './tables/table-csv.ts';
import { plural, type SheetPart } from '../../scenarios/csv/sheet-part.ts';

/** Each deck's cards as a spreadsheet. */
export function deckSheets(scenario: Scenario): SheetPart[] {
  return scenario.decks.map((deck, index) => ({
    id: `deck:${deck.id}`,
    label: `Cards of ${deck.name}`,
    fileName: deck.id,
    columns: cardColumns,
    rows: () => cardsToRows(deck),
    read(rows, fileName) {
      const result = cardsFromCsv(rows);
      if (!result.ok) return result;
      const copies = result.cards.reduce((n, c) => n + c.copies, 0);
      const had = (deck.cards ?? []).reduce((n, c) => n + c.copies, 0);
      return {
        ok: true,
        question: `Replace the ${plural(had, 'card')} of ${deck.name} with the ${plural(copies, 'card')} (${plural(result.cards.length, 'different card')}) in “${fileName}”?`,
        notes: result.warnings,
        value: scenario.decks.map((d, i) =>
          i === index ? { ...d, cards: result.cards, fieldNames: result.fieldNames } : d,
        ),
      };
    },
  }));
}

/** Each table's rows as a spreadsheet. */
export function tableSheets(scenario: Scenario): SheetPart[] {
  return scenario.tables.map((table, index) => ({
    id: `table:${table.id}`,
    label: `Rows of ${table.name}`,
    fileName: table.id,
    columns: tableColumns(table.mode),
    rows: () => tableRowsToRows(table),
    read(rows, fileName) {
      // A link to a missing table would leave a scenario that cannot be saved: refuse it here.
      const result = tableRowsFromCsv(rows, table.mode, {
        tableIds: scenario.tables.map((t) => t.id),
      });
      if (!result.ok) return result;
      return {
        ok: true,
        question: `Replace the ${plural(table.rows?.length ?? 0, 'row')} of ${table.name} with the ${plural(result.rows.length, 'row')} in “${fileName}”${result.roll ? ` (rolled on ${result.roll})` : ''}?`,
        notes: result.warnings,
        value: scenario.tables.map((t, i) =>
          i === index
            ? {
                ...t,
                rows: result.rows,
                fieldNames: result.fieldNames,
                ...(result.roll === undefined ? {} : { roll: result.roll }),
              }
            : t,
        ),
      };
    },
  }));
}
