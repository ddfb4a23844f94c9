import type { CustomDice, Distribution } from '../../../console/draws/dice/index.ts';
import { estimateOdds, MAX_BARS, planOdds } from './dice-odds.ts';
import type { OddsRequest } from './dice-odds.worker.ts';

export type OddsView =
  | { kind: 'none' }
  | { kind: 'working'; expression: string }
  | { kind: 'note'; note: string }
  | { kind: 'chart'; distribution: Distribution };

function viewOf(distribution: Distribution | null): OddsView {
  if (!distribution) return { kind: 'none' };
  if (distribution.p.length > MAX_BARS)
    return {
      kind: 'note',
      note: `${distribution.p.length.toLocaleString('en')} possible totals: too many to chart.`,
    };
  return { kind: 'chart', distribution };
}

/**
 * The odds the dice box charts, for the latest expression asked about. Exact odds are worked
 * out at once; sampled ones in a worker, dropped (and the worker stopped) when the expression
 * changes before they are ready. Without workers (tests) they are sampled in place.
 */
export class DiceOdds {
  view = $state<OddsView>({ kind: 'none' });
  #worker: Worker | null = null;
  #asked = 0;

  show(expression: string, custom: CustomDice): void {
    const id = ++this.#asked;
    this.#stop();
    const plan = planOdds(expression, custom);
    if (plan.kind !== 'estimate') {
      this.view = plan;
      return;
    }
    if (typeof Worker !== 'function') {
      this.view = this.#inPlace(plan.expression, custom);
      return;
    }
    this.view = { kind: 'working', expression: plan.expression };
    // Vite bundles the worker only when it is written exactly like this (a URL, not state).
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const worker = new Worker(new URL('./dice-odds.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener(
      'message',
      (event: MessageEvent<{ id: number; distribution: Distribution | null }>) => {
        if (event.data.id !== this.#asked) return;
        this.view = viewOf(event.data.distribution);
        this.#stop();
      },
    );
    // A worker that cannot start (a host that refuses them) costs a pause, not the chart.
    worker.addEventListener('error', () => {
      if (id !== this.#asked) return;
      this.#stop();
      this.view = this.#inPlace(plan.expression, custom);
    });
    // The scenario's dice arrive as Svelte state proxies, which cannot be cloned: send plain data.
    const request: OddsRequest = {
      id,
      expression: plan.expression,
      custom: JSON.parse(JSON.stringify(custom)) as CustomDice,
    };
    worker.postMessage(request);
    this.#worker = worker;
  }

  /** Stops any sampling under way (the component is going away). */
  dispose(): void {
    this.#asked++;
    this.#stop();
  }

  #inPlace(expression: string, custom: CustomDice): OddsView {
    try {
      return viewOf(estimateOdds(expression, custom));
    } catch {
      return { kind: 'note', note: 'The odds of these dice could not be worked out.' };
    }
  }

  #stop(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }
}
