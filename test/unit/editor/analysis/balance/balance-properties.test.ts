import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseBalance } from '../../../../../editor/analysis/balance/analyse.ts';
import { BUILT_IN_PRESETS } from '../../../../../editor/analysis/balance/presets.ts';
import { tileLookup } from '../../../../../editor/analysis/place-tiles.ts';
import { balancePresetSchema } from '../../../../../scenarios/format/balance.ts';
import { movementSchema } from '../../../../../scenarios/format/map-rules.ts';
import {
  balancePresetArb,
  contentTiles,
  mapWithContentArb,
} from '../../../../support/arbitraries.ts';
import {
  spiralMap,
  TI4_LOOKUP,
  TI4_MOVEMENT,
  TI4_TILES,
  turnedIndex,
  type SpiralEntry,
} from '../../../../support/ti4-reference.ts';

/** Any system of the reference set (hyperlanes with a turn), or nothing. */
const systemArb: fc.Arbitrary<SpiralEntry> = fc.oneof(
  fc.constantFrom(
    ...TI4_TILES.filter((t) => t.kind !== 'home' && t.kind !== 'hyperlane' && t.id !== '18').map(
      (t) => t.id,
    ),
  ),
  fc
    .tuple(
      fc.constantFrom(...TI4_TILES.filter((t) => t.kind === 'hyperlane').map((t) => t.id)),
      fc.integer({ min: 0, max: 5 }),
    )
    .map(([id, turn]) => `${id}-${turn}`),
  fc.constant(-1),
);

/**
 * A galaxy that turning by 60° leaves as it is: one system per orbit of positions, copied to
 * all six turns (a hyperlane turned with its position), homes on the corners of ring 3.
 */
const symmetricGalaxyArb = fc.array(systemArb, { minLength: 37, maxLength: 37 }).map((picks) => {
  const board: SpiralEntry[] = Array.from({ length: 37 }, () => -1);
  const done = new Set<number>();
  board[0] = 18;
  for (let i = 1; i < 37; i++) {
    if (done.has(i)) continue;
    const pick = i >= 19 && (i - 19) % 3 === 0 ? 0 : (picks[i] as SpiralEntry);
    for (let k = 0; k < 6; k++) {
      const at = turnedIndex(i, k);
      done.add(at);
      board[at] =
        typeof pick === 'string' && pick.includes('-')
          ? `${pick.split('-')[0]}-${(Number(pick.split('-')[1]) + k) % 6}`
          : pick;
    }
  }
  return board;
});

describe('balance, over any map', () => {
  it('is perfectly even on a galaxy symmetric under turning, for every built-in preset', () => {
    fc.assert(
      fc.property(symmetricGalaxyArb, (board) => {
        const map = spiralMap(board, 3);
        for (const preset of BUILT_IN_PRESETS) {
          const report = analyseBalance(map, TI4_LOOKUP, TI4_MOVEMENT, preset);
          expect(report.homes).toHaveLength(6);
          expect(report.imbalance, preset.id).toBeCloseTo(0, 9);
          for (const home of report.homes)
            home.totals.forEach((total, m) =>
              expect(total).toBeCloseTo(report.homes[0]?.totals[m] as number, 9),
            );
        }
      }),
      { numRuns: 40 },
    );
  });

  const tiles = tileLookup(contentTiles);
  const movement = movementSchema.parse({
    homes: { kinds: ['home'] },
    entryCosts: [{ match: { kinds: ['anomaly'] }, cost: 2 }],
  });

  it('shares each owned place out in full, deterministically, on hex, square and point-to-point maps', () => {
    fc.assert(
      fc.property(mapWithContentArb, balancePresetArb, (map, presetInput) => {
        const preset = balancePresetSchema.parse(presetInput);
        const report = analyseBalance(map, tiles, movement, preset);
        const { start, share, home } = report.shares;
        for (let i = 0; i < report.places.length; i++) {
          const from = start[i] as number;
          const to = start[i + 1] as number;
          if (from === to) continue;
          let total = 0;
          for (let k = from; k < to; k++) {
            total += share[k] as number;
            expect(home[k]).toBeLessThan(report.homes.length);
          }
          // By reach each home weighs a place on its own; every other way shares it out.
          if (preset.ownership.kind !== 'reach') expect(total).toBeCloseTo(1, 12);
          // A home is never owned.
          expect(report.homes.some((h) => h.place === report.places[i])).toBe(false);
        }
        const again = analyseBalance(structuredClone(map), tiles, movement, preset);
        expect(again).toEqual(report);
        expect(Number.isFinite(report.imbalance)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
