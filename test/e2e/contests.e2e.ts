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
 * Aquila Rift's committee meeting in real Chromium: a Black Market pile bought as in the rule
 * book's example, and a Viceroy vote weighted by each player's greatest stat.
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
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-contests-e2e-'));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('votes and committees', () => {
  it('buys from a Black Market pile and elects a Viceroy by weighted vote', async () => {
    await control.startSession('aquila-rift');
    await control.press('3');
    const csv = path.join(dataDir, 'roster.csv');
    writeFileSync(
      csv,
      'name,team,role\nAna,faction-1,Pirate Captain\nBo,faction-2,Space Patrol Captain\nCy,faction-3,Colony Governor\n',
    );
    await control.byTestId('roster-file').setInputFiles(csv);
    await control.byTestId('roster-append').click();
    await expect.poll(() => control.page.locator('[data-testid="roster-row"]').count()).toBe(3);
    // Bo's Medals (2) and Cy's Status (3) make their votes count.
    for (let i = 0; i < 2; i++)
      await control.page.getByRole('button', { name: 'Medals of Bo up one' }).click();
    for (let i = 0; i < 3; i++)
      await control.page.getByRole('button', { name: 'Status of Cy up one' }).click();

    await control.press('5');
    await control.byTestId('contests-view').waitFor();
    const market = control.page.locator(
      '[data-testid="committee-panel"][data-committee="black-market"]',
    );
    await market.getByTestId('committee-player').selectOption({ label: 'Ana' });
    await market.getByTestId('pile-option').selectOption({ label: 'Spice Run' });
    await market.getByTestId('pile-played').fill('7');
    await market.getByTestId('pile-buy').click();
    const spice = market.locator('[data-testid="pile"][data-option="spice-run"]');
    await expect.poll(() => spice.getByTestId('pile-value').innerText()).toBe('beat 7');
    await market.getByTestId('pile-played').fill('5 2');
    expect(await market.getByTestId('pile-buy').isDisabled()).toBe(true);

    const viceroy = control.page.locator('[data-testid="vote-panel"][data-vote="viceroy"]');
    await viceroy.getByTestId('vote-open').click();
    await viceroy.getByLabel('Vote of Ana').selectOption({ label: 'Bo' });
    await viceroy.getByLabel('Vote of Bo').selectOption({ label: 'Bo' });
    await viceroy.getByLabel('Vote of Cy').selectOption({ label: 'Cy' });
    await expect
      .poll(() => viceroy.locator('[data-testid="vote-total"][data-choice$="-3"]').innerText())
      .toContain('3');
    await viceroy.getByTestId('vote-close').click();
    // Ana's weight is 0, Bo's 2 and Cy's 3: Cy is Viceroy.
    await expect.poll(() => viceroy.getByTestId('vote-result').innerText()).toContain('Cy');
    await control.page.evaluate('window.scrollTo(0, 0)');
    await control.page.screenshot({ path: path.join(shotsDir, 'console-contests.png') });
    expect(await control.logLines()).toEqual(
      expect.arrayContaining([expect.stringContaining('Viceroy: Cy (most votes)')]),
    );
  });
});
