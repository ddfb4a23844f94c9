import { waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapDocument } from '../../editor/model/document.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { draftKey, mapDraft } from '../../renderer/editor/map-draft.ts';
import { MapEditorStore } from '../../renderer/editor/map-editor-store.svelte.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';
import { MemoryStorage } from './support/memory-storage.ts';

const readDraft = (storage: Storage) => mapDraft(storage, ID).read();

const ID = 'night-watch';
const LOADED_AT = '2026-03-01T10:00:00.000Z';

function hexMap(id: string, name: string): MapDef {
  return mapSchema.parse({
    id,
    name,
    grid: { kind: 'hex', shape: { type: 'hexagon', radius: 2 } },
  });
}

function scenarioBackend(): FakeBackend {
  return new FakeBackend().add(
    ID,
    makeScenario(
      { title: 'Night Watch', tags: ['megagame'] },
      {
        teams: [{ id: 'red', name: 'Red fleet', colour: '#aa3333', roles: [] }],
        tiles: [tileSchema.parse({ id: 'nebula', name: 'Nebula', colour: '#6655aa' })],
        maps: [hexMap('sector', 'Sector'), hexMap('frontier', 'Frontier')],
      },
    ),
    LOADED_AT,
  );
}

/** A store as the screen makes one; the debounce is long unless a test wants the save. */
function storeFor(
  backend: FakeBackend,
  storage: Storage,
  options: { autosaveDelayMs?: number } = {},
): MapEditorStore {
  const store = new MapEditorStore(backend, ID, {
    storage,
    autosaveDelayMs: options.autosaveDelayMs ?? 60_000,
    draftDelayMs: 5,
  });
  stores.push(store);
  return store;
}

const stores: MapEditorStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.destroy();
});

/** Places the nebula at the centre of the open map: one undoable edit. */
function paintCentre(store: MapEditorStore): void {
  store.editor.applyToMap('Paint 1 cell', (map) => ({
    ...map,
    placements: { ...map.placements, '0,0': { tile: 'nebula', rotation: 0, overrides: {} } },
  }));
}

function addMap(store: MapEditorStore, map: MapDef): void {
  store.editor.apply('Add map', (doc: MapDocument) => ({ ...doc, maps: [...doc.maps, map] }));
}

