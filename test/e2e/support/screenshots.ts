import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { shotsDir } from './live-console.ts';

/** The two screen sizes every screen is looked at in: a projector or big monitor, and a laptop. */
export const SCREEN_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;

/**
 * Saves `name-1920.png` and `name-1280.png` of the page into the screenshots folder, then puts
 * the page back at the first size so the test goes on where it was. With `top`, that part of
 * the page is scrolled to the top of the window at each size first.
 */
export async function shootAtSizes(page: Page, name: string, top?: Locator): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await top?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${size.width}.png`) });
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}
