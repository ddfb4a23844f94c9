import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attributesToRows,
  rowsToAttributes,
  textToValue,
} from '../../renderer/editor/panels/attribute-rows.ts';
import {
  readNumber,
  readText,
  rotationDegrees,
} from '../../renderer/editor/panels/field-values.ts';
import {
  DEFAULT_GRID_FORM,
  describeLoss,
  formToGrid,
  gridToForm,
} from '../../renderer/editor/panels/grid-form.ts';
import { brushFor, paletteEntries, usageText } from '../../renderer/editor/panels/palette.ts';
import { describeCounts, viewSelection } from '../../renderer/editor/panels/selection-view.ts';
import { EMPTY_TILE_FORM, formToTile, tileToForm } from '../../renderer/editor/panels/tile-form.ts';
import { selectionOf } from '../../editor/model/selection.ts';
import { map, sampleDoc } from './map-editor-panels-support.svelte.ts';

describe('attribute rows', () => {
  it('reads numbers, booleans and lists as JSON and anything else as text', () => {
    expect(textToValue('3')).toEqual({ value: 3 });
    expect(textToValue('true')).toEqual({ value: true });
    expect(textToValue('[{"name":"Mecatol","resources":1}]')).toEqual({
      value: [{ name: 'Mecatol', resources: 1 }],
    });
    expect(textToValue('wormhole alpha')).toEqual({ value: 'wormhole alpha' });
    expect(textToValue('"12"')).toEqual({ value: '12' });
  });

  it('refuses a broken list with a message instead of keeping it as text', () => {
    const read = textToValue('[{"name": "Mecatol"');
    expect(read).toMatchObject({ error: expect.stringMatching(/^not valid JSON/) });
  });

  it('names each bad row: blank names, repeated names, broken JSON', () => {
    const result = rowsToAttributes([
      { key: 'planets', text: '[1, 2' },
      { key: '', text: 'x' },
      { key: 'anomaly', text: 'nebula' },
      { key: 'anomaly', text: 'rift' },
      { key: '', text: '' },
    ]);
    expect(result).toEqual({
      errors: [
        { index: 0, message: expect.stringMatching(/not valid JSON/) },
        { index: 1, message: 'give this attribute a name' },
        { index: 3, message: '"anomaly" is already used by an earlier row' },
      ],
    });
  });

  it('gives back exactly the attributes it was shown (text that looks like JSON stays text)', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const keys = fc.string({ minLength: 1 }).filter((k) => k.trim() === k && k !== '__proto__');
    fc.assert(
      fc.property(fc.dictionary(keys, json, { maxKeys: 5 }), (attributes) => {
        expect(rowsToAttributes(attributesToRows(attributes))).toEqual({ attributes });
      }),
    );
  });
});

describe('tile form', () => {
  const taken = new Set(['mecatol']);

  it('makes a new tile, its id from the name when left blank, copies blank = unlimited', () => {
    const result = formToTile(
      {
        ...EMPTY_TILE_FORM,
        name: 'Lazar Sakar',
        copies: '',
        attributes: [{ key: 'resources', text: '2' }],
      },
      { takenIds: taken, isNew: true },
    );
    expect(result).toEqual({
      tile: expect.objectContaining({
        id: 'lazar-sakar',
        name: 'Lazar Sakar',
        copies: null,
        attributes: { resources: 2 },
      }),
    });
  });

  it('puts each problem beside its field: taken id, blank name, bad copies, bad attribute', () => {
    const result = formToTile(
      {
        ...EMPTY_TILE_FORM,
        id: 'mecatol',
        name: '  ',
        copies: '2.5',
        attributes: [{ key: 'planets', text: '{' }],
      },
      { takenIds: taken, isNew: true },
    );
    expect(result).toEqual({
      errors: {
        fields: {
          id: 'the library already has a tile "mecatol"',
          name: 'a tile needs a name',
          copies: 'a whole number of copies, or blank for as many as wanted',
        },
        attributes: { 0: expect.stringMatching(/not valid JSON/) },
      },
    });
  });

  it('refuses an id the format cannot store', () => {
    const result = formToTile(
      { ...EMPTY_TILE_FORM, id: 'Big Tile', name: 'Big' },
      { takenIds: taken, isNew: true },
    );
    expect(result).toEqual({
      errors: { fields: { id: 'must be lower-case letters, digits and dashes' }, attributes: {} },
    });
  });

  it('edits an existing tile without complaining that its own id is taken', () => {
    const mecatol = sampleDoc().tiles[0]!;
    const result = formToTile(tileToForm(mecatol), { takenIds: taken, isNew: false });
    expect(result).toEqual({ tile: expect.objectContaining({ id: 'mecatol', copies: 1 }) });
  });
});

