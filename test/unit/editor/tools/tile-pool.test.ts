import { describe, expect, it } from 'vitest';
import { tileSchema } from '../../../../scenarios/format/tiles.ts';
import { placeTiles } from '../../../../editor/model/edits/tiles.ts';
import {
  placesOfTile,
  poolOverrun,
  poolRefusal,
  withinPool,
} from '../../../../editor/model/tile-pool.ts';
import { copySelected, pasteAt } from '../../../../editor/tools/commands.ts';
import { selectionOf } from '../../../../editor/model/selection.ts';
import { graphMap, harness, hexBoard, longHexBoard, TILES } from './harness.ts';

const mecatol = tileSchema.parse({ id: 'mecatol', name: 'Mecatol Rex', copies: 1 });
const empty = tileSchema.parse({ id: 'empty', name: 'Empty system', copies: 4 });
const none = tileSchema.parse({ id: 'lost', name: 'Lost tile', copies: 0 });
const POOL = [...TILES, mecatol, empty, none];

describe('the pool of a tile with a finite number of copies', () => {
  it('says where the only copy is', () => {
    const map = placeTiles(hexBoard(), ['0,0'], 'mecatol', 0);
    expect(placesOfTile(map, 'mecatol')).toEqual(['0,0']);
    expect(poolRefusal(map, mecatol, 1)).toBe('Mecatol Rex has 1 copy and it is on the map at 0,0');
    expect(poolRefusal(hexBoard(), mecatol, 1)).toBeNull();
  });

  it('lists the places of the copies, briefly when there are many', () => {
    const full = placeTiles(hexBoard(), ['1,0', '2,0', '3,0', '0,1'], 'empty', 0);
    expect(poolRefusal(full, empty, 1)).toBe(
      'Empty system has 4 copies and all 4 are on the map (at 1,0, 2,0, 3,0 and 0,1)',
    );
    const some = placeTiles(hexBoard(), ['1,0', '2,0', '3,0'], 'empty', 0);
    expect(poolRefusal(some, empty, 1)).toBeNull();
    expect(poolRefusal(some, empty, 2)).toBe(
      'Empty system has 4 copies and 3 are on the map (at 1,0, 2,0 and 3,0): this would place 2 more',
    );
    const over = placeTiles(hexBoard(), ['1,0', '2,0', '3,0', '0,1', '0,2'], 'empty', 0);
    expect(poolRefusal(over, empty, 1)).toBe(
      'Empty system has 4 copies and 5 are on the map (at 1,0, 2,0, 3,0 and 2 more)',
    );
    expect(poolRefusal(hexBoard(), none, 1)).toBe('Lost tile has no copies to place');
    expect(poolRefusal(hexBoard(), empty, 6)).toBe(
      'Empty system has 4 copies: this would place 6 on the map',
    );
  });

  it('names nodes by their names', () => {
    const map = placeTiles(graphMap(), ['vega'], 'mecatol', 0);
    expect(poolRefusal(map, mecatol, 1)).toBe(
      'Mecatol Rex has 1 copy and it is on the map at Vega',
    );
  });

  it('lets through places that already hold the tile, then as many as copies are left', () => {
    const map = placeTiles(hexBoard(), ['1,0', '2,0'], 'empty', 0);
    const check = withinPool(map, empty, ['1,0', '0,0', '0,1', '0,2', '2,0']);
    expect(check.kept).toEqual(['1,0', '0,0', '0,1', '2,0']);
    expect(check.refused).toEqual(['0,2']);
    expect(check.reason).toMatch(/^Empty system has 4 copies and 2 are on the map/);
    expect(withinPool(map, TILES[0]!, ['0,0', '0,1']).refused).toEqual([]);
  });

  it('finds the first tile an edit puts on the map beyond its pool', () => {
    const before = placeTiles(hexBoard(), ['0,0'], 'mecatol', 0);
    expect(poolOverrun(POOL, before, placeTiles(before, ['1,0'], 'nebula', 0))).toBeNull();
    expect(poolOverrun(POOL, before, placeTiles(before, ['1,0'], 'mecatol', 0))).toBe(
      'Mecatol Rex has 1 copy and it is on the map at 0,0',
    );
    // Moving the only copy elsewhere adds none.
    const moved = placeTiles(hexBoard(), ['1,0'], 'mecatol', 0);
    expect(poolOverrun(POOL, before, moved)).toBeNull();
  });
});

