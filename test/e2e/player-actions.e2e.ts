import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { HostClient } from './support/host-client.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * Players act from their own devices: a ship's crew pledges to its event from a phone, sealed
 * until Control's tally counts it; two factions' players vote from their own team screens and
 * Control sees both ballots in. Everything else stays Control's.
 */
const live = liveConsole('player-actions', { width: 1440, height: 900 });

const SHIP = 'refinery-ship-1';

/** A phone as a player holds one: small, touch, its own browser context. */
async function phone(): Promise<BrowserContext> {
  const browser = live.context.browser();
  if (!browser) throw new Error('no browser');
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

async function teamPage(
  context: BrowserContext,
  host: HostClient,
  sessionId: string,
  team: string,
  player?: string,
): Promise<Page> {
  const { key } = await host.call('hall.teamKey', { sessionId, teamId: team });
  const page = await context.newPage();
  const who = player ? `&player=${player}` : '';
  await page.goto(`${live.app.url}/team?session=${sessionId}&team=${team}&key=${key}${who}`);
  await page.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
  return page;
}

describe('players acting from their screens', () => {
  it('a ship pledges to its event from a phone and the tally counts it', async () => {
    const id = await live.control.startSession('so-say-we-all');
    const host = await HostClient.connect(live.app.url);
    await host.act(id, {
      type: 'deck.move',
      deck: 'events',
      cards: ['fuel-leak/1'],
      to: `play:${SHIP}`,
    });
    const context = await phone();
    const page = await teamPage(context, host, id, SHIP);
    const form = page.getByTestId('pledge-form');
    await form.waitFor();
    await form.getByTestId('pledge-manpower').fill('1');
    await form.getByTestId('pledge-fuel').fill('1');
    await form.getByTestId('pledge-send').tap();
    await expect
      .poll(() => page.getByTestId('team-action-status').innerText())
      .toContain('sealed until the tally');
    await expect
      .poll(() => page.getByTestId('pledge-sealed').innerText())
      .toContain('1 Manpower, 1 Fuel');
    await page.screenshot({ path: path.join(shotsDir, 'player-pledge-390x844.png') });
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(shotsDir, `player-pledge-${width}x${height}.png`) });
    }

    // Another ship's screen is not told of it.
    const other = await teamPage(context, host, id, 'refinery-ship-2');
    await other.getByTestId('team-name').waitFor();
    expect(await other.locator('body').innerText()).not.toContain('Sealed');

    // Control sees what is sealed and tallies the box with nothing else in it.
    const control = live.control;
    await control.page.bringToFront();
    await control.press('4');
    const sealed = control.byTestId('sealed-pledges');
    await expect.poll(() => sealed.innerText()).toContain('Refinery Ship 1: 1 Manpower, 1 Fuel');
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
    ] as const) {
      await control.page.setViewportSize({ width, height });
      await control.page.screenshot({
        path: path.join(shotsDir, `console-events-sealed-${width}x${height}.png`),
      });
    }
    await control.byTestId('tally-open').first().click();
    const dialog = control.byTestId('tally-dialog');
    await expect.poll(() => dialog.getByTestId('tally-sealed').innerText()).toContain('1 Fuel');
    await expect.poll(() => dialog.getByTestId('tally-verdict').innerText()).toContain('Success');
    await control.page.screenshot({
      path: path.join(shotsDir, 'console-tally-sealed-1280x800.png'),
    });
    await dialog.getByTestId('tally-confirm').click();
    await expect
      .poll(async () => {
        const { state } = await host.call('session.open', { id });
        return state.events.tallies[0];
      })
      .toMatchObject({ success: true, contents: { manpower: 1, fuel: 1 } });
    // The phone hears the result; the pledge is no longer in the box.
    await expect.poll(() => page.getByTestId('pledge-sealed').count()).toBe(0);
    host.close();
    await context.close();
  });

  it('two factions vote from their own screens and Control sees both ballots', async () => {
    const id = await live.control.startSession('aquila-rift');
    const host = await HostClient.connect(live.app.url);
    await host.act(id, {
      type: 'roster.import',
      players: [
        { name: 'Ines', team: 'faction-1' },
        { name: 'Tomas', team: 'faction-2' },
      ],
    });
    const { state } = await host.call('session.open', { id });
    const ines = state.roster.players.find((p) => p.name === 'Ines')!.id;
    const tomas = state.roster.players.find((p) => p.name === 'Tomas')!.id;
    await host.act(id, {
      type: 'vote.open',
      vote: 'viceroy',
      voters: [ines, tomas],
      candidates: [ines, tomas],
    });
    const context = await phone();
    // Ines opens her own link; Tomas opens his team's and says who he is.
    const first = await teamPage(context, host, id, 'faction-1', ines);
    const second = await teamPage(context, host, id, 'faction-2');
    await first.getByTestId('team-vote-viceroy').waitFor();
    await first.getByTestId('team-vote-choice').filter({ hasText: 'Tomas' }).tap();
    await expect.poll(() => first.getByTestId('team-action-status').innerText()).toContain('voted');
    await second.getByTestId('team-voter').selectOption(tomas);
    await second.getByTestId('team-vote-choice').filter({ hasText: 'Tomas' }).tap();
    await expect
      .poll(() => second.getByTestId('team-action-status').innerText())
      .toContain('you voted Tomas');
    await second.screenshot({ path: path.join(shotsDir, 'player-vote-390x844.png') });
    await expect
      .poll(async () => (await host.call('session.open', { id })).state.contests.votes['viceroy'])
      .toMatchObject({ ballots: { [ines]: tomas, [tomas]: tomas } });
    // The log names who voted, from which screen.
    const log = await host.call('session.log', { id, fromSeq: 1, limit: 200 });
    expect(log.lines.map((l) => l.by)).toEqual(
      expect.arrayContaining(['Ines (Faction 1)', 'Tomas (Faction 2)']),
    );
    host.close();
    await context.close();
  });
});
