import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import { boardCells, cellCentre } from '../../../../editor/model/board.ts';
import {
  copySelection,
  pasteClipboard,
  type PasteResult,
} from '../../../../editor/model/clipboard.ts';
import { EMPTY_SELECTION, selectionOf } from '../../../../editor/model/selection.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import { mapWithContentArb } from '../../../support/arbitraries.ts';
import { formatProblems, graphMap, hexMap, squareMap } from './fixtures.ts';

function pasted(result: PasteResult) {
  if ('error' in result) throw new Error(result.error);
  return result;
}

const centre = (map: MapDef, key: string) => cellCentre(map, key) ?? pixel(0, 0);

describe('copySelection', () => {
  it('is null when the selection holds nothing to copy', () => {
    expect(copySelection(hexMap(), EMPTY_SELECTION)).toBeNull();
    expect(copySelection(hexMap(1), selectionOf({ places: ['9,9'] }))).toBeNull();
    expect(copySelection(graphMap(), selectionOf({ places: ['zz'] }))).toBeNull();
  });

  it('keeps cells relative to an anchor cell, with the edge types they use', () => {
    const map = hexMap(3, {
      placements: { '1,0': { tile: 'home' }, '2,0': { tile: 'forest' } },
      edges: { '1,0|2,0': { type: 'wall' } },
    });
    const clip = copySelection(map, selectionOf({ places: ['1,0', '2,0'] }));
    expect(clip?.gridKind).toBe('hex');
    expect(clip?.anchored).toBe(true);
    expect(Object.keys(clip?.placements ?? {})).toHaveLength(2);
    expect(clip?.edgeTypes.map((t) => t.id)).toEqual(['wall']);
    expect(Object.keys(clip?.placements ?? {})).toContain('0,0');
  });
});

