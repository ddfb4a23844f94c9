import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.ts';
import { serveApp, type ServedApp } from './served-app.ts';
import { ConsolePage, DisplayPage } from './session-pages.ts';

/** Where screenshots go: `docs/` when LODESTAR_DOCS is set (the README's pictures), else test-results. */
export const shotsDir = fileURLToPath(
  new URL(
    process.env.LODESTAR_DOCS ? '../../../docs' : '../../../test-results/screens',
    import.meta.url,
  ),
);

export interface LiveConsole {
  dataDir: string;
  app: ServedApp;
  context: BrowserContext;
  /** Control's console. */
  control: ConsolePage;
  /** A projector display in the same browser. */
  hall: DisplayPage;
}

/**
 * Registers the hooks of a suite that drives a live session: one Chromium for the file, and
 * for each test a fresh data folder, a served app and a console and display page.
 */
export function liveConsole(prefix: string, viewport = { width: 1440, height: 900 }): LiveConsole {
  let browser: Browser;
  const live = {} as LiveConsole;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    live.dataDir = mkdtempSync(path.join(tmpdir(), `lodestar-${prefix}-e2e-`));
    live.app = await serveApp({ dataDir: live.dataDir });
    live.context = await browser.newContext({ viewport });
    live.hall = new DisplayPage(await live.context.newPage(), live.app.url);
    live.control = new ConsolePage(await live.context.newPage(), live.app.url);
    // Chromium throttles a background tab's timers: the console, which the tests drive, stays in front.
    await live.control.page.bringToFront();
  });
  afterEach(async () => {
    await live.context?.close();
    await live.app?.stop();
    rmSync(live.dataDir, { recursive: true, force: true });
  });
  return live;
}
