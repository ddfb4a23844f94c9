import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';
import { hexDistance } from '../../../../editor/geometry/hex.ts';
import { edgeKey, keyToHex, keyToSquare } from '../../../../editor/geometry/keys.ts';
import { squareDistance } from '../../../../editor/geometry/square.ts';
import {
  adjacencyList,
  canCross,
  connectedComponents,
  neighboursOf,
  placesOf,
  shortestPath,
  stepsFrom,
} from '../../../../editor/model/adjacency.ts';
import { mapWithContentArb } from '../../../support/arbitraries.ts';

const edgeTypes: MapInput['edgeTypes'] = [
  { id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true },
  { id: 'wave', name: 'Wave', colour: '#3366cc', blocks: true, directed: true },
  { id: 'border', name: 'Border', colour: '#cccc33' },
  { id: 'current', name: 'Current', colour: '#33cccc', directed: true },
];

const hexMap = (extra: Partial<MapInput> = {}): MapDef =>
  mapSchema.parse({
    id: 'board',
    name: 'Board',
    grid: { kind: 'hex', shape: { type: 'hexagon', radius: 1 } },
    edgeTypes,
    ...extra,
  });

const sorted = (list: readonly string[]) => [...list].sort();

describe('neighboursOf on hex boards', () => {
  it('gives the six neighbours on the board, fewer at its rim, none off it', () => {
    const map = hexMap();
    expect(sorted(neighboursOf(map, '0,0'))).toEqual(
      sorted(['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0']),
    );
    expect(sorted(neighboursOf(map, '0,-1'))).toEqual(sorted(['0,0', '1,-1', '-1,0']));
    expect(neighboursOf(map, '5,5')).toEqual([]);
    expect(neighboursOf(map, 'sol')).toEqual([]);
    expect(neighboursOf(map, '00,0')).toEqual([]);
  });

  it('drops a neighbour across a wall, both ways; a border that does not block changes nothing', () => {
    const map = hexMap({
      edges: {
        [edgeKey('0,0', '1,0')]: { type: 'wall' },
        [edgeKey('0,0', '0,1')]: { type: 'border' },
      },
    });
    expect(neighboursOf(map, '0,0')).not.toContain('1,0');
    expect(neighboursOf(map, '1,0')).not.toContain('0,0');
    expect(neighboursOf(map, '0,0')).toContain('0,1');
    expect(neighboursOf(map, '0,1')).toContain('0,0');
    expect(neighboursOf(map, '0,0')).toHaveLength(5);
  });

  it('lets a one-way feature block only movement against its direction', () => {
    // "0,-1|0,0": forward lets pieces go from 0,-1 to 0,0 only.
    const key = edgeKey('0,0', '0,-1');
    expect(key).toBe('0,-1|0,0');
    const forward = hexMap({ edges: { [key]: { type: 'wave', direction: 'forward' } } });
    expect(neighboursOf(forward, '0,-1')).toContain('0,0');
    expect(neighboursOf(forward, '0,0')).not.toContain('0,-1');
    expect(canCross(forward, '0,-1', '0,0')).toBe(true);
    expect(canCross(forward, '0,0', '0,-1')).toBe(false);

    const backward = hexMap({ edges: { [key]: { type: 'wave', direction: 'backward' } } });
    expect(neighboursOf(backward, '0,-1')).not.toContain('0,0');
    expect(neighboursOf(backward, '0,0')).toContain('0,-1');

    const unsaid = hexMap({ edges: { [key]: { type: 'wave' } } });
    expect(neighboursOf(unsaid, '0,-1')).toContain('0,0');
    expect(neighboursOf(unsaid, '0,0')).not.toContain('0,-1');

    // A directed type that does not block is drawn with an arrow but crossed both ways.
    const current = hexMap({ edges: { [key]: { type: 'current', direction: 'forward' } } });
    expect(neighboursOf(current, '0,0')).toContain('0,-1');
    expect(neighboursOf(current, '0,-1')).toContain('0,0');
  });

  it('follows the board shape: holes in a free board are not neighbours', () => {
    const map = hexMap({
      grid: { kind: 'hex', shape: { type: 'free' } },
      cells: ['0,0', '1,0', '2,0', '0,1'],
    });
    expect(sorted(neighboursOf(map, '0,0'))).toEqual(['0,1', '1,0']);
    expect(neighboursOf(map, '2,0')).toEqual(['1,0']);
  });
});

