import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startGeneration } from '../../../../../editor/analysis/generate/generation-setup.ts';
import { checkMap } from '../../../../../editor/analysis/checks/check-map.ts';
import { poolTiles } from '../../../../../editor/analysis/generate/pool-tiles.ts';
import { templateLayout } from '../../../../../editor/analysis/generate/template-layout.ts';
import type { GalaxySearch } from '../../../../../editor/analysis/generate/galaxy-search.ts';
import { bundled } from '../../bundled/bundled.ts';

const ti4 = bundled('ti4-galaxy');
const ti3 = bundled('ti3-patch');

function search(
  scenario: typeof ti4,
  template: string,
  seed: string,
  iterations: number,
): GalaxySearch {
  const start = startGeneration(scenario, { template, seed, mapId: 'generated' });
  if (!start.ok) throw new Error(start.problem);
  start.search.step(iterations);
  return start.search;
}

const counts = (ids: readonly string[]) => {
  const found = new Map<string, number>();
  for (const id of ids) found.set(id, (found.get(id) ?? 0) + 1);
  return found;
};

describe('bundled galaxy templates', () => {
  it('seat every count from 2 to 8 players', () => {
    const seats = [...ti4.galaxyTemplates, ...ti3.galaxyTemplates].map((t) => t.players);
    for (let n = 2; n <= 8; n++) expect(seats).toContain(n);
  });

  it('lay out the standard six-player galaxy: Mecatol fixed, six homes on ring 3, 30 open places', () => {
    const layout = templateLayout(ti4.galaxyTemplates.find((t) => t.id === 'ti4-6p')!);
    expect(layout.board.placements['0,0']?.tile).toBe('tile-18');
    expect(layout.homes).toHaveLength(6);
    expect(layout.open).toHaveLength(30);
  });

  it.each([...ti4.galaxyTemplates.map((t) => t.id), 'ti3-duel-2'])(
    '%s generates a map that keeps every check',
    (id) => {
      const scenario = id.startsWith('ti3') ? ti3 : ti4;
      const map = search(scenario, id, 'legal', 600).result();
      expect(map.generated?.unmet).toEqual([]);
      expect(checkMap(map, scenario.tiles, scenario.mapRules)).toEqual([]);
      const template = scenario.galaxyTemplates.find((t) => t.id === id)!;
      expect(Object.keys(map.placements)).toHaveLength(
        templateLayout(template).open.length +
          template.players +
          Object.keys(templateLayout(template).board.placements).length,
      );
    },
  );

  it("names the TI3 standard galaxy's check it cannot meet: its pool holds one alpha and one beta wormhole", () => {
    const map = search(ti3, 'ti3-standard-6', 'wormholes', 300).result();
    expect(map.generated?.unmet).toEqual(['wormholes-paired']);
  });
});

describe('pool sharing', () => {
  it('deals the six-player galaxy 3 blue to 2 red: 18 blue and 12 red', () => {
    const map = search(ti4, 'ti4-6p', 'share', 200).result();
    const borders = Object.values(map.placements)
      .map((p) => ti4.tiles.find((t) => t.id === p.tile)!)
      .filter((t) => t.kind !== 'home' && t.id !== 'tile-18')
      .map((t) => t.border);
    expect(counts(borders)).toEqual(
      new Map([
        ['blue', 18],
        ['red', 12],
      ]),
    );
  });

  it('keeps the share while swapping tiles in from the box', () => {
    const template = ti4.galaxyTemplates.find((t) => t.id === 'ti4-4p')!;
    const map = search(ti4, 'ti4-4p', 'box', 3000).result();
    const dealt = Object.values(map.placements)
      .map((p) => ti4.tiles.find((t) => t.id === p.tile)!)
      .filter((t) => t.kind !== 'home' && t.id !== 'tile-18');
    expect(dealt.filter((t) => t.border === 'red')).toHaveLength(12);
    expect(dealt.filter((t) => t.border === 'blue')).toHaveLength(20);
    const pool = poolTiles(
      ti4.tilePools.find((p) => p.id === template.pool)!,
      ti4.tiles,
      ti4.mapRules.movement,
      template,
      64,
    );
    expect(pool.groups.map((g) => g.tiles.length)).toEqual([36, 19]);
  });
});

