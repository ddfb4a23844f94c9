import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import {
  addMap,
  deleteMap,
  duplicateMap,
  renameMap,
} from '../../../../editor/model/document-edits.ts';
import { findMap } from '../../../../editor/model/document.ts';
import { MapEditor, type EditorChange } from '../../../../editor/model/map-editor.ts';
import { selectionOf } from '../../../../editor/model/selection.ts';
import { doc, hexMap, map, tile } from './fixtures.ts';

const place =
  (at: string, tileId = 'a') =>
  (m: MapDef): MapDef => ({
    ...m,
    placements: { ...m.placements, [at]: { tile: tileId, rotation: 0, overrides: {} } },
  });
const placed = (m: MapDef | null) => Object.keys(m?.placements ?? {}).sort();

function editor(activeMapId?: string) {
  const d = doc(
    [tile('a'), tile('b')],
    [hexMap('one', {}), hexMap('two', {}), hexMap('three', {})],
  );
  const e = new MapEditor(d, { activeMapId });
  const changes: EditorChange[] = [];
  e.subscribe((c) => changes.push(c));
  return { e, d, changes };
}

describe('MapEditor: apply, undo and redo', () => {
  it('undoes to the exact document before and redoes to the one after', () => {
    const { e, d } = editor();
    e.applyToMap('Paint', place('0,0'));
    const after = e.doc;
    expect(placed(e.map)).toEqual(['0,0']);
    expect(e.history.undoLabel).toBe('Paint');

    expect(e.undo()?.label).toBe('Paint');
    expect(e.doc).toBe(d);
    expect(e.history.canUndo).toBe(false);
    expect(e.redo()?.label).toBe('Paint');
    expect(e.doc).toBe(after);
    expect(e.redo()).toBeNull();
  });

  it('records no step for an edit that changes nothing', () => {
    const { e, d, changes } = editor();
    e.apply('Rename', (x) => renameMap(x, 'one', 'Map one'));
    e.applyToMap('Nothing', (m) => m);
    expect(e.doc).toBe(d);
    expect(e.history.canUndo).toBe(false);
    expect(changes).toEqual([]);
  });

  it('tells subscribers what changed, until they unsubscribe', () => {
    const d = doc([tile('a')], [map('one'), map('two')]);
    const e = new MapEditor(d);
    const changes: EditorChange[] = [];
    const stop = e.subscribe((c) => changes.push(c));
    e.applyToMap('Paint', place('0,0'));
    e.setActiveMap('two');
    e.setSelection(selectionOf({ places: ['0,0'] }));
    stop();
    e.setActiveMap('one');
    expect(changes).toEqual(['document', 'active-map', 'selection']);
  });
});

describe('MapEditor: transactions', () => {
  it('makes a whole stroke one undo step, shown live while it lasts', () => {
    const { e, d } = editor();
    const stroke = e.begin('Paint stroke');
    stroke.updateMap(place('0,0'));
    stroke.updateMap(place('1,0'));
    expect(placed(e.map)).toEqual(['0,0', '1,0']);
    expect(e.inTransaction).toBe(true);
    stroke.commit();
    expect(e.inTransaction).toBe(false);
    expect(stroke.active).toBe(false);

    e.undo();
    expect(e.doc).toBe(d);
    expect(e.history.canUndo).toBe(false);
    e.redo();
    expect(placed(e.map)).toEqual(['0,0', '1,0']);
  });

  it('cancel puts everything back and records nothing', () => {
    const { e, d } = editor();
    const drag = e.begin('Move');
    drag.updateMap(place('0,0'));
    drag.update((x) => renameMap(x, 'one', 'Moved'));
    drag.cancel();
    expect(e.doc).toBe(d);
    expect(e.history.canUndo).toBe(false);
    // A finished transaction's handle does nothing any more.
    drag.updateMap(place('1,1'));
    drag.commit();
    expect(e.doc).toBe(d);
  });

  it('a transaction that changed nothing leaves no step', () => {
    const { e } = editor();
    e.begin('Click').commit();
    expect(e.history.canUndo).toBe(false);
  });

  it('commits a running transaction before another step starts', () => {
    const { e } = editor();
    const first = e.begin('Stroke');
    first.updateMap(place('0,0'));
    e.applyToMap('Paint', place('1,0'));
    expect(first.active).toBe(false);
    expect(e.history.undoLabel).toBe('Paint');
    e.undo();
    expect(e.history.undoLabel).toBe('Stroke');
    expect(placed(e.map)).toEqual(['0,0']);
  });

  it('keeps editing the map it began on even if another becomes active', () => {
    const { e } = editor('one');
    const stroke = e.begin('Stroke');
    e.setActiveMap('two');
    expect(stroke.active).toBe(false);
    const second = e.begin('Stroke on two');
    second.updateMap(place('0,0'));
    second.commit();
    expect(placed(findMap(e.doc, 'two'))).toEqual(['0,0']);
    expect(placed(findMap(e.doc, 'one'))).toEqual([]);
  });
});