describe('neighboursOf on square grids', () => {
  const square = (diagonal: boolean, extra: Partial<MapInput> = {}) =>
    mapSchema.parse({
      id: 'grid',
      name: 'Grid',
      grid: { kind: 'square', width: 3, height: 3, diagonal },
      edgeTypes,
      ...extra,
    });

  it('gives four side neighbours, or eight with diagonals, cut at the edge of the grid', () => {
    expect(neighboursOf(square(false), '1,1')).toHaveLength(4);
    expect(neighboursOf(square(true), '1,1')).toHaveLength(8);
    expect(sorted(neighboursOf(square(false), '0,0'))).toEqual(['0,1', '1,0']);
    expect(sorted(neighboursOf(square(true), '0,0'))).toEqual(['0,1', '1,0', '1,1']);
    expect(neighboursOf(square(true), '3,0')).toEqual([]);
  });

  it('applies walls and one-way features as on hex boards', () => {
    const map = square(false, {
      edges: {
        [edgeKey('1,1', '2,1')]: { type: 'wall' },
        [edgeKey('1,1', '1,0')]: { type: 'wave', direction: 'forward' },
      },
    });
    // "1,0|1,1" forward: from 1,0 down to 1,1 only.
    expect(sorted(neighboursOf(map, '1,1'))).toEqual(['0,1', '1,2']);
    expect(neighboursOf(map, '1,0')).toContain('1,1');
    expect(neighboursOf(map, '2,1')).not.toContain('1,1');
  });
});

describe('neighboursOf on graph maps', () => {
  const graph = (lanes: MapInput['lanes']) =>
    mapSchema.parse({
      id: 'sector',
      name: 'Sector',
      grid: { kind: 'graph' },
      nodes: ['a', 'b', 'c', 'd'].map((id, i) => ({ id, x: i * 100, y: 0 })),
      laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
      lanes,
    });

  it('joins nodes by lanes, one-way lanes only from their start, each neighbour once', () => {
    const map = graph([
      { id: 'ab', from: 'a', to: 'b', type: 'route' },
      { id: 'ab2', from: 'b', to: 'a', type: 'route', cost: 3 },
      { id: 'bc', from: 'b', to: 'c', type: 'route', direction: 'one-way' },
      { id: 'dd', from: 'd', to: 'd', type: 'route' },
    ]);
    expect(neighboursOf(map, 'a')).toEqual(['b']);
    expect(sorted(neighboursOf(map, 'b'))).toEqual(['a', 'c']);
    expect(neighboursOf(map, 'c')).toEqual([]);
    expect(neighboursOf(map, 'd')).toEqual([]);
    expect(neighboursOf(map, 'nowhere')).toEqual([]);
    expect(neighboursOf(map, '0,0')).toEqual([]);
    // Two lanes between a and b: the cheaper one is the step.
    expect(stepsFrom(map, 'a')).toEqual([{ to: 'b', cost: 1 }]);
  });

  it('lists every node in adjacencyList, in the order of the map', () => {
    const map = graph([{ id: 'cd', from: 'c', to: 'd', type: 'route' }]);
    expect([...adjacencyList(map)]).toEqual([
      ['a', []],
      ['b', []],
      ['c', ['d']],
      ['d', ['c']],
    ]);
  });
});

describe('shortestPath', () => {
  const sector = mapSchema.parse({
    id: 'sector',
    name: 'Sector',
    grid: { kind: 'graph' },
    nodes: ['home', 'gate', 'rim', 'far', 'alone'].map((id, i) => ({ id, x: i * 100, y: 0 })),
    laneTypes: [{ id: 'jump', name: 'Jump', colour: '#aa66cc' }],
    lanes: [
      { id: 'l1', from: 'home', to: 'far', type: 'jump', cost: 10 },
      { id: 'l2', from: 'home', to: 'gate', type: 'jump', cost: 2 },
      { id: 'l3', from: 'gate', to: 'rim', type: 'jump' },
      { id: 'l4', from: 'rim', to: 'far', type: 'jump', cost: 3, direction: 'one-way' },
      { id: 'l5', from: 'gate', to: 'gate', type: 'jump', cost: 0 },
    ],
  });

  it('finds the cheapest route by lane cost, a missing cost counting 1', () => {
    expect(shortestPath(sector, 'home', 'far')).toEqual({
      places: ['home', 'gate', 'rim', 'far'],
      cost: 6,
    });
    // Back against the one-way lane, the long jump is the only way.
    expect(shortestPath(sector, 'far', 'home')).toEqual({ places: ['far', 'home'], cost: 10 });
    expect(shortestPath(sector, 'far', 'rim')).toEqual({
      places: ['far', 'home', 'gate', 'rim'],
      cost: 13,
    });
  });

  it('is the place itself at cost 0; null when unreachable or not on the map', () => {
    expect(shortestPath(sector, 'rim', 'rim')).toEqual({ places: ['rim'], cost: 0 });
    expect(shortestPath(sector, 'home', 'alone')).toBeNull();
    expect(shortestPath(sector, 'home', 'nowhere')).toBeNull();
    expect(shortestPath(sector, 'nowhere', 'nowhere')).toBeNull();
  });

  it('walks around a wall on a hex board', () => {
    const map = hexMap({ edges: { [edgeKey('0,0', '1,0')]: { type: 'wall' } } });
    const path = shortestPath(map, '0,0', '1,0');
    expect(path?.cost).toBe(2);
    expect(path?.places).toHaveLength(3);
  });

  it('crosses a 150 × 150 board corner to corner in its hex distance', () => {
    const map = mapSchema.parse({
      id: 'big',
      name: 'Big',
      grid: { kind: 'hex', shape: { type: 'parallelogram', width: 150, height: 150 } },
    });
    expect(shortestPath(map, '0,0', '149,149')?.cost).toBe(298);
    expect(shortestPath(map, '149,0', '0,149')?.cost).toBe(149);
  });
});

