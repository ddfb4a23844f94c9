import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { LodestarPage } from './support/library-page.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
/** A fresh data folder starts with a copy of every bundled scenario. */
const BUNDLED = bundledScenarios.length;

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
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  ui = new LodestarPage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
});

const scenarioFiles = () =>
  readdirSync(path.join(app.dataDir, 'scenarios')).filter((f) => f.endsWith('.lodestar.json'));

describe('the scenario library in a browser', () => {
  it('shows the bundled scenarios on first run', async () => {
    await ui.openLibrary();
    await expect.poll(() => ui.cards().count()).toBe(BUNDLED);
    for (const { scenario } of bundledScenarios)
      expect(await ui.card(scenario.meta.title).count()).toBe(1);
    await ui.screenshot('library-light');
  });

  it('creates a scenario, edits its title, and still has it after a reload', async () => {
    await ui.openLibrary();
    await ui.createBlankScenario('Night Watch');
    await ui.byTestId('scenario-overview').waitFor();
    const title = ui.byTestId('title-input');
    await expect.poll(() => title.inputValue()).toBe('Night Watch');

    await title.fill('Night Watch — Finals');
    await ui.waitUntilSaved();
    await ui.screenshot('overview');

    await ui.page.reload();
    await ui.byTestId('scenario-overview').waitFor();
    await expect.poll(() => ui.byTestId('title-input').inputValue()).toBe('Night Watch — Finals');

    await ui.byTestId('back-to-library').click();
    await ui.waitForLibrary();
    await expect.poll(() => ui.card('Night Watch — Finals').count()).toBe(1);

    // And it is on disk, as a valid file holding the new title.
    const texts = scenarioFiles().map((f) =>
      readFileSync(path.join(app.dataDir, 'scenarios', f), 'utf8'),
    );
    expect(texts.some((t) => JSON.parse(t).meta.title === 'Night Watch — Finals')).toBe(true);
  });

  it('refuses a corrupt file with a clear error and leaves the library intact', async () => {
    await ui.openLibrary();
    await expect.poll(() => ui.cards().count()).toBe(BUNDLED);
    const before = scenarioFiles().sort();

    await ui.importFiles(path.join(fixtures, 'bad/truncated.lodestar.json'));
    const error = ui.byTestId('import-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).toContain('truncated.lodestar.json');
    expect(text).toMatch(/line \d+, column \d+/);
    await ui.screenshot('import-error');

    expect(await ui.cards().count()).toBe(BUNDLED);
    expect(scenarioFiles().sort()).toEqual(before);
  });

  it('imports a valid draft file and migrates it', async () => {
    await ui.openLibrary();
    await ui.importFiles(path.join(fixtures, 'scenarios/v0-draft.json'));
    const expected = JSON.parse(
      readFileSync(path.join(fixtures, 'scenarios/v0-draft.expected.json'), 'utf8'),
    );
    await expect.poll(() => ui.card(expected.meta.title).count()).toBe(1);
    expect(await ui.cards().count()).toBe(BUNDLED + 1);
  });

  it('deletes a scenario after confirmation and brings it back with Undo', async () => {
    await ui.openLibrary();
    await ui.select('Aquila Rift');
    await ui.byTestId('delete-scenario').click();
    await ui.byTestId('confirm-button').click();
    await expect.poll(() => ui.card('Aquila Rift').count()).toBe(0);
    expect(scenarioFiles()).not.toContain('aquila-rift.lodestar.json');

    await ui.byTestId('toast-action').click();
    await expect.poll(() => ui.card('Aquila Rift').count()).toBe(1);
    expect(scenarioFiles().length).toBe(BUNDLED);
  });

  it('deletes from the keyboard and undoes with Ctrl+Z', async () => {
    await ui.openLibrary();
    await ui.select('So Say We All');
    await ui.page.keyboard.press('Delete');
    await ui.byTestId('confirm-button').click();
    await expect.poll(() => ui.card('So Say We All').count()).toBe(0);
    await ui.page.keyboard.press('Control+z');
    await expect.poll(() => ui.card('So Say We All').count()).toBe(1);
  });

  it('shows a scenario file copied into the data folder, without a reload', async () => {
    await ui.openLibrary();
    await expect.poll(() => ui.cards().count()).toBe(BUNDLED);
    const draft = JSON.parse(
      readFileSync(path.join(fixtures, 'scenarios/v0-draft.expected.json'), 'utf8'),
    );
    draft.meta.title = 'Copied in by hand';
    writeFileSync(
      path.join(app.dataDir, 'scenarios', 'copied-in.lodestar.json'),
      JSON.stringify(draft),
    );
    await expect.poll(() => ui.card('Copied in by hand').count()).toBe(1);
  });

  it('keeps two windows on one scenario from overwriting each other', async () => {
    const other = new LodestarPage(await context.newPage(), app.url);
    await ui.openLibrary();
    const id = await ui.card('So Say We All').getAttribute('data-scenario-id');
    for (const page of [ui, other]) {
      await page.page.goto(`${app.url}/#/scenario/${id}`);
      await page.byTestId('scenario-overview').waitFor();
    }

    // A save in one window shows in the other, which has nothing pending.
    await other.byTestId('title-input').fill('So Say We All — Melbourne');
    await other.byTestId('title-input').blur();
    await other.waitUntilSaved();
    await expect
      .poll(() => ui.byTestId('title-input').inputValue())
      .toBe('So Say We All — Melbourne');

    // An edit begun here before the other window's next save is not written over it.
    await ui.byTestId('title-input').fill(''); // invalid: held back, nothing sent yet
    await other.byTestId('credits-input').fill('Edited in the other window');
    await other.byTestId('credits-input').blur();
    await other.waitUntilSaved();
    await ui.byTestId('title-input').fill('So Say We All — Sydney');
    await ui.byTestId('title-input').blur();
    await ui.byTestId('keep-mine').waitFor();
    await ui.screenshot('save-conflict');
    const onDisk = () =>
      JSON.parse(readFileSync(path.join(app.dataDir, 'scenarios', `${id}.lodestar.json`), 'utf8'));
    expect(onDisk().meta.credits).toBe('Edited in the other window');

    await ui.byTestId('load-theirs').click();
    await expect
      .poll(() => ui.byTestId('title-input').inputValue())
      .toBe('So Say We All — Melbourne');
    await expect
      .poll(() => ui.byTestId('credits-input').inputValue())
      .toBe('Edited in the other window');
  });

  it('lists every shortcut in the ? overlay', async () => {
    await ui.openLibrary();
    await ui.page.keyboard.press('?');
    const rows = ui.byTestId('shortcut-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
    const text = (await rows.allInnerTexts()).join('\n');
    for (const label of [/new/i, /import/i, /export/i, /delete/i, /undo/i])
      expect(text).toMatch(label);
    await ui.screenshot('shortcuts');
    await ui.page.keyboard.press('Escape');
    await expect.poll(() => rows.count()).toBe(0);
  });
});

describe('files that cannot be loaded', () => {
  it('names the file and the problem, keeps it untouched, and opens its backup', async () => {
    // A data folder whose one scenario was damaged after a good save: the .bak holds that save.
    const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-e2e-damaged-'));
    const seeded = await serveApp({ dataDir: dir });
    await seeded.stop();
    const file = path.join(dir, 'scenarios', 'aquila-rift.lodestar.json');
    copyFileSync(file, `${file}.bak`);
    writeFileSync(file, '{"schemaVersion": 1, "meta": {"title": ');
    copyFileSync(
      path.join(fixtures, 'bad/newer.lodestar.json'),
      path.join(dir, 'scenarios', 'from-the-future.lodestar.json'),
    );
    const damaged = readFileSync(file);

    await app.stop();
    app = await serveApp({ dataDir: dir });
    ui = new LodestarPage(ui.page, app.url);
    await ui.openLibrary();

    const panel = ui.byTestId('error-panel');
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toContain('aquila-rift.lodestar.json');
    expect(text).toContain('from-the-future.lodestar.json');
    expect(text).toMatch(/newer/i);
    expect(await ui.card('So Say We All').count()).toBe(1);
    await ui.screenshot('error-panel');

    await ui.byTestId('open-backup').first().click();
    await expect.poll(() => ui.card('Aquila Rift').count()).toBe(1);
    expect(readFileSync(file)).toEqual(damaged);
    // The host may still be writing into the folder: stop it before removing the folder.
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('files checked in full when opened', () => {
  it('lists a file whose maps are broken, refuses it on opening with every problem, then lists it among the problems', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lodestar-e2e-deep-'));
    const seeded = await serveApp({ dataDir: dir });
    await seeded.stop();
    const file = path.join(dir, 'scenarios', 'aquila-rift.lodestar.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.maps[0].placements = { '0,0': { tile: 'ghost', rotation: 9, overrides: {} } };
    doc.maps[0].tokens = [{ id: 'fleet', at: 'nowhere at all' }];
    writeFileSync(file, JSON.stringify(doc, null, 2));
    const written = readFileSync(file);

    await app.stop();
    app = await serveApp({ dataDir: dir });
    ui = new LodestarPage(ui.page, app.url);
    await ui.openLibrary();
    await expect.poll(() => ui.cards().count()).toBe(BUNDLED);
    await ui.select('Aquila Rift');
    await ui.byTestId('open-scenario').click();

    const problems = ui.byTestId('load-problems');
    await problems.waitFor();
    const text = await problems.innerText();
    expect(text).toContain('$.maps[0].placements["0,0"].rotation');
    expect(text).toContain('$.maps[0].tokens[0].at');
    expect(await ui.page.getByRole('alert').innerText()).toContain('aquila-rift.lodestar.json');
    await ui.screenshot('scenario-refused');
    await ui.page.setViewportSize({ width: 1920, height: 1080 });
    await ui.screenshot('scenario-refused-1920');

    await ui.byTestId('back-to-library').click();
    const panel = ui.byTestId('error-panel');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('aquila-rift.lodestar.json');
    await ui.screenshot('library-learned-1920');
    await expect.poll(() => ui.cards().count()).toBe(BUNDLED - 1);
    expect(readFileSync(file)).toEqual(written);
    // The host may still be writing into the folder: stop it before removing the folder.
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });
});
