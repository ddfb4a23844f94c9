import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { exportMapPdf, exportMapSvg } from '../../../../../editor/formats/print/export-map.ts';
import { svgToPng } from '../../../../../host/svg-to-png.ts';
import { readPng } from '../png-reader.ts';
import { map, pdfHex, pdfText, pictureUrl, requirePdftoppm, tile } from './print-fixtures.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PT_PER_MM = 72 / 25.4;

/** Renders one page at `dpi` and reads it back. */
function renderPage(bytes: Uint8Array, page: number, dpi: number) {
  requirePdftoppm();
  const file = path.join(dir, `m${page}-${dpi}.pdf`);
  writeFileSync(file, bytes);
  const base = path.join(dir, `m${page}-${dpi}`);
  execFileSync('pdftoppm', [
    '-r',
    String(dpi),
    '-png',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    file,
    base,
  ]);
  return readPng(readFileSync(`${base}.png`));
}

const RED = '#ff0000';
const isRed = ([r, g, b]: number[]) =>
  (r as number) > 200 && (g as number) < 60 && (b as number) < 60;
const isWhite = ([r, g, b]: number[]) =>
  (r as number) > 245 && (g as number) > 245 && (b as number) > 245;

/**
 * Across a shape along one line of pixels: from the middle of the stroke on one side to the
 * middle of the stroke on the other (the stroke is centred on the outline), in mm.
 */
function spanMm(line: number[][], dpi: number): number {
  const outerA = line.findIndex((p) => !isWhite(p));
  const innerA = line.findIndex((p) => isRed(p));
  const outerB = line.length - 1 - [...line].reverse().findIndex((p) => !isWhite(p));
  const innerB = line.length - 1 - [...line].reverse().findIndex((p) => isRed(p));
  const a = (outerA + innerA) / 2;
  const b = (outerB + 1 + innerB + 1) / 2;
  return ((b - a) / dpi) * 25.4;
}

const isEmptyCell = ([r, g, b]: number[]) =>
  Math.abs((r as number) - 0x23) + Math.abs((g as number) - 0x2b) + Math.abs((b as number) - 0x36) <
  40;

/** The same, between neighbouring empty cells: the stroke runs from the red to the dark. */
function spanAmongCells(line: number[][], dpi: number): number {
  const innerA = line.findIndex((p) => isRed(p));
  const innerB = line.length - 1 - [...line].reverse().findIndex((p) => isRed(p));
  let outerA = innerA - 1;
  while (outerA > 0 && !isEmptyCell(line[outerA] as number[])) outerA--;
  let outerB = innerB + 1;
  while (outerB < line.length - 1 && !isEmptyCell(line[outerB] as number[])) outerB++;
  const a = (outerA + 1 + innerA) / 2;
  const b = (outerB + innerB + 1) / 2;
  return ((b - a) / dpi) * 25.4;
}

