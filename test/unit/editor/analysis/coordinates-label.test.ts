import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapSchema, type MapDef, type MapInput } from '../../../../scenarios/format/map.ts';
import { tileSchema } from '../../../../scenarios/format/tiles.ts';
import { axial, offset } from '../../../../editor/geometry/coords.ts';
import { hexKey, keyToHex } from '../../../../editor/geometry/keys.ts';
import { offsetToAxial } from '../../../../editor/geometry/offset.ts';
import { hexToPixel } from '../../../../editor/geometry/hex-layout.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { coordinateLabel } from '../../../../editor/model/coordinates-label.ts';
import { contentTiles, mapWithContentArb } from '../../../support/arbitraries.ts';

const make = (input: Partial<MapInput>): MapDef =>
  mapSchema.parse({ id: 'board', name: 'Board', ...input });

const hexBoard = (
  shape: NonNullable<Extract<MapInput['grid'], { kind: 'hex' }>['shape']>,
  orientation: 'flat' | 'pointy' = 'flat',
  extra: Partial<MapInput> = {},
) => make({ grid: { kind: 'hex', orientation, shape }, coordinates: 'offset', ...extra });

describe('offset numbering', () => {
  it('numbers a rectangle board from "0101" at its top-left, column first, in its own parity', () => {
    for (const orientation of ['flat', 'pointy'] as const)
      for (const parity of ['odd', 'even'] as const) {
        const map = hexBoard(
          { type: 'rectangle', width: 10, height: 8, offset: parity },
          orientation,
        );
        const at = (col: number, row: number) =>
          coordinateLabel(map, hexKey(offsetToAxial(offset(col, row), orientation, parity)));
        expect(at(0, 0)).toBe('0101');
        expect(at(9, 7)).toBe('1008');
        expect(at(3, 4)).toBe('0405');
      }
  });

  it('widens every number when the board is wider or taller than 99', () => {
    const map = hexBoard({ type: 'rectangle', width: 120, height: 5, offset: 'odd' });
    expect(coordinateLabel(map, '0,0')).toBe('001001');
    expect(coordinateLabel(map, hexKey(offsetToAxial(offset(119, 4), 'flat', 'odd')))).toBe(
      '120005',
    );
  });

  it('numbers other hex shapes from their leftmost column and top row (odd-q flat, odd-r pointy)', () => {
    for (const orientation of ['flat', 'pointy'] as const) {
      const map = hexBoard({ type: 'hexagon', radius: 3 }, orientation);
      const cells = boardCells(map);
      const labels = cells.map((c) => coordinateLabel(map, c));
      expect(new Set(labels).size).toBe(cells.length);
      expect(labels.some((l) => l.startsWith('01'))).toBe(true);
      expect(labels.some((l) => l.endsWith('01'))).toBe(true);
      expect(labels.every((l) => /^\d{4}$/.test(l))).toBe(true);
      // The label's column (flat) or row (pointy) part follows the cell's screen position.
      const part =
        orientation === 'flat' ? (l: string) => l.slice(0, 2) : (l: string) => l.slice(2);
      const along = (c: string) => {
        const p = hexToPixel(keyToHex(c) ?? axial(0, 0), orientation, 10);
        return Math.round(orientation === 'flat' ? p.x : p.y);
      };
      const byPart = new Map<string, Set<number>>();
      cells.forEach((c, i) => {
        const key = part(labels[i] as string);
        byPart.set(key, (byPart.get(key) ?? new Set()).add(along(c)));
      });
      for (const positions of byPart.values()) expect(positions.size).toBe(1);
    }
  });

  it('numbers a radius-3 flat hexagon from its far left column: the west corner is 01xx', () => {
    const map = hexBoard({ type: 'hexagon', radius: 3 });
    expect(coordinateLabel(map, '-3,0').slice(0, 2)).toBe('01');
    expect(coordinateLabel(map, '0,-3')).toBe('0401');
    expect(coordinateLabel(map, '0,0')).toBe('0404');
  });

  it('follows a free board as it changes: a new map object is measured again', () => {
    const map = hexBoard({ type: 'free' }, 'flat', { cells: ['0,0', '1,0'] });
    expect(coordinateLabel(map, '0,0')).toBe('0101');
    const grown = { ...map, cells: ['-2,1', ...map.cells] };
    expect(coordinateLabel(grown, '0,0')).toBe('0301');
    expect(coordinateLabel(map, '0,0')).toBe('0101');
  });

  it('numbers square grids by column and row from 1', () => {
    const map = make({ grid: { kind: 'square', width: 12, height: 8 }, coordinates: 'offset' });
    expect(coordinateLabel(map, '0,0')).toBe('0101');
    expect(coordinateLabel(map, '11,2')).toBe('1203');
  });

  it('gives nodes no offset number', () => {
    const map = make({
      grid: { kind: 'graph' },
      nodes: [{ id: 'sol', x: 0, y: 0 }],
      coordinates: 'offset',
    });
    expect(coordinateLabel(map, 'sol')).toBe('');
  });

  it('gives every cell of any board a distinct number', () => {
    fc.assert(
      fc.property(mapWithContentArb, (generated) => {
        const map = { ...generated, coordinates: 'offset' as const };
        if (map.grid.kind === 'graph') return;
        const labels = boardCells(map).map((c) => coordinateLabel(map, c));
        expect(new Set(labels).size).toBe(labels.length);
        for (const l of labels) expect(l).toMatch(/^\d{4,}$/);
      }),
    );
  });
});

