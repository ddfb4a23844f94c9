import type { BalanceSettings } from '../../../scenarios/format/balance.ts';
import type { GalaxyTemplate, TilePool } from '../../../scenarios/format/galaxy-templates.ts';
import type { Generation, MapDef, Placement } from '../../../scenarios/format/map.ts';
import type { MapRules } from '../../../scenarios/format/map-rules.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { seedRng, withGenerator, type Generator, type RngState } from '../../../random/rng.ts';
import { analyseBalance } from '../balance/analyse.ts';
import { checkMap, lookupOf } from '../checks/check-map.ts';
import { initialDeal, type Deal } from './initial-deal.ts';
import { poolTiles } from './pool-tiles.ts';
import { templateLayout } from './template-layout.ts';

/**
 * A galaxy generated from a template: tiles dealt to the open places, then improved by legal
 * swaps under simulated annealing. Nothing here reads a clock: the search advances by
 * `step(n)`, every random draw comes from one seeded stream, so a seed and an iteration count
 * give the same map whoever runs it and however long each call took. A caller with a time
 * budget just stops calling `step`.
 */

/** Named in every generation record; change it whenever the same inputs would give another map. */
export const GENERATOR_ALGORITHM = 'anneal-swaps/1';

export interface GalaxyScenario {
  readonly tiles: readonly Tile[];
  readonly mapRules: MapRules;
}

export interface SearchSetup {
  readonly scenario: GalaxyScenario;
  readonly template: GalaxyTemplate;
  readonly pool: TilePool;
  readonly preset: BalanceSettings & { readonly id: string };
  readonly seed: string;
  /** The map the result becomes. */
  readonly mapId: string;
  readonly mapName: string;
}

/** A state of the search: the tile at each open place, and how good it is. */
interface Scored {
  readonly tiles: readonly string[];
  /** How many findings of the map checks it has. */
  readonly broken: number;
  readonly imbalance: number;
}

/** Iterations per annealing cycle; each cycle starts hot again from the best map so far. */
export const CYCLE = 2000;
/** The temperature at a cycle's end, as a share of the one at its start. */
const COOLED = 0.002;
/** Copies of a tile without a copy count that a pool may deal. */
const UNLIMITED_COPIES = 64;

export class GalaxySearch {
  readonly layout: ReturnType<typeof templateLayout>;
  private readonly deal: Deal;
  private rng: RngState;
  private current: Scored;
  private best: Scored;
  /** Tiles of each group not on the board, for swaps with the box. */
  private spare: string[][];
  private bestSpare: string[][];
  private readonly placements: Record<string, Placement>;
  private readonly hot: number;
  private done = 0;

  constructor(private readonly setup: SearchSetup) {
    const { scenario, template, pool } = setup;
    this.layout = templateLayout(template, setup.mapId, setup.mapName);
    const offered = poolTiles(
      pool,
      scenario.tiles,
      scenario.mapRules.movement,
      template,
      UNLIMITED_COPIES,
    );
    this.rng = seedRng(setup.seed);
    const [deal, next] = withGenerator(this.rng, (g) =>
      initialDeal(this.layout, offered, lookupOf(scenario.tiles), pool.homeTile, g),
    );
    this.rng = next;
    this.deal = deal;
    this.placements = { ...this.layout.board.placements, ...deal.homes };
    this.spare = deal.spare.map((s) => s.slice());
    this.current = this.score(deal.tiles);
    this.best = this.current;
    this.bestSpare = this.spare.map((s) => s.slice());
    // A tenth of the first deal's imbalance: hot enough to leave a local minimum.
    this.hot = Math.max(this.current.imbalance * 0.1, 1e-6);
  }

  get iterations(): number {
    return this.done;
  }

  get bestImbalance(): number {
    return this.best.imbalance;
  }

  get bestBroken(): number {
    return this.best.broken;
  }

  /** Runs `count` more iterations (one proposed move each). */
  step(count: number): void {
    const [, next] = withGenerator(this.rng, (g) => {
      for (let i = 0; i < count; i++) this.iterate(g);
    });
    this.rng = next;
  }

