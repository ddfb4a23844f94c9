import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRng, withGenerator } from '../../random/rng.ts';
import {
  currentTurn,
  dealGalaxy,
  firstLegalMove,
  legalCells,
  place,
  type DealState,
} from '../../editor/analysis/deal/index.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
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

const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);

const ti3 = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;
const ctx = { tiles: ti3.tiles, rules: ti3.mapRules };
const TEMPLATE = 'ti3-star-by-star-6';
const SEED = 'e2e-deal';

/** The deal the page makes, made here too, so the test knows the legal places. */
function sameDeal(): DealState {
  const [out] = withGenerator(seedRng(SEED), (g) => dealGalaxy(ti3, TEMPLATE, 6, g));
  if (!out.ok) throw new Error(out.problem);
  return out.state;
}

/**
 * Where a cell's centre is on screen: the board (symmetric about 0,0) is centred by Fit and
 * by 1:1, flat-top cells 60 map units across the corners, at the zoom the toolbar shows.
 * Each use is checked against the status bar, which names the cell under the pointer.
 */
const CELL = 60;
async function cellPoint(page: Page, key: string): Promise<{ x: number; y: number }> {
  const [q, r] = key.split(',').map(Number) as [number, number];
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const zoom = Number((await page.getByTestId('zoom-level').innerText()).replace('%', '')) / 100;
  return {
    x: box.x + box.width / 2 + zoom * CELL * 1.5 * q,
    y: box.y + box.height / 2 + zoom * CELL * Math.sqrt(3) * (r + q / 2),
  };
}

async function clickCell(page: Page, key: string, refit = false): Promise<void> {
  // The hands shrink as tiles go down and the canvas grows: Fit centres the board again.
  if (refit) await page.getByTestId('zoom-fit').click();
  const point = await cellPoint(page, key);
  await page.mouse.move(point.x, point.y);
  await expect
    .poll(() => page.getByTestId('status-place').innerText())
    .toMatch(new RegExp(`^Cell ${key}\\b`));
  await page.mouse.down();
  await page.mouse.up();
}

/** Every canvas layer's pixel at a cell's centre: [r, g, b, a] each. */
async function pixelsAt(page: Page, key: string): Promise<number[][]> {
  const point = await cellPoint(page, key);
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  return page.evaluate(`(() => {
    const out = [];
    for (const c of document.querySelectorAll('[data-testid="map-canvas"] canvas')) {
      const ctx = c.getContext('2d');
      if (!ctx || c.width === 0) continue;
      const k = c.width / c.getBoundingClientRect().width;
      const d = ctx.getImageData(Math.round(${point.x - box.x} * k), Math.round(${point.y - box.y} * k), 1, 1).data;
      out.push([d[0], d[1], d[2], d[3]]);
    }
    return out;
  })()`);
}

const lit = (pixels: number[][]) =>
  pixels.some(([r, g, b, a]) => a! > 0 && g! > r! + 40 && g! > b! + 40);
const dimmed = (pixels: number[][]) =>
  pixels.some(([r, g, b, a]) => a! > 120 && r! < 20 && g! < 20 && b! < 30);

async function openDeal(page: Page, id: string, zoom = 'zoom-one'): Promise<void> {
  await page.goto(`${app.url}/#/scenario/${id}/maps`);
  await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
  await page.getByTestId('sidebar-tab-maps').click();
  await page.getByTestId('deal-galaxy').click();
  const dialog = page.getByTestId('deal-galaxy-dialog');
  await dialog.getByTestId('deal-template').selectOption(TEMPLATE);
  await dialog.getByTestId('deal-seed').fill(SEED);
  await dialog.getByTestId('deal-start').click();
  await page.getByTestId('deal-strip').waitFor();
  await page.getByTestId(zoom).click();
}

