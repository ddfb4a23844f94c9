import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';

/**
 * An end condition met in play, in Chromium: the solo game's captain loses when two of the
 * three abilities reach 0 (its rulebook's loss rule, as scenario data). Control steps the
 * abilities down on the Teams tab; the console and the projector both say the captain lost,
 * and undo takes it back.
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
let hall: DisplayPage;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-end-e2e-'));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: SIZES[0] });
  control = new ConsolePage(await context.newPage(), app.url);
  hall = new DisplayPage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function shoot(page: ConsolePage['page'], name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}

describe('end conditions', () => {
  it('says on the console and the display that the captain lost, and undo takes it back', async () => {
    const id = await control.startSession('free-captain-solo');
    await hall.open(id);
    await control.page.bringToFront();
    await control.press('3');
    const down = (ability: string) =>
      control.page.getByRole('button', { name: new RegExp(`^${ability} of .* down one$`) });
    const value = (tracker: string) =>
      control.page.locator(`td[data-tracker="${tracker}"] [data-testid="tracker-value"]`);
    for (const [ability, tracker] of [
      ['Combat', 'combat'],
      ['Diplomacy', 'diplomacy'],
    ] as const) {
      const start = Number(await value(tracker).innerText());
      for (let i = start; i > 0; i--) {
        await down(ability).click();
        await expect.poll(() => value(tracker).innerText()).toBe(String(i - 1));
      }
    }
    const banner = control.byTestId('end-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/loses/i);
    await expect
      .poll(() => hall.byTestId('display-ending').innerText(), { timeout: 10_000 })
      .toMatch(/Two abilities at 0/);
    await shoot(control.page, 'end-condition-console');
    await shoot(hall.page, 'end-condition-display');

    // Undo the last step: the captain has not lost after all.
    await control.page.bringToFront();
    await control.byTestId('undo-button').click();
    await banner.waitFor({ state: 'detached' });
    await hall.byTestId('display-ending').waitFor({ state: 'detached', timeout: 10_000 });
  });
});
