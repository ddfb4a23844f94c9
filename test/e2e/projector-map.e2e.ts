import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tokenPositions } from '../../editor/model/picking.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { shotsDir } from './support/live-console.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';

/**
 * So Say We All's battle map on the projector beside the clock, with every ship's event and
 * an announcement: the countdown keeps a quarter of the screen, what comes next and the
 * announcement read whole, the event cards are not cut; the ships carry their names on
 * plates there, on Control's Map tab (with the name under the pointer) and on a ship's own
 * screen, where its ship is marked.
 */

const PROJECTORS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 3840, height: 2160 },
];
const LAPTOPS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
];
const OWN = 'civilian-ship-1';
const battle = bundledScenarios
  .find((b) => b.id === 'so-say-we-all')!
  .scenario.maps.find((m) => m.id === 'battle-map')!;

let browser: Browser;
let dataDir: string;
let app: ServedApp;
let host: HostClient;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(shotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-projector-map-e2e-'));
  app = await serveApp({ dataDir });
  host = await HostClient.connect(app.url);
});
afterEach(async () => {
  host?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A game in its second phase, every ship's event dealt, an announcement up, the battle map shown. */
async function battleOnDisplay(): Promise<string> {
  const { id } = await host.call('session.create', {
    scenarioId: 'so-say-we-all',
    facilitator: 'Control',
    title: 'Saturday game',
  });
  await host.act(id, { type: 'clock.start' });
  await host.act(id, { type: 'clock.next' });
  await host.act(id, {
    type: 'announce.post',
    text: 'Black Market open · Event Boxes are collected in the second half of this phase, bring your pledges to the Control table',
    urgent: false,
  });
  await host.act(id, { type: 'map.show', map: 'battle-map' });
  return id;
}

interface Fit {
  height: number;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

const fitOf = (locator: Locator): Promise<Fit> =>
  locator.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));

function expectWhole(fit: Fit, what: string) {
  expect(fit.scrollWidth, `${what}: cut on the right`).toBeLessThanOrEqual(fit.clientWidth + 1);
  expect(fit.scrollHeight, `${what}: cut at the bottom`).toBeLessThanOrEqual(fit.clientHeight + 1);
}

/** The nameplates a map canvas drew in its last frame (its data attribute). */
async function platesOn(canvas: Locator): Promise<number> {
  return Number((await canvas.getAttribute('data-nameplates')) ?? '0');
}

/** The figures measured, printed once per run for the record. */
const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.log(`with a map on the display:\n${figures.join('\n')}`);
});

