import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { laneRoutes, routePoint } from '../../editor/geometry/lane-routes.ts';
import { tokenPositions, tokenRadius } from '../../editor/model/picking.ts';
import { mapSchema, type MapDef } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { tileSchema, type Tile } from '../../scenarios/format/tiles.ts';
import { bigBoard } from '../bench/checks.ts';
import { spiralCell } from '../../editor/geometry/hex.ts';
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

/** A new scenario holding the square demo; returns its id. */
async function createSquareDemo(): Promise<{ id: string }> {
  const square = await host.call('scenario.create', { title: 'Skirmish' });
  const demo = squareDemo();
  await edit(square.id, (scenario) => ({ ...scenario, tiles: demo.tiles, maps: [demo.map] }));
  return square;
}

/** Changes a stored scenario through the host, as another window would. */
async function edit(id: string, change: (scenario: Scenario) => Scenario): Promise<void> {
  const { scenario, summary } = await host.call('scenario.get', { id });
  await host.call('scenario.save', {
    id,
    scenario: change(scenario),
    expectedModifiedAt: summary.modifiedAt,
  });
}

/** A few systems of the bundled galaxy game laid out, a home system on the first home slot. */
const GALAXY_IN_PROGRESS: Record<string, string> = {
  '0,0': 'mecatol-rex',
  '0,-3': 'home-barony-of-letnev',
  '0,-1': 'centauri-gral',
  '1,-1': 'lodor',
  '1,0': 'bereg-lirta-iv',
  '0,1': 'mehar-xull',
  '-1,1': 'asteroid-field',
  '-1,0': 'wormhole-a',
  '2,-1': 'nebula',
  '-2,1': 'arnor-lor',
};

/**
 * A copy of the bundled galaxy game under its own title, its standard galaxy laid out with
 * `placements` (tile ids by cell); returns the copy's id.
 */
async function laidOutCopy(placements: Record<string, string>): Promise<string> {
  const id = await copyOf('ti3-patch');
  const original = await host.call('scenario.get', { id: 'ti3-patch' });
  await edit(id, (scenario) => ({
    ...scenario,
    meta: { ...scenario.meta, title: original.scenario.meta.title },
    maps: scenario.maps.map((m, i) =>
      i === 0
        ? {
            ...m,
            placements: Object.fromEntries(
              Object.entries(placements).map(([at, tile]) => [
                at,
                { tile, rotation: 0, overrides: {} },
              ]),
            ),
          }
        : m,
    ),
  }));
  return id;
}

describe('screenshots of each kind of map', () => {
  it('shows a hex board, a square grid and point-to-point maps, on a big screen and a laptop', async () => {
    const hex = await laidOutCopy(GALAXY_IN_PROGRESS);
    const square = await createSquareDemo();
    mkdirSync(shotsDir, { recursive: true });
    const shots: [string, string][] = [
      ['hex', hex],
      ['square', square.id],
      ['graph', 'so-say-we-all'],
      ['lanes', 'europe-at-war'],
    ];
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const [kind, id] of shots) {
        await openMaps(page, id);
        await page.mouse.move(10, 10);
        await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);
        const size = await pageSize(page);
        expect([size.sh, size.sw], `${kind}${suffix}`).toEqual([size.ih, size.iw]);
        await page.screenshot({ path: path.join(shotsDir, `map-editor-${kind}${suffix}.png`) });
      }
      // A system selected: its planets in the properties.
      await clickPlace(page, await openAtOneToOne(page, hex), '1,0');
      await page.getByTestId('place-attributes').scrollIntoViewIfNeeded();
      await page.mouse.move(10, 10);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-properties${suffix}.png`) });
      // The tile editor.
      await page.getByTestId('sidebar-tab-tiles').click();
      await page.locator('[data-testid="tile-swatch"][data-tile-id="bereg-lirta-iv"]').dblclick();
      await page
        .getByTestId('tile-editor-dialog')
        .getByTestId('attribute-record-add')
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, `map-editor-tile-editor${suffix}.png`) });
      await page.keyboard.press('Escape');
      // The scenario overview.
      await page.goto(`${app.url}/#/scenario/${hex}`);
      await page.getByTestId('scenario-overview').waitFor();
      await page.screenshot({ path: path.join(shotsDir, `scenario-overview${suffix}.png`) });
      await context.close();
    }
  });
});

// ——— a laptop screen ———

/**
 * Where a place of `map` is on screen at 100% (key 1), or at `scale` after zooming about the
 * canvas's centre from there: the map's content is centred.
 */
