import { describe, expect, it } from 'vitest';
import { drawMap, mapExtent } from '../../../../../editor/formats/print/map-drawing.ts';
import { drawingToSvg } from '../../../../../editor/formats/print/map-svg.ts';
import { map, tile } from './print-fixtures.ts';

const board = map({
  grid: { kind: 'square', width: 4, height: 3 },
  placements: { '0,0': { tile: 'wood' }, '1,0': { tile: 'wood', rotation: 1 } },
  edgeTypes: [
    { id: 'river', name: 'River', colour: '#1c7ed6', style: 'wavy' },
    { id: 'hedge', name: 'Hedge', colour: '#2f9e44', style: 'dots' },
    { id: 'wall', name: 'Wall', colour: '#868e96', style: 'double', directed: true },
  ],
  edges: {
    '0,0|1,0': { type: 'river' },
    '1,0|2,0': { type: 'hedge' },
    '2,0|3,0': { type: 'wall', direction: 'forward' },
  },
  tokens: [{ id: 't', at: '0,0', label: 'Knight', count: 3 }],
  labels: [{ id: 'l', x: 120, y: 200, text: 'North Road', rotation: 90 }],
  coordinates: 'axial',
});
const tiles = [tile('wood', 'Wood', { label: 'W', colour: '#2b8a3e' })];

describe('the drawing of a map', () => {
  it('draws each layer the map shows, in order, and leaves out the ones turned off', () => {
    const all = drawMap(board, { tiles });
    expect(all.layers.map((l) => l.id)).toEqual([
      'tiles',
      'edges',
      'tokens',
      'labels',
      'coordinates',
    ]);
    const some = drawMap(board, {
      tiles,
      layers: { tokens: false, labels: false },
      coordinates: 'none',
    });
    expect(some.layers.map((l) => l.id)).toEqual(['tiles', 'edges']);
  });

  it('draws edges with the canvas looks: a wave, a row of discs, two lines and an arrow', () => {
    const edges = drawMap(board, { tiles }).layers.find((l) => l.id === 'edges')!.shapes;
    const paths = edges.filter((s) => s.kind === 'path');
    const [river, hedge, wall, arrow] = paths;
    expect(river).toMatchObject({ stroke: '#1c7ed6' });
    expect(river?.kind === 'path' && river.path.ops.length).toBeGreaterThan(20);
    expect(hedge).toMatchObject({ fill: '#2f9e44' });
    expect(hedge).not.toHaveProperty('stroke');
    expect(wall?.kind === 'path' && wall.path.ops.filter((op) => op === 0)).toHaveLength(2);
    expect(arrow).toMatchObject({ fill: '#868e96' });
  });

  it('prints the token count, the tile label and the axial numbers as text', () => {
    const svg = drawingToSvg(drawMap(board, { tiles }));
    for (const text of ['>3<', '>W<', '>Kn<', '>0,0<', '>North Road<']) expect(svg).toContain(text);
    expect(svg).toContain('rotate(90 120 200)');
  });

  it('grows the sheet by a turned label by its turned box', () => {
    const extent = mapExtent(board);
    // 10 characters of 24 units across, turned upright: it reaches 72 below its middle.
    expect(extent.y + extent.height).toBeCloseTo(200 + (10 * 24 * 0.6) / 2, 6);
    expect(extent.x).toBe(-30);
  });
});