describe('grid form', () => {
  it('describes each kind of board', () => {
    expect(formToGrid({ ...DEFAULT_GRID_FORM, shape: 'rectangle', width: 5, height: 4 })).toEqual({
      grid: {
        kind: 'hex',
        orientation: 'flat',
        shape: { type: 'rectangle', width: 5, height: 4, offset: 'odd' },
      },
    });
    expect(formToGrid({ ...DEFAULT_GRID_FORM, kind: 'square', diagonal: true })).toEqual({
      grid: { kind: 'square', width: 12, height: 8, diagonal: true },
    });
    expect(formToGrid({ ...DEFAULT_GRID_FORM, kind: 'graph' })).toEqual({
      grid: { kind: 'graph', width: 1600, height: 1000 },
    });
  });

  it('puts problems beside the field: an empty box, a number out of range', () => {
    expect(formToGrid({ ...DEFAULT_GRID_FORM, radius: null })).toEqual({
      errors: { radius: 'enter a number' },
    });
    expect(formToGrid({ ...DEFAULT_GRID_FORM, kind: 'square', width: 0, height: 301 })).toEqual({
      errors: { width: 'must be at least 1', height: 'must be at most 300' },
    });
    expect(formToGrid({ ...DEFAULT_GRID_FORM, kind: 'graph', areaHeight: -5 })).toEqual({
      errors: { areaHeight: expect.any(String) },
    });
  });

  it('round-trips a board through the form', () => {
    const grids = [
      { kind: 'hex', orientation: 'pointy', shape: { type: 'hexagon', radius: 4 } },
      {
        kind: 'hex',
        orientation: 'flat',
        shape: { type: 'rectangle', width: 7, height: 3, offset: 'even' },
      },
      { kind: 'hex', orientation: 'flat', shape: { type: 'parallelogram', width: 2, height: 9 } },
      { kind: 'square', width: 3, height: 5, diagonal: false },
      { kind: 'graph', width: 900, height: 700 },
    ] as const;
    for (const grid of grids) expect(formToGrid(gridToForm(grid))).toEqual({ grid });
  });

  it('says what a reshape would remove, in words', () => {
    expect(describeLoss({ placements: ['1,0', '2,0', '3,0'], tokens: ['t'], notes: [] })).toBe(
      '3 tiles and 1 token are outside the new board and will be removed.',
    );
    expect(describeLoss({ edges: 1 })).toBe(
      '1 edge feature is outside the new board and will be removed.',
    );
    expect(describeLoss({ placements: 2, notes: 1, visibility: 1 })).toBe(
      '2 tiles, 1 note and 1 fog mark are outside the new board and will be removed.',
    );
    expect(describeLoss({ placements: [], tokens: 0 })).toBeNull();
  });
});