async function placePoint(
  page: Page,
  map: MapDef,
  place: string,
  scale = 1,
): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const geometry = geometryOf(map);
  const extent = geometry.extent();
  const at = geometry.centre(place);
  if (!extent || !at) throw new Error(`no place "${place}" on ${map.name}`);
  return {
    x: box.x + box.width / 2 + (at.x - (extent.minX + extent.maxX) / 2) * scale,
    y: box.y + box.height / 2 + (at.y - (extent.minY + extent.maxY) / 2) * scale,
  };
}

/** The pointer over a place, checked against the status bar, which names the place under it. */
async function hoverPlace(page: Page, map: MapDef, place: string, named: RegExp, scale = 1) {
  const point = await placePoint(page, map, place, scale);
  await page.mouse.move(point.x, point.y);
  await expect.poll(() => page.getByTestId('status-place').innerText()).toMatch(named);
  return point;
}

/** A click on a cell of a hex board (checked against the status bar). */
async function clickPlace(page: Page, map: MapDef, cell: string): Promise<void> {
  await hoverPlace(page, map, cell, new RegExp(`^Cell ${cell}\\b`));
  await page.mouse.down();
  await page.mouse.up();
}

/** Opens a scenario's first map at 100%, and returns it as stored. */
async function openAtOneToOne(page: Page, id: string): Promise<MapDef> {
  await openMaps(page, id);
  await press(page, '1');
  return storedMap(id);
}

async function openMaps(page: Page, id: string): Promise<void> {
  await page.goto(`${app.url}/#/scenario/${id}/maps`);
  await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
  await page.getByTestId('map-canvas').waitFor();
}

/** How the document compares with the window: a page that fits scrolls neither way. */
function pageSize(page: Page): Promise<{ sh: number; ih: number; sw: number; iw: number }> {
  return page.evaluate(`({
    sh: document.documentElement.scrollHeight, ih: innerHeight,
    sw: document.documentElement.scrollWidth, iw: innerWidth,
  })`);
}

/** Every control of the toolbar, where it is and whether it can be used. */
function toolbarLayout(page: Page): Promise<{ id: string; x: number; y: number; off: boolean }[]> {
  return page.evaluate(`[...document.querySelectorAll(
      '[data-testid="map-toolbar"] :is(button, select):not([data-testid="save-status"] *)')]
    .map((e) => { const b = e.getBoundingClientRect();
      return { id: e.dataset.testid, x: Math.round(b.x), y: Math.round(b.y), off: e.disabled }; })`);
}

async function copyOf(id: string): Promise<string> {
  return (await host.call('scenario.duplicate', { id })).id;
}

async function selectedTab(page: Page): Promise<string | null> {
  return page
    .locator('[data-testid^="sidebar-tab-"][aria-selected="true"]')
    .getAttribute('data-testid');
}

