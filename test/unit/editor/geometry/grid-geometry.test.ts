import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import { geometryOf } from '../../../../editor/geometry/geometry-of.ts';
import type { GridGeometry } from '../../../../editor/geometry/grid-geometry.ts';
import { cellKey, parseEdgeKey } from '../../../../editor/geometry/keys.ts';
import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';

/**
 * The laws every grid geometry keeps, checked on random cells (and random graphs): a point
 * maps to a cell whose centre maps back to it, neighbours are one step away, distance is a
 * metric, a line has distance + 1 places, rings have the grid's sizes, shifts and edges agree.
 */

const map = (input: Partial<MapInput>): MapDef =>
  mapSchema.parse({ id: 'geometry', name: 'Geometry', cellSize: 40, ...input });

const LATTICES: { name: string; map: MapDef; ringSize: (r: number) => number }[] = [
  {
    name: 'hex, flat-top',
    map: map({ grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 6 } } }),
    ringSize: (r) => 6 * r,
  },
  {
    name: 'hex, pointy-top',
    map: map({
      grid: { kind: 'hex', orientation: 'pointy', shape: { type: 'hexagon', radius: 6 } },
    }),
    ringSize: (r) => 6 * r,
  },
  {
    name: 'square',
    map: map({ grid: { kind: 'square', width: 9, height: 7 } }),
    ringSize: (r) => 4 * r,
  },
  {
    name: 'square with diagonals',
    map: map({ grid: { kind: 'square', width: 9, height: 7, diagonal: true } }),
    ringSize: (r) => 8 * r,
  },
];

const coord = fc.integer({ min: -40, max: 40 });
const cellArb = fc.tuple(coord, coord).map(([a, b]) => cellKey(a, b));
const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y) < 1e-6;

describe('a lattice board', () => {
  it('keeps each place centre once, as `centre` gives it, and the board box around them', () => {
    const shapes: Partial<MapInput>[] = [
      ...LATTICES.map((lattice) => ({ grid: lattice.map.grid })),
      { grid: { kind: 'hex', shape: { type: 'rectangle', width: 7, height: 5, offset: 'even' } } },
      { grid: { kind: 'hex', shape: { type: 'parallelogram', width: 4, height: 6 } } },
      { grid: { kind: 'hex', shape: { type: 'free' } }, cells: ['3,-2', '-5,1', '0,0'] },
      { grid: { kind: 'hex', shape: { type: 'free' } }, cells: [] },
    ];
    for (const input of shapes) {
      const geometry = geometryOf(mapSchema.parse({ id: 'm', name: 'M', cellSize: 33, ...input }));
      const centres = geometry.placeCentres?.();
      if (!centres) throw new Error('a lattice keeps its place centres');
      geometry.places().forEach((place, i) => {
        expect({ x: centres.xs[i], y: centres.ys[i] }).toEqual(geometry.centre(place));
      });
      expect(geometry.placeCentres?.()).toBe(centres);
      expect(geometry.extent()).toEqual(geometry.bounds(geometry.places()));
    }
  });
});

