import { describe, expect, it } from 'vitest';
import { mapSchema } from '../../../../scenarios/format/map.ts';
import { boardCells } from '../../../../editor/model/board.ts';
import { newMap } from '../../../../editor/model/new-map.ts';

describe('newMap', () => {
  it('makes a flat hexagon of radius 3 with the usual edge features', () => {
    const m = newMap('hex', { name: 'The Galaxy' }, []);
    expect(m.id).toBe('the-galaxy');
    expect(m.name).toBe('The Galaxy');
    expect(m.grid).toEqual({
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'hexagon', radius: 3 },
    });
    expect(boardCells(m)).toHaveLength(37);
    const byId = Object.fromEntries(m.edgeTypes.map((t) => [t.id, t]));
    expect(byId['border']).toMatchObject({ style: 'dashed', blocks: false, directed: false });
    expect(byId['asteroid-belt']).toMatchObject({ style: 'dots', blocks: true });
    expect(byId['gravity-wave']).toMatchObject({ style: 'wavy', directed: true });
    expect(byId['wall']).toMatchObject({ style: 'solid', blocks: true });
    expect(m.laneTypes).toEqual([]);
  });

  it('makes a 12 by 8 square grid and a 1600 by 1000 graph with route and jump lanes', () => {
    const square = newMap('square', {}, []);
    expect(square.grid).toEqual({ kind: 'square', width: 12, height: 8, diagonal: false });
    expect(boardCells(square)).toHaveLength(96);

    const graph = newMap('graph', {}, []);
    expect(graph.grid).toEqual({ kind: 'graph', width: 1600, height: 1000 });
    expect(graph.laneTypes.map((t) => [t.id, t.style])).toEqual([
      ['route', 'solid'],
      ['jump', 'dashed'],
    ]);
    expect(graph.edgeTypes).toEqual([]);
  });

  it('follows the options given', () => {
    const rect = newMap(
      'hex',
      { orientation: 'pointy', shape: { type: 'rectangle', width: 5, height: 4, offset: 'even' } },
      [],
    );
    expect(rect.grid).toEqual({
      kind: 'hex',
      orientation: 'pointy',
      shape: { type: 'rectangle', width: 5, height: 4, offset: 'even' },
    });
    expect(boardCells(rect)).toHaveLength(20);
    expect(newMap('square', { width: 5, height: 3, diagonal: true }, []).grid).toEqual({
      kind: 'square',
      width: 5,
      height: 3,
      diagonal: true,
    });
    expect(newMap('graph', { width: 800, height: 600 }, []).grid).toEqual({
      kind: 'graph',
      width: 800,
      height: 600,
    });
  });

  it('starts a free-shaped board with the standard hexagon of cells', () => {
    const free = newMap('hex', { shape: { type: 'free' } }, []);
    expect(free.cells).toHaveLength(37);
    expect(boardCells(free)).toEqual(free.cells);
  });

  it('gives ids no other map has, and default names for blank ones', () => {
    expect(newMap('hex', { name: 'Galaxy' }, ['galaxy']).id).toBe('galaxy-2');
    expect(newMap('hex', { name: 'Galaxy' }, ['galaxy', 'galaxy-2']).id).toBe('galaxy-3');
    const blank = newMap('square', { name: '   ' }, []);
    expect(blank.name).toBe('Square map');
    expect(blank.id).toBe('square-map');
    expect(newMap('graph', { name: '★★' }, []).id).toBe('map');
  });

  it('makes maps that the map schema reads back unchanged', () => {
    for (const kind of ['hex', 'square', 'graph'] as const) {
      const m = newMap(kind, {}, []);
      expect(mapSchema.parse(JSON.parse(JSON.stringify(m)))).toEqual(m);
    }
  });

  it('refuses sizes out of range with a message naming the field', () => {
    expect(() => newMap('square', { width: 0 }, [])).toThrow(/grid.width: must be at least 1/);
    expect(() => newMap('square', { height: 2.5 }, [])).toThrow(/whole number/);
    expect(() => newMap('hex', { shape: { type: 'hexagon', radius: 500 } }, [])).toThrow(
      /at most 80/,
    );
  });
});