describe('the map editor on a laptop screen', () => {
  let laptop: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await laptop.newPage();
  });
  afterAll(async () => {
    await laptop?.close();
  });

  it('fits the canvas and the properties in 1280×800, with one toolbar for every kind of map', async () => {
    const hex = await copyOf('ti3-patch');
    const square = (await createSquareDemo()).id;
    const graph = await copyOf('europe-at-war');
    const layouts: Record<string, Awaited<ReturnType<typeof toolbarLayout>>> = {};
    for (const [kind, id] of [
      ['hex', hex],
      ['square', square],
      ['graph', graph],
    ] as const) {
      await openMaps(page, id);
      const size = await pageSize(page);
      expect(size.sh, `${kind}: the page scrolls down`).toBeLessThanOrEqual(size.ih);
      expect(size.sw, `${kind}: the page scrolls across`).toBeLessThanOrEqual(size.iw);
      const canvas = await page.getByTestId('map-canvas').boundingBox();
      expect(canvas?.width ?? 0).toBeGreaterThanOrEqual(0.6 * 1280);
      layouts[kind] = await toolbarLayout(page);
    }
    // The same controls in the same places; what does not apply is there, disabled.
    const where = (kind: string) => layouts[kind]?.map(({ id, x, y }) => ({ id, x, y }));
    expect(where('square')).toEqual(where('hex'));
    expect(where('graph')).toEqual(where('hex'));
    expect(where('hex')?.length).toBeGreaterThanOrEqual(12 + 7);
    const disabled = (kind: string) =>
      layouts[kind]?.filter((c) => c.off && !/undo|redo/.test(c.id)).map((c) => c.id);
    expect(disabled('hex')).toEqual(['tool-node', 'tool-lane']);
    expect(disabled('square')).toEqual(['tool-node', 'tool-lane', 'tool-cell']);
    expect(disabled('graph')).toEqual(['symmetry-select', 'tool-edge', 'tool-cell']);

    // A cell's properties are a click away, and the page still does not scroll.
    await clickPlace(page, await openAtOneToOne(page, hex), '0,0');
    await expect.poll(() => selectedTab(page)).toBe('sidebar-tab-properties');
    const properties = page.getByTestId('place-properties');
    await expect.poll(() => properties.getAttribute('data-at')).toBe('0,0');
    const panel = await properties.boundingBox();
    expect(panel && panel.y + 40).toBeLessThan(800);
    await page.getByTestId('place-attributes').scrollIntoViewIfNeeded();
    expect(await page.evaluate('scrollY')).toBe(0);
    const size = await pageSize(page);
    expect(size.sh).toBeLessThanOrEqual(size.ih);

    // The tab chosen is kept across a reload.
    await page.getByTestId('sidebar-tab-maps').click();
    await page.reload();
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    expect(await selectedTab(page)).toBe('sidebar-tab-maps');
    await page.getByTestId('sidebar-tab-tiles').click();
  });

  it("edits a system's planets with a form, each change one undoable step", async () => {
    const id = await copyOf('ti3-patch');
    await clickPlace(page, await openAtOneToOne(page, id), '0,0');
    const attributes = page.getByTestId('place-attributes');
    await attributes.waitFor();
    const planet = attributes.getByTestId('attribute-record-field');
    await expect
      .poll(() =>
        page.evaluate(`[...document.querySelectorAll(
          '[data-testid="place-attributes"] [data-testid="attribute-record-field"]')].map((f) => f.value)`),
      )
      .toEqual(['Mecatol Rex', '1', '6', '']);
    // No raw JSON, no "null": an empty anomaly reads as none.
    expect(await attributes.locator('[data-testid="attribute-field"] textarea').count()).toBe(0);
    expect(await attributes.innerText()).not.toMatch(/\bnull\b/);
    const anomaly = attributes.locator(
      '[data-key="anomaly"] [data-testid="attribute-field-value"]',
    );
    expect(await anomaly.getAttribute('placeholder')).toBe('none');

    await planet.nth(2).fill('seven');
    await planet.nth(2).press('Enter');
    await expect
      .poll(() => attributes.getByTestId('attribute-field-error').innerText())
      .toMatch(/enter a number/);
    await planet.nth(2).fill('7');
    await planet.nth(2).press('Enter');
    await ui.waitUntilSaved();
    await expect
      .poll(async () => (await storedMap(id)).placements['0,0']?.overrides.attributes)
      .toEqual({ planets: [{ name: 'Mecatol Rex', resources: 1, influence: 7 }] });

    await press(page, 'Control+z');
    await expect.poll(async () => (await storedMap(id)).placements['0,0']?.overrides).toEqual({});
    await expect.poll(() => planet.nth(2).inputValue()).toBe('6');
  });

  it('refuses a second copy of a one-copy tile with where the first is, and Alt places it anyway', async () => {
    const id = await copyOf('ti3-patch');
    const map = await openAtOneToOne(page, id);
    await page.getByTestId('sidebar-tab-tiles').click();
    await page.locator('[data-testid="tile-swatch"][data-tile-id="mecatol-rex"]').click();
    await expect
      .poll(() => page.getByTestId('tool-paint').getAttribute('aria-pressed'))
      .toBe('true');

    await clickPlace(page, map, '1,0');
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts())
      .toContainEqual(
        expect.stringContaining(
          'Mecatol Rex has 1 copy and it is on the map at 0,0. Hold Alt to place it anyway.',
        ),
      );
    expect((await storedMap(id)).placements['1,0']).toBeUndefined();
    // The palette says the pool is used up.
    const usage = page.locator('[data-tile-id="mecatol-rex"] [data-testid="tile-usage"]');
    expect(await usage.innerText()).toBe('1/1');

    await page.keyboard.down('Alt');
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.up('Alt');
    await expect
      .poll(async () => (await storedMap(id)).placements['1,0']?.tile)
      .toBe('mecatol-rex');
    await expect.poll(() => usage.innerText()).toBe('2/1');
  });

  it('keeps names readable: ellipses with the whole name in a tooltip, labels clear of tokens', async () => {
    const id = await copyOf('ti3-patch');
    // The Letnev home system on the slot whose token marks the first home.
    await edit(id, (scenario) => ({
      ...scenario,
      maps: scenario.maps.map((m, i) =>
        i === 0
          ? {
              ...m,
              placements: {
                ...m.placements,
                '0,-3': { tile: 'home-barony-of-letnev', rotation: 0, overrides: {} },
              },
            }
          : m,
      ),
    }));
    await openMaps(page, id);
    await page.getByTestId('sidebar-tab-tiles').click();
    const swatch = page.locator('[data-testid="tile-swatch"][data-tile-id="mecatol-rex"]');
    expect(await swatch.getAttribute('title')).toContain('Mecatol Rex');
    const cut = (selector: string) =>
      page.evaluate(`(() => { const e = document.querySelector('${selector}');
        return { overflow: getComputedStyle(e).textOverflow, cut: e.scrollWidth > e.clientWidth }; })()`);
    expect(await cut('[data-tile-id="mecatol-rex"] .face-label')).toEqual({
      overflow: 'ellipsis',
      cut: true,
    });

    // The token on the home slot stands under the tile's label and figures.
    const map = await storedMap(id);
    const token = map.tokens.find((t) => t.at === '0,-3');
    const centre = geometryOf(map).centre('0,-3');
    const at = token && tokenPositions(map, '0,-3').get(token.id);
    if (!at || !centre) throw new Error('a token stands on the first home slot');
    expect(at.y - tokenRadius(map)).toBeGreaterThan(centre.y);

    await page.goto(`${app.url}/#/scenario/${id}`);
    const title = page.getByTestId('title-input');
    await title.waitFor();
    const full = await title.inputValue();
    expect(await title.getAttribute('title')).toBe(full);
    expect(await cut('[data-testid="title-input"]')).toEqual({ overflow: 'ellipsis', cut: true });
  });

  it("fans England's sea lanes and picks a lane where it is drawn", async () => {
    const id = await copyOf('europe-at-war');
    const map = await openAtOneToOne(page, id);
    const england = map.nodes.find((n) => n.name === 'England');
    const sweden = map.nodes.find((n) => n.name === 'Sweden');
    const lane = map.lanes.find(
      (l) =>
        [l.from, l.to].includes(england?.id ?? '') && [l.from, l.to].includes(sweden?.id ?? ''),
    );
    const route = lane && laneRoutes(map).get(lane.id);
    if (!england || !route || !lane) throw new Error('a sea lane joins England and Sweden');
    expect(route.straight).toBe(false);
    // Zoomed out about the centre to 64%, England is in view on a laptop.
    await page.getByTestId('zoom-out').click();
    await page.getByTestId('zoom-out').click();
    await expect.poll(() => page.getByTestId('zoom-level').innerText()).toBe('64%');
    const scale = 0.64;
    await hoverPlace(page, map, england.id, /^Node england\b/, scale);

    // A point on the drawn curve near England, off the straight line between the two centres.
    const t = lane.from === england.id ? 0.12 : 0.88;
    const onCurve = routePoint(route, t);
    const origin = await placePoint(page, map, england.id, scale);
    await page.mouse.click(
      origin.x + (onCurve.x - england.x) * scale,
      origin.y + (onCurve.y - england.y) * scale,
    );
    await expect
      .poll(() => page.getByTestId('status-selection').innerText())
      .toBe('1 lane selected');
    await expect.poll(() => selectedTab(page)).toBe('sidebar-tab-properties');
    await page.getByTestId('lane-properties').waitFor();
  });
});

