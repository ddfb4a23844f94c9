/**
 * Map check figures for `npm run bench -- checks`: the time to check a whole map against its
 * scenario's rules, as the editor does once an edit settles (a new map object each time, so
 * the movement graph is built afresh, as after a real edit), and the time to list the places
 * a tile may go.
 *
 *   TI3 galaxy     the bundled TI3 patch's rules on a full 6-player galaxy (37 systems)
 *   10,000 cells   a 100×100 hex board, every cell tiled, homes, anomalies and wormholes,
 *                  under every kind of check
 */
import { performance } from 'node:perf_hooks';
import { checkMap } from '../../editor/analysis/checks/check-map.ts';
import { legalPlacements } from '../../editor/analysis/checks/legal-placements.ts';
import { spiralCell } from '../../editor/geometry/hex.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { hexKey } from '../../editor/geometry/keys.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { mapRulesSchema, type MapRules } from '../../scenarios/format/map-rules.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { seeded } from './map-fixtures.ts';

export interface CheckBenchTools {
  report(figure: { name: string; ms: number | null; targetMs: number; note?: string }): void;
  median(values: number[]): number;
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/** Runs `run` on a fresh copy of the map each time (an edit makes a new map object). */
function timed(map: MapDef, runs: number, run: (map: MapDef) => unknown): number[] {
  for (let i = 0; i < 3; i++) run({ ...map });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const copy = { ...map };
    const start = performance.now();
    run(copy);
    times.push(performance.now() - start);
  }
  return times;
}

/** The standard galaxy of the TI3 scenario, full: Mecatol Rex, six homes, 30 dealt systems. */
export function fullTi3Galaxy(scenario: Scenario, seed = 7): MapDef {
  const standard = scenario.maps.find((m) => m.id === 'standard-6');
  if (!standard) throw new Error('the TI3 scenario has no standard-6 map');
  const random = seeded(seed);
  const deck = scenario.tiles
    .filter((t) => t.kind !== 'home' && t.id !== 'mecatol-rex' && !t.attributes['highResource'])
    .flatMap((t) => Array.from({ length: t.copies ?? 1 }, () => t.id));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const homes = scenario.tiles.filter((t) => t.kind === 'home').map((t) => t.id);
  const placements: MapDef['placements'] = {};
  for (let index = 0; index <= 36; index++) {
    const homeSlot = [19, 22, 25, 28, 31, 34].indexOf(index);
    const tile = index === 0 ? 'mecatol-rex' : homeSlot >= 0 ? homes[homeSlot] : deck.pop();
    if (tile) placements[hexKey(spiralCell(index))] = { tile, rotation: 0, overrides: {} };
  }
  return { ...standard, placements };
}

