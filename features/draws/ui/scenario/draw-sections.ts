import { cardsFromCsv, cardsToCsv } from '../../cards-csv.ts';
import type { CsvProblem } from '../../../../scenarios/csv/csv-rows.ts';
import { tableRowsFromCsv, tableRowsToCsv } from '../../tables/table-csv.ts';
import type { Scenario } from '../../../../scenarios/format/schema.ts';
import { validateTable } from '../../tables/index.ts';
import type { OverviewStore } from '../../../../renderer/scenario/overview-store.svelte.ts';
import { deckUses, tableUses } from './draw-uses.ts';
import { plural } from '../../../../scenarios/text/plural.ts';

/** One deck or table as the scenario page lists it. */
export interface DrawEntry {
  id: string;
  name: string;
  summary: string;
  /**
   * What the table check found (tables only). Warnings (gaps, duplicated ranges) are how some
   * rulebooks print tables: the scenario still runs, and Control settles such a roll in play.
   */
  problems: { message: string; severity: 'warning' | 'error' }[];
  /** What else in the scenario points at it: it cannot be deleted while this is not empty. */
  usedBy: string[];
}

/** What an import would do, to confirm before anything changes. */
export interface PendingImport {
  id: string;
  question: string;
  /** What the reader noticed but did not stop for (a column it ignored). */
  notes: string[];
  apply: () => void;
}

export type ImportResult =
  { ok: true; pending: PendingImport } | { ok: false; errors: CsvProblem[] };

/** Everything the Decks section shows and does, over the overview store. */
export function deckSection(store: OverviewStore, scenario: () => Scenario | null) {
  return {
    entries: (): DrawEntry[] =>
      store.decks.map((deck) => {
        const current = scenario();
        const copies = deck.cards.reduce((n, c) => n + c.copies, 0);
        const persistent = deck.cards.filter((c) => c.persistent).length;
        return {
          id: deck.id,
          name: deck.name,
          summary: `${plural(copies, 'card')}${persistent ? `, ${persistent} persistent` : ''}${
            deck.cards.length
              ? ` · ${deck.cards
                  .slice(0, 3)
                  .map((c) => c.title)
                  .join(', ')}${deck.cards.length > 3 ? '…' : ''}`
              : ''
          }`,
          problems: [],
          usedBy: current ? deckUses(current, deck.id) : [],
        };
      }),
    add: (name: string) => store.addDeck(name),
    remove: (id: string) => store.removeDeck(id),
    read(id: string, text: string, fileName: string): ImportResult {
      const deck = store.decks.find((d) => d.id === id);
      const result = cardsFromCsv(text);
      if (!deck || !result.ok) return { ok: false, errors: result.ok ? [] : result.errors };
      const copies = result.cards.reduce((n, c) => n + c.copies, 0);
      const had = deck.cards.reduce((n, c) => n + c.copies, 0);
      return {
        ok: true,
        pending: {
          id,
          question: `Replace the ${plural(had, 'card')} of ${deck.name} with the ${plural(copies, 'card')} (${plural(result.cards.length, 'different card')}) in “${fileName}”?`,
          notes: result.warnings,
          apply: () => store.setDeckCards(id, result.cards, result.fieldNames),
        },
      };
    },
    export(id: string): { fileName: string; text: string } | null {
      const deck = store.decks.find((d) => d.id === id);
      return deck ? { fileName: `${deck.id}.csv`, text: cardsToCsv(deck) } : null;
    },
  };
}

/** Everything the Tables section shows and does, with each table's check. */
export function tableSection(store: OverviewStore, scenario: () => Scenario | null) {
  return {
    entries: (): DrawEntry[] => {
      const current = scenario();
      return store.tables.map((edited, i) => {
        // The table as the file will hold it (defaults filled in), when the edits parse: a
        // table typed in the form may leave its dice out, meaning 1d6.
        const table = current?.tables[i]?.id === edited.id ? current.tables[i]! : edited;
        return {
          id: table.id,
          name: table.name,
          summary: `${table.mode === 'range' ? (table.roll ?? '1d6') : 'weighted'} · ${plural(table.rows?.length ?? 0, 'row')}`,
          problems:
            current && table !== edited
              ? validateTable(table, current).map(({ message, severity }) => ({
                  message,
                  severity,
                }))
              : [],
          usedBy: current ? tableUses(current, table.id) : [],
        };
      });
    },
    add: (name: string) => store.addTable(name),
    remove: (id: string) => store.removeTable(id),
    read(id: string, text: string, fileName: string): ImportResult {
      const table = store.tables.find((t) => t.id === id);
      if (!table) return { ok: false, errors: [] };
      // A link to a missing table would leave a scenario that cannot be saved: refuse it here.
      const result = tableRowsFromCsv(text, table.mode, {
        tableIds: store.tables.map((t) => t.id),
      });
      if (!result.ok) return { ok: false, errors: result.errors };
      return {
        ok: true,
        pending: {
          id,
          question: `Replace the ${plural(table.rows.length, 'row')} of ${table.name} with the ${plural(result.rows.length, 'row')} in “${fileName}”${result.roll ? ` (rolled on ${result.roll})` : ''}?`,
          notes: result.warnings,
          apply: () => store.setTableRows(id, result.rows, result.fieldNames, result.roll),
        },
      };
    },
    export(id: string): { fileName: string; text: string } | null {
      const table = store.tables.find((t) => t.id === id);
      return table ? { fileName: `${table.id}.csv`, text: tableRowsToCsv(table) } : null;
    },
  };
}

export type DrawSection = ReturnType<typeof deckSection>;
