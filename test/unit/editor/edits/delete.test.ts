import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deleteSelection } from '../../../../editor/model/edits/delete.ts';
import { MapEditor } from '../../../../editor/model/map-editor.ts';
import { EMPTY_SELECTION, selectionOf } from '../../../../editor/model/selection.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { contentTiles, mapWithContentArb } from '../../../support/arbitraries.ts';
import { formatProblems, graphMap, hexMap } from './fixtures.ts';

describe('deleteSelection', () => {
  it('clears selected cells and removes selected edges, tokens and labels', () => {
    const map = hexMap(2, {
      placements: { '0,0': { tile: 'home' }, '1,0': { tile: 'forest' } },
      notes: { '0,0': 'x' },
      visibility: { '0,0': { state: 'hidden' } },
      edges: { '0,0|1,0': { type: 'wall' }, '1,0|2,0': { type: 'wall' } },
      tokens: [
        { id: 'token-1', at: '0,0' },
        { id: 'token-2', at: '1,0' },
      ],
      labels: [{ id: 'label-1', x: 0, y: 0, text: 'Here' }],
    });
    const next = deleteSelection(
      map,
      selectionOf({
        places: ['0,0'],
        edges: ['1,0|2,0'],
        tokens: ['token-2'],
        labels: ['label-1'],
      }),
    );
    expect(next.placements).toEqual({ '1,0': { tile: 'forest', rotation: 0, overrides: {} } });
    expect(next.notes).toEqual({});
    expect(next.visibility).toEqual({});
    expect(next.edges).toEqual({ '0,0|1,0': { type: 'wall' } });
    expect(next.tokens.map((t) => t.id)).toEqual(['token-1']);
    expect(next.labels).toEqual([]);
    expect(boardCells(next)).toEqual(boardCells(map));
  });

  it('removes selected nodes with their lanes on graphs, and selected lanes', () => {
    const next = deleteSelection(graphMap(), selectionOf({ places: ['a'], lanes: ['lane-3'] }));
    expect(next.nodes.map((n) => n.id)).toEqual(['b', 'c', 'gate']);
    expect(next.lanes.map((l) => l.id)).toEqual(['lane-2']);
    expect(formatProblems(next)).toEqual([]);
  });

  it('returns the same map for an empty selection or one holding nothing', () => {
    const map = hexMap();
    expect(deleteSelection(map, EMPTY_SELECTION)).toBe(map);
    expect(deleteSelection(map, selectionOf({ places: ['0,0'], tokens: ['zz'] }))).toBe(map);
  });

  it('is undone exactly through the editor, and its result still loads', () => {
    fc.assert(
      fc.property(
        mapWithContentArb.chain((map) => {
          const places =
            map.grid.kind === 'graph' ? map.nodes.map((n) => n.id) : [...boardCells(map)];
          return fc.record({
            map: fc.constant(map),
            places: fc.subarray(places),
            edges: fc.subarray(Object.keys(map.edges)),
            lanes: fc.subarray(map.lanes.map((l) => l.id)),
            tokens: fc.subarray(map.tokens.map((t) => t.id)),
            labels: fc.subarray(map.labels.map((l) => l.id)),
          });
        }),
        ({ map, ...parts }) => {
          const editor = new MapEditor({ tiles: contentTiles, maps: [map] });
          const before = editor.doc;
          editor.applyToMap('Delete', (m) => deleteSelection(m, selectionOf(parts)));
          const after = editor.map;
          if (!after) throw new Error('the map went missing');
          expect(formatProblems(after)).toEqual([]);
          for (const id of parts.tokens) expect(after.tokens.some((t) => t.id === id)).toBe(false);
          if (after !== map) {
            editor.undo();
            expect(editor.doc).toBe(before);
            expect(editor.map).toEqual(map);
          } else expect(editor.history.canUndo).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});
