import { describe, expect, it } from 'vitest';
import { checkMap } from '../../../../../editor/analysis/checks/check-map.ts';
import {
  legalPlacements,
  placementRefusals,
} from '../../../../../editor/analysis/checks/legal-placements.ts';
import { spiralCell } from '../../../../../editor/geometry/hex.ts';
import { edgeKey, hexKey } from '../../../../../editor/geometry/keys.ts';
import { eraseTiles } from '../../../../../editor/model/edits/tiles.ts';
import type { MapDef } from '../../../../../scenarios/format/map.ts';
import { bundled, mapOf } from '../../bundled/bundled.ts';

/**
 * The TI3 patch's galaxy rules, as the bundled scenario states them, on worked examples from
 * the booklet (seed 004): resource abundance (L232), Star by Star (L394, L401-402), the
 * high-resource systems taken out before dealing, wormholes and the way to Mecatol Rex.
 */
const s = bundled('ti3-patch');
const at = (index: number) => hexKey(spiralCell(index));

/** A bundled map with exactly these tiles, by spiral position (0 is the centre). */
function laid(mapId: string, tiles: Record<number, string>, extra: Partial<MapDef> = {}): MapDef {
  const placements = Object.fromEntries(
    Object.entries(tiles).map(([i, tile]) => [at(Number(i)), { tile, rotation: 0, overrides: {} }]),
  );
  return { ...mapOf(s, mapId), placements, ...extra };
}

const findings = (map: MapDef, rule?: string) =>
  checkMap(map, s.tiles, s.mapRules).filter((f) => rule === undefined || f.rule === rule);

