/** Random tables: rolling (ranged, weighted, nested) and checking a table before the game. */
export { rollTable, type TableRollOutcome, type TableRollOptions } from './roll-table.ts';
export {
  blocksSave,
  reportTableErrors,
  validateTable,
  type TableProblem,
  type TableProblemKind,
} from './validate-table.ts';
export { rangeText, rowCovers } from './range-text.ts';
export { openRollView, type OpenRollView } from './open-roll-view.ts';
