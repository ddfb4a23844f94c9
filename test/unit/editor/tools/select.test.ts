import { describe, expect, it } from 'vitest';
import { pixel } from '../../../../editor/geometry/coords.ts';
import { boardCells, cellCentre } from '../../../../editor/model/board.ts';
import { tokenPositions } from '../../../../editor/model/picking.ts';
import { selectionOf } from '../../../../editor/model/selection.ts';
import { harness, hexBoard, squareBoard } from './harness.ts';

const cellsInside = (
  map: ReturnType<typeof hexBoard>,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
) =>
  boardCells(map)
    .filter((k) => {
      const c = cellCentre(map, k);
      return !!c && c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1;
    })
    .sort();

describe('select tool: clicks and marquee', () => {
  it('selects a cell on click and clears the selection with Escape', () => {
    const h = harness(hexBoard());
    h.pointer.downAt('1,0');
    h.pointer.upAt('1,0');
    expect([...h.editor.selection.places]).toEqual(['1,0']);
    expect(h.key('Escape')).toBe(true);
    expect(h.editor.selection.places.size).toBe(0);
    // Nothing left to cancel or clear: Escape is left to the rest of the interface.
    expect(h.key('Escape')).toBe(false);
  });

  it('selects what a drawn box holds, replacing the selection', () => {
    const h = harness(squareBoard());
    h.editor.setSelection(selectionOf({ places: ['9,7'] }));
    const from = h.pointer.at('1,1');
    const to = h.pointer.at('3,2');
    h.pointer.down(from);
    h.pointer.move(to);
    expect(h.machine.stateName).toBe('select.marquee');
    expect(h.overlay().marquee).toEqual({ x0: from.x, y0: from.y, x1: to.x, y1: to.y });
    h.pointer.up(to);
    expect([...h.editor.selection.places].sort()).toEqual(
      cellsInside(h.map(), from.x, from.y, to.x, to.y),
    );
    expect(h.editor.selection.places.size).toBe(6);
    expect(h.overlay().marquee).toBeNull();
    expect(h.editor.history.canUndo).toBe(false);
  });

  it('adds the box to the selection with Shift', () => {
    const h = harness(hexBoard());
    h.editor.setSelection(selectionOf({ places: ['0,3'], tokens: [] }));
    h.pointer.down(pixel(-10, -10), { shift: true });
    h.pointer.move(pixel(100, 60), { shift: true });
    h.pointer.up(pixel(100, 60), { shift: true });
    const expected = [...cellsInside(h.map(), -10, -10, 100, 60), '0,3'].sort();
    expect([...h.editor.selection.places].sort()).toEqual(expected);
  });

  it('restores the previous selection when a box is cancelled', () => {
    const h = harness(hexBoard());
    h.editor.setSelection(selectionOf({ places: ['0,3'] }));
    h.pointer.downAt('-2,0');
    h.pointer.moveTo('2,0');
    expect(h.editor.selection.places.has('0,0')).toBe(true);
    h.key('Escape');
    expect([...h.editor.selection.places]).toEqual(['0,3']);
    expect(h.machine.stateName).toBe('select.idle');
  });

  it('toggles a cell in and out with Shift-click', () => {
    const h = harness(hexBoard());
    h.pointer.drag(['0,0']);
    h.pointer.drag(['1,0'], { shift: true });
    expect([...h.editor.selection.places].sort()).toEqual(['0,0', '1,0']);
    h.pointer.drag(['0,0'], { shift: true });
    expect([...h.editor.selection.places]).toEqual(['1,0']);
  });

  it('selects a token over the cell it stands on', () => {
    const h = harness(hexBoard({ tokens: [{ id: 'fleet', at: '1,0' }] }));
    h.pointer.drag(['1,0']);
    expect([...h.editor.selection.tokens]).toEqual(['fleet']);
    expect(h.editor.selection.places.size).toBe(0);
  });
});

