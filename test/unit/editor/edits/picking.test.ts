import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import { boardCells, cellCentre } from '../../../../editor/model/board.ts';
import { setLayer } from '../../../../editor/model/edits/layers.ts';
import {
  edgeSegment,
  labelExtent,
  nearestEdge,
  pickAt,
  placesInRect,
  tokenPositions,
  tokenRadius,
  tokensUnderLabel,
} from '../../../../editor/model/picking.ts';
import { graphMap, hexMap, squareMap } from './fixtures.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';

const at = (map: MapDef, key: string) => cellCentre(map, key) ?? pixel(NaN, NaN);
const one = { scale: 1 };

describe('tokenPositions', () => {
  it('puts a lone token in the middle of its cell and several in a ring', () => {
    const map = hexMap(2, {
      tokens: [
        { id: 'token-1', at: '1,0' },
        { id: 'token-2', at: '0,0' },
        { id: 'token-3', at: '0,0' },
        { id: 'token-4', at: '0,0' },
      ],
    });
    expect(tokenPositions(map, '1,0').get('token-1')).toEqual(at(map, '1,0'));
    const ring = tokenPositions(map, '0,0');
    expect([...ring.keys()]).toEqual(['token-2', 'token-3', 'token-4']);
    for (const p of ring.values()) expect(Math.hypot(p.x, p.y)).toBeCloseTo(0.4 * map.cellSize);
    // The first is at the top (y down).
    expect(ring.get('token-2')?.y).toBeCloseTo(-0.4 * map.cellSize);
    expect(tokenPositions(map, '2,0').size).toBe(0);
  });

  it('stands tokens in a row along the lower edge of a tiled cell, under its label', () => {
    const map = hexMap(2, {
      placements: { '1,0': { tile: 't' }, '0,0': { tile: 't' } },
      tokens: [
        { id: 'token-1', at: '1,0' },
        { id: 'token-2', at: '0,0' },
        { id: 'token-3', at: '0,0' },
        { id: 'token-4', at: '-1,0' },
      ],
    });
    const r = tokenRadius(map);
    const lone = tokenPositions(map, '1,0').get('token-1');
    const centre = at(map, '1,0');
    expect(lone?.x).toBeCloseTo(centre.x);
    // Its disc stays clear of the upper half, where the label and figures are drawn.
    expect((lone?.y ?? 0) - r).toBeGreaterThan(centre.y);
    const row = [...tokenPositions(map, '0,0').values()];
    expect(row.map((p) => p.y)).toEqual([row[0]?.y, row[0]?.y]);
    expect((row[1]?.x ?? 0) - (row[0]?.x ?? 0)).toBeGreaterThan(2 * r);
    expect(pickAt(map, row[1] ?? pixel(0, 0), one)).toEqual({ kind: 'token', id: 'token-3' });
    expect(tokensUnderLabel(map, '0,0')).toBe(true);
    // An empty cell keeps its token in the middle.
    expect(tokenPositions(map, '-1,0').get('token-4')).toEqual(at(map, '-1,0'));
    expect(tokensUnderLabel(map, '-1,0')).toBe(false);
  });

  it('keeps up to four tokens on a node over it, clear of its name below', () => {
    const tokens = ['t1', 't2', 't3', 't4'].map((id) => ({ id, at: 'a' }));
    const map = graphMap({ tokens });
    const positions = [...tokenPositions(map, 'a').values()];
    expect(positions).toHaveLength(4);
    const r = tokenRadius(map);
    for (const p of positions) expect(p.y + r).toBeLessThan(100 + r);
    for (let i = 1; i < positions.length; i++) {
      const [p, q] = [positions[i - 1], positions[i]];
      expect(Math.hypot((q?.x ?? 0) - (p?.x ?? 0), (q?.y ?? 0) - (p?.y ?? 0))).toBeGreaterThan(
        2 * r - 1e-9,
      );
    }
    const five = graphMap({ tokens: [...tokens, { id: 't5', at: 'a' }] });
    expect([...tokenPositions(five, 'a').values()].some((p) => p.y > 100 + r)).toBe(true);
  });

  it('rings tokens just outside a node', () => {
    const map = graphMap({ tokens: [{ id: 'token-1', at: 'a' }] });
    const p = tokenPositions(map, 'a').get('token-1');
    expect(p && Math.hypot(p.x - 100, p.y - 100)).toBeGreaterThan(18 + tokenRadius(map) - 1e-9);
  });
});

