import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGid, turnedGid } from '../../../../editor/formats/tiled/tiled-gid.ts';
import { tiledGrid, type TiledGrid } from '../../../../editor/formats/tiled/tiled-grid.ts';
import { exportTiled } from '../../../../editor/formats/tiled/tmj.ts';
import { geometryOf } from '../../../../editor/geometry/geometry-of.ts';
import { spiralCell } from '../../../../editor/geometry/hex.ts';
import { hexKey } from '../../../../editor/geometry/keys.ts';
import { newMap } from '../../../../editor/model/new-map.ts';
import type { MapDef } from '../../../../scenarios/format/map.ts';
import type { Tile } from '../../../../scenarios/format/tiles.ts';
import { bundled, mapOf } from '../bundled/bundled.ts';
import { contentTiles, mapWithContentArb } from '../../../support/arbitraries.ts';
import { readPng } from './png-reader.ts';

const galaxy = bundled('ti4-galaxy');
const standard = mapOf(galaxy, 'standard-6');
const lanesOf = (tile: Tile) => (tile.attributes['hyperlanes'] as [number, number][]) ?? [];
const at = (index: number) => hexKey(spiralCell(index));

function gridOf(map: MapDef): TiledGrid {
  const grid = tiledGrid(map);
  if (typeof grid === 'string') throw new Error(grid);
  return grid;
}

function exported(map: MapDef, tiles: readonly Tile[] = galaxy.tiles) {
  const result = exportTiled(map, tiles, { pictureName: 'galaxy.tiles.png', lanesOf });
  if (!result.ok) throw new Error(result.problem);
  return result;
}

