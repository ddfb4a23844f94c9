import { describe, expect, it } from 'vitest';
import {
  addLane,
  addLaneType,
  addNode,
  moveNodes,
  removeLanes,
  removeLaneType,
  removeNodes,
  updateLane,
  updateLaneType,
  updateNode,
} from '../../../../editor/model/edits/graph.ts';
import { formatProblems, graphMap, hexMap } from './fixtures.ts';

describe('nodes', () => {
  it('adds a node with an id from its name, or node-N without one', () => {
    const named = addNode(graphMap(), { x: 10, y: 20, name: 'Sol' });
    expect(named.id).toBe('sol');
    expect(named.map.nodes.at(-1)).toEqual({
      id: 'sol',
      name: 'Sol',
      x: 10,
      y: 20,
      kind: 'system',
      size: 18,
    });
    expect(addNode(named.map, { x: 0, y: 0, name: 'Sol' }).id).toBe('sol-1');
    expect(addNode(named.map, { x: 0, y: 0 }).id).toBe('node-1');
    expect(addNode(named.map, { x: 0, y: 0, name: 'Alpha' }).id).toBe('alpha');
    expect(addNode(named.map, { x: 0, y: 0, name: 'x', kind: 'gate' }).map.nodes.at(-1)?.kind).toBe(
      'gate',
    );
  });

  it('refuses a node off the number line or on a cell grid', () => {
    expect(() => addNode(graphMap(), { x: Number.NaN, y: 0 })).toThrow(/the new node: x/);
    expect(() => addNode(hexMap(), { x: 0, y: 0 })).toThrow(
      /point-to-point maps, not on a hex grid/,
    );
  });

  it('moves nodes, and changes nothing for no offset or unknown ids', () => {
    const map = graphMap();
    const moved = moveNodes(map, ['a', 'c'], 5, -5);
    expect(moved.nodes.map((n) => [n.id, n.x, n.y])).toEqual([
      ['a', 105, 95],
      ['b', 300, 100],
      ['c', 505, 95],
      ['gate', 500, 300],
    ]);
    expect(moved.nodes[1]).toBe(map.nodes[1]);
    expect(moveNodes(map, ['a'], 0, 0)).toBe(map);
    expect(moveNodes(map, ['zz'], 5, 5)).toBe(map);
    expect(() => moveNodes(map, ['a'], Infinity, 0)).toThrow(/finite/);
  });

  it('updates a node and returns the same map for no change', () => {
    const map = graphMap();
    const next = updateNode(map, 'a', { name: 'Alpha Prime', colour: '#ff0000' });
    expect(next.nodes[0]).toMatchObject({ id: 'a', name: 'Alpha Prime', colour: '#ff0000' });
    expect(updateNode(map, 'a', { name: 'Alpha' })).toBe(map);
    expect(updateNode(map, 'zz', { name: 'x' })).toBe(map);
    expect(() => updateNode(map, 'a', { size: 0 })).toThrow(/node "a": size/);
  });

  it('removes nodes with their lanes, tiles, tokens, notes and fog', () => {
    const map = graphMap({
      placements: { b: { tile: 'home' }, c: { tile: 'nebula' } },
      tokens: [
        { id: 'token-1', at: 'b' },
        { id: 'token-2', at: 'c' },
      ],
      notes: { b: 'x' },
      visibility: { b: { state: 'hidden' } },
    });
    const next = removeNodes(map, ['b', 'nowhere']);
    expect(next.nodes.map((n) => n.id)).toEqual(['a', 'c', 'gate']);
    expect(next.lanes.map((l) => l.id)).toEqual(['lane-3']);
    expect(Object.keys(next.placements)).toEqual(['c']);
    expect(next.tokens.map((t) => t.id)).toEqual(['token-2']);
    expect(next.notes).toEqual({});
    expect(next.visibility).toEqual({});
    expect(formatProblems(next)).toEqual([]);
    expect(removeNodes(map, ['nowhere'])).toBe(map);
  });
});

