import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { selectionOf } from '../../editor/model/selection.ts';
import EdgeTypes from '../../renderer/editor/panels/EdgeTypes.svelte';
import LaneTypes from '../../renderer/editor/panels/LaneTypes.svelte';
import LayersPanel from '../../renderer/editor/panels/LayersPanel.svelte';
import MapsPanel from '../../renderer/editor/panels/MapsPanel.svelte';
import NewMapDialog from '../../renderer/editor/panels/NewMapDialog.svelte';
import PropertiesPanel from '../../renderer/editor/panels/PropertiesPanel.svelte';
import ReshapeDialog from '../../renderer/editor/panels/ReshapeDialog.svelte';
import TileEditorDialog from '../../renderer/editor/panels/TileEditorDialog.svelte';
import TilePalette from '../../renderer/editor/panels/TilePalette.svelte';
import { map, PanelTestStore, sampleDoc } from './map-editor-panels-support.svelte.ts';

const input = (testId: string, within: HTMLElement | Document = document) =>
  (within === document
    ? screen.getByTestId(testId)
    : within.querySelector(`[data-testid="${testId}"]`)) as HTMLInputElement;
/** What an element says, with the line breaks of the markup folded into spaces. */
const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const swatchIds = () =>
  screen.queryAllByTestId('tile-swatch').map((s) => s.getAttribute('data-tile-id'));

/** Type a value and leave the field, as a person does (fields commit on change). */
async function typeAndCommit(element: HTMLElement, value: string) {
  await fireEvent.input(element, { target: { value } });
  await fireEvent.change(element, { target: { value } });
}

describe('tile palette', () => {
  it('filters by search and by kind, and choosing a tile arms the paint brush', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(TilePalette, { props: { store } });
    expect(swatchIds()).toEqual(['mecatol', 'nebula', 'empty']);
    expect(screen.getAllByTestId('tile-usage').map((u) => u.textContent)).toEqual([
      '1/1',
      '1',
      '0/8',
    ]);
    expect(screen.getAllByTestId('tile-swatch')[0]?.classList.contains('exhausted')).toBe(true);

    await fireEvent.input(input('tile-search'), { target: { value: 'NEB' } });
    expect(swatchIds()).toEqual(['nebula']);
    await fireEvent.input(input('tile-search'), { target: { value: '' } });
    const chips = screen.getAllByTestId('kind-chip');
    expect(chips.map((c) => c.textContent?.trim())).toEqual(['All', 'anomaly', 'empty', 'system']);
    await fireEvent.click(chips[2]!);
    expect(swatchIds()).toEqual(['empty']);
    await fireEvent.click(chips[0]!);
    expect(swatchIds()).toHaveLength(3);

    await fireEvent.click(screen.getAllByTestId('tile-swatch')[1]!);
    expect(store.editor.settings).toMatchObject({ tileId: 'nebula', tool: 'paint' });
    expect(screen.getAllByTestId('tile-swatch')[1]?.getAttribute('aria-pressed')).toBe('true');

    // The fill tool stays in hand: it fills with the chosen tile.
    store.editor.setSettings({ tool: 'fill' });
    await fireEvent.click(screen.getAllByTestId('tile-swatch')[2]!);
    expect(store.editor.settings).toMatchObject({ tileId: 'empty', tool: 'fill' });
  });

  it('imports a CSV: a bad row is reported by its line number, the good rows come in', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(TilePalette, { props: { store } });
    const csv = [
      'id,name,kind,copies,planets',
      'lodor,Lodor,system,1,"[{""name"":""Lodor"",""resources"":3}]"',
      'broken,Broken,system,1,"[{""name"": "',
      'nebula,Nebula,anomaly,2,',
    ].join('\n');
    const file = new File([csv], 'tiles.csv', { type: 'text/csv' });
    await fireEvent.change(input('tile-import-csv'), { target: { files: [file] } });

    const dialog = await screen.findByTestId('csv-report-dialog');
    expect(within(dialog).getByTestId('csv-summary').textContent).toMatch(
      /1 new tile added, 1 tile updated/,
    );
    const problems = within(dialog).getAllByTestId('csv-problem');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.textContent).toMatch(/^Row 3/);
    expect(store.doc.tiles.map((t) => t.id)).toEqual(['mecatol', 'nebula', 'empty', 'lodor']);
    expect(store.doc.tiles.find((t) => t.id === 'lodor')?.attributes).toEqual({
      planets: [{ name: 'Lodor', resources: 3 }],
    });
    expect(store.doc.tiles.find((t) => t.id === 'nebula')?.copies).toBe(2);

    // One undo step takes the whole import back.
    store.editor.undo();
    expect(store.doc.tiles.map((t) => t.id)).toEqual(['mecatol', 'nebula', 'empty']);
  });

  it('refuses to delete a placed tile, saying how often it is placed; asked, removes it from the maps too', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(TilePalette, { props: { store } });
    await fireEvent.click(screen.getAllByTestId('tile-swatch')[1]!); // nebula, placed once
    await fireEvent.click(screen.getByTestId('tile-delete'));

    const refusal = screen.getByTestId('tile-delete-refused');
    expect(text(refusal)).toContain('placed 1 time on the maps, so it was not deleted');
    expect(store.doc.tiles.some((t) => t.id === 'nebula')).toBe(true);
    expect(store.editor.history.canUndo).toBe(false);

    await fireEvent.click(within(refusal).getByTestId('confirm-button'));
    expect(store.doc.tiles.some((t) => t.id === 'nebula')).toBe(false);
    expect(store.map?.placements['2,0']).toBeUndefined();
    expect(store.editor.settings.tileId).toBeNull();

    store.editor.undo();
    expect(store.map?.placements['2,0']?.tile).toBe('nebula');
  });

  it('deletes a tile nobody placed at once (undo brings it back)', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(TilePalette, { props: { store } });
    await fireEvent.click(screen.getAllByTestId('tile-swatch')[2]!);
    await fireEvent.click(screen.getByTestId('tile-delete'));
    expect(swatchIds()).toEqual(['mecatol', 'nebula']);
    expect(screen.getByTestId('palette-message').textContent).toBe('Deleted “Empty space”.');
  });
});

