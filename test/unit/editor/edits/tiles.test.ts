import { describe, expect, it } from 'vitest';
import {
  eraseTiles,
  placeTile,
  placeTiles,
  rotateTiles,
  rotationSteps,
  setPlacementOverrides,
} from '../../../../editor/model/edits/tiles.ts';
import { formatProblems, graphMap, hexMap, squareMap } from './fixtures.ts';

describe('placeTile and placeTiles', () => {
  it('puts a tile on a board cell, turned as asked', () => {
    const map = placeTile(hexMap(), '1,-1', 'nebula', 2);
    expect(map.placements['1,-1']).toEqual({ tile: 'nebula', rotation: 2, overrides: {} });
    expect(formatProblems(map)).toEqual([]);
  });

  it('wraps the rotation round a full turn of the grid', () => {
    expect(placeTile(hexMap(), '0,0', 'x', 7).placements['0,0']?.rotation).toBe(1);
    expect(placeTile(squareMap(), '0,0', 'x', -1).placements['0,0']?.rotation).toBe(3);
  });

  it('skips places that are not on the board or not a node', () => {
    const hex = hexMap(1);
    expect(placeTiles(hex, ['5,5', 'alpha'], 'x')).toBe(hex);
    const graph = graphMap();
    expect(placeTiles(graph, ['0,0', 'nowhere'], 'x')).toBe(graph);
    expect(placeTiles(graph, ['a', 'nowhere'], 'x').placements).toEqual({
      a: { tile: 'x', rotation: 0, overrides: {} },
    });
  });

  it('returns the same map when the tile is already there, turned the same way', () => {
    const map = placeTile(hexMap(), '0,0', 'home', 1);
    expect(placeTile(map, '0,0', 'home', 1)).toBe(map);
    expect(placeTile(map, '0,0', 'home', 7)).toBe(map);
  });

  it('keeps a copy’s overrides when the same tile is turned, drops them for another tile', () => {
    let map = placeTile(hexMap(), '0,0', 'home');
    map = setPlacementOverrides(map, '0,0', { name: 'Capital' });
    expect(placeTile(map, '0,0', 'home', 3).placements['0,0']).toEqual({
      tile: 'home',
      rotation: 3,
      overrides: { name: 'Capital' },
    });
    expect(placeTile(map, '0,0', 'nebula').placements['0,0']?.overrides).toEqual({});
  });

  it('places one tile on many cells with one copy of the record, leaving the input alone', () => {
    const before = hexMap(2);
    const frozen = JSON.stringify(before);
    const map = placeTiles(before, ['0,0', '1,0', '0,1', '9,9'], 'forest');
    expect(Object.keys(map.placements).sort()).toEqual(['0,0', '0,1', '1,0']);
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('refuses a tile id the format cannot store, with a clear message', () => {
    expect(() => placeTile(hexMap(), '0,0', 'Not An Id')).toThrow(/tile id/);
  });
});

describe('eraseTiles', () => {
  it('removes placements and returns the same map when there were none', () => {
    const map = placeTiles(hexMap(), ['0,0', '1,0'], 'home');
    expect(Object.keys(eraseTiles(map, ['0,0', '2,0']).placements)).toEqual(['1,0']);
    expect(eraseTiles(map, ['3,0'])).toBe(map);
  });
});

describe('rotateTiles', () => {
  it('turns by steps, mod 6 on hex and graph, mod 4 on square', () => {
    const hex = placeTile(hexMap(), '0,0', 'a', 5);
    expect(rotateTiles(hex, ['0,0'], 1).placements['0,0']?.rotation).toBe(0);
    expect(rotateTiles(hex, ['0,0'], -7).placements['0,0']?.rotation).toBe(4);
    const square = placeTile(squareMap(), '1,1', 'a', 3);
    expect(rotateTiles(square, ['1,1'], 1).placements['1,1']?.rotation).toBe(0);
    const graph = placeTile(graphMap(), 'a', 'a', 4);
    expect(rotateTiles(graph, ['a'], 3).placements['a']?.rotation).toBe(1);
  });

  it('changes nothing for a whole turn or for empty places', () => {
    const map = placeTile(hexMap(), '0,0', 'a', 2);
    expect(rotateTiles(map, ['0,0'], 6)).toBe(map);
    expect(rotateTiles(map, ['1,0'], 1)).toBe(map);
    const square = placeTile(squareMap(), '0,0', 'a');
    expect(rotateTiles(square, ['0,0'], -4)).toBe(square);
  });

  it('turns a place listed twice only once', () => {
    const map = placeTile(hexMap(), '0,0', 'a');
    expect(rotateTiles(map, ['0,0', '0,0'], 1).placements['0,0']?.rotation).toBe(1);
  });
});

describe('setPlacementOverrides', () => {
  it('sets what this copy changes and returns the same map for the same overrides', () => {
    const map = placeTile(hexMap(), '0,0', 'home');
    const named = setPlacementOverrides(map, '0,0', { name: 'Mecatol', label: '18' });
    expect(named.placements['0,0']?.overrides).toEqual({ name: 'Mecatol', label: '18' });
    expect(setPlacementOverrides(named, '0,0', { label: '18', name: 'Mecatol' })).toBe(named);
    expect(setPlacementOverrides(map, '1,0', { name: 'x' })).toBe(map);
  });

  it('refuses a bad colour or an over-long label, leaving the map as it was', () => {
    const map = placeTile(hexMap(), '0,0', 'home');
    expect(() => setPlacementOverrides(map, '0,0', { colour: 'red' })).toThrow(
      /the tile on "0,0": overrides.colour: must be a colour/,
    );
    expect(() => setPlacementOverrides(map, '0,0', { label: 'far too long a label' })).toThrow(
      /overrides.label/,
    );
    expect(map.placements['0,0']?.overrides).toEqual({});
  });
});

describe('rotationSteps', () => {
  it('is 6 on hex boards and graphs, 4 on square grids', () => {
    expect(rotationSteps(hexMap())).toBe(6);
    expect(rotationSteps(graphMap())).toBe(6);
    expect(rotationSteps(squareMap())).toBe(4);
  });
});