describe('lanes', () => {
  it('adds a lane with options and a lane-N id', () => {
    const { map, id } = addLane(graphMap(), 'a', 'gate', 'jump', {
      cost: 3,
      direction: 'one-way',
      label: 'Chaos gate',
    });
    expect(id).toBe('lane-4');
    expect(map.lanes.at(-1)).toEqual({
      id: 'lane-4',
      from: 'a',
      to: 'gate',
      type: 'jump',
      cost: 3,
      direction: 'one-way',
      label: 'Chaos gate',
    });
    expect(formatProblems(map)).toEqual([]);
  });

  it('refuses a lane to itself, to an unknown node or of an unknown type', () => {
    const map = graphMap();
    expect(addLane(map, 'a', 'a', 'route')).toEqual({ map, id: null });
    expect(addLane(map, 'a', 'zz', 'route')).toEqual({ map, id: null });
    expect(addLane(map, 'a', 'c', 'hyperway')).toEqual({ map, id: null });
  });

  it('refuses a duplicate of a lane that already joins the nodes the same way', () => {
    const map = graphMap();
    expect(addLane(map, 'a', 'b', 'route').id).toBeNull();
    expect(addLane(map, 'b', 'a', 'jump').id).toBeNull();
    expect(addLane(map, 'c', 'gate', 'jump', { direction: 'one-way' }).id).toBeNull();
    // The other way round is another lane; so is a two-way lane beside a one-way one.
    expect(addLane(map, 'gate', 'c', 'jump', { direction: 'one-way' }).id).toBe('lane-4');
    expect(addLane(map, 'c', 'gate', 'route').id).toBe('lane-4');
  });

  it('refuses a bad option with a clear message', () => {
    expect(() => addLane(graphMap(), 'a', 'c', 'route', { cost: -1 })).toThrow(/cost/);
  });

  it('updates a lane, checking its ends and type', () => {
    const map = graphMap();
    expect(updateLane(map, 'lane-1', { cost: 4 }).lanes[0]?.cost).toBe(4);
    expect(updateLane(map, 'lane-1', { type: 'route' })).toBe(map);
    expect(updateLane(map, 'zz', { cost: 4 })).toBe(map);
    expect(() => updateLane(map, 'lane-1', { to: 'zz' })).toThrow(/no node "zz"/);
    expect(() => updateLane(map, 'lane-1', { to: 'a' })).toThrow(/itself/);
    expect(() => updateLane(map, 'lane-1', { type: 'hyperway' })).toThrow(/no lane type/);
  });

  it('removes lanes', () => {
    const map = graphMap();
    expect(removeLanes(map, ['lane-1', 'lane-3']).lanes.map((l) => l.id)).toEqual(['lane-2']);
    expect(removeLanes(map, ['zz'])).toBe(map);
  });
});

describe('lane types', () => {
  it('adds, updates and removes lane types', () => {
    const added = addLaneType(graphMap(), { name: 'Rail line', colour: '#999999' });
    expect(added.id).toBe('rail-line');
    expect(added.map.laneTypes.at(-1)).toEqual({
      id: 'rail-line',
      name: 'Rail line',
      colour: '#999999',
      style: 'solid',
      width: 4,
    });
    expect(addLaneType(added.map, { name: 'Route', colour: '#999999' }).id).toBe('route-2');
    const updated = updateLaneType(added.map, 'rail-line', { style: 'dotted' });
    expect(updated.laneTypes.at(-1)?.style).toBe('dotted');
    expect(updateLaneType(updated, 'rail-line', { style: 'dotted' })).toBe(updated);
    expect(() => updateLaneType(updated, 'rail-line', { colour: 'grey' })).toThrow(/colour/);
    expect(removeLaneType(updated, 'rail-line').laneTypes.map((t) => t.id)).toEqual([
      'route',
      'jump',
    ]);
  });

  it('refuses to remove a lane type while lanes use it', () => {
    const map = graphMap();
    expect(removeLaneType(map, 'route')).toBe(map);
    expect(removeLaneType(map, 'nothing')).toBe(map);
    const unused = removeLanes(map, ['lane-3']);
    expect(removeLaneType(unused, 'jump').laneTypes.map((t) => t.id)).toEqual(['route']);
  });
});