// ——— live map checks ———

/** Checks run once edits pause and the page is idle: on a busy machine, give them time. */
const CHECKED = { timeout: 10_000 };

/** How opaque the checks layer is at a place of a hex map shown at 100% (0 where nothing is marked). */
async function checksAlphaAt(page: Page, map: MapDef, place: string): Promise<number> {
  const at = await placePoint(page, map, place);
  return page.evaluate(`(() => {
    const canvas = document.querySelector('[data-testid="map-canvas"] canvas[data-layer~="checks"]');
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / box.width;
    // Half way between the centre and the rim, where the tint is and no ring crosses.
    const x = Math.round((${at.x} - box.left) * k);
    const y = Math.round((${at.y} - box.top) * k);
    return canvas.getContext('2d').getImageData(x, y, 1, 1).data[3];
  })()`);
}

/** Paints `tileId` on each cell with the paint tool (the tile chosen in the palette). */
async function paintTiles(page: Page, map: MapDef, tileId: string, cells: string[]) {
  await page.getByTestId('sidebar-tab-tiles').click();
  await page.locator(`[data-testid="tile-swatch"][data-tile-id="${tileId}"]`).click();
  for (const cell of cells) await clickPlace(page, map, cell);
}

describe('live map checks', () => {
  let page: Page;
  let checking: BrowserContext;
  beforeAll(async () => {
    checking = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await checking.newPage();
  });
  afterAll(async () => {
    await checking?.close();
  });

  it('finds an anomaly painted next to another, marks both cells, and goes to them', async () => {
    const id = await copyOf('ti3-patch');
    const map = await openAtOneToOne(page, id);
    expect(await page.getByTestId('checks-badge').count()).toBe(0);

    await paintTiles(page, map, 'nebula', ['0,-1']);
    await paintTiles(page, map, 'asteroid-field', ['1,-1']);
    const badge = page.getByTestId('checks-badge');
    await expect.poll(() => badge.count(), CHECKED).toBe(1);
    expect(await badge.innerText()).toBe('1');

    await page.getByTestId('sidebar-tab-checks').click();
    const finding = page.getByTestId('finding');
    await expect.poll(() => finding.count(), CHECKED).toBe(1);
    expect(await finding.getAttribute('data-rule')).toBe('red-bordered-apart');
    expect(await finding.getByTestId('finding-message').innerText()).toMatch(
      /^Red-bordered systems Nebula \(1\) and Asteroid field \(2\) adjoin\..*\(booklet L401\)\.$/,
    );

    // Both cells are marked on the checks layer; a cell that breaks nothing is not.
    await expect.poll(() => checksAlphaAt(page, map, '0,-1'), CHECKED).toBeGreaterThan(0);
    expect(await checksAlphaAt(page, map, '1,-1')).toBeGreaterThan(0);
    expect(await checksAlphaAt(page, map, '0,0')).toBe(0);
    expect(await checksAlphaAt(page, map, '-1,1')).toBe(0);

    // Go to: both selected, the Checks tab still open.
    await page.mouse.move(10, 10);
    await finding.getByTestId('finding-go-to').click();
    await expect
      .poll(() => page.getByTestId('status-selection').innerText())
      .toBe('2 cells selected');
    expect(await selectedTab(page)).toBe('sidebar-tab-checks');

    // Undo the second anomaly: the finding and its marks go.
    await press(page, 'Control+z');
    await expect.poll(() => page.getByTestId('checks-badge').count(), CHECKED).toBe(0);
    await expect.poll(() => checksAlphaAt(page, map, '0,-1'), CHECKED).toBe(0);
    expect(await page.getByTestId('checks-summary').innerText()).toMatch(/^Nothing found/);
  });

  it('applies a suggested fix as an undoable edit', async () => {
    const id = await copyOf('ti3-patch');
    const map = await openAtOneToOne(page, id);
    // Lodor (3 resources) and Tar'Mann (1) next to the Letnev home system: 4, over 3.
    await paintTiles(page, map, 'home-barony-of-letnev', ['0,-2']);
    await paintTiles(page, map, 'lodor', ['0,-1']);
    await paintTiles(page, map, 'tar-mann', ['1,-2']);
    await page.getByTestId('sidebar-tab-checks').click();
    const fix = page.locator('[data-rule="resources-near-home"] [data-testid="finding-fix"]');
    await expect.poll(() => fix.count(), CHECKED).toBe(1);
    expect(await fix.innerText()).toBe('Remove Lodor (1)');
    await fix.click();
    await expect.poll(() => page.getByTestId('finding').count(), CHECKED).toBe(0);
    await expect.poll(async () => (await storedMap(id)).placements['0,-1']).toBeUndefined();
    await press(page, 'Control+z');
    await expect.poll(() => page.getByTestId('finding').count(), CHECKED).toBe(1);
  });
});