describe('pickAt', () => {
  const map = hexMap(2, {
    tokens: [{ id: 'token-1', at: '1,0' }],
    labels: [{ id: 'label-1', x: 0, y: 0, text: 'Core', size: 20 }],
  });

  it('prefers tokens to labels to cells', () => {
    expect(pickAt(map, at(map, '1,0'), one)).toEqual({ kind: 'token', id: 'token-1' });
    expect(pickAt(map, pixel(0, 0), one)).toEqual({ kind: 'label', id: 'label-1' });
    expect(pickAt(map, at(map, '0,1'), one)).toEqual({ kind: 'cell', key: '0,1' });
  });

  it('picks nothing off the board', () => {
    expect(pickAt(map, pixel(5000, 5000), one)).toEqual({ kind: 'none' });
  });

  it('does not pick hidden layers, from the map or from the options', () => {
    const hidden = setLayer(setLayer(map, 'tokens', { visible: false }), 'labels', {
      visible: false,
    });
    expect(pickAt(hidden, at(map, '1,0'), one)).toEqual({ kind: 'cell', key: '1,0' });
    expect(pickAt(map, pixel(0, 0), { scale: 1, layers: hidden.layers })).toEqual({
      kind: 'cell',
      key: '0,0',
    });
  });

  it('measures its tolerance in screen pixels', () => {
    const c = at(map, '1,0');
    const justOutside = pixel(c.x + tokenRadius(map) + 4, c.y);
    expect(pickAt(map, justOutside, { scale: 1 })).toEqual({ kind: 'token', id: 'token-1' });
    expect(pickAt(map, justOutside, { scale: 4 })).toEqual({ kind: 'cell', key: '1,0' });
  });

  it('picks a turned label along its length', () => {
    const turned = hexMap(2, {
      labels: [{ id: 'label-1', x: 0, y: 0, text: 'Long name', size: 10, rotation: 90 }],
    });
    const { width } = labelExtent(
      turned.labels[0] ?? {
        id: 'x',
        x: 0,
        y: 0,
        text: 'x',
        size: 1,
        rotation: 0,
        colour: '#000000',
      },
    );
    expect(pickAt(turned, pixel(0, width / 2 - 1), { scale: 100 })).toEqual({
      kind: 'label',
      id: 'label-1',
    });
    expect(pickAt(turned, pixel(width / 2 - 1, 0), { scale: 100 })).not.toEqual({
      kind: 'label',
      id: 'label-1',
    });
  });

  it('picks nodes before lanes on graphs, and nothing in empty space', () => {
    const graph = graphMap();
    expect(pickAt(graph, pixel(105, 100), one)).toEqual({ kind: 'node', id: 'a' });
    expect(pickAt(graph, pixel(200, 102), one)).toEqual({ kind: 'lane', id: 'lane-1' });
    expect(pickAt(graph, pixel(500, 200), one)).toEqual({ kind: 'lane', id: 'lane-3' });
    expect(pickAt(graph, pixel(200, 140), one)).toEqual({ kind: 'none' });
    const noEdges = setLayer(graph, 'edges', { visible: false });
    expect(pickAt(noEdges, pixel(200, 102), one)).toEqual({ kind: 'none' });
  });

  it('finds the nearest of overlapping nodes', () => {
    const graph = graphMap({
      nodes: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 20, y: 0 },
      ],
      lanes: [],
    });
    expect(pickAt(graph, pixel(12, 0), one)).toEqual({ kind: 'node', id: 'b' });
    expect(pickAt(graph, pixel(8, 0), one)).toEqual({ kind: 'node', id: 'a' });
  });
});

