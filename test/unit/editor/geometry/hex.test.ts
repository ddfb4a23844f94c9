import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axial,
  axialToCube,
  cube,
  cubeToAxial,
  type Axial,
} from '../../../../editor/geometry/coords.ts';
import {
  axialRound,
  cubeRound,
  HEX_DIRECTIONS,
  hexAdd,
  hexDistance,
  hexEquals,
  hexLine,
  hexNeighbour,
  hexNeighbours,
  hexRing,
  hexRotate,
  hexSpiral,
  spiralCell,
  spiralIndex,
} from '../../../../editor/geometry/hex.ts';
import { hexKey } from '../../../../editor/geometry/keys.ts';

const coord = fc.integer({ min: -60, max: 60 });
const hexArb: fc.Arbitrary<Axial> = fc.tuple(coord, coord).map(([q, r]) => axial(q, r));
const origin = axial(0, 0);

describe('axial and cube coordinates', () => {
  it('round-trip, and a cube always sums to zero', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        const c = axialToCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToAxial(c)).toEqual(h);
      }),
    );
  });

  it('never keeps a negative zero (it would print as "-0" in a key)', () => {
    expect(hexKey(axial(-0, -0))).toBe('0,0');
    expect(Object.is(cube(0, 0).s, 0)).toBe(true);
  });

  it('rounding a cell plus a small nudge gives the cell back', () => {
    const nudge = fc.double({ min: -0.3, max: 0.3, noNaN: true });
    fc.assert(
      fc.property(hexArb, nudge, nudge, (h, dq, dr) => {
        // |dq|, |dr|, |dq + dr| stay below 0.5 only when the nudge stays inside the hex.
        fc.pre(Math.abs(dq + dr) < 0.5);
        expect(axialRound(h.q + dq, h.r + dr)).toEqual(h);
      }),
    );
  });

  it('cube rounding keeps q + r + s = 0', () => {
    const frac = fc.double({ min: -100, max: 100, noNaN: true });
    fc.assert(
      fc.property(frac, frac, (q, r) => {
        const c = cubeRound(q, r);
        expect(c.q + c.r + c.s).toBe(0);
        expect(
          hexDistance(axial(c.q, c.r), axial(Math.round(q), Math.round(r))),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('hexDistance', () => {
  it('is a metric: zero only for the same cell, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(hexDistance(a, b) === 0).toBe(hexEquals(a, b));
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(Number.isInteger(hexDistance(a, b))).toBe(true);
      }),
    );
  });

  it('puts all six neighbours, and only them, at distance 1', () => {
    fc.assert(
      fc.property(hexArb, (h) => {
        const around = hexNeighbours(h);
        expect(new Set(around.map(hexKey)).size).toBe(6);
        for (const n of around) expect(hexDistance(h, n)).toBe(1);
        expect(
          hexSpiral(h, 1)
            .filter((c) => hexDistance(h, c) === 1)
            .map(hexKey)
            .sort(),
        ).toEqual(around.map(hexKey).sort());
      }),
    );
  });

  it('lists directions clockwise: each next to the one before it', () => {
    HEX_DIRECTIONS.forEach((d, i) => {
      expect(hexDistance(d, HEX_DIRECTIONS[(i + 1) % 6] as Axial)).toBe(1);
      expect(hexNeighbour(origin, i)).toEqual(d);
      expect(hexNeighbour(origin, i + 6)).toEqual(d);
      expect(hexNeighbour(origin, i - 6)).toEqual(d);
    });
  });
});

describe('hexRing and hexSpiral', () => {
  const radius = fc.integer({ min: 0, max: 12 });

  it('a ring of radius k has 6k distinct cells (1 for k = 0), all k steps out, each next to the one before', () => {
    fc.assert(
      fc.property(hexArb, radius, (centre, k) => {
        const ring = hexRing(centre, k);
        expect(ring.length).toBe(k === 0 ? 1 : 6 * k);
        expect(new Set(ring.map(hexKey)).size).toBe(ring.length);
        for (const cell of ring) expect(hexDistance(centre, cell)).toBe(k);
        if (k > 0)
          ring.forEach((cell, i) => {
            expect(hexDistance(cell, ring[(i + 1) % ring.length] as Axial)).toBe(1);
          });
      }),
    );
  });

  it('starts each ring at its northern cell', () => {
    expect(hexRing(origin, 3)[0]).toEqual(axial(0, -3));
    expect(hexRing(axial(2, 5), 2)[0]).toEqual(axial(2, 3));
  });

  it('a spiral of radius k holds every cell within k steps once: 3k(k+1)+1 of them', () => {
    fc.assert(
      fc.property(hexArb, radius, (centre, k) => {
        const spiral = hexSpiral(centre, k);
        expect(spiral.length).toBe(3 * k * (k + 1) + 1);
        expect(new Set(spiral.map(hexKey)).size).toBe(spiral.length);
        for (const cell of spiral) expect(hexDistance(centre, cell)).toBeLessThanOrEqual(k);
      }),
    );
  });
});

describe('spiral numbering of tile positions', () => {
  it('numbers the centre 0 and ring 1 as 1..6 clockwise from north', () => {
    expect(spiralIndex(origin)).toBe(0);
    expect(spiralCell(0)).toEqual(origin);
    // North, north-east, south-east, south, south-west, north-west on a flat-top board.
    const ring1 = [
      axial(0, -1),
      axial(1, -1),
      axial(1, 0),
      axial(0, 1),
      axial(-1, 1),
      axial(-1, 0),
    ];
    ring1.forEach((cell, i) => {
      expect(spiralIndex(cell)).toBe(i + 1);
      expect(spiralCell(i + 1)).toEqual(cell);
    });
  });

  it('numbers ring 3 as 19..36 with its six corners at 19, 22, 25, 28, 31 and 34', () => {
    const ring3 = hexRing(origin, 3);
    expect(ring3.map(spiralIndex)).toEqual(Array.from({ length: 18 }, (_, i) => 19 + i));
    const corners = HEX_DIRECTIONS.map((d) => axial(d.q * 3, d.r * 3));
    expect(corners.map(spiralIndex)).toEqual([19, 22, 25, 28, 31, 34]);
    // The six seats of a six-player galaxy face each other across the centre.
    for (const [a, b] of [
      [19, 28],
      [22, 31],
      [25, 34],
    ] as const)
      expect(hexAdd(spiralCell(a), spiralCell(b))).toEqual(origin);
  });

  it('spiralCell and spiralIndex are inverse, and agree with hexSpiral', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (i) => {
        expect(spiralIndex(spiralCell(i))).toBe(i);
      }),
    );
    fc.assert(
      fc.property(hexArb, (h) => {
        expect(spiralCell(spiralIndex(h))).toEqual(h);
      }),
    );
    hexSpiral(origin, 6).forEach((cell, i) => expect(spiralIndex(cell)).toBe(i));
  });

  it('treats a negative position as the centre', () => {
    expect(spiralCell(-4)).toEqual(origin);
  });
});

