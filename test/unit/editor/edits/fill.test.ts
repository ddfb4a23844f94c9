import { describe, expect, it } from 'vitest';
import { fillRegion, regionOf } from '../../../../editor/model/edits/fill.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { placeTiles } from '../../../../editor/model/edits/tiles.ts';
import { graphMap, hexMap, squareMap } from './fixtures.ts';

const sorted = (keys: readonly string[]) => [...keys].sort();

describe('regionOf', () => {
  it('covers the whole empty board from an empty cell', () => {
    const map = hexMap(2);
    expect(sorted(regionOf(map, '0,0'))).toEqual(sorted(boardCells(map)));
  });

  it('follows cells holding the same tile, and empty cells from an empty one', () => {
    // A ring of forest round the centre splits the board in two empty parts.
    const ring = ['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0'];
    const map = placeTiles(hexMap(2), ring, 'forest');
    expect(sorted(regionOf(map, '1,0'))).toEqual(sorted(ring));
    expect(regionOf(map, '0,0')).toEqual(['0,0']);
    expect(regionOf(map, '2,0')).toHaveLength(12);
  });

  it('does not cross blocking edges, whichever way they point, but crosses borders', () => {
    const square = squareMap(3, 1, {
      edges: { '0,0|1,0': { type: 'wall' } },
    });
    expect(regionOf(square, '0,0')).toEqual(['0,0']);
    const wave = squareMap(3, 1, { edges: { '0,0|1,0': { type: 'wave', direction: 'backward' } } });
    expect(regionOf(wave, '0,0')).toEqual(['0,0']);
    const border = squareMap(3, 1, { edges: { '0,0|1,0': { type: 'border' } } });
    expect(sorted(regionOf(border, '0,0'))).toEqual(['0,0', '1,0', '2,0']);
  });

  it('steps 4 ways on square grids, even when diagonals count as neighbours', () => {
    const map = placeTiles(
      squareMap(3, 3, { grid: { kind: 'square', width: 3, height: 3, diagonal: true } }),
      ['1,0', '0,1'],
      'wall',
    );
    expect(regionOf(map, '0,0')).toEqual(['0,0']);
  });

  it('follows lanes on graphs, either way', () => {
    const map = placeTiles(graphMap(), ['a', 'b', 'gate'], 'home');
    expect(sorted(regionOf(map, 'a'))).toEqual(['a', 'b']);
    expect(regionOf(map, 'gate')).toEqual(['gate']);
    expect(regionOf(map, 'c')).toEqual(['c']);
  });

  it('is empty for a place that is not on the map', () => {
    expect(regionOf(hexMap(1), '5,5')).toEqual([]);
    expect(regionOf(graphMap(), 'zz')).toEqual([]);
  });
});

describe('fillRegion', () => {
  it('paints the region and returns the same map when it already holds that tile', () => {
    const map = fillRegion(hexMap(1), '0,0', 'nebula', 2);
    expect(Object.values(map.placements)).toHaveLength(7);
    expect(map.placements['1,0']).toEqual({ tile: 'nebula', rotation: 2, overrides: {} });
    expect(fillRegion(map, '1,0', 'nebula', 2)).toBe(map);
    const off = hexMap(1);
    expect(fillRegion(off, '9,9', 'nebula')).toBe(off);
  });
});
