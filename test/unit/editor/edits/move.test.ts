import { describe, expect, it } from 'vitest';
import { moveCells } from '../../../../editor/model/edits/move.ts';
import { formatProblems, graphMap, hexMap, squareMap } from './fixtures.ts';

describe('moveCells', () => {
  const loaded = () =>
    hexMap(3, {
      placements: {
        '0,0': { tile: 'home', rotation: 2 },
        '1,0': { tile: 'forest' },
        '2,0': { tile: 'nebula' },
      },
      tokens: [
        { id: 'token-1', at: '0,0' },
        { id: 'token-2', at: '2,0' },
      ],
      notes: { '0,0': 'capital', '2,0': 'overwritten' },
      visibility: { '1,0': { state: 'hidden' } },
      edges: {
        '0,0|1,0': { type: 'wall' },
        '0,0|0,1': { type: 'border' },
        '2,0|3,-1': { type: 'wall' },
        '2,0|2,1': { type: 'wall' },
      },
    });

  it('moves tiles, tokens, notes, fog and inner edges by the offset', () => {
    const next = moveCells(loaded(), ['0,0', '1,0'], { a: 1, b: 0 });
    expect(next.placements).toEqual({
      '1,0': { tile: 'home', rotation: 2, overrides: {} },
      '2,0': { tile: 'forest', rotation: 0, overrides: {} },
    });
    expect(next.tokens.map((t) => [t.id, t.at])).toEqual([
      ['token-1', '1,0'],
      ['token-2', '2,0'],
    ]);
    expect(next.notes).toEqual({ '1,0': 'capital' });
    expect(next.visibility).toEqual({ '2,0': { state: 'hidden', revealedTo: [] } });
    // The wall between the moved cells moves; the border with one end outside stays; the
    // wall between 2,0 and 3,-1 (neither moved, 2,0 only a target) stays too.
    expect(next.edges).toEqual({
      '1,0|2,0': { type: 'wall' },
      '0,0|0,1': { type: 'border' },
      '2,0|3,-1': { type: 'wall' },
      '2,0|2,1': { type: 'wall' },
    });
    expect(formatProblems(next)).toEqual([]);
  });

  it('gives way: edge features between two targets are replaced', () => {
    const map = hexMap(3, {
      edges: { '1,0|2,0': { type: 'border' }, '0,0|1,0': { type: 'wall' } },
    });
    expect(moveCells(map, ['0,0', '1,0'], { a: 1, b: 0 }).edges).toEqual({
      '1,0|2,0': { type: 'wall' },
    });
  });

  it('refuses a move that would put a cell off the board', () => {
    const map = loaded();
    expect(moveCells(map, ['2,0', '3,0'], { a: 1, b: 0 })).toBe(map);
  });

  it('changes nothing for no offset, no cells, or on a graph', () => {
    const map = loaded();
    expect(moveCells(map, ['0,0'], { a: 0, b: 0 })).toBe(map);
    expect(moveCells(map, ['9,9'], { a: 1, b: 0 })).toBe(map);
    const graph = graphMap();
    expect(moveCells(graph, ['a'], { a: 1, b: 0 })).toBe(graph);
  });

  it('moves by dx, dy on square grids', () => {
    const map = squareMap(4, 4, { placements: { '0,0': { tile: 'a' } } });
    expect(Object.keys(moveCells(map, ['0,0'], { a: 2, b: 3 }).placements)).toEqual(['2,3']);
  });

  it('refuses fractional steps', () => {
    expect(() => moveCells(loaded(), ['0,0'], { a: 0.5, b: 0 })).toThrow(/whole steps/);
  });
});