describe('resource abundance (booklet L232)', () => {
  // Spiral 19 is the north corner of ring 3: it adjoins 7, 20 and 36.
  it('flags a home system with 4 resources adjacent, and offers to remove the biggest', () => {
    const map = laid('standard-6', {
      0: 'mecatol-rex',
      19: 'home-barony-of-letnev',
      7: 'lodor', // 3 resources
      20: 'tar-mann', // 1
    });
    const [finding, ...rest] = findings(map, 'resources-near-home');
    expect(rest).toEqual([]);
    expect(finding?.places).toEqual([at(19), at(7), at(20)]);
    expect(finding?.message).toBe(
      '4 resources next to The Barony of Letnev home system (19): at most 3 should be ' +
        'adjacent to a Home System, not counting systems as close to another one (booklet ' +
        'L232). Swap systems for lesser ones once the galaxy is complete.',
    );
    expect(finding?.fix).toEqual({ label: 'Remove Lodor (7)', remove: [at(7)] });
    expect(findings(eraseTiles(map, finding!.fix!.remove), 'resources-near-home')).toEqual([]);
  });

  it('allows exactly 3', () => {
    const map = laid('standard-6', { 0: 'mecatol-rex', 19: 'home-barony-of-letnev', 7: 'lodor' });
    expect(findings(map, 'resources-near-home')).toEqual([]);
  });

  it('leaves out systems equally close to another home system', () => {
    // Spiral 20 lies between the homes at 19 and 21.
    const between = { 0: 'mecatol-rex', 19: 'home-barony-of-letnev', 20: 'new-albion-starpoint' };
    expect(findings(laid('standard-6', between), 'resources-near-home')).toHaveLength(1);
    const shared = laid('standard-6', { ...between, 21: 'home-emirates-of-hacan' });
    expect(findings(shared, 'resources-near-home')).toEqual([]);
  });

  it('caps the board at 10 resources per player, home systems aside, around the richest', () => {
    // The duel: two players (limit 20), homes at spiral 7 and 13.
    const map = laid('duel-2', {
      0: 'nebula',
      7: 'home-barony-of-letnev',
      13: 'home-emirates-of-hacan',
      1: 'arnor-lor', // 3
      2: 'coorneeq-resculon', // 3
      8: 'lazar-sakulag', // 3
      18: 'mellon-zohbat', // 3
      3: 'new-albion-starpoint', // 4
      4: 'lodor', // 3
      12: 'quann', // 2
      14: 'saudor', // 2
    });
    const [finding, ...rest] = findings(map, 'resources-per-player');
    expect(rest).toEqual([]);
    expect(finding?.message).toMatch(
      /^23 resources in the systems on the board, over 10 per player \(20 for 2 players; .*L232/,
    );
    // Letnev's side of the galaxy holds 12 of them (spiral 1, 2, 8 and 18), Hacan's 11.
    expect(finding?.places).toEqual([at(7), at(1), at(2), at(8), at(18)]);
    expect(finding?.message).toMatch(
      /the player who has the most: The Barony of Letnev home system \(7\)\.$/,
    );
    // Its biggest system nearest the home goes, which brings the board down to 20.
    expect(finding?.fix).toEqual({ label: 'Remove Arnor / Lor (1)', remove: [at(1)] });
    const fixed = eraseTiles(map, finding!.fix!.remove);
    expect(findings(fixed, 'resources-per-player')).toEqual([]);
  });
});

describe('the high-resource systems and the tile pool', () => {
  it('flags the systems the patch removes before dealing, and more copies than the box has', () => {
    const map = laid('standard-6', { 0: 'mecatol-rex', 1: 'bereg-lirta-iv', 2: 'mecatol-rex' });
    expect(findings(map, 'high-resource-removed')).toEqual([
      {
        rule: 'high-resource-removed',
        places: [at(1)],
        message: expect.stringMatching(/^Bereg \/ Lirta IV \(1\) is one of the four high-resource/),
        fix: { label: 'Remove Bereg / Lirta IV (1)', remove: [at(1)] },
      },
    ]);
    expect(findings(map, 'tile-copies')).toEqual([
      {
        rule: 'tile-copies',
        places: [at(0), at(2)],
        message:
          '2 copies of Mecatol Rex on the map (Mecatol Rex (0) and Mecatol Rex (2)), but the game has 1.',
      },
    ]);
  });
});

describe('anomalies, wormholes and the way to Mecatol Rex', () => {
  it('keeps red-bordered systems apart in the standard deal, not under Star by Star', () => {
    const tiles = { 0: 'mecatol-rex', 1: 'nebula', 2: 'asteroid-field', 25: 'gravity-rift' };
    const [apart] = findings(laid('standard-6', tiles), 'red-bordered-apart');
    expect(apart?.places).toEqual([at(1), at(2)]);
    expect(apart?.message).toMatch(
      /^Red-bordered systems Nebula \(1\) and Asteroid field \(2\) adjoin\./,
    );
    expect(findings(laid('star-by-star-6', tiles), 'red-bordered-apart')).toEqual([]);
  });

  it('asks each wormhole type to have its partner, the delta to Creuss aside', () => {
    const lone = laid('standard-6', { 0: 'mecatol-rex', 3: 'wormhole-a', 30: 'creuss-gate' });
    expect(findings(lone, 'wormholes-paired').map((f) => f.message)).toEqual([
      expect.stringMatching(/^Only 1 A wormhole on the map: .* \(booklet L68-69\)/),
    ]);
  });

  it('flags a home system walled off from Mecatol Rex by supernovas or Space-Time Anomalies', () => {
    const home = { 0: 'mecatol-rex', 19: 'home-barony-of-letnev' };
    expect(findings(laid('standard-6', home), 'homes-reach-mecatol')).toEqual([]);
    const novas = laid('standard-6', { ...home, 7: 'supernova', 20: 'supernova', 36: 'supernova' });
    expect(findings(novas, 'homes-reach-mecatol').map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^The Barony of Letnev home system \(19\) has no way to Mecatol Rex \(0\): every path/,
      ),
    ]);
    const walled = laid('standard-6', home, {
      edges: Object.fromEntries(
        [7, 20, 36].map((n) => [edgeKey(at(19), at(n)), { type: 'space-time-anomaly' }]),
      ),
    });
    expect(findings(walled, 'homes-reach-mecatol')).toHaveLength(1);
    // An Asteroid Belt blocks too (without Anti-Mass Deflectors), but a supernova is the rule's
    // example: one way through is enough.
    const oneWayLeft = laid('standard-6', { ...home, 7: 'supernova', 20: 'supernova' });
    expect(findings(oneWayLeft, 'homes-reach-mecatol')).toEqual([]);
  });
});

