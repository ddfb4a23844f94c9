import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage } from './support/session-pages.ts';

/**
 * Rules the rulebooks print that a plain draw does not cover, clicked through in Chromium:
 * a table with a gap (Naval Duel's Fleet Character table prints nothing for 7 and 8), settled
 * by picking a row; and drawing N cards to keep K (Aquila Rift's ship upgrades).
 */
const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;

let browser: Browser;
let dataDir: string;
let app: ServedApp;
let context: BrowserContext;
let control: ConsolePage;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-draw-rules-e2e-'));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: SIZES[0] });
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shoot(name: string): Promise<void> {
  for (const size of SIZES) {
    await control.page.setViewportSize(size);
    await control.page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`) });
  }
  await control.page.setViewportSize(SIZES[0]);
}

describe('rules of the draw', () => {
  it('leaves a roll in a table’s gap open until Control picks a row', async () => {
    await control.startSession('naval-duel');
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    await control.byTestId('table-pick').selectOption('fleet');
    // Rolled at the table: a 7, which the printed table has no row for.
    await control.byTestId('table-entered').fill('7');
    await control.byTestId('table-enter').click();
    const open = control.byTestId('table-open');
    await open.waitFor();
    expect(await control.byTestId('table-open-message').innerText()).toContain('no row for 7');
    await control.byTestId('table-result').scrollIntoViewIfNeeded();
    await shoot('table-gap-open');

    await control.byTestId('table-pick-row-open').click();
    const rows = control.byTestId('table-pick-row');
    const lastRow = await rows.locator('option').last().getAttribute('value');
    await rows.selectOption(lastRow ?? '');
    await control.byTestId('table-pick-row-use').click();
    await open.waitFor({ state: 'detached' });
    // The log says who picked which row for the roll.
    await expect
      .poll(() => control.byTestId('log-panel').innerText(), { timeout: 10_000 })
      .toMatch(/Fleet Character/);
  });

  it('draws ship upgrades and keeps the one Control ticks', async () => {
    await control.startSession('aquila-rift');
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    const upgrades = control.page.locator('[data-testid="deck-panel"][data-deck="upgrades"]');
    await upgrades.getByTestId('deck-draw-keep').click();
    const dialog = control.byTestId('draw-keep-dialog');
    await dialog.waitFor();
    await control.byTestId('draw-keep-count').fill('3');
    await control.byTestId('draw-keep-confirm').click();
    const cards = control.byTestId('draw-keep-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    await shoot('draw-keep-choose');
    await cards.first().check();
    await control.byTestId('draw-keep-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => upgrades.getByTestId('deck-choosing').count()).toBe(0);
    await shoot('draw-keep-kept');
  });
});
