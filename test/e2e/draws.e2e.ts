import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';

/**
 * Draws in a live So Say We All session, in real Chromium: the Commitment phase deals an
 * Event to each of the eleven ships, Control reveals one on the projector, undoes, and rolls
 * dice and tables from the draws tab and the command palette.
 */
const SHIPS = 11;
const shotsDir = fileURLToPath(
  new URL(process.env.LODESTAR_DOCS ? '../../docs' : '../../test-results/screens', import.meta.url),
);

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
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-draws-e2e-'));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  control = new ConsolePage(await context.newPage(), app.url);
  hall = new DisplayPage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The Event cards in front of each ship, by ship: what the deck panel says is in play. */
async function eventsInPlay(): Promise<Record<string, number>> {
  const chips = control.page.locator(
    '[data-testid="deck-panel"][data-deck="events"] [data-testid="pile-count"][data-pile^="play:"]',
  );
  const out: Record<string, number> = {};
  for (const chip of await chips.all())
    out[(await chip.getAttribute('data-pile')) ?? '?'] = Number(
      await chip.locator('strong').innerText(),
    );
  return out;
}

async function lastDrawnTitles(): Promise<string[]> {
  return control.page
    .locator('[data-deck="events"] [data-testid="last-drawn"] [data-testid="card-face"] .title')
    .allInnerTexts();
}

describe('draws in a live session', () => {
  it('deals an Event to every ship at Commitment, reveals one on the display, and undoes', async () => {
    mkdirSync(dataDir, { recursive: true });
    const id = await control.startSession('so-say-we-all');
    await control.press('Space'); // Reconciliation
    await control.press('n'); // Commitment: its start deals the events
    await expect.poll(() => control.phase()).toBe('Commitment');

    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    await expect.poll(async () => Object.keys(await eventsInPlay()).length).toBe(SHIPS);
    expect(Object.values(await eventsInPlay()).every((n) => n === 1)).toBe(true);
    const dealt = await lastDrawnTitles();
    expect(dealt).toHaveLength(SHIPS);

    // Reveal the first ship's event on the projector.
    await hall.open(id);
    await control.page.locator('[data-deck="events"] [data-testid="show-card"]').first().click();
    await hall.byTestId('display-shown').waitFor();
    expect(await hall.byTestId('display-shown').innerText()).toContain(dealt[0]);
    await control.byTestId('on-display').waitFor();
    await control.page.evaluate('window.scrollTo(0, 0)');
    await control.page.screenshot({ path: path.join(shotsDir, 'console-draws.png') });
    await hall.page.screenshot({ path: path.join(shotsDir, 'display-card.png') });

    // Undo takes back the reveal, then the phase change with its deal.
    await control.press('Control+z');
    await hall.byTestId('display-shown').waitFor({ state: 'detached' });
    await control.press('Control+z');
    await expect.poll(() => control.byTestId('strip-phase').innerText()).toBe('Reconciliation');
    await expect.poll(async () => Object.keys(await eventsInPlay()).length).toBe(0);

    // Redo deals the very same cards: undo never re-rolls.
    await control.press('Control+Shift+z');
    await expect.poll(async () => Object.keys(await eventsInPlay()).length).toBe(SHIPS);
    expect(await lastDrawnTitles()).toEqual(dealt);
  });

  it('rolls dice with their odds, rolls on a table, and acts from the command palette', async () => {
    await control.startSession('so-say-we-all');
    await control.press('2');
    const dice = control.byTestId('dice-expression');
    await dice.fill('2d');
    await control.byTestId('dice-error').waitFor();
    expect(await control.byTestId('dice-roll').isDisabled()).toBe(true);
    await dice.fill('2d6+1');
    await control.byTestId('dice-roll').click();
    const latest = control.page.locator('[data-testid="dice-result"]').first();
    const total = Number(await latest.locator('.total').innerText());
    expect(total).toBeGreaterThanOrEqual(3);
    expect(total).toBeLessThanOrEqual(13);
    await expect.poll(() => control.byTestId('chart-bar').count()).toBe(11);

    // Dice rolled at the table are recorded as such.
    await control.byTestId('dice-physical').check();
    await control.byTestId('dice-face').nth(0).fill('6');
    await control.byTestId('dice-face').nth(1).fill('5');
    await control.byTestId('dice-roll').click();
    // Wait for the entered roll itself: the generator may have rolled 12 just before.
    await expect.poll(() => latest.innerText()).toContain('at the table');
    expect(await latest.locator('.total').innerText()).toBe('12');

    await control.byTestId('table-pick').selectOption('flak-barrier');
    await control.byTestId('table-roll').click();
    await expect
      .poll(() => control.byTestId('table-result').innerText())
      .toMatch(/Not blocked|Attack blocked/);

    await control.press('Control+k');
    await control.byTestId('palette-search').fill('collision');
    await control.page.keyboard.press('Enter');
    await control.byTestId('command-palette').waitFor({ state: 'hidden' });
    await expect.poll(() => control.byTestId('draw-results').innerText()).toMatch(/Collision/);
  });
});
