import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grid, HexShape } from '../../../../scenarios/format/map.ts';
import { boardCellSet, boardCells } from '../../../../editor/model/board.ts';
import {
  addMap,
  canChangeKind,
  deleteMap,
  duplicateMap,
  moveMap,
  renameMap,
  reshapeLoss,
  reshapeLossCount,
  reshapeMap,
  setMapDescription,
} from '../../../../editor/model/document-edits.ts';
import { findMap } from '../../../../editor/model/document.ts';
import { doc, expectValid, hexMap, map, tile } from './fixtures.ts';

const tiles = [tile('a'), tile('b')];
const threeMaps = () => doc(tiles, [map('one'), map('two'), map('three')]);
const ids = (d: { maps: readonly { id: string }[] }) => d.maps.map((m) => m.id);

describe('adding, duplicating, renaming, deleting and moving maps', () => {
  it('adds a map at the end, renaming its id only when it is taken', () => {
    const d = threeMaps();
    const fresh = addMap(d, map('four'));
    expect(fresh.id).toBe('four');
    expect(ids(fresh.doc)).toEqual(['one', 'two', 'three', 'four']);

    const clash = addMap(d, map('two', { name: 'Second Front' }));
    expect(clash.id).toBe('second-front');
    expect(findMap(clash.doc, 'second-front')?.name).toBe('Second Front');
    expectValid(clash.doc);
    expect(d.maps).toHaveLength(3);
  });

  it('duplicates a map right after it, equal but for a fresh id and a "copy" name', () => {
    const galaxy = hexMap('galaxy', { '0,0': 'a', '1,0': 'b' }, { name: 'Galaxy' });
    const d = doc(tiles, [galaxy, map('other')]);
    const first = duplicateMap(d, 'galaxy');
    const copy = findMap(first.doc, first.id);
    expect(ids(first.doc)).toEqual(['galaxy', first.id, 'other']);
    expect(copy?.name).toBe('Galaxy copy');
    expect(first.id).toBe('galaxy-copy');
    expect({ ...copy, id: galaxy.id, name: galaxy.name }).toEqual(galaxy);

    const second = duplicateMap(first.doc, 'galaxy');
    expect(findMap(second.doc, second.id)?.name).toBe('Galaxy copy 2');
    expect(new Set(ids(second.doc)).size).toBe(4);
    expectValid(second.doc);
  });

  it('refuses to duplicate a map that is not there', () => {
    expect(() => duplicateMap(threeMaps(), 'nope')).toThrow('There is no map "nope" to duplicate.');
  });

  it('renames with trimmed names and keeps the document for blank or unchanged ones', () => {
    const d = threeMaps();
    expect(findMap(renameMap(d, 'two', '  Sector Two '), 'two')?.name).toBe('Sector Two');
    expect(renameMap(d, 'two', '   ')).toBe(d);
    expect(renameMap(d, 'two', 'Map two')).toBe(d);
    expect(renameMap(d, 'missing', 'X')).toBe(d);
  });

  it('sets a description, and shares the other maps untouched', () => {
    const d = threeMaps();
    const next = setMapDescription(d, 'one', 'The core worlds');
    expect(findMap(next, 'one')?.description).toBe('The core worlds');
    expect(next.maps[1]).toBe(d.maps[1]);
    expect(setMapDescription(next, 'one', 'The core worlds')).toBe(next);
  });

  it('deletes a map, and does nothing for an unknown id', () => {
    const d = threeMaps();
    expect(ids(deleteMap(d, 'two'))).toEqual(['one', 'three']);
    expect(deleteMap(d, 'nope')).toBe(d);
  });

  it('moves a map to a clamped position', () => {
    const d = threeMaps();
    expect(ids(moveMap(d, 'one', 2))).toEqual(['two', 'three', 'one']);
    expect(ids(moveMap(d, 'three', 0))).toEqual(['three', 'one', 'two']);
    expect(ids(moveMap(d, 'one', 99))).toEqual(['two', 'three', 'one']);
    expect(ids(moveMap(d, 'three', -4))).toEqual(['three', 'one', 'two']);
    expect(moveMap(d, 'two', 1)).toBe(d);
    expect(moveMap(d, 'nope', 0)).toBe(d);
    expect(moveMap(d, 'one', Number.NaN)).toBe(d);
  });

  it('moving is always a reordering that puts the map where asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -3, max: 5 }), (from, to) => {
        const d = threeMaps();
        const id = ids(d)[from] as string;
        const moved = ids(moveMap(d, id, to));
        expect([...moved].sort()).toEqual([...ids(d)].sort());
        expect(moved.indexOf(id)).toBe(Math.min(Math.max(to, 0), 2));
      }),
    );
  });
});