describe('pasteClipboard', () => {
  it('puts cells relative to the cell under the point, overwriting what was there', () => {
    const map = hexMap(3, {
      placements: {
        '0,0': { tile: 'home', rotation: 1 },
        '1,0': { tile: 'forest' },
        '0,2': { tile: 'nebula' },
      },
      notes: { '0,0': 'capital' },
      edges: { '0,0|1,0': { type: 'wall' } },
      tokens: [{ id: 'token-1', at: '0,0' }],
    });
    const clip = copySelection(map, selectionOf({ places: ['0,0', '1,0'] }));
    if (!clip) throw new Error('nothing copied');
    const result = pasted(pasteClipboard(map, clip, centre(map, '-1,2')));
    expect(result.skipped).toBe(0);
    const { placements } = result.map;
    const moved = Object.entries(placements).filter(([, p]) => p.tile === 'home');
    expect(moved).toHaveLength(2);
    expect(result.map.tokens).toHaveLength(2);
    expect(result.map.tokens[1]?.id).toBe('token-2');
    expect(Object.keys(result.map.edges)).toHaveLength(2);
    expect(result.selection.tokens).toEqual(new Set(['token-2']));
    expect(result.selection.places.size).toBe(2);
    expect(formatProblems(result.map)).toEqual([]);
  });

  it('skips places that fall off the board and says how many', () => {
    const map = hexMap(1, { placements: { '-1,0': { tile: 'a' }, '1,0': { tile: 'b' } } });
    const clip = copySelection(map, selectionOf({ places: ['-1,0', '0,0', '1,0'] }));
    if (!clip) throw new Error('nothing copied');
    expect(clip.origin).toEqual(centre(map, '0,0'));
    const result = pasted(pasteClipboard(map, clip, centre(map, '1,0')));
    expect(result.skipped).toBe(1);
    expect(result.map.placements['0,0']?.tile).toBe('a');
    // A copied empty cell does not erase its target; what fell off is not there.
    expect(result.map.placements['1,0']?.tile).toBe('b');
    expect(result.map.placements['2,0']).toBeUndefined();
    expect([...result.selection.places].sort()).toEqual(['0,0']);
  });

  it('adds the edge types the target map lacks', () => {
    const source = hexMap(2, { edges: { '0,0|1,0': { type: 'wave', direction: 'backward' } } });
    const clip = copySelection(source, selectionOf({ places: ['0,0', '1,0'] }));
    if (!clip) throw new Error('nothing copied');
    const target = hexMap(2, { edgeTypes: [] });
    const result = pasted(pasteClipboard(target, clip, pixel(clip.origin.x, clip.origin.y)));
    expect(result.map.edgeTypes.map((t) => t.id)).toEqual(['wave']);
    expect(Object.values(result.map.edges)).toEqual([{ type: 'wave', direction: 'backward' }]);
    expect(formatProblems(result.map)).toEqual([]);
  });

  it('pastes nodes with new ids, their lanes, tiles and tokens, and the lane types', () => {
    const map = graphMap({
      placements: { a: { tile: 'home' } },
      tokens: [{ id: 'token-1', at: 'b' }],
      labels: [{ id: 'label-1', x: 200, y: 50, text: 'Rim' }],
    });
    const clip = copySelection(map, selectionOf({ places: ['a', 'b'], labels: ['label-1'] }));
    if (!clip) throw new Error('nothing copied');
    expect(clip.lanes.map((l) => l.id)).toEqual(['lane-1']);
    const result = pasted(pasteClipboard(map, clip, pixel(clip.origin.x + 1000, clip.origin.y)));
    const { map: next, selection } = result;
    expect(next.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c', 'gate', 'a-1', 'b-1']);
    expect(next.nodes.at(-2)).toMatchObject({ x: 1100, y: 100 });
    expect(next.lanes.at(-1)).toMatchObject({ id: 'lane-4', from: 'a-1', to: 'b-1' });
    expect(next.placements['a-1']?.tile).toBe('home');
    expect(next.tokens.at(-1)).toMatchObject({ id: 'token-2', at: 'b-1' });
    expect(next.labels.at(-1)).toMatchObject({ id: 'label-2', x: 1200, y: 50 });
    expect([...selection.places]).toEqual(['a-1', 'b-1']);
    expect([...selection.lanes]).toEqual(['lane-4']);
    expect(formatProblems(next)).toEqual([]);

    const empty = graphMap({ nodes: [], lanes: [], laneTypes: [] });
    const across = pasted(pasteClipboard(empty, clip, pixel(0, 0)));
    expect(across.map.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(across.map.laneTypes.map((t) => t.id)).toEqual(['route']);
    expect(formatProblems(across.map)).toEqual([]);
  });

  it('refuses a paste between grids of different kinds, but lets labels go anywhere', () => {
    const hex = hexMap(2, { placements: { '0,0': { tile: 'a' } } });
    const clip = copySelection(hex, selectionOf({ places: ['0,0'] }));
    if (!clip) throw new Error('nothing copied');
    const square = squareMap();
    expect(pasteClipboard(square, clip, pixel(0, 0))).toEqual({
      error:
        'cannot paste from a hex board onto a square grid: copy and paste between maps of the same kind',
    });
    expect(pasteClipboard(graphMap(), clip, pixel(0, 0))).toHaveProperty('error');
    const labelled = hexMap(2, { labels: [{ id: 'label-1', x: 10, y: 10, text: 'North' }] });
    const labels = copySelection(labelled, selectionOf({ labels: ['label-1'] }));
    if (!labels) throw new Error('nothing copied');
    const onGraph = pasted(pasteClipboard(graphMap(), labels, pixel(400, 400)));
    expect(onGraph.map.labels).toEqual([{ ...labelled.labels[0], x: 400, y: 400 }]);
  });

  it('returns the same map when everything falls off the board', () => {
    const map = squareMap(2, 2, { placements: { '0,0': { tile: 'a' } } });
    const clip = copySelection(map, selectionOf({ places: ['0,0'] }));
    if (!clip) throw new Error('nothing copied');
    const result = pasted(pasteClipboard(map, clip, pixel(500, 500)));
    expect(result.map).toBe(map);
    expect(result.skipped).toBe(1);
  });

  it('copy then paste at the same place gives back the copied content', () => {
    fc.assert(
      fc.property(
        mapWithContentArb.chain((map) => {
          const places =
            map.grid.kind === 'graph' ? map.nodes.map((n) => n.id) : [...boardCells(map)];
          return fc.record({
            map: fc.constant(map),
            places: fc.subarray(places, { minLength: 1 }),
            labels: fc.subarray(map.labels.map((l) => l.id)),
          });
        }),
        ({ map, places, labels }) => {
          const clip = copySelection(map, selectionOf({ places, labels }));
          if (!clip) return;
          const result = pasted(pasteClipboard(map, clip, pixel(clip.origin.x, clip.origin.y)));
          const next = result.map;
          expect(result.skipped).toBe(0);
          expect(formatProblems(next)).toEqual([]);
          if (map.grid.kind === 'graph') {
            // New ids, same content: each pasted node matches the one it copies, in map order.
            const originals = map.nodes.filter((n) => places.includes(n.id));
            const copies = next.nodes.slice(map.nodes.length);
            expect(copies).toHaveLength(originals.length);
            copies.forEach((copy, i) => {
              const original = originals[i];
              if (!original) throw new Error('a pasted node copies nothing');
              expect(copy.x).toBeCloseTo(original.x, 9);
              expect(copy.y).toBeCloseTo(original.y, 9);
              expect({ ...copy, id: original.id, x: original.x, y: original.y }).toEqual(original);
              expect(next.placements[copy.id]).toEqual(map.placements[original.id]);
            });
          } else {
            // Cells land exactly where they were: nothing but the duplicated tokens changed.
            expect(next.placements).toEqual(map.placements);
            expect(next.notes).toEqual(map.notes);
            expect(next.visibility).toEqual(map.visibility);
            expect(next.edges).toEqual(map.edges);
            const strip = ({ id: _, ...t }: MapDef['tokens'][number]) => t;
            expect(next.tokens.slice(map.tokens.length).map(strip)).toEqual(
              map.tokens.filter((t) => places.includes(t.at)).map(strip),
            );
          }
          const originals = map.labels.filter((l) => labels.includes(l.id));
          const copies = next.labels.slice(map.labels.length);
          expect(copies).toHaveLength(originals.length);
          copies.forEach((copy, i) => {
            const original = originals[i];
            if (!original) throw new Error('a pasted label copies nothing');
            expect(copy.x).toBeCloseTo(original.x, 9);
            expect(copy.y).toBeCloseTo(original.y, 9);
            expect(copy.text).toBe(original.text);
          });
        },
      ),
      { numRuns: 120 },
    );
  });
});
