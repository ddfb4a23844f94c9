import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
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

/** A new hex map is flat-topped with cells 60 map units across the corners (the format's default). */
const CELL = 60;

/**
 * Where a flat-top cell's centre is on screen at 100% zoom, with the board centred in the
 * canvas (a hexagon board is symmetric about cell 0,0). Each use is checked against the
 * status bar, which names the cell under the pointer, so a wrong guess fails loudly.
 */
async function cellPoint(page: Page, q: number, r: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  return {
    x: box.x + box.width / 2 + CELL * 1.5 * q,
    y: box.y + box.height / 2 + CELL * Math.sqrt(3) * (r + q / 2),
  };
}

async function hover(page: Page, q: number, r: number): Promise<{ x: number; y: number }> {
  const point = await cellPoint(page, q, r);
  await page.mouse.move(point.x, point.y);
  await expect
    .poll(() => page.getByTestId('status-place').innerText())
    .toMatch(new RegExp(`^Cell ${q},${r}\\b`));
  return point;
}

async function clickCell(page: Page, q: number, r: number): Promise<void> {
  await hover(page, q, r);
  await page.mouse.down();
  await page.mouse.up();
}

/** A shortcut with nothing focused that could take the key. */
async function press(page: Page, key: string): Promise<void> {
  await page.evaluate('document.activeElement?.blur()');
  await page.keyboard.press(key);
}

async function addTile(page: Page, name: string, colour: string, label: string): Promise<void> {
  await page.getByTestId('tile-new').click();
  const dialog = page.getByTestId('tile-editor-dialog');
  await dialog.getByTestId('tile-name').fill(name);
  await dialog.getByTestId('tile-label').fill(label);
  await dialog.getByTestId('tile-colour').fill(colour);
  await dialog.getByTestId('save-tile').click();
  await page.getByTestId(`tile-swatch`).filter({ hasText: name }).waitFor();
}

async function storedMap(scenarioId: string): Promise<MapDef> {
  const { scenario } = await host.call('scenario.get', { id: scenarioId });
  const map = scenario.maps[0];
  if (!map) throw new Error('the scenario has no map');
  return map;
}

/** Pixels on the canvas that are not the plain background: 0 for a blank canvas. */
function drawnPixels(page: Page): Promise<number> {
  // A string runs in the page (this file is type-checked for Node, without the DOM).
  return page.evaluate(`(() => {
    const canvases = [...document.querySelectorAll('[data-testid="map-canvas"] canvas')];
    let count = 0;
    for (const source of canvases) {
      const ctx = source.getContext('2d');
      if (!ctx || source.width === 0) continue;
      const data = ctx.getImageData(0, 0, source.width, source.height).data;
      for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0) count++;
    }
    return count;
  })()`);
}

describe('the map editor in a browser', () => {
  it('makes a hex map, paints, edits and keeps it all across a reload', async () => {
    const page = ui.page;
    await ui.openLibrary();
    await ui.createBlankScenario('Sector Patrol');
    await ui.byTestId('scenario-overview').waitFor();
    const scenarioId = /#\/scenario\/([a-z0-9-]+)/.exec(page.url())?.[1];
    if (!scenarioId) throw new Error(`not on an overview: ${page.url()}`);

    await ui.byTestId('open-map-editor').click();
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    await ui.byTestId('map-editor-empty').waitFor();

    // A new hex map: flat-topped hexagon of radius 3 (37 cells).
    await ui.byTestId('new-map-hex').click();
    const dialog = ui.byTestId('new-map-dialog');
    await dialog.getByTestId('new-map-name').fill('Patrol Sector');
    await dialog.getByTestId('grid-orientation').selectOption('flat');
    await dialog.getByTestId('grid-shape').selectOption('hexagon');
    await dialog.getByTestId('grid-radius').fill('3');
    await dialog.getByTestId('create-map').click();
    await ui.byTestId('map-canvas').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/scenario\/[a-z0-9-]+\/maps\/patrol-sector$/);
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    await press(page, '1'); // 100%, centred: cellPoint's frame

    await addTile(page, 'Nebula', '#6a4fb0', 'NB');
    await addTile(page, 'Frontier world', '#2f8f5b', 'FW');

    // Paint: choose the tile, drag across a row of cells in one stroke.
    await ui.byTestId('tile-swatch').filter({ hasText: 'Nebula' }).click();
    await expect.poll(() => ui.byTestId('tool-paint').getAttribute('aria-pressed')).toBe('true');
    await hover(page, -2, 0);
    await page.mouse.down();
    const end = await cellPoint(page, 2, 0);
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await page.mouse.up();
    await ui.byTestId('tile-swatch').filter({ hasText: 'Frontier world' }).click();
    await clickCell(page, 0, 2);

    // Select a painted cell and turn it.
    await press(page, 'v');
    await clickCell(page, 0, 2);
    await press(page, 'r');

    // An asteroid belt on the side between 0,0 and 1,0 (nothing selected: the panel shows the brush).
    await press(page, 'Escape');
    await press(page, 'k');
    await ui
      .byTestId('edge-type-row')
      .filter({ hasText: /asteroid/i })
      .getByTestId('edge-type-choose')
      .click();
    const a = await cellPoint(page, 0, 0);
    const b = await cellPoint(page, 1, 0);
    await page.mouse.move((a.x + b.x) / 2 - 2, (a.y + b.y) / 2);
    await page.mouse.down();
    await page.mouse.up();

    // A token on 0,-2.
    await press(page, 't');
    await clickCell(page, 0, -2);

    // Undo takes the token away, redo puts it back.
    await expect.poll(() => ui.byTestId('map-undo').isEnabled()).toBe(true);
    await press(page, 'Control+z');
    await expect.poll(() => ui.byTestId('map-redo').isEnabled()).toBe(true);
    await press(page, 'Control+Shift+z');
    await expect.poll(() => ui.byTestId('map-redo').isEnabled()).toBe(false);

    // Copy the turned cell and paste it on 2,1.
    await press(page, 'v');
    await clickCell(page, 0, 2);
    await press(page, 'Control+c');
    await hover(page, 2, 1);
    await press(page, 'Control+v');

    await ui.waitUntilSaved();
    const before = await storedMap(scenarioId);
    expect(before.grid).toEqual({
      kind: 'hex',
      orientation: 'flat',
      shape: { type: 'hexagon', radius: 3 },
    });
    const painted = ['-2,0', '-1,0', '0,0', '1,0', '2,0'];
    for (const cell of painted) expect(before.placements[cell]?.tile).toBe('nebula');
    expect(before.placements['0,2']).toMatchObject({ tile: 'frontier-world', rotation: 1 });
    expect(before.placements['2,1']).toMatchObject({ tile: 'frontier-world', rotation: 1 });
    const edges = Object.entries(before.edges);
    expect(edges).toHaveLength(1);
    expect(edges[0]?.[0]).toBe('0,0|1,0');
    const beltType = before.edgeTypes.find((t) => t.id === edges[0]?.[1].type);
    expect(beltType?.name).toMatch(/asteroid/i);
    expect(before.tokens.map((t) => t.at)).toEqual(['0,-2']);
    await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);

    // A reload shows exactly what was saved.
    await page.reload();
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    await ui.byTestId('map-canvas').waitFor();
    expect(await storedMap(scenarioId)).toEqual(before);
    expect(await ui.byTestId('save-status').innerText()).toMatch(/Saved/);
    await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);
    await ui.screenshot('map-editor-e2e');
  });
});

