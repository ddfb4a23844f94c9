import type { GalaxySearch } from '../../../editor/analysis/generate/galaxy-search.ts';

/**
 * Runs a galaxy search to its budget in short slices, handing the page (or the worker's
 * message queue) back between them so that progress is shown and Stop is heard. The budget in
 * milliseconds only decides when to stop; the map depends on the iterations run, which the
 * result records.
 */

export type GenerationBudget =
  | { readonly kind: 'time'; readonly ms: number }
  | { readonly kind: 'iterations'; readonly count: number };

export interface GenerationProgress {
  readonly iterations: number;
  readonly imbalance: number;
  /** Findings of the map checks the best map still has. */
  readonly broken: number;
}

/** Iterations between looks at the clock. */
const BATCH = 50;
/** How long a slice runs before the loop yields. */
const SLICE_MS = 40;

const progressOf = (search: GalaxySearch): GenerationProgress => ({
  iterations: search.iterations,
  imbalance: search.bestImbalance,
  broken: search.bestBroken,
});

export async function runGeneration(
  search: GalaxySearch,
  budget: GenerationBudget,
  onProgress: (progress: GenerationProgress) => void,
  stopped: () => boolean,
): Promise<void> {
  const begun = performance.now();
  const left = () =>
    budget.kind === 'time'
      ? performance.now() - begun < budget.ms
      : search.iterations < budget.count;
  onProgress(progressOf(search));
  while (left() && !stopped()) {
    const slice = performance.now();
    while (left() && performance.now() - slice < SLICE_MS) {
      const n =
        budget.kind === 'iterations' ? Math.min(BATCH, budget.count - search.iterations) : BATCH;
      search.step(n);
    }
    onProgress(progressOf(search));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
