import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage, call, openPage, servePage } from '../bench/map.ts';
import { launchChromium } from './support/chromium.ts';

/**
 * The sharp repaint after a zoom is spread over frames, tile by tile, with the old picture
 * stretched where the new one is not painted yet. In real Chromium, on the benchmark's
 * boards: once it is done, the cached layers hold exactly the pixels of the same view
 * painted in one go — nothing stretched is left, no tile is missing or misplaced.
 */

let browser: Browser;
let server: Server;
let url: string;
let outDir: string;
let page: Page;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'lodestar-sharpen-'));
  await buildPage(outDir);
  ({ server, url } = await servePage(outDir));
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

interface SharpCheck {
  frames: number;
  differing: number;
  compared: number;
}

/** What the screen shows of the map, as a PNG in base64. */
async function shot(p: Page): Promise<string> {
  return (await p.locator('#canvas').screenshot()).toString('base64');
}

describe('the picture while the wheel turns', () => {
  it('is the board as drawn, moved and scaled by CSS into place, then painted sharp', async () => {
    page = await openPage(browser, url);
    await call(page, 'holdZoom', 60_000);
    await call(page, 'load', 'hex');
    await call(page, 'fit');
    const before = await shot(page);
    const during = await call<Record<string, string>>(page, 'zoomSteps', [1.1, 1.1, 1.1], 500, 400);
    // The board is not redrawn while zooming: the compositor stretches its canvas.
    expect(during.board).toMatch(/^matrix\(1\.33/);
    expect(during.tokens).toBe('');
    const stretched = await shot(page);
    const after = await call<Record<string, string>>(page, 'sharpen');
    expect(Object.values(after).every((t) => t === '')).toBe(true);
    const sharp = await shot(page);
    const soft = await call<number>(page, 'pictureDistance', stretched, sharp);
    const moved = await call<number>(page, 'pictureDistance', before, sharp);
    // Stretched, it is a softer copy of the sharp picture in the same place; the view before
    // the zoom, for scale, is far from it.
    expect(moved).toBeGreaterThan(8 * soft);
    expect(soft).toBeLessThan(4);
  });

  it('is drawn, not stretched, when a zoom out would uncover part of the map', async () => {
    await call(page, 'zoomTo', 0.67);
    const during = await call<Record<string, string>>(page, 'zoomSteps', [1 / 1.1], 800, 500);
    expect(during.board).toBe('');
    // Zooming back in stays inside what is drawn: stretched again.
    const back = await call<Record<string, string>>(page, 'zoomSteps', [1.1], 800, 500);
    expect(back.board).toMatch(/^matrix/);
    await call(page, 'sharpen');
  });
});

describe('the sharp repaint after a zoom', () => {
  it('ends with the picture painted in one go, close up on the 100×100 hex board', async () => {
    await page?.close();
    page = await openPage(browser, url);
    await call(page, 'load', 'hex');
    await call(page, 'fit');
    await call(page, 'zoomTo', 0.67);
    const check = await call<SharpCheck>(page, 'sharpCheck', 6);
    // It was spread over frames, so the comparison means something.
    expect(check.frames).toBeGreaterThan(1);
    expect(check.compared).toBeGreaterThan(1_000_000);
    expect(check.differing).toBe(0);
  });

  it('ends with the picture painted in one go on the 2,000-node graph', async () => {
    await page.close();
    page = await openPage(browser, url);
    await call(page, 'load', 'graph');
    await call(page, 'fit');
    const check = await call<SharpCheck>(page, 'sharpCheck', 6);
    expect(check.frames).toBeGreaterThan(1);
    expect(check.differing).toBe(0);
  });
});