describe.each(LATTICES)('the $name geometry', ({ map, ringSize }) => {
  const g: GridGeometry = geometryOf(map);

  it('maps a cell centre back to the cell, and any point to a cell whose outline is near', () => {
    fc.assert(
      fc.property(cellArb, (cell) => {
        const centre = g.centre(cell);
        expect(centre).not.toBeNull();
        expect(g.placeAt(centre!)).toBe(cell);
      }),
    );
    const shape = g.cellShape!;
    const reach = Math.hypot(shape.width, shape.height) / 2;
    fc.assert(
      fc.property(
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        (x, y) => {
          const cell = g.placeAt(pixel(x, y))!;
          const centre = g.centre(cell)!;
          expect(Math.hypot(centre.x - x, centre.y - y)).toBeLessThanOrEqual(reach + 1e-9);
          expect(g.placeAt(centre)).toBe(cell);
        },
      ),
    );
  });

  it('parses cell keys to coordinates and formats them back', () => {
    fc.assert(
      fc.property(cellArb, (cell) => {
        const c = g.parse(cell);
        expect(c).not.toBeNull();
        expect(g.format(c)).toBe(cell);
      }),
    );
    expect(g.parse('sol')).toBeNull();
    expect(g.parse('1,2|1,3')).toBeNull();
  });

  it('puts neighbours one step away and sides among them', () => {
    fc.assert(
      fc.property(cellArb, (cell) => {
        const neighbours = g.neighbours(cell);
        expect(new Set(neighbours).size).toBe(neighbours.length);
        for (const n of neighbours) expect(g.distance(cell, n)).toBe(1);
        for (const side of g.sideNeighbours(cell)) expect(neighbours).toContain(side);
      }),
    );
  });

  it('measures a distance that is a metric', () => {
    fc.assert(
      fc.property(cellArb, cellArb, cellArb, (a, b, c) => {
        expect(g.distance(a, a)).toBe(0);
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
        if (a !== b) expect(g.distance(a, b)).toBeGreaterThan(0);
      }),
    );
  });

  it('draws lines of distance + 1 cells, each a step from the one before', () => {
    fc.assert(
      fc.property(cellArb, cellArb, (a, b) => {
        const line = g.line(a, b);
        expect(line.length).toBe(g.distance(a, b) + 1);
        expect(line[0]).toBe(a);
        expect(line.at(-1)).toBe(b);
        for (let i = 1; i < line.length; i++)
          expect(g.distance(line[i - 1] as string, line[i] as string)).toBe(1);
      }),
    );
  });

  it('sweeps a trail whose cells each share a side with the one before', () => {
    fc.assert(
      fc.property(cellArb, cellArb, (a, b) => {
        const trail = g.trail(a, b);
        expect(trail[0]).toBe(a);
        expect(trail.at(-1)).toBe(b);
        for (let i = 1; i < trail.length; i++)
          expect(g.edgeBetween(trail[i - 1] as string, trail[i] as string)).not.toBeNull();
      }),
    );
  });

  it('has rings of the grid’s size at exactly their radius, and ranges of all of them', () => {
    fc.assert(
      fc.property(cellArb, fc.integer({ min: 0, max: 8 }), (centre, r) => {
        const ring = g.ring(centre, r);
        expect(ring.length).toBe(r === 0 ? 1 : ringSize(r));
        expect(new Set(ring).size).toBe(ring.length);
        for (const cell of ring) expect(g.distance(centre, cell)).toBe(r);
        const range = g.range(centre, r);
        expect(new Set(range).size).toBe(range.length);
        expect(range.length).toBe(
          1 + Array.from({ length: r }, (_, k) => ringSize(k + 1)).reduce((s, n) => s + n, 0),
        );
      }),
    );
  });

  it('names the edges of a cell by its sides, the same from either side', () => {
    fc.assert(
      fc.property(cellArb, (cell) => {
        const outline = g.outline(cell);
        expect(outline).toHaveLength(g.cellShape!.xs.length);
        const edges = g.edgesOf(cell);
        expect(edges).toHaveLength(outline.length);
        for (const edge of edges) {
          const [a, b] = parseEdgeKey(edge)!;
          expect(g.edgeBetween(a, b)).toBe(edge);
          expect(g.edgeBetween(b, a)).toBe(edge);
          // A side runs between two corners of the cell.
          const [p, q] = g.edgeSegment(edge)!;
          expect(outline.some((c) => near(c, p))).toBe(true);
          expect(outline.some((c) => near(c, q))).toBe(true);
        }
        expect(g.edgeBetween(cell, cell)).toBeNull();
      }),
    );
  });

  it('shifts a cell by the delta between two cells onto the other', () => {
    fc.assert(
      fc.property(cellArb, cellArb, cellArb, (a, b, c) => {
        expect(g.shift(a, g.delta(a, b))).toBe(b);
        // Shifts keep distances.
        const d = g.delta(a, b);
        expect(g.distance(g.shift(a, d)!, g.shift(c, d)!)).toBe(g.distance(a, c));
      }),
    );
  });

  it('turns the board onto itself, each turn keeping distances', () => {
    const cells = g.places();
    for (const n of g.symmetryOrders) {
      const turns = g.rotations(n);
      expect(turns).toHaveLength(n);
      const once = turns[1 % n]!;
      // A hexagon board and a half-turned rectangle land on themselves; quarter turns of a
      // 9 × 7 grid stick out past its sides.
      const keepsBoard = g.kind === 'hex' || n <= 2;
      cells.forEach((cell, i) => {
        expect(turns[0]!(cell)).toBe(cell);
        let image = cell;
        for (let k = 0; k < n; k++) image = once(image)!;
        expect(image).toBe(cell);
        const other = cells[(i * 7) % cells.length]!;
        for (const turn of turns) {
          if (keepsBoard) expect(g.has(turn(cell)!)).toBe(true);
          expect(g.distance(turn(cell)!, turn(other)!)).toBe(g.distance(cell, other));
        }
      });
    }
    expect(g.rotations(5)).toHaveLength(1);
  });

  it('boxes whole cells', () => {
    const box = g.extent()!;
    for (const cell of g.places())
      for (const corner of g.outline(cell)) {
        expect(corner.x).toBeGreaterThanOrEqual(box.minX - 1e-9);
        expect(corner.x).toBeLessThanOrEqual(box.maxX + 1e-9);
        expect(corner.y).toBeGreaterThanOrEqual(box.minY - 1e-9);
        expect(corner.y).toBeLessThanOrEqual(box.maxY + 1e-9);
      }
    expect(g.bounds([])).toBeNull();
  });
});

