import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { HostClient } from './support/host-client.ts';
import { draftRaces } from './support/ti3-race-draft.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';

/** The TI3 patch's galaxy deal, as a guided-setup step of a live session, in real Chromium. */
const live = liveConsole('galaxy-deal', { width: 1440, height: 900 });

describe('dealing the galaxy at setup', () => {
  it('deals to the seated teams, places on a lit place, logs it and undoes it', async () => {
    const id = await live.control.startSession('ti3-patch');
    const host = await HostClient.connect(live.app.url);
    await host.call('session.act', {
      id,
      by: 'Control',
      action: {
        type: 'roster.import',
        players: [1, 2, 3, 4, 5, 6].map((n) => ({
          name: `Player ${n}`,
          team: `seat-${n}`,
          role: 'player',
        })),
      },
    });
    await draftRaces(host, id, 6);
    host.close();
    const page = live.control.page;
    await live.control.press('7');
    await live.control.byTestId('setup-view').waitFor();
    await page.locator('[data-testid="setup-step"][data-step="galaxy-deal"]').click();
    const step = live.control.byTestId('galaxy-deal-step');
    await step.getByTestId('galaxy-deal-template').selectOption('ti3-standard-6');
    await step.getByTestId('galaxy-deal').click();
    await expect.poll(() => step.getByTestId('galaxy-hand').count()).toBe(6);
    await expect
      .poll(() => step.getByTestId('galaxy-deal-turn').innerText())
      .toMatch(/Seat 1 to place \(0 placed\); .+ may go on \d+ places/);

    // Only the lit places take a click; the homes and Mecatol Rex are already down.
    const board = step.getByTestId('galaxy-board');
    const lit = board.locator('g[data-state="legal"]');
    expect(await lit.count()).toBeGreaterThan(0);
    expect(await board.locator('g[data-state="placed"]').count()).toBe(7);
    const place = await lit.first().getAttribute('data-place');
    await lit.first().click();
    await expect
      .poll(() => step.getByTestId('galaxy-deal-turn').innerText())
      .toMatch(/Seat 2 to place \(1 placed\)/);
    expect(await board.locator('g[data-state="placed"]').count()).toBe(8);
    await expect
      .poll(() => live.control.logLines())
      .toContainEqual(expect.stringContaining(`Seat 1 placed`));
    expect((await live.control.logLines()).join('\n')).toContain(`on ${place}`);

    mkdirSync(shotsDir, { recursive: true });
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 15_000 }).toBe(0);
    for (const [name, viewport] of [
      ['console-galaxy-deal', { width: 1920, height: 1080 }],
      ['console-galaxy-deal-laptop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await step.getByTestId('galaxy-deal-turn').evaluate((e) => e.scrollIntoView());
      await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
    }

    // Undo takes the placement back.
    await live.control.press('Control+z');
    await expect
      .poll(() => step.getByTestId('galaxy-deal-turn').innerText())
      .toMatch(/Seat 1 to place \(0 placed\)/);
  });
});
