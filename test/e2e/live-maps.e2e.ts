import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { tokenPositions } from '../../editor/model/picking.ts';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * The Map tab in real Chromium: So Say We All's battle map, a ship dragged to a new hex with
 * its reach and the Prosecutor's flak barrier drawn, the move in the log in words, undone; a
 * drop onto another ship refused with the reason; the galaxy map seen as a team; the map on
 * the projector beside the clock.
 */
const live = liveConsole('live-maps', { width: 1920, height: 1080 });
const scenario = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const battle = scenario.maps.find((m) => m.id === 'battle-map')!;

/** Where a map point is on the page, from the canvas's box and its viewport. */
async function onScreen(page: Page, world: { x: number; y: number }) {
  const host = page.getByTestId('live-map-canvas');
  const box = (await host.boundingBox())!;
  const vp = JSON.parse((await host.getAttribute('data-viewport'))!) as {
    x: number;
    y: number;
    scale: number;
  };
  return { x: box.x + world.x * vp.scale + vp.x, y: box.y + world.y * vp.scale + vp.y };
}

async function tokenPoint(page: Page, map: MapDef, token: string, at: string) {
  return onScreen(
    page,
    tokenPositions(
      { ...map, tokens: map.tokens.map((t) => (t.id === token ? { ...t, at } : t)) },
      at,
    ).get(token)!,
  );
}

async function placePoint(page: Page, map: MapDef, at: string) {
  return onScreen(page, geometryOf(map).centre(at)!);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Toasts sit over the bottom of the map: out of the way before a picture. */
async function dismissToasts(page: Page) {
  for (const button of await page
    .locator('[data-testid="toast"] button[aria-label="Dismiss"]')
    .all())
    await button.click().catch(() => {});
}

async function openBattleMap(page: Page) {
  await page.getByTestId('tab-map').click();
  await page.getByTestId('map-choice').selectOption('battle-map');
  await page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
  // The fit settles before the viewport is read.
  await expect
    .poll(
      async () =>
        JSON.parse((await page.getByTestId('live-map-canvas').getAttribute('data-viewport'))!)
          .scale,
    )
    .not.toBe(1);
}

describe('live maps in the console', () => {
  it('moves a ship on the battle map, shows its reach and the flak barrier, logs it and undoes it', async () => {
    const page = live.control.page;
    await live.control.startSession('so-say-we-all');
    await openBattleMap(page);

    // Click a ship: its reach (4 hexes in a straight line) is highlighted.
    const ship = 'ship-civilian-ship-1';
    const start = battle.tokens.find((t) => t.id === ship)!.at;
    const from = await tokenPoint(page, battle, ship, start);
    await page.mouse.click(from.x, from.y);
    await expect.poll(() => page.getByTestId('map-status').innerText()).toMatch(/Civilian Ship 1/);
    await dismissToasts(page);
    await page.screenshot({ path: path.join(shotsDir, 'console-map-tab-1920x1080.png') });

    // Drag it two hexes down its column.
    const target = geometryOf(battle).shift(start, { a: 0, b: 2 })!;
    await drag(page, from, await placePoint(page, battle, target));
    await expect
      .poll(() => live.control.logLines())
      .toContainEqual(
        expect.stringContaining(`Control moved Civilian Ship 1 from ${start} to ${target}`),
      );
    const pieces = page.getByTestId('map-pieces');
    await expect.poll(() => pieces.innerText()).toContain(`Civilian Ship 1\n${target}`);

    // Onto another ship: refused, with the reason.
    const other = battle.tokens.find((t) => t.id === 'ship-civilian-ship-2')!.at;
    await drag(
      page,
      await tokenPoint(page, battle, ship, target),
      await placePoint(page, battle, other),
    );
    await expect
      .poll(() => page.getByTestId('map-status').innerText())
      .toMatch(new RegExp(`Not moved: ${other} already holds Civilian Ship 2`));
    expect(await pieces.innerText()).toContain(`Civilian Ship 1\n${target}`);

    // Undo puts it back.
    await page.getByTestId('undo-button').click();
    await expect.poll(() => pieces.innerText()).toContain(`Civilian Ship 1\n${start}`);

    // A new piece, put down with a click where nothing stands.
    const taken = new Set(battle.tokens.map((t) => t.at));
    const free = [1, 2, 3, 4, 5, 6]
      .map((a) => geometryOf(battle).shift(start, { a, b: 0 }))
      .find((at): at is string => !!at && !taken.has(at))!;
    await page.getByTestId('map-mode-place').click();
    await page.getByTestId('new-piece-label').fill('Raptor');
    await page.getByTestId('new-piece-team').selectOption({ index: 1 });
    const spot = await placePoint(page, battle, free);
    await page.mouse.click(spot.x, spot.y);
    await expect
      .poll(() => live.control.logLines())
      .toContainEqual(expect.stringContaining(`Control placed Raptor on ${free}`));
    await expect.poll(() => pieces.innerText()).toContain(`Raptor\n${free}`);
    await dismissToasts(page);
    await page.screenshot({ path: path.join(shotsDir, 'console-map-new-piece-1920x1080.png') });
    await page.getByTestId('undo-button').click();
    await expect.poll(() => pieces.innerText()).not.toContain('Raptor');
    await page.getByTestId('map-mode-move').click();

    // The flak barrier around the Prosecutor is drawn on the heat layer.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('map-tab').scrollIntoViewIfNeeded();
    await dismissToasts(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shotsDir, 'console-map-tab-1280x800.png') });
  });

  it('shows the galaxy as a team sees it, and puts it on the display', async () => {
    const page = live.control.page;
    const id = await live.control.startSession('so-say-we-all');
    await page.getByTestId('tab-map').click();
    await page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
    await page.getByTestId('map-view-as').selectOption('refinery-ship-1');
    await expect
      .poll(() => page.getByTestId('map-status').innerText())
      .toMatch(/Viewing as Refinery Ship 1/);
    // The team sees one system; the rest is fog, and no piece stands where it cannot see.
    await page.waitForTimeout(300);
    await dismissToasts(page);
    await page
      .getByTestId('map-tab')
      .screenshot({ path: path.join(shotsDir, 'console-map-view-as-team.png') });
    await page.getByTestId('map-view-as').selectOption('control');
    await page.getByTestId('map-on-display').click();
    await expect
      .poll(() => live.control.logLines())
      .toContainEqual(expect.stringContaining('Display shows the map Galaxy map'));
    await live.control.press(' ');
    await live.hall.open(id);
    await live.hall.page.bringToFront();
    await live.hall.page.waitForSelector('[data-testid="display-map"] [data-drawn="true"]');
    await live.hall.page.waitForTimeout(300);
    await live.hall.page.screenshot({ path: path.join(shotsDir, 'display-map-1920x1080.png') });
  });
});