/** Nodes on a spaced-out grid (so discs never overlap) and random lanes between them. */
const graphArb = fc
  .record({
    count: fc.integer({ min: 1, max: 14 }),
    lanes: fc.array(fc.tuple(fc.nat(13), fc.nat(13), fc.boolean()), { maxLength: 30 }),
  })
  .map(({ count, lanes }) =>
    map({
      grid: { kind: 'graph', width: 1600, height: 1000 },
      laneTypes: [{ id: 'route', name: 'Route', colour: '#888888' }],
      nodes: Array.from({ length: count }, (_, i) => ({
        id: `n${i}`,
        x: 100 + (i % 5) * 200,
        y: 100 + Math.floor(i / 5) * 200,
      })),
      lanes: lanes
        .filter(([a, b]) => a < count && b < count && a !== b)
        .map(([a, b, oneWay], i) => ({
          id: `l${i}`,
          from: `n${a}`,
          to: `n${b}`,
          type: 'route',
          direction: oneWay ? 'one-way' : 'two-way',
        })),
    }),
  );

describe('the graph geometry', () => {
  it('parses a node id to the node and formats it back', () => {
    fc.assert(
      fc.property(graphArb, (m) => {
        const g = geometryOf(m);
        for (const id of g.places()) expect(g.format(g.parse(id))).toBe(id);
        expect(g.parse('0,0')).toBeNull();
      }),
    );
  });

  it('maps a node’s position back to the node, and empty space to nothing', () => {
    fc.assert(
      fc.property(graphArb, (m) => {
        const g = geometryOf(m);
        for (const id of g.places()) expect(g.placeAt(g.centre(id)!)).toBe(id);
        expect(g.placeAt(pixel(0, 0))).toBeNull();
        expect(g.placeAt(pixel(118 + 5, 100), 6)).toBe('n0');
      }),
    );
  });

  it('counts lane hops: a metric, with neighbours one hop away and lines of distance + 1 nodes', () => {
    fc.assert(
      fc.property(graphArb, fc.nat(13), fc.nat(13), fc.nat(13), (m, i, j, k) => {
        const g = geometryOf(m);
        const ids = g.places();
        const [a, b, c] = [i, j, k].map((n) => ids[n % ids.length] as string) as [
          string,
          string,
          string,
        ];
        expect(g.distance(a, a)).toBe(0);
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
        for (const n of g.neighbours(a)) expect(g.distance(a, n)).toBe(1);
        const line = g.line(a, b);
        if (g.distance(a, b) === Infinity) expect(line).toEqual([]);
        else {
          expect(line.length).toBe(g.distance(a, b) + 1);
          for (let s = 1; s < line.length; s++)
            expect(g.neighbours(line[s - 1] as string)).toContain(line[s]);
        }
        const ring = g.ring(a, 2);
        for (const n of ring) expect(g.distance(a, n)).toBe(2);
        expect(g.range(a, 2)).toEqual([...g.ring(a, 0), ...g.ring(a, 1), ...ring]);
      }),
    );
  });

  it('moves along lanes the way they run, and has no cells, edges or turns', () => {
    fc.assert(
      fc.property(graphArb, (m) => {
        const g = geometryOf(m);
        for (const id of g.places())
          for (const step of g.moves(id))
            expect(
              m.lanes.some(
                (l) =>
                  (l.from === id && l.to === step.to) ||
                  (l.direction === 'two-way' && l.to === id && l.from === step.to),
              ),
            ).toBe(true);
        expect(g.cellShape).toBeNull();
        expect(g.edgesOf('n0')).toEqual([]);
        expect(g.rotations(6)).toHaveLength(1);
        expect(g.trail('n0', 'n0')).toEqual(['n0']);
        expect(g.area()).toEqual({ minX: 0, minY: 0, maxX: 1600, maxY: 1000 });
      }),
    );
  });
});