describe("Tiled's grid for a board", () => {
  it('is a flat-top hexagonal map staggered along x for the standard galaxy', () => {
    const grid = gridOf(standard);
    expect(grid).toMatchObject({
      orientation: 'hexagonal',
      stagger: { axis: 'x', index: 'even', sideLength: 60 },
      tileWidth: 120,
      tileHeight: 104,
      columns: 7,
      rows: 7,
    });
    expect(grid.cellOf(at(0))).toEqual({ x: 3, y: 3 });
    expect(grid.cellOf(at(1))).toEqual({ x: 3, y: 2 });
    expect(grid.cellOf(at(19))).toEqual({ x: 3, y: 0 });
  });

  it('is pointy-top and staggered along y for pointy boards, orthogonal for squares', () => {
    const pointy = newMap('hex', { orientation: 'pointy', shape: { type: 'hexagon', radius: 2 } });
    expect(gridOf(pointy)).toMatchObject({ orientation: 'hexagonal', stagger: { axis: 'y' } });
    const square = newMap('square', { width: 5, height: 4 });
    expect(gridOf(square)).toMatchObject({
      orientation: 'orthogonal',
      stagger: null,
      columns: 5,
      rows: 4,
    });
    const graph = newMap('graph');
    expect(tiledGrid(graph)).toBe(
      'a point-to-point map has no cells: Tiled maps are grids of cells',
    );
  });

  it('puts every cell where Tiled draws it: one cell per place, each as far from the others as on the map', () => {
    fc.assert(
      fc.property(mapWithContentArb, (map) => {
        const geometry = geometryOf(map);
        const tiled = tiledGrid(map);
        if (!geometry.lattice || geometry.places().length === 0) {
          expect(typeof tiled).toBe('string');
          return;
        }
        if (typeof tiled === 'string') throw new Error(tiled);
        const places = geometry.places();
        const cells = places.map((p) => tiled.cellOf(p)!);
        expect(new Set(cells.map((c) => `${c.x},${c.y}`)).size).toBe(places.length);
        for (const c of cells)
          expect(c.x >= 0 && c.x < tiled.columns && c.y >= 0 && c.y < tiled.rows).toBe(true);
        // Tiled's pixels are the map's, scaled (within the rounding of the cell to whole pixels).
        const shape = geometry.cellShape!;
        const sx = tiled.tileWidth / shape.width;
        const sy = tiled.tileHeight / shape.height;
        const origin = places[0]!;
        const o = geometry.centre(origin)!;
        const to = tiled.pixelOf(o, origin)!;
        for (const place of places) {
          const c = geometry.centre(place)!;
          const t = tiled.pixelOf(c, place)!;
          expect(Math.abs(t.x - to.x - (c.x - o.x) * sx)).toBeLessThan(2);
          expect(Math.abs(t.y - to.y - (c.y - o.y) * sy)).toBeLessThan(2);
        }
        // And the whole map exports, every placement on the tile layer.
        const result = exportTiled(map, contentTiles, { pictureName: 'tiles.png' });
        if (!result.ok) throw new Error(result.problem);
        const [layer] = result.map['layers'] as { data: number[] }[];
        expect(layer!.data.filter((gid) => gid !== 0)).toHaveLength(
          Object.keys(map.placements).filter((p) => tiled.cellOf(p)).length,
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe("Tiled's turn flags", () => {
  it('turn hex tiles in 60° steps and square tiles in 90° steps', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => splitGid(turnedGid(7, r, 6)))).toEqual([
      { gid: 7, flags: 0 },
      { gid: 7, flags: 0x20000000 },
      { gid: 7, flags: 0x10000000 },
      { gid: 7, flags: 0xc0000000 },
      { gid: 7, flags: 0xe0000000 },
      { gid: 7, flags: 0xd0000000 },
    ]);
    expect([0, 1, 2, 3].map((r) => turnedGid(1, r, 4) - 1)).toEqual([
      0, 0xa0000000, 0xc0000000, 0x60000000,
    ]);
  });
});

describe('a Tiled map (.tmj)', () => {
  it('has the galaxy as a tile layer over an embedded tileset of the whole library', () => {
    const { map, picture, warnings } = exported(standard);
    expect(warnings).toEqual([]);
    expect(map).toMatchObject({
      type: 'map',
      orientation: 'hexagonal',
      staggeraxis: 'x',
      staggerindex: 'even',
      hexsidelength: 60,
      tilewidth: 120,
      tileheight: 104,
      width: 7,
      height: 7,
      infinite: false,
      renderorder: 'right-down',
    });
    const [layer] = map['layers'] as { type: string; data: number[] }[];
    expect(layer!.type).toBe('tilelayer');
    expect(layer!.data).toHaveLength(49);
    expect(layer!.data.filter((gid) => gid !== 0)).toHaveLength(37);
    const [tileset] = map['tilesets'] as {
      firstgid: number;
      tilecount: number;
      image: string;
      imagewidth: number;
      imageheight: number;
      columns: number;
      tiles: {
        id: number;
        type: string;
        properties: { name: string; type: string; value: unknown }[];
      }[];
    }[];
    expect(tileset).toMatchObject({ firstgid: 1, tilecount: 101, image: 'galaxy.tiles.png' });
    const mecatol = galaxy.tiles.findIndex((t) => t.id === 'tile-18');
    expect(layer!.data[3 * 7 + 3]).toBe(mecatol + 1);
    const props = tileset!.tiles[mecatol]!;
    expect(props.type).toBe('special');
    expect(props.properties).toEqual(
      expect.arrayContaining([
        { name: 'id', type: 'string', value: 'tile-18' },
        { name: 'number', type: 'string', value: '18' },
        { name: 'colour', type: 'color', value: '#ff6a4c93' },
        { name: 'copies', type: 'int', value: 1 },
        {
          name: 'planets',
          type: 'string',
          value: JSON.stringify(galaxy.tiles[mecatol]!.attributes['planets']),
        },
      ]),
    );
    const png = readPng(picture);
    expect([png.width, png.height]).toEqual([tileset!.imagewidth, tileset!.imageheight]);
    expect(png.width).toBe(tileset!.columns * 120);
    // The middle of Mecatol Rex's picture is its colour (away from the label).
    const x = (mecatol % tileset!.columns) * 120 + 60;
    const y = Math.floor(mecatol / tileset!.columns) * 104 + 20;
    expect(png.at(x, y)).toEqual([0x6a, 0x4c, 0x93, 255]);
  });

  it('turns a hyperlane with its flags, and says what Tiled cannot hold', () => {
    const map: MapDef = {
      ...standard,
      placements: {
        ...standard.placements,
        [at(4)]: { tile: 'tile-83a', rotation: 3, overrides: { name: 'Mine' } },
      },
    };
    const { map: tmj, warnings } = exported(map);
    const [layer] = tmj['layers'] as { data: number[] }[];
    const cell = gridOf(map).cellOf(at(4))!;
    const lane = galaxy.tiles.findIndex((t) => t.id === 'tile-83a') + 1;
    expect(splitGid(layer!.data[cell.y * 7 + cell.x]!)).toEqual({ gid: lane, flags: 0xc0000000 });
    expect(warnings).toEqual([
      "1 placed copy has changes of their own, which Tiled's tile layer cannot hold: the library tile is used",
    ]);
  });

  it('writes tokens, labels and edge features as objects', () => {
    const map: MapDef = {
      ...standard,
      tokens: [{ id: 'fleet', at: at(1), label: 'Fleet', colour: '#ff0000', count: 2, icon: 'F' }],
      labels: [
        { id: 'title', x: 0, y: -400, text: 'Galaxy', size: 24, rotation: 0, colour: '#ffffff' },
      ],
      edgeTypes: [
        {
          id: 'wall',
          name: 'Wall',
          colour: '#888888',
          style: 'solid',
          width: 6,
          blocks: true,
          directed: false,
        },
      ],
      edges: { [`${at(0)}|${at(1)}`.split('|').sort().join('|')]: { type: 'wall' } },
    };
    const layers = exported(map).map['layers'] as {
      name: string;
      type: string;
      objects?: Record<string, unknown>[];
    }[];
    expect(layers.map((l) => [l.name, l.type])).toEqual([
      ['Tiles', 'tilelayer'],
      ['Edges', 'objectgroup'],
      ['Tokens', 'objectgroup'],
      ['Labels', 'objectgroup'],
    ]);
    const [token] = layers[2]!.objects!;
    expect(token).toMatchObject({ name: 'Fleet', point: true, type: 'token' });
    // Position 1 is the cell north of the centre: Tiled column 3, row 2 (staggered even columns).
    expect(token).toMatchObject({ x: 3 * 90 + 60, y: 2 * 104 + 52 });
    expect(layers[3]!.objects![0]).toMatchObject({ type: 'label', text: { text: 'Galaxy' } });
    expect(layers[1]!.objects![0]).toMatchObject({ type: 'edge', name: 'Wall' });
  });
});

/** Tiled's own renderer, where it is installed (Debian: apt-get install tiled). */
const rasterizer = (() => {
  try {
    execFileSync('tmxrasterizer', ['--version'], {
      env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' },
      stdio: 'pipe',
    });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!rasterizer)("Tiled's renderer (tmxrasterizer)", () => {
  it('opens the exported galaxy and draws each system in its colour where the map has it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lodestar-tiled-'));
    const { map, picture, pictureName } = exported(mapOf(galaxy, 'hyperlanes-5'));
    writeFileSync(join(dir, 'galaxy.tmj'), JSON.stringify(map));
    writeFileSync(join(dir, pictureName), picture);
    execFileSync('tmxrasterizer', [join(dir, 'galaxy.tmj'), join(dir, 'out.png')], {
      env: { ...process.env, QT_QPA_PLATFORM: 'offscreen', XDG_RUNTIME_DIR: dir },
      stdio: 'pipe',
    });
    const rendered = readFileSync(join(dir, 'out.png'));
    // The README's picture of what Tiled draws (LODESTAR_DOCS=1 writes it).
    if (process.env.LODESTAR_DOCS)
      writeFileSync(new URL('../../../../docs/tiled-export.png', import.meta.url), rendered);
    const png = readPng(rendered);
    const grid = gridOf(mapOf(galaxy, 'hyperlanes-5'));
    expect([png.width, png.height]).toEqual([6 * 90 + 120, 7 * 104 + 52]);
    // Sample each cell's upper part (clear of its label) and compare with its tile's colour.
    for (const index of [0, 1, 7, 19, 36]) {
      const place = at(index);
      const tile = galaxy.tiles.find(
        (t) => t.id === mapOf(galaxy, 'hyperlanes-5').placements[place]!.tile,
      )!;
      const cell = grid.cellOf(place)!;
      const x = cell.x * 90 + 60;
      const y = cell.y * 104 + (cell.x % 2 === 0 ? 52 : 0) + 22;
      const hex = tile.colour.slice(1);
      const want = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      expect(png.at(x, y).slice(0, 3)).toEqual(want);
    }
  });
});
