/**
 * A reimplementation, from its published description, of how KeeganW/ti4's generator makes a
 * balanced galaxy, for comparison only (none of its code is used): pick the red and blue tiles
 * (red:blue 2:3 for six players; alpha and beta wormholes 0 or at least 2), order them by its
 * "balanced" tile weight (bands within 5 of each other shuffled), lay them on the board's
 * primary, secondary and tertiary places in that order, separate adjacent anomalies and
 * same-type wormholes by swaps, then take the best pairwise swap within a tier, never one that
 * adds an adjacency problem, until none improves the slice imbalance (at most 200 passes).
 * The imbalance is the same measure our generator minimises (the keeganw-slices preset,
 * which reproduces its Slices.js), and the randomness is ours, seeded.
 */
import { shuffleWith, withGenerator, seedRng, type Generator } from '../../random/rng.ts';
import { analyseBalance } from '../../editor/analysis/balance/analyse.ts';
import { checkMap, lookupOf } from '../../editor/analysis/checks/check-map.ts';
import { spiralCell } from '../../editor/geometry/hex.ts';
import { hexKey } from '../../editor/geometry/keys.ts';
import type { BalancePreset } from '../../scenarios/format/balance.ts';
import type { MapDef, Placement } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';

/** Its six-player "normal" board, by spiral position (boardData.json). */
const TIERS = [
  [7, 9, 11, 13, 15, 17],
  [33, 30, 27, 24, 21, 20, 23, 26, 29, 32, 35, 36],
  [18, 16, 14, 12, 10, 8, 4, 6, 2, 3, 5, 1],
];
const HOMES = [19, 22, 25, 28, 31, 34];
/** "balanced" weights with Prophecy of Kings. */
const W = { res: 80, inf: 30, count: 15, spec: 50, anom: 40, wh: 25 };

interface Planet {
  resources: number;
  influence: number;
  tech: string;
}

function weight(tile: Tile): number {
  const planets = (tile.attributes['planets'] ?? []) as Planet[];
  let w = 0;
  for (const p of planets)
    w +=
      (p.resources / 4) * W.res + (p.influence / 4) * W.inf + W.count / 2 + (p.tech ? W.spec : 0);
  if (tile.border === 'red') w += W.anom + 40;
  if (((tile.attributes['wormhole'] ?? []) as string[]).length > 0) w += W.wh;
  return w;
}

const wormholes = (t: Tile) => (t.attributes['wormhole'] ?? []) as string[];

/** Each wormhole type on 0 or at least 2 tiles: a lone one is swapped for a plain tile. */
function fixWormholes(chosen: Tile[], spare: Tile[]): void {
  for (const type of ['alpha', 'beta']) {
    const holding = chosen.filter((t) => wormholes(t).includes(type));
    if (holding.length !== 1) continue;
    const lone = holding[0] as Tile;
    const partner = spare.findIndex((t) => wormholes(t).includes(type) && t.border === lone.border);
    if (partner >= 0) {
      const plain = chosen.findIndex((t) => t.border === lone.border && wormholes(t).length === 0);
      if (plain >= 0) {
        chosen[plain] = spare[partner] as Tile;
        spare.splice(partner, 1);
        continue;
      }
    }
    const swap = spare.findIndex((t) => t.border === lone.border && wormholes(t).length === 0);
    if (swap >= 0) {
      chosen[chosen.indexOf(lone)] = spare[swap] as Tile;
      spare.splice(swap, 1);
    }
  }
}

export interface ModelRun {
  readonly map: MapDef;
  readonly imbalance: number;
  readonly broken: number;
}