/** A TI3 galaxy being laid out, with the patch's rules broken in three ways. */
const GALAXY_WITH_FINDINGS: Record<string, string> = {
  '0,0': 'mecatol-rex',
  '0,-3': 'home-barony-of-letnev',
  '0,-2': 'lodor',
  '1,-3': 'new-albion-starpoint',
  '-1,-2': 'quann',
  '3,-3': 'home-emirates-of-hacan',
  '2,-2': 'mehar-xull',
  '0,-1': 'nebula',
  '1,-1': 'asteroid-field',
  '-1,0': 'wormhole-a',
  '1,0': 'centauri-gral',
  '0,1': 'saudor',
  '-1,1': 'vefut-ii',
};

describe('screenshots of the Checks tab', () => {
  it('shows the findings on a TI3 galaxy, on a big screen and a laptop', async () => {
    const id = await laidOutCopy(GALAXY_WITH_FINDINGS);
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const shot = await context.newPage();
      await openMaps(shot, id);
      await shot.getByTestId('sidebar-tab-checks').click();
      await expect
        .poll(() => shot.getByTestId('checks-summary').innerText(), CHECKED)
        .toMatch(/^3 findings on Standard 6-player galaxy/);
      // The resource finding's suggested fix in view.
      await shot
        .locator('[data-rule="resources-near-home"] [data-testid="finding-fix"]')
        .scrollIntoViewIfNeeded();
      await shot.mouse.move(10, 10);
      await expect.poll(() => drawnPixels(shot)).toBeGreaterThan(1000);
      const size = await pageSize(shot);
      expect([size.sh, size.sw], `checks${suffix}`).toEqual([size.ih, size.iw]);
      await shot.screenshot({ path: path.join(shotsDir, `map-editor-checks${suffix}.png`) });
      await context.close();
    }
  });
});

