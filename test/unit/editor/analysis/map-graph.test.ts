import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceBetween,
  distancesFrom,
  pathBetween,
  reachableFrom,
} from '../../../../editor/analysis/distances.ts';
import { mapGraph } from '../../../../editor/analysis/map-graph.ts';
import { tileLookup } from '../../../../editor/analysis/place-tiles.ts';
import { canCross } from '../../../../editor/model/adjacency.ts';
import { edgeKey } from '../../../../editor/geometry/keys.ts';
import { spiralCell } from '../../../../editor/geometry/hex.ts';
import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';
import { movementSchema, type MovementInput } from '../../../../scenarios/format/map-rules.ts';
import { tileSchema, type TileInput } from '../../../../scenarios/format/tiles.ts';
import { mapWithContentArb } from '../../../support/arbitraries.ts';

/** Galaxy tiles: systems, homes, anomalies, wormholes and hyperlanes. */
const tiles = tileLookup(
  (
    [
      { id: 'centre', name: 'Centre', kind: 'special' },
      { id: 'home', name: 'Home', kind: 'home', copies: null },
      { id: 'planet', name: 'Planet', copies: null },
      { id: 'empty', name: 'Empty', kind: 'empty', copies: null },
      { id: 'nebula', name: 'Nebula', kind: 'anomaly', attributes: { anomaly: 'nebula' } },
      { id: 'supernova', name: 'Supernova', kind: 'anomaly', attributes: { anomaly: 'supernova' } },
      { id: 'alpha', name: 'Alpha', attributes: { wormhole: 'alpha' }, copies: null },
      { id: 'beta', name: 'Beta', attributes: { wormhole: 'beta' }, copies: null },
      { id: 'delta', name: 'Delta', attributes: { wormhole: 'delta' } },
      // A straight lane across the tile, north side to south side.
      { id: 'straight', name: 'Straight', kind: 'hyperlane', attributes: { lanes: [[0, 3]] } },
    ] satisfies TileInput[]
  ).map((t) => tileSchema.parse(t)),
);

const movement = (extra: Partial<MovementInput> = {}) =>
  movementSchema.parse({
    centre: { tiles: ['centre'] },
    wormholes: { attribute: 'wormhole', ignore: ['delta'] },
    hyperlanes: { attribute: 'lanes' },
    entryCosts: [
      { match: { attribute: 'anomaly', equals: 'supernova' }, cost: null },
      { match: { attribute: 'anomaly', equals: 'nebula' }, cost: 2 },
    ],
    ...extra,
  });

/** A flat hex galaxy of radius 3 with tiles at spiral positions (0 is the centre). */
function galaxy(at: Record<number, string>, extra: Partial<MapInput> = {}): MapDef {
  const placements = Object.fromEntries(
    Object.entries(at).map(([index, tile]) => {
      const [id, rotation] = tile.split('@');
      const h = spiralCell(Number(index));
      return [`${h.q},${h.r}`, { tile: id, rotation: Number(rotation ?? 0) }];
    }),
  );
  return mapSchema.parse({
    id: 'galaxy',
    name: 'Galaxy',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
    placements,
    ...extra,
  });
}

const key = (index: number) => {
  const h = spiralCell(index);
  return `${h.q},${h.r}`;
};