export function keeganwGalaxy(
  scenario: Scenario,
  preset: BalancePreset,
  template: string,
  seed: string,
): ModelRun {
  const at = (i: number) => hexKey(spiralCell(i));
  const dealable = scenario.tiles.filter(
    (t) => ['system', 'anomaly', 'empty', 'wormhole'].includes(t.kind) && t.border !== '',
  );
  const [picked] = withGenerator(seedRng(seed), (g: Generator) => {
    const blue = shuffleWith(
      g,
      dealable.filter((t) => t.border === 'blue'),
    );
    const red = shuffleWith(
      g,
      dealable.filter((t) => t.border === 'red'),
    );
    const chosen = [...blue.slice(0, 18), ...red.slice(0, 12)];
    fixWormholes(chosen, [...blue.slice(18), ...red.slice(12)]);
    // By weight, highest first; tiles within 5 of a band's top are shuffled among themselves.
    const sorted = [...chosen].sort((a, b) => weight(b) - weight(a));
    const ordered: Tile[] = [];
    for (let i = 0; i < sorted.length;) {
      const top = weight(sorted[i] as Tile);
      let j = i;
      while (j < sorted.length && top - weight(sorted[j] as Tile) <= 5) j++;
      ordered.push(...shuffleWith(g, sorted.slice(i, j)));
      i = j;
    }
    return ordered;
  });
  const positions = TIERS.flat();
  const tierOf = TIERS.flatMap((tier, k) => tier.map(() => k));
  const tiles = picked.map((t) => t.id);
  const placements: Record<string, Placement> = { [at(0)]: place('tile-18') };
  for (const h of HOMES) placements[at(h)] = place('home-slot');
  const base: MapDef = {
    ...(scenario.maps[0] as MapDef),
    id: 'keeganw',
    generated: {
      template,
      pool: '',
      players: 6,
      seed,
      preset: preset.id,
      algorithm: 'keeganw-model',
      iterations: 0,
      imbalance: 0,
      unmet: [],
    },
  };
  const mapOf = (ids: readonly string[]): MapDef => {
    const p = { ...placements };
    positions.forEach((pos, i) => (p[at(pos)] = place(ids[i] as string)));
    return { ...base, placements: p };
  };
  const score = (ids: readonly string[]) => {
    const map = mapOf(ids);
    return {
      broken: checkMap(map, scenario.tiles, scenario.mapRules).length,
      imbalance: analyseBalance(map, lookupOf(scenario.tiles), scenario.mapRules.movement, preset)
        .imbalance,
    };
  };

  // Adjacency repair: the swap (any two places) that most reduces the problems, while any remain.
  let current = score(tiles);
  while (current.broken > 0) {
    let best: { i: number; j: number; s: ReturnType<typeof score> } | null = null;
    for (let i = 0; i < tiles.length; i++)
      for (let j = i + 1; j < tiles.length; j++) {
        swap(tiles, i, j);
        const s = score(tiles);
        swap(tiles, i, j);
        if (s.broken < (best?.s.broken ?? current.broken)) best = { i, j, s };
      }
    if (!best) break;
    swap(tiles, best.i, best.j);
    current = best.s;
  }
  // Best-improvement swaps within a tier.
  for (let pass = 0; pass < 200; pass++) {
    let best: { i: number; j: number; s: ReturnType<typeof score> } | null = null;
    for (let i = 0; i < tiles.length; i++)
      for (let j = i + 1; j < tiles.length; j++) {
        if (tierOf[i] !== tierOf[j]) continue;
        swap(tiles, i, j);
        const s = score(tiles);
        swap(tiles, i, j);
        if (s.broken > current.broken) continue;
        if (s.imbalance < (best?.s.imbalance ?? current.imbalance) - 1e-9) best = { i, j, s };
      }
    if (!best) break;
    swap(tiles, best.i, best.j);
    current = best.s;
  }
  return { map: mapOf(tiles), imbalance: current.imbalance, broken: current.broken };
}

const place = (tile: string): Placement => ({ tile, rotation: 0, overrides: {} });

function swap(list: string[], i: number, j: number): void {
  [list[i], list[j]] = [list[j] as string, list[i] as string];
}