describe('palette', () => {
  it('counts the copies placed and greys a tile whose pool is used up', () => {
    const doc = sampleDoc();
    const entries = paletteEntries(doc, doc.maps[0] ?? null, { search: '', kind: null });
    expect(entries.map((e) => [e.tile.id, usageText(e), e.exhausted])).toEqual([
      ['mecatol', '1/1', true],
      ['nebula', '1', false],
      ['empty', '0/8', false],
    ]);
    expect(
      paletteEntries(doc, doc.maps[0] ?? null, { search: 'neb', kind: null }).map((e) => e.tile.id),
    ).toEqual(['nebula']);
    expect(
      paletteEntries(doc, doc.maps[0] ?? null, { search: '', kind: 'empty' }).map((e) => e.tile.id),
    ).toEqual(['empty']);
  });

  it('counts on the open map: another map laid from the same box has its own copies', () => {
    const doc = sampleDoc();
    const duel = map({
      id: 'duel',
      name: 'Duel',
      grid: { kind: 'hex', shape: { type: 'hexagon', radius: 1 } },
    });
    const entries = paletteEntries({ ...doc, maps: [...doc.maps, duel] }, duel, {
      search: '',
      kind: null,
    });
    expect(entries.map((e) => [e.tile.id, usageText(e), e.exhausted])).toEqual([
      ['mecatol', '0/1', false],
      ['nebula', '0', false],
      ['empty', '0/8', false],
    ]);
  });

  it('arms the paint tool, but leaves the fill tool in hand', () => {
    expect(brushFor('nebula', 'select')).toEqual({ tileId: 'nebula', tool: 'paint' });
    expect(brushFor('nebula', 'fill')).toEqual({ tileId: 'nebula' });
  });
});

describe('selection view', () => {
  const galaxy = sampleDoc().maps[0]!;

  it('shows the map when nothing (or only vanished things) is selected', () => {
    expect(viewSelection(galaxy, selectionOf({}))).toEqual({ kind: 'map' });
    expect(viewSelection(galaxy, selectionOf({ tokens: ['gone'] }))).toEqual({ kind: 'map' });
  });

  it('shows one thing by itself and several as counts', () => {
    expect(viewSelection(galaxy, selectionOf({ places: ['2,0'] }))).toEqual({
      kind: 'place',
      at: '2,0',
      node: null,
    });
    expect(viewSelection(galaxy, selectionOf({ tokens: ['token-1'] }))).toMatchObject({
      kind: 'token',
      token: { id: 'token-1' },
    });
    const several = viewSelection(
      galaxy,
      selectionOf({ places: ['0,0', '1,0'], tokens: ['token-1'] }),
    );
    expect(several).toMatchObject({ kind: 'several', places: ['0,0', '1,0'] });
    if (several.kind === 'several')
      expect(describeCounts(several.counts, false)).toBe('2 cells, 1 token');
  });

  it('shows a graph node with its own fields', () => {
    const graph = map({
      id: 'sector',
      name: 'Sector',
      grid: { kind: 'graph', width: 800, height: 600 },
      nodes: [{ id: 'sol', name: 'Sol', x: 10, y: 10 }],
    });
    expect(viewSelection(graph, selectionOf({ places: ['sol'] }))).toMatchObject({
      kind: 'place',
      at: 'sol',
      node: { name: 'Sol' },
    });
  });
});

describe('field values', () => {
  it('reads numbers within limits, blank as none when optional', () => {
    expect(readNumber(' 4 ', { min: 1, integer: true })).toEqual({ value: 4 });
    expect(readNumber('', { optional: true })).toEqual({ value: null });
    expect(readNumber('', {})).toEqual({ error: 'enter a number' });
    expect(readNumber('1.5', { integer: true })).toEqual({ error: 'must be a whole number' });
    expect(readNumber('0', { min: 1 })).toEqual({ error: 'must be at least 1' });
    expect(readNumber('abc', {})).toEqual({ error: 'enter a number' });
  });

  it('reads text and shows rotations in degrees', () => {
    expect(readText('  ', { required: true })).toEqual({ error: 'must not be empty' });
    expect(readText('abcdef', { maxLength: 4 })).toEqual({ error: 'at most 4 characters' });
    expect(rotationDegrees(2, 6)).toBe('120°');
    expect(rotationDegrees(3, 4)).toBe('270°');
  });
});
