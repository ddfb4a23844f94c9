import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema, type MapInput } from '../../../../scenarios/format/map.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { summarizeMap } from '../../../../editor/model/map-summary.ts';
import { mapWithContentArb } from '../../../support/arbitraries.ts';

const summaryOf = (input: Partial<MapInput>) =>
  summarizeMap(mapSchema.parse({ id: 'board', name: 'Board', ...input }));

describe('summarizeMap', () => {
  it('describes each grid and hex shape in a few words', () => {
    const cases: [MapInput['grid'], string, number | null][] = [
      [{ kind: 'hex', shape: { type: 'hexagon', radius: 3 } }, 'hexagon r3', 37],
      [
        { kind: 'hex', orientation: 'pointy', shape: { type: 'rectangle', width: 10, height: 8 } },
        'rectangle 10×8 odd',
        80,
      ],
      [
        { kind: 'hex', shape: { type: 'rectangle', width: 4, height: 3, offset: 'even' } },
        'rectangle 4×3 even',
        12,
      ],
      [
        { kind: 'hex', shape: { type: 'parallelogram', width: 5, height: 4 } },
        'parallelogram 5×4',
        20,
      ],
      [{ kind: 'hex', shape: { type: 'free' } }, 'free', 0],
      [{ kind: 'square', width: 12, height: 8 }, '12×8', 96],
      [{ kind: 'square', width: 12, height: 8, diagonal: true }, '12×8 diagonal', 96],
      [{ kind: 'graph' }, 'graph', null],
    ];
    for (const [grid, shape, cells] of cases) {
      const summary = summaryOf({ grid });
      expect(summary.shape).toBe(shape);
      expect(summary.cells).toBe(cells);
      expect(summary.kind).toBe(grid?.kind);
    }
  });

  it('names the orientation of hex boards only, and counts nodes and lanes on graphs only', () => {
    expect(summaryOf({ grid: { kind: 'hex', orientation: 'pointy' } }).orientation).toBe('pointy');
    expect(summaryOf({}).orientation).toBe('flat');
    const square = summaryOf({ grid: { kind: 'square', width: 2, height: 2 } });
    expect([square.orientation, square.nodes, square.lanes]).toEqual([null, null, null]);
    const graph = summaryOf({
      grid: { kind: 'graph' },
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 9, y: 0 },
      ],
      laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
      lanes: [{ id: 'ab', from: 'a', to: 'b', type: 'route' }],
    });
    expect([graph.orientation, graph.cells, graph.nodes, graph.lanes]).toEqual([null, null, 2, 1]);
  });

  it('counts what is on the map', () => {
    const summary = summaryOf({
      id: 'battle',
      name: 'Battle Map',
      grid: { kind: 'hex', shape: { type: 'hexagon', radius: 2 } },
      placements: { '0,0': { tile: 'a' }, '1,0': { tile: 'b' } },
      edgeTypes: [{ id: 'wall', name: 'Wall', colour: '#aa3333', blocks: true }],
      edges: { '0,0|1,0': { type: 'wall' } },
      tokens: [
        { id: 't1', at: '0,0' },
        { id: 't2', at: '0,0', count: 3 },
        { id: 't3', at: '1,0' },
      ],
      labels: [{ id: 'l1', x: 0, y: 0, text: 'Here' }],
      visibility: {
        '0,1': { state: 'hidden' },
        '0,2': { state: 'unexplored' },
        '1,1': { state: 'unexplored', revealedTo: ['blue'] },
      },
    });
    expect(summary).toEqual({
      id: 'battle',
      name: 'Battle Map',
      kind: 'hex',
      orientation: 'flat',
      shape: 'hexagon r2',
      cells: 19,
      nodes: null,
      lanes: null,
      placedTiles: 2,
      edgeFeatures: 1,
      tokens: 3,
      labels: 1,
      hidden: 1,
      unexplored: 2,
    });
  });

  it('agrees with the map for any map, and survives a trip through JSON', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const summary = summarizeMap(map);
        expect(summary.cells).toBe(map.grid.kind === 'graph' ? null : boardCells(map).length);
        expect(summary.placedTiles).toBe(Object.keys(map.placements).length);
        expect(summary.hidden + summary.unexplored).toBe(Object.keys(map.visibility).length);
        expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
      }),
      { numRuns: 50 },
    );
  });
});
