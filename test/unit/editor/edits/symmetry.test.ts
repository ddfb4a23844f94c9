import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axial } from '../../../../editor/geometry/coords.ts';
import { hexDistance, hexRing } from '../../../../editor/geometry/hex.ts';
import { hexKey, keyToHex } from '../../../../editor/geometry/keys.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import {
  symmetricEdges,
  symmetricPlaces,
  symmetryCentre,
  symmetryOrders,
  symmetryPivot,
} from '../../../../editor/model/symmetry.ts';
import { graphMap, hexMap, squareMap } from './fixtures.ts';
import { mapSchema } from '../../../../scenarios/format/map.ts';

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('symmetryOrders', () => {
  it('lists the rotations each grid allows', () => {
    expect(symmetryOrders(hexMap())).toEqual([1, 2, 3, 6]);
    expect(symmetryOrders(squareMap())).toEqual([1, 2, 4]);
    expect(symmetryOrders(graphMap())).toEqual([1]);
  });
});

describe('symmetryCentre', () => {
  it('is 0,0 on hexagon boards and null on graphs', () => {
    expect(symmetryCentre(hexMap(4))).toBe('0,0');
    expect(symmetryCentre(graphMap())).toBeNull();
  });

  it('is the cell nearest the middle of other boards', () => {
    expect(symmetryCentre(squareMap(5, 3))).toBe('2,1');
    const parallelogram = mapSchema.parse({
      id: 'p',
      name: 'P',
      grid: {
        kind: 'hex',
        orientation: 'pointy',
        shape: { type: 'parallelogram', width: 5, height: 5 },
      },
    });
    expect(symmetryCentre(parallelogram)).toBe('2,2');
  });

  it('finds the nearest cell when a free board has a hole in the middle', () => {
    const ring = mapSchema.parse({
      id: 'r',
      name: 'R',
      grid: { kind: 'hex', shape: { type: 'free' } },
      cells: hexRing(axial(0, 0), 1).map(hexKey),
    });
    const centre = symmetryCentre(ring);
    expect(
      centre && keyToHex(centre) && hexDistance(keyToHex(centre) ?? axial(0, 0), axial(0, 0)),
    ).toBe(1);
  });
});

describe('symmetricPlaces', () => {
  it('paints all six homes of a six-player galaxy from one', () => {
    const homes = symmetricPlaces(hexMap(3), '0,-3', 6);
    expect(sorted(homes)).toEqual(sorted(['0,-3', '3,-3', '3,0', '0,3', '-3,3', '-3,0']));
    expect(homes[0]).toBe('0,-3');
  });

  it('gives three places for n = 3 and two for n = 2', () => {
    expect(symmetricPlaces(hexMap(3), '1,-2', 3)).toHaveLength(3);
    expect(sorted(symmetricPlaces(hexMap(3), '1,-2', 2))).toEqual(['-1,2', '1,-2']);
  });

  it('gives the centre once', () => {
    expect(symmetricPlaces(hexMap(3), '0,0', 6)).toEqual(['0,0']);
  });

  it('keeps only images on the board and is empty off it', () => {
    const rectangle = mapSchema.parse({
      id: 'r',
      name: 'R',
      grid: { kind: 'hex', shape: { type: 'rectangle', width: 7, height: 3 } },
    });
    for (const key of boardCells(rectangle))
      for (const image of symmetricPlaces(rectangle, key, 6))
        expect(boardCells(rectangle)).toContain(image);
    expect(symmetricPlaces(hexMap(1), '5,5', 6)).toEqual([]);
  });

  it('turns square boards about their exact middle when that maps cells to cells', () => {
    const even = squareMap(4, 4);
    expect(sorted(symmetricPlaces(even, '0,0', 4))).toEqual(['0,0', '0,3', '3,0', '3,3']);
    expect(sorted(symmetricPlaces(even, '0,0', 2))).toEqual(['0,0', '3,3']);
    expect(symmetryPivot(even, 4)).toEqual({ x: 1.5 * 60, y: 1.5 * 60 });
    // 4 × 3: a half turn still works about the middle; quarter turns turn about a cell.
    const uneven = squareMap(4, 3);
    expect(sorted(symmetricPlaces(uneven, '0,0', 2))).toEqual(['0,0', '3,2']);
    for (const image of symmetricPlaces(uneven, '1,1', 4))
      expect(boardCells(uneven)).toContain(image);
  });

  it('treats an order the grid does not allow as no symmetry', () => {
    expect(symmetricPlaces(hexMap(3), '1,0', 4)).toEqual(['1,0']);
    expect(symmetricPlaces(graphMap(), 'a', 6)).toEqual(['a']);
    expect(symmetricPlaces(graphMap(), 'zz', 1)).toEqual([]);
  });

  it('gives six places at the same distance for any non-centre cell of a radius-3 hexagon', () => {
    const map = hexMap(3);
    const cells = boardCells(map).filter((k) => k !== '0,0');
    fc.assert(
      fc.property(fc.constantFrom(...cells), (key) => {
        const places = symmetricPlaces(map, key, 6);
        expect(new Set(places).size).toBe(6);
        const distance = hexDistance(keyToHex(key) ?? axial(0, 0), axial(0, 0));
        for (const place of places)
          expect(hexDistance(keyToHex(place) ?? axial(9, 9), axial(0, 0))).toBe(distance);
      }),
      { numRuns: 36 },
    );
  });
});

describe('symmetricEdges', () => {
  it('gives an edge’s images, canonical and on the board', () => {
    const edges = symmetricEdges(hexMap(3), '1,0|0,0', 6);
    expect(edges).toHaveLength(6);
    expect(edges[0]).toBe('0,0|1,0');
    expect(sorted(edges)).toContain('-1,0|0,0');
    expect(symmetricEdges(hexMap(3), '0,0|1,0', 2)).toHaveLength(2);
  });

  it('is empty for an edge that is not a side of the board', () => {
    expect(symmetricEdges(hexMap(1), '5,5|6,5', 6)).toEqual([]);
    expect(symmetricEdges(graphMap(), '0,0|1,0', 1)).toEqual([]);
  });

  it('works on square grids', () => {
    expect(sorted(symmetricEdges(squareMap(4, 4), '0,0|1,0', 4))).toEqual(
      sorted(['0,0|1,0', '3,0|3,1', '2,3|3,3', '0,2|0,3']),
    );
  });
});
