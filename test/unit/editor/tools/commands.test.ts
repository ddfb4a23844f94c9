import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import { cellCentre } from '../../../../editor/model/board.ts';
import { selectionOf } from '../../../../editor/model/selection.ts';
import {
  clearSelection,
  copySelected,
  cutSelected,
  deleteSelected,
  mapCentre,
  nudgeSelection,
  nudgeStep,
  pasteAt,
  rotateSelectionOrBrush,
  selectAll,
} from '../../../../editor/tools/commands.ts';
import { graphMap, harness, hexBoard, squareBoard } from './harness.ts';

const painted = () =>
  hexBoard({
    placements: {
      '0,0': { tile: 'nebula', rotation: 5 },
      '1,0': { tile: 'home' },
      '2,0': { tile: 'home', rotation: 2 },
    },
    tokens: [{ id: 'fleet', at: '1,0' }],
    notes: { '1,0': 'Capital' },
  });

describe('rotate', () => {
  it('turns the selected tiles as one step, wrapping round', () => {
    const { editor } = harness(painted());
    editor.setSelection(selectionOf({ places: ['0,0', '1,0', '-1,0'] }));
    expect(rotateSelectionOrBrush(editor, 1)).toBeNull();
    expect(editor.map?.placements['0,0']?.rotation).toBe(0);
    expect(editor.map?.placements['1,0']?.rotation).toBe(1);
    expect(editor.map?.placements['2,0']?.rotation).toBe(2);
    expect(editor.history.undoLabel).toBe('Rotate 2 tiles');
    editor.undo();
    expect(editor.map?.placements['0,0']?.rotation).toBe(5);
    editor.redo();
    expect(editor.map?.placements['0,0']?.rotation).toBe(0);
  });

  it('turns the brush when no tile is selected (four steps on squares)', () => {
    const { editor } = harness(squareBoard(), { rotation: 3 });
    rotateSelectionOrBrush(editor, 1);
    expect(editor.settings.rotation).toBe(0);
    rotateSelectionOrBrush(editor, -1);
    expect(editor.settings.rotation).toBe(3);
    expect(editor.history.canUndo).toBe(false);
  });

  it('refuses on a locked tiles layer', () => {
    const base = painted();
    const { editor } = harness({
      ...base,
      layers: { ...base.layers, tiles: { visible: true, locked: true } },
    });
    editor.setSelection(selectionOf({ places: ['0,0'] }));
    expect(rotateSelectionOrBrush(editor, 1)).toBe('The tiles layer is locked');
    expect(editor.history.canUndo).toBe(false);
  });
});

describe('delete, copy, cut and paste', () => {
  it('deletes what is selected as one step and clears the selection', () => {
    const { editor } = harness(painted());
    const before = editor.doc;
    editor.setSelection(selectionOf({ places: ['1,0', '2,0'], tokens: ['fleet'] }));
    expect(deleteSelected(editor)).toBeNull();
    expect(Object.keys(editor.map?.placements ?? {})).toEqual(['0,0']);
    expect(editor.map?.tokens).toEqual([]);
    expect(editor.map?.notes).toEqual({});
    expect(editor.selection.places.size).toBe(0);
    expect(editor.history.undoLabel).toBe('Delete 3 items');
    editor.undo();
    expect(editor.doc).toBe(before);
    editor.redo();
    expect(Object.keys(editor.map?.placements ?? {})).toEqual(['0,0']);
  });

  it('does nothing with nothing selected', () => {
    const { editor } = harness(painted());
    const before = editor.doc;
    expect(deleteSelected(editor)).toBeNull();
    expect(copySelected(editor)).toBe(false);
    expect(cutSelected(editor)).toBeNull();
    expect(editor.doc).toBe(before);
    expect(editor.clipboard).toBeNull();
  });

  it('copies and pastes at the pointer as one step, selecting what was pasted', () => {
    const { editor } = harness(painted());
    editor.setSelection(selectionOf({ places: ['0,0', '1,0'] }));
    expect(copySelected(editor)).toBe(true);
    expect(editor.clipboard).not.toBeNull();
    const map = editor.map;
    if (!map) throw new Error('no map');
    const target = cellCentre(map, '0,2');
    expect(pasteAt(editor, target)).toBeNull();
    const after = editor.map;
    expect(after?.placements['0,2']).toEqual({ tile: 'nebula', rotation: 5, overrides: {} });
    expect(after?.placements['1,2']?.tile).toBe('home');
    expect(after?.notes['1,2']).toBe('Capital');
    expect(after?.tokens.map((t) => t.at).sort()).toEqual(['1,0', '1,2']);
    expect([...editor.selection.places].sort()).toEqual(['0,2', '1,2']);
    expect(editor.history.undoLabel).toBe('Paste 2 places');
    editor.undo();
    expect(editor.map).toBe(map);
    editor.redo();
    expect(editor.map?.placements['0,2']?.tile).toBe('nebula');
  });

  it('pastes in the middle of the map when there is no pointer, and says what fell off', () => {
    const { editor } = harness(painted());
    editor.setSelection(selectionOf({ places: ['1,0', '2,0'] }));
    copySelected(editor);
    // A hexagon board's middle is cell 0,0: the copy lands on 0,0 and 1,0.
    expect(mapCentre(editor.map ?? painted())).toEqual(pixel(0, 0));
    expect(pasteAt(editor, null)).toBeNull();
    expect(editor.map?.placements['0,0']).toMatchObject({ tile: 'home', rotation: 0 });
    expect(editor.map?.placements['1,0']).toMatchObject({ tile: 'home', rotation: 2 });

    const rim = cellCentre(editor.map ?? painted(), '3,0');
    expect(pasteAt(editor, rim)).toBe('1 place would fall off the board and was not pasted');
    expect(editor.map?.placements['3,0']?.tile).toBe('home');
  });

  it('explains an empty clipboard and a paste between kinds of grid', () => {
    const square = squareBoard();
    const { editor } = harness(painted(), {}, [square]);
    expect(pasteAt(editor, null)).toBe('Nothing to paste: copy something first');
    editor.setSelection(selectionOf({ places: ['0,0'] }));
    copySelected(editor);
    editor.setActiveMap(square.id);
    const before = editor.doc;
    const message = pasteAt(editor, null);
    expect(message).toEqual(expect.any(String));
    expect(message).not.toBe('');
    expect(editor.doc).toBe(before);
  });

  it('cuts as one step that undo puts back', () => {
    const { editor } = harness(painted());
    const before = editor.doc;
    editor.setSelection(selectionOf({ places: ['2,0'] }));
    expect(cutSelected(editor)).toBeNull();
    expect(editor.map?.placements['2,0']).toBeUndefined();
    expect(editor.history.undoLabel).toBe('Cut 1 cell');
    expect(pasteAt(editor, cellCentre(editor.map ?? painted(), '-2,0'))).toBeNull();
    expect(editor.map?.placements['-2,0']).toMatchObject({ tile: 'home', rotation: 2 });
    editor.undo();
    editor.undo();
    expect(editor.doc).toBe(before);
  });
});