describe('checks on a 10,000-cell board', () => {
  it('runs in a worker and lists what it finds', async () => {
    const board = bigBoard();
    const { id } = await host.call('scenario.create', { title: 'Big board' });
    await edit(id, (scenario) => ({
      ...scenario,
      tiles: board.tiles,
      maps: [board.map],
      mapRules: board.rules,
    }));
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const big = await context.newPage();
    try {
      await openMaps(big, id);
      await big.getByTestId('sidebar-tab-checks').click();
      const summary = big.getByTestId('checks-summary');
      await expect.poll(() => summary.innerText(), CHECKED).toMatch(/^\d+ findings on Big board/);
      expect(await summary.getAttribute('data-ran-in')).toBe('worker');
      console.log(`10,000-cell board checked: ${await summary.getAttribute('title')}`);
      expect(await big.getByTestId('finding').count()).toBeGreaterThan(100);
    } finally {
      await context.close();
    }
  });
});

// ——— balance ———

/** A whole six-player galaxy of the bundled TI3 set, by spiral position (0 the centre). */
const TI3_GALAXY: Record<number, string> = {
  0: 'mecatol-rex',
  19: 'home-barony-of-letnev',
  22: 'home-emirates-of-hacan',
  25: 'home-federation-of-sol',
  28: 'home-l1z1x-mindnet',
  31: 'home-mentak-coalition',
  34: 'home-naalu-collective',
  1: 'lodor',
  2: 'quann',
  3: 'wormhole-a',
  4: 'mehar-xull',
  5: 'nebula',
  6: 'saudor',
  7: 'centauri-gral',
  8: 'asteroid-field',
  9: 'arnor-lor',
  10: 'supernova',
  11: 'bereg-lirta-iv',
  12: 'thibah',
  13: 'coorneeq-resculon',
  14: 'wormhole-b',
  15: 'dal-bootha-xxehan',
  16: 'gravity-rift',
  17: 'lazar-sakulag',
  18: 'tar-mann',
  20: 'empty',
  21: 'mellon-zohbat',
  23: 'new-albion-starpoint',
  24: 'ion-storm',
  26: 'qucenn-rarron',
  27: 'empty',
  29: 'tequran-torkan',
  30: 'vefut-ii',
  32: 'wellon',
  33: 'empty',
  35: 'arinam-meer',
  36: 'abaddon-ashtroth-loki',
};

const spiralAt = (index: number) => {
  const h = spiralCell(index);
  return `${h.q},${h.r}`;
};

/** Pixels drawn on one layer of the canvas (0 the board, 1 the heat overlay, …). */
function layerPixels(page: Page, layer: number): Promise<number> {
  return page.evaluate(`(() => {
    const source = document.querySelectorAll('[data-testid="map-canvas"] canvas')[${layer}];
    const ctx = source?.getContext('2d');
    if (!ctx || source.width === 0) return 0;
    const data = ctx.getImageData(0, 0, source.width, source.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 16) if (data[i + 3] > 0) count++;
    return count;
  })()`);
}

/** A fingerprint of one canvas layer's pixels: it changes when anything drawn on it does. */
function layerFingerprint(page: Page, layer: number): Promise<number> {
  return page.evaluate(`(() => {
    const source = document.querySelectorAll('[data-testid="map-canvas"] canvas')[${layer}];
    const ctx = source?.getContext('2d');
    if (!ctx || source.width === 0) return 0;
    const data = ctx.getImageData(0, 0, source.width, source.height).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum = (sum * 31 + data[i] + data[i + 1] * 3 + data[i + 2] * 7) % 1000000007;
    return sum;
  })()`);
}

