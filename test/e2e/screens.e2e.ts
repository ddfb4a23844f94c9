import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { HostClient } from './support/host-client.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';
import { clockSeconds } from './support/session-pages.ts';

/**
 * The hall's other screens against a running So Say We All session on a real server, in
 * Chromium: each page opens at its address, connects as its viewer and follows what Control
 * does at the console. Each is photographed at a TV's and a laptop's size.
 */

const live = liveConsole('screens', { width: 1920, height: 1080 });
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
];
const OWN = 'refinery-ship-1';
const OTHER = 'refinery-ship-2';

let host: HostClient;
beforeEach(async () => {
  host = await HostClient.connect(live.app.url);
});
afterEach(() => host?.close());

/** A screen page of the session in a tab of its own, once it has its first answer. */
async function openScreen(address: string): Promise<Page> {
  const page = await live.context.newPage();
  await page.goto(`${live.app.url}${address}`);
  await page.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
  return page;
}

const byTestId = (page: Page, id: string) => page.getByTestId(id);

async function photograph(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Two frames for the layout and the map canvas to take the new size.
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(shotsDir, `screens-${name}-${size.width}x${size.height}.png`),
    });
  }
}

describe('the screens for the hall', () => {
  it('the ticker shows an announcement posted at the console, newest first', async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.control.press('Space');
    await live.control.announce('Fleet briefing in the mess hall');
    // The console lists the session's screens; its ticker link is the page opened below.
    await live.control.byTestId('screens-menu').click();
    const link = await live.control.byTestId('screen-open-ticker').getAttribute('href');
    expect(link).toBe(`${live.app.url}/ticker?session=${id}`);
    // Control's menu links each team's page with that team's key.
    const { key } = await host.call('hall.teamKey', { sessionId: id, teamId: 'refinery-ship-1' });
    await expect
      .poll(() => live.control.byTestId('screen-open-team-refinery-ship-1').getAttribute('href'))
      .toBe(`${live.app.url}/team?session=${id}&team=refinery-ship-1&key=${key}`);
    await live.control.page.screenshot({ path: path.join(shotsDir, 'screens-menu-1920x1080.png') });
    await live.control.byTestId('screens-menu').click();
    const ticker = await openScreen(`/ticker?session=${id}`);
    await expect
      .poll(() => byTestId(ticker, 'ticker-item').first().innerText())
      .toContain('Fleet briefing');
    await live.control.page.bringToFront();
    await live.control.announce('Jump to the next system in five minutes');
    await expect
      .poll(() => byTestId(ticker, 'ticker-item').first().innerText())
      .toContain('Jump to the next system');
    expect(await byTestId(ticker, 'ticker-item').count()).toBe(2);
    expect(await byTestId(ticker, 'screen-head-code').innerText()).toMatch(/^#\d+·[0-9a-f]{6}$/);
    await photograph(ticker, 'ticker');
    const light = await openScreen(`/ticker?session=${id}&theme=light`);
    await byTestId(light, 'ticker-item').first().waitFor();
    expect(await light.evaluate('document.documentElement.dataset.theme')).toBe('light');
    await light.setViewportSize(SIZES[1]!);
    await light.screenshot({ path: path.join(shotsDir, 'screens-ticker-light-1280x800.png') });
  });

  it("the team screen connects as its team, shows only its own, and follows the console's changes", async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.control.press('Space');
    await host.act(id, { type: 'tracker.set', tracker: 'fuel', holder: OWN, value: 6 });
    await host.act(id, { type: 'tracker.set', tracker: 'fuel', holder: OTHER, value: 2 });
    await host.act(id, {
      type: 'deck.deal',
      deck: 'black-market',
      count: 2,
      holders: [OWN, OTHER],
      to: 'hand',
    });
    await host.act(id, {
      type: 'deck.deal',
      deck: 'events',
      count: 1,
      holders: [OWN, OTHER],
      to: 'play',
    });
    const sockets: string[] = [];
    const page = await live.context.newPage();
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const { key } = await host.call('hall.teamKey', { sessionId: id, teamId: OWN });
    await page.goto(`${live.app.url}/team?session=${id}&team=${OWN}&key=${key}`);
    await page.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
    await expect.poll(() => byTestId(page, 'team-tracker-fuel').innerText()).toContain('6');
    // It connected as that team, with the session and the key, and as nothing else.
    expect(sockets).toHaveLength(1);
    const socket = new URL(sockets[0]!);
    expect(socket.searchParams.get('viewer')).toBe(`team:${OWN}`);
    expect(socket.searchParams.get('session')).toBe(id);
    expect(socket.searchParams.get('key')).toBe(key);
    // The hand holds its two cards; the host sent nothing of the other ship's.
    expect(await page.locator('[data-testid="team-hand"] li').count()).toBe(2);
    expect(await page.locator('body').innerText()).not.toContain('Refinery Ship 2');

    await live.control.page.bringToFront();
    await host.act(id, { type: 'tracker.adjust', tracker: 'fuel', holder: OWN, by: 3 });
    await expect.poll(() => byTestId(page, 'team-tracker-fuel').innerText()).toContain('9');
    await photograph(page, 'team');
  });

  it("a table's timer counts down, and the turn clock fills the screen without one", async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.control.press('Space');
    const clock = await openScreen(`/timer?session=${id}`);
    await expect
      .poll(async () => clockSeconds(await byTestId(clock, 'timer-digits').innerText()))
      .toBeGreaterThan(60);
    await photograph(clock, 'turn-clock');

    await host.act(id, { type: 'timer.from-template', template: 'execution-time-out' });
    const opened = await host.call('session.open', { id });
    const timer = opened.state.timers.find((t) => t.name === 'Execution time-out');
    expect(timer).toBeDefined();
    const page = await openScreen(`/timer?session=${id}&timer=${timer!.id}`);
    await expect.poll(() => byTestId(page, 'timer-name').innerText()).toBe('Execution time-out');
    const first = clockSeconds(await byTestId(page, 'timer-digits').innerText());
    // A second of real time must pass: poll for longer than that on a busy machine.
    await page.bringToFront();
    await expect
      .poll(async () => clockSeconds(await byTestId(page, 'timer-digits').innerText()), {
        timeout: 10_000,
      })
      .toBeLessThan(first);
    await host.act(id, { type: 'timer.pause', id: timer!.id });
    await expect.poll(() => byTestId(page, 'timer-state').innerText()).toBe('Paused');
    await host.act(id, { type: 'timer.resume', id: timer!.id });
    await page.bringToFront();
    await photograph(page, 'timer');
  });

  it('the results wall shows each tallied event as it is tallied, newest first', async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.control.press('Space');
    await host.act(id, {
      type: 'deck.deal',
      deck: 'events',
      count: 1,
      holders: [OWN, OTHER],
      to: 'play',
    });
    const state = (await host.call('session.open', { id })).state;
    const card = (team: string) => state.draws.decks.events!.piles[`play:${team}`]![0]!;
    const page = await openScreen(`/results?session=${id}`);
    await byTestId(page, 'results-empty').waitFor();
    await live.control.page.bringToFront();
    await host.act(id, {
      type: 'event.tally',
      rules: 'event-boxes',
      team: OWN,
      card: card(OWN),
      contents: {},
    });
    await expect.poll(() => byTestId(page, 'result').count()).toBe(1);
    await host.act(id, {
      type: 'event.tally',
      rules: 'event-boxes',
      team: OTHER,
      card: card(OTHER),
      contents: {},
    });
    await expect.poll(() => byTestId(page, 'result').count()).toBe(2);
    expect(await byTestId(page, 'result').first().textContent()).toContain('Refinery Ship 2');
    await photograph(page, 'results');
  });

  it('says so when the session does not exist', async () => {
    const page = await openScreen('/ticker?session=no-such-session');
    await expect
      .poll(() => byTestId(page, 'screen-notice').innerText())
      .toContain('Session not found');
  });
});
