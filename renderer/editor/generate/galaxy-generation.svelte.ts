import { presetsFor } from '../../../editor/analysis/balance/presets.ts';
import {
  startGeneration,
  type GenerationRequest,
  type GenerationScenario,
} from '../../../editor/analysis/generate/generation-setup.ts';
import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { BalancePreset } from '../../../scenarios/format/balance.ts';
import type { Generation, MapDef } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import type { GenerateMessage, GenerateReply } from './generate.worker.ts';
import { runGeneration, type GenerationBudget, type GenerationProgress } from './run-generation.ts';

/**
 * The "Generate galaxy…" dialog's state: what to generate (template, pool, preset, seed,
 * budget), the run in a worker with its progress (iterations, best imbalance so far and its
 * history), Stop, and the result handed to the editor as a new map. A map's generation record
 * fills the settings again, so Regenerate makes the same map.
 */

export interface GenerationSource {
  readonly tiles: readonly Tile[];
  readonly mapRules: GenerationScenario['mapRules'];
  readonly galaxyTemplates: readonly GalaxyTemplate[];
  readonly tilePools: readonly TilePool[];
}

export interface GalaxyGenerationOptions {
  source: () => GenerationSource;
  /** Adds the generated map to the scenario (one undoable step) and opens it. */
  add: (map: MapDef) => void;
  /** Run in the page instead of a worker (tests; hosts without workers). */
  inPage?: boolean;
}

export type BudgetKind = 'seconds' | 'iterations';

/** Best imbalances kept for the sparkline. */
const HISTORY = 120;

export class GalaxyGeneration {
  open = $state(false);
  template = $state('');
  pool = $state('');
  preset = $state('');
  seed = $state('');
  budgetKind = $state<BudgetKind>('seconds');
  seconds = $state(3);
  iterations = $state(5000);

  running = $state(false);
  progress = $state.raw<GenerationProgress | null>(null);
  history = $state.raw<readonly number[]>([]);
  problem = $state<string | null>(null);
  /** How far through its budget the run is, 0–1. */
  fraction = $state(0);

  readonly #options: GalaxyGenerationOptions;
  #worker: Worker | null = null;
  #stopped = false;
  /** Set by Cancel during a run: its map is not added. */
  #discard = false;
  #begun = 0;

  constructor(options: GalaxyGenerationOptions) {
    this.#options = options;
  }

  get templates(): readonly GalaxyTemplate[] {
    return this.#options.source().galaxyTemplates;
  }

  get pools(): readonly TilePool[] {
    return this.#options.source().tilePools;
  }

