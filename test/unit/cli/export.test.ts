import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPng } from '../editor/formats/png-reader.ts';
import { runCli, tempDir } from './run-cli.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('export')));
afterEach(() => temp.remove());

const run = (...args: string[]) => runCli(['export', ...args], { cwd: temp.dir });
const file = (name: string) => path.join(temp.dir, name);

describe('lodestar export', () => {
  it('writes a tiled true-scale PDF and prints its layout with --json', async () => {
    const out = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'pdf',
      '--cell-mm',
      '50',
      '--json',
      '--out',
      'galaxy.pdf',
    );
    expect(out.code).toBe(0);
    const layout = JSON.parse(out.stdout);
    expect(layout).toMatchObject({
      format: 'pdf',
      view: 'control',
      paper: { id: 'a4', width: 210, height: 297, landscape: false },
      cellMm: 50,
      tiled: true,
      overlapMm: 10,
      assemblySheet: true,
    });
    expect(layout.pages[0]).toMatchObject({
      name: 'A1',
      label: `A1 of ${layout.columns}×${layout.rows}`,
    });
    expect(layout.extentMm.width).toBeGreaterThan(300);
    const doc = await PDFDocument.load(readFileSync(file('galaxy.pdf')));
    expect(doc.getPageCount()).toBe(layout.pageCount);
    expect(layout.pageCount).toBe(layout.columns * layout.rows + 1);
  });

  it('prints one centred poster page when the map fits the sheet, and says so', async () => {
    const out = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'pdf',
      '--cell-mm',
      '50',
      '--paper',
      'a1',
    );
    expect(out).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'lodestar export: wrote standard-6.pdf (1 page of A1)\n',
    });
    const doc = await PDFDocument.load(readFileSync(file('standard-6.pdf')));
    expect(doc.getPage(0).getSize().width).toBeCloseTo((594 * 72) / 25.4, 1);
  });

  it('writes an SVG in millimetres and a PNG at a chosen DPI', async () => {
    expect(
      (
        await run(
          'ti4-galaxy',
          '--map',
          'standard-6',
          '--format',
          'svg',
          '--cell-mm',
          '20',
          '--legend',
          '--title',
        )
      ).code,
    ).toBe(0);
    const svg = readFileSync(file('standard-6.svg'), 'utf8');
    expect(svg).toMatch(/<svg [^>]*width="[\d.]+mm"/);
    expect(svg).toContain('Scale: one hex = 20 mm across the flats');
    const png = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'png',
      '--cell-mm',
      '20',
      '--dpi',
      '100',
      '--background',
      '#ffffff',
      '--json',
    );
    expect(png.code).toBe(0);
    const picture = readPng(readFileSync(file('standard-6.png')));
    const { extentMm } = JSON.parse(png.stdout);
    expect(picture.width).toBe(Math.round((extentMm.width / 25.4) * 100));
    expect(picture.at(0, 0)).toEqual([255, 255, 255, 255]);
  });

  it("writes a team's copy with the team in its name, and refuses a team the scenario lacks", async () => {
    const good = await run(
      'so-say-we-all',
      '--map',
      'galaxy-map',
      '--format',
      'svg',
      '--view',
      'prosecutor',
      '--title',
    );
    expect(good.code).toBe(0);
    const [written] = /wrote (\S+)/.exec(good.stderr)?.slice(1) ?? [];
    expect(written).toMatch(/-prosecutor\.svg$/);
    expect(readFileSync(file(written as string), 'utf8')).toContain('R.E.C. Prosecutor&#39;s copy');
    const bad = await run(
      'so-say-we-all',
      '--map',
      'galaxy-map',
      '--format',
      'svg',
      '--view',
      'nobody',
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^lodestar export: no team "nobody" in .* \(teams: [a-z0-9-]+/);
  });

  it('names a missing map, a bad size and a size given twice', async () => {
    const noMap = await run('ti4-galaxy', '--format', 'svg');
    expect(noMap.code).toBe(1);
    expect(noMap.stderr).toMatch(/has \d+ maps: name one/);
    const badSize = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'pdf',
      '--cell-mm',
      'big',
    );
    expect(badSize).toMatchObject({ code: 2 });
    expect(badSize.stderr).toContain(
      '--cell-mm must be a number of millimetres from 1 to 2000, not "big"',
    );
    const twice = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'pdf',
      '--cell-mm',
      '10',
      '--width-mm',
      '100',
    );
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('give --cell-mm or --width-mm, not both');
    const overlap = await run(
      'ti4-galaxy',
      '--map',
      'standard-6',
      '--format',
      'pdf',
      '--cell-mm',
      '80',
      '--overlap-mm',
      '99',
    );
    expect(overlap.code).toBe(1);
    expect(overlap.stderr).toContain('the overlap must be between 0 and 95 mm on A4 (got 99)');
    expect(existsSync(file('standard-6.pdf'))).toBe(false);
  });
});