describe('edgeSegment and nearestEdge', () => {
  it('gives the shared side of two touching cells, one cell size long', () => {
    const map = hexMap(2);
    const side = edgeSegment(map, '0,0|1,0');
    expect(side).not.toBeNull();
    const [p, q] = side ?? [pixel(0, 0), pixel(0, 0)];
    expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeCloseTo(map.cellSize);
    // Its ends are corners of both cells: cellSize from each centre.
    for (const end of [p, q])
      for (const key of ['0,0', '1,0']) {
        const c = at(map, key);
        expect(Math.hypot(end.x - c.x, end.y - c.y)).toBeCloseTo(map.cellSize);
      }
    expect(edgeSegment(map, '0,0|2,0')).toBeNull();
    expect(edgeSegment(squareMap(), '0,0|1,0')).toEqual([pixel(30, -30), pixel(30, 30)]);
    expect(edgeSegment(graphMap(), '0,0|1,0')).toBeNull();
  });

  it('finds the nearest side of the cell under the point', () => {
    const map = hexMap(2);
    const a = at(map, '0,0');
    const b = at(map, '1,0');
    const nearMiddle = pixel(a.x + (b.x - a.x) * 0.45, a.y + (b.y - a.y) * 0.45);
    const edge = nearestEdge(map, nearMiddle);
    expect(edge).toMatchObject({ key: '0,0|1,0', a: '0,0', b: '1,0' });
    expect(edge?.distance).toBeCloseTo(Math.hypot(b.x - a.x, b.y - a.y) * 0.05);
  });

  it('offers rim edges whose other cell is off the board, but not edges wholly off it', () => {
    const map = hexMap(1);
    const rim = at(map, '1,0');
    const edge = nearestEdge(map, pixel(rim.x + 40, rim.y));
    expect(edge?.key).toMatch(/^1,/);
    expect(edge && [edge.a, edge.b].some((k) => !boardCells(map).includes(k))).toBe(true);
    expect(nearestEdge(map, pixel(2000, 2000))).toBeNull();
    expect(nearestEdge(graphMap(), pixel(0, 0))).toBeNull();
  });
});

describe('placesInRect', () => {
  it('selects cells by centre, with tokens, labels and the edges between them', () => {
    const map = squareMap(4, 4, {
      tokens: [{ id: 'token-1', at: '1,1' }],
      labels: [{ id: 'label-1', x: 30, y: 30, text: 'x' }],
      edges: { '0,0|1,0': { type: 'wall' }, '1,0|2,0': { type: 'wall' } },
    });
    const s = placesInRect(map, { x0: 70, y0: 70, x1: -10, y1: -10 });
    expect([...s.places].sort()).toEqual(['0,0', '0,1', '1,0', '1,1']);
    expect([...s.tokens]).toEqual(['token-1']);
    expect([...s.labels]).toEqual(['label-1']);
    expect([...s.edges]).toEqual(['0,0|1,0']);
  });

  it('selects nodes and the lanes between them, leaving out hidden layers', () => {
    const map = graphMap({ labels: [{ id: 'label-1', x: 200, y: 100, text: 'x' }] });
    const s = placesInRect(map, { x0: 0, y0: 0, x1: 350, y1: 150 });
    expect([...s.places]).toEqual(['a', 'b']);
    expect([...s.lanes]).toEqual(['lane-1']);
    expect([...s.labels]).toEqual(['label-1']);
    const hidden = setLayer(setLayer(map, 'edges', { visible: false }), 'labels', {
      visible: false,
    });
    const t = placesInRect(hidden, { x0: 0, y0: 0, x1: 350, y1: 150 });
    expect(t.lanes.size + t.labels.size).toBe(0);
  });
});
