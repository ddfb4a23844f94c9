import {
  galaxyTemplateSchema,
  tilePoolSchema,
  type GalaxyTemplateInput,
} from '../../../../../scenarios/format/galaxy-templates.ts';
import { hexKey } from '../../../../../editor/geometry/keys.ts';
import { spiralCell } from '../../../../../editor/geometry/hex.ts';
import type { DealSource } from '../../../../../editor/analysis/deal/index.ts';
import { seedRng, withGenerator } from '../../../../../random/rng.ts';
import { dealGalaxy } from '../../../../../editor/analysis/deal/index.ts';
import type { DealState } from '../../../../../editor/analysis/deal/index.ts';
import { bundled } from '../../bundled/bundled.ts';

/** Deal fixtures over the TI3 patch's tiles and rules, with a small 3-player board of its own. */
export const ti3 = bundled('ti3-patch');
export const at = (i: number) => hexKey(spiralCell(i));

const tiny: GalaxyTemplateInput = {
  id: 'tiny-3',
  name: 'Two rings, 3 players',
  players: 3,
  grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
  places: {
    [at(0)]: { role: 'fixed', tile: 'mecatol-rex' },
    [at(7)]: { role: 'home', seat: 1 },
    [at(11)]: { role: 'home', seat: 2 },
    [at(15)]: { role: 'home', seat: 3 },
  },
  pool: 'ti3-patch-deal',
  deal: { order: 'snake', perPlayer: 5 },
};

export const source: DealSource = {
  tiles: ti3.tiles,
  mapRules: {
    ...ti3.mapRules,
    checks: ti3.mapRules.checks.map((c) =>
      c.id === 'red-bordered-apart' ? { ...c, maps: [...c.maps, 'tiny-3'] } : c,
    ),
  },
  galaxyTemplates: [...ti3.galaxyTemplates, galaxyTemplateSchema.parse(tiny)],
  tilePools: [
    ...ti3.tilePools,
    tilePoolSchema.parse({ id: 'two-red', name: 'Two red', include: [{ borders: ['red'] }] }),
  ],
};

export const ctx = { tiles: source.tiles, rules: source.mapRules };

export function dealt(template: string, players: number, seed: string): DealState {
  const [out] = withGenerator(seedRng(seed), (g) => dealGalaxy(source, template, players, g));
  if (!out.ok) throw new Error(out.problem);
  return out.state;
}
