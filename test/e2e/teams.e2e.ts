import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage } from './support/session-pages.ts';

/**
 * The Teams tab in a live So Say We All session: a roster imported from a spreadsheet, a
 * President appointed, a ship's Fuel changed by hand and by the Refinery's production.
 */
const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);

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
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-teams-e2e-'));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cell = (ship: string, tracker: string) =>
  control.page.locator(
    `[data-testid="team-row"][data-team="${ship}"] td[data-tracker="${tracker}"]`,
  );

describe('the Teams tab', () => {
  it('imports a roster, appoints a President, and changes resources by hand and by production', async () => {
    await control.startSession('so-say-we-all');
    await control.press('3');
    await control.byTestId('teams-view').waitFor();

    const csv = path.join(dataDir, 'roster.csv');
    writeFileSync(
      csv,
      'Name,Team,Role,Age\nAda Okafor,R.E.C. Prosecutor,Captain,41\nBen Ruiz,Refinery Ship 1,Crew Chief,29\nCai Long,Refinery Ship 1,Captain,35\n',
    );
    await control.byTestId('roster-file').setInputFiles(csv);
    await control.byTestId('roster-append').click();
    await expect.poll(() => control.page.locator('[data-testid="roster-row"]').count()).toBe(3);

    await control.page.getByLabel('Appoint President').selectOption({ label: 'Cai Long' });
    await expect
      .poll(() =>
        control.page.locator('[data-testid="post"][data-post="government/president"]').innerText(),
      )
      .toContain('Cai Long');

    const fuel = cell('refinery-ship-1', 'fuel').locator('[data-testid="tracker-value"]');
    const start = Number(await fuel.innerText());
    await cell('refinery-ship-1', 'fuel')
      .getByRole('button', { name: /up one/ })
      .click();
    await expect.poll(async () => Number(await fuel.innerText())).toBe(start + 1);

    // Staff the Refinery with 5, then run production: 1 Fuel per crew.
    await control.page.locator('[data-testid="tracker-group"]', { hasText: 'Staffing' }).click();
    const crew = cell('refinery-ship-1', 'refinery-crew');
    for (let i = 0; i < 5; i++) await crew.getByRole('button', { name: /up one/ }).click();
    await expect.poll(() => crew.locator('[data-testid="tracker-value"]').innerText()).toBe('5');
    await control.byTestId('run-production').click();
    await control.page.locator('[data-testid="tracker-group"]', { hasText: 'Resources' }).click();
    await expect.poll(async () => Number(await fuel.innerText())).toBe(start + 1 + 5);
    expect(await control.logLines()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Produced (all production): +5 Fuel'),
        expect.stringContaining('Cai Long is now President'),
      ]),
    );
    await control.page.evaluate('window.scrollTo(0, 0)');
    await control.page.screenshot({
      path: path.join(shotsDir, 'console-teams.png'),
      fullPage: true,
    });
  });
});
