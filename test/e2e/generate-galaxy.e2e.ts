import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function copyOf(id: string): Promise<string> {
  return (await host.call('scenario.duplicate', { id })).id;
}

async function openMaps(page: Page, id: string): Promise<void> {
  await page.goto(`${app.url}/#/scenario/${id}/maps`);
  await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
  await page.getByTestId('map-canvas').waitFor();
  await page.getByTestId('sidebar-tab-maps').click();
}

describe('Generate galaxy in the map editor', () => {
  it('runs under a time budget, stops on request and opens the best map with its record; Regenerate makes it again', async () => {
    const id = await copyOf('ti4-galaxy');
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await openMaps(page, id);

    await page.getByTestId('generate-galaxy').click();
    const dialog = page.getByTestId('generate-dialog');
    await dialog.getByTestId('generate-players').selectOption('6');
    expect(await dialog.getByTestId('generate-template').inputValue()).toBe('ti4-6p');
    expect(await dialog.getByTestId('generate-pool').inputValue()).toBe('ti4-pok-3-2');
    expect(await dialog.getByTestId('generate-preset').inputValue()).toBe('keeganw-slices');
    await dialog.getByTestId('generate-seed').fill('');
    expect(await dialog.getByTestId('generate-run').isDisabled()).toBe(true);
    await dialog.getByTestId('generate-new-seed').click();
    expect(await dialog.getByTestId('generate-seed').inputValue()).toMatch(/^[0-9a-z]{6}$/);
    await dialog.getByTestId('generate-seed').fill('e2e-stop');
    await dialog.getByTestId('generate-seconds').fill('60');
    await dialog.getByTestId('generate-run').click();

    // Progress comes while it runs; Stop keeps the best map so far.
    await expect
      .poll(
        async () =>
          Number(
            (await dialog.getByTestId('generate-iterations-run').innerText()).replace(/\D/g, ''),
          ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(200);
    await dialog.getByTestId('generate-stop').click();
    await expect.poll(() => page.url()).toMatch(/\/maps\/generated-ti4-6p$/);
    await expect(dialog.count()).resolves.toBe(0);

    const record = page.getByTestId('generation-record');
    await record.waitFor();
    expect(await record.getByTestId('generation-template').innerText()).toBe('ti4-6p (6 players)');
    expect(await record.getByTestId('generation-seed').innerText()).toBe('e2e-stop');
    const stored = async () => (await host.call('scenario.get', { id })).scenario.maps;
    await expect.poll(async () => (await stored()).map((m) => m.id)).toContain('generated-ti4-6p');
    const first = (await stored()).find((m) => m.id === 'generated-ti4-6p');
    const iterations = first?.generated?.iterations ?? 0;
    expect(iterations).toBeGreaterThan(200);
    expect(first?.generated?.unmet).toEqual([]);
    expect(Object.keys(first?.placements ?? {})).toHaveLength(37);

    // Regenerate: the same settings and iterations make the same tiles.
    await record.getByTestId('generation-regenerate').click();
    expect(await dialog.getByTestId('generate-iterations').inputValue()).toBe(String(iterations));
    expect(await dialog.getByTestId('generate-seed').inputValue()).toBe('e2e-stop');
    await dialog.getByTestId('generate-run').click();
    // As many iterations as the first run made: as long again, or longer on a busy machine.
    await expect.poll(async () => (await stored()).length, { timeout: 60_000 }).toBe(4);
    const maps = await stored();
    const again = maps[3];
    expect(again?.id).not.toBe('generated-ti4-6p');
    expect(again?.placements).toEqual(first?.placements);
    expect(again?.generated).toEqual(first?.generated);

    // One undo takes the generated map back out.
    await page.getByTestId('map-undo').click();
    await expect.poll(async () => (await stored()).length).toBe(3);
    await context.close();
  }, 300_000);

  it('shows the dialog on a big screen and a laptop', async () => {
    mkdirSync(shotsDir, { recursive: true });
    for (const [suffix, viewport] of [
      ['1920x1080', { width: 1920, height: 1080 }],
      ['1280x800', { width: 1280, height: 800 }],
    ] as const) {
      const id = await copyOf('ti4-galaxy');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openMaps(page, id);
      await page.evaluate('document.activeElement?.blur()');
      await page.keyboard.press('Control+Shift+G');
      const dialog = page.getByTestId('generate-dialog');
      await dialog.getByTestId('generate-players').selectOption('6');
      await dialog.getByTestId('generate-seed').fill('lodestar');
      await dialog.getByTestId('generate-seconds').fill('30');
      await dialog.getByTestId('generate-run').click();
      await expect
        .poll(async () => (await page.getByTestId('generate-iterations-run').count()) > 0)
        .toBe(true);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: path.join(shotsDir, `map-editor-generate-${suffix}.png`) });
      await dialog.getByTestId('generate-stop').click();
      await page.getByTestId('generation-record').waitFor();
      await page.mouse.move(10, 10);
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(shotsDir, `map-editor-generated-${suffix}.png`),
      });
      await context.close();
    }
  }, 300_000);
});
