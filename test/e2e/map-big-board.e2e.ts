import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { boardCells } from '../../editor/model/board.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { LodestarPage } from './support/library-page.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';

let browser: Browser;
let app: ServedApp;
let context: BrowserContext;
let host: HostClient;
let ui: LodestarPage;

beforeAll(async () => {
  browser = await launchChromium();
  app = await serveApp();
  host = await HostClient.connect(app.url);
  context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  ui = new LodestarPage(await context.newPage(), app.url);
});
afterAll(async () => {
  host?.close();
  await context?.close();
  await browser?.close();
  await app?.stop();
});

const SIDE = 200;
const TILES = [
  { id: 'sea', name: 'Sea', colour: '#1f5f8b', label: 'S' },
  { id: 'land', name: 'Land', colour: '#3a6b35', label: 'L' },
  { id: 'mountain', name: 'Mountain', colour: '#7a3b2e', label: 'M' },
].map((t) => tileSchema.parse(t));

/** A 200×200 hex board (40,000 cells), sea and land on every cell. */
function bigBoard(): MapDef {
  const bare = mapSchema.parse({
    id: 'big',
    name: 'Big board',
    grid: {
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'rectangle', width: SIDE, height: SIDE },
    },
  });
  const placements = Object.fromEntries(
    boardCells(bare).map((at, i) => [
      at,
      { tile: i % 3 ? 'sea' : 'land', rotation: 0, overrides: {} },
    ]),
  );
  return mapSchema.parse({ ...bare, placements });
}

async function storedText(id: string): Promise<string> {
  const { scenario } = await host.call('scenario.get', { id });
  return JSON.stringify(scenario.maps[0]);
}

/** A shortcut with nothing focused that could take the key. */
async function press(page: Page, key: string): Promise<void> {
  await page.evaluate('document.activeElement?.blur()');
  await page.keyboard.press(key);
}

/** Drags across the middle of the canvas, left to right. */
async function stroke(page: Page): Promise<void> {
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await expect.poll(() => page.getByTestId('status-place').innerText()).toMatch(/^Cell /);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, y, { steps: 40 });
  await page.mouse.up();
}

const SAVED = { timeout: 30_000 };

/** Waits until the stored map is `text` (autosave follows each edit). */
async function expectStored(id: string, text: string): Promise<void> {
  await expect.poll(() => storedText(id), SAVED).toBe(text);
}

describe('painting a 40,000-cell board', () => {
  it('paints and erases strokes, and undo and redo save exactly the maps before and after', async () => {
    const page = ui.page;
    const { id } = await host.call('scenario.create', { title: 'Big board' });
    const { scenario, summary } = await host.call('scenario.get', { id });
    await host.call('scenario.save', {
      id,
      scenario: { ...scenario, tiles: TILES, maps: [bigBoard()] },
      expectedModifiedAt: summary.modifiedAt,
    });
    const original = await storedText(id);
    console.log(`big board: stored (${original.length} characters)`);

    await page.goto(`${app.url}/#/scenario/${id}/maps`);
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    await page.getByTestId('map-canvas').waitFor();
    // The whole board is in view: a stroke across the middle crosses dozens of cells.

    // A stroke of mountains across the board.
    await page.getByTestId('tile-swatch').filter({ hasText: 'Mountain' }).click();
    await stroke(page);
    await expect.poll(async () => (await storedText(id)) !== original, SAVED).toBe(true);
    const painted = JSON.parse(await storedText(id)) as MapDef;
    const mountains = Object.keys(painted.placements).filter(
      (at) => painted.placements[at]?.tile === 'mountain',
    );
    expect(mountains.length).toBeGreaterThan(20);
    // Everything but the stroke's cells is as it was, in the same order.
    const before = JSON.parse(original) as MapDef;
    expect(Object.keys(painted.placements)).toEqual(Object.keys(before.placements));
    for (const at of Object.keys(before.placements))
      if (!mountains.includes(at)) expect(painted.placements[at]).toEqual(before.placements[at]);
    const afterPaint = await storedText(id);
    console.log(`big board: painted ${mountains.length} cells`);

    // An erase stroke over the same row takes the tiles off.
    await press(page, 'e');
    await stroke(page);
    await expect.poll(async () => (await storedText(id)) !== afterPaint, SAVED).toBe(true);
    const erased = JSON.parse(await storedText(id)) as MapDef;
    expect(Object.keys(erased.placements).length).toBeLessThan(SIDE * SIDE);
    const afterErase = await storedText(id);
    console.log('big board: erased');

    // Undo twice: the file is exactly the original again (erased cells back in their places).
    await press(page, 'Control+z');
    await expectStored(id, afterPaint);
    await press(page, 'Control+z');
    await expectStored(id, original);
    console.log('big board: undone');
    // Redo twice: exactly the maps the strokes made.
    await press(page, 'Control+Shift+z');
    await expectStored(id, afterPaint);
    await press(page, 'Control+Shift+z');
    await expectStored(id, afterErase);
  }, 240_000);
});