/** Cheapest costs between every pair by Floyd–Warshall: slow and obviously right. */
function allPairsCosts(map: MapDef): Map<string, Map<string, number>> {
  const places = placesOf(map);
  const cost = new Map(places.map((p) => [p, new Map<string, number>([[p, 0]])]));
  for (const p of places)
    for (const step of stepsFrom(map, p)) {
      const row = cost.get(p) as Map<string, number>;
      row.set(step.to, Math.min(row.get(step.to) ?? Infinity, step.cost));
    }
  for (const k of places)
    for (const i of places)
      for (const j of places) {
        const through = (cost.get(i)?.get(k) ?? Infinity) + (cost.get(k)?.get(j) ?? Infinity);
        if (through < (cost.get(i)?.get(j) ?? Infinity)) cost.get(i)?.set(j, through);
      }
  return cost;
}

describe('adjacency on any map (properties)', () => {
  it('gives neighbours that are places of the map, one step away, never the place itself, each once', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const places = new Set(placesOf(map));
        for (const [place, around] of adjacencyList(map)) {
          expect(new Set(around).size).toBe(around.length);
          for (const n of around) {
            expect(places.has(n)).toBe(true);
            expect(n).not.toBe(place);
            const grid = map.grid;
            if (grid.kind === 'hex') expect(hexDistance(keyToHex(place)!, keyToHex(n)!)).toBe(1);
            if (grid.kind === 'square')
              expect(squareDistance(keyToSquare(place)!, keyToSquare(n)!, grid.diagonal)).toBe(1);
          }
        }
      }),
    );
  });

  it('is symmetric on boards wherever no one-way feature lies between two cells', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        if (map.grid.kind === 'graph') return;
        const directed = new Set(map.edgeTypes.filter((t) => t.directed).map((t) => t.id));
        for (const [place, around] of adjacencyList(map))
          for (const n of around) {
            const feature = map.edges[edgeKey(place, n)];
            if (!feature || !directed.has(feature.type))
              expect(neighboursOf(map, n)).toContain(place);
          }
      }),
    );
  });

  it('finds the cheapest path, step by step along neighbours, or null exactly when none exists', () => {
    fc.assert(
      fc.property(mapWithContentArb, fc.nat(), fc.nat(), (map, i, j) => {
        const places = placesOf(map);
        const from = places[i % places.length] as string;
        const to = places[j % places.length] as string;
        const expected = allPairsCosts(map).get(from)?.get(to);
        const path = shortestPath(map, from, to);
        if (expected === undefined) {
          expect(path).toBeNull();
          return;
        }
        expect(path?.cost).toBe(expected);
        expect(path?.places[0]).toBe(from);
        expect(path?.places.at(-1)).toBe(to);
        let total = 0;
        path?.places.slice(1).forEach((place, k) => {
          const step = stepsFrom(map, path.places[k] as string).find((s) => s.to === place);
          expect(step).toBeDefined();
          total += step?.cost ?? NaN;
        });
        expect(total).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('splits the places into groups that no step leaves, and a path never joins two groups', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const groups = connectedComponents(map);
        const flat = groups.flat();
        expect(sorted(flat)).toEqual(sorted(placesOf(map)));
        const groupOf = new Map(groups.flatMap((g, i) => g.map((p) => [p, i] as const)));
        for (const [place, around] of adjacencyList(map))
          for (const n of around) expect(groupOf.get(n)).toBe(groupOf.get(place));
        for (const group of groups) {
          const order = group.map((p) => placesOf(map).indexOf(p));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('connectedComponents', () => {
  it('cuts a board in two along a line of walls', () => {
    // A 3 × 2 square grid with walls between columns 0 and 1.
    const map = mapSchema.parse({
      id: 'cut',
      name: 'Cut',
      grid: { kind: 'square', width: 3, height: 2 },
      edgeTypes,
      edges: {
        [edgeKey('0,0', '1,0')]: { type: 'wall' },
        [edgeKey('0,1', '1,1')]: { type: 'wall' },
      },
    });
    expect(connectedComponents(map)).toEqual([
      ['0,0', '0,1'],
      ['1,0', '2,0', '1,1', '2,1'],
    ]);
  });

  it('keeps a one-way lane’s two ends together, and a node without lanes alone', () => {
    const map = mapSchema.parse({
      id: 'sector',
      name: 'Sector',
      grid: { kind: 'graph' },
      nodes: ['a', 'b', 'c'].map((id, i) => ({ id, x: i * 100, y: 0 })),
      laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
      lanes: [{ id: 'ab', from: 'b', to: 'a', type: 'route', direction: 'one-way' }],
    });
    expect(connectedComponents(map)).toEqual([['a', 'b'], ['c']]);
    expect(
      connectedComponents(mapSchema.parse({ id: 'e', name: 'E', grid: { kind: 'graph' } })),
    ).toEqual([]);
  });
});
