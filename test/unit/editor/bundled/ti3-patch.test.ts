import { describe, expect, it } from 'vitest';
import { spiralCell, spiralIndex } from '../../../../editor/geometry/hex.ts';
import { hexKey, keyToHex } from '../../../../editor/geometry/keys.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { seatCount } from '../../../../scenarios/format/schema.ts';
import { bundled, mapOf } from './bundled.ts';

const s = bundled('ti3-patch');
const tiles = new Map(s.tiles.map((t) => [t.id, t]));

interface Planet {
  name: string;
  resources: number;
  influence: number;
  tech?: string;
}
const planetsOf = (id: string): Planet[] => tiles.get(id)?.attributes['planets'] as Planet[];

describe('TI3 patch scenario', () => {
  it('seats two to eight players, one per seat, each in a colour of their own', () => {
    expect(s.meta.players).toEqual({ min: 2, max: 8 });
    expect(seatCount(s)).toBe(8);
    expect(s.meta.credits).toMatch(/Build 17/);
    expect(s.meta.title).toMatch(/Shattered Ascension/);
  });
});

describe('TI3 patch tile library', () => {
  it('has Mecatol Rex, 17 home systems, empty systems, anomalies and both base wormholes', () => {
    const kinds = (kind: string) => s.tiles.filter((t) => t.kind === kind);
    expect(planetsOf('mecatol-rex')).toEqual([{ name: 'Mecatol Rex', resources: 1, influence: 6 }]);
    expect(tiles.get('mecatol-rex')?.kind).toBe('special');
    expect(kinds('home')).toHaveLength(17);
    expect(kinds('home').every((t) => t.border === 'yellow')).toBe(true);
    expect(kinds('empty').length).toBeGreaterThan(0);
    const anomalies = kinds('anomaly').map((t) => t.attributes['anomaly']);
    expect(anomalies.sort()).toEqual([
      'asteroid-field',
      'gravity-rift',
      'ion-storm',
      'nebula',
      'supernova',
    ]);
    expect(kinds('anomaly').every((t) => t.border === 'red')).toBe(true);
    const wormholes = s.tiles.map((t) => t.attributes['wormhole']).filter((w) => w);
    expect(wormholes).toEqual(expect.arrayContaining(['A', 'B']));
  });

  it('gives every planet whole, non-negative resources and influence and a known tech colour', () => {
    const planets = s.tiles.flatMap((t) => planetsOf(t.id));
    expect(planets.length).toBeGreaterThan(40);
    for (const p of planets) {
      expect(p.name).not.toBe('');
      expect(Number.isInteger(p.resources) && p.resources >= 0).toBe(true);
      expect(Number.isInteger(p.influence) && p.influence >= 0).toBe(true);
      if (p.tech !== undefined) expect(['red', 'blue', 'green', 'yellow']).toContain(p.tech);
    }
    expect(new Set(planets.map((p) => p.name)).size).toBe(planets.length);
  });

  it('says where every datum comes from, and marks what is not in the seed', () => {
    for (const tile of s.tiles) {
      expect(tile.source, tile.id).not.toBe('');
      if (!/seed 004 L\d/.test(tile.source)) expect(tile.source).toMatch(/not in the seed/);
    }
    // What the seed itself says is cited to its line.
    expect(planetsOf('home-winnu')[0]).toMatchObject({ name: 'Winnu', tech: 'yellow' });
    expect(tiles.get('home-winnu')?.source).toMatch(/L84/);
  });

  it('tags the four high-resource systems the patch removes before dealing', () => {
    const high = s.tiles.filter((t) => t.attributes['highResource'] === true);
    const names = high.flatMap((t) => planetsOf(t.id).map((p) => p.name));
    expect(names).toEqual(expect.arrayContaining(['Bereg', 'Abyz', 'Meer', 'Ashtroth']));
    expect(high).toHaveLength(4);
  });
});

describe('TI3 patch maps', () => {
  const standard = mapOf(s, 'standard-6');
  const duel = mapOf(s, 'duel-2');

  it('lays the standard galaxy out as 37 cells numbered in a spiral, Mecatol Rex at 0,0', () => {
    expect(boardCells(standard)).toHaveLength(37);
    expect(standard.coordinates).toBe('spiral');
    expect(standard.placements['0,0']?.tile).toBe('mecatol-rex');
  });

  it('marks the six home positions at spiral 19, 22, 25, 28, 31 and 34, one seat each', () => {
    const homes = standard.tokens.filter((t) => /^Home \d$/.test(t.label));
    const positions = homes.map((t) => spiralIndex(keyToHex(t.at)!));
    expect(positions).toEqual([19, 22, 25, 28, 31, 34]);
    expect(homes.map((t) => t.at)).toEqual(
      [19, 22, 25, 28, 31, 34].map((i) => hexKey(spiralCell(i))),
    );
    expect(homes.map((t) => t.team)).toEqual([
      'seat-1',
      'seat-2',
      'seat-3',
      'seat-4',
      'seat-5',
      'seat-6',
    ]);
  });

  it('sets up the duel on two rings, homes on opposite sides, no Mecatol Rex', () => {
    expect(boardCells(duel)).toHaveLength(19);
    const homes = duel.tokens.filter((t) => /^Home \d$/.test(t.label)).map((t) => keyToHex(t.at)!);
    expect(homes).toHaveLength(2);
    expect(homes[0]!.q + homes[1]!.q).toBe(0);
    expect(homes[0]!.r + homes[1]!.r).toBe(0);
    expect(Object.values(duel.placements).map((p) => p.tile)).not.toContain('mecatol-rex');
    expect(duel.attributes['tilesDealtPerPlayer']).toBe(8);
  });

  it('defines the border tokens as edge types on both maps, the grav wave one-way', () => {
    for (const map of [standard, duel]) {
      const types = new Map(map.edgeTypes.map((t) => [t.id, t]));
      expect([...types.keys()].sort()).toEqual([
        'asteroid-belt',
        'space-mines',
        'space-time-anomaly',
        'standing-grav-wave',
      ]);
      expect(types.get('standing-grav-wave')).toMatchObject({ directed: true, blocks: true });
      expect(types.get('space-time-anomaly')).toMatchObject({ blocks: true });
      expect(types.get('space-mines')).toMatchObject({ blocks: false });
    }
  });

  it.each([standard, duel])('$name places only library tiles, never beyond their copies', (map) => {
    const used = new Map<string, number>();
    for (const { tile } of Object.values(map.placements)) used.set(tile, (used.get(tile) ?? 0) + 1);
    for (const [id, count] of used) {
      const tile = tiles.get(id);
      expect(tile, id).toBeDefined();
      if (tile?.copies !== null) expect(count).toBeLessThanOrEqual(tile!.copies);
    }
  });
});
