import { describe, expect, it } from 'vitest';
import {
  analyseBalance,
  type BalanceReport,
} from '../../../../../editor/analysis/balance/analyse.ts';
import { BUILT_IN_PRESETS } from '../../../../../editor/analysis/balance/presets.ts';
import { sharesAt } from '../../../../../editor/analysis/balance/shares-at.ts';
import type { BalancePreset } from '../../../../../scenarios/format/balance.ts';
import {
  FIVE_PLAYER_WARP,
  FIVE_PLAYER_WARP_HOMES,
  SIX_PLAYER,
  SIX_PLAYER_HOMES,
  spiralKey,
  spiralMap,
  TI4_LOOKUP,
  TI4_MOVEMENT,
  turnedBoard,
  turnedIndex,
  type SpiralEntry,
} from '../../../../support/ti4-reference.ts';

/**
 * The presets named after a published metric give that metric's numbers on the same maps.
 * The reference numbers below were printed by the published code itself, run in Node on these
 * very maps (test/support/ti4-reference.ts):
 *   - KeeganW/ti4 src/helpers/Slices.js and src/helpers/Adjacency.js at 3dd9c0a and b88a575
 *     (getSliceMap, getSliceStats, getSliceImbalance), with src/data/tileData.js at 705bd9d;
 *   - heisenbugged/ti4-lab app/mapgen/utils/sliceScoring.ts and app/utils/hexDistance.ts at
 *     77dc75a (getAllSliceValues, calculateBalanceGap), with app/data/rawSystemData.ts there;
 *   - joepinion/ti4-map-lab src/map-logic.js at 0da1bf3 (Map.getHomeValue with the "Simple
 *     Slice" evaluator of src/data/default_evaluators.json, on its own src/data/tile_data.js).
 * None of that code is part of this project.
 */

