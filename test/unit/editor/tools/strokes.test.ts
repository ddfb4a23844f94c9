import { describe, expect, it } from 'vitest';
import { axial } from '../../../../editor/geometry/coords.ts';
import { hexDistance } from '../../../../editor/geometry/hex.ts';
import { keyToHex, parseCellKey } from '../../../../editor/geometry/keys.ts';
import { boardCells, hasCell } from '../../../../editor/model/board.ts';
import { harness, hexBoard, longHexBoard, squareBoard } from './harness.ts';

const row = (r: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${from + i},${r}`);

describe('paint strokes', () => {
  it('paints every cell of a 20-cell stroke as one undo step', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula', rotation: 2 });
    const before = h.editor.doc;
    const cells = row(2, 0, 19);
    h.pointer.drag(cells);
    expect(Object.keys(h.map().placements).sort()).toEqual([...cells].sort());
    expect(h.map().placements['7,2']).toEqual({ tile: 'nebula', rotation: 2, overrides: {} });
    expect(h.editor.history.undoLabel).toBe('Paint 20 cells');
    expect(h.machine.stateName).toBe('paint.idle');

    h.editor.undo();
    expect(h.editor.doc).toBe(before);
    expect(h.editor.history.canUndo).toBe(false);
    h.editor.redo();
    expect(Object.keys(h.map().placements)).toHaveLength(20);
  });

  it('leaves no gap when the pointer jumps between far cells', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.downAt('0,0');
    h.pointer.moveTo('12,4');
    h.pointer.moveTo('20,0');
    h.pointer.upAt('20,0');
    const painted = Object.keys(h.map().placements);
    expect(painted).toContain('0,0');
    expect(painted).toContain('12,4');
    expect(painted).toContain('20,0');
    // Both legs joined cell by cell: every painted cell touches another.
    const steps = hexDistance(axial(0, 0), axial(12, 4)) + hexDistance(axial(12, 4), axial(20, 0));
    expect(painted).toHaveLength(steps + 1);
    const hexes = painted.map((k) => keyToHex(k) ?? axial(NaN, NaN));
    for (const a of hexes) expect(hexes.some((b) => b !== a && hexDistance(a, b) === 1)).toBe(true);
    expect(h.editor.history.undoLabel).toBe(`Paint ${steps + 1} cells`);
  });

  it('joins a fast diagonal drag on a square grid through side neighbours', () => {
    const h = harness(squareBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.downAt('0,0');
    h.pointer.upAt('5,3');
    const painted = Object.keys(h.map().placements).map(
      (k): [number, number] => parseCellKey(k) ?? [NaN, NaN],
    );
    expect(painted).toHaveLength(5 + 3 + 1);
    for (const [x, y] of painted)
      expect(painted.some(([u, v]) => Math.abs(u - x) + Math.abs(v - y) === 1)).toBe(true);
  });

  it('paints a cell once however often the stroke crosses it', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.drag(['0,0', '1,0', '0,0', '1,0', '2,0']);
    expect(h.editor.history.undoLabel).toBe('Paint 3 cells');
  });

  it('cancels the whole stroke on Escape, leaving no undo step', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'nebula' });
    const before = h.editor.doc;
    h.pointer.downAt('0,0');
    h.pointer.moveTo('5,0');
    expect(Object.keys(h.map().placements)).toHaveLength(6);
    expect(h.machine.stateName).toBe('paint.painting');
    expect(h.key('Escape')).toBe(true);
    expect(h.editor.doc).toBe(before);
    expect(h.editor.history.canUndo).toBe(false);
    expect(h.machine.stateName).toBe('paint.idle');
    // The release that follows does nothing.
    h.pointer.upAt('5,0');
    expect(h.editor.doc).toBe(before);
  });

  it('paints all six images of a ring-3 cell with six-fold symmetry', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'home', symmetry: 6 });
    h.pointer.moveTo('0,-3');
    expect(h.overlay().ghost).toEqual({ at: '0,-3', tileId: 'home', rotation: 0 });
    expect(h.overlay().echoes).toHaveLength(5);
    h.pointer.downAt('0,-3');
    h.pointer.upAt('0,-3');
    const painted = Object.keys(h.map().placements);
    expect(painted).toHaveLength(6);
    for (const key of painted)
      expect(hexDistance(keyToHex(key) ?? axial(0, 0), axial(0, 0))).toBe(3);
    expect(h.editor.history.undoLabel).toBe('Paint 6 cells');
    h.editor.undo();
    expect(h.map().placements).toEqual({});
  });

  it('turns each symmetric copy with its slice, so the slices stay alike', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'home', symmetry: 3, rotation: 1 });
    h.pointer.downAt('0,-3');
    h.pointer.upAt('0,-3');
    // Thirds of a turn are two 60° steps: the copies face 1, 3 and 5.
    expect(
      Object.entries(h.map().placements)
        .map(([at, p]) => `${at}:${p.rotation}`)
        .sort(),
    ).toEqual(['-3,3:5', '0,-3:1', '3,0:3']);
  });

  it('refuses on a locked or hidden tiles layer and says why', () => {
    const locked = hexBoard({
      layers: {
        tiles: { visible: true, locked: true },
        edges: { visible: true, locked: false },
        tokens: { visible: true, locked: false },
        labels: { visible: true, locked: false },
        visibility: { visible: true, locked: false },
      },
    });
    const h = harness(locked, { tool: 'paint', tileId: 'nebula' });
    const before = h.editor.doc;
    h.pointer.drag(['0,0', '1,0']);
    expect(h.editor.doc).toBe(before);
    expect(h.notes).toEqual(['The tiles layer is locked']);
    expect(h.machine.stateName).toBe('paint.idle');

    const hidden = hexBoard({
      layers: { ...locked.layers, tiles: { visible: false, locked: false } },
    });
    const g = harness(hidden, { tool: 'paint', tileId: 'nebula' });
    g.pointer.downAt('0,0');
    expect(g.notes).toEqual(['The tiles layer is hidden']);
  });

  it('asks for a tile when none is chosen, and for the board when clicked off it', () => {
    const h = harness(hexBoard(), { tool: 'paint' });
    h.pointer.downAt('0,0');
    expect(h.notes).toEqual(['Choose a tile in the library first']);
    h.editor.setSettings({ tileId: 'no-such-tile' });
    h.pointer.downAt('0,0');
    expect(h.notes[1]).toBe('Choose a tile in the library first');
    h.editor.setSettings({ tileId: 'nebula' });
    h.pointer.downAt('9,9');
    expect(h.notes[2]).toBe('That is off the board');
    expect(h.editor.history.canUndo).toBe(false);
  });

  it('skips cells outside a free-shaped board that a stroke line passes over', () => {
    const h = harness(
      hexBoard({
        grid: { kind: 'hex', orientation: 'flat', shape: { type: 'free' } },
        cells: ['0,0', '2,0'],
      }),
      { tool: 'paint', tileId: 'nebula' },
    );
    h.pointer.downAt('0,0');
    h.pointer.upAt('2,0');
    expect(Object.keys(h.map().placements).sort()).toEqual(['0,0', '2,0']);
  });
});

describe('erase strokes', () => {
  it('takes the top token off a place, else its tile, in one step', () => {
    const map = hexBoard({
      placements: {
        '0,0': { tile: 'nebula' },
        '1,0': { tile: 'nebula' },
      },
      tokens: [
        { id: 'fleet-1', at: '0,0' },
        { id: 'fleet-2', at: '0,0' },
      ],
    });
    const h = harness(map, { tool: 'erase' });
    h.pointer.drag(['0,0', '1,0']);
    expect(h.map().tokens.map((t) => t.id)).toEqual(['fleet-1']);
    expect(Object.keys(h.map().placements)).toEqual(['0,0']);
    expect(h.editor.history.undoLabel).toBe('Erase 2 cells');
    h.editor.undo();
    expect(h.map()).toBe(map);
  });

  it('leaves a locked tokens layer alone and erases tiles under it', () => {
    const base = hexBoard({
      placements: { '0,0': { tile: 'nebula' } },
      tokens: [{ id: 'fleet', at: '0,0' }],
    });
    const map = { ...base, layers: { ...base.layers, tokens: { visible: true, locked: true } } };
    const h = harness(map, { tool: 'erase' });
    h.pointer.drag(['0,0']);
    expect(h.map().tokens).toHaveLength(1);
    expect(h.map().placements).toEqual({});
  });
});

describe('fill', () => {
  it('floods the empty region with the chosen tile as one step', () => {
    const h = harness(hexBoard(), { tool: 'fill', tileId: 'nebula' });
    h.pointer.downAt('1,1');
    h.pointer.upAt('1,1');
    expect(Object.keys(h.map().placements)).toHaveLength(37);
    expect(h.editor.history.undoLabel).toBe('Fill 37 cells');
    h.editor.undo();
    expect(h.map().placements).toEqual({});
  });
});

describe('visibility strokes', () => {
  it('marks places with the chosen state and clears them with Shift', () => {
    const h = harness(hexBoard(), { tool: 'visibility', visibilityState: 'hidden' });
    h.pointer.drag(['0,0', '1,0', '2,0']);
    expect(Object.keys(h.map().visibility).sort()).toEqual(['0,0', '1,0', '2,0']);
    expect(h.map().visibility['1,0']?.state).toBe('hidden');
    expect(h.editor.history.undoLabel).toBe('Hide 3 cells');
    h.pointer.drag(['1,0', '2,0'], { shift: true });
    expect(Object.keys(h.map().visibility)).toEqual(['0,0']);
    expect(h.editor.history.undoLabel).toBe('Reveal 2 cells');
  });
});

describe('cells', () => {
  it('grows the board past its edge and cuts it back with Shift', () => {
    const h = harness(hexBoard(), { tool: 'cell' });
    expect(hasCell(h.map(), '4,0')).toBe(false);
    h.pointer.drag(['3,0', '4,0', '5,0']);
    expect(h.map().grid).toMatchObject({ shape: { type: 'free' } });
    expect(hasCell(h.map(), '4,0')).toBe(true);
    expect(hasCell(h.map(), '5,0')).toBe(true);
    expect(boardCells(h.map())).toHaveLength(39);
    expect(h.editor.history.undoLabel).toBe('Add 3 cells');

    h.pointer.drag(['0,0'], { shift: true });
    expect(hasCell(h.map(), '0,0')).toBe(false);
    expect(h.editor.history.undoLabel).toBe('Remove 1 cell');
    h.editor.undo();
    expect(hasCell(h.map(), '0,0')).toBe(true);
  });

  it('grows the board symmetrically', () => {
    const h = harness(hexBoard(), { tool: 'cell', symmetry: 3 });
    h.pointer.drag(['4,0']);
    expect(boardCells(h.map())).toHaveLength(40);
  });

  it('does not work on square grids', () => {
    const h = harness(squareBoard(), { tool: 'cell' });
    h.pointer.downAt('1,1');
    expect(h.notes).toEqual(['The cells tool does not work on square grids']);
  });
});

describe('strokes that leave the board', () => {
  it('follow the pointer outside and paint nothing across the board on the way back', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'nebula' });
    h.pointer.downAt('-3,0');
    // Out to the west, round the north outside the board, and back in at the east.
    h.pointer.moveTo('-4,0');
    h.pointer.moveTo('0,-4');
    h.pointer.moveTo('4,-4');
    h.pointer.moveTo('3,0');
    h.pointer.upAt('3,0');
    const painted = Object.keys(h.map().placements);
    expect(painted).toContain('-3,0');
    expect(painted).toContain('3,0');
    expect(painted).not.toContain('0,0');
  });
});