describe('select tool: dragging', () => {
  const painted = () =>
    hexBoard({
      placements: {
        '0,0': { tile: 'nebula', rotation: 1 },
        '1,0': { tile: 'home' },
        '0,2': { tile: 'home' },
      },
      tokens: [{ id: 'fleet', at: '1,0' }],
    });

  it('moves selected cells with their tiles and tokens, as one undo step', () => {
    const h = harness(painted());
    const before = h.editor.doc;
    h.editor.setSelection(selectionOf({ places: ['0,0', '1,0'] }));
    h.pointer.downAt('0,0');
    h.pointer.moveTo('0,-1');
    expect(h.machine.stateName).toBe('select.dragging');
    h.pointer.moveTo('0,1');
    h.pointer.upAt('0,1');
    const map = h.map();
    expect(map.placements['0,1']).toEqual({ tile: 'nebula', rotation: 1, overrides: {} });
    expect(map.placements['1,1']?.tile).toBe('home');
    expect(map.placements['0,0']).toBeUndefined();
    expect(map.placements['0,2']?.tile).toBe('home');
    expect(map.tokens[0]?.at).toBe('1,1');
    expect([...h.editor.selection.places].sort()).toEqual(['0,1', '1,1']);
    expect(h.editor.history.undoLabel).toBe('Move 2 cells');

    h.editor.undo();
    expect(h.editor.doc).toBe(before);
    expect(h.editor.history.canUndo).toBe(false);
    h.editor.redo();
    expect(h.map().placements['0,1']?.tile).toBe('nebula');
  });

  it('keeps what it passed over: only the final position overwrites', () => {
    const h = harness(painted());
    h.editor.setSelection(selectionOf({ places: ['0,0'] }));
    h.pointer.downAt('0,0');
    h.pointer.moveTo('0,2');
    h.pointer.moveTo('-1,2');
    h.pointer.upAt('-1,2');
    expect(h.map().placements['0,2']?.tile).toBe('home');
    expect(h.map().placements['-1,2']?.tile).toBe('nebula');
  });

  it('stops at the board edge and leaves no step when dropped where it started', () => {
    const h = harness(painted());
    h.editor.setSelection(selectionOf({ places: ['0,0'] }));
    h.pointer.downAt('0,0');
    h.pointer.moveTo('0,3');
    h.pointer.move(pixel(0, 1000));
    expect(h.map().placements['0,3']?.tile).toBe('nebula');
    h.pointer.moveTo('0,0');
    h.pointer.upAt('0,0');
    expect(h.editor.history.canUndo).toBe(false);
    expect(h.map().placements['0,0']?.tile).toBe('nebula');
  });

  it('puts everything back when a drag is cancelled', () => {
    const h = harness(painted());
    const before = h.editor.doc;
    const selection = selectionOf({ places: ['0,0'] });
    h.editor.setSelection(selection);
    h.pointer.downAt('0,0');
    h.pointer.moveTo('0,1');
    h.machine.cancel();
    expect(h.editor.doc).toBe(before);
    expect(h.editor.selection).toBe(selection);
    expect(h.editor.history.canUndo).toBe(false);
  });

  it('drops a dragged token on the cell under the pointer', () => {
    const h = harness(painted());
    // On a tiled cell the token stands along the lower edge, under the tile's label.
    const token = tokenPositions(h.map(), '1,0').get('fleet');
    if (!token) throw new Error('the token is drawn');
    expect(token.y).toBeGreaterThan(h.pointer.at('1,0').y);
    h.pointer.down(token);
    h.pointer.moveTo('2,0');
    h.pointer.upAt('2,0');
    expect(h.map().tokens[0]?.at).toBe('2,0');
    expect(h.editor.history.undoLabel).toBe('Move 1 token');
  });

  it('will not drag things on a locked layer', () => {
    const base = painted();
    const h = harness({
      ...base,
      layers: { ...base.layers, tiles: { visible: true, locked: true } },
    });
    const before = h.editor.doc;
    h.editor.setSelection(selectionOf({ places: ['0,0'] }));
    h.pointer.downAt('0,0');
    h.pointer.moveTo('0,1');
    h.pointer.upAt('0,1');
    expect(h.notes).toEqual(['The tiles layer is locked']);
    expect(h.editor.doc).toBe(before);
  });
});
