import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMapSvg } from '../../editor/formats/print/export-map.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { readPng, type DecodedPng } from '../unit/editor/formats/png-reader.ts';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';

let browser: Browser;
let app: ServedApp;
let host: HostClient;

beforeAll(async () => {
  browser = await launchChromium();
  app = await serveApp();
  host = await HostClient.connect(app.url);
});
afterAll(async () => {
  host?.close();
  await browser?.close();
  await app?.stop();
});

/** Screenshots for the documentation (LODESTAR_DOCS=1 writes them to docs/). */
const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);

async function copyOf(id: string): Promise<string> {
  return (await host.call('scenario.duplicate', { id })).id;
}

async function edit(id: string, change: (scenario: Scenario) => Scenario): Promise<void> {
  const { scenario, summary } = await host.call('scenario.get', { id });
  await host.call('scenario.save', {
    id,
    scenario: change(scenario),
    expectedModifiedAt: summary.modifiedAt,
  });
}

async function openMaps(page: Page, id: string): Promise<void> {
  await page.goto(`${app.url}/#/scenario/${id}/maps`);
  await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
  await page.getByTestId('map-canvas').waitFor();
}

async function openDialog(page: Page) {
  await page.getByTestId('sidebar-tab-maps').click();
  await page.getByTestId('export-print').click();
  const dialog = page.getByTestId('export-map-dialog');
  await dialog.getByTestId('print-preview').waitFor();
  return dialog;
}

describe('the Export dialog', () => {
  it('previews the pages over the map, and exports a tiled PDF, a poster, an SVG and a PNG', async () => {
    const id = await copyOf('ti3-patch');
    const context = await browser.newContext({
      viewport: { width: 1600, height: 1000 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await openMaps(page, id);
    const dialog = await openDialog(page);

    await dialog.getByTestId('export-fit').uncheck();
    await dialog.getByTestId('export-cell-mm').fill('50');
    await expect
      .poll(() => dialog.getByTestId('export-summary').innerText())
      .toMatch(/^\d+×\d+ pages of A4 and an assembly sheet · map \d+ × \d+ mm · cell 50 mm$/);
    const summary = await dialog.getByTestId('export-summary').innerText();
    const [columns, rows] = (/^(\d+)×(\d+)/.exec(summary) ?? []).slice(1).map(Number);
    expect(await dialog.getByTestId('preview-page').count()).toBe(
      (columns as number) * (rows as number),
    );

    const pdf = page.waitForEvent('download');
    await dialog.getByTestId('export-go').click();
    const download = await pdf;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const doc = await PDFDocument.load(readFileSync((await download.path()) as string));
    expect(doc.getPageCount()).toBe((columns as number) * (rows as number) + 1);
    await dialog.getByTestId('export-message').waitFor();

    // On A1 the same galaxy is one poster page, centred.
    await dialog.getByTestId('export-paper').selectOption('a1');
    await expect
      .poll(() => dialog.getByTestId('export-summary').innerText())
      .toMatch(/^1 page of A1, centred/);
    expect(await dialog.getByTestId('preview-page').count()).toBe(0);

    // A seat's copy as SVG, and a PNG.
    await dialog.getByTestId('export-format').selectOption('svg');
    await dialog.getByTestId('export-view').selectOption('seat-1');
    const svg = page.waitForEvent('download');
    await dialog.getByTestId('export-go').click();
    const svgFile = await svg;
    expect(svgFile.suggestedFilename()).toMatch(/-seat-1\.svg$/);
    const text = readFileSync((await svgFile.path()) as string, 'utf8');
    expect(text).toMatch(/^<\?xml[^]*<svg [^>]*width="[\d.]+mm"/);
    await dialog.getByTestId('export-format').selectOption('png');
    await dialog.getByTestId('export-dpi').fill('50');
    const png = page.waitForEvent('download');
    await dialog.getByTestId('export-go').click();
    const picture = readPng(readFileSync((await (await png).path()) as string));
    expect(picture.width).toBeGreaterThan(100);

    // A size that cannot be tiled says why, and Export waits.
    await dialog.getByTestId('export-paper').selectOption('a4');
    await dialog.getByTestId('export-overlap').fill('150');
    await expect
      .poll(() => dialog.getByTestId('export-problem').innerText())
      .toContain('the overlap must be between 0 and 95 mm on A4 (got 150)');
    expect(await dialog.getByTestId('export-go').isDisabled()).toBe(true);

    // Closed, and opened again from the keyboard.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('Control+Shift+E');
    await page.getByTestId('export-map-dialog').getByTestId('print-preview').waitFor();
    await context.close();
  });

  it('shows the dialog on a big screen and a laptop', async () => {
    const id = await copyOf('ti3-patch');
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openMaps(page, id);
      const dialog = await openDialog(page);
      await dialog.getByTestId('export-fit').uncheck();
      await dialog.getByTestId('export-cell-mm').fill('50');
      await dialog.getByTestId('export-legend').check();
      await expect
        .poll(() => dialog.getByTestId('export-summary').innerText())
        .toContain('pages of A4');
      // The dialog fits the window: its buttons are on screen.
      const go = await dialog.getByTestId('export-go').boundingBox();
      expect(go && go.y + go.height).toBeLessThanOrEqual(viewport.height);
      await page.screenshot({ path: path.join(shotsDir, `map-export${suffix}.png`) });
      await context.close();
    }
  });
});

/** A small hexagon board of plain colours: what the canvas and the SVG both draw. */
function plainBoard(): { map: MapDef; tiles: ReturnType<typeof tileSchema.parse>[] } {
  const tiles = [
    { id: 'sea', name: 'S', colour: '#2f5f9a' },
    { id: 'land', name: 'L', colour: '#7a9a4a' },
    { id: 'rock', name: 'R', colour: '#9a7a4a', border: 'red' },
  ].map((t) => tileSchema.parse(t));
  const placements: Record<string, { tile: string; rotation: number }> = {};
  const ids = ['sea', 'land', 'rock'];
  let i = 0;
  for (let q = -2; q <= 2; q++)
    for (let r = -2; r <= 2; r++)
      if (Math.abs(q + r) <= 2 && (q + 2 * r) % 3 !== 0)
        placements[`${q},${r}`] = { tile: ids[i++ % 3] as string, rotation: 0 };
  const map = mapSchema.parse({
    id: 'plain',
    name: 'Plain board',
    grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 2 } },
    placements,
    edgeTypes: [{ id: 'wall', name: 'Wall', colour: '#ffd43b', width: 6 }],
    edges: { '0,0|1,0': { type: 'wall' }, '0,0|0,1': { type: 'wall' } },
  });
  return { map, tiles };
}