describe('MapEditor: maps and history', () => {
  it('undo brings back the map the edit was made on', () => {
    const { e } = editor('one');
    e.applyToMap('Paint', place('0,0'));
    e.setActiveMap('three');
    e.undo();
    expect(e.activeMapId).toBe('one');
    expect(placed(e.map)).toEqual([]);
    e.setActiveMap('two');
    e.redo();
    expect(e.activeMapId).toBe('one');
    expect(placed(e.map)).toEqual(['0,0']);
  });

  it('keeps the history when the active map changes', () => {
    const { e } = editor('one');
    e.applyToMap('Paint one', place('0,0'));
    e.setActiveMap('two');
    e.applyToMap('Paint two', place('1,0'));
    expect(e.history.undoLabel).toBe('Paint two');
    e.undo();
    e.undo();
    expect(placed(findMap(e.doc, 'one'))).toEqual([]);
    expect(placed(findMap(e.doc, 'two'))).toEqual([]);
  });

  it('switching maps clears the selection; an unknown map is ignored', () => {
    const { e } = editor('one');
    e.setSelection(selectionOf({ places: ['0,0'] }));
    e.setActiveMap('missing');
    expect(e.activeMapId).toBe('one');
    expect(e.selection.places.size).toBe(1);
    e.setActiveMap('two');
    expect(e.selection.places.size).toBe(0);
  });

  it('replaceDocument drops the history and any transaction', () => {
    const { e } = editor('two');
    e.applyToMap('Paint', place('0,0'));
    const stroke = e.begin('Stroke');
    stroke.updateMap(place('1,0'));
    const fromDisk = doc([tile('a')], [map('two'), map('four')]);
    e.replaceDocument(fromDisk);
    expect(e.doc).toBe(fromDisk);
    expect(e.history.canUndo).toBe(false);
    expect(e.inTransaction).toBe(false);
    expect(e.activeMapId).toBe('two');
    stroke.commit();
    expect(e.history.canUndo).toBe(false);
    expect(e.undo()).toBeNull();
  });

  it('replaceDocument without the active map shows the first one', () => {
    const { e } = editor('three');
    e.replaceDocument(doc([], [map('x'), map('y')]));
    expect(e.activeMapId).toBe('x');
  });

  it('deleting the active map shows the one that took its place, or the one before the last', () => {
    const { e, changes } = editor('two');
    e.setSelection(selectionOf({ places: ['0,0'] }));
    e.apply('Delete map', (d) => deleteMap(d, 'two'));
    expect(e.activeMapId).toBe('three');
    expect(e.selection.places.size).toBe(0);
    expect(changes).toContain('active-map');

    e.apply('Delete map', (d) => deleteMap(d, 'three'));
    expect(e.activeMapId).toBe('one');
    e.apply('Delete map', (d) => deleteMap(d, 'one'));
    expect(e.activeMapId).toBeNull();
    expect(e.map).toBeNull();

    e.undo();
    expect(e.activeMapId).toBe('one');
    e.undo();
    e.undo();
    expect(e.activeMapId).toBe('two');
    expect(e.doc.maps.map((m) => m.id)).toEqual(['one', 'two', 'three']);
  });

  it('applyAndShow makes a map, shows it, and undo returns to where the user was', () => {
    const { e } = editor('one');
    const id = e.applyAndShow('Duplicate map', (d) => duplicateMap(d, 'one'));
    expect(id).toBe('map-one-copy');
    expect(e.activeMapId).toBe(id);
    expect(e.doc.maps.map((m) => m.id)).toEqual(['one', id, 'two', 'three']);

    const added = e.applyAndShow('Add map', (d) => addMap(d, map('fresh')));
    expect(added).toBe('fresh');
    expect(e.activeMapId).toBe('fresh');

    e.undo();
    expect(e.activeMapId).toBe(id);
    e.undo();
    expect(e.activeMapId).toBe('one');
    expect(e.doc.maps).toHaveLength(3);
  });

  it('a failing edit leaves the editor as it was', () => {
    const { e, d } = editor('one');
    expect(() => e.applyAndShow('Duplicate', (x) => duplicateMap(x, 'nope'))).toThrow(
      /no map "nope"/,
    );
    expect(e.doc).toBe(d);
    expect(e.activeMapId).toBe('one');
    expect(e.history.canUndo).toBe(false);
  });
});
