import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * The console on a laptop and on a big monitor, in real Chromium: the header and the tabs stay
 * on top in a little room while the tab below them scrolls, the Draws tab lays its sections
 * side by side, and the map starts right under the tabs.
 */
const live = liveConsole('console-laptop', { width: 1280, height: 800 });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** True when the whole of the element is inside the window. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const b = await box(locator);
  const size = page.viewportSize()!;
  return b.y >= 0 && b.x >= 0 && b.y + b.height <= size.height && b.x + b.width <= size.width;
}

async function shoot(page: Page, tab: string, size: { width: number; height: number }) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({
    path: path.join(shotsDir, `console-laptop-${tab}-${size.width}x${size.height}.png`),
  });
}

describe('the console on a laptop', () => {
  for (const size of SIZES) {
    it(`keeps the header and tabs on top at ${size.width}×${size.height}`, async () => {
      const { control } = live;
      const page = control.page;
      await page.setViewportSize(size);
      await control.startSession('so-say-we-all');
      const tabs = page.getByRole('tablist', { name: 'Console' });
      const clock = page.getByTestId('clock-strip');

      const tabsBottom = (b: { y: number; height: number }) => Math.round(b.y + b.height);
      console.log(
        `${size.width}×${size.height}: header and tabs end at`,
        tabsBottom(await box(tabs)),
      );
      await shoot(page, 'clock', size);
      if (size.height <= 900) expect(tabsBottom(await box(tabs))).toBeLessThanOrEqual(150);

      // Commitment deals an Event to each of the eleven ships: the Draws tab at its fullest.
      await control.press('Space');
      await control.press('n');
      await expect.poll(() => control.phase()).toBe('Commitment');
      await control.press('2');
      const draws = page.getByTestId('draws-view');
      await draws.waitFor();
      await expect.poll(() => page.getByTestId('card-face').count()).toBeGreaterThan(10);
      const panel = page.getByTestId('tab-panel-draws');
      if (size.height <= 900) expect(tabsBottom(await box(tabs))).toBeLessThanOrEqual(150);
      const height = await panel.evaluate((el) => el.scrollHeight);
      const own = Math.round((await box(draws)).height);
      console.log(
        `${size.width}×${size.height}: the Draws tab scrolls over ${height} px, its sections ${own} px`,
      );
      await shoot(page, 'draws', size);

      // To the foot of the tab: the tabs and the clock are still in the window.
      await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
      await expect
        .poll(() => panel.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1))
        .toBe(true);
      expect(await inWindow(page, tabs)).toBe(true);
      expect(await inWindow(page, clock)).toBe(true);

      await page.getByTestId('tab-map').click();
      const map = page.getByTestId('live-map-canvas');
      await page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
      const mapBox = await box(map);
      console.log(
        `${size.width}×${size.height}: the map starts at`,
        Math.round(mapBox.y),
        'and ends at',
        Math.round(mapBox.y + mapBox.height),
      );
      if (size.height <= 900) expect(mapBox.y).toBeLessThanOrEqual(160);
      expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(size.height);
      expect(mapBox.y + mapBox.height).toBeGreaterThan(size.height - 120);
      await shoot(page, 'map', size);
    });
  }
});