describe('the map editor store', () => {
  it('loads the scenario: its maps, tiles and teams, on the map the address names', async () => {
    const store = storeFor(scenarioBackend(), new MemoryStorage());
    expect(store.status).toBe('loading');
    await store.load('frontier');
    expect(store.status).toBe('ready');
    expect(store.doc.maps.map((m) => m.id)).toEqual(['sector', 'frontier']);
    expect(store.doc.tiles.map((t) => t.id)).toEqual(['nebula']);
    expect(store.activeMapId).toBe('frontier');
    expect(store.map?.name).toBe('Frontier');
    expect(store.teams.map((t) => t.name)).toEqual(['Red fleet']);
    expect(store.canUndo).toBe(false);
    expect(store.saver.state).toBe('saved');
  });

  it('opens the first map when the address names none or one that is gone', async () => {
    const store = storeFor(scenarioBackend(), new MemoryStorage());
    await store.load('no-such-map');
    expect(store.activeMapId).toBe('sector');
  });

  it('says when the scenario does not exist', async () => {
    const store = new MapEditorStore(new FakeBackend(), 'gone', { storage: new MemoryStorage() });
    stores.push(store);
    await store.load();
    expect(store.status).toBe('missing');
    expect(store.loadError).toContain('gone');
  });

  it('mirrors every edit, with undo and redo labels', async () => {
    const store = storeFor(scenarioBackend(), new MemoryStorage());
    await store.load();
    paintCentre(store);
    expect(store.map?.placements['0,0']?.tile).toBe('nebula');
    expect(store.canUndo).toBe(true);
    expect(store.undoLabel).toBe('Paint 1 cell');
    expect(store.saver.state).toBe('dirty');
    store.undo();
    expect(store.map?.placements['0,0']).toBeUndefined();
    expect(store.canRedo).toBe(true);
    expect(store.redoLabel).toBe('Paint 1 cell');
  });

  it('autosaves the whole scenario with the new map, naming the version it started from', async () => {
    const backend = scenarioBackend();
    const store = storeFor(backend, new MemoryStorage(), { autosaveDelayMs: 20 });
    await store.load();
    addMap(store, hexMap('outer-rim', 'Outer Rim'));
    await waitFor(() => expect(store.saver.state).toBe('saved'));

    const saves = backend.callsOf('scenario.save');
    expect(saves).toHaveLength(1);
    const sent = saves[0];
    expect(sent?.expectedModifiedAt).toBe(LOADED_AT);
    expect(sent?.scenario.meta.title).toBe('Night Watch');
    expect(sent?.scenario.meta.tags).toEqual(['megagame']);
    expect(sent?.scenario.teams?.map((t) => t.id)).toEqual(['red']);
    expect(sent?.scenario.tiles?.map((t) => t.id)).toEqual(['nebula']);
    expect(sent?.scenario.maps?.map((m) => m.id)).toEqual(['sector', 'frontier', 'outer-rim']);
    expect(backend.scenarios.get(ID)?.scenario.maps.map((m) => m.name)).toContain('Outer Rim');

    // The next save names the version this one made, not the one first loaded.
    const firstSave = store.summary?.modifiedAt;
    expect(firstSave).not.toBe(LOADED_AT);
    paintCentre(store);
    await waitFor(() => expect(backend.callsOf('scenario.save')).toHaveLength(2));
    expect(backend.callsOf('scenario.save')[1]?.expectedModifiedAt).toBe(firstSave);
    await waitFor(() => expect(store.saver.state).toBe('saved'));
    expect(backend.scenarios.get(ID)?.scenario.maps[0]?.placements['0,0']?.tile).toBe('nebula');
  });

  it('keeps a draft of unsaved edits and drops it once the host has them', async () => {
    const backend = scenarioBackend();
    const storage = new MemoryStorage();
    const store = storeFor(backend, storage);
    await store.load();
    paintCentre(store);
    await waitFor(() => expect(readDraft(storage)).not.toBeNull());
    const draft = readDraft(storage);
    expect(draft?.basedOn).toBe(LOADED_AT);
    expect(draft?.doc.maps[0]?.placements['0,0']?.tile).toBe('nebula');

    await store.saver.flush();
    expect(store.saver.state).toBe('saved');
    expect(storage.getItem(draftKey(ID))).toBeNull();
  });

  it('restores the draft after a reload that came before the save, and saves it', async () => {
    const backend = scenarioBackend();
    const storage = new MemoryStorage();
    const first = storeFor(backend, storage);
    await first.load('frontier');
    first.openMap('sector');
    paintCentre(first);
    addMap(first, hexMap('outer-rim', 'Outer Rim'));
    // The page goes away before the debounced save: only the draft is written, at once.
    first.flushDraft();
    first.destroy();
    expect(backend.callsOf('scenario.save')).toHaveLength(0);

    const second = storeFor(backend, storage, { autosaveDelayMs: 20 });
    await second.load();
    expect(second.restoredDraft).not.toBeNull();
    expect(second.doc.maps.map((m) => m.id)).toEqual(['sector', 'frontier', 'outer-rim']);
    expect(second.doc.maps[0]?.placements['0,0']?.tile).toBe('nebula');
    // Restored edits are not an undo step: there is nothing before them to go back to here.
    expect(second.canUndo).toBe(false);

    await waitFor(() => expect(second.saver.state).toBe('saved'));
    const saved = backend.scenarios.get(ID)?.scenario;
    expect(saved?.maps.map((m) => m.id)).toEqual(['sector', 'frontier', 'outer-rim']);
    expect(saved?.maps[0]?.placements['0,0']?.tile).toBe('nebula');
    expect(storage.getItem(draftKey(ID))).toBeNull();
  });

  it('does not replay a draft over a newer file, but offers it', async () => {
    const backend = scenarioBackend();
    const storage = new MemoryStorage();
    const first = storeFor(backend, storage);
    await first.load();
    paintCentre(first);
    first.flushDraft();
    first.destroy();
    // Meanwhile someone else saves the scenario.
    const stored = backend.scenarios.get(ID);
    if (!stored) throw new Error('seeded above');
    backend.add(ID, stored.scenario, '2026-03-02T09:00:00.000Z');

    const second = storeFor(backend, storage, { autosaveDelayMs: 20 });
    await second.load();
    expect(second.doc.maps[0]?.placements['0,0']).toBeUndefined();
    expect(second.restoredDraft).toBeNull();
    expect(second.staleDraft?.basedOn).toBe(LOADED_AT);
    expect(second.saver.state).toBe('saved');

    second.restoreStaleDraft();
    expect(second.doc.maps[0]?.placements['0,0']?.tile).toBe('nebula');
    await waitFor(() => expect(second.saver.state).toBe('saved'));
    expect(backend.scenarios.get(ID)?.scenario.maps[0]?.placements['0,0']?.tile).toBe('nebula');
  });

  it('ignores a draft that is not a valid document, and loads the file as it is', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftKey(ID),
      '{"basedOn":"2026-03-01T10:00:00.000Z","doc":{"maps":[{"id":"Bad Id"}]}}',
    );
    const store = storeFor(scenarioBackend(), storage);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.restoredDraft).toBeNull();
    expect(store.staleDraft).toBeNull();
    expect(store.doc.maps.map((m) => m.id)).toEqual(['sector', 'frontier']);
    storage.setItem(draftKey(ID), 'not json at all');
    expect(readDraft(storage)).toBeNull();
  });

  it('shows a conflict when the file changed elsewhere, and keeps the edits until resolved', async () => {
    const backend = scenarioBackend();
    const storage = new MemoryStorage();
    const store = storeFor(backend, storage, { autosaveDelayMs: 20 });
    await store.load();
    const stored = backend.scenarios.get(ID);
    if (!stored) throw new Error('seeded above');
    backend.add(ID, { ...stored.scenario, meta: { ...stored.scenario.meta, title: 'Theirs' } });

    paintCentre(store);
    await waitFor(() => expect(store.saver.state).toBe('error'));
    expect(store.conflict).toBe(true);
    expect(backend.scenarios.get(ID)?.scenario.meta.title).toBe('Theirs');
    // Nothing is lost meanwhile: the draft still holds the edit.
    store.flushDraft();
    expect(readDraft(storage)?.doc.maps[0]?.placements['0,0']?.tile).toBe('nebula');

    await store.keepMine();
    expect(store.conflict).toBe(false);
    expect(store.saver.state).toBe('saved');
    expect(backend.scenarios.get(ID)?.scenario.maps[0]?.placements['0,0']?.tile).toBe('nebula');
  });

  it('resolves a conflict by loading their version and dropping the edits here', async () => {
    const backend = scenarioBackend();
    const storage = new MemoryStorage();
    const store = storeFor(backend, storage, { autosaveDelayMs: 20 });
    await store.load();
    const stored = backend.scenarios.get(ID);
    if (!stored) throw new Error('seeded above');
    backend.add(ID, { ...stored.scenario, maps: [hexMap('theirs', 'Their map')] });

    paintCentre(store);
    await waitFor(() => expect(store.conflict).toBe(true));
    await store.loadTheirs();
    expect(store.doc.maps.map((m) => m.id)).toEqual(['theirs']);
    expect(store.activeMapId).toBe('theirs');
    expect(store.saver.state).toBe('saved');
    expect(storage.getItem(draftKey(ID))).toBeNull();
  });

  it('shows a version saved elsewhere, but not in the middle of a stroke', async () => {
    const backend = scenarioBackend();
    const store = storeFor(backend, new MemoryStorage());
    await store.load('frontier');
    const stored = backend.scenarios.get(ID);
    if (!stored) throw new Error('seeded above');
    backend.add(ID, { ...stored.scenario, maps: [...stored.scenario.maps, hexMap('rim', 'Rim')] });

    const stroke = store.editor.begin('Paint 1 cell');
    await store.refreshFromElsewhere();
    expect(store.doc.maps.map((m) => m.id)).toEqual(['sector', 'frontier']);
    stroke.cancel();
    await store.refreshFromElsewhere();
    expect(store.doc.maps.map((m) => m.id)).toEqual(['sector', 'frontier', 'rim']);
    expect(store.activeMapId).toBe('frontier');
    expect(store.saver.state).toBe('saved');
  });

  it('sees the end of a stroke (a committed transaction) when refreshed', async () => {
    const store = storeFor(scenarioBackend(), new MemoryStorage());
    await store.load();
    const stroke = store.editor.begin('Paint 2 cells');
    stroke.updateMap((map) => ({
      ...map,
      placements: { '0,0': { tile: 'nebula', rotation: 0, overrides: {} } },
    }));
    stroke.updateMap((map) => ({
      ...map,
      placements: { ...map.placements, '1,0': { tile: 'nebula', rotation: 0, overrides: {} } },
    }));
    stroke.commit();
    store.refresh();
    expect(store.canUndo).toBe(true);
    expect(store.undoLabel).toBe('Paint 2 cells');
    store.undo();
    expect(store.map?.placements).toEqual({});
  });
});