describe('dealing a galaxy in the map editor', () => {
  it('lights only the legal places of the chosen tile, places with a click and undoes', async () => {
    const id = (await host.call('scenario.duplicate', { id: 'ti3-patch' })).id;
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await openDeal(page, id);

    let state = sameDeal();
    const first = state.hands[0]![0]!;
    const legal = legalCells(ctx, state, first);
    expect(legal.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('deal-turn').innerText())
      .toMatch(/^Player 1 to place/);
    await expect
      .poll(() => page.getByTestId('deal-legal').innerText())
      .toMatch(new RegExp(`may go on ${legal.length} places`));
    // Lit where it may go, dimmed where it may not (ring 2 is not next to a tile yet).
    await expect.poll(async () => lit(await pixelsAt(page, legal[0]!))).toBe(true);
    expect(dimmed(await pixelsAt(page, legal[0]!))).toBe(false);
    expect(legal).not.toContain('2,-1');
    expect(dimmed(await pixelsAt(page, '2,-1'))).toBe(true);
    expect(lit(await pixelsAt(page, '2,-1'))).toBe(false);

    // Off the lit places: refused, and said why.
    await clickCell(page, '2,-1');
    await expect
      .poll(() => page.getByTestId('deal-message').innerText())
      .toMatch(/may not go on 2,-1: it must border a tile already down/);

    // On a lit place: down, and it is player 2's turn.
    await clickCell(page, legal[0]!);
    await expect
      .poll(() => page.getByTestId('deal-turn').innerText())
      .toMatch(/^Player 2 to place · 1 placed/);

    // Ctrl+Z takes it back.
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.getByTestId('deal-turn').innerText())
      .toMatch(/^Player 1 to place · 0 placed/);

    // Every tile placed in turn, each on a legal place (the whole board in view).
    await page.getByTestId('zoom-fit').click();
    while (currentTurn(state)) {
      const move = firstLegalMove(ctx, state);
      if (!move) throw new Error('the deal got stuck');
      await page
        .locator(`[data-testid="deal-hand-${move.seat}"] [data-tile="${move.tile}"]`)
        .first()
        .click();
      await clickCell(page, move.place, true);
      const next = place(ctx, state, move);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
      await expect
        .poll(() => page.getByTestId('deal-turn').innerText())
        .toMatch(new RegExp(`${state.history.length} placed|Every tile is down`));
    }
    await page.getByTestId('deal-map-name').fill('Dealt at the table');
    await page.getByTestId('deal-finish').click();
    await expect.poll(() => page.url()).toMatch(/\/maps\/dealt-at-the-table$/);
    await expect
      .poll(async () => {
        const { scenario } = await host.call('scenario.get', { id });
        return scenario.maps.find((m) => m.id === 'dealt-at-the-table')?.dealt;
      })
      .toMatchObject({ template: TEMPLATE, seed: SEED, order: 'rotation', players: 6 });
    const stored = (await host.call('scenario.get', { id })).scenario.maps.find(
      (m) => m.id === 'dealt-at-the-table',
    )!;
    expect(Object.keys(stored.placements)).toHaveLength(37);
    // One undoable step: undo takes the whole map away.
    await page.getByTestId('map-undo').click();
    await expect
      .poll(async () => (await host.call('scenario.get', { id })).scenario.maps.length)
      .toBe(ti3.maps.length);
    await context.close();
  });

  it('shows the hands and the lit places on a big screen and a laptop', async () => {
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['', { width: 1920, height: 1080 }],
      ['-laptop', { width: 1280, height: 800 }],
    ] as const) {
      const id = (await host.call('scenario.duplicate', { id: 'ti3-patch' })).id;
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openDeal(page, id, 'zoom-fit');
      let state = sameDeal();
      for (let i = 0; i < 8; i++) {
        const move = firstLegalMove(ctx, state)!;
        await page
          .locator(`[data-testid="deal-hand-${move.seat}"] [data-tile="${move.tile}"]`)
          .first()
          .click();
        await clickCell(page, move.place, true);
        const next = place(ctx, state, move);
        if (!next.ok) throw new Error(next.reason);
        state = next.state;
      }
      await page.mouse.move(5, 5);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-deal${suffix}.png`) });
      await context.close();
    }
  });
});
