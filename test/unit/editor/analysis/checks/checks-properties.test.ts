import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMap } from '../../../../../editor/analysis/checks/check-map.ts';
import {
  legalPlacements,
  placementRefusals,
} from '../../../../../editor/analysis/checks/legal-placements.ts';
import { CHECK_KINDS } from '../../../../../editor/analysis/checks/registry.ts';
import { geometryOf } from '../../../../../editor/geometry/geometry-of.ts';
import { eraseTiles, placeTile } from '../../../../../editor/model/edits/tiles.ts';
import type { MapDef } from '../../../../../scenarios/format/map.ts';
import { mapRulesSchema } from '../../../../../scenarios/format/map-rules.ts';
import { tileSchema } from '../../../../../scenarios/format/tiles.ts';
import { contentTiles, mapWithContentArb } from '../../../../support/arbitraries.ts';

/**
 * The checks over generated boards of every grid kind (hex of every shape, square, and
 * point-to-point maps with one-way lanes), with walls, one-way borders and gates. The tiles
 * have the ids `mapWithContentArb` places, given attributes the checks read.
 */
const tiles = [
  { id: 'nebula', name: 'Nebula', kind: 'anomaly', border: 'red', copies: 3 },
  { id: 'home', name: 'Home', kind: 'home', border: 'yellow', attributes: { ore: [1] } },
  { id: 'forest', name: 'Forest', attributes: { ore: [2], gate: 'x' } },
  { id: 'empty', name: 'Empty', kind: 'empty', copies: 4 },
].map((t) => tileSchema.parse(t));
expect(tiles.map((t) => t.id).sort()).toEqual(contentTiles.map((t) => t.id).sort());

const rules = mapRulesSchema.parse({
  movement: { centre: { tiles: ['empty'] }, wormholes: { attribute: 'gate' } },
  checks: [
    { id: 'apart', kind: 'apart', message: '{places}', match: { kinds: ['anomaly'] } },
    // Gates of a type are next to each other wherever they are: placements are tried with them.
    { id: 'one-gate', kind: 'apart', message: '{places}', match: { attribute: 'gate' } },
    {
      id: 'homes',
      kind: 'apart',
      message: '{places}',
      match: { kinds: ['home'] },
      relation: 'adjoining',
      lookAhead: { message: 'forced' },
    },
    {
      id: 'gates',
      kind: 'apart-by-value',
      message: '{value}',
      attribute: 'gate',
      relation: 'adjoining',
    },
    { id: 'pairs', kind: 'value-count', message: '{value}', attribute: 'gate', min: 3 },
    { id: 'near', kind: 'sum-near-home', message: '{total}', sum: 'ore[]', max: 2 },
    {
      id: 'board',
      kind: 'sum-per-player',
      message: '{total}',
      sum: 'ore[]',
      maxPerPlayer: 2,
      except: { kinds: ['home'] },
    },
    { id: 'centre', kind: 'reach-centre', message: '{home}' },
    {
      id: 'ring',
      kind: 'not-surrounded',
      message: '{place}',
      match: { kinds: ['home'] },
      by: { kinds: ['anomaly', 'empty'] },
    },
    { id: 'pool', kind: 'pool', message: '{tile}', match: {} },
  ],
});

const check = (map: MapDef) => checkMap(map, tiles, rules);
/** The rules judged at each placement (the kinds that say where a tile breaks them). */
const stepRules = new Set(
  rules.checks.filter((c) => CHECK_KINDS[c.kind].breaksAt !== undefined).map((c) => c.id),
);

describe('checks on generated boards of every kind', () => {
  it('find the same things every time, about places of the map, with their words filled in', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const first = check(map);
        expect(check(map)).toEqual(first);
        expect(check(structuredClone(map))).toEqual(first);
        const geometry = geometryOf(map);
        for (const finding of first) {
          for (const place of finding.places) expect(geometry.has(place)).toBe(true);
          expect(finding.message).not.toMatch(/\{\w+\}/);
          for (const place of finding.fix?.remove ?? [])
            expect(map.placements[place], place).toBeDefined();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('lose a finding once its tiles are gone, or its fix is applied', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        for (const finding of check(map)) {
          const after = eraseTiles(map, finding.places);
          if (finding.rule !== 'centre' && finding.rule !== 'board') {
            const again = check(after).filter((f) => f.rule === finding.rule);
            for (const f of again)
              for (const place of f.places) expect(finding.places).not.toContain(place);
          }
          if (finding.fix && finding.rule === 'near') {
            const fixed = check(eraseTiles(map, finding.fix.remove));
            const home = finding.places[0];
            expect(fixed.some((f) => f.rule === 'near' && f.places[0] === home)).toBe(false);
          }
          if (finding.fix && finding.rule === 'board') {
            const total = (m: MapDef) =>
              Object.values(m.placements).filter((p) => p.tile === 'forest').length;
            expect(total(eraseTiles(map, finding.fix.remove))).toBeLessThan(total(map));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('offer exactly the places no rule refuses, and a tile put there breaks none of them', () => {
    fc.assert(
      fc.property(
        mapWithContentArb,
        fc.constantFrom(...tiles.map((t) => t.id)),
        fc.boolean(),
        (map, tileId, adjoinPlaced) => {
          const options = { adjoinPlaced };
          const legal = legalPlacements(map, tiles, rules, tileId, options);
          for (const place of geometryOf(map).places()) {
            const refusals = placementRefusals(map, tiles, rules, tileId, place, options);
            expect(refusals.length === 0, `${tileId} on ${place}`).toBe(legal.includes(place));
          }
          for (const place of legal) {
            expect(map.placements[place]).toBeUndefined();
            const after = check(placeTile(map, place, tileId));
            const broken = after.filter((f) => stepRules.has(f.rule) && f.places.includes(place));
            expect(broken, `${tileId} on ${place}`).toEqual([]);
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
