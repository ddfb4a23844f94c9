import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixel, squareCell, type SquareCell } from '../../../../editor/geometry/coords.ts';
import {
  pixelToSquare,
  squareCorners,
  squareDistance,
  squareNeighbours,
  squareRotate,
  squareToPixel,
} from '../../../../editor/geometry/square.ts';

const coord = fc.integer({ min: -300, max: 300 });
const cellArb = fc.tuple(coord, coord).map(([x, y]) => squareCell(x, y));
const sizeArb = fc.double({ min: 1, max: 400, noNaN: true });
const key = (c: SquareCell) => `${c.x},${c.y}`;

describe('square cells and map units', () => {
  it("maps a cell's centre, and any point inside the cell, back to the cell", () => {
    const inside = fc.double({ min: -0.49, max: 0.49, noNaN: true });
    fc.assert(
      fc.property(cellArb, sizeArb, inside, inside, (c, size, dx, dy) => {
        const centre = squareToPixel(c, size);
        expect(pixelToSquare(centre, size)).toEqual(c);
        expect(pixelToSquare(pixel(centre.x + dx * size, centre.y + dy * size), size)).toEqual(c);
      }),
    );
  });

  it('has corners half a side from the centre, clockwise from the top-left', () => {
    expect(squareCorners(squareCell(1, 2), 10)).toEqual([
      pixel(5, 15),
      pixel(15, 15),
      pixel(15, 25),
      pixel(5, 25),
    ]);
  });
});

describe('square neighbours and distance', () => {
  it('are 4 side neighbours, or 8 with diagonals, all one step away', () => {
    fc.assert(
      fc.property(cellArb, fc.boolean(), (c, diagonal) => {
        const around = squareNeighbours(c, diagonal);
        expect(new Set(around.map(key)).size).toBe(diagonal ? 8 : 4);
        for (const n of around) expect(squareDistance(c, n, diagonal)).toBe(1);
      }),
    );
  });

  it('distance is a metric with and without diagonals', () => {
    fc.assert(
      fc.property(cellArb, cellArb, cellArb, fc.boolean(), (a, b, c, diagonal) => {
        expect(squareDistance(a, b, diagonal) === 0).toBe(key(a) === key(b));
        expect(squareDistance(a, b, diagonal)).toBe(squareDistance(b, a, diagonal));
        expect(squareDistance(a, c, diagonal)).toBeLessThanOrEqual(
          squareDistance(a, b, diagonal) + squareDistance(b, c, diagonal),
        );
      }),
    );
  });

  it('rotates by quarter turns: four are the identity, and distance to the centre is kept', () => {
    fc.assert(
      fc.property(cellArb, cellArb, fc.integer({ min: -12, max: 12 }), (c, centre, steps) => {
        expect(squareRotate(c, 4, centre)).toEqual(c);
        const turned = squareRotate(c, steps, centre);
        expect(squareDistance(turned, centre, false)).toBe(squareDistance(c, centre, false));
        expect(squareRotate(turned, -steps, centre)).toEqual(c);
      }),
    );
    // Clockwise with y down: north becomes east.
    expect(squareRotate(squareCell(0, -1), 1, squareCell(0, 0))).toEqual(squareCell(1, 0));
  });
});