describe('the tools refuse a tile whose copies are all placed', () => {
  it('refuses a second Mecatol Rex with the reason, and places it with Alt held', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'mecatol' }, [], POOL);
    h.pointer.drag(['0,0']);
    expect(h.map().placements['0,0']?.tile).toBe('mecatol');
    const before = h.editor.doc;
    h.pointer.drag(['1,0']);
    expect(h.editor.doc).toBe(before);
    expect(h.notes.at(-1)).toBe(
      'Mecatol Rex has 1 copy and it is on the map at 0,0. Hold Alt to place it anyway.',
    );
    expect(h.machine.stateName).toBe('paint.idle');
    // Painting over the copy already there costs no copy.
    h.pointer.drag(['0,0']);
    h.pointer.drag(['1,0'], { alt: true });
    expect(placesOfTile(h.map(), 'mecatol')).toEqual(['0,0', '1,0']);
  });

  it('stops a stroke when the copies run out, telling why once', () => {
    const h = harness(longHexBoard(), { tool: 'paint', tileId: 'empty' }, [], POOL);
    h.pointer.drag(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0', '6,0']);
    expect(placesOfTile(h.map(), 'empty')).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(h.notes).toEqual([
      'Empty system has 4 copies and all 4 are on the map (at 0,0, 1,0, 2,0 and 3,0). Hold Alt to place it anyway.',
    ]);
    expect(h.editor.history.undoLabel).toBe('Paint 4 cells');
    h.editor.undo();
    h.pointer.drag(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0'], { alt: true });
    expect(placesOfTile(h.map(), 'empty')).toHaveLength(6);
  });

  it('refuses a symmetric click whose images need more copies than are left', () => {
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'empty', symmetry: 6 }, [], POOL);
    h.pointer.drag(['2,0']);
    expect(Object.keys(h.map().placements)).toHaveLength(0);
    expect(h.notes.at(-1)).toBe(
      'Empty system has 4 copies: this would place 6 on the map. Hold Alt to place it anyway.',
    );
  });

  it('refuses a fill larger than the copies left, whole', () => {
    const h = harness(hexBoard(), { tool: 'fill', tileId: 'empty' }, [], POOL);
    h.pointer.downAt('0,0');
    h.pointer.upAt('0,0');
    expect(Object.keys(h.map().placements)).toHaveLength(0);
    expect(h.notes.at(-1)).toBe(
      'Empty system has 4 copies: this would place 37 on the map. Hold Alt to place it anyway.',
    );
    h.pointer.downAt('0,0', { alt: true });
    h.pointer.upAt('0,0', { alt: true });
    expect(Object.keys(h.map().placements)).toHaveLength(37);
  });

  it('refuses a paste that copies the only copy, unless told to paste anyway', () => {
    const h = harness(placeTiles(hexBoard(), ['0,0'], 'mecatol', 0), {}, [], POOL);
    h.editor.setSelection(selectionOf({ places: ['0,0'] }));
    expect(copySelected(h.editor)).toBe(true);
    const before = h.editor.doc;
    expect(pasteAt(h.editor, h.pointer.at('2,0'), { poolHint: 'Paste anyway with the key.' })).toBe(
      'Mecatol Rex has 1 copy and it is on the map at 0,0. Paste anyway with the key.',
    );
    expect(h.editor.doc).toBe(before);
    expect(pasteAt(h.editor, h.pointer.at('2,0'), { beyondPool: true })).toBeNull();
    expect(placesOfTile(h.map(), 'mecatol')).toEqual(['0,0', '2,0']);
  });

  it('counts each map on its own: another table has its own box', () => {
    const other = { ...placeTiles(hexBoard(), ['0,0'], 'mecatol', 0), id: 'other' };
    const h = harness(hexBoard(), { tool: 'paint', tileId: 'mecatol' }, [other], POOL);
    h.pointer.drag(['0,0']);
    expect(h.notes).toEqual([]);
    expect(h.map().placements['0,0']?.tile).toBe('mecatol');
  });
});