describe('a map printed at true scale', () => {
  it('prints a 50 mm hex 50 mm across the flats (±0.2 mm), measured on the rendered page', async () => {
    const hex = map({
      grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 0 } },
      placements: { '0,0': { tile: 'red' } },
    });
    const { bytes, layout } = await exportMapPdf(hex, {
      tiles: [tile('red', 'Red', { colour: RED })],
      size: { cellMm: 50 },
      paper: 'a4',
    });
    expect(layout.tiled).toBe(false);
    const dpi = 600;
    const png = renderPage(bytes, 1, dpi);
    const cx = Math.round((png.width - 1) / 2);
    const column = Array.from({ length: png.height }, (_, y) => png.at(cx, y));
    expect(Math.abs(spanMm(column, dpi) - 50)).toBeLessThanOrEqual(0.2);
  });

  it('prints a 30 mm square 30 mm on a side, across pages of a tiled print too', async () => {
    const squares = map({
      grid: { kind: 'square', width: 12, height: 12 },
      placements: { '4,4': { tile: 'red' } },
    });
    const { bytes, layout } = await exportMapPdf(squares, {
      tiles: [tile('red', 'Red', { colour: RED })],
      size: { cellMm: 30 },
      paper: 'a4',
    });
    expect(layout.tiled).toBe(true);
    const doc = await PDFDocument.load(bytes);
    // Which page holds the red square whole: find its window in the layout.
    const index = layout.pages.findIndex((p) => {
      const x = 4 * 30 + 15;
      const y = 4 * 30 + 15;
      return (
        p.window.x < x - 20 &&
        p.window.x + p.window.width > x + 20 &&
        p.window.y < y - 20 &&
        p.window.y + p.window.height > y + 20
      );
    });
    expect(index).toBeGreaterThanOrEqual(0);
    expect(doc.getPageCount()).toBe(layout.pages.length + 1);
    const dpi = 300;
    const png = renderPage(bytes, index + 2, dpi);
    let row = -1;
    for (let y = 0; y < png.height && row < 0; y += 4)
      for (let x = 0; x < png.width; x += 4)
        if (isRed(png.at(x, y))) {
          row = y + Math.round((15 / 25.4) * dpi);
          break;
        }
    const line = Array.from({ length: png.width }, (_, x) => png.at(x, row));
    expect(Math.abs(spanAmongCells(line, dpi) - 30)).toBeLessThanOrEqual(0.2);
  });

  it('has as many pages as the layout says, each the size of the paper', async () => {
    const big = map({
      grid: {
        kind: 'hex',
        orientation: 'pointy',
        shape: { type: 'rectangle', width: 14, height: 10, offset: 'odd' },
      },
    });
    for (const [paper, landscape, w, h] of [
      ['a4', false, 210, 297],
      ['a4', true, 297, 210],
      ['letter', false, 215.9, 279.4],
    ] as const) {
      const { bytes, layout } = await exportMapPdf(big, {
        tiles: [],
        size: { cellMm: 25 },
        paper,
        landscape,
        overlapMm: 12,
      });
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(layout.columns * layout.rows + 1);
      expect(layout.columns * layout.rows).toBeGreaterThan(1);
      for (const page of doc.getPages()) {
        expect(page.getWidth()).toBeCloseTo(w * PT_PER_MM, 1);
        expect(page.getHeight()).toBeCloseTo(h * PT_PER_MM, 1);
      }
      expect(doc.getTitle()).toBe('Sector sheet');
    }
    // On an A0 poster the same map is one page, centred, with no marks.
    const poster = await exportMapPdf(big, { tiles: [], size: { cellMm: 25 }, paper: 'a0' });
    expect((await PDFDocument.load(poster.bytes)).getPageCount()).toBe(1);
    expect(poster.layout).toMatchObject({ tiled: false, marks: false, assemblySheet: false });
  });

  it('embeds each picture once however many cells and pages show it, and writes text as text', async () => {
    const url = pictureUrl([10, 200, 10]);
    const placements = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`${i},0`, { tile: 'green', rotation: i % 4 }]),
    );
    const squares = map({ grid: { kind: 'square', width: 6, height: 1 }, placements });
    const { bytes, layout } = await exportMapPdf(squares, {
      tiles: [tile('green', 'Green field', { colour: '#00aa00', image: url, label: 'GF' })],
      size: { cellMm: 60 },
      paper: 'a4',
      compress: false,
    });
    expect(layout.pages.length).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(text).toContain(`<${pdfHex('GF')}> Tj`);
  });

  it('fits one sheet, legend and title block included, when no size is given', () => {
    for (const grid of [
      { kind: 'square', width: 3, height: 30 },
      { kind: 'hex', orientation: 'pointy', shape: { type: 'rectangle', width: 40, height: 6 } },
      { kind: 'graph', width: 900, height: 300 },
    ] as const) {
      for (const landscape of [false, true]) {
        const { layout, svg } = exportMapSvg(map({ grid }), {
          tiles: [],
          legend: true,
          titleBlock: true,
          paper: 'a4',
          landscape,
        });
        expect(layout.tiled, `${grid.kind} ${landscape}`).toBe(false);
        expect(svg).toMatch(/Scale: (one (hex|square) = [\d.]+ mm|[\d.]+ mm across)/);
      }
    }
  });

  it('writes a well-formed SVG with its size in millimetres, each picture once', () => {
    const url = pictureUrl([200, 10, 10]);
    const squares = map({
      grid: { kind: 'square', width: 3, height: 2 },
      placements: { '0,0': { tile: 'a' }, '1,1': { tile: 'a' } },
      labels: [{ id: 'l', x: 60, y: 30, size: 10, text: 'Here & <there>' }],
    });
    const { svg, layout } = exportMapSvg(squares, {
      tiles: [tile('a', 'Alpha', { image: url })],
      size: { cellMm: 20 },
    });
    expect(svg).toMatch(/<svg [^>]*width="60mm" height="40mm"/);
    expect(layout.cellMm).toBeCloseTo(20);
    expect(svg.split(url).length - 1).toBe(1);
    expect(svg).toContain('Here &#38; &#60;there&#62;');
    // Well formed: every element opened is closed (a strict XML read).
    const tags = [...svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)].filter(
      (m) => !m[0].startsWith('<?'),
    );
    const open: string[] = [];
    for (const [, closing, name, selfClosing] of tags) {
      if (selfClosing) continue;
      if (closing) expect(open.pop()).toBe(name);
      else open.push(name as string);
    }
    expect(open).toEqual([]);
  });

  it('draws a PNG at the asked width, transparent or filled', () => {
    const squares = map({ grid: { kind: 'square', width: 4, height: 2 } });
    const { svg } = exportMapSvg(squares, { tiles: [], size: { cellMm: 10 } });
    const clear = readPng(svgToPng(svg, { widthPx: 200 }));
    expect(clear.width).toBe(200);
    expect(clear.height).toBe(100);
    const filled = readPng(svgToPng(svg, { widthPx: 200, background: '#ffffff' }));
    const { svg: framed } = exportMapSvg(squares, {
      tiles: [],
      size: { cellMm: 10 },
      legend: true,
    });
    const wide = readPng(svgToPng(framed, { widthPx: 300 }));
    // The legend widens the sheet; its corner stays clear without a background.
    expect(wide.at(299, wide.height - 1)[3]).toBe(0);
    expect(filled.at(0, 0)[3]).toBe(255);
  });
});
