import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * Two things a scenario can now say, played in Chromium: a ship whose crew is state it carries
 * (stepped on the Map tab, logged), and a game that ends after its last turn with the teams
 * ranked by VP, Credits breaking the tie, as turn 1 ends — on the console with the values, on the projector
 * with the places only.
 */
const SCENARIO = 'skirmish-ranked';
const scenario = {
  schemaVersion: 1,
  meta: { title: 'Skirmish, ranked', players: { min: 2, max: 8 }, durationMinutes: 60 },
  teams: [
    { id: 'red', name: 'Red Fleet', colour: '#cc3333' },
    { id: 'blue', name: 'Blue Fleet', colour: '#3355cc' },
  ],
  trackers: [
    { id: 'vp', name: 'VP' },
    { id: 'credits', name: 'Credits', start: 2, perTeam: { blue: { start: 3 } } },
  ],
  maps: [
    {
      id: 'board',
      name: 'Board',
      grid: { kind: 'hex', shape: { type: 'hexagon', radius: 3 } },
      tokens: [
        {
          id: 'red-cruiser',
          at: '0,0',
          label: 'Red cruiser',
          team: 'red',
          properties: [
            { name: 'Crew', value: 4, min: 0, max: 6 },
            { name: 'Ammunition', value: 3, min: 0, hidden: true },
          ],
        },
        { id: 'blue-cruiser', at: '0,-2', label: 'Blue cruiser', team: 'blue' },
      ],
    },
  ],
  schedule: {
    blocks: [
      {
        id: 'main',
        repeat: 2,
        phases: [
          { id: 'move', name: 'Move', minutes: 10 },
          { id: 'fight', name: 'Fight', minutes: 10 },
        ],
      },
    ],
  },
  endConditions: [
    {
      id: 'last-turn',
      name: 'Last turn played',
      measure: 'turn',
      threshold: 0,
      checked: 'turn-end',
      fromTurn: 1,
      rankBy: ['vp', 'credits'],
      public: true,
    },
    {
      id: 'fleet-gone',
      name: 'Fleet destroyed',
      measure: 'pieces',
      threshold: 0,
      outcome: 'loses',
      public: true,
    },
  ],
};

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
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-piece-state-e2e-'));
  mkdirSync(path.join(dataDir, 'scenarios'));
  writeFileSync(
    path.join(dataDir, 'scenarios', `${SCENARIO}.lodestar.json`),
    JSON.stringify(scenario, null, 2),
  );
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: SCREEN_SIZES[0] });
  hall = new DisplayPage(await context.newPage(), app.url);
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('state on pieces and a ranked end', () => {
  it("steps a ship's crew on the Map tab and ranks the fleets as the turn ends", async () => {
    const id = await control.startSession(SCENARIO);
    await hall.open(id);
    await control.page.bringToFront();
    const page = control.page;

    await page.getByTestId('tab-map').click();
    await page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
    await page.getByRole('button', { name: /^Red cruiser/ }).click();
    await page.getByTestId('piece-properties').waitFor();
    await page.getByRole('button', { name: 'One less Crew' }).click();
    await expect
      .poll(() => control.logLines())
      .toContainEqual(expect.stringContaining('Red cruiser: Crew 4 → 3'));
    await page.getByLabel('Ammunition of Red cruiser').fill('1');
    await page.getByLabel('Ammunition of Red cruiser').press('Enter');
    await expect
      .poll(() => control.logLines())
      .toContainEqual(expect.stringContaining('Red cruiser: Ammunition 3 → 1'));
    await expect
      .poll(() => page.getByRole('button', { name: /^Red cruiser/ }).innerText())
      .toMatch(/Red cruiser\s+0,0\s+Crew 3 · Ammunition 1/);
    await shootAtSizes(page, 'console-piece-state', page.getByTestId('map-tab'));

    // Both fleets score 2 VP; Blue's 3 Credits break the tie.
    await control.press('3');
    await control.stepTracker('VP', 'Red Fleet', 2);
    await control.stepTracker('VP', 'Blue Fleet', 2);
    await expect.poll(() => control.trackerValue('blue', 'vp')).toBe(2);
    await expect.poll(() => control.trackerValue('red', 'vp')).toBe(2);
    await control.press('Space');
    await expect.poll(() => control.clockWhere()).toMatch(/Turn 1 · Move/);
    await control.nextPhase(/Turn 1 · Fight/);
    await control.nextPhase(/Turn 2 · Move/);
    const banner = control.byTestId('end-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      'Game over: Last turn played — 1st Blue Fleet (VP 2, Credits 3); 2nd Red Fleet (VP 2, Credits 2)',
    );
    await expect
      .poll(() => hall.byTestId('display-ending').innerText(), { timeout: 10_000 })
      .toBe('Game over: Last turn played — 1st Blue Fleet; 2nd Red Fleet');
    await shootAtSizes(page, 'console-ranked-end');
    await shootAtSizes(hall.page, 'display-ranked-end');
  });
});
