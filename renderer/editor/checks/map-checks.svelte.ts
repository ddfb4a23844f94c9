import { checkMap, checksFor } from '../../../editor/analysis/checks/check-map.ts';
import type { Finding } from '../../../editor/analysis/checks/finding.ts';
import { geometryOf } from '../../../editor/geometry/geometry-of.ts';
import type { MapDef } from '../../../scenarios/format/map.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import type { ChecksReply, ChecksRequest } from './map-checks.worker.ts';

/** What the map is checked against: the map on screen, the tile library and the scenario's rules. */
export interface ChecksInput {
  readonly map: MapDef;
  readonly tiles: readonly Tile[];
  readonly rules: MapRules;
}

/** What the Checks tab shows. */
export interface ChecksState {
  /** The findings on the map `mapId`, in the scenario's order of checks. */
  readonly findings: readonly Finding[];
  readonly mapId: string | null;
  /** How many of the scenario's checks apply to that map. */
  readonly checkCount: number;
  /** True from an edit until the map has been checked again. */
  readonly pending: boolean;
  /** How long the last check took, in ms, and whether it ran on the page or in a worker. */
  readonly lastMs: number;
  readonly ranIn: 'page' | 'worker';
}

export interface MapChecksOptions {
  source: () => ChecksInput | null;
  /** The places to mark on the canvas, each time the findings change. */
  onFindings?: (places: readonly string[]) => void;
  /** How long edits must pause before the map is checked again (a paint stroke goes on). */
  delayMs?: number;
  /** Maps of this many places or more are checked in a worker (when the host allows one). */
  workerFrom?: number;
}

const DELAY_MS = 200;
const WORKER_FROM = 2_500;

/**
 * The live map checks of the editor. An edit marks the findings pending; once edits pause,
 * the map is checked when the page is idle: small maps in place (a TI galaxy takes well under
 * a millisecond), big ones in a worker so the canvas never waits. A late answer about an
 * older version of the map is dropped.
 */
export class MapChecks implements ChecksState {
  findings = $state.raw<readonly Finding[]>([]);
  mapId = $state<string | null>(null);
  checkCount = $state(0);
  pending = $state(false);
  lastMs = $state(0);
  ranIn = $state<'page' | 'worker'>('page');

  readonly #options: MapChecksOptions;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #idle: number | null = null;
  #asked = 0;
  #worker: Worker | null = null;
  #workerBroken = false;
  #sentTiles: readonly Tile[] | null = null;
  #sentRules: MapRules | null = null;
  /** What to do with the worker's next answer (it answers in order, one map at a time). */
  #onReply: ((reply: ChecksReply) => void) | null = null;
  #disposed = false;

  constructor(options: MapChecksOptions) {
    this.#options = options;
  }

  /** The map or the rules changed: check again once edits pause. */
  schedule(): void {
    if (this.#disposed) return;
    this.pending = true;
    this.#cancel();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#whenIdle(() => this.#run());
    }, this.#options.delayMs ?? DELAY_MS);
  }

  /** Another map is on screen: drop the last one's findings at once, and check this one. */
  reset(): void {
    this.#asked++;
    this.#show(null, [], 0);
    this.schedule();
  }

  /** Check now (tests, and a panel that has just been opened). */
  runNow(): void {
    this.#cancel();
    this.#run();
  }

  dispose(): void {
    this.#disposed = true;
    this.#asked++;
    this.#cancel();
    this.#worker?.terminate();
    this.#worker = null;
  }

  #cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#idle !== null) globalThis.cancelIdleCallback?.(this.#idle);
    this.#idle = null;
  }

  #whenIdle(run: () => void): void {
    if (typeof globalThis.requestIdleCallback === 'function')
      this.#idle = globalThis.requestIdleCallback(
        () => {
          this.#idle = null;
          run();
        },
        { timeout: 1_000 },
      );
    else run();
  }

  #run(): void {
    if (this.#disposed) return;
    const id = ++this.#asked;
    const input = this.#options.source();
    if (!input) {
      this.#show(null, [], 0);
      this.pending = false;
      return;
    }
    this.checkCount = checksFor(input.map, input.rules).length;
    if (this.checkCount === 0) {
      this.#finish(id, input.map.id, [], 0);
      return;
    }
    const big = geometryOf(input.map).places().length >= (this.#options.workerFrom ?? WORKER_FROM);
    const worker = big ? this.#workerFor() : null;
    if (worker) {
      const request: ChecksRequest = { id, map: input.map };
      // Tile pictures are for the eye: the checks do not read them, so they are not copied.
      if (input.tiles !== this.#sentTiles) request.tiles = input.tiles.map(withoutImage);
      if (input.rules !== this.#sentRules) request.rules = input.rules;
      this.#sentTiles = input.tiles;
      this.#sentRules = input.rules;
      const mapId = input.map.id;
      this.#onReply = (reply) => this.#finish(reply.id, mapId, reply.findings, reply.ms, 'worker');
      worker.postMessage(request);
      return;
    }
    const start = performance.now();
    const findings = checkMap(input.map, input.tiles, input.rules);
    this.#finish(id, input.map.id, findings, performance.now() - start, 'page');
  }

  #workerFor(): Worker | null {
    if (this.#worker) return this.#worker;
    if (this.#workerBroken || typeof Worker !== 'function') return null;
    try {
      // Vite bundles the worker only when it is written exactly like this (a URL, not state).
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      const worker = new Worker(new URL('./map-checks.worker.ts', import.meta.url), {
        type: 'module',
      });
      worker.addEventListener('message', (event: MessageEvent<ChecksReply>) =>
        this.#onReply?.(event.data),
      );
      // A host that refuses workers: check in place from now on.
      worker.addEventListener('error', () => {
        this.#workerBroken = true;
        this.#worker?.terminate();
        this.#worker = null;
        this.#sentTiles = null;
        this.#sentRules = null;
        if (!this.#disposed) this.runNow();
      });
      this.#worker = worker;
      return worker;
    } catch {
      this.#workerBroken = true;
      return null;
    }
  }

  #finish(
    id: number,
    mapId: string,
    findings: readonly Finding[],
    ms: number,
    ranIn: 'page' | 'worker' = 'page',
  ): void {
    // An answer about a map version that has since changed is dropped; the next one comes.
    if (id !== this.#asked || this.#disposed) return;
    this.ranIn = ranIn;
    this.pending = this.#timer !== null || this.#idle !== null;
    this.#show(mapId, findings, ms);
  }

  #show(mapId: string | null, findings: readonly Finding[], ms: number): void {
    this.mapId = mapId;
    this.findings = findings;
    this.lastMs = ms;
    this.#options.onFindings?.(findings.flatMap((f) => f.places));
  }
}

const withoutImage = (tile: Tile): Tile => {
  if (tile.image === undefined) return tile;
  const copy = { ...tile };
  delete copy.image;
  return copy;
};
