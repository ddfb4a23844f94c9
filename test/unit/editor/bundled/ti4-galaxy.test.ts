import { describe, expect, it } from 'vitest';
import { mapGraph } from '../../../../editor/analysis/map-graph.ts';
import { tileLookup } from '../../../../editor/analysis/place-tiles.ts';
import { spiralCell } from '../../../../editor/geometry/hex.ts';
import { hexKey } from '../../../../editor/geometry/keys.ts';
import { bundled, mapOf } from './bundled.ts';

const s = bundled('ti4-galaxy');
const byNumber = new Map(s.tiles.map((t) => [t.attributes['number'] as string, t]));
const at = (index: number) => hexKey(spiralCell(index));

interface Planet {
  name: string;
  resources: number;
  influence: number;
  trait: string;
  tech: string;
  legendary: boolean;
}
const planets = s.tiles.flatMap((t) => t.attributes['planets'] as Planet[]);
const numbersWith = (attribute: string, value: string) =>
  s.tiles
    .filter((t) => (t.attributes[attribute] as string[]).includes(value))
    .map((t) => t.attributes['number']);

describe('TI4 galaxy tile library', () => {
  it('has every tile 1–91 once (83–91 on both sides) and a home slot numbered 0, each with its source', () => {
    const expected = [
      ...Array.from({ length: 82 }, (_, i) => String(i + 1)),
      ...['83', '84', '85', '86', '87', '88', '89', '90', '91'].flatMap((n) => [`${n}A`, `${n}B`]),
      '0',
    ];
    expect([...byNumber.keys()].sort()).toEqual(expected.sort());
    expect(s.tiles).toHaveLength(101);
    for (const tile of s.tiles) {
      expect(tile.source).not.toBe('');
      expect(tile.label).toBe(tile.id === 'home-slot' ? 'Home' : tile.attributes['number']);
    }
  });

  it('gives planets whole resources and influence, a known trait and technology colour', () => {
    expect(planets.length).toBeGreaterThan(90);
    for (const p of planets) {
      expect(Number.isInteger(p.resources) && p.resources >= 0).toBe(true);
      expect(Number.isInteger(p.influence) && p.influence >= 0).toBe(true);
      expect(['', 'cultural', 'hazardous', 'industrial']).toContain(p.trait);
      expect(['', 'red', 'blue', 'green', 'yellow']).toContain(p.tech);
    }
    expect(planets.filter((p) => p.legendary).map((p) => p.name)).toEqual([
      'Primor',
      "Hope's End",
      'Mallice',
    ]);
    expect(byNumber.get('18')?.attributes['planets']).toEqual([
      { name: 'Mecatol Rex', resources: 1, influence: 6, trait: '', tech: '', legendary: false },
    ]);
    // Where one source differed, the value the other two agree on is kept.
    expect((byNumber.get('9')?.attributes['planets'] as Planet[])[0]).toMatchObject({
      name: 'Maaluuk',
      resources: 0,
      influence: 2,
    });
  });

  it('has the wormholes and anomalies of the base game and Prophecy of Kings', () => {
    expect(numbersWith('wormhole', 'alpha')).toEqual(['26', '39', '79', '82']);
    expect(numbersWith('wormhole', 'beta')).toEqual(['25', '40', '64', '82']);
    expect(numbersWith('wormhole', 'gamma')).toEqual(['82']);
    expect(numbersWith('wormhole', 'delta')).toEqual(['17', '51']);
    expect(numbersWith('anomaly', 'supernova')).toEqual(['43', '80', '81']);
    expect(numbersWith('anomaly', 'nebula')).toEqual(['42', '56', '68']);
    expect(numbersWith('anomaly', 'gravity-rift')).toEqual(['41', '67']);
    expect(numbersWith('anomaly', 'asteroid-field')).toEqual(['44', '45', '79']);
  });

  it('names the faction of each of the 25 home tiles, and gives hyperlanes lanes between two sides', () => {
    const homes = s.tiles.filter((t) => t.kind === 'home' && t.id !== 'home-slot');
    expect(homes).toHaveLength(25);
    for (const home of homes) expect(home.attributes['faction']).toMatch(/^(The |Sardakk)/);
    const lanes = s.tiles.filter((t) => t.kind === 'hyperlane');
    expect(lanes).toHaveLength(18);
    for (const tile of lanes)
      for (const [a, b] of tile.attributes['hyperlanes'] as [number, number][]) {
        expect(a).not.toBe(b);
        for (const side of [a, b]) expect(side >= 0 && side <= 5).toBe(true);
      }
  });
});

describe('TI4 galaxies', () => {
  const tiles = tileLookup(s.tiles);
  const movement = s.mapRules.movement;

  it('standard 6: Mecatol Rex in the centre, home slots at 19, 22, 25, 28, 31 and 34', () => {
    const map = mapOf(s, 'standard-6');
    const graph = mapGraph(map, tiles, movement);
    expect(graph.centre).toBe(at(0));
    expect(new Set(graph.homes)).toEqual(new Set([19, 22, 25, 28, 31, 34].map(at)));
    const used = Object.values(map.placements)
      .map((p) => p.tile)
      .filter((t) => t !== 'home-slot');
    expect(new Set(used).size).toBe(31);
  });

  it('standard 6: wormholes join the alpha and beta systems, and the supernova cannot be entered', () => {
    const map = mapOf(s, 'standard-6');
    const graph = mapGraph(map, tiles, movement);
    // Tile 39 (alpha) at 10 and tile 26 (alpha) at 16; tile 25 (beta) at 12 and 40 (beta) at 18.
    expect(graph.adjacent(at(10))).toContainEqual({ to: at(16), via: 'wormhole', cost: 1 });
    expect(graph.adjacent(at(12))).toContainEqual({ to: at(18), via: 'wormhole', cost: 1 });
    expect(graph.entryCost(at(36))).toBeNull();
  });

  it('five players: a hyperlane joins the systems at its two ends, and nobody stops on it', () => {
    const map = mapOf(s, 'hyperlanes-5');
    const graph = mapGraph(map, tiles, movement);
    // 85A (lanes north-east to north-west) south of Mecatol joins positions 3 and 5.
    expect(map.placements[at(4)]).toMatchObject({ tile: 'tile-85a', rotation: 0 });
    expect(graph.adjacent(at(3))).toContainEqual({ to: at(5), via: 'hyperlane', cost: 1 });
    expect(graph.places).not.toContain(at(4));
    expect(graph.homes).toHaveLength(5);
  });
});