/** Screenshots of each kind of map for the documentation (LODESTAR_DOCS=1 writes them to docs/). */
const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);

/** A small square grid with terrain, a river-like wall, tokens and a label. */
function squareDemo(): { tiles: Tile[]; map: MapDef } {
  const tiles = [
    { id: 'plains', name: 'Plains', kind: 'terrain', colour: '#7a9a4a', label: 'P' },
    { id: 'forest', name: 'Forest', kind: 'terrain', colour: '#2f6b3a', label: 'F' },
    { id: 'hills', name: 'Hills', kind: 'terrain', colour: '#9a7a4a', label: 'H' },
    { id: 'water', name: 'Water', kind: 'terrain', colour: '#2f5f9a', label: 'W' },
  ].map((t) => tileSchema.parse(t));
  const placements: Record<string, { tile: string; rotation: number; overrides: object }> = {};
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 12; x++) {
      const tile =
        x === 7
          ? 'water'
          : (x * 3 + y * 5) % 7 === 0
            ? 'hills'
            : (x + y) % 4 === 0
              ? 'forest'
              : 'plains';
      placements[`${x},${y}`] = { tile, rotation: 0, overrides: {} };
    }
  const map = mapSchema.parse({
    id: 'skirmish',
    name: 'Skirmish field',
    grid: { kind: 'square', width: 12, height: 8 },
    coordinates: 'offset',
    placements,
    edgeTypes: [{ id: 'wall', name: 'Wall', colour: '#e8e2d0', style: 'solid', blocks: true }],
    edges: {
      '2,2|3,2': { type: 'wall' },
      '2,3|3,3': { type: 'wall' },
      '2,4|3,4': { type: 'wall' },
    },
    tokens: [
      { id: 'token-1', at: '1,3', label: 'Inf', colour: '#c0392b', count: 3 },
      { id: 'token-2', at: '9,4', label: 'Cav', colour: '#2e86c1', count: 2 },
    ],
    labels: [{ id: 'label-1', x: 450, y: -45, text: 'The ford', size: 28 }],
  });
  return { tiles, map };
}

describe('screenshots of each kind of map', () => {
  it('shows a hex board, a square grid and a galaxy map', async () => {
    const page = ui.page;
    const { scenarios } = await host.call('library.list', {});
    const hexScenario = scenarios.find((s) => s.id === 'ti3-patch') ?? scenarios[0];
    const graphScenario = scenarios.find((s) => s.id === 'so-say-we-all') ?? scenarios[0];
    if (!hexScenario || !graphScenario) throw new Error('the bundled scenarios are in the library');

    const square = await host.call('scenario.create', { title: 'Skirmish' });
    const { scenario, summary } = await host.call('scenario.get', { id: square.id });
    const demo = squareDemo();
    await host.call('scenario.save', {
      id: square.id,
      scenario: { ...scenario, tiles: demo.tiles, maps: [demo.map] },
      expectedModifiedAt: summary.modifiedAt,
    });

    mkdirSync(shotsDir, { recursive: true });
    const shots: [string, string][] = [
      ['hex', `#/scenario/${hexScenario.id}/maps`],
      ['square', `#/scenario/${square.id}/maps`],
      ['graph', `#/scenario/${graphScenario.id}/maps`],
    ];
    for (const [kind, hash] of shots) {
      await page.goto(`${app.url}/${hash}`);
      await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
      await ui.byTestId('map-canvas').waitFor();
      await page.mouse.move(10, 10);
      await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-${kind}.png`) });
    }
  });
});
