import type { SectionNote } from '../../../../renderer/scenario/section-note.ts';
import type { Scenario } from '../../../../scenarios/format/schema.ts';
import { blocksSave, validateTable } from '../../tables/index.ts';

/**
 * What the Tables form points out beside each table, at the row or table it is about: the
 * totals no row covers, rows that overlap, rows the dice cannot reach, a table with no rows.
 * Dice that do not parse and links that lead back are the scenario check's, and block the save.
 */
export function tableNotes(scenario: Scenario): SectionNote[] {
  return scenario.tables.flatMap((table, t) =>
    validateTable(table, scenario)
      // A table with no rows is said once, not again as a gap over everything it rolls.
      .filter((p) => !blocksSave(p.kind) && !(table.rows.length === 0 && p.kind === 'gap'))
      .map((problem) => ({
        path: problem.row === null ? `$.tables[${t}]` : `$.tables[${t}].rows[${problem.row}]`,
        message: `${table.name}: ${problem.message}`,
      })),
  );
}
