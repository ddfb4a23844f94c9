import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage } from './support/session-pages.ts';
import { shootAtSizes } from './support/screenshots.ts';
import { ScenarioForm, savedScenario, type SavedScenario } from './support/scenario-form.ts';

/**
 * The whole journey of a game master with a game Lodestar does not ship: from a blank scenario,
 * through the scenario page alone (no text editor), to one turn played in the console. Every
 * section is filled in by clicking and typing; references are picked from lists.
 */
let browser: Browser;
let app: ServedApp;
let context: BrowserContext;
let ui: ConsolePage;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  app = await serveApp();
  context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  ui = new ConsolePage(await context.newPage(), app.url);
  form = new ScenarioForm(ui.page);
  ui.page.setDefaultTimeout(15_000);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
});

const TITLE = 'Harbour War';

const saved = (title: string): SavedScenario => savedScenario(app.dataDir, title);
let form: ScenarioForm;
const field = (p: string) => form.field(p);
const addTo = (p: string) => form.addTo(p);
const openSection = (key: string) => form.openSection(key);
const pick = (p: string, label: string) => form.pick(p, label);
const type = (p: string, text: string) => form.type(p, text);

describe('a game built from a blank scenario in the app alone', () => {
  it('gets a map, a deck, a table, a resolver, trackers, a timetable, setup and an ending, then plays a turn', async () => {
    const page = ui.page;
    await ui.openLibrary();
    await ui.createBlankScenario(TITLE);
    await ui.byTestId('scenario-overview').waitFor();
    const overview = page.url();
    const scenarioId = /#\/scenario\/([a-z0-9-]+)/.exec(overview)?.[1] ?? '';

    // Two teams.
    for (const name of ['Navy', 'Smugglers']) {
      await ui.byTestId('add-team').click();
      await ui.byTestId('team-name-input').last().fill(name);
    }
    await ui.waitUntilSaved();
    await expect
      .poll(() => (saved(TITLE).teams as { name: string }[]).map((t) => t.name))
      .toEqual(['Navy', 'Smugglers']);
    const [navy, smugglers] = (saved(TITLE).teams as { id: string }[]).map((t) => t.id);

    // A map: a small hex sector from the map editor, then back to the overview.
    await ui.byTestId('open-map-editor').click();
    await page.waitForSelector('body[data-ready="map-editor"]', { state: 'attached' });
    await ui.byTestId('new-map-hex').click();
    const dialog = ui.byTestId('new-map-dialog');
    await dialog.getByTestId('new-map-name').fill('Harbour');
    await dialog.getByTestId('grid-shape').selectOption('hexagon');
    await dialog.getByTestId('grid-radius').fill('2');
    await dialog.getByTestId('create-map').click();
    await ui.byTestId('map-canvas').waitFor();
    await ui.waitUntilSaved();
    await expect.poll(() => (saved(TITLE).maps as { name: string }[])[0]?.name).toBe('Harbour');
    await page.goto(overview);
    await ui.byTestId('scenario-overview').waitFor();

    // Trackers: Fuel and Ore per team; Ore produces Fuel.
    await openSection('trackers');
    for (const [i, name, start] of [
      [0, 'Fuel', '2'],
      [1, 'Ore', '3'],
    ] as const) {
      await addTo('$.trackers');
      await field(`$.trackers[${i}].name`).fill(name);
      await field(`$.trackers[${i}].id`).fill(name.toLowerCase());
      await field(`$.trackers[${i}].start`).fill(start);
    }
    await ui.waitUntilSaved();
    await openSection('productions');
    await addTo('$.productions');
    await field('$.productions[0].name').fill('Refining');
    await field('$.productions[0].id').fill('refining');
    await pick('$.productions[0].input', 'Ore');
    await field('$.productions[0].rate').fill('1');
    await pick('$.productions[0].output', 'Fuel');
    await ui.waitUntilSaved();
    await expect
      .poll(() => saved(TITLE).productions)
      .toMatchObject([{ input: 'ore', output: 'fuel', rate: 1 }]);
    await shootAtSizes(page, 'scenario-journey-trackers');

    // A deck whose cards cost 2 Fuel each, its cards from a CSV through the column mapping.
    await openSection('decks');
    await addTo('$.decks');
    await field('$.decks[0].name').fill('Contracts');
    await field('$.decks[0].id').fill('contracts');
    await ui.waitUntilSaved();
    await page
      .locator(
        '[data-testid="sheet-part"][data-part="deck:contracts"] [data-testid="sheet-import-file"]',
      )
      .setInputFiles({
        name: 'contracts.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Title,Copies,Text\nSpice run,3,Carry spice past the Navy\nInformant,1,Look at a hand\n',
        ),
      });
    await ui.byTestId('sheet-import-confirm').click();
    await ui.waitUntilSaved();
    await expect
      .poll(() =>
        (saved(TITLE).decks as { cards: { title: string }[] }[])[0]?.cards.map((c) => c.title),
      )
      .toEqual(['Spice run', 'Informant']);
    // The first card's art, from a picture file.
    const cards = page.locator('[data-path="$.decks[0].cards"]');
    await cards.getByTestId('form-entry').first().click();
    await cards.getByTestId('card-picture-file').setInputFiles({
      name: 'spice-run.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#c8a040"/><circle cx="30" cy="40" r="18" fill="#6a3d1a"/></svg>',
      ),
    });
    await cards.getByTestId('card-picture-image').waitFor();
    await ui.waitUntilSaved();
    expect((saved(TITLE).decks as { cards: { image?: string }[] }[])[0]?.cards[0]?.image).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    await shootAtSizes(page, 'scenario-card-picture', cards);
    const deck = page.locator('[data-path="$.decks[0]"]');
    await deck.getByRole('button', { name: 'Add cost' }).click();
    await pick('$.decks[0].cost.tracker', 'Fuel');
    await field('$.decks[0].cost.amount').fill('2');
    await ui.waitUntilSaved();
    await expect
      .poll(() => (saved(TITLE).decks as { cost?: unknown }[])[0]?.cost)
      .toMatchObject({
        tracker: 'fuel',
        amount: 2,
      });

    // A table of 1d6 with a gap at 3–4.
    await openSection('tables');
    await addTo('$.tables');
    await field('$.tables[0].name').fill('Weather');
    await field('$.tables[0].id').fill('weather');
    const grid = ui.byTestId('table-grid');
    for (const [i, range, result] of [
      [0, '1-2', 'Calm'],
      [1, '3-6', 'Storm'],
    ] as const) {
      await grid.getByTestId('table-grid-add').click();
      await grid.getByLabel(`Row ${i + 1}: roll`).fill(range);
      await grid.getByLabel(`Row ${i + 1}: result`).fill(result);
    }
    await grid.getByLabel('Row 2: roll').fill('5-6');
    await expect.poll(() => grid.getByTestId('table-gap').innerText()).toContain('No row for 3–4');
    await ui.waitUntilSaved();

    // A resolver: two shots of 1d6, a hit on 5 or 6, its exact odds shown as it is typed.
    await openSection('resolvers');
    await addTo('$.resolvers');
    await pick('$.resolvers[0]', 'Per die');
    await field('$.resolvers[0].name').fill('Broadside');
    await field('$.resolvers[0].id').fill('broadside');
    await field('$.resolvers[0].dice').fill('1d6');
    for (const [i, id, text] of [
      [0, 'hit', 'Hit'],
      [1, 'miss', 'Miss'],
    ] as const) {
      if (i > 0) await addTo('$.resolvers[0].results');
      await field(`$.resolvers[0].results[${i}].id`).fill(id);
      await field(`$.resolvers[0].results[${i}].text`).fill(text);
    }
    for (const [i, min, max, result] of [
      [0, '5', '6', 'Hit'],
      [1, '1', '4', 'Miss'],
    ] as const) {
      if (i > 0) await addTo('$.resolvers[0].rows');
      for (const [key, v] of [
        ['min', min],
        ['max', max],
      ] as const) {
        await type(`$.resolvers[0].rows[${i}].${key}`, v);
      }
      await pick(`$.resolvers[0].rows[${i}].result`, result);
    }
    await page
      .locator('[data-path="$.resolvers[0].count"]')
      .getByRole('spinbutton')
      .first()
      .fill('2');
    await pick('$.resolvers[0].primary', 'Hit');
    await ui.waitUntilSaved();
    const preview = ui.byTestId('resolver-preview');
    // 1 − (4/6)² of at least one hit.
    await expect
      .poll(() => preview.getByTestId('resolver-preview-odds').innerText())
      .toMatch(/55\.6\s?%/);
    await shootAtSizes(page, 'scenario-journey-resolver', preview);

    // A timetable: 4 turns of Orders (10), Movement (5), Refining (untimed, produces at its start).
    await openSection('schedule');
    await addTo('$.schedule.blocks');
    await field('$.schedule.blocks[0].repeat').fill('4');
    const phases = [
      ['Orders', '10'],
      ['Movement', '5'],
      ['Refining', ''],
    ] as const;
    for (const [i, [name, minutes]] of phases.entries()) {
      if (i > 0) await addTo('$.schedule.blocks[0].phases');
      await field(`$.schedule.blocks[0].phases[${i}].name`).fill(name);
      if (minutes) await field(`$.schedule.blocks[0].phases[${i}].minutes`).fill(minutes);
      else await field(`$.schedule.blocks[0].phases[${i}].untimed`).check();
    }
    await addTo('$.schedule.blocks[0].phases[2].atStart');
    await pick('$.schedule.blocks[0].phases[2].atStart[0]', 'Produce');
    await ui.waitUntilSaved();
    await expect.poll(() => ui.byTestId('timetable-summary').innerText()).toContain('4 turns');
    await shootAtSizes(page, 'scenario-journey-timetable', ui.byTestId('timetable-grid'));

    // A setup step and an end condition.
    await openSection('setup');
    await addTo('$.setup');
    await pick('$.setup[0]', 'Instruction');
    await field('$.setup[0].name').fill('Deal the harbour tiles');
    await field('$.setup[0].id').fill('harbour-tiles');
    await openSection('endConditions');
    await addTo('$.endConditions');
    await field('$.endConditions[0].name').fill('Out of fuel');
    await field('$.endConditions[0].id').fill('out-of-fuel');
    // A condition on trackers names at least one: the form says so until one is added.
    await addTo('$.endConditions[0].trackers');
    await pick('$.endConditions[0].trackers[0]', 'Fuel');
    await field('$.endConditions[0].threshold').fill('0');
    await pick('$.endConditions[0].outcome', 'loses');
    await ui.waitUntilSaved();
    await expect.poll(() => ui.byTestId('section-problems').count()).toBe(0);

    const scenario = saved(TITLE);
    expect(scenario.schedule).toMatchObject({
      blocks: [
        { repeat: 4, phases: [{ name: 'Orders' }, { name: 'Movement' }, { name: 'Refining' }] },
      ],
    });
    expect(scenario.setup).toMatchObject([{ kind: 'instruction', name: 'Deal the harbour tiles' }]);
    expect(scenario.endConditions).toMatchObject([
      { trackers: ['fuel'], threshold: 0, outcome: 'loses' },
    ]);

    // Play: start a session and play the first turn through.
    await ui.startSession(scenarioId);
    await ui.press('Space');
    await expect.poll(() => ui.phase()).toBe('Orders');

    // Orders: the Smugglers take a contract and pay 2 Fuel, which runs them dry.
    await ui.press('2');
    await ui.byTestId('draws-view').waitFor();
    const panel = page.locator('[data-testid="deck-panel"][data-deck="contracts"]');
    await panel.getByTestId('deck-draw-to').selectOption(`hand:${smugglers}`);
    await panel.getByTestId('deck-draw').click();
    await expect
      .poll(() => ui.logLines())
      .toEqual(expect.arrayContaining([expect.stringMatching(/paid 2 Fuel/)]));
    await ui.byTestId('end-banner').waitFor();
    expect(await ui.byTestId('end-banner').innerText()).toMatch(/Out of fuel/);

    // The weather, then a broadside.
    await ui.byTestId('table-pick').selectOption('weather');
    await ui.byTestId('table-roll').click();
    await expect.poll(() => ui.byTestId('table-result').innerText()).toMatch(/Calm|Storm|no row/i);
    await ui.nextPhase(/Turn 1 · Movement/);
    await ui.press('8');
    await ui.byTestId('adjudication-view').waitFor();
    await page.getByTestId('resolver-pick').selectOption('broadside');
    await expect.poll(() => page.getByTestId('odds-win').innerText()).toMatch(/55\.6\s?%/);

    // Refining: its start turns each team's Ore into Fuel.
    await ui.nextPhase(/Turn 1 · Refining/);
    await ui.press('3');
    await expect.poll(() => ui.trackerValue(smugglers ?? '', 'fuel')).toBe(3);
    expect(await ui.trackerValue(navy ?? '', 'fuel')).toBe(5);
    await ui.nextPhase(/Turn 2 · Orders/);
    await shootAtSizes(page, 'scenario-journey-played');
  });
});
