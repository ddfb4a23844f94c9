import { describe, expect, it } from 'vitest';
import { HostClient } from './support/host-client.ts';
import { draftRaces } from './support/ti3-race-draft.ts';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One round of the TI3 patch (seed 004) played from the console as Control would: the guided
 * setup's galaxy deal begun (L17, L36), trade goods normalised (L21), then the clock through the
 * round's Strategy, Action and Status phases: the Progression Feedback trade goods (L208), a
 * Gravity Rift roll and a Leader Fate Roll with the dice typed in (L616, L145-149), and trade
 * goods made from unused resources before refreshing (L83), each checked on the console and in
 * the log.
 */
const live = liveConsole('game-ti3-patch', SCREEN_SIZES[0]);

describe('TI3 patch: one round', () => {
  it('plays a round: setup deal, strategy trade goods, rift and fate rolls, status trade goods', async () => {
    const control = live.control;
    const page = control.page;
    page.setDefaultTimeout(10_000);
    const id = await control.startSession('ti3-patch');
    // Six players seated through the session API (the roster's CSV import does the same).
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
    await live.hall.open(id);
    await page.bringToFront();

    // Setup: deal the galaxy in snake order from the highest roller and place the first system.
    await control.press('7');
    await control.byTestId('setup-view').waitFor();
    await page.locator('[data-testid="setup-step"][data-step="galaxy-deal"]').click();
    const deal = control.byTestId('galaxy-deal-step');
    await deal.getByTestId('galaxy-deal-template').selectOption('ti3-standard-6');
    await deal.getByTestId('galaxy-deal').click();
    await expect.poll(() => deal.getByTestId('galaxy-hand').count()).toBe(6);
    await deal.getByTestId('galaxy-board').locator('g[data-state="legal"]').first().click();
    await expect
      .poll(() => deal.getByTestId('galaxy-deal-turn').innerText())
      .toMatch(/Seat 2 to place \(1 placed\)/);

    const value = (team: string) =>
      page
        .locator(`tr[data-team="${team}"] td[data-tracker="trade-goods"]`)
        .getByTestId('tracker-value')
        .innerText()
        .then(Number);
    const step = async (seat: number, by: number) => {
      const button = page.getByRole('button', { name: `Trade goods of Seat ${seat} up one` });
      for (let i = 0; i < by; i++) await button.click();
    };

    // Normalise trade goods (L21): with every bid at 0 the fewest held is 0, so all gain 1.
    await control.press('3');
    await control.byTestId('teams-view').waitFor();
    for (const seat of [1, 2, 3, 4, 5, 6]) await step(seat, 1);
    await expect.poll(() => value('seat-6')).toBe(1);

    // Strategy Phase: Seat 1 leads with 5 VP to Seat 3's 3 and gains the difference, 2 trade
    // goods (Progression Feedback, L208). The scenario keeps no VP track: Control reads VP off
    // the table.
    await control.press('Space');
    const where = () => control.byTestId('clock-strip').locator('.where').innerText();
    await expect.poll(where).toMatch(/1.*Strategy/);
    await step(1, 2);
    await expect.poll(() => value('seat-1')).toBe(3);

    // Action Phase: two ships pass through a Gravity Rift without Maneuvering Jets, rolling 3
    // and 7: the first stops there (1-3), the second passes (L616).
    await control.press('n');
    await expect.poll(where).toMatch(/Action/);
    await control.press('8');
    await control.byTestId('adjudication-view').waitFor();
    await page.getByTestId('resolver-pick').selectOption('gravity-rift');
    await page.getByTestId('input-ships').fill('2');
    await page.getByTestId('typed-dice').fill('3, 7');
    await page.getByTestId('resolve-typed').click();
    await expect.poll(() => page.getByTestId('ruling-steps').innerText()).toMatch(/rolled 3/);
    const rift = await page.getByTestId('ruling-steps').innerText();
    expect(rift).toMatch(/rolled 3: The ship ends its move in the Gravity Rift/);
    expect(rift).toMatch(/rolled 7: The ship passes through/);
    await shootAtSizes(page, 'game-ti3-patch-console');

    // The ship with its Leader is lost to an enemy who now holds the space: a Fate Roll of 5 is
    // Captured (2-7); with no enemy control the same 5 is Escaped (L145-149).
    await page.getByTestId('resolver-pick').selectOption('leader-fate');
    await page.getByTestId('input-enemy-controls').check();
    await page.getByTestId('typed-dice').fill('5');
    await page.getByTestId('resolve-typed').click();
    await expect.poll(() => page.getByTestId('ruling-headline').innerText()).toMatch(/Captured/);
    await page.getByTestId('input-enemy-controls').uncheck();
    await page.getByTestId('typed-dice').fill('5');
    await page.getByTestId('resolve-typed').click();
    await expect.poll(() => page.getByTestId('ruling-headline').innerText()).toMatch(/Escaped/);

    // Status Phase: Seat 2 spends 4 unused resources for 2 trade goods before refreshing (L83).
    await control.press('n');
    await expect.poll(where).toMatch(/Status/);
    await control.press('3');
    await step(2, 2);
    await expect.poll(() => value('seat-2')).toBe(3);
    await shootAtSizes(page, 'game-ti3-patch-status');

    // The round ends; round 2 opens with its Strategy Phase, on the projector too.
    await control.press('n');
    await expect.poll(where).toMatch(/2.*Strategy/);
    await expect.poll(() => live.hall.phase()).toMatch(/Strategy/);
    await shootAtSizes(live.hall.page, 'game-ti3-patch-display');

    const log = (await control.logLines()).join('\n');
    for (const line of [
      /Dealt the galaxy: TI3 standard galaxy, 6 players/,
      /Seat 1 placed .+ on /,
      /Started the game: Round 1 · Strategy/,
      /Trade goods \(Seat 1\) \+1 → 3/,
      /Ruling: Gravity Rift: dice typed in 3, 7[^→]* → The ship ends its move in the Gravity Rift .*, The ship passes through/,
      /Ruling: Leader Fate Roll: dice typed in 5[^→]* → Captured/,
      /Ruling: Leader Fate Roll: dice typed in 5[^→]* → Escaped/,
      /Trade goods \(Seat 2\) \+1 → 3/,
      /Next phase: Strategy \(Round 2\)/,
    ])
      expect(log).toMatch(line);
  }, 300_000);
});