const planets = [{ name: 'Mecatol Rex', resources: 1, influence: 6 }];

/** The sample library as a galaxy game keeps it: Mecatol Rex with its planet, a nebula with none. */
function galaxyDoc(mecatol: Record<string, unknown>, nebula: Record<string, unknown>) {
  const doc = sampleDoc();
  return {
    ...doc,
    tiles: doc.tiles.map((t) =>
      t.id === 'mecatol'
        ? { ...t, attributes: { planets, ...mecatol } }
        : t.id === 'nebula'
          ? { ...t, attributes: { planets: [], ...nebula } }
          : t,
    ),
  };
}

describe('tile editor', () => {
  it('checks the fields, shows each problem beside its field, then adds the tile', async () => {
    const store = new PanelTestStore(sampleDoc());
    const onClose = () => closed++;
    let closed = 0;
    render(TileEditorDialog, { props: { store, onClose } });
    expect(document.activeElement).toBe(input('tile-name'));

    await fireEvent.input(input('tile-id'), { target: { value: 'mecatol' } });
    await fireEvent.input(input('tile-copies'), { target: { value: 'lots' } });
    await fireEvent.click(screen.getByTestId('attribute-add'));
    await fireEvent.input(screen.getByTestId('attribute-key'), { target: { value: 'planets' } });
    await fireEvent.input(screen.getByTestId('attribute-value'), {
      target: { value: '[{"name": 1' },
    });
    await fireEvent.click(screen.getByTestId('save-tile'));

    const dialog = screen.getByTestId('tile-editor-dialog');
    expect(dialog.textContent).toContain('the library already has a tile "mecatol"');
    expect(dialog.textContent).toContain('a tile needs a name');
    expect(dialog.textContent).toContain('a whole number of copies');
    expect(screen.getByTestId('attribute-error').textContent).toMatch(/not valid JSON/);
    expect(input('tile-name').getAttribute('aria-invalid')).toBe('true');
    expect(store.doc.tiles).toHaveLength(3);
    expect(closed).toBe(0);

    await fireEvent.input(input('tile-name'), { target: { value: 'Lodor' } });
    await fireEvent.input(input('tile-id'), { target: { value: '' } });
    await fireEvent.input(input('tile-copies'), { target: { value: '1' } });
    await fireEvent.input(screen.getByTestId('attribute-value'), {
      target: { value: '[{"name": "Lodor", "resources": 3}]' },
    });
    await fireEvent.input(input('tile-kind'), { target: { value: 'system' } });
    await fireEvent.submit(input('tile-name').form!);

    expect(closed).toBe(1);
    expect(store.doc.tiles.at(-1)).toMatchObject({
      id: 'lodor',
      name: 'Lodor',
      kind: 'system',
      copies: 1,
      attributes: { planets: [{ name: 'Lodor', resources: 3 }] },
    });
    expect(store.editor.settings.tileId).toBe('lodor');
  });

  it('edits a tile, keeping its id fixed, with a form for the planets the library has', async () => {
    const store = new PanelTestStore(galaxyDoc({ anomaly: null }, { anomaly: 'nebula' }));
    render(TileEditorDialog, { props: { store, onClose: () => {}, tileId: 'nebula' } });
    expect(input('tile-id').readOnly).toBe(true);
    expect(input('tile-name').value).toBe('Nebula');
    // No JSON: the planets are a list of records, the anomaly a text the other tiles suggest.
    expect(screen.queryByTestId('attribute-value')).toBeNull();
    expect(screen.queryAllByTestId('attribute-record')).toHaveLength(0);
    await fireEvent.click(screen.getByTestId('attribute-record-add'));
    const fields = () => screen.getAllByTestId('attribute-record-field') as HTMLInputElement[];
    expect(fields().map((f) => f.value)).toEqual(['', '0', '0']);
    await typeAndCommit(fields()[0]!, 'Cygnus');
    await typeAndCommit(fields()[1]!, 'two');
    expect(screen.getByTestId('attribute-field-error').textContent).toMatch(/enter a number/);
    await fireEvent.click(screen.getByTestId('save-tile'));
    expect(screen.getByTestId('attribute-error').textContent).toMatch(/enter a number/);
    expect(store.doc.tiles.find((t) => t.id === 'nebula')?.attributes.planets).toEqual([]);

    await typeAndCommit(fields()[1]!, '2');
    await fireEvent.input(input('tile-label'), { target: { value: 'N' } });
    await fireEvent.click(screen.getByTestId('save-tile'));
    expect(store.doc.tiles.find((t) => t.id === 'nebula')).toMatchObject({
      label: 'N',
      attributes: {
        planets: [{ name: 'Cygnus', resources: 2, influence: 0 }],
        anomaly: 'nebula',
      },
    });
  });

  it('refuses a file that is not a picture, beside the image field', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(TileEditorDialog, { props: { store, onClose: () => {} } });
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await fireEvent.change(input('tile-image-input'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByTestId('tile-image-error').textContent).toMatch(
        /“notes.txt” is not an image/,
      ),
    );
  });
});

