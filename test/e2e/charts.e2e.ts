import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { LodestarPage } from './support/library-page.ts';
import { shootAtSizes } from './support/screenshots.ts';
import { ScenarioForm, savedScenario } from './support/scenario-form.ts';

/**
 * A chart written in the scenario page's form, from a blank scenario: terrain down, units
 * across. Tried in the console, where Control finds a row, picks a cell and reads it out;
 * a team's screen shows the chart to read at the table.
 */
let browser: Browser;
let app: ServedApp;
let context: BrowserContext;
let ui: LodestarPage;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  app = await serveApp();
  context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  ui = new LodestarPage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
});

describe('reference charts', () => {
  it('are written in the form, read out in the console and read on a team screen', async () => {
    await ui.openLibrary();
    await ui.createBlankScenario('Hill Country');
    await ui.byTestId('scenario-overview').waitFor();
    const form = new ScenarioForm(ui.page);

    // A team, for the team screen.
    await form.openSection('teams');
    await ui.byTestId('form-add').first().click();
    await form.type('$.teams[0].name', 'North');
    await form.type('$.teams[0].id', 'north');

    await form.openSection('charts');
    await ui.byTestId('form-add').first().click();
    await form.type('$.charts[0].name', 'Terrain effects');
    await form.type('$.charts[0].id', 'terrain');
    await form.type('$.charts[0].rowsAre', 'Terrain');
    await form.type('$.charts[0].columnsAre', 'Unit');
    // A new chart comes with its first column; a second is added.
    const columns = ui.page.locator('[data-path="$.charts[0].columns"]');
    await columns.getByTestId('form-entry').first().click();
    await form.type('$.charts[0].columns[0].name', 'Infantry');
    await form.type('$.charts[0].columns[0].id', 'infantry');
    await form.addTo('$.charts[0].columns');
    await form.type('$.charts[0].columns[1].name', 'Armour');
    await form.type('$.charts[0].columns[1].id', 'armour');

    // The rows in their sheet: Enter in a row adds the next, its id following its name.
    const sheet = ui.byTestId('chart-rows-grid');
    await sheet.getByTestId('chart-rows-add').click();
    await sheet.getByLabel('Row 1: name').fill('Clear');
    await sheet.getByLabel('Row 1: Infantry').fill('1 MP');
    await sheet.getByLabel('Row 1: Armour').fill('1 MP');
    await sheet.getByLabel('Row 1: Armour').press('Enter');
    await sheet.getByLabel('Row 2: name').fill('Forest');
    await sheet.getByLabel('Row 2: Infantry').fill('2 MP');
    await sheet.getByLabel('Row 2: Armour').fill('4 MP, no overrun');
    expect(await sheet.getByLabel('Row 2: id').inputValue()).toBe('forest');
    await ui.waitUntilSaved();
    await expect
      .poll(() => JSON.stringify(savedScenario(app.dataDir, 'Hill Country').charts))
      .toContain('4 MP, no overrun');
    await shootAtSizes(ui.page, 'scenario-section-charts');

    await ui.byTestId('try-it').click();
    await ui.page.waitForSelector('body[data-ready="console"]', { state: 'attached' });
    const page = ui.page;
    // Who is at this console: the name Control's actions are logged under.
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('tab-charts').click();
    await page.getByTestId('charts-view').waitFor();
    await page.getByTestId('chart-search').fill('fore');
    await expect.poll(() => page.getByTestId('cell-clear-armour').count()).toBe(0);
    await page.getByTestId('cell-forest-armour').click();
    await expect
      .poll(() => page.getByTestId('chart-picked').innerText())
      .toBe('Terrain effects: Forest × Armour: 4 MP, no overrun');
    await page.getByTestId('chart-say').click();
    await expect
      .poll(() => page.getByTestId('log-panel').innerText())
      .toContain('Looked up Terrain effects: Forest × Armour: 4 MP, no overrun');
    await shootAtSizes(page, 'console-charts', page.getByTestId('charts-view'));

    const sessionId = decodeURIComponent(page.url().split('#/session/')[1]!.split(/[/?]/)[0]!);
    const host = await HostClient.connect(app.url);
    try {
      const { key } = await host.call('hall.teamKey', { sessionId, teamId: 'north' });
      const team = await context.newPage();
      await team.goto(`${app.url}/team?session=${sessionId}&team=north&key=${key}`);
      await team.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
      await team.getByTestId('team-charts').getByText('Terrain effects').click();
      await expect
        .poll(() => team.getByTestId('chart-terrain').innerText())
        .toContain('4 MP, no overrun');
      await shootAtSizes(team, 'team-charts', team.getByTestId('team-charts'));
    } finally {
      host.close();
    }
  });
});
