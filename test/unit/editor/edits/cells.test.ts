import { describe, expect, it } from 'vitest';
import { addCells, removeCells } from '../../../../editor/model/edits/cells.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { formatProblems, graphMap, hexMap, squareMap } from './fixtures.ts';

describe('addCells', () => {
  it('turns a hexagon board into a free one with its cells plus the new ones', () => {
    const map = addCells(hexMap(1), ['2,0', '2,-1']);
    expect(map.grid).toEqual({ kind: 'hex', orientation: 'flat', shape: { type: 'free' } });
    expect(boardCells(map)).toHaveLength(9);
    expect(boardCells(map)).toEqual(expect.arrayContaining(['0,0', '2,0', '2,-1']));
    expect(formatProblems(map)).toEqual([]);
  });

  it('returns the same map when every cell is already there', () => {
    const map = hexMap(1);
    expect(addCells(map, ['0,0', '1,0'])).toBe(map);
    expect(addCells(map, [])).toBe(map);
  });

  it('adds each new cell once', () => {
    const map = addCells(hexMap(0), ['1,0', '1,0']);
    expect(map.cells).toEqual(['0,0', '1,0']);
  });

  it('leaves square grids and graphs alone', () => {
    const square = squareMap();
    const graph = graphMap();
    expect(addCells(square, ['9,9'])).toBe(square);
    expect(addCells(graph, ['9,9'])).toBe(graph);
  });

  it('refuses a key that is not a cell, with the format’s message', () => {
    expect(() => addCells(hexMap(1), ['alpha'])).toThrow(/cell to add: must be a cell/);
  });
});

describe('removeCells', () => {
  it('drops the cells and everything on them or touching them', () => {
    const map = hexMap(1, {
      placements: { '1,0': { tile: 'a' }, '0,0': { tile: 'b' } },
      tokens: [
        { id: 'token-1', at: '1,0' },
        { id: 'token-2', at: '0,0' },
      ],
      notes: { '1,0': 'gone', '0,0': 'stays' },
      visibility: { '1,0': { state: 'hidden' } },
      edges: {
        '0,0|1,0': { type: 'wall' },
        '0,0|0,1': { type: 'border' },
        '1,0|2,0': { type: 'wall' },
      },
    });
    const next = removeCells(map, ['1,0']);
    expect(boardCells(next)).toHaveLength(6);
    expect(boardCells(next)).not.toContain('1,0');
    expect(next.placements).toEqual({ '0,0': { tile: 'b', rotation: 0, overrides: {} } });
    expect(next.tokens.map((t) => t.id)).toEqual(['token-2']);
    expect(next.notes).toEqual({ '0,0': 'stays' });
    expect(next.visibility).toEqual({});
    expect(next.edges).toEqual({ '0,0|0,1': { type: 'border' } });
    expect(formatProblems(next)).toEqual([]);
  });

  it('returns the same map when no listed cell is on the board, and on other grids', () => {
    const hex = hexMap(1);
    expect(removeCells(hex, ['5,5'])).toBe(hex);
    const square = squareMap();
    expect(removeCells(square, ['0,0'])).toBe(square);
    const graph = graphMap();
    expect(removeCells(graph, ['a'])).toBe(graph);
  });
});