describe('changing a board', () => {
  const hexagon = (radius: number): Grid => ({
    kind: 'hex',
    orientation: 'flat',
    shape: { type: 'hexagon', radius },
  });
  const busy = () =>
    hexMap(
      'board',
      { '0,0': 'a', '2,0': 'b', '1,-1': 'a' },
      {
        tokens: [
          { id: 'fleet', at: '0,0' },
          { id: 'scout', at: '0,2' },
        ],
        notes: { '0,0': 'capital', '-2,2': 'rim' },
        visibility: { '2,-2': { state: 'hidden' } },
        edgeTypes: [{ id: 'wall', name: 'Wall', colour: '#888888' }],
        edges: {
          '0,0|1,0': { type: 'wall' },
          '1,0|2,0': { type: 'wall' },
          '2,0|3,0': { type: 'wall' },
        },
      },
    );

  it('shrinking a hexagon drops what was on the outer ring, and reshapeLoss says so first', () => {
    const d = doc(tiles, [busy()]);
    const loss = reshapeLoss(busy(), hexagon(1));
    expect(loss).toEqual({
      placements: ['2,0'],
      tokens: ['scout'],
      notes: ['-2,2'],
      edges: ['2,0|3,0'],
      visibility: ['2,-2'],
      nodes: [],
      lanes: [],
    });
    expect(reshapeLossCount(loss)).toBe(5);

    const next = reshapeMap(d, 'board', hexagon(1));
    const m = findMap(next, 'board');
    expect(Object.keys(m?.placements ?? {})).toEqual(['0,0', '1,-1']);
    expect(m?.tokens.map((t) => t.id)).toEqual(['fleet']);
    expect(m?.notes).toEqual({ '0,0': 'capital' });
    expect(m?.visibility).toEqual({});
    // An edge on the rim of the new board (one side still on it) stays.
    expect(Object.keys(m?.edges ?? {})).toEqual(['0,0|1,0', '1,0|2,0']);
    expectValid(next);
  });

  it('growing the board loses nothing and keeps what did not change shared', () => {
    const original = busy();
    const d = doc(tiles, [original]);
    expect(reshapeLossCount(reshapeLoss(original, hexagon(4)))).toBe(0);
    const m = findMap(reshapeMap(d, 'board', hexagon(4)), 'board');
    expect(m?.placements).toBe(original.placements);
    expect(m?.tokens).toBe(original.tokens);
    expect(boardCells(m!)).toHaveLength(61);
  });

  it('whatever the new hex shape, exactly what reshapeLoss names is dropped', () => {
    const shapes: fc.Arbitrary<HexShape> = fc.oneof(
      fc.record({ type: fc.constant('hexagon' as const), radius: fc.integer({ min: 0, max: 4 }) }),
      fc.record({
        type: fc.constant('parallelogram' as const),
        width: fc.integer({ min: 1, max: 6 }),
        height: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({
        type: fc.constant('rectangle' as const),
        width: fc.integer({ min: 1, max: 6 }),
        height: fc.integer({ min: 1, max: 6 }),
        offset: fc.constantFrom('odd' as const, 'even' as const),
      }),
    );
    const allCells = boardCells(map('x', { grid: hexagon(4) }));
    fc.assert(
      fc.property(
        fc.subarray([...allCells]),
        shapes,
        fc.constantFrom('flat' as const, 'pointy' as const),
        (placed, shape, orientation) => {
          const original = map('m', {
            grid: hexagon(4),
            placements: Object.fromEntries(placed.map((at) => [at, { tile: 'a' }])),
          });
          const grid: Grid = { kind: 'hex', orientation, shape };
          const loss = reshapeLoss(original, grid);
          const d = reshapeMap(doc(tiles, [original]), 'm', grid);
          const m = findMap(d, 'm')!;
          const kept = Object.keys(m.placements);
          expect([...kept, ...loss.placements].sort()).toEqual([...placed].sort());
          const cells = boardCellSet(m);
          expect(kept.every((k) => cells.has(k))).toBe(true);
          expect(loss.placements.some((k) => cells.has(k))).toBe(false);
          expectValid(d);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('turning a board free keeps the cells it had, so nothing is lost', () => {
    const original = busy();
    const free: Grid = { kind: 'hex', orientation: 'flat', shape: { type: 'free' } };
    expect(reshapeLossCount(reshapeLoss(original, free))).toBe(0);
    const m = findMap(reshapeMap(doc(tiles, [original]), 'board', free), 'board')!;
    expect(m.cells).toEqual(boardCells(original));
    expect(m.placements).toBe(original.placements);
    // And back: the free list is dropped with the shape that used it.
    const back = findMap(reshapeMap(doc(tiles, [m]), 'board', hexagon(2)), 'board')!;
    expect(back.cells).toEqual([]);
  });

  it('shrinks a square grid and keeps a graph whole when its area changes', () => {
    const square = map('sq', {
      grid: { kind: 'square', width: 4, height: 4 },
      placements: { '0,0': { tile: 'a' }, '3,3': { tile: 'b' } },
    });
    const smaller: Grid = { kind: 'square', width: 3, height: 4, diagonal: false };
    expect(reshapeLoss(square, smaller).placements).toEqual(['3,3']);
    const d = reshapeMap(doc(tiles, [square]), 'sq', smaller);
    expect(Object.keys(findMap(d, 'sq')!.placements)).toEqual(['0,0']);

    const graph = map('g', {
      grid: { kind: 'graph', width: 1000, height: 1000 },
      nodes: [{ id: 'far', x: 900, y: 900 }],
      placements: { far: { tile: 'a' } },
    });
    const small: Grid = { kind: 'graph', width: 100, height: 100 };
    expect(reshapeLossCount(reshapeLoss(graph, small))).toBe(0);
    const g = findMap(reshapeMap(doc(tiles, [graph]), 'g', small), 'g')!;
    expect(g.grid).toEqual(small);
    expect(g.nodes).toBe(graph.nodes);
    expect(g.placements).toBe(graph.placements);
  });

  it('changes kind only on an empty map, adding the new kind’s default types', () => {
    const original = busy();
    const d = doc(tiles, [original]);
    const graph: Grid = { kind: 'graph', width: 1600, height: 1000 };
    expect(canChangeKind(original)).toBe(false);
    expect(reshapeMap(d, 'board', graph)).toBe(d);
    expect(reshapeLoss(original, graph).placements).toHaveLength(3);
    expect(reshapeLoss(original, graph).tokens).toEqual(['fleet', 'scout']);

    const empty = map('empty', {
      labels: [{ id: 'title', x: 0, y: 0, text: 'Here be dragons' }],
    });
    expect(canChangeKind(empty)).toBe(true);
    const changed = findMap(reshapeMap(doc(tiles, [empty]), 'empty', graph), 'empty')!;
    expect(changed.grid).toEqual(graph);
    expect(changed.laneTypes.map((t) => t.id)).toEqual(['route', 'jump']);
    expect(changed.labels).toBe(empty.labels);

    const square: Grid = { kind: 'square', width: 5, height: 5, diagonal: false };
    const asSquare = findMap(reshapeMap(doc(tiles, [changed]), 'empty', square), 'empty')!;
    expect(asSquare.edgeTypes.map((t) => t.id)).toEqual(['border', 'wall']);
    expect(asSquare.laneTypes).toBe(changed.laneTypes);
  });

  it('counts nodes and lanes as lost when a graph would change kind', () => {
    const graph = map('g', {
      grid: { kind: 'graph', width: 1000, height: 1000 },
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 10, y: 0 },
      ],
      laneTypes: [{ id: 'route', name: 'Route', colour: '#ffffff' }],
      lanes: [{ id: 'ab', from: 'a', to: 'b', type: 'route' }],
    });
    const loss = reshapeLoss(graph, hexagon(3));
    expect(loss.nodes).toEqual(['a', 'b']);
    expect(loss.lanes).toEqual(['ab']);
    expect(canChangeKind(graph)).toBe(false);
  });

  it('changes the cell size alone, and returns the same document when nothing changes', () => {
    const original = busy();
    const d = doc(tiles, [original]);
    const bigger = findMap(reshapeMap(d, 'board', original.grid, 90), 'board')!;
    expect(bigger.cellSize).toBe(90);
    expect(bigger.placements).toBe(original.placements);
    expect(reshapeMap(d, 'board', hexagon(2))).toBe(d);
    expect(reshapeMap(d, 'board', hexagon(2), original.cellSize)).toBe(d);
    expect(reshapeMap(d, 'nope', hexagon(1))).toBe(d);
  });

  it('refuses an invalid grid or cell size with a clear error, leaving the map as it was', () => {
    const d = doc(tiles, [busy()]);
    const tooBig = { kind: 'square', width: 400, height: 4, diagonal: false } as Grid;
    expect(() => reshapeMap(d, 'board', tooBig)).toThrow(
      /Cannot use this grid: width: must be at most 300/,
    );
    expect(() => reshapeMap(d, 'board', hexagon(2), 0)).toThrow(/cell size of 0/);
    expect(() => reshapeMap(d, 'board', hexagon(2), Number.POSITIVE_INFINITY)).toThrow(/cell size/);
    expect(findMap(d, 'board')).toEqual(busy());
  });
});