describe('layers panel', () => {
  it('hides and locks layers through the map (undoably) and sets the coordinate style', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(LayersPanel, { props: { store } });
    const tokens = screen.getAllByTestId('layer-row').find((r) => r.dataset.layer === 'tokens')!;
    const eye = within(tokens).getByTestId('layer-visible');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(eye);
    expect(store.map?.layers.tokens.visible).toBe(false);
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await fireEvent.click(within(tokens).getByTestId('layer-locked'));
    expect(store.map?.layers.tokens).toEqual({ visible: false, locked: true });

    store.editor.undo();
    expect(store.map?.layers.tokens).toEqual({ visible: false, locked: false });

    const select = screen.getByTestId('coordinate-style') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      'none',
      'axial',
      'offset',
      'spiral',
      'names',
    ]);
    await fireEvent.change(select, { target: { value: 'axial' } });
    expect(store.map?.coordinates).toBe('axial');
  });
});

describe('new map dialog', () => {
  async function create(store: PanelTestStore, fill: () => Promise<void>) {
    let closed = false;
    const view = render(NewMapDialog, { props: { store, onClose: () => (closed = true) } });
    await fill();
    await fireEvent.click(screen.getByTestId('create-map'));
    view.unmount();
    return closed;
  }

  it('creates a hex, a square and a graph map, and opens each', async () => {
    const store = new PanelTestStore(sampleDoc());
    expect(
      await create(store, async () => {
        expect(document.activeElement).toBe(input('new-map-name'));
        await fireEvent.input(input('new-map-name'), { target: { value: 'Battle map' } });
        await fireEvent.change(input('grid-orientation'), { target: { value: 'pointy' } });
        await fireEvent.change(input('grid-shape'), { target: { value: 'rectangle' } });
        await fireEvent.input(input('grid-width'), { target: { value: '10' } });
        await fireEvent.input(input('grid-height'), { target: { value: '6' } });
      }),
    ).toBe(true);
    expect(store.map).toMatchObject({
      id: 'battle-map',
      grid: {
        kind: 'hex',
        orientation: 'pointy',
        shape: { type: 'rectangle', width: 10, height: 6 },
      },
    });

    await create(store, async () => {
      await fireEvent.input(input('new-map-name'), { target: { value: 'Dungeon' } });
      await fireEvent.click(within(screen.getByTestId('grid-kind-square')).getByRole('radio'));
      await fireEvent.click(input('grid-diagonal'));
    });
    expect(store.map).toMatchObject({
      id: 'dungeon',
      grid: { kind: 'square', width: 12, height: 8, diagonal: true },
    });

    await create(store, async () => {
      await fireEvent.click(within(screen.getByTestId('grid-kind-graph')).getByRole('radio'));
    });
    expect(store.map?.grid).toEqual({ kind: 'graph', width: 1600, height: 1000 });
    expect(store.map?.laneTypes.length).toBeGreaterThan(0);

    expect(store.doc.maps.map((m) => m.id)).toEqual([
      'galaxy',
      'battle-map',
      'dungeon',
      'point-to-point-map',
    ]);
    expect(store.opened).toEqual(['battle-map', 'dungeon', 'point-to-point-map']);
    // Each map was one step: undo removes the last one and shows the map it was made from.
    store.editor.undo();
    expect(store.doc.maps).toHaveLength(3);
  });

  it('starts a free hex board as a hexagon of the given radius', async () => {
    const store = new PanelTestStore(sampleDoc());
    await create(store, async () => {
      await fireEvent.change(input('grid-shape'), { target: { value: 'free' } });
      await fireEvent.input(input('grid-radius'), { target: { value: '1' } });
    });
    expect(store.map?.grid).toMatchObject({ kind: 'hex', shape: { type: 'free' } });
    expect(store.map?.cells).toHaveLength(7);
  });

  it('keeps the dialog open with the problem beside a bad size', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(NewMapDialog, { props: { store, onClose: () => {} } });
    await fireEvent.input(input('grid-radius'), { target: { value: '' } });
    await fireEvent.click(screen.getByTestId('create-map'));
    expect(screen.getByTestId('new-map-dialog').textContent).toContain('enter a number');
    expect(input('grid-radius').getAttribute('aria-invalid')).toBe('true');
    expect(store.doc.maps).toHaveLength(1);
  });
});

