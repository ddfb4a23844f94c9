import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { LodestarPage } from './support/library-page.ts';
import { shootAtSizes } from './support/screenshots.ts';
import { ScenarioForm, savedScenario } from './support/scenario-form.ts';
import { xlsxOf } from '../../scenarios/csv/sheet-write.ts';

/**
 * A game master prepares a game Lodestar does not ship, from a blank scenario, with no text
 * editor: a tracker and a timetable typed into the section forms, an edit undone and redone,
 * then a try-out session opened in the console.
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

const saved = (title: string) => savedScenario(app.dataDir, title);
const field = (p: string) => new ScenarioForm(ui.page).field(p);

describe('preparing a scenario in the app', () => {
  it('adds a tracker and a timetable from a blank scenario, undoes, and tries it', async () => {
    await ui.openLibrary();
    await ui.createBlankScenario('Harbour Watch');
    await ui.byTestId('scenario-overview').waitFor();

    // A tracker: added, named, bounded.
    await ui.page.locator('[data-testid="section-nav-link"][data-section="trackers"]').click();
    await ui.page.locator('[data-testid="section-form"][data-section="trackers"]').waitFor();
    await ui.byTestId('form-add').first().click();
    await field('$.trackers[0].name').fill('Fuel');
    await field('$.trackers[0].id').fill('fuel');
    await field('$.trackers[0].start').fill('6');
    await ui.waitUntilSaved();
    await expect
      .poll(() => (saved('Harbour Watch').trackers as { name: string }[])[0]?.name)
      .toBe('Fuel');

    // A bad value is named where it is, and nothing is saved until it is fixed.
    await field('$.trackers[0].id').fill('Fuel Tank');
    await ui.byTestId('section-problems').waitFor();
    expect(await ui.byTestId('section-problems').innerText()).toContain('#1 › Id');
    await expect
      .poll(() =>
        ui.page
          .locator('[data-section="trackers"] [data-testid="section-nav-problems"]')
          .innerText(),
      )
      .toBe('1');
    await field('$.trackers[0].id').fill('fuel');
    await ui.waitUntilSaved();

    // Undo and redo, by button and by key, across the page.
    // Typing in one field in a row is one step: the id's two edits undo together.
    await ui.byTestId('scenario-undo').click();
    await expect.poll(() => field('$.trackers[0].id').inputValue()).toBe('fuel');
    expect(await field('$.trackers[0].start').inputValue()).toBe('6');
    await ui.byTestId('scenario-undo').click();
    await expect.poll(() => field('$.trackers[0].start').inputValue()).toBe('');
    await ui.page.locator('body').click({ position: { x: 5, y: 5 } });
    await ui.page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => field('$.trackers[0].start').inputValue()).toBe('6');
    await ui.waitUntilSaved();
    expect((saved('Harbour Watch').trackers as { start: number }[])[0]?.start).toBe(6);

    // A timetable: a turn of one timed phase, repeated four times.
    await ui.page.locator('[data-testid="section-nav-link"][data-section="schedule"]').click();
    await ui.page.locator('[data-testid="section-form"][data-section="schedule"]').waitFor();
    const blocks = ui.page.locator('[data-path="$.schedule.blocks"]');
    await blocks.getByTestId('form-add').first().click();
    await field('$.schedule.blocks[0].repeat').fill('4');
    await field('$.schedule.blocks[0].phases[0].name').fill('Negotiation');
    await field('$.schedule.blocks[0].phases[0].minutes').fill('15');
    await ui.waitUntilSaved();
    await shootAtSizes(ui.page, 'scenario-section-schedule');
    const schedule = saved('Harbour Watch').schedule as {
      blocks: { repeat: number; phases: { name: string; minutes: number }[] }[];
    };
    expect(schedule.blocks[0]?.repeat).toBe(4);
    expect(schedule.blocks[0]?.phases[0]).toMatchObject({ name: 'Negotiation', minutes: 15 });

    // The timetable's grid: the second turn alone gets half an hour.
    const timetable = ui.byTestId('timetable-grid');
    await timetable.getByLabel('Turn 2, Negotiation: minutes').fill('30');
    await ui.waitUntilSaved();
    await expect
      .poll(() => saved('Harbour Watch').schedule)
      .toMatchObject({ overrides: [{ turn: 2, phase: expect.any(String), minutes: 30 }] });
    expect(await timetable.getByTestId('timetable-summary').innerText()).toContain(
      '4 turns, 1:15 of play',
    );

    // A table of 1d6 with a hole at 3–4, typed into its grid: the hole is shown where it
    // falls, with a button that fills it.
    await ui.page.locator('[data-testid="section-nav-link"][data-section="tables"]').click();
    await ui.page.locator('[data-testid="section-form"][data-section="tables"]').waitFor();
    await ui.byTestId('form-add').first().click();
    await field('$.tables[0].name').fill('Weather');
    const grid = ui.byTestId('table-grid');
    for (const [i, range, result] of [
      [0, '1-2', 'Calm'],
      [1, '5–6', 'Storm'],
    ] as const) {
      await grid.getByTestId('table-grid-add').click();
      await grid.getByLabel(`Row ${i + 1}: roll`).fill(range);
      await grid.getByLabel(`Row ${i + 1}: result`).fill(result);
    }
    await expect
      .poll(() => ui.byTestId('section-notes').innerText())
      .toContain('Weather: the rulebook prints no row for 3–4');
    await ui.waitUntilSaved();
    expect((saved('Harbour Watch').tables as { rows: unknown[] }[])[0]?.rows).toHaveLength(2);
    const gap = grid.getByTestId('table-gap');
    expect(await gap.innerText()).toContain('No row for 3–4');
    await shootAtSizes(ui.page, 'scenario-section-tables-gap', grid);
    await gap.getByRole('button', { name: 'Add a row for 3–4' }).click();
    await ui.page.keyboard.type('Fog');
    await ui.waitUntilSaved();
    await expect
      .poll(() =>
        (
          saved('Harbour Watch').tables as { rows: { min: number; result: string }[] }[]
        )[0]?.rows.map((r) => `${r.min}:${r.result}`),
      )
      .toEqual(['1:Calm', '3:Fog', '5:Storm']);
    await expect.poll(() => grid.getByTestId('table-gap').count()).toBe(0);
    await shootAtSizes(ui.page, 'scenario-section-tables');

    await ui.page.locator('[data-testid="section-nav-link"][data-section="trackers"]').click();
    await ui.page.locator('[data-testid="section-form"][data-section="trackers"]').waitFor();
    await shootAtSizes(ui.page, 'scenario-section-trackers');
    await ui.byTestId('section-nav-overview').click();
    await ui.byTestId('section-trackers').waitFor();
    expect(await ui.byTestId('section-trackers').innerText()).toContain('Fuel');
    await shootAtSizes(ui.page, 'scenario-overview-nav');

    // Try it: a throwaway session of what was just typed, in the console.
    await ui.byTestId('try-it').click();
    await ui.page.waitForSelector('body[data-ready="console"]', { state: 'attached' });
    expect(ui.page.url()).toContain('#/session/');
    await expect.poll(() => ui.page.locator('body').innerText()).toContain('Negotiation');
  });

  it('shows a bundled game’s timetable, tables, trackers, resolvers and setup in their widgets', async () => {
    await ui.openLibrary();
    const idOf = (title: string) => ui.card(title).getAttribute('data-scenario-id');
    const sswa = await idOf('So Say We All');
    const ti3 = await idOf('Shattered Ascension');
    const open = async (id: string | null, key: string) => {
      await ui.page.goto(`${app.url}/#/scenario/${id}/section/${key}`);
      await ui.page.locator(`[data-testid="section-form"][data-section="${key}"]`).waitFor();
    };

    await open(sswa, 'schedule');
    const timetable = ui.byTestId('timetable-grid');
    await expect
      .poll(() => timetable.getByTestId('timetable-summary').innerText())
      .toMatch(/\d+ turns, \d+:\d\d of play/);
    await shootAtSizes(ui.page, 'scenario-timetable-grid', timetable);

    await open(sswa, 'tables');
    await ui.byTestId('form-entry').first().click();
    await ui.byTestId('table-grid').waitFor();
    await expect.poll(() => ui.byTestId('row-chance').count()).toBeGreaterThan(1);
    await shootAtSizes(ui.page, 'scenario-table-grid', ui.byTestId('table-grid'));

    await open(sswa, 'trackers');
    const sheet = ui.byTestId('tracker-sheet');
    await expect.poll(() => sheet.locator('tbody tr').count()).toBeGreaterThan(10);
    await shootAtSizes(ui.page, 'scenario-tracker-sheet', sheet);

    // A resolver's odds follow its fields: the main weapons' odds before and after an edit.
    await open(sswa, 'resolvers');
    await ui.byTestId('form-entry').first().click();
    const preview = ui.byTestId('resolver-preview');
    await expect
      .poll(() => preview.getByTestId('resolver-preview-odds').innerText())
      .toContain('Exact odds');
    await preview.getByTestId('resolver-preview-roll').click();
    await preview.getByTestId('resolver-preview-example').waitFor();
    await shootAtSizes(ui.page, 'scenario-resolver-preview', preview);

    await open(ti3, 'setup');
    await expect.poll(() => ui.byTestId('form-entry').count()).toBeGreaterThan(10);
    await shootAtSizes(ui.page, 'scenario-setup-steps', ui.byTestId('form-list').first());
  });

  it('imports a timetable from CSV and cards from Excel through the column mapping', async () => {
    await ui.openLibrary();
    await ui.createBlankScenario('Harbour Sheets');
    await ui.byTestId('scenario-overview').waitFor();

    await ui.page.locator('[data-testid="section-nav-link"][data-section="schedule"]').click();
    const timetable = ui.page.locator('[data-testid="sheet-part"][data-part="timetable"]');
    await timetable.locator('[data-testid="sheet-import-file"]').setInputFiles({
      name: 'plan.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Stage,Turns,Activity,Length\nTurns,6,Team time,25\n,,Negotiation,1:30\n,,Resolution,untimed\n',
      ),
    });
    const dialog = ui.byTestId('sheet-import');
    await dialog.getByTestId('sheet-import-question').waitFor();
    expect(await dialog.getByTestId('sheet-import-format').innerText()).toContain('CSV, UTF-8');
    await shootAtSizes(ui.page, 'scenario-sheet-mapping');
    await dialog.getByTestId('sheet-import-confirm').click();
    await ui.waitUntilSaved();
    await expect
      .poll(() =>
        JSON.stringify((saved('Harbour Sheets').schedule as { blocks: unknown[] }).blocks),
      )
      .toContain('"negotiation"');

    await ui.page.locator('[data-testid="section-nav-link"][data-section="decks"]').click();
    await ui.page.locator('[data-testid="section-form"][data-section="decks"]').waitFor();
    await ui.byTestId('form-add').first().click();
    await ui.waitUntilSaved();
    const blob = await xlsxOf(
      [
        ['Card name', 'Qty', 'Fuel cost'],
        ['Łódź — Żegluga', 2, 3],
        ['Ambush', 1, 0],
      ],
      'Cards',
    );
    await ui.page
      .locator('[data-testid="sheet-part"][data-part^="deck:"] [data-testid="sheet-import-file"]')
      .setInputFiles({
        name: 'cards.xlsx',
        mimeType: blob.type,
        buffer: Buffer.from(await blob.arrayBuffer()),
      });
    await dialog.getByTestId('sheet-import-question').waitFor();
    expect(await dialog.getByTestId('sheet-import-format').innerText()).toContain('Excel workbook');
    await shootAtSizes(ui.page, 'scenario-sheet-cards');
    await dialog.getByTestId('sheet-import-confirm').click();
    await ui.waitUntilSaved();
    await expect
      .poll(() =>
        ((saved('Harbour Sheets').decks as { cards: { title: string }[] }[])[0]?.cards ?? []).map(
          (c) => c.title,
        ),
      )
      .toEqual(['Łódź — Żegluga', 'Ambush']);
    await shootAtSizes(ui.page, 'scenario-sheet-tools');
  });
});