describe('the projector with a map', () => {
  it('keeps the countdown a quarter of the screen high, the rest whole, and names the ships', async () => {
    const id = await battleOnDisplay();
    for (const size of PROJECTORS) {
      const name = `${size.width}x${size.height}`;
      const context = await browser.newContext({ viewport: size });
      try {
        const hall = new DisplayPage(await context.newPage(), app.url);
        await hall.open(id);
        const canvas = hall.page.locator('[data-testid="display-map"] .map-canvas');
        await hall.page.waitForSelector('[data-testid="display-map"] [data-drawn="true"]');
        await expect
          .poll(() => hall.page.locator('[data-testid="display-event"]').count())
          .toBeGreaterThan(0);
        await hall.byTestId('display-announcement').waitFor();
        await expect.poll(() => platesOn(canvas)).toBeGreaterThan(0);
        await hall.page.screenshot({ path: path.join(shotsDir, `projector-map-${name}.png`) });

        const digits = await fitOf(hall.byTestId('display-remaining'));
        expect(digits.height / size.height, `${name}: countdown`).toBeGreaterThanOrEqual(0.25);
        const next = hall.byTestId('display-next');
        expect(await next.innerText()).toMatch(/Next\s+Negotiation/i);
        expectWhole(await fitOf(next), `${name}: next phase`);
        // The announcement settles its size a frame after it is laid out.
        const announcement = hall.byTestId('display-announcement');
        await expect
          .poll(async () => {
            const fit = await fitOf(announcement);
            return (
              fit.scrollHeight <= fit.clientHeight + 1 && fit.scrollWidth <= fit.clientWidth + 1
            );
          })
          .toBe(true);
        expectWhole(await fitOf(announcement), `${name}: announcement`);
        expect(await announcement.innerText()).toContain('Control table');

        // Every event card shown lies wholly inside the board; the rest wait for the next page.
        const board = (await hall.byTestId('display-events').boundingBox())!;
        const cards = hall.page.locator('[data-testid="display-event"]');
        const shown = await cards.count();
        for (const card of await cards.all()) {
          const box = (await card.boundingBox())!;
          expect(box.y + box.height, `${name}: an event card`).toBeLessThanOrEqual(
            board.y + board.height + 1,
          );
          expect(box.x + box.width).toBeLessThanOrEqual(board.x + board.width + 1);
          expectWhole(await fitOf(card.locator('.event-team')), `${name}: a ship's name`);
        }
        if (shown < 11)
          expect(await hall.byTestId('display-events-page').innerText()).toMatch(/of 11$/);

        const plates = await platesOn(canvas);
        figures.push(
          `  ${name}: countdown ${(digits.height / size.height).toFixed(3)} of the height, ${shown} event cards, ${plates} nameplates`,
        );
      } finally {
        await context.close();
      }
    }
  });

  it('names the ships on the Map tab, the one under the pointer in its tooltip, and marks a ship’s own on its screen', async () => {
    const id = await battleOnDisplay();
    for (const size of LAPTOPS) {
      const name = `${size.width}x${size.height}`;
      const context = await browser.newContext({ viewport: size });
      await context.addInitScript({
        content: "localStorage.setItem('lodestar.facilitator', 'Control')",
      });
      try {
        const control = new ConsolePage(await context.newPage(), app.url);
        await control.open(id);
        await control.byTestId('tab-map').click();
        await control.byTestId('map-choice').selectOption('battle-map');
        const canvas = control.byTestId('live-map-canvas');
        await control.page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
        await control.page.screenshot({
          path: path.join(shotsDir, `console-map-nameplates-${name}.png`),
        });
        await expect.poll(() => platesOn(canvas)).toBeGreaterThan(0);

        // The pointer over a ship names it.
        await expect
          .poll(async () => JSON.parse((await canvas.getAttribute('data-viewport'))!).scale)
          .not.toBe(1);
        const token = battle.tokens.find((t) => t.id === 'ship-civilian-ship-1')!;
        const at = await onCanvas(control.page, tokenPositions(battle, token.at).get(token.id)!);
        await control.page.mouse.move(at.x, at.y);
        await expect.poll(() => canvas.getAttribute('title')).toBe('Civilian Ship 1');
        await control.page.screenshot({
          path: path.join(shotsDir, `console-map-nameplates-${name}.png`),
        });
      } finally {
        await context.close();
      }
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const { key } = await host.call('hall.teamKey', { sessionId: id, teamId: OWN });
      await page.goto(`${app.url}/team?session=${id}&team=${OWN}&key=${key}`);
      await page.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
      const map = page.getByTestId('display-map');
      await map.scrollIntoViewIfNeeded();
      await page.waitForSelector('[data-testid="display-map"] [data-drawn="true"]');
      await page.screenshot({ path: path.join(shotsDir, 'team-map-nameplates-390x844.png') });
      await expect.poll(() => platesOn(map.locator('.map-canvas'))).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

/** Where a map point is on the page, from the canvas's box and its viewport. */
async function onCanvas(page: Page, world: { x: number; y: number }) {
  const host = page.getByTestId('live-map-canvas');
  const box = (await host.boundingBox())!;
  const vp = JSON.parse((await host.getAttribute('data-viewport'))!) as {
    x: number;
    y: number;
    scale: number;
  };
  return { x: box.x + world.x * vp.scale + vp.x, y: box.y + world.y * vp.scale + vp.y };
}
