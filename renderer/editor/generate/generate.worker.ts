import {
  startGeneration,
  type GenerationRequest,
  type GenerationScenario,
} from '../../../editor/analysis/generate/generation-setup.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import { runGeneration, type GenerationBudget, type GenerationProgress } from './run-generation.ts';

/**
 * Generates a galaxy away from the page: the page sends the scenario's tiles, rules,
 * templates and pools with the request and budget; the worker answers with progress a few
 * times a second and, at the budget or at Stop, the best map so far.
 */

export type GenerateMessage =
  | {
      readonly kind: 'start';
      readonly scenario: GenerationScenario;
      readonly request: GenerationRequest;
      readonly budget: GenerationBudget;
    }
  | { readonly kind: 'stop' };

export type GenerateReply =
  | ({ readonly kind: 'progress' } & GenerationProgress)
  | { readonly kind: 'done'; readonly map: MapDef }
  | { readonly kind: 'failed'; readonly problem: string };

let stop = false;

addEventListener('message', (event: MessageEvent<GenerateMessage>) => {
  const message = event.data;
  if (message.kind === 'stop') {
    stop = true;
    return;
  }
  stop = false;
  const start = startGeneration(message.scenario, message.request);
  if (!start.ok) {
    postMessage({ kind: 'failed', problem: start.problem } satisfies GenerateReply);
    return;
  }
  const search = start.search;
  void runGeneration(
    search,
    message.budget,
    (p) => postMessage({ kind: 'progress', ...p } satisfies GenerateReply),
    () => stop,
  ).then(() => postMessage({ kind: 'done', map: search.result() } satisfies GenerateReply));
});