describe('selection commands', () => {
  it('selects everything on the map and clears it', () => {
    const { editor } = harness(
      graphMap({ lanes: [{ id: 'l1', from: 'sol', to: 'vega', type: 'jump' }] }),
    );
    selectAll(editor);
    expect([...editor.selection.places]).toEqual(['sol', 'vega', 'rigel']);
    expect([...editor.selection.lanes]).toEqual(['l1']);
    clearSelection(editor);
    expect(editor.selection.places.size).toBe(0);
  });

  it('selects every cell of a board', () => {
    const { editor } = harness(hexBoard());
    selectAll(editor);
    expect(editor.selection.places.size).toBe(37);
  });
});

describe('nudge', () => {
  it('moves selected cells one cell with an arrow key, one step each', () => {
    const { editor } = harness(painted());
    editor.setSelection(selectionOf({ places: ['0,0', '1,0'] }));
    expect(nudgeSelection(editor, 'down')).toBeNull();
    expect(editor.map?.placements['0,1']?.tile).toBe('nebula');
    expect(editor.map?.placements['1,1']?.tile).toBe('home');
    expect(editor.map?.tokens[0]?.at).toBe('1,1');
    expect([...editor.selection.places].sort()).toEqual(['0,1', '1,1']);
    expect(editor.history.undoLabel).toBe('Move 2 cells');
    nudgeSelection(editor, 'left');
    nudgeSelection(editor, 'right');
    expect([...editor.selection.places].sort()).toEqual(['0,1', '1,1']);
    editor.undo();
    editor.undo();
    editor.undo();
    expect(editor.map?.placements['0,0']?.tile).toBe('nebula');
  });

  it('refuses to push cells off the board', () => {
    const { editor } = harness(painted());
    editor.setSelection(selectionOf({ places: ['0,0'] }));
    for (let i = 0; i < 3; i++) expect(nudgeSelection(editor, 'up')).toBeNull();
    expect(nudgeSelection(editor, 'up')).toBe('The selection cannot move off the board');
    expect(editor.map?.placements['0,-3']?.tile).toBe('nebula');
  });

  it('picks the grid step nearest each arrow', () => {
    const pointy = hexBoard({
      grid: { kind: 'hex', orientation: 'pointy', shape: { type: 'hexagon', radius: 3 } },
    });
    expect(nudgeStep(pointy, 'right')).toEqual({ a: 1, b: 0 });
    expect(nudgeStep(pointy, 'left')).toEqual({ a: -1, b: 0 });
    expect(nudgeStep(hexBoard(), 'up')).toEqual({ a: 0, b: -1 });
    expect(nudgeStep(squareBoard(), 'left')).toEqual({ a: -1, b: 0 });
  });

  it('moves nodes by a fixed step on a point-to-point map', () => {
    const { editor } = harness(graphMap());
    editor.setSelection(selectionOf({ places: ['sol'] }));
    nudgeSelection(editor, 'right');
    expect(editor.map?.nodes[0]).toMatchObject({ x: 210, y: 200 });
    expect(editor.history.undoLabel).toBe('Move 1 node');
  });
});
