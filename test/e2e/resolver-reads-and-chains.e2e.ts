import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage } from './support/session-pages.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';
import { gunneryResolvers } from '../unit/adjudication/gunnery-fixture.ts';

/**
 * A ruling that reads the game, played in Chromium: Control names the firing fleet and its
 * ship; the Gunnery roll takes its dice from the fleet's Gunnery, its crew from the ship and
 * the asteroid cover from the tile under it. Each hit rolls Damage next, and a breach costs
 * the target a rolled amount of Hull.
 */
const SCENARIO = 'skirmish-gunnery';
const scenario = {
  schemaVersion: 1,
  meta: { title: 'Skirmish, gunnery', players: { min: 2, max: 8 }, durationMinutes: 60 },
  teams: [
    { id: 'red', name: 'Red Fleet', colour: '#cc3333' },
    { id: 'blue', name: 'Blue Fleet', colour: '#3355cc' },
  ],
  trackers: [
    { id: 'gunnery', name: 'Gunnery', start: 3, min: 0, max: 6 },
    { id: 'hull', name: 'Hull', start: 30, min: 0, max: 30 },
  ],
  tiles: [
    { id: 'open', name: 'Open space', kind: 'system' },
    { id: 'rock', name: 'Asteroid field', kind: 'hazard' },
  ],
  maps: [
    {
      id: 'board',
      name: 'Board',
      grid: { kind: 'hex', shape: { type: 'hexagon', radius: 2 } },
      placements: { '0,0': { tile: 'rock' }, '0,-2': { tile: 'open' } },
      tokens: [
        {
          id: 'red-cruiser',
          at: '0,0',
          label: 'Red cruiser',
          team: 'red',
          properties: [{ name: 'Crew', value: 4, min: 0, max: 6 }],
        },
        { id: 'blue-cruiser', at: '0,-2', label: 'Blue cruiser', team: 'blue' },
      ],
    },
  ],
  resolvers: gunneryResolvers(),
};

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
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-resolver-reads-e2e-'));
  mkdirSync(path.join(dataDir, 'scenarios'));
  writeFileSync(
    path.join(dataDir, 'scenarios', `${SCENARIO}.lodestar.json`),
    JSON.stringify(scenario, null, 2),
  );
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: SCREEN_SIZES[0] });
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a ruling that reads the game and rolls the next', () => {
  it('reads the fleet, the ship and its tile, then rolls damage once per hit', async () => {
    await control.startSession(SCENARIO);
    const page = control.page;
    await page.getByTestId('tab-adjudication').click();
    await page.getByTestId('adjudication-view').waitFor();
    await expect
      .poll(() => page.getByTestId('read-guns').innerText())
      .toMatch(/not read \(name the acting team\)/);

    await page.getByTestId('ruling-actor').selectOption('red');
    await page.getByTestId('ruling-target').selectOption('blue');
    await page.getByTestId('ruling-piece').selectOption('board/red-cruiser');
    await expect
      .poll(() => page.getByTestId('read-guns').innerText())
      .toMatch(/3\s*read from Gunnery of Red Fleet/);
    await expect
      .poll(() => page.getByTestId('read-crew').innerText())
      .toMatch(/4\s*read from Crew of Red cruiser/);
    await expect
      .poll(() => page.getByTestId('read-terrain').innerText())
      .toMatch(/Asteroid field\s*read from the tile under Red cruiser/);
    await expect
      .poll(() => page.getByTestId('typed-dice').locator('..').innerText())
      .toMatch(/3 dice/);

    // Three sixes: three hits through the cover, each rolling Damage in turn.
    await page.getByTestId('typed-dice').fill('6 6 6');
    await page.getByTestId('resolve-typed').click();
    await expect
      .poll(() => page.getByTestId('ruling-steps').innerText())
      .toMatch(
        /Read from play: Guns: Gunnery of Red Fleet 3; Crew: Crew of Red cruiser 4; Terrain: Asteroid field under Red cruiser/,
      );
    await shootAtSizes(page, 'console-ruling-reads', page.getByTestId('adjudication-view'));
    await page.getByTestId('ruling-accept').click();
    await expect
      .poll(() => page.getByTestId('ruling-after').innerText())
      .toMatch(/^Follows ruling #\d+ · 2 more to roll after this$/);
    await expect
      .poll(() => control.logLines())
      .toContainEqual(
        expect.stringMatching(/Accepted ruling #\d+: 3\s×\sHit; then Damage \(ruling #\d+\)/),
      );
    await page.getByTestId('ruling-accept').click();
    await expect.poll(() => page.getByTestId('ruling-after').innerText()).toMatch(/1 more to roll/);
    await page.getByTestId('ruling-accept').click();
    await expect
      .poll(() => page.getByTestId('ruling-after').innerText())
      .toMatch(/^Follows ruling #\d+$/);
    await page.getByTestId('ruling-accept').click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('recent-rulings').innerText()).match(/accepted/gi)?.length ?? 0,
      )
      .toBe(4);
    await shootAtSizes(page, 'console-ruling-chain', page.getByTestId('adjudication-view'));
    await page.getByTestId('tab-teams').click();
    await page.locator('tr[data-team="blue"] td[data-tracker="hull"]').waitFor();
    const hull = await control.trackerValue('blue', 'hull');
    expect(hull).toBeLessThan(30);
    expect(hull).toBeGreaterThanOrEqual(30 - 3 * 12);
  });
});
