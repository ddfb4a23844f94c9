/** Random tables: rolling (ranged, weighted, nested) and checking a table before the game. */
export { rollTable, type TableRollOutcome, type TableRollOptions } from './roll-table.ts';
export {
  blocksSave,
  reportTableErrors,
  validateTable,
  type TableProblem,
  type TableProblemKind,
} from './validate-table.ts';
export { rangeText, readRange, rowCovers } from './range-text.ts';
export { tableCoverage, type TableCoverage, type CoverGap } from './table-coverage.ts';
export { openRollView, type OpenRollView } from './open-roll-view.ts';
