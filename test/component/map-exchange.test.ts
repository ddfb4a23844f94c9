import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spiralCell } from '../../editor/geometry/hex.ts';
import { hexKey } from '../../editor/geometry/keys.ts';
import type { MapRules } from '../../scenarios/format/map-rules.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import MapExchangePanel from '../../renderer/editor/panels/MapExchangePanel.svelte';
import { map, PanelTestStore } from './map-editor-panels-support.svelte.ts';
import { captureDownloads } from './downloads.ts';

const galaxy = bundledScenarios.find((b) => b.id === 'ti4-galaxy')!.scenario;
const SIX =
  '22 44 19 42 24 45 35 23 36 39 38 25 33 46 27 26 30 40 0 32 50 0 31 47 0 37 29 0 34 20 0 49 28 0 21 43';
const at = (index: number) => hexKey(spiralCell(index));

/** The panels' store over the galaxy tiles and rules, with one small hex board open. */
class GalaxyStore extends PanelTestStore {
  mapRules: MapRules = galaxy.mapRules;
  scenarioTitle = galaxy.meta.title;
}

function open() {
  const store = new GalaxyStore({
    tiles: galaxy.tiles,
    maps: [
      map({
        id: 'board',
        name: 'Board',
        grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
        placements: { [at(3)]: { tile: 'tile-30', rotation: 0 } },
      }),
    ],
  });
  store.editor.setActiveMap('board');
  render(MapExchangePanel, { props: { store } });
  return store;
}

const dialog = (id: string) => within(screen.getByTestId(id));

async function paste(text: string) {
  await fireEvent.click(screen.getByTestId('map-string-import'));
  const d = dialog('map-string-import-dialog');
  await fireEvent.input(d.getByTestId('map-string-input'), { target: { value: text } });
  return d;
}

afterEach(() => vi.restoreAllMocks());

describe('pasting a map string', () => {
  it('reads it as it is typed, then makes a new map of it and opens it, as one undoable step', async () => {
    const store = open();
    const d = await paste(SIX);
    expect(d.getByTestId('map-string-summary').textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Read as a TTS map string: 37 tiles on a board of 37 places.',
    );
    expect(d.getByRole('option', { selected: true }).textContent).toBe(
      'Recognise it (TTS map string)',
    );
    await fireEvent.click(d.getByTestId('map-string-apply'));
    expect(screen.queryByTestId('map-string-import-dialog')).toBeNull();
    const made = store.doc.maps[1]!;
    expect(made.name).toBe('Imported galaxy');
    expect(store.opened).toEqual([made.id]);
    expect(Object.keys(made.placements)).toHaveLength(37);
    expect(made.placements[at(19)]?.tile).toBe('home-slot');
    expect(store.editor.history.undoLabel).toBe('Import TTS map string as “Imported galaxy”');
    store.editor.undo();
    expect(store.doc.maps).toHaveLength(1);
  });

  it('lists every bad token and imports nothing until they are fixed', async () => {
    open();
    const d = await paste('26 83Q3 27 99');
    expect(d.getByTestId('map-string-problems').textContent).toContain(
      'token 2 "83Q3": side must be A or B',
    );
    expect(d.getByTestId('map-string-problems').textContent).toContain(
      'token 4 "99": no tile numbered 99 in the library',
    );
    expect((d.getByTestId('map-string-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it("replaces the open map's tiles (and only them), undoably; reads KeeganW strings too", async () => {
    const store = open();
    const d = await paste('18,83A-3,26-2');
    expect(d.getByTestId('map-string-summary').textContent).toContain('KeeganW map string');
    await fireEvent.click(d.getByTestId('map-string-replace').querySelector('input')!);
    await fireEvent.click(d.getByTestId('map-string-apply'));
    expect(store.doc.maps).toHaveLength(1);
    expect(store.doc.maps[0]!.placements).toEqual({
      [at(0)]: { tile: 'tile-18', rotation: 0, overrides: {} },
      [at(1)]: { tile: 'tile-83a', rotation: 3, overrides: {} },
      [at(2)]: { tile: 'tile-26', rotation: 2, overrides: {} },
    });
    store.editor.undo();
    expect(Object.keys(store.doc.maps[0]!.placements)).toEqual([at(3)]);
  });
});

describe('exporting the open map', () => {
  it('shows its map string in either format and copies it', async () => {
    const store = open();
    store.editor.apply('fill', (doc) => ({
      ...doc,
      maps: [
        {
          ...doc.maps[0]!,
          placements: {
            [at(0)]: { tile: 'tile-18', rotation: 0, overrides: {} },
            [at(1)]: { tile: 'tile-83a', rotation: 3, overrides: {} },
          },
        },
      ],
    }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await fireEvent.click(screen.getByTestId('map-string-export'));
    const d = dialog('map-string-export-dialog');
    const output = () => (d.getByTestId('map-string-output') as HTMLTextAreaElement).value;
    expect(output()).toBe(`83A3${' -1'.repeat(35)}`);
    await fireEvent.change(d.getByTestId('map-string-format'), { target: { value: 'keeganw' } });
    expect(output()).toBe(`18,83A-3${',-1'.repeat(35)}`);
    await fireEvent.click(d.getByTestId('map-string-copy'));
    expect(writeText).toHaveBeenCalledWith(`18,83A-3${',-1'.repeat(35)}`);
    expect(await d.findByTestId('map-string-copied')).toBeTruthy();
  });

  it('downloads a Tiled map with its picture, and a map file', async () => {
    open();
    const { names, blobs } = captureDownloads();
    await fireEvent.click(screen.getByTestId('export-tmj'));
    await fireEvent.click(screen.getByTestId('export-map-json'));
    expect(names).toEqual(['board.tmj', 'board.tiles.png', 'board.map.json']);
    const tmj = JSON.parse(await blobs[0]!.text());
    expect(tmj).toMatchObject({
      orientation: 'hexagonal',
      tilesets: [{ image: 'board.tiles.png' }],
    });
    expect(blobs[1]!.type).toBe('image/png');
    expect(JSON.parse(await blobs[2]!.text())).toMatchObject({
      format: 'lodestar-map',
      source: galaxy.meta.title,
      tiles: [{ id: 'tile-30' }],
    });
    expect(screen.getByTestId('map-exchange-message').textContent).toContain(
      'Downloaded board.map.json',
    );
  });
});