  get presets(): readonly BalancePreset[] {
    return presetsFor(this.#options.source().mapRules.balance);
  }

  /** The scenario has a template to generate from. */
  get available(): boolean {
    return this.templates.length > 0;
  }

  get chosenTemplate(): GalaxyTemplate | null {
    return this.templates.find((t) => t.id === this.template) ?? null;
  }

  /** Opens the dialog, with a generation record's settings when given (Regenerate). */
  openDialog(record?: Generation): void {
    const source = this.#options.source();
    const first = source.galaxyTemplates[0];
    if (record) {
      this.template = record.template;
      this.pool = record.pool;
      this.preset = record.preset;
      this.seed = record.seed;
      this.budgetKind = 'iterations';
      this.iterations = record.iterations;
    } else {
      if (!this.chosenTemplate && first) this.chooseTemplate(first.id);
      if (this.preset === '' || !this.presets.some((p) => p.id === this.preset))
        this.preset = source.mapRules.balance.preset;
      if (this.seed === '') this.newSeed();
    }
    this.problem = null;
    this.progress = null;
    this.history = [];
    this.open = true;
  }

  /** Closes the dialog; a run still going is stopped and its map dropped (Cancel). */
  close(): void {
    if (this.running) this.#discard = true;
    this.stop();
    this.open = false;
  }

  chooseTemplate(id: string): void {
    this.template = id;
    this.pool = this.chosenTemplate?.pool ?? '';
  }

  /** A fresh seed: six letters and digits, easy to read out and type. */
  newSeed(): void {
    const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
    this.seed = n.toString(36).padStart(6, '0').slice(-6);
  }

  get budget(): GenerationBudget {
    return this.budgetKind === 'seconds'
      ? { kind: 'time', ms: Math.round(this.seconds * 1000) }
      : { kind: 'iterations', count: Math.round(this.iterations) };
  }

  get request(): GenerationRequest {
    const template = this.chosenTemplate;
    return {
      template: this.template,
      pool: this.pool || null,
      preset: this.preset || null,
      seed: this.seed,
      mapId: `generated-${this.template}`,
      mapName: template ? `${template.name}, seed ${this.seed}` : null,
    };
  }

  /** What is wrong with the settings before a run, or null. */
  get invalid(): string | null {
    if (!this.chosenTemplate) return 'Choose a template.';
    if (this.seed.trim() === '') return 'A seed is needed: type one or roll the die.';
    if (this.budgetKind === 'seconds' && !(this.seconds > 0 && this.seconds <= 600))
      return 'The time budget is from 0.1 to 600 seconds.';
    if (
      this.budgetKind === 'iterations' &&
      !(Number.isInteger(this.iterations) && this.iterations >= 0 && this.iterations <= 10_000_000)
    )
      return 'The iterations are a whole number up to 10,000,000.';
    return null;
  }

  /** Generates; the best map becomes a new map at the budget or at Stop. */
  async start(): Promise<void> {
    if (this.running || this.invalid) return;
    const source = this.#options.source();
    // Tile pictures are for the eye: the generator does not read them, so they are not copied.
    const scenario: GenerationScenario = {
      tiles: source.tiles.map(withoutImage),
      mapRules: source.mapRules,
      galaxyTemplates: source.galaxyTemplates,
      tilePools: source.tilePools,
    };
    this.problem = null;
    this.progress = null;
    this.history = [];
    this.running = true;
    this.fraction = 0;
    this.#begun = performance.now();
    this.#stopped = false;
    this.#discard = false;
    const reply = (message: GenerateReply) => this.#onReply(message);
    const worker = this.#options.inPage ? null : this.#workerFor(reply);
    if (worker) {
      const message: GenerateMessage = {
        kind: 'start',
        scenario: $state.snapshot(scenario) as GenerationScenario,
        request: this.request,
        budget: this.budget,
      };
      worker.postMessage(message);
      return;
    }
    const begun = startGeneration(scenario, this.request);
    if (!begun.ok) return reply({ kind: 'failed', problem: begun.problem });
    await runGeneration(
      begun.search,
      this.budget,
      (p) => reply({ kind: 'progress', ...p }),
      () => this.#stopped,
    );
    reply({ kind: 'done', map: begun.search.result() });
  }

  /** Stops the run: the best map so far becomes the new map. */
  stop(): void {
    if (!this.running) return;
    this.#stopped = true;
    this.#worker?.postMessage({ kind: 'stop' } satisfies GenerateMessage);
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #onReply(message: GenerateReply): void {
    if (message.kind === 'progress') {
      const { iterations, imbalance, broken } = message;
      this.progress = { iterations, imbalance, broken };
      this.history = [...this.history, imbalance].slice(-HISTORY);
      const budget = this.budget;
      this.fraction = Math.min(
        1,
        budget.kind === 'time'
          ? (performance.now() - this.#begun) / Math.max(1, budget.ms)
          : iterations / Math.max(1, budget.count),
      );
      return;
    }
    this.running = false;
    if (message.kind === 'failed') {
      this.problem = message.problem;
      return;
    }
    if (this.#discard) return;
    this.open = false;
    this.#options.add(message.map);
  }

  #workerFor(reply: (message: GenerateReply) => void): Worker | null {
    if (this.#worker) return this.#worker;
    if (typeof Worker !== 'function') return null;
    try {
      // Vite bundles the worker only when it is written exactly like this (a URL, not state).
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      const worker = new Worker(new URL('./generate.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.addEventListener('message', (event: MessageEvent<GenerateReply>) => reply(event.data));
      worker.addEventListener('error', (event) => {
        this.running = false;
        this.problem = `The generator stopped: ${event.message || 'the worker failed'}.`;
        this.#worker?.terminate();
        this.#worker = null;
      });
      this.#worker = worker;
      return worker;
    } catch {
      return null;
    }
  }
}

const withoutImage = (tile: Tile): Tile => {
  if (tile.image === undefined) return tile;
  const copy = { ...tile };
  delete copy.image;
  return copy;
};