describe('reshape dialog', () => {
  it('says what falls off a smaller board before applying, then applies it as one step', async () => {
    const store = new PanelTestStore(sampleDoc());
    let closed = false;
    render(ReshapeDialog, { props: { store, onClose: () => (closed = true) } });
    expect(input('grid-radius').value).toBe('2');
    expect(screen.queryByTestId('reshape-loss')).toBeNull();
    // Only an empty map may change kind.
    expect(screen.queryByTestId('grid-kind-square')).toBeNull();

    await fireEvent.input(input('grid-radius'), { target: { value: '1' } });
    expect(screen.getByTestId('reshape-loss').textContent).toBe(
      '1 tile and 1 token are outside the new board and will be removed.',
    );
    expect(store.map?.grid).toMatchObject({ shape: { radius: 2 } });

    await fireEvent.click(screen.getByTestId('apply-reshape'));
    expect(closed).toBe(true);
    expect(store.map?.grid).toMatchObject({ shape: { type: 'hexagon', radius: 1 } });
    expect(Object.keys(store.map?.placements ?? {})).toEqual(['0,0']);
    store.editor.undo();
    expect(store.map?.placements['2,0']?.tile).toBe('nebula');
  });
});

describe('maps panel', () => {
  it('opens, renames in place, duplicates and deletes maps (undoably)', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(MapsPanel, { props: { store } });
    await fireEvent.click(screen.getByTestId('map-duplicate'));
    expect(store.doc.maps.map((m) => m.name)).toEqual(['Galaxy', 'Galaxy copy']);
    expect(store.map?.name).toBe('Galaxy copy');
    expect(screen.getAllByTestId('map-open')[1]?.getAttribute('aria-current')).toBe('page');

    await fireEvent.click(screen.getAllByTestId('map-open')[0]!);
    expect(store.map?.id).toBe('galaxy');
    expect(store.opened.at(-1)).toBe('galaxy');

    // Double-click renames in place; Escape leaves the name as it was.
    await fireEvent.dblClick(screen.getAllByTestId('map-open')[1]!);
    let rename = input('map-rename-input');
    expect(document.activeElement).toBe(rename);
    await fireEvent.input(rename, { target: { value: 'Never mind' } });
    await fireEvent.keyDown(rename, { key: 'Escape' });
    expect(screen.queryByTestId('map-rename-input')).toBeNull();
    expect(store.doc.maps[1]?.name).toBe('Galaxy copy');

    await fireEvent.click(screen.getAllByTestId('map-open')[1]!);
    await fireEvent.click(screen.getByTestId('map-rename'));
    rename = input('map-rename-input');
    await fireEvent.input(rename, { target: { value: '  ' } });
    await fireEvent.keyDown(rename, { key: 'Enter' });
    expect(text(screen.getByTestId('maps-panel'))).toContain('A map needs a name.');
    await fireEvent.input(rename, { target: { value: 'Mirror galaxy' } });
    await fireEvent.keyDown(rename, { key: 'Enter' });
    expect(store.doc.maps[1]?.name).toBe('Mirror galaxy');

    await fireEvent.click(screen.getByTestId('map-delete'));
    await fireEvent.click(
      within(screen.getByTestId('delete-map-dialog')).getByTestId('confirm-button'),
    );
    expect(store.doc.maps.map((m) => m.name)).toEqual(['Galaxy']);
    flushSync(() => store.editor.undo());
    expect(store.doc.maps.map((m) => m.name)).toEqual(['Galaxy', 'Mirror galaxy']);
    expect(screen.getAllByTestId('map-row')).toHaveLength(2);
  });

  it('opens the reshape dialog for the open map', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(MapsPanel, { props: { store } });
    await fireEvent.click(screen.getByTestId('map-reshape'));
    expect(screen.getByTestId('reshape-dialog')).toBeTruthy();
    expect(input('grid-radius').value).toBe('2');
  });
});