describe('the movement graph', () => {
  it('joins places of the same wormhole type, and not those of an ignored one', () => {
    const map = galaxy({
      0: 'centre',
      19: 'alpha',
      28: 'alpha',
      22: 'delta',
      31: 'delta',
      25: 'beta',
    });
    const graph = mapGraph(map, tiles, movement());
    const from19 = graph.adjacent(key(19));
    expect(from19).toContainEqual({ to: key(28), via: 'wormhole', cost: 1 });
    expect(graph.adjacent(key(22)).some((s) => s.via === 'wormhole')).toBe(false);
    expect(graph.adjacent(key(25)).some((s) => s.via === 'wormhole')).toBe(false);
    // Adjoining reads shared sides only: far wormholes do not adjoin.
    expect(graph.adjoining(key(19))).not.toContain(key(28));
    expect(distanceBetween(graph, key(19), key(28))).toBe(1);
    expect(distanceBetween(graph, key(19), key(28), { wormholes: false })).toBe(6);
  });

  it('joins the places at both ends of a chain of hyperlane tiles, which nobody stops on', () => {
    // Spiral 1 is north of the centre, 7 north of 1, 19 north of 7: lanes N–S on 1 and 7.
    const map = galaxy({ 0: 'centre', 1: 'straight', 7: 'straight', 19: 'home' });
    const graph = mapGraph(map, tiles, movement());
    expect(graph.places).not.toContain(key(1));
    expect(graph.places).not.toContain(key(7));
    expect(graph.adjacent(key(0))).toContainEqual({ to: key(19), via: 'hyperlane', cost: 1 });
    expect(graph.adjacent(key(19))).toContainEqual({ to: key(0), via: 'hyperlane', cost: 1 });
    // The tiles beside the lane are not joined through it.
    expect(graph.adjacent(key(2)).some((s) => s.to === key(19))).toBe(false);
  });

  it('turns a hyperlane tile with its rotation', () => {
    // Turned one step, the lane runs NE–SW: from the centre's NE neighbour (2) through the
    // tile… so the centre's north neighbour (1) no longer reaches across it.
    const turned = galaxy({ 0: 'centre', 1: 'straight@1', 7: 'home', 8: 'home' });
    const graph = mapGraph(turned, tiles, movement());
    const ends = graph.adjacent(key(0)).filter((s) => s.via === 'hyperlane');
    expect(ends).toEqual([]);
    const fromSw = graph.adjacent(key(6)).filter((s) => s.via === 'hyperlane');
    expect(fromSw.map((s) => s.to)).toEqual([key(8)]);
  });

  it('never enters an impassable place, and weighs entry costs', () => {
    // A supernova north of the centre, a nebula north-east.
    const map = galaxy({ 0: 'centre', 1: 'supernova', 2: 'nebula', 7: 'home' });
    const graph = mapGraph(map, tiles, movement());
    expect(graph.entryCost(key(1))).toBeNull();
    expect(graph.entryCost(key(2))).toBe(2);
    expect(reachableFrom(graph, key(0))).not.toContain(key(1));
    const hops = pathBetween(graph, key(0), key(7));
    expect(hops?.cost).toBe(3);
    expect(hops?.places).not.toContain(key(1));
    const weighted = pathBetween(graph, key(0), key(7), { weighted: true });
    expect(weighted?.cost).toBe(3);
    expect(weighted?.places).not.toContain(key(2));
  });

  it('stops paths at places they may not pass through, but still reaches them', () => {
    const map = galaxy({ 0: 'centre', 1: 'home', 7: 'planet' });
    const graph = mapGraph(map, tiles, movement());
    const noThroughHomes = { passThrough: (p: string) => !graph.isHome(p) };
    expect(distanceBetween(graph, key(0), key(1), noThroughHomes)).toBe(1);
    // Ring 2's north corner touches ring 1 only through the home: around it is 3.
    expect(distanceBetween(graph, key(0), key(7))).toBe(2);
    expect(distanceBetween(graph, key(0), key(7), noThroughHomes)).toBe(3);
    expect(pathBetween(graph, key(0), key(7), noThroughHomes)?.places).not.toContain(key(1));
  });

  it('finds homes and the centre by the rules', () => {
    const graph = mapGraph(galaxy({ 0: 'centre', 19: 'home', 25: 'home' }), tiles, movement());
    expect(graph.homes).toEqual([key(19), key(25)]);
    expect(graph.centre).toBe(key(0));
  });

  it('follows a point-to-point map’s lanes, their costs and directions', () => {
    const map = mapSchema.parse({
      id: 'sector',
      name: 'Sector',
      grid: { kind: 'graph' },
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 100, y: 0 },
        { id: 'c', x: 200, y: 0 },
      ],
      laneTypes: [{ id: 'jump', name: 'Jump', colour: '#ffffff' }],
      lanes: [
        { id: 'ab', from: 'a', to: 'b', type: 'jump', cost: 3 },
        { id: 'bc', from: 'b', to: 'c', type: 'jump', direction: 'one-way' },
        { id: 'ac', from: 'a', to: 'c', type: 'jump', cost: 10 },
      ],
    });
    const graph = mapGraph(map, tiles, movement());
    expect(graph.adjacent('b').map((s) => s.to)).toEqual(['a', 'c']);
    expect(graph.adjacent('c').map((s) => s.to)).toEqual(['a']);
    expect(distanceBetween(graph, 'a', 'c', { weighted: true })).toBe(4);
    expect(distanceBetween(graph, 'c', 'b', { weighted: true })).toBe(13);
    expect(distanceBetween(graph, 'a', 'c')).toBe(1);
  });
});

describe('the movement graph, over any map', () => {
  it('is symmetric but for one-way features and one-way lanes', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const graph = mapGraph(map, tiles, movement({ wormholes: null, hyperlanes: null }));
        const oneWayLanes = new Set(
          map.lanes.filter((l) => l.direction === 'one-way').map((l) => `${l.from}>${l.to}`),
        );
        for (const place of graph.places)
          for (const step of graph.adjacent(place)) {
            const back = graph.adjacent(step.to).some((s) => s.to === place);
            if (back) continue;
            const oneWay =
              oneWayLanes.has(`${place}>${step.to}`) ||
              (!canCross(map, step.to, place) && canCross(map, place, step.to));
            if (!oneWay)
              throw new Error(`${place} → ${step.to} but not back, and nothing one-way between`);
          }
        for (const place of graph.places)
          for (const other of graph.adjoining(place))
            expect(graph.adjoining(other)).toContain(place);
      }),
      { numRuns: 60 },
    );
  });

  it('answers the same every time (deterministic searches)', () => {
    fc.assert(
      fc.property(mapWithContentArb, fc.nat(), fc.nat(), (map, i, j) => {
        const graph = mapGraph(map, tiles, movement());
        if (graph.places.length === 0) return;
        const a = graph.places[i % graph.places.length]!;
        const b = graph.places[j % graph.places.length]!;
        const first = pathBetween(graph, a, b, { weighted: true });
        const again = pathBetween(mapGraph(structuredClone(map), tiles, movement()), a, b, {
          weighted: true,
        });
        expect(again).toEqual(first);
        const costs = distancesFrom(graph, a).cost;
        for (const [place, cost] of costs)
          for (const step of graph.adjacent(place))
            if (graph.entryCost(step.to) !== null)
              expect(costs.get(step.to)).toBeLessThanOrEqual(cost + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('lets a one-way wall through one way only', () => {
    const map = galaxy(
      { 0: 'centre' },
      {
        edgeTypes: [{ id: 'wave', name: 'Wave', colour: '#3366cc', blocks: true, directed: true }],
        edges: { [edgeKey(key(0), key(1))]: { type: 'wave', direction: 'forward' } },
      },
    );
    const graph = mapGraph(map, tiles, movement());
    const forward = edgeKey(key(0), key(1)).startsWith(`${key(0)}|`);
    const [from, to] = forward ? [key(0), key(1)] : [key(1), key(0)];
    expect(graph.adjacent(from).some((s) => s.to === to)).toBe(true);
    expect(graph.adjacent(to).some((s) => s.to === from)).toBe(false);
    expect(graph.adjoining(to)).toContain(from);
  });
});