describe('hexRotate', () => {
  it('six turns are the identity, and turning keeps the distance to the centre', () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.integer({ min: -20, max: 20 }), (h, centre, steps) => {
        expect(hexRotate(h, 6, centre)).toEqual(h);
        const turned = hexRotate(h, steps, centre);
        expect(hexDistance(turned, centre)).toBe(hexDistance(h, centre));
        expect(hexRotate(turned, -steps, centre)).toEqual(h);
        expect(hexRotate(h, steps + 6, centre)).toEqual(turned);
      }),
    );
  });

  it('turns one step clockwise: north to north-east, spiral position i to i + k on ring k', () => {
    expect(hexRotate(axial(0, -1), 1)).toEqual(axial(1, -1));
    expect(hexRotate(axial(0, -3), 1)).toEqual(spiralCell(22));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (i) => {
        const cell = spiralCell(i);
        const k = hexDistance(cell, origin);
        const ringStart = 1 + 3 * k * (k - 1);
        const expected = ringStart + ((i - ringStart + k) % (6 * k));
        expect(spiralIndex(hexRotate(cell, 1))).toBe(expected);
      }),
    );
  });

  it('keeps adjacency: neighbours stay neighbours', () => {
    fc.assert(
      fc.property(
        hexArb,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        (h, d, steps) => {
          const n = hexNeighbour(h, d);
          expect(hexDistance(hexRotate(h, steps), hexRotate(n, steps))).toBe(1);
        },
      ),
    );
  });
});

describe('hexLine', () => {
  it('runs from a to b in distance + 1 cells, each next to the one before', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const line = hexLine(a, b);
        expect(line.length).toBe(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++)
          expect(hexDistance(line[i - 1] as Axial, line[i] as Axial)).toBe(1);
      }),
    );
  });

  it('follows a straight axis exactly', () => {
    expect(hexLine(axial(0, 0), axial(3, 0))).toEqual([
      axial(0, 0),
      axial(1, 0),
      axial(2, 0),
      axial(3, 0),
    ]);
    expect(hexLine(axial(2, 2), axial(2, 2))).toEqual([axial(2, 2)]);
  });
});