describe('properties panel', () => {
  it("edits a cell's note and its tile's rotation, each one undoable step", async () => {
    const store = new PanelTestStore(sampleDoc());
    store.editor.setSelection(selectionOf({ places: ['2,0'] }));
    render(PropertiesPanel, { props: { store } });
    expect(screen.getByTestId('place-tile-name').textContent).toBe('Nebula');
    expect(screen.getByTestId('place-rotation').textContent).toBe('0°');

    await fireEvent.click(screen.getByTestId('rotate-right'));
    await fireEvent.click(screen.getByTestId('rotate-right'));
    expect(store.map?.placements['2,0']?.rotation).toBe(2);
    expect(screen.getByTestId('place-rotation').textContent).toBe('120°');
    await fireEvent.click(screen.getByTestId('rotate-left'));
    expect(screen.getByTestId('place-rotation').textContent).toBe('60°');

    await typeAndCommit(screen.getByTestId('place-note'), 'The rift opens on turn 3.');
    expect(store.map?.notes['2,0']).toBe('The rift opens on turn 3.');

    flushSync(() => store.editor.undo());
    expect(store.map?.notes['2,0']).toBeUndefined();
    expect((screen.getByTestId('place-note') as HTMLTextAreaElement).value).toBe('');
    store.editor.undo();
    expect(store.map?.placements['2,0']?.rotation).toBe(2);
  });

  it('edits the tokens on a cell and its visibility per team', async () => {
    const store = new PanelTestStore(sampleDoc());
    store.editor.setSelection(selectionOf({ places: ['2,0'] }));
    render(PropertiesPanel, { props: { store } });
    const token = screen.getByTestId('token-fields');
    await typeAndCommit(input('token-count', token), '3');
    await fireEvent.change(input('token-team', token), { target: { value: 'red' } });
    expect(store.map?.tokens[0]).toMatchObject({ count: 3, team: 'red' });
    await typeAndCommit(input('token-count', token), '0');
    expect(token.textContent).toContain('must be at least 1');
    expect(store.map?.tokens[0]?.count).toBe(3);

    await fireEvent.change(input('visibility-state'), { target: { value: 'unexplored' } });
    expect(store.map?.visibility['2,0']).toEqual({ state: 'unexplored', revealedTo: [] });
    const blue = screen.getAllByTestId('reveal-team').find((c) => c.dataset.teamId === 'blue')!;
    await fireEvent.click(blue);
    expect(store.map?.visibility['2,0']?.revealedTo).toEqual(['blue']);

    await fireEvent.click(input('token-remove', token));
    expect(store.map?.tokens).toEqual([]);
  });

  it('gives a token numbers it carries through play, undoable, with bounds checked', async () => {
    const store = new PanelTestStore(sampleDoc());
    store.editor.setSelection(selectionOf({ places: ['2,0'] }));
    render(PropertiesPanel, { props: { store } });
    const token = screen.getByTestId('token-fields');
    await fireEvent.click(input('piece-property-add', token));
    expect(store.map?.tokens[0]?.properties).toEqual([
      { name: 'Property 1', value: 0, min: 0, max: null, hidden: false },
    ]);
    await typeAndCommit(input('piece-property-name', token), 'Crew');
    await typeAndCommit(input('piece-property-max', token), '6');
    await typeAndCommit(input('piece-property-start', token), '4');
    await fireEvent.click(input('piece-property-hidden', token));
    expect(store.map?.tokens[0]?.properties).toEqual([
      { name: 'Crew', value: 4, min: 0, max: 6, hidden: true },
    ]);
    flushSync(() => store.editor.undo());
    expect(store.map?.tokens[0]?.properties?.[0]?.hidden).toBe(false);
    await fireEvent.click(screen.getByRole('button', { name: 'Remove property Crew' }));
    expect(store.map?.tokens[0]?.properties).toBeUndefined();
  });

  it('rotates several selected tiles together', async () => {
    const store = new PanelTestStore(sampleDoc());
    store.editor.setSelection(selectionOf({ places: ['0,0', '2,0', '1,0'] }));
    render(PropertiesPanel, { props: { store } });
    expect(screen.getByTestId('selection-counts').textContent).toBe('3 cells');
    await fireEvent.click(screen.getByTestId('bulk-rotate-right'));
    expect(store.map?.placements['0,0']?.rotation).toBe(1);
    expect(store.map?.placements['2,0']?.rotation).toBe(1);
    expect(store.editor.history.canUndo).toBe(true);
  });

  it('with nothing selected, edits the map and the brush of the tool in hand', async () => {
    const store = new PanelTestStore(sampleDoc());
    render(PropertiesPanel, { props: { store } });
    await typeAndCommit(screen.getByTestId('map-description'), 'The home galaxy.');
    expect(store.map?.description).toBe('The home galaxy.');
    await typeAndCommit(screen.getByTestId('map-name'), '  ');
    expect(screen.getByTestId('map-properties').textContent).toContain('must not be empty');
    expect(store.map?.name).toBe('Galaxy');

    store.editor.setSettings({ tool: 'token' });
    await waitFor(() => screen.getByTestId('brush-token-label'));
    await typeAndCommit(screen.getByTestId('brush-token-label'), 'Dreadnought');
    expect(store.editor.settings.token.label).toBe('Dreadnought');
    // The next click lands on the map, which may never blur the field: typing alone is enough.
    await fireEvent.input(screen.getByTestId('brush-token-label'), {
      target: { value: 'Cruiser' },
    });
    expect(store.editor.settings.token.label).toBe('Cruiser');
  });
});

