import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../scenarios/format/map.ts';
import { scenarioSchema } from '../../../../scenarios/format/schema.ts';
import { boardCellSet } from '../../../../editor/model/board.ts';
import { parseEdgeKey } from '../../../../editor/geometry/keys.ts';
import { placesOf } from '../../../../editor/model/adjacency.ts';
import { summarizeMap } from '../../../../editor/model/map-summary.ts';
import { mapDocumentWithContentArb, mapWithContentArb } from '../../../support/arbitraries.ts';

describe('mapWithContentArb', () => {
  it('yields maps the loader returns unchanged, with content only on places of the map', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        expect(mapSchema.parse(JSON.parse(JSON.stringify(map)))).toEqual(map);
        const places = new Set(placesOf(map));
        for (const key of Object.keys(map.placements)) expect(places.has(key)).toBe(true);
        for (const key of Object.keys(map.visibility)) expect(places.has(key)).toBe(true);
        for (const token of map.tokens) expect(places.has(token.at)).toBe(true);
        const cells = boardCellSet(map);
        for (const key of Object.keys(map.edges))
          for (const cell of parseEdgeKey(key) ?? ['none']) expect(cells.has(cell)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('covers every grid kind and hex shape, and maps with walls, waves and lanes', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const summary = summarizeMap(map);
        seen.add(summary.kind);
        seen.add(summary.shape.split(' ')[0] as string);
        for (const feature of Object.values(map.edges)) seen.add(feature.type);
        if ((summary.lanes ?? 0) > 0) seen.add('lanes');
      }),
      { numRuns: 300 },
    );
    for (const expected of [
      'hex',
      'square',
      'graph',
      'hexagon',
      'rectangle',
      'parallelogram',
      'free',
    ])
      expect(seen).toContain(expected);
    for (const expected of ['wall', 'wave', 'border', 'lanes']) expect(seen).toContain(expected);
  });

  it('makes documents whose placements name tiles of the library, as a scenario requires', () => {
    fc.assert(
      fc.property(mapDocumentWithContentArb, (doc) => {
        const result = scenarioSchema.safeParse({
          schemaVersion: 1,
          meta: { title: 'Maps', players: { min: 1, max: 9 }, durationMinutes: 60 },
          tiles: doc.tiles,
          maps: doc.maps,
        });
        expect(result.success ? [] : result.error.issues).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
