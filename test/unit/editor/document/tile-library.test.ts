import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TILE_IMAGE_MAX_CHARS } from '../../../../scenarios/format/tiles.ts';
import { findMap } from '../../../../editor/model/document.ts';
import { editMap, type MapDocument } from '../../../../editor/model/document.ts';
import {
  addTile,
  filterTiles,
  importTileImage,
  removeTile,
  tileAvailability,
  tileKinds,
  tileUsage,
  updateTile,
} from '../../../../editor/model/tile-library.ts';
import { doc, expectValid, hexMap, map, tile } from './fixtures.ts';

const library = () =>
  doc(
    [tile('a', { copies: 3 }), tile('b'), tile('c', { copies: 1 })],
    [
      hexMap('one', { '0,0': 'a', '1,0': 'a', '0,1': 'c' }),
      hexMap('two', { '0,0': 'a', '2,0': 'c' }),
    ],
  );

describe('adding and changing tiles', () => {
  it('makes the id from the name when there is none, unique in the library', () => {
    const d = library();
    const first = addTile(d, { name: 'Mecatol Rex', kind: 'system' });
    expect(first.id).toBe('mecatol-rex');
    const second = addTile(first.doc, { name: 'Mecatol Rex' });
    expect(second.id).toBe('mecatol-rex-2');
    expect(second.doc.tiles.at(-1)).toMatchObject({
      id: 'mecatol-rex-2',
      kind: 'system',
      copies: null,
    });
    expectValid(second.doc);
  });

  it('keeps a free explicit id, and makes a taken one unique rather than overwrite', () => {
    const d = library();
    expect(addTile(d, { id: 'nebula', name: 'Nebula' }).id).toBe('nebula');
    const clash = addTile(d, { id: 'a', name: 'Another A' });
    expect(clash.id).toBe('a-2');
    expect(clash.doc.tiles[0]).toBe(d.tiles[0]);
  });

  it('refuses an invalid tile with the field and the reason', () => {
    const d = library();
    expect(() => addTile(d, { name: 'Red', colour: 'red' })).toThrow(
      'Cannot add this tile: colour: must be a colour like #3366cc',
    );
    expect(() => addTile(d, { name: '   ' })).toThrow(/name: a tile needs a name/);
    expect(() => addTile(d, { name: 'Many', copies: -1 })).toThrow(/copies: must be at least 0/);
  });

  it('updates fields, clears one set to undefined, and keeps the document when nothing changes', () => {
    const d = library();
    const next = updateTile(d, 'b', { name: 'Bravo', attributes: { resources: 2 } });
    expect(next.tiles[1]).toMatchObject({ id: 'b', name: 'Bravo', attributes: { resources: 2 } });
    expect(next.tiles[0]).toBe(d.tiles[0]);
    expect(updateTile(next, 'b', { name: 'Bravo', attributes: { resources: 2 } })).toBe(next);
    expect(updateTile(d, 'missing', { name: 'X' })).toBe(d);

    const pictured = importTileImage(d, 'b', 'data:image/png;base64,iVBORw0KGgo=');
    expect(pictured.tiles[1]?.image).toBe('data:image/png;base64,iVBORw0KGgo=');
    const cleared = updateTile(pictured, 'b', { image: undefined });
    expect(cleared.tiles[1]).not.toHaveProperty('image');
    expect(cleared.tiles[1]).toEqual(d.tiles[1]);
  });

  it('refuses an invalid change, leaving the library as it was', () => {
    const d = library();
    expect(() => updateTile(d, 'a', { colour: '#12' })).toThrow(
      'Cannot change tile "Tile a": colour: must be a colour like #3366cc',
    );
    expect(d.tiles[0]?.colour).toBe('#3d4a5c');
  });
});

describe('removing tiles', () => {
  it('refuses while a map places the tile, and says how many times', () => {
    const d = library();
    const result = removeTile(d, 'a');
    expect(result).toEqual({ doc: d, removed: false, placedCount: 3 });
    expect(result.doc).toBe(d);
  });

  it('removes the tile and its placements on every map when asked', () => {
    const d = library();
    const result = removeTile(d, 'a', { removePlacements: true });
    expect(result.removed).toBe(true);
    expect(result.placedCount).toBe(3);
    expect(result.doc.tiles.map((t) => t.id)).toEqual(['b', 'c']);
    expect(Object.keys(findMap(result.doc, 'one')!.placements)).toEqual(['0,1']);
    expect(Object.keys(findMap(result.doc, 'two')!.placements)).toEqual(['2,0']);
    expectValid(result.doc);
  });

  it('removes an unplaced tile without touching the maps; an unknown id is not removed', () => {
    const d = library();
    const result = removeTile(d, 'b');
    expect(result.removed).toBe(true);
    expect(result.doc.maps).toBe(d.maps);
    expect(removeTile(d, 'zzz')).toEqual({ doc: d, removed: false, placedCount: 0 });
  });
});

