import { describe, expect, it } from 'vitest';
import { analyseBalance } from '../../../../../editor/analysis/balance/analyse.ts';
import { sharesAt } from '../../../../../editor/analysis/balance/shares-at.ts';
import { tileLookup } from '../../../../../editor/analysis/place-tiles.ts';
import { balanceSettingsSchema } from '../../../../../scenarios/format/balance.ts';
import type { MapDef } from '../../../../../scenarios/format/map.ts';
import { tileSchema } from '../../../../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../../../../scenarios/library/index.ts';

/**
 * Balance on a point-to-point map: Aquila Rift's table 1 as bundled (its jump points, routes
 * and their jump costs, the one-way Chaos Gate exits), with two pirate havens as homes and the
 * merchants of the starting layout as what is worth having.
 */
const aquila = bundledScenarios.find((b) => b.id === 'aquila-rift')?.scenario;
if (!aquila) throw new Error('Aquila Rift is not bundled');
const table = aquila.maps[0] as MapDef;

const tiles = tileLookup(
  [
    { id: 'haven', name: 'Pirate haven', kind: 'home', copies: null },
    { id: 'market', name: 'Market', copies: null, attributes: { merchants: 1 } },
    { id: 'big-market', name: 'Big market', copies: null, attributes: { merchants: 2 } },
  ].map((t) => tileSchema.parse(t)),
);

const map: MapDef = {
  ...table,
  placements: {
    paradise: { tile: 'haven', rotation: 0, overrides: {} },
    tortuga: { tile: 'haven', rotation: 0, overrides: {} },
    nassau: { tile: 'market', rotation: 0, overrides: {} },
    'port-royal': { tile: 'market', rotation: 0, overrides: {} },
    maracaibo: { tile: 'market', rotation: 0, overrides: {} },
    'bane-star': { tile: 'big-market', rotation: 0, overrides: {} },
  },
};

const settings = (metric: 'hops' | 'weighted') =>
  balanceSettingsSchema.parse({
    distance: { metric },
    ownership: { kind: 'nearest' },
    places: { empty: false },
    measures: [{ id: 'merchants', name: 'Merchants', terms: [{ kind: 'sum', path: 'merchants' }] }],
    objective: { kind: 'gap' },
  });

const owners = (report: ReturnType<typeof analyseBalance>, place: string) =>
  Object.fromEntries(sharesAt(report, place).map((s) => [report.homes[s.home]?.place, s.share]));

describe('balance on Aquila Rift’s table 1', () => {
  it('by routes: Port Royal is two routes from each haven, so they share it', () => {
    const report = analyseBalance(map, tiles, aquila.mapRules.movement, settings('hops'));
    expect(report.homes.map((h) => h.place)).toEqual(['paradise', 'tortuga']);
    expect(owners(report, 'port-royal')).toEqual({ paradise: 0.5, tortuga: 0.5 });
    // Nassau: 2 routes from Paradise, 3 from Tortuga (through the Chaos Gate). Maracaibo: 2
    // from Tortuga, 4 from Paradise (the Chaos Gate's one-way exit). The Bane Star: 1 from Tortuga.
    expect(owners(report, 'nassau')).toEqual({ paradise: 1 });
    expect(owners(report, 'maracaibo')).toEqual({ tortuga: 1 });
    expect(report.homes.map((h) => h.totals[0])).toEqual([1.5, 3.5]);
    expect(report.imbalance).toBe(2);
  });

  it('by jump cost: the red routes cost nothing, so Tortuga reaches Port Royal for 1', () => {
    const report = analyseBalance(map, tiles, aquila.mapRules.movement, settings('weighted'));
    // Tortuga → Jump Point 14 (green, 1) → Jump Point 12 (red, 0) → Port Royal (red, 0): 1;
    // Paradise → Jump Point 11 (blue, 1) → Port Royal (green, 1): 2.
    expect(owners(report, 'port-royal')).toEqual({ tortuga: 1 });
    // Nassau: 2 from Paradise (Jump Point 13, green, green); 2 from Tortuga too, by the Chaos
    // Gate: Jump Point 14 (1), the Gate (green, 1), its exit to Jump Point 15 (0), red (0).
    expect(owners(report, 'nassau')).toEqual({ paradise: 0.5, tortuga: 0.5 });
    expect(report.homes.map((h) => h.totals[0])).toEqual([0.5, 4.5]);
    expect(report.imbalance).toBe(4);
  });
});
