import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axial, pixel, type Axial, type Pixel } from '../../../../editor/geometry/coords.ts';
import { hexNeighbours, hexSpiral } from '../../../../editor/geometry/hex.ts';
import {
  hexCellBox,
  hexCornerOffsets,
  hexCorners,
  hexInnerRadius,
  hexToPixel,
  pixelToFractionalHex,
  pixelToHex,
  type HexOrientation,
} from '../../../../editor/geometry/hex-layout.ts';

const coord = fc.integer({ min: -150, max: 150 });
const hexArb = fc.tuple(coord, coord).map(([q, r]) => axial(q, r));
const orientationArb = fc.constantFrom<HexOrientation>('flat', 'pointy');
const sizeArb = fc.oneof(
  fc.constantFrom(1, 30, 60),
  fc.double({ min: 0.5, max: 500, noNaN: true }),
);
const pointArb = fc
  .tuple(
    fc.double({ min: -20_000, max: 20_000, noNaN: true }),
    fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  )
  .map(([x, y]) => pixel(x, y));

const dist = (a: Pixel, b: Pixel) => Math.hypot(a.x - b.x, a.y - b.y);

describe('hex cells and map units', () => {
  it("maps a cell's centre back to the cell, both orientations, any size", () => {
    fc.assert(
      fc.property(hexArb, orientationArb, sizeArb, (h, o, size) => {
        expect(pixelToHex(hexToPixel(h, o, size), o, size)).toEqual(h);
        const f = pixelToFractionalHex(hexToPixel(h, o, size), o, size);
        expect(f.q).toBeCloseTo(h.q, 6);
        expect(f.r).toBeCloseTo(h.r, 6);
      }),
    );
  });

  it('maps any point to the cell whose centre is nearest', () => {
    fc.assert(
      fc.property(pointArb, orientationArb, sizeArb, (p, o, size) => {
        const picked = pixelToHex(p, o, size);
        const best = dist(p, hexToPixel(picked, o, size));
        // Every other cell within two steps is at least as far (ties are on a shared side).
        for (const other of hexSpiral(picked, 2))
          expect(best).toBeLessThanOrEqual(
            dist(p, hexToPixel(other, o, size)) + 1e-9 * size + 1e-9,
          );
      }),
    );
  });

  it('puts cell 0,0 at the origin and neighbours √3·size apart', () => {
    for (const o of ['flat', 'pointy'] as const) {
      expect(hexToPixel(axial(0, 0), o, 60)).toEqual(pixel(0, 0));
      for (const n of hexNeighbours(axial(0, 0)))
        expect(dist(hexToPixel(n, o, 60), pixel(0, 0))).toBeCloseTo(2 * hexInnerRadius(60), 9);
    }
  });

  it('lays flat-top boards in vertical columns and pointy-top boards in rows', () => {
    // Flat: the northern neighbour sits straight above; pointy: the eastern one straight right.
    const north = hexToPixel(axial(0, -1), 'flat', 10);
    expect(north.x).toBeCloseTo(0, 12);
    expect(north.y).toBeLessThan(0);
    const east = hexToPixel(axial(1, 0), 'pointy', 10);
    expect(east.y).toBeCloseTo(0, 12);
    expect(east.x).toBeGreaterThan(0);
  });
});

describe('hex corners', () => {
  it('are six points at the corner radius, 60° apart, and inside the cell box', () => {
    fc.assert(
      fc.property(hexArb, orientationArb, sizeArb, (h, o, size) => {
        const centre = hexToPixel(h, o, size);
        const corners = hexCorners(h, o, size);
        const box = hexCellBox(o, size);
        expect(corners).toHaveLength(6);
        corners.forEach((c, i) => {
          expect(dist(c, centre)).toBeCloseTo(size, 6);
          expect(dist(c, corners[(i + 1) % 6] as Pixel)).toBeCloseTo(size, 6);
          expect(Math.abs(c.x - centre.x)).toBeLessThanOrEqual(box.w / 2 + 1e-9 * size);
          expect(Math.abs(c.y - centre.y)).toBeLessThanOrEqual(box.h / 2 + 1e-9 * size);
        });
      }),
    );
  });

  it('neighbouring cells share exactly two corners', () => {
    for (const o of ['flat', 'pointy'] as const) {
      // Rounded to a millionth, with −0 folded into 0, so equal corners get equal keys.
      const key = (p: Pixel) => `${Math.round(p.x * 1e6) + 0},${Math.round(p.y * 1e6) + 0}`;
      const mine = new Set(hexCorners(axial(0, 0), o, 30).map(key));
      for (const n of hexNeighbours(axial(0, 0))) {
        const shared = hexCorners(n as Axial, o, 30).filter((c) => mine.has(key(c)));
        expect(shared).toHaveLength(2);
      }
    }
  });

  it('flat-top cells have a corner due east, pointy-top cells one due north', () => {
    expect(hexCornerOffsets('flat', 10)[0]).toEqual(pixel(10, 0));
    const top = hexCornerOffsets('pointy', 10).filter((c) => Math.abs(c.x) < 1e-9);
    expect(top.map((c) => Math.round(c.y)).sort((a, b) => a - b)).toEqual([-10, 10]);
  });
});