describe('attributes in the properties panel', () => {
  /** The sample galaxy whose central tile carries attributes, one of them already overridden. */
  function storeWithAttributes(overrides: Record<string, unknown> = {}) {
    const doc = sampleDoc();
    return new PanelTestStore({
      tiles: doc.tiles.map((t) =>
        t.id === 'mecatol' ? { ...t, attributes: { resources: 1, wormhole: 'alpha' } } : t,
      ),
      maps: doc.maps.map((m) => ({
        ...m,
        placements: {
          ...m.placements,
          '0,0': { tile: 'mecatol', rotation: 0, overrides: { name: 'Capital', ...overrides } },
        },
      })),
    });
  }
  const field = (key: string) =>
    screen.getAllByTestId('attribute-field').find((f) => f.dataset.key === key)!;
  const valueOf = (key: string) =>
    field(key).querySelector<HTMLTextAreaElement>('[data-testid="attribute-field-value"]')!;
  const isMarked = (key: string) =>
    field(key).querySelector('label')!.classList.contains('overridden');

  it("overrides a placed tile's attribute as one undoable step, keeping only what differs", async () => {
    const store = storeWithAttributes();
    store.editor.setSelection(selectionOf({ places: ['0,0'] }));
    render(PropertiesPanel, { props: { store } });
    expect(screen.getAllByTestId('attribute-field').map((f) => f.dataset.key)).toEqual([
      'resources',
      'wormhole',
    ]);
    expect(valueOf('resources').value).toBe('1');
    expect(isMarked('resources')).toBe(false);
    expect(screen.queryByTestId('attribute-field-reset')).toBeNull();

    await typeAndCommit(valueOf('resources'), '3');
    expect(store.map?.placements['0,0']?.overrides).toEqual({
      name: 'Capital',
      attributes: { resources: 3 },
    });
    expect(isMarked('resources')).toBe(true);
    expect(isMarked('wormhole')).toBe(false);
    expect(store.doc.tiles[0]?.attributes).toEqual({ resources: 1, wormhole: 'alpha' });

    // A new key on this copy only.
    await fireEvent.input(screen.getByTestId('attribute-new-key'), { target: { value: 'speed' } });
    await fireEvent.input(screen.getByTestId('attribute-new-value'), { target: { value: '2' } });
    await fireEvent.click(screen.getByTestId('attribute-new-add'));
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({ resources: 3, speed: 2 });
    expect(valueOf('speed').value).toBe('2');
    expect((screen.getByTestId('attribute-new-key') as HTMLInputElement).value).toBe('');

    // Typing the tile's own value again is no override: the copy follows its tile.
    await typeAndCommit(valueOf('resources'), '1');
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({ speed: 2 });

    flushSync(() => store.editor.undo());
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({ resources: 3, speed: 2 });
    flushSync(() => store.editor.undo());
    flushSync(() => store.editor.undo());
    expect(store.map?.placements['0,0']?.overrides).toEqual({ name: 'Capital' });
    expect(valueOf('resources').value).toBe('1');
    expect(isMarked('resources')).toBe(false);
    expect(store.editor.history.canUndo).toBe(false);
  });

  it('resets an override to the tile value, and removes a key only this copy has', async () => {
    const store = storeWithAttributes({ attributes: { resources: 5, anomaly: true } });
    store.editor.setSelection(selectionOf({ places: ['0,0'] }));
    render(PropertiesPanel, { props: { store } });
    expect(valueOf('resources').value).toBe('5');
    expect(isMarked('resources')).toBe(true);
    const reset = within(field('resources')).getByTestId('attribute-field-reset');
    expect(reset.textContent).toBe('Reset');
    expect(within(field('anomaly')).getByTestId('attribute-field-reset').textContent).toBe(
      'Remove',
    );

    await fireEvent.click(reset);
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({ anomaly: true });
    expect(valueOf('resources').value).toBe('1');
    await fireEvent.click(within(field('anomaly')).getByTestId('attribute-field-reset'));
    expect(store.map?.placements['0,0']?.overrides).toEqual({ name: 'Capital' });
    expect(screen.getAllByTestId('attribute-field').map((f) => f.dataset.key)).toEqual([
      'resources',
      'wormhole',
    ]);

    flushSync(() => store.editor.undo());
    flushSync(() => store.editor.undo());
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({
      resources: 5,
      anomaly: true,
    });
  });

  it('refuses a bad value and a nameless new attribute beside the field, changing nothing', async () => {
    const store = storeWithAttributes();
    store.editor.setSelection(selectionOf({ places: ['0,0'] }));
    render(PropertiesPanel, { props: { store } });
    const before = store.map;

    await typeAndCommit(valueOf('resources'), 'three');
    expect(within(field('resources')).getByTestId('attribute-field-error').textContent).toMatch(
      /enter a number/,
    );
    expect(valueOf('resources').getAttribute('aria-invalid')).toBe('true');
    // Edited as JSON, a broken list is refused too.
    await fireEvent.click(within(field('resources')).getByTestId('attribute-field-json'));
    await typeAndCommit(valueOf('resources'), '[{"name": 1');
    expect(within(field('resources')).getByTestId('attribute-field-error').textContent).toMatch(
      /not valid JSON/,
    );

    await fireEvent.input(screen.getByTestId('attribute-new-value'), { target: { value: '4' } });
    await fireEvent.click(screen.getByTestId('attribute-new-add'));
    expect(screen.getByTestId('attribute-new-error').textContent).toMatch(
      /give the attribute a name/,
    );
    await fireEvent.input(screen.getByTestId('attribute-new-key'), {
      target: { value: 'wormhole' },
    });
    await fireEvent.click(screen.getByTestId('attribute-new-add'));
    expect(screen.getByTestId('attribute-new-error').textContent).toMatch(/already listed/);
    await fireEvent.input(screen.getByTestId('attribute-new-key'), {
      target: { value: 'planets' },
    });
    await fireEvent.input(screen.getByTestId('attribute-new-value'), { target: { value: '[' } });
    await fireEvent.click(screen.getByTestId('attribute-new-add'));
    expect(screen.getByTestId('attribute-new-error').textContent).toMatch(/not valid JSON/);

    expect(store.map).toBe(before);
    expect(store.editor.history.canUndo).toBe(false);

    // A good value clears the problem.
    await typeAndCommit(valueOf('resources'), '2');
    expect(screen.queryByTestId('attribute-field-error')).toBeNull();
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({ resources: 2 });
  });

  it('gives a galaxy tile a form: planets as cards, an empty anomaly as none, flags as boxes', async () => {
    const store = new PanelTestStore(
      galaxyDoc({ anomaly: null, capital: true }, { anomaly: 'nebula', capital: false }),
    );
    store.editor.setSelection(selectionOf({ places: ['0,0'] }));
    render(PropertiesPanel, { props: { store } });
    const panel = screen.getByTestId('place-attributes');
    // Nothing reads as raw JSON or "null".
    expect(panel.querySelector('textarea.json')).toBeNull();
    expect(panel.textContent).not.toContain('null');
    expect(within(field('planets')).getAllByTestId('attribute-record')).toHaveLength(1);
    const planetFields = () =>
      within(field('planets')).getAllByTestId('attribute-record-field') as HTMLInputElement[];
    expect(planetFields().map((f) => f.value)).toEqual(['Mecatol Rex', '1', '6']);
    expect(valueOf('anomaly').value).toBe('');
    expect(valueOf('anomaly').placeholder).toBe('none');
    const suggestions = document.getElementById(valueOf('anomaly').getAttribute('list') ?? '');
    expect([...(suggestions?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'nebula',
    ]);
    const capital = within(field('capital')).getByTestId(
      'attribute-field-value-flag',
    ) as HTMLInputElement;
    expect(capital.checked).toBe(true);

    // Each change is one step, kept on this copy only.
    await typeAndCommit(planetFields()[2]!, '5');
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({
      planets: [{ name: 'Mecatol Rex', resources: 1, influence: 5 }],
    });
    await typeAndCommit(planetFields()[1]!, 'lots');
    expect(within(field('planets')).getByTestId('attribute-field-error').textContent).toMatch(
      /enter a number/,
    );
    await typeAndCommit(valueOf('anomaly'), 'nebula');
    await fireEvent.click(capital);
    await fireEvent.click(within(field('planets')).getByTestId('attribute-record-add'));
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({
      planets: [
        { name: 'Mecatol Rex', resources: 1, influence: 5 },
        { name: '', resources: 0, influence: 0 },
      ],
      anomaly: 'nebula',
      capital: false,
    });
    await fireEvent.click(within(field('planets')).getAllByTestId('attribute-record-remove')[1]!);
    await typeAndCommit(valueOf('anomaly'), '');
    expect(store.map?.placements['0,0']?.overrides.attributes).toEqual({
      planets: [{ name: 'Mecatol Rex', resources: 1, influence: 5 }],
      capital: false,
    });
    expect(store.doc.tiles[0]?.attributes.planets).toEqual(planets);

    for (let i = 0; i < 6; i++) flushSync(() => store.editor.undo());
    expect(store.map?.placements['0,0']?.overrides).toEqual({});
    expect(planetFields()[2]?.value).toBe('6');
    expect(store.editor.history.canUndo).toBe(false);
  });

  it("edits the map's own attributes, each change one undoable step", async () => {
    const store = new PanelTestStore(sampleDoc());
    render(PropertiesPanel, { props: { store } });
    const attributes = screen.getByTestId('map-attributes');
    expect(attributes.textContent).toContain('No attributes.');

    await fireEvent.input(screen.getByTestId('attribute-new-key'), { target: { value: 'table' } });
    await fireEvent.input(screen.getByTestId('attribute-new-value'), { target: { value: '4' } });
    await fireEvent.submit(screen.getByTestId('attribute-new-key').closest('form')!);
    expect(store.map?.attributes).toEqual({ table: 4 });
    // The map has no tile underneath: its attributes are never marked as overrides.
    expect(isMarked('table')).toBe(false);

    // A number becomes a record only as JSON: the form for a number takes numbers.
    await fireEvent.click(within(field('table')).getByTestId('attribute-field-json'));
    await typeAndCommit(valueOf('table'), '{"sector": "north", "speed": 2}');
    expect(store.map?.attributes).toEqual({ table: { sector: 'north', speed: 2 } });
    const edited = store.map;
    await typeAndCommit(valueOf('table'), '{ "speed": 2, "sector": "north" }');
    expect(store.map).toBe(edited);

    await fireEvent.click(within(field('table')).getByTestId('attribute-field-reset'));
    expect(store.map?.attributes).toEqual({});

    flushSync(() => store.editor.undo());
    expect(store.map?.attributes).toEqual({ table: { sector: 'north', speed: 2 } });
    flushSync(() => store.editor.undo());
    expect(store.map?.attributes).toEqual({ table: 4 });
    expect(valueOf('table').value).toBe('4');
    flushSync(() => store.editor.undo());
    expect(store.map?.attributes).toEqual({});
    expect(store.editor.history.canUndo).toBe(false);
  });
});

describe('edge and lane type lists', () => {
  it('adds an edge feature, opens it for editing, and each change is one undo step', async () => {
    const store = new PanelTestStore(sampleDoc());
    const { rerender } = render(EdgeTypes, { props: { store, map: store.map! } });
    const rows = () => screen.queryAllByTestId('edge-type-row');
    expect(rows()).toHaveLength(0);

    await fireEvent.click(screen.getByTestId('edge-type-add'));
    await rerender({ store, map: store.map! });
    expect(rows()).toHaveLength(1);
    expect(store.editor.settings.edgeTypeId).toBe(store.map?.edgeTypes[0]?.id);
    await typeAndCommit(input('edge-type-name'), 'Asteroid belt');
    await rerender({ store, map: store.map! });
    const blocks = screen.getByLabelText('Blocks movement across it') as HTMLInputElement;
    await fireEvent.click(blocks);
    await rerender({ store, map: store.map! });
    expect(store.map?.edgeTypes[0]).toMatchObject({ name: 'Asteroid belt', blocks: true });
    expect(text(rows()[0])).toContain('blocks');
    expect(screen.getByTestId('edge-type-choose').getAttribute('aria-pressed')).toBe('true');

    store.editor.undo();
    expect(store.map?.edgeTypes[0]).toMatchObject({ name: 'Asteroid belt', blocks: false });
    store.editor.undo();
    store.editor.undo();
    expect(store.map?.edgeTypes).toEqual([]);
  });

  it('refuses to remove a lane type that lanes still use, and says why', async () => {
    const doc = sampleDoc();
    const graph = map({
      id: 'sector',
      name: 'Sector',
      grid: { kind: 'graph' },
      laneTypes: [{ id: 'route', name: 'Route', colour: '#33aa66' }],
      nodes: [
        { id: 'a', name: 'A', x: 0, y: 0 },
        { id: 'b', name: 'B', x: 200, y: 0 },
      ],
      lanes: [{ id: 'lane-1', from: 'a', to: 'b', type: 'route' }],
    });
    const store = new PanelTestStore({ ...doc, maps: [graph] });
    render(LaneTypes, { props: { store, map: store.map! } });
    await fireEvent.click(screen.getByTestId('lane-type-edit'));
    await fireEvent.click(screen.getByTestId('lane-type-remove'));
    expect(screen.getByRole('alert').textContent).toMatch(/used by 1 lane/);
    expect(store.map?.laneTypes).toHaveLength(1);
    expect(store.editor.history.canUndo).toBe(false);
  });
});