describe('other coordinate styles', () => {
  it('writes axial cells as "q,r", square cells as "x,y", and nothing for nodes', () => {
    const hex = hexBoard({ type: 'hexagon', radius: 2 }, 'flat', { coordinates: 'axial' });
    expect(coordinateLabel(hex, '-1,2')).toBe('-1,2');
    const square = make({ grid: { kind: 'square', width: 3, height: 3 }, coordinates: 'axial' });
    expect(coordinateLabel(square, '2,1')).toBe('2,1');
    const graph = make({
      grid: { kind: 'graph' },
      nodes: [{ id: 'sol', x: 0, y: 0 }],
      coordinates: 'axial',
    });
    expect(coordinateLabel(graph, 'sol')).toBe('');
  });

  it('numbers hex cells by their spiral position, 0 at the centre', () => {
    const map = hexBoard({ type: 'hexagon', radius: 3 }, 'flat', { coordinates: 'spiral' });
    expect(boardCells(map).map((c) => coordinateLabel(map, c))).toEqual(
      Array.from({ length: 37 }, (_, i) => String(i)),
    );
    expect(coordinateLabel(map, '0,-3')).toBe('19');
    const square = make({ grid: { kind: 'square', width: 3, height: 3 }, coordinates: 'spiral' });
    expect(coordinateLabel(square, '1,1')).toBe('');
  });

  it('names a node, else what is placed on the place: its own name, else the tile’s', () => {
    const tiles = [tileSchema.parse({ id: 'mine', name: 'Asteroid Mine' })];
    const graph = make({
      grid: { kind: 'graph' },
      nodes: [
        { id: 'sol', name: 'Sol', x: 0, y: 0 },
        { id: 'unnamed', x: 50, y: 0 },
        { id: 'bare', x: 90, y: 0 },
      ],
      placements: { sol: { tile: 'mine' }, unnamed: { tile: 'mine' } },
      coordinates: 'names',
    });
    expect(coordinateLabel(graph, 'sol', tiles)).toBe('Sol');
    expect(coordinateLabel(graph, 'unnamed', tiles)).toBe('Asteroid Mine');
    expect(coordinateLabel(graph, 'bare', tiles)).toBe('');
    expect(coordinateLabel(graph, 'nowhere', tiles)).toBe('');

    const hex = hexBoard({ type: 'hexagon', radius: 1 }, 'flat', {
      coordinates: 'names',
      placements: {
        '0,0': { tile: 'mine' },
        '1,0': { tile: 'mine', overrides: { name: 'Old Mine' } },
        '0,1': { tile: 'lost' },
      },
    });
    expect(coordinateLabel(hex, '0,0', tiles)).toBe('Asteroid Mine');
    expect(coordinateLabel(hex, '1,0', tiles)).toBe('Old Mine');
    expect(coordinateLabel(hex, '0,1', tiles)).toBe('');
    expect(coordinateLabel(hex, '0,-1', tiles)).toBe('');
    // Without the library only a placement's own name is known.
    expect(coordinateLabel(hex, '0,0')).toBe('');
  });

  it('labels nothing with "none"', () => {
    fc.assert(
      fc.property(mapWithContentArb, (generated) => {
        const map = { ...generated, coordinates: 'none' as const };
        for (const c of [...boardCells(map), ...map.nodes.map((n) => n.id)])
          expect(coordinateLabel(map, c, contentTiles)).toBe('');
      }),
      { numRuns: 30 },
    );
  });

  it('answers ill-formed places with an empty label instead of throwing', () => {
    for (const coordinates of ['axial', 'offset', 'spiral', 'names'] as const) {
      const map = hexBoard({ type: 'hexagon', radius: 1 }, 'flat', { coordinates });
      for (const place of ['', 'sol', '1,', '__proto__'])
        expect(coordinateLabel(map, place)).toBe('');
    }
  });
});
