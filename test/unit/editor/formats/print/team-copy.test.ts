import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportMapPdf, exportMapSvg } from '../../../../../editor/formats/print/export-map.ts';
import { svgToPng } from '../../../../../host/svg-to-png.ts';
import { map, pdfHex, pdfText, pictureUrl, requirePdftoppm, tile } from './print-fixtures.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-team-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET_PICTURE = pictureUrl([1, 2, 3], 3);
const tiles = [
  tile('home', 'Homeworld Vega', { label: 'HV', colour: '#2f9e44' }),
  tile('base', 'Zorgon Secret Base', { label: 'ZSB', image: SECRET_PICTURE, border: 'red' }),
  tile('wreck', 'Derelict Mystery Hulk', { label: 'DMH' }),
];
const teams = [
  { id: 'red', name: 'Red Fleet', colour: '#e03131' },
  { id: 'blue', name: 'Blue Fleet', colour: '#1c7ed6' },
];
const HIDDEN = [
  'Zorgon Secret Base',
  'ZSB',
  'Derelict Mystery Hulk',
  'DMH',
  'Cloaked Raider',
  'the traitor is Bob',
  'Sneaky Node',
];

const hexMap = map({
  grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
  coordinates: 'names',
  placements: {
    '0,0': { tile: 'home' },
    '1,0': { tile: 'base' },
    '0,1': { tile: 'wreck' },
  },
  edgeTypes: [{ id: 'rift', name: 'Rift', colour: '#ffffff' }],
  edges: { '0,0|1,0': { type: 'rift' } },
  tokens: [
    { id: 't1', at: '1,0', label: 'Cloaked Raider', team: 'blue' },
    { id: 't2', at: '0,0', label: 'Flagship', team: 'red' },
  ],
  notes: { '0,0': 'the traitor is Bob' },
  visibility: {
    '1,0': { state: 'hidden', revealedTo: ['blue'] },
    '0,1': { state: 'unexplored' },
  },
});

const graphMap = map({
  id: 'web',
  grid: { kind: 'graph', width: 400, height: 300 },
  nodes: [
    { id: 'a', name: 'Open Port', x: 50, y: 50 },
    { id: 'b', name: 'Sneaky Node', x: 250, y: 200 },
  ],
  laneTypes: [{ id: 'jump', name: 'Jump', colour: '#aaaaaa' }],
  lanes: [{ id: 'l', from: 'a', to: 'b', type: 'jump', label: 'Cloaked Raider' }],
  visibility: { b: { state: 'hidden' } },
});

function pdfToText(bytes: Uint8Array): string {
  requirePdftoppm();
  const file = path.join(dir, 'copy.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString();
}

const sizeOf = (m: typeof hexMap) => (m.grid.kind === 'graph' ? { widthMm: 150 } : { cellMm: 40 });

describe("a team's copy", () => {
  const options = {
    tiles,
    teams,
    view: 'red',
    legend: true,
    titleBlock: true,
    size: { cellMm: 40 },
  } as const;

  it('Control sees everything, so the fixture itself is a fair test', async () => {
    const { svg } = exportMapSvg(hexMap, { ...options, view: 'control', coordinates: 'axial' });
    for (const word of ['Zorgon Secret Base', 'ZSB', 'DMH']) expect(svg).toContain(word);
    const web = exportMapSvg(graphMap, { ...options, view: 'control', size: { widthMm: 150 } });
    for (const word of ['Sneaky Node', 'Cloaked Raider']) expect(web.svg).toContain(word);
    expect(svg).toContain(SECRET_PICTURE);
  });

  it('holds no hidden or unexplored place in its SVG: no tile, name, token, note or picture', () => {
    for (const m of [hexMap, graphMap]) {
      const { svg } = exportMapSvg(m, { ...options, size: sizeOf(m) });
      for (const word of HIDDEN) expect(svg).not.toContain(word);
      expect(svg).not.toContain(SECRET_PICTURE.slice(30, 90));
      expect(svg).toContain('Red Fleet&#39;s copy');
    }
    // Revealed to blue: blue's copy shows it.
    expect(exportMapSvg(hexMap, { ...options, view: 'blue' }).svg).toContain('Zorgon Secret Base');
  });

  it('holds none of it in its PDF: streams inflated, strings decoded, text extracted', async () => {
    for (const m of [hexMap, graphMap]) {
      for (const compress of [true, false]) {
        const { bytes } = await exportMapPdf(m, {
          ...options,
          size: sizeOf(m),
          paper: 'a4',
          compress,
        });
        const streams = pdfText(bytes);
        const extracted = pdfToText(bytes);
        for (const word of HIDDEN) {
          expect(streams).not.toContain(word);
          expect(streams).not.toContain(pdfHex(word));
          expect(extracted).not.toContain(word);
        }
        expect(streams).not.toContain('/Subtype /Image');
      }
    }
    const control = await exportMapPdf(hexMap, { ...options, view: 'control', paper: 'a4' });
    expect(pdfToText(control.bytes)).toContain('Zorgon Secret Base');
  });

  it('holds none of it in its PNG: no text chunks, nothing but pixels', () => {
    const { svg } = exportMapSvg(hexMap, options);
    const png = Buffer.from(svgToPng(svg, { widthPx: 400 }));
    const text = png.toString('latin1');
    for (const word of HIDDEN) expect(text).not.toContain(word);
    for (const chunk of ['tEXt', 'iTXt', 'zTXt']) expect(text).not.toContain(chunk);
  });
});