/** Share of pixels that differ by more than `threshold` in any channel. */
function difference(a: DecodedPng, b: DecodedPng, dx = 0, dy = 0, threshold = 60): number {
  let differ = 0;
  let total = 0;
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const bx = x + dx;
      const by = y + dy;
      if (bx < 0 || by < 0 || bx >= b.width || by >= b.height) continue;
      total++;
      const p = a.at(x, y);
      const q = b.at(bx, by);
      if (p.some((v, k) => k < 3 && Math.abs(v - (q[k] as number)) > threshold)) differ++;
    }
  return differ / total;
}

describe('the SVG and the canvas', () => {
  it('lay the map out alike at the same zoom: pixels compared within a tolerance', async () => {
    const id = await copyOf('ti3-patch');
    const { map, tiles } = plainBoard();
    // A plain board in place of the galaxy: nothing may still name the galaxy's tiles.
    await edit(id, (s) => ({
      ...s,
      tiles,
      maps: [map],
      galaxyTemplates: [],
      tilePools: [],
      setup: s.setup.filter((step) => step.kind !== 'galaxy-deal'),
    }));
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await openMaps(page, id);
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('1');
    await page.mouse.move(5, 5);
    const canvas = await page.getByTestId('map-canvas').boundingBox();
    if (!canvas) throw new Error('no canvas');
    const { drawing, svg } = (() => {
      const out = exportMapSvg(map, { tiles, size: { cellMm: 10 } });
      return {
        drawing: out.drawing,
        svg: out.svg.replace(
          /width="[\d.]+mm" height="[\d.]+mm"/,
          `width="${out.drawing.box.width}" height="${out.drawing.box.height}"`,
        ),
      };
    })();
    const box = drawing.box;
    // At 1 : 1 the board's middle (cell 0,0 of a hexagon) is the canvas's middle.
    const clip = {
      x: Math.round(canvas.x + canvas.width / 2 + box.x),
      y: Math.round(canvas.y + canvas.height / 2 + box.y),
      width: Math.floor(box.width),
      height: Math.floor(box.height),
    };
    await page.waitForTimeout(300);
    const drawn = readPng(await page.screenshot({ clip }));
    const svgPage = await context.newPage();
    await svgPage.setContent(
      `<body style="margin:0;background:#11151b"><img style="position:absolute;left:${clip.x - (canvas.x + canvas.width / 2 + box.x)}px;top:${clip.y - (canvas.y + canvas.height / 2 + box.y)}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body>`,
    );
    await svgPage.locator('img').evaluate('(img) => img.decode()');
    const rendered = readPng(
      await svgPage.screenshot({ clip: { x: 0, y: 0, width: clip.width, height: clip.height } }),
    );
    const same = difference(drawn, rendered);
    expect(same).toBeLessThan(0.03);
    // The comparison can fail: the same picture a few pixels off differs far more.
    expect(difference(drawn, rendered, 6, 4)).toBeGreaterThan(same * 3 + 0.02);
    await context.close();
  });
});

describe('Print cards from the scenario page', () => {
  it("prints a deck's cards on sheets with backs, and shows the dialog on a big screen and a laptop", async () => {
    const id = await copyOf('so-say-we-all');
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`${app.url}/#/scenario/${id}`);
      await page.getByTestId('scenario-overview').waitFor();
      await page.getByTestId('section-decks-print').first().click();
      const dialog = page.getByTestId('print-cards-dialog');
      await dialog.getByTestId('print-cards-backs').check();
      const plan = await dialog.getByTestId('print-cards-plan').innerText();
      const pages = Number(/, (\d+) pages? with backs/.exec(plan)?.[1]);
      expect(pages % 2).toBe(0);
      await page.screenshot({ path: path.join(shotsDir, `print-cards${suffix}.png`) });
      const download = page.waitForEvent('download');
      await dialog.getByTestId('print-cards-go').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/-cards\.pdf$/);
      const doc = await PDFDocument.load(readFileSync((await file.path()) as string));
      expect(doc.getPageCount()).toBe(pages);
      await context.close();
    }
  });
});
