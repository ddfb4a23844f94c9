import { describe, expect, it } from 'vitest';
import {
  addEdgeType,
  flipEdgeDirection,
  removeEdgeType,
  setEdgeFeature,
  toggleEdgeFeature,
  updateEdgeType,
} from '../../../../editor/model/edits/edges.ts';
import { formatProblems, graphMap, hexMap, squareMap } from './fixtures.ts';

describe('toggleEdgeFeature', () => {
  it('sets a feature, and the same type again takes it off', () => {
    const map = hexMap();
    const walled = toggleEdgeFeature(map, '0,0|1,0', 'wall');
    expect(walled.edges).toEqual({ '0,0|1,0': { type: 'wall' } });
    expect(toggleEdgeFeature(walled, '0,0|1,0', 'wall').edges).toEqual({});
  });

  it('replaces a feature of another type', () => {
    const map = toggleEdgeFeature(hexMap(), '0,0|1,0', 'wall');
    expect(toggleEdgeFeature(map, '0,0|1,0', 'border').edges).toEqual({
      '0,0|1,0': { type: 'border' },
    });
  });

  it('gives directed types a direction, "forward" unless told', () => {
    const map = hexMap();
    expect(toggleEdgeFeature(map, '0,0|1,0', 'wave').edges['0,0|1,0']).toEqual({
      type: 'wave',
      direction: 'forward',
    });
    expect(toggleEdgeFeature(map, '0,0|1,0', 'wave', 'backward').edges['0,0|1,0']?.direction).toBe(
      'backward',
    );
    expect(toggleEdgeFeature(map, '0,0|1,0', 'wall', 'backward').edges['0,0|1,0']).toEqual({
      type: 'wall',
    });
  });

  it('stores the edge under its canonical key whichever way it is named', () => {
    expect(Object.keys(toggleEdgeFeature(hexMap(), '1,0|0,0', 'wall').edges)).toEqual(['0,0|1,0']);
  });

  it('accepts rim edges but not edges off the board or between cells that do not touch', () => {
    const map = hexMap(1);
    expect(Object.keys(toggleEdgeFeature(map, '1,0|2,0', 'wall').edges)).toEqual(['1,0|2,0']);
    expect(toggleEdgeFeature(map, '3,0|4,0', 'wall')).toBe(map);
    expect(toggleEdgeFeature(map, '0,0|1,1', 'wall')).toBe(map);
    expect(toggleEdgeFeature(map, 'nonsense', 'wall')).toBe(map);
  });

  it('changes nothing for an unknown type or on a graph', () => {
    const map = hexMap();
    expect(toggleEdgeFeature(map, '0,0|1,0', 'moat')).toBe(map);
    const graph = graphMap();
    expect(toggleEdgeFeature(graph, '0,0|1,0', 'wall')).toBe(graph);
  });

  it('works on square grids, sides only', () => {
    const map = squareMap();
    expect(Object.keys(toggleEdgeFeature(map, '0,0|0,1', 'wall').edges)).toEqual(['0,0|0,1']);
    expect(toggleEdgeFeature(map, '0,0|1,1', 'wall')).toBe(map);
  });
});

describe('setEdgeFeature', () => {
  it('sets, replaces and removes; the same feature again is no change', () => {
    const map = setEdgeFeature(hexMap(), '0,0|1,0', { type: 'border' });
    expect(setEdgeFeature(map, '0,0|1,0', { type: 'border' })).toBe(map);
    expect(setEdgeFeature(map, '0,0|1,0', null).edges).toEqual({});
    const none = hexMap();
    expect(setEdgeFeature(none, '0,0|1,0', null)).toBe(none);
  });

  it('drops a direction on an undirected type and defaults one on a directed type', () => {
    const map = hexMap();
    expect(setEdgeFeature(map, '0,0|1,0', { type: 'wall', direction: 'backward' }).edges).toEqual({
      '0,0|1,0': { type: 'wall' },
    });
    expect(setEdgeFeature(map, '0,0|1,0', { type: 'wave' }).edges['0,0|1,0']?.direction).toBe(
      'forward',
    );
  });

  it('refuses a feature of a type the map does not have', () => {
    expect(() => setEdgeFeature(hexMap(), '0,0|1,0', { type: 'moat' })).toThrow(
      /no edge type "moat" on this map/,
    );
  });
});

describe('flipEdgeDirection', () => {
  it('turns a one-way feature round and back', () => {
    const map = toggleEdgeFeature(hexMap(), '0,0|1,0', 'wave');
    const flipped = flipEdgeDirection(map, '1,0|0,0');
    expect(flipped.edges['0,0|1,0']?.direction).toBe('backward');
    expect(flipEdgeDirection(flipped, '0,0|1,0').edges).toEqual(map.edges);
  });

  it('leaves undirected features and bare edges alone', () => {
    const walled = toggleEdgeFeature(hexMap(), '0,0|1,0', 'wall');
    expect(flipEdgeDirection(walled, '0,0|1,0')).toBe(walled);
    expect(flipEdgeDirection(walled, '0,0|0,1')).toBe(walled);
  });
});

describe('edge types', () => {
  it('adds a type with an id from its name, made unique', () => {
    const first = addEdgeType(hexMap(), { name: 'Wall', colour: '#123456' });
    expect(first.id).toBe('wall-2');
    const second = addEdgeType(first.map, {
      name: 'Asteroid belt',
      colour: '#654321',
      blocks: true,
    });
    expect(second.id).toBe('asteroid-belt');
    expect(second.map.edgeTypes.at(-1)).toEqual({
      id: 'asteroid-belt',
      name: 'Asteroid belt',
      colour: '#654321',
      style: 'solid',
      width: 6,
      blocks: true,
      directed: false,
    });
    expect(formatProblems(second.map)).toEqual([]);
  });

  it('refuses a type the format cannot store', () => {
    expect(() => addEdgeType(hexMap(), { name: ' ', colour: '#123456' })).toThrow(/edge type/);
    expect(() => addEdgeType(hexMap(), { name: 'River', colour: 'blue' })).toThrow(/colour/);
  });

  it('updates a type; its features follow a change of direction', () => {
    let map = toggleEdgeFeature(hexMap(), '0,0|1,0', 'wall');
    map = toggleEdgeFeature(map, '0,0|0,1', 'border');
    const directed = updateEdgeType(map, 'wall', { directed: true });
    expect(directed.edges['0,0|1,0']).toEqual({ type: 'wall', direction: 'forward' });
    expect(directed.edges['0,0|0,1']).toEqual({ type: 'border' });
    expect(updateEdgeType(directed, 'wall', { directed: false }).edges).toEqual(map.edges);
    expect(updateEdgeType(map, 'wall', { colour: '#aa3333' })).toBe(map);
    expect(updateEdgeType(map, 'moat', { colour: '#000000' })).toBe(map);
    expect(() => updateEdgeType(map, 'wall', { width: -1 })).toThrow(/width/);
  });

  it('removes a type with its features', () => {
    let map = toggleEdgeFeature(hexMap(), '0,0|1,0', 'wall');
    map = toggleEdgeFeature(map, '0,0|0,1', 'border');
    const next = removeEdgeType(map, 'wall');
    expect(next.edgeTypes.map((t) => t.id)).toEqual(['wave', 'border']);
    expect(next.edges).toEqual({ '0,0|0,1': { type: 'border' } });
    expect(removeEdgeType(map, 'moat')).toBe(map);
    expect(formatProblems(next)).toEqual([]);
  });
});