/** The cells of the Balance tab's row for the home at `place`. */
function balanceRow(page: Page, place: string): Promise<string[]> {
  return page.locator(`[data-testid="balance-row"][data-place="${place}"] td`).allInnerTexts();
}

describe('the Balance tab', () => {
  it('measures each home, draws who owns what, and follows a tile painted on the map', async () => {
    const id = await laidOutCopy(
      Object.fromEntries(
        Object.entries(TI3_GALAXY).map(([index, tile]) => [spiralAt(Number(index)), tile]),
      ),
    );
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const map = await openAtOneToOne(page, id);
      // Choose the tile first (the palette arms the paint brush), then look at the balance.
      await page.getByTestId('sidebar-tab-tiles').click();
      await page.locator('[data-testid="tile-swatch"][data-tile-id="abyz-fria"]').click();
      await expect
        .poll(() => page.getByTestId('tool-paint').getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByTestId('sidebar-tab-balance').click();
      await expect.poll(() => page.getByTestId('balance-row').count()).toBe(6);
      expect(await page.getByTestId('balance-preset').inputValue()).toBe('keeganw-slices');
      // Letnev, the north home: its slice as KeeganW counts it.
      const letnev = spiralAt(19);
      const before = await balanceRow(page, letnev);
      expect(before).toHaveLength(7);
      const figure = await page.getByTestId('balance-imbalance-figure').innerText();
      expect(Number(figure)).toBeGreaterThan(0);
      // The heat overlay is drawn over the board, on the board's layer.
      await expect.poll(() => layerPixels(page, 0)).toBeGreaterThan(1000);

      if (suffix === '') {
        // Paint Abyz / Fria (3/0 + 2/0) over the empty system at 20, beside Letnev.
        const paintAt = spiralAt(20);
        await clickPlace(page, map, paintAt);
        await expect.poll(() => balanceRow(page, letnev)).not.toEqual(before);
        const after = await balanceRow(page, letnev);
        expect(Number(after[0])).toBeGreaterThan(Number(before[0]));
        await expect.poll(() => page.getByTestId('save-status').innerText()).toMatch(/Saved/);
        expect((await storedMap(id)).placements[paintAt]?.tile).toBe('abyz-fria');
        // Untick the overlay: the board is drawn without the heat; tick it: the heat is back.
        const withHeat = await layerFingerprint(page, 0);
        await page.getByTestId('balance-overlay').click();
        await expect.poll(() => layerFingerprint(page, 0)).not.toBe(withHeat);
        const withoutHeat = await layerFingerprint(page, 0);
        await page.getByTestId('balance-overlay').click();
        await expect.poll(() => layerFingerprint(page, 0)).not.toBe(withoutHeat);
      }
      await press(page, 'f');
      await page.mouse.move(10, 10);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-balance${suffix}.png`) });
      await context.close();
    }
  });
});

describe('the Balance tab on a point-to-point map', () => {
  it("shares Aquila Rift's table 1 between three pirate havens by jump routes", async () => {
    const id = await copyOf('aquila-rift');
    await edit(id, (scenario) => ({
      ...scenario,
      tiles: [
        ...scenario.tiles,
        tileSchema.parse({ id: 'haven', name: 'Pirate haven', kind: 'home', colour: '#7a2e2e' }),
      ],
      maps: scenario.maps.map((m, i) =>
        i === 0
          ? {
              ...m,
              placements: Object.fromEntries(
                [
                  ['paradise', 'Paradise'],
                  ['tortuga', 'Tortuga'],
                  ['libertalia', 'Libertalia'],
                ].map(([at, name]) => [
                  at,
                  { tile: 'haven', rotation: 0, overrides: { name, label: name } },
                ]),
              ),
            }
          : m,
      ),
    }));
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await openMaps(page, id);
    await page.getByTestId('sidebar-tab-balance').click();
    await expect
      .poll(() => page.locator('[data-testid="balance-row"] th .name').allInnerTexts())
      .toEqual(['Paradise', 'Tortuga', 'Libertalia']);
    expect(await page.getByTestId('balance-preset').inputValue()).toBe('territory');
    await expect.poll(() => layerPixels(page, 1)).toBeGreaterThan(1000);
    await page.mouse.move(10, 10);
    await page.screenshot({ path: path.join(shotsDir, 'map-editor-balance-graph.png') });
    await context.close();
  });
});

// ——— map strings ———

/** A Prophecy of Kings five-player galaxy with turned hyperlanes (TI4-TTPG's "Beijing"). */
const BEIJING =
  '75 61 66 85A0 49 60 65 77 79 63 78 87A2 64 88A4 74 68 39 67 0 59 62 0 70 80 0 76 83A3 86A0 84A3 45 0 72 73 0 69 40';

describe('map strings in the map editor', () => {
  it('pastes a TTS string as a new map, copies it back unchanged, and undoes the import', async () => {
    const id = await copyOf('ti4-galaxy');
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const page = await context.newPage();
    await openMaps(page, id);
    await page.getByTestId('sidebar-tab-maps').click();

    await page.getByTestId('map-string-import').click();
    const dialog = page.getByTestId('map-string-import-dialog');
    // A mistyped side is named by its token, and nothing can be imported.
    await dialog.getByTestId('map-string-input').fill(BEIJING.replace('87A2', '87Q2'));
    await expect
      .poll(() => dialog.getByTestId('map-string-problems').innerText())
      .toContain('token 12 "87Q2": side must be A or B');
    expect(await dialog.getByTestId('map-string-apply').isDisabled()).toBe(true);
    await dialog.getByTestId('map-string-input').fill(BEIJING);
    await expect
      .poll(() => dialog.getByTestId('map-string-summary').innerText())
      .toBe('Read as a TTS map string: 37 tiles on a board of 37 places, 4 tiles turned.');
    await dialog.getByTestId('map-string-name').fill('Beijing');
    await dialog.getByTestId('map-string-apply').click();
    await expect.poll(() => page.url()).toMatch(/\/maps\/beijing$/);
    await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);

    // Copied back as it came in, from the dialog and through the clipboard.
    await page.getByTestId('map-string-export').click();
    const exported = page.getByTestId('map-string-export-dialog');
    expect(await exported.getByTestId('map-string-output').inputValue()).toBe(BEIJING);
    await exported.getByTestId('map-string-copy').click();
    await exported.getByTestId('map-string-copied').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(BEIJING);
    await exported.getByTestId('map-string-format').selectOption('keeganw');
    expect(await exported.getByTestId('map-string-output').inputValue()).toBe(
      `18,${BEIJING.replaceAll(' ', ',').replace(/([AB])(\d)/g, '$1-$2')}`,
    );
    await page.keyboard.press('Escape');

    // Saved with the scenario; one undo takes the whole import back.
    await expect
      .poll(async () => {
        const { scenario } = await host.call('scenario.get', { id });
        return scenario.maps.map((m) => m.id);
      })
      .toEqual(['standard-6', 'hyperlanes-5', 'beijing']);
    await page.getByTestId('map-undo').click();
    await expect.poll(() => page.url()).not.toMatch(/\/maps\/beijing$/);
    await expect
      .poll(async () => (await host.call('scenario.get', { id })).scenario.maps.length)
      .toBe(2);

    // The open map for Tiled: the map and its tileset picture.
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByTestId('export-tmj').click();
    await expect
      .poll(() => downloads)
      .toEqual([expect.stringMatching(/\.tmj$/), expect.stringMatching(/\.tiles\.png$/)]);
    await context.close();
  });

  it('shows the import and export on a big screen and a laptop', async () => {
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const id = await copyOf('ti4-galaxy');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openMaps(page, id);
      await page.getByTestId('sidebar-tab-maps').click();
      await page.getByTestId('map-exchange').scrollIntoViewIfNeeded();
      await page.getByTestId('map-string-import').click();
      const dialog = page.getByTestId('map-string-import-dialog');
      await dialog.getByTestId('map-string-input').fill(BEIJING);
      await dialog.getByTestId('map-string-summary').waitFor();
      await page.screenshot({ path: path.join(shotsDir, `map-strings-import${suffix}.png`) });
      await dialog.getByTestId('map-string-name').fill('Beijing');
      await dialog.getByTestId('map-string-apply').click();
      await expect.poll(() => page.url()).toMatch(/\/maps\/beijing/);
      await page.getByTestId('map-exchange').scrollIntoViewIfNeeded();
      await page.mouse.move(10, 10);
      await expect.poll(() => drawnPixels(page)).toBeGreaterThan(1000);
      await expect.poll(() => page.getByTestId('save-status').innerText()).toMatch(/Saved/);
      await page.screenshot({ path: path.join(shotsDir, `map-strings-imported${suffix}.png`) });
      await page.getByTestId('map-string-export').click();
      await page.getByTestId('map-string-export-dialog').getByTestId('map-string-output').waitFor();
      await page.screenshot({ path: path.join(shotsDir, `map-strings-export${suffix}.png`) });
      await context.close();
    }
  });
});
