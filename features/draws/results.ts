import { DRAW_RESULTS_KEPT, type DrawResult, type DrawsState } from './types.ts';

/** Keeps a roll or draw for the console, newest first; older ones stay in the log only. */
export function withResult(draws: DrawsState, result: DrawResult): DrawsState {
  return { ...draws, results: [result, ...draws.results].slice(0, DRAW_RESULTS_KEPT) };
}
