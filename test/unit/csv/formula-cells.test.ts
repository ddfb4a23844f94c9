import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from '../../../scenarios/csv/formula-cells.ts';
import { readCsvRows, writeCsv } from '../../../scenarios/csv/csv-rows.ts';
import { rosterFromCsv, rosterToCsv } from '../../../features/teams/roster-csv.ts';
import { cardsFromCsv, cardsToCsv } from '../../../features/draws/cards-csv.ts';
import { deckSchema, tableSchema } from '../../../features/draws/draws-format.ts';
import { tableRowsFromCsv, tableRowsToCsv } from '../../../features/draws/tables/table-csv.ts';
import { parseTileCsv, tilesToCsv } from '../../../editor/model/tile-csv.ts';
import { logCsv } from '../../../report/report-csv.ts';
import { lodestarSession } from '../../../features/index.ts';
import { parseHeader } from '../../../session/session-header.ts';
import type { LogEntry, SessionHeader } from '../../../session/types.ts';
import { teamsScenario } from '../teams/teams-fixtures.ts';
import { tile } from '../editor/document/fixtures.ts';

/** Cells a spreadsheet would run: one for each character that starts a formula. */
const FORMULAS = [
  `=cmd|' /C calc'!A0`,
  '=HYPERLINK("http://x")',
  '@SUM(A1)',
  '+1+1',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
  // Papaparse's own escapeFormulae test misses a cell with a line break after the formula.
  '=1+1\nand a second line',
];

/** The cells of CSV text as a spreadsheet sees them: nothing taken off. */
const rawCells = (text: string): string[][] => Papa.parse<string[]>(text.trim()).data;

/**
 * Each formula came out with an apostrophe in the column headed `heading`, and no cell of the
 * file starts a formula.
 */
function expectEscaped(text: string, heading: string, formulas = FORMULAS): void {
  const [head = [], ...rows] = rawCells(text);
  const column = rows.map((row) => row[head.indexOf(heading)]);
  for (const formula of formulas) expect(column).toContain(`'${formula}`);
  for (const cell of rows.flat())
    if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
}

describe('a cell a spreadsheet would run as a formula', () => {
  it('gets a leading apostrophe, whatever character starts it', () => {
    for (const formula of FORMULAS) expect(escapeFormula(formula)).toBe(`'${formula}`);
  });

  it('is told from a plain number, which stays as it is for re-import', () => {
    for (const number of ['-3', '-2.5', '+1', '-0.25', '-1e-7', '3', ''])
      expect(escapeFormula(number)).toBe(number);
    for (const text of ['Plague', "'Tis", 'a=b', ' =1', '2-3'])
      expect(escapeFormula(text)).toBe(text);
  });

  it('keeps an apostrophe someone typed before a formula, so the round trip holds', () => {
    expect(escapeFormula("'=A1")).toBe("''=A1");
    expect(unescapeFormula("''=A1")).toBe("'=A1");
    expect(unescapeFormula("'Tis")).toBe("'Tis");
  });

  it('property: unescaping gives back any text, and what is written never starts a formula', () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", '1', '.', 'e', 'A', ' '),
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (cell) => {
        const written = escapeFormula(cell);
        expect(unescapeFormula(written)).toBe(cell);
        if (/^[=+\-@\t\r]/.test(written)) expect(Number.isFinite(Number(written))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is escaped and quoted by writeCsv, and read back as it was by readCsvRows', () => {
    const grid = [['cell'], ...FORMULAS.map((f) => [f]), ['-3'], ["'=A1"]];
    for (const delimiter of [',', '\t'] as const) {
      const text = writeCsv(grid, delimiter);
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text.split('\n')).toContain('-3');
      expect(rawCells(text).slice(1, -2).flat()).toEqual(FORMULAS.map((f) => `'${f}`));
      expect(readCsvRows(text).rows.map((r) => r.cells)).toEqual(grid.slice(1));
    }
  });
});

describe('every CSV export escapes formulas, and its import takes them back as they were', () => {
  it('the roster', () => {
    const scenario = teamsScenario();
    const players = FORMULAS.map((name, i) => ({
      id: `p${i}`,
      name,
      team: null,
      role: null,
      notes: name,
    }));
    const text = rosterToCsv(scenario, players);
    expectEscaped(text, 'notes');
    const back = rosterFromCsv(text, scenario);
    expect(back.problems).toEqual([]);
    // The importer trims cells, so a leading tab or carriage return is not kept by it.
    expect(back.players.map((p) => p.name)).toEqual(players.map((p) => p.name.trim()));
  });

  it("a deck's cards", () => {
    const deck = deckSchema.parse({
      id: 'd',
      name: 'D',
      fieldNames: ['cost'],
      cards: FORMULAS.map((title, i) => ({
        id: `c${i}`,
        title: title.trim(),
        text: title,
        fields: { cost: -(i + 1) },
      })),
    });
    for (const delimiter of [',', '\t'] as const) {
      const text = cardsToCsv(deck, { delimiter });
      if (delimiter === ',') {
        expectEscaped(text, 'text');
        // A negative cost is a number a spreadsheet sums: it is written as it is.
        expect(rawCells(text).map((row) => row[6])).toContain('-3');
      }
      const back = cardsFromCsv(text);
      expect(back.ok && back.cards.map((c) => [c.title, c.fields.cost])).toEqual(
        deck.cards.map((c) => [c.title, c.fields.cost]),
      );
    }
  });

  it("a table's rows", () => {
    const table = tableSchema.parse({
      id: 't',
      name: 'T',
      roll: '1d10',
      rows: FORMULAS.map((result, i) => ({
        min: i - 5,
        max: i - 5,
        result: result.trim(),
        detail: result,
      })),
    });
    const text = tableRowsToCsv(table);
    expectEscaped(text, 'detail');
    const back = tableRowsFromCsv(text, 'range');
    expect(back.ok && back.rows.map((r) => [r.min, r.result])).toEqual(
      table.rows.map((r) => [r.min, r.result]),
    );
  });

  it('the tile library', () => {
    const tiles = FORMULAS.map((name, i) =>
      tile(`t${i}`, { name, source: name, attributes: { note: name, value: -i - 0.5 } }),
    );
    const text = tilesToCsv(tiles);
    // Text with a leading tab or carriage return is written as JSON ("\t…"), which runs nothing.
    expectEscaped(
      text,
      'source',
      FORMULAS.filter((f) => f.trim() === f),
    );
    expect(rawCells(text).map((row) => row.at(-1))).toContain('-2.5');
    const back = parseTileCsv(text);
    expect(back.problems).toEqual([]);
    expect(back.tiles).toStrictEqual(tiles);
  });

  it("the after-action report's log", () => {
    const fixtures = path.join(import.meta.dirname, '../../fixtures/sessions');
    const [first, ...rest] = readFileSync(
      path.join(fixtures, 'so-say-we-all.session.jsonl'),
      'utf8',
    )
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    const header = parseHeader(first) as SessionHeader;
    const entries = (rest as LogEntry[])
      .slice(0, FORMULAS.length)
      .map((entry, i) => ({ ...entry, by: FORMULAS[i]! }));
    expectEscaped(logCsv(header, entries, lodestarSession.registry), 'by');
  });
});