  /** The best map found so far, with its generation record. */
  result(): MapDef {
    const map = this.mapOf(this.best.tiles);
    const unmet = [
      ...new Set(
        checkMap(map, this.setup.scenario.tiles, this.setup.scenario.mapRules).map((f) => f.rule),
      ),
    ];
    return { ...map, generated: { ...this.record(), unmet } };
  }

  private record(best: Scored | undefined = this.best): Generation {
    const { template, pool, preset, seed } = this.setup;
    return {
      template: template.id,
      pool: pool.id,
      players: template.players,
      seed,
      preset: preset.id,
      algorithm: GENERATOR_ALGORITHM,
      iterations: this.done,
      imbalance: best?.imbalance ?? 0,
      unmet: [],
    };
  }

  private iterate(g: Generator): void {
    const k = this.done++;
    const phase = k % CYCLE;
    if (phase === 0 && k > 0) {
      this.current = this.best;
      this.spare = this.bestSpare.map((s) => s.slice());
    }
    const temperature = this.hot * COOLED ** (phase / CYCLE);
    const move = this.propose(g);
    if (move === null) return;
    const map = this.mapOf(move.tiles);
    const broken = this.brokenOf(map);
    // A galaxy that breaks more rules is never taken, whatever its balance: no need to work
    // that out (and no draw is skipped: the test below would not draw for it either).
    if (broken > this.current.broken) return;
    const candidate: Scored = { tiles: move.tiles, broken, imbalance: this.imbalanceOf(map) };
    const accept =
      candidate.broken < this.current.broken ||
      (candidate.broken === this.current.broken &&
        (candidate.imbalance <= this.current.imbalance ||
          g.float() < Math.exp((this.current.imbalance - candidate.imbalance) / temperature)));
    if (!accept) return;
    move.commit();
    this.current = candidate;
    if (
      candidate.broken < this.best.broken ||
      (candidate.broken === this.best.broken && candidate.imbalance < this.best.imbalance)
    ) {
      this.best = candidate;
      this.bestSpare = this.spare.map((s) => s.slice());
    }
  }

  /** A legal move: two open places swap tiles, or one takes a spare tile of its group. */
  private propose(g: Generator): { tiles: string[]; commit: () => void } | null {
    const { open, groupOf, fits, tierOf } = this.deal;
    const n = open.length;
    if (n === 0) return null;
    const tiles = this.current.tiles.slice();
    const a = g.int(n);
    const group = groupOf.get(tiles[a] as string) ?? 0;
    const spare = this.spare[group] ?? [];
    if (spare.length > 0 && g.float() < 0.5) {
      const s = g.int(spare.length);
      const incoming = spare[s] as string;
      if (!fits(a, incoming)) return null;
      const outgoing = tiles[a] as string;
      tiles[a] = incoming;
      return { tiles, commit: () => (spare[s] = outgoing) };
    }
    const b = g.int(n);
    if (a === b || tiles[a] === tiles[b]) return null;
    if (this.setup.template.swapWithinTiers && tierOf[a] !== tierOf[b]) return null;
    if (!fits(a, tiles[b] as string) || !fits(b, tiles[a] as string)) return null;
    [tiles[a], tiles[b]] = [tiles[b] as string, tiles[a] as string];
    return { tiles, commit: () => undefined };
  }

  private mapOf(tiles: readonly string[]): MapDef {
    const placements = { ...this.placements };
    this.deal.open.forEach((place, i) => {
      placements[place] = { tile: tiles[i] as string, rotation: 0, overrides: {} };
    });
    // The record names the template, which the checks that apply go by.
    return { ...this.layout.board, placements, generated: this.record(undefined) };
  }

  private score(tiles: readonly string[]): Scored {
    const map = this.mapOf(tiles);
    return { tiles, broken: this.brokenOf(map), imbalance: this.imbalanceOf(map) };
  }

  /** How many findings of the map checks a galaxy has. */
  private brokenOf(map: MapDef): number {
    const { scenario } = this.setup;
    return checkMap(map, scenario.tiles, scenario.mapRules).length;
  }

  private imbalanceOf(map: MapDef): number {
    const { scenario, preset } = this.setup;
    return analyseBalance(map, lookupOf(scenario.tiles), scenario.mapRules.movement, preset)
      .imbalance;
  }
}
