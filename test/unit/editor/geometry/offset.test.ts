import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axial, offset } from '../../../../editor/geometry/coords.ts';
import { hexDistance } from '../../../../editor/geometry/hex.ts';
import type { HexOrientation } from '../../../../editor/geometry/hex-layout.ts';
import { hexToPixel } from '../../../../editor/geometry/hex-layout.ts';
import {
  axialToOffset,
  offsetLabel,
  offsetToAxial,
  type OffsetParity,
} from '../../../../editor/geometry/offset.ts';

const coord = fc.integer({ min: -500, max: 500 });
const orientationArb = fc.constantFrom<HexOrientation>('flat', 'pointy');
const parityArb = fc.constantFrom<OffsetParity>('odd', 'even');

describe('offset coordinates', () => {
  it('round-trip with axial for both orientations and both parities, negative cells included', () => {
    fc.assert(
      fc.property(coord, coord, orientationArb, parityArb, (a, b, o, parity) => {
        const h = axial(a, b);
        expect(offsetToAxial(axialToOffset(h, o, parity), o, parity)).toEqual(h);
        const off = offset(a, b);
        expect(axialToOffset(offsetToAxial(off, o, parity), o, parity)).toEqual(off);
      }),
    );
  });

  it('keeps columns (flat) or rows (pointy) straight: one offset column is one screen column', () => {
    fc.assert(
      fc.property(coord, coord, parityArb, (col, row, parity) => {
        const here = hexToPixel(offsetToAxial(offset(col, row), 'flat', parity), 'flat', 10);
        const below = hexToPixel(offsetToAxial(offset(col, row + 1), 'flat', parity), 'flat', 10);
        expect(below.x).toBeCloseTo(here.x, 9);
        const p = hexToPixel(offsetToAxial(offset(col, row), 'pointy', parity), 'pointy', 10);
        const right = hexToPixel(
          offsetToAxial(offset(col + 1, row), 'pointy', parity),
          'pointy',
          10,
        );
        expect(right.y).toBeCloseTo(p.y, 9);
      }),
    );
  });

  it('shifts odd columns down with "odd" and even ones with "even" (flat-top)', () => {
    const y = (col: number, parity: OffsetParity) =>
      hexToPixel(offsetToAxial(offset(col, 0), 'flat', parity), 'flat', 10).y;
    expect(y(1, 'odd')).toBeGreaterThan(y(0, 'odd'));
    expect(y(1, 'even')).toBeLessThan(y(0, 'even'));
  });

  it('makes neighbouring offset cells in a column neighbours on the board', () => {
    fc.assert(
      fc.property(coord, coord, orientationArb, parityArb, (col, row, o, parity) => {
        const a = offsetToAxial(offset(col, row), o, parity);
        const down = offsetToAxial(offset(col, row + 1), o, parity);
        const right = offsetToAxial(offset(col + 1, row), o, parity);
        expect(hexDistance(a, o === 'flat' ? down : right)).toBe(1);
      }),
    );
  });
});

describe('offsetLabel', () => {
  it('numbers the top-left hex of a board "0101", column first', () => {
    expect(offsetLabel(offset(0, 0))).toBe('0101');
    expect(offsetLabel(offset(11, 4))).toBe('1205');
  });

  it('widens when asked and marks cells left of or above the first', () => {
    expect(offsetLabel(offset(0, 122), 3)).toBe('001123');
    expect(offsetLabel(offset(-3, 0))).toBe('-0201');
  });
});
