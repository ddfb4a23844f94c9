import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GalaxyTemplate } from '../../scenarios/format/galaxy-templates.ts';
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
const original = bundledScenarios
  .find((b) => b.id === 'ti4-galaxy')!
  .scenario.galaxyTemplates.find((t) => t.id === 'ti4-6p')!;

/** A flat-top cell's centre on screen at the zoom shown (the board is centred, 60 units across). */
const CELL = 60;
async function clickCell(page: Page, key: string): Promise<void> {
  const [q, r] = key.split(',').map(Number) as [number, number];
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const zoom = Number((await page.getByTestId('zoom-level').innerText()).replace('%', '')) / 100;
  const x = box.x + box.width / 2 + zoom * CELL * 1.5 * q;
  const y = box.y + box.height / 2 + zoom * CELL * Math.sqrt(3) * (r + q / 2);
  await page.mouse.move(x, y);
  await expect
    .poll(() => page.getByTestId('status-place').innerText())
    .toMatch(new RegExp(`^Cell ${key}\\b`));
  await page.mouse.down();
  await page.mouse.up();
}

async function openTemplate(page: Page, id: string): Promise<void> {
  await page.goto(`${app.url}/#/scenario/${id}/maps`);
  await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
  await page.getByTestId('map-canvas').waitFor();
  await page.getByTestId('sidebar-tab-maps').click();
  await page.locator('[data-template="ti4-6p"]').getByTestId('template-open').click();
  await page.getByTestId('template-strip').waitFor();
  await page.getByTestId('zoom-one').click();
}

describe('galaxy templates in the map editor', () => {
  it('paints roles onto ti4-6p, undoes one, saves it, and generates from it', async () => {
    const id = (await host.call('scenario.duplicate', { id: 'ti4-galaxy' })).id;
    const stored = async (): Promise<GalaxyTemplate | undefined> =>
      (await host.call('scenario.get', { id })).scenario.galaxyTemplates.find(
        (t: GalaxyTemplate) => t.id === 'ti4-6p',
      );
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await openTemplate(page, id);
    expect(await page.getByTestId('template-legend').innerText()).toMatch(/Home\s*6/);

    await page.getByTestId('role-closed').click();
    await clickCell(page, '1,-1');
    await expect.poll(() => page.getByTestId('template-legend').innerText()).toMatch(/Closed\s*1/);
    // Every seat is taken: the new home has none, and the panel says so.
    await page.getByTestId('role-home').click();
    await clickCell(page, '2,-1');
    await expect
      .poll(() => page.getByTestId('template-problems').innerText())
      .toMatch(/home at 2,-1 has no seat/);
    await page.getByTestId('map-undo').click();
    await expect.poll(() => page.getByTestId('template-legend').innerText()).toMatch(/Home\s*6/);
    await expect.poll(async () => (await stored())?.places['1,-1']).toEqual({ role: 'closed' });
    const saved = await stored();
    expect(saved?.places['2,-1']).toBeUndefined();
    expect(saved).toEqual({
      ...original,
      places: { ...original.places, '1,-1': { role: 'closed' } },
    });

    // Generate galaxy from the edited template: the closed place stays empty.
    await page.getByTestId('template-close').click();
    await page.getByTestId('generate-galaxy').click();
    const dialog = page.getByTestId('generate-dialog');
    await dialog.getByTestId('generate-players').selectOption('6');
    expect(await dialog.getByTestId('generate-template').inputValue()).toBe('ti4-6p');
    await dialog.getByTestId('generate-seed').fill('e2e-template');
    await dialog.getByTestId('generate-seconds').fill('2');
    await dialog.getByTestId('generate-run').click();
    const maps = async () => (await host.call('scenario.get', { id })).scenario.maps;
    await expect
      .poll(async () => (await maps()).map((m: { id: string }) => m.id), { timeout: 60_000 })
      .toContain('generated-ti4-6p');
    const made = (await maps()).find((m: { id: string }) => m.id === 'generated-ti4-6p');
    expect(made!.placements['1,-1']).toBeUndefined();
    expect(Object.keys(made!.placements).length).toBeGreaterThan(20);
    await context.close();
  }, 300_000);

  it('shows the template mode on a big screen and a laptop', async () => {
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['1920x1080', { width: 1920, height: 1080 }],
      ['1280x800', { width: 1280, height: 800 }],
    ] as const) {
      const id = (await host.call('scenario.duplicate', { id: 'ti4-galaxy' })).id;
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openTemplate(page, id);
      await page.getByTestId('zoom-fit').click();
      await page.mouse.move(10, 10);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-template-${suffix}.png`) });
      await context.close();
    }
  }, 300_000);
});