const preset = (id: string): BalancePreset => {
  const found = BUILT_IN_PRESETS.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

function analyse(board: readonly SpiralEntry[], id: string): BalanceReport {
  return analyseBalance(spiralMap(board, 3), TI4_LOOKUP, TI4_MOVEMENT, preset(id));
}

/** A report's rows in the order of the tools' home positions. */
function rowsFor(report: BalanceReport, homes: readonly number[]) {
  return homes.map((index) => {
    const row = report.homes.find((h) => h.place === spiralKey(index));
    if (!row) throw new Error(`no home at ${index}`);
    return row;
  });
}

/** Each home's slice as KeeganW's getSliceMap gives it: spiral position → share. */
function slicesFor(report: BalanceReport, homes: readonly number[]) {
  const byKey = new Map(Array.from({ length: 37 }, (_, i) => [spiralKey(i), i]));
  return homes.map((home) => {
    const slice: Record<number, number> = {};
    const homeIndex = report.homes.findIndex((h) => h.place === spiralKey(home));
    for (const place of report.places)
      for (const { home: owner, share } of sharesAt(report, place))
        if (owner === homeIndex) slice[byKey.get(place) as number] = share;
    return slice;
  });
}

const keeganStats = (report: BalanceReport, homes: readonly number[]) =>
  rowsFor(report, homes).map(({ totals: [resources, influence, planets, anomalies] }) => ({
    resources,
    influence,
    planets,
    anomalies,
  }));

describe('"KeeganW slices" reproduces KeeganW/ti4 Slices.js', () => {
  it('on a six-player galaxy: the same slices, the same stats, the same imbalance', () => {
    const report = analyse(SIX_PLAYER, 'keeganw-slices');
    // getSliceMap (3dd9c0a), printed in Node.
    expect(slicesFor(report, SIX_PLAYER_HOMES)).toEqual([
      { 1: 1, 7: 1, 8: 0.5, 18: 0.5, 20: 1, 36: 1 },
      { 2: 1, 8: 0.5, 9: 1, 10: 0.5, 21: 1, 23: 1 },
      { 3: 1, 10: 0.5, 11: 1, 12: 0.5, 24: 1, 26: 1 },
      { 4: 1, 12: 0.5, 13: 1, 14: 0.5, 27: 1, 29: 1 },
      { 5: 1, 14: 0.5, 15: 1, 16: 0.5, 30: 1, 32: 1 },
      { 6: 1, 16: 0.5, 17: 1, 18: 0.5, 33: 1, 35: 1 },
    ]);
    // getSliceStats (3dd9c0a), printed in Node.
    expect(keeganStats(report, SIX_PLAYER_HOMES)).toEqual([
      { resources: 5, influence: 5, planets: 4, anomalies: 3 },
      { resources: 5.5, influence: 6, planets: 5.5, anomalies: 1.5 },
      { resources: 5.5, influence: 3, planets: 4.5, anomalies: 1.5 },
      { resources: 5.5, influence: 2.5, planets: 4.5, anomalies: 1.5 },
      { resources: 6, influence: 5, planets: 5.5, anomalies: 1.5 },
      { resources: 8, influence: 8, planets: 6, anomalies: 2 },
    ]);
    // getSliceImbalance printed 28.500000000000007: the same sum, added in another order.
    expect(report.imbalance).toBeCloseTo(28.500000000000007, 12);
  });

  it('by hand: the north home (19) owns 1, 7 and the outer 20, 36 whole, and half of 8 and 18', () => {
    // 1 supernova, 7 Wellon 1/2, 20 Tequ'ran 2/0 + Torkan 0/3, 36 Everra 3/1 (a nebula),
    // half of 8 (asteroid field) and half of 18 (empty red system).
    // Resources 2 + 3 = 5; influence 2 + 3 = 5; planets 1 + 2 + 1 = 4;
    // anomalies (red backs) 1 + 1 + 0.5 + 0.5 = 3.
    const [north] = keeganStats(analyse(SIX_PLAYER, 'keeganw-slices'), SIX_PLAYER_HOMES);
    expect(north).toEqual({ resources: 5, influence: 5, planets: 4, anomalies: 3 });
  });

  it('on the five-player warp board: hyperlane chains count as one hop', () => {
    const report = analyse(FIVE_PLAYER_WARP, 'keeganw-slices');
    expect(slicesFor(report, FIVE_PLAYER_WARP_HOMES)).toEqual([
      { 1: 1, 7: 1, 8: 0.5, 18: 0.5, 20: 1, 36: 1 },
      { 2: 1, 8: 0.5, 9: 1, 10: 0.5, 21: 1, 23: 1 },
      { 3: 1, 10: 0.5, 11: 1, 13: 0.5, 24: 1, 26: 1 },
      { 5: 1, 13: 0.5, 15: 1, 16: 0.5, 30: 1, 32: 1 },
      { 6: 1, 16: 0.5, 17: 1, 18: 0.5, 33: 1, 35: 1 },
    ]);
    expect(keeganStats(report, FIVE_PLAYER_WARP_HOMES)).toEqual([
      { resources: 6, influence: 7.5, planets: 6, anomalies: 1.5 },
      { resources: 12, influence: 0.5, planets: 6, anomalies: 1.5 },
      { resources: 8.5, influence: 3, planets: 4, anomalies: 2.5 },
      { resources: 4.5, influence: 6.5, planets: 5.5, anomalies: 0.5 },
      { resources: 5, influence: 7.5, planets: 4.5, anomalies: 2 },
    ]);
    expect(report.imbalance).toBeCloseTo(80.32500000000002, 12);
  });

  it('on the warp board turned 60°: hyperlanes turn with their rotation', () => {
    const report = analyse(turnedBoard(FIVE_PLAYER_WARP, 1), 'keeganw-slices');
    const homes = FIVE_PLAYER_WARP_HOMES.map((i) => turnedIndex(i, 1));
    // Slices.js on the turned board (hyperlanes "86A-1"…) printed the same stats and imbalance.
    expect(keeganStats(report, homes)).toEqual(
      keeganStats(analyse(FIVE_PLAYER_WARP, 'keeganw-slices'), FIVE_PLAYER_WARP_HOMES),
    );
    expect(report.imbalance).toBeCloseTo(80.32500000000002, 12);
  });
});

describe('"ti4-lab home value" reproduces ti4-lab sliceScoring.ts', () => {
  const values = (report: BalanceReport, homes: readonly number[]) =>
    rowsFor(report, homes).map((r) => r.totals[0]);

  it('on a six-player galaxy: the same home values and gap', () => {
    const report = analyse(SIX_PLAYER, 'ti4-lab-home-value');
    // getAllSliceValues (77dc75a), printed in Node: {19: 8.5, 22: 12, 25: 10, 28: 9.5, 31: 12, 34: 16.5}.
    expect(values(report, SIX_PLAYER_HOMES)).toEqual([8.5, 12, 10, 9.5, 12, 16.5]);
    // calculateBalanceGap printed 8.
    expect(report.imbalance).toBe(8);
  });

  it('by hand: the north home (19) pays for the supernova on its only way to the centre', () => {
    // Within 2 steps (no wormholes, the supernova at 1 never entered): 7 Wellon max(1,2) = 2
    // + 0.5 for its specialty; 20 Tequ'ran 2 + Torkan 3 = 5; 36 Everra 3 (a nebula: entered,
    // not left); 8 (asteroid field) and 18 (empty) are worth nothing. 2.5 + 5 + 3 = 10.5.
    // Way to the centre 19 → 7 → 1 → 0 is 3 steps: 3 × (3 − 3) = 0; every such way passes
    // the supernova at 1: −2. 10.5 − 2 = 8.5.
    const [north] = values(analyse(SIX_PLAYER, 'ti4-lab-home-value'), SIX_PLAYER_HOMES);
    expect(north).toBe(8.5);
  });

  it('on the five-player warp board: the same home values and gap', () => {
    const report = analyse(FIVE_PLAYER_WARP, 'ti4-lab-home-value');
    // getAllSliceValues printed {19: 14, 22: 13.5, 25: 11.5, 31: 12, 34: 14.5}; gap 3.
    expect(values(report, FIVE_PLAYER_WARP_HOMES)).toEqual([14, 13.5, 11.5, 12, 14.5]);
    expect(report.imbalance).toBe(3);
  });
});

describe('"ti4-map-lab Simple Slice" reproduces ti4-map-lab getHomeValue', () => {
  const values = (report: BalanceReport, homes: readonly number[]) =>
    rowsFor(report, homes).map((r) => r.totals[0]);

  it('on a six-player galaxy: the same home values and gap', () => {
    const report = analyse(SIX_PLAYER, 'ti4-map-lab-simple-slice');
    // Map.getHomeValue (0da1bf3) printed {19: 22, 22: 26, 25: 19, 28: 17, 31: 21, 34: 29}.
    expect(values(report, SIX_PLAYER_HOMES)).toEqual([22, 26, 19, 17, 21, 29]);
    expect(report.imbalance).toBe(12);
  });

  it('by hand: the north home (19) has its three neighbours twice, and nothing two steps out', () => {
    // Adjacent: 7 Wellon max(1, 2) + 1 specialty = 3; 20 Tequ'ran 2 + Torkan 3 = 5;
    // 36 Everra 3. Twice each: 22. Two steps out: 1 (supernova), 8 (asteroid field) and
    // 18 (empty) are worth nothing; 21 and 35 are beside other homes (22 and 34), so nothing.
    const [north] = values(analyse(SIX_PLAYER, 'ti4-map-lab-simple-slice'), SIX_PLAYER_HOMES);
    expect(north).toBe(22);
    const report = analyse(SIX_PLAYER, 'ti4-map-lab-simple-slice');
    expect(sharesAt(report, spiralKey(7))).toEqual([
      { home: report.homes.findIndex((h) => h.place === spiralKey(19)), share: 2 },
    ]);
    // 21 is Hacan's own neighbour (22): twice for Hacan, nothing for the north home.
    expect(sharesAt(report, spiralKey(21))).toEqual([
      { home: report.homes.findIndex((h) => h.place === spiralKey(22)), share: 2 },
    ]);
  });
});