describe('counting placed tiles', () => {
  it('counts placements over all maps, and reuses the count for the same document', () => {
    const d = library();
    const usage = tileUsage(d);
    expect(Object.fromEntries(usage)).toEqual({ a: 3, c: 2 });
    expect(tileUsage(d)).toBe(usage);
    const edited = editMap(d, 'two', (m) => ({ ...m, placements: {} }));
    expect(Object.fromEntries(tileUsage(edited))).toEqual({ a: 2, c: 1 });
  });

  it('equals a brute-force count for any placements', () => {
    const cells = ['0,0', '1,0', '0,1', '-1,1', '2,-1', 'n1', 'n2'];
    const placements = fc.dictionary(fc.constantFrom(...cells), fc.constantFrom('a', 'b', 'c'));
    fc.assert(
      fc.property(fc.array(placements, { maxLength: 5 }), (perMap) => {
        const maps = perMap.map((placed, i) => hexMap(`m${i}`, placed));
        const d: MapDocument = doc(library().tiles, maps);
        const brute = new Map<string, number>();
        for (const m of maps)
          for (const p of Object.values(m.placements))
            brute.set(p.tile, (brute.get(p.tile) ?? 0) + 1);
        expect(new Map(tileUsage(d))).toEqual(brute);
      }),
    );
  });

  it('tells how many are left of a tile the game has a limited number of', () => {
    const d = library();
    expect(tileAvailability(d, 'a')).toEqual({ placed: 3, copies: 3, available: 0 });
    expect(tileAvailability(d, 'b')).toEqual({ placed: 0, copies: null, available: null });
    // More placed than the game has: below zero, so the palette can flag it.
    expect(tileAvailability(d, 'c')).toEqual({ placed: 2, copies: 1, available: -1 });
  });
});

describe('the palette filter', () => {
  const tiles = [
    tile('18', {
      name: 'Mecatol Rex',
      kind: 'system',
      label: '18',
      attributes: { planets: [{ name: 'Mecatol', resources: 1 }] },
    }),
    tile('25', { name: 'Quann', kind: 'system', attributes: { wormhole: 'Beta' } }),
    tile('41', { name: 'Gravity Rift', kind: 'anomaly' }),
    tile('home-1', { name: 'Jord', kind: 'home', label: 'H1' }),
  ];
  const names = (found: { name: string }[]) => found.map((t) => t.name);

  it('matches name, id, label, kind and attribute values, ignoring case', () => {
    expect(names(filterTiles(tiles, { search: 'mecATOL' }))).toEqual(['Mecatol Rex']);
    expect(names(filterTiles(tiles, { search: '41' }))).toEqual(['Gravity Rift']);
    expect(names(filterTiles(tiles, { search: 'h1' }))).toEqual(['Jord']);
    expect(names(filterTiles(tiles, { search: 'ANOMALY' }))).toEqual(['Gravity Rift']);
    expect(names(filterTiles(tiles, { search: 'beta' }))).toEqual(['Quann']);
    expect(names(filterTiles(tiles, { search: 'mecatol 1' }))).toEqual(['Mecatol Rex']);
    expect(names(filterTiles(tiles, { search: 'mecatol quann' }))).toEqual([]);
  });

  it('filters by kind, and shows everything without a filter', () => {
    expect(names(filterTiles(tiles, { kind: 'system' }))).toEqual(['Mecatol Rex', 'Quann']);
    expect(names(filterTiles(tiles, { kind: 'system', search: 'rex' }))).toEqual(['Mecatol Rex']);
    expect(filterTiles(tiles, { kind: null, search: '  ' })).toEqual(tiles);
    expect(filterTiles(tiles, {})).toEqual(tiles);
  });

  it('lists the kinds in use, sorted, once each', () => {
    expect(tileKinds(tiles)).toEqual(['anomaly', 'home', 'system']);
    expect(tileKinds([])).toEqual([]);
  });
});

describe('tile pictures', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

  it('stores a valid image on the tile', () => {
    const d = library();
    const next = importTileImage(d, 'a', png);
    expect(next.tiles[0]?.image).toBe(png);
    expectValid(next);
  });

  it('refuses what is not an image, or too large, with a message a designer can act on', () => {
    const d = library();
    expect(() => importTileImage(d, 'a', 'data:text/plain;base64,aGVsbG8=')).toThrow(
      'Cannot use this picture for tile "Tile a": it is not a picture Lodestar can keep: use a PNG, JPEG, WebP or SVG file.',
    );
    const huge = 'data:image/png;base64,' + 'A'.repeat(TILE_IMAGE_MAX_CHARS);
    expect(() => importTileImage(d, 'a', huge)).toThrow(
      /too large: keep tile images under about 1 MB/,
    );
    expect(() => importTileImage(d, 'nope', png)).toThrow(
      'There is no tile "nope" to give a picture to.',
    );
    expect(d.tiles[0]).not.toHaveProperty('image');
  });
});

it('a map with no placements counts nothing', () => {
  expect(tileUsage(doc([tile('a')], [map('empty')])).size).toBe(0);
});
