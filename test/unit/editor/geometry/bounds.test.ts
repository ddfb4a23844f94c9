import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axial, pixel, squareCell } from '../../../../editor/geometry/coords.ts';
import {
  boundsHeight,
  boundsWidth,
  hexCellsBounds,
  pointsBounds,
  squareCellsBounds,
} from '../../../../editor/geometry/bounds.ts';
import { hexSpiral } from '../../../../editor/geometry/hex.ts';
import { hexCorners, type HexOrientation } from '../../../../editor/geometry/hex-layout.ts';
import { squareCorners } from '../../../../editor/geometry/square.ts';

const coord = fc.integer({ min: -50, max: 50 });

describe('bounds of cells in map units', () => {
  it('are null for no cells or points', () => {
    expect(hexCellsBounds([], 'flat', 60)).toBeNull();
    expect(squareCellsBounds([], 60)).toBeNull();
    expect(pointsBounds([])).toBeNull();
  });

  it('hold every corner of every hex, and touch the outermost ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coord, coord), { minLength: 1, maxLength: 30 }),
        fc.constantFrom<HexOrientation>('flat', 'pointy'),
        (pairs, o) => {
          const cells = pairs.map(([q, r]) => axial(q, r));
          const b = hexCellsBounds(cells, o, 20);
          if (!b) throw new Error('cells have bounds');
          const corners = cells.flatMap((h) => hexCorners(h, o, 20));
          for (const c of corners) {
            expect(c.x).toBeGreaterThanOrEqual(b.minX - 1e-9);
            expect(c.x).toBeLessThanOrEqual(b.maxX + 1e-9);
            expect(c.y).toBeGreaterThanOrEqual(b.minY - 1e-9);
            expect(c.y).toBeLessThanOrEqual(b.maxY + 1e-9);
          }
          expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(b.minX, 9);
          expect(Math.max(...corners.map((c) => c.x))).toBeCloseTo(b.maxX, 9);
          expect(Math.min(...corners.map((c) => c.y))).toBeCloseTo(b.minY, 9);
          expect(Math.max(...corners.map((c) => c.y))).toBeCloseTo(b.maxY, 9);
        },
      ),
    );
  });

  it('measure a radius-3 flat-top hexagon as 7 cells tall and 11 corner radii wide', () => {
    const b = hexCellsBounds(hexSpiral(axial(0, 0), 3), 'flat', 10);
    expect(b && boundsWidth(b)).toBeCloseTo(10 * (1.5 * 6 + 2), 9);
    expect(b && boundsHeight(b)).toBeCloseTo(10 * Math.sqrt(3) * 7, 9);
  });

  it('hold square cells edge to edge', () => {
    const cells = [squareCell(0, 0), squareCell(3, 1)];
    expect(squareCellsBounds(cells, 10)).toEqual({ minX: -5, minY: -5, maxX: 35, maxY: 15 });
    const corners = cells.flatMap((c) => squareCorners(c, 10));
    expect(Math.max(...corners.map((c) => c.x))).toBe(35);
  });

  it('grow points by a margin', () => {
    expect(pointsBounds([pixel(1, 2), pixel(-3, 8)], 2)).toEqual({
      minX: -5,
      minY: 0,
      maxX: 3,
      maxY: 10,
    });
  });
});