describe('generation', () => {
  it('is made again exactly from its seed and iteration count', () => {
    const first = search(ti4, 'ti4-6p', 'again', 700).result();
    const second = search(ti4, 'ti4-6p', 'again', 700).result();
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.generated).toMatchObject({
      template: 'ti4-6p',
      seed: 'again',
      iterations: 700,
      preset: 'keeganw-slices',
      algorithm: 'anneal-swaps/1',
    });
  });

  it('gives the same map whether run in one go or in batches (a time budget only stops it)', () => {
    const once = search(ti4, 'ti4-5p', 'batches', 900).result();
    const start = startGeneration(ti4, { template: 'ti4-5p', seed: 'batches', mapId: 'generated' });
    if (!start.ok) throw new Error(start.problem);
    for (let i = 0; i < 9; i++) start.search.step(100);
    expect(start.search.result()).toEqual(once);
  });

  it('improves on the first deal', () => {
    const start = search(ti4, 'ti4-6p', 'improves', 0);
    const first = start.bestImbalance;
    start.step(1500);
    expect(start.bestImbalance).toBeLessThan(first);
  });

  it('property: a map meets the rules it was given and uses no more copies than the pool holds; other seeds give other maps', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ti4-3p', 'ti4-4p', 'ti4-6p'),
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 150 }),
        (id, seed, iterations) => {
          const map = search(ti4, id, seed, iterations).result();
          if (map.generated?.unmet.length === 0)
            expect(checkMap(map, ti4.tiles, ti4.mapRules)).toEqual([]);
          for (const [tile, n] of counts(Object.values(map.placements).map((p) => p.tile))) {
            const copies = ti4.tiles.find((t) => t.id === tile)?.copies ?? null;
            if (copies !== null) expect(n).toBeLessThanOrEqual(copies);
          }
          const other = search(ti4, id, `${seed}!`, iterations).result();
          expect(other.placements).not.toEqual(map.placements);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('bad requests', () => {
  it('name the templates, pools and presets there are', () => {
    const problem = (r: Parameters<typeof startGeneration>[1]) => {
      const start = startGeneration(ti4, r);
      return start.ok ? '' : start.problem;
    };
    expect(problem({ template: 'nope', seed: 's', mapId: 'm' })).toMatch(
      /no galaxy template "nope" \(templates: ti4-3p \(3 players\), .*ti4-8p \(8 players\)\)/,
    );
    expect(problem({ template: 'ti4-6p', players: 4, seed: 's', mapId: 'm' })).toBe(
      'template "ti4-6p" seats 6 players, not 4 (for 4: ti4-4p)',
    );
    expect(problem({ template: 'ti4-6p', pool: 'x', seed: 's', mapId: 'm' })).toMatch(
      /^no tile pool "x" \(pools: ti4-pok-3-2, /,
    );
    expect(problem({ template: 'ti4-6p', preset: 'x', seed: 's', mapId: 'm' })).toMatch(
      /^no balance preset "x" \(presets: /,
    );
  });

  it('say when the pool has too few tiles for the template', () => {
    const start = startGeneration(
      {
        ...ti4,
        tilePools: ti4.tilePools.map((p) => ({
          ...p,
          exclude: [{ kinds: ['system'], borders: [], tiles: [] }],
        })),
      },
      { template: 'ti4-6p', seed: 's', mapId: 'm' },
    );
    expect(start.ok ? '' : start.problem).toMatch(
      /the pool has \d+ tiles to deal but .* has 30 open places/,
    );
  });
});