/** A 100×100 hex board with a tile on every cell, under every kind of check. */
export function bigBoard(): { map: MapDef; tiles: Tile[]; rules: MapRules } {
  const tiles = [
    {
      id: 'home',
      name: 'Home',
      kind: 'home',
      border: 'yellow',
      attributes: { planets: [{ resources: 3 }] },
    },
    { id: 'rich', name: 'Rich', attributes: { planets: [{ resources: 2 }, { resources: 1 }] } },
    { id: 'poor', name: 'Poor', attributes: { planets: [{ resources: 1 }] } },
    { id: 'void', name: 'Void', kind: 'empty' },
    {
      id: 'storm',
      name: 'Storm',
      kind: 'anomaly',
      border: 'red',
      attributes: { anomaly: 'storm' },
    },
    { id: 'nova', name: 'Nova', kind: 'anomaly', border: 'red', attributes: { anomaly: 'nova' } },
    { id: 'gate-a', name: 'Gate A', attributes: { wormhole: 'a' }, copies: 20 },
    { id: 'gate-b', name: 'Gate B', attributes: { wormhole: 'b' }, copies: 20 },
    { id: 'core', name: 'Core', kind: 'special', copies: 1 },
  ].map((t) => tileSchema.parse(t));
  const random = seeded(11);
  const grid = {
    kind: 'hex' as const,
    orientation: 'flat' as const,
    shape: { type: 'rectangle' as const, width: 100, height: 100, offset: 'odd' as const },
  };
  const bare = mapSchema.parse({ id: 'big', name: 'Big board', grid, attributes: { players: 25 } });
  const pick = ['rich', 'poor', 'poor', 'void', 'void', 'storm', 'nova', 'rich'];
  const placements: MapDef['placements'] = {};
  geometryOf(bare)
    .places()
    .forEach((at, i) => {
      const row = Math.floor(i / 100);
      const col = i % 100;
      let tile: string;
      if (i === 5050) tile = 'core';
      else if (row % 20 === 10 && col % 20 === 10) tile = 'home';
      else if (random() < 0.004) tile = random() < 0.5 ? 'gate-a' : 'gate-b';
      else tile = pick[Math.floor(random() * pick.length)]!;
      placements[at] = { tile, rotation: 0, overrides: {} };
    });
  const map = { ...bare, placements };
  const rules = mapRulesSchema.parse({
    movement: {
      centre: { tiles: ['core'] },
      wormholes: { attribute: 'wormhole' },
      entryCosts: [{ match: { attribute: 'anomaly', equals: 'nova' }, cost: null }],
    },
    checks: [
      { id: 'a', kind: 'apart', message: 'm', match: { borders: ['red'] } },
      { id: 'b', kind: 'apart-by-value', message: 'm', attribute: 'wormhole', wormholes: false },
      { id: 'c', kind: 'value-count', message: 'm', attribute: 'wormhole', min: 2 },
      { id: 'd', kind: 'sum-near-home', message: 'm', sum: 'planets[].resources', max: 3 },
      {
        id: 'e',
        kind: 'sum-per-player',
        message: 'm',
        sum: 'planets[].resources',
        maxPerPlayer: 10,
        except: { kinds: ['home'] },
        playersAttribute: 'players',
      },
      { id: 'f', kind: 'reach-centre', message: 'm' },
      {
        id: 'g',
        kind: 'not-surrounded',
        message: 'm',
        match: { borders: ['yellow'] },
        by: { borders: ['red'] },
      },
      { id: 'h', kind: 'excluded', message: 'm', match: { tiles: ['gate-b'] } },
      { id: 'i', kind: 'pool', message: 'm', match: {} },
    ],
  });
  return { map, tiles, rules };
}

export async function benchChecks(tools: CheckBenchTools): Promise<void> {
  const ti3 = bundledScenarios.find((b) => b.id === 'ti3-patch')?.scenario;
  if (!ti3) throw new Error('no bundled TI3 scenario');
  const galaxy = fullTi3Galaxy(ti3);
  const findings = checkMap(galaxy, ti3.tiles, ti3.mapRules).length;
  const small = timed(galaxy, 200, (m) => checkMap(m, ti3.tiles, ti3.mapRules));
  tools.report({
    name: 'checks: the TI3 patch rules on a full 6-player galaxy, median',
    ms: tools.median(small),
    targetMs: 5,
    note: `${findings} findings; 200 runs, a new map object each`,
  });

  // Star by Star, half the galaxy down: where a home system may go, look-ahead included.
  const sbs = ti3.maps.find((m) => m.id === 'star-by-star-6');
  if (!sbs) throw new Error('the TI3 scenario has no star-by-star-6 map');
  const half = {
    ...sbs,
    placements: Object.fromEntries(
      Object.entries(galaxy.placements).filter(([at], i) => at === '0,0' || i % 2 === 0),
    ),
  };
  const legal = timed(half, 50, (m) =>
    legalPlacements(m, ti3.tiles, ti3.mapRules, 'home-winnu', { adjoinPlaced: true }),
  );
  tools.report({
    name: 'checks: legal places for a home system, Star by Star with look-ahead, median',
    ms: tools.median(legal),
    targetMs: 16,
    note: `half the galaxy down; 50 runs`,
  });

  const big = bigBoard();
  const bigFindings = checkMap(big.map, big.tiles, big.rules).length;
  const bigTimes = timed(big.map, 7, (m) => checkMap(m, big.tiles, big.rules));
  tools.report({
    name: 'checks: every kind of check on a 10,000-cell hex board, median',
    ms: tools.median(bigTimes),
    targetMs: 250,
    note: `${bigFindings} findings; runs ${bigTimes.map(fmt).join(', ')} ms`,
  });
  const place = timed(big.map, 5, (m) =>
    legalPlacements(
      { ...m, placements: Object.fromEntries(Object.entries(m.placements).slice(0, 5000)) },
      big.tiles,
      big.rules,
      'storm',
    ),
  );
  tools.report({
    name: 'checks: legal places for an anomaly on the 10,000-cell board, half of it tiled, median',
    ms: tools.median(place),
    targetMs: 1000,
    note: `runs ${place.map(fmt).join(', ')} ms`,
  });
}