describe('Star by Star (booklet L392-404)', () => {
  it('flags yellow-bordered systems that adjoin, and red ones closing round a yellow one', () => {
    const yellow = laid('star-by-star-6', {
      0: 'mecatol-rex',
      19: 'home-barony-of-letnev',
      20: 'home-emirates-of-hacan',
    });
    expect(findings(yellow, 'star-by-star-yellow-apart')).toEqual([
      {
        rule: 'star-by-star-yellow-apart',
        places: [at(19), at(20)],
        message:
          'Yellow-bordered systems The Barony of Letnev home system (19) and The Emirates of ' +
          'Hacan home system (20) adjoin: under Star by Star they may not be placed adjacent ' +
          'to each other (booklet L394).',
      },
    ]);
    const ringed = laid('star-by-star-6', {
      0: 'mecatol-rex',
      19: 'home-barony-of-letnev',
      7: 'nebula',
      20: 'asteroid-field',
      36: 'gravity-rift',
    });
    const [surround] = findings(ringed, 'star-by-star-red-surround');
    expect(surround?.places).toEqual([at(19), at(7), at(20), at(36)]);
    expect(surround?.message).toMatch(/surround the yellow-bordered The Barony of Letnev .*L401/);
    // Red tiles may adjoin each other here.
    expect(findings(ringed, 'red-bordered-apart')).toEqual([]);
  });

  it('offers only the places a tile may go: never next to a yellow one, never closing a ring', () => {
    const options = { adjoinPlaced: true };
    // Spiral 19 adjoins 7, 20 and 36; 7 is down, 20 and 36 are free.
    const opening = laid('star-by-star-6', {
      0: 'mecatol-rex',
      1: 'lodor',
      7: 'quann',
      19: 'home-barony-of-letnev',
    });
    const home = legalPlacements(opening, s.tiles, s.mapRules, 'home-xxcha-kingdom', options);
    expect(home).toContain(at(8));
    expect(home).not.toContain(at(20));
    expect(home).not.toContain(at(36));
    // Only places bordering a tile already down.
    expect(home).not.toContain(at(10));
    expect(legalPlacements(opening, s.tiles, s.mapRules, 'lodor', options)).not.toContain(at(8));

    // Two red tiles round the home system: a third would close the ring.
    const ring = laid('star-by-star-6', {
      0: 'mecatol-rex',
      1: 'lodor',
      19: 'home-barony-of-letnev',
      20: 'nebula',
      36: 'asteroid-field',
    });
    expect(legalPlacements(ring, s.tiles, s.mapRules, 'gravity-rift', options)).not.toContain(
      at(7),
    );
    expect(legalPlacements(ring, s.tiles, s.mapRules, 'quann', options)).toContain(at(7));
    expect(placementRefusals(ring, s.tiles, s.mapRules, 'gravity-rift', at(7), options)).toEqual([
      {
        rule: 'star-by-star-red-surround',
        message: expect.stringMatching(
          /^Red-bordered systems surround the yellow-bordered The Barony of Letnev home system/,
        ),
      },
    ]);
    // The high-resource systems are out of the deal, and a second Mecatol Rex out of the box.
    expect(legalPlacements(ring, s.tiles, s.mapRules, 'abyz-fria', options)).toEqual([]);
    expect(legalPlacements(ring, s.tiles, s.mapRules, 'mecatol-rex', options)).toEqual([]);
  });

  /**
   * A galaxy with two places left: A (spiral 30) beside no yellow-bordered system, B (spiral
   * 20) beside the home system at 19. An empty system on A would force the next home system
   * onto B, next to 19: refused (L402). On B it leaves A for the next home system.
   */
  function lastTwo(): MapDef {
    const tiles: Record<number, string> = { 0: 'mecatol-rex', 19: 'home-barony-of-letnev' };
    for (let i = 1; i <= 36; i++) if (!(i in tiles) && i !== 20 && i !== 30) tiles[i] = 'quann';
    return laid('star-by-star-6', tiles);
  }

  it('refuses a placement that would force the next player to put yellow beside yellow', () => {
    const map = lastTwo();
    const options = { adjoinPlaced: true };
    expect(legalPlacements(map, s.tiles, s.mapRules, 'empty', options)).toEqual([at(20)]);
    expect(placementRefusals(map, s.tiles, s.mapRules, 'empty', at(30), options)).toEqual([
      {
        rule: 'star-by-star-yellow-apart',
        message: expect.stringMatching(
          /forced to put yellow-bordered systems next to each other \(booklet L402\)/,
        ),
      },
    ]);
    expect(placementRefusals(map, s.tiles, s.mapRules, 'empty', at(20), options)).toEqual([]);
    // With no yellow-bordered system left to place, nothing is forced.
    const noneLeft = { ...options, upcoming: ['quann', 'nebula'] };
    expect(legalPlacements(map, s.tiles, s.mapRules, 'empty', noneLeft)).toEqual([at(20), at(30)]);
  });

  it('refuses nothing for the look-ahead when every place would force it', () => {
    // A home system in hand: B is beside 19; on A it leaves only B for the next one, but so
    // would anything else, so A stays open.
    const map = lastTwo();
    const legal = legalPlacements(map, s.tiles, s.mapRules, 'home-xxcha-kingdom', {
      adjoinPlaced: true,
    });
    expect(legal).toEqual([at(30)]);
  });
});

describe('the bundled rules', () => {
  it('cite the booklet in every message but the box’s own tile counts', () => {
    for (const check of s.mapRules.checks)
      if (check.kind !== 'pool') expect(check.message, check.id).toMatch(/booklet L\d+/);
    expect(s.mapRules.checks.map((c) => c.kind).sort()).toEqual([
      'apart',
      'apart',
      'excluded',
      'not-surrounded',
      'pool',
      'reach-centre',
      'sum-near-home',
      'sum-per-player',
      'value-count',
    ]);
  });

  it('find nothing wrong with the maps as they ship', () => {
    for (const map of s.maps) expect(findings(map), map.id).toEqual([]);
  });
});
