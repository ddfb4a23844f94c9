import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One committee turn of Aquila Rift played on the console as Control would (rules L1570–1712,
 * L1896–1898): the clock reaches the Committee Phase, the Black Market meets, three players
 * declare Plunder and choose in order of it (a tie to the older), each buys or takes a pile of
 * the rule book's example (3 / 13 / 5 / 20), a 0 on a pile earns a second choice; a player
 * who attended is refused a second meeting that turn, and next turn one is refused the same
 * committee twice in a row.
 */
const live = liveConsole('aquila', SCREEN_SIZES[0]);

describe('Aquila Rift: a committee turn', () => {
  it('plays the Black Market in Plunder order and enforces one meeting a turn, not twice in a row', async () => {
    const control = live.control;
    const page = control.page;
    await control.startSession('aquila-rift');
    await control.press('3');
    const csv = path.join(live.dataDir, 'roster.csv');
    writeFileSync(
      csv,
      'name,team,role\nRoberta,faction-1,Pirate Captain\nBo,faction-2,Space Patrol Captain\nCy,faction-3,Colony Governor\n',
    );
    await control.byTestId('roster-file').setInputFiles(csv);
    // The column mapping first: the headings read as the roster's columns.
    await control.byTestId('sheet-import-confirm').click();
    await control.byTestId('roster-append').click();
    await expect.poll(() => page.locator('[data-testid="roster-row"]').count()).toBe(3);

    await control.press('5');
    await control.byTestId('contests-view').waitFor();
    const market = page.locator('[data-testid="committee-panel"][data-committee="black-market"]');
    const patcom = page.locator('[data-testid="committee-panel"][data-committee="patcom"]');
    const value = (option: string) =>
      market.locator(`[data-testid="pile"][data-option="${option}"] [data-testid="pile-value"]`);
    const buy = async (option: string, played: string, added?: string) => {
      await market.getByTestId('pile-option').selectOption({ label: option });
      await market.getByTestId('pile-played').fill(played);
      if (added) await market.getByLabel('Card added to the pile').selectOption({ label: added });
      await market.getByTestId('pile-buy').click();
    };
    // The example's piles (L1681–1687), set up before the meeting (no meeting: anyone buys).
    await market.getByTestId('committee-player').selectOption({ label: 'Bo' });
    for (const [option, id, v] of [
      ['Scavenger Upgrades', 'scavenger', 3],
      ["Smuggler's Base", 'smugglers-base', 13],
      ['Spice Run', 'spice-run', 5],
      ['Smuggling Ship (Century Hawk)', 'century-hawk', 20],
    ] as const) {
      await buy(option, String(v));
      await expect.poll(() => value(id).innerText()).toBe(`beat ${v}`);
    }

    // Cycle 1: Map Phase, then the Committee Phase.
    await control.press('Space');
    await control.press('n');
    await control.press('1');
    await expect.poll(() => control.phase()).toMatch(/Committee Phase/);
    await control.press('5');

    const meeting = market.getByTestId('meeting-panel');
    await meeting.getByTestId('meeting-open').click();
    const declare = async (
      panel: typeof meeting,
      player: string,
      plunder: number,
      tie?: number,
    ) => {
      await panel.getByTestId('meeting-player').selectOption({ label: player });
      await panel.getByTestId('meeting-value').fill(String(plunder));
      if (tie !== undefined) await panel.getByTestId('meeting-tie').fill(String(tie));
      await panel.getByTestId('meeting-declare').click();
    };
    // Roberta's 2 + 7 + 10 = 19 (L1671–1675); Bo and Cy tie on 12 and Cy is older (L1598–1600).
    await declare(meeting, 'Roberta', 19);
    await expect.poll(() => meeting.getByTestId('meeting-turn').count()).toBe(1);
    await declare(meeting, 'Bo', 12, 30);
    await expect.poll(() => meeting.getByTestId('meeting-turn').count()).toBe(2);
    await declare(meeting, 'Cy', 12, 45);
    const order = () =>
      meeting
        .getByTestId('meeting-turn')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-player')));
    await expect.poll(async () => (await order()).length).toBe(3);
    const names = async () =>
      (await meeting.getByTestId('meeting-turn').allInnerTexts()).map((t) => t.split(' ')[0]);
    expect(await names()).toEqual(['Roberta', 'Cy', 'Bo']);
    await expect
      .poll(() => meeting.getByTestId('meeting-current').innerText())
      .toBe('Roberta to choose');

    // Roberta places a Smuggler's Base with her 7 and 10, adding the 10: 13 + 10 = 23 (L1705–1711).
    await buy("Smuggler's Base", '7 10', 'add 10');
    await expect.poll(() => value('smugglers-base').innerText()).toBe('beat 23');
    await expect
      .poll(() => meeting.getByTestId('meeting-current').innerText())
      .toBe('Cy to choose');
    // Cy picks up the Century Hawk's pile of 20 (L1691–1695).
    await market
      .locator('[data-testid="pile"][data-option="century-hawk"] [data-testid="pile-take"]')
      .click();
    await expect.poll(() => value('century-hawk').innerText()).toBe('beat 0');
    // Bo buys the Spice Run with 7 + 0 and adds the 0: one more choice after everyone (L1641–1653).
    await expect
      .poll(() => meeting.getByTestId('meeting-current').innerText())
      .toBe('Bo to choose');
    await buy('Spice Run', '7 0', 'add 0');
    await expect.poll(() => value('spice-run').innerText()).toBe('beat 5');
    await expect.poll(() => meeting.getByTestId('meeting-turn').count()).toBe(4);
    await expect
      .poll(() => meeting.getByTestId('meeting-current').innerText())
      .toBe('Bo to choose');
    await shootAtSizes(page, 'game-aquila-rift-console');
    // Bo's second choice: the Scavenger Upgrades for 4 (3 → 7).
    await buy('Scavenger Upgrades', '4');
    await expect.poll(() => value('scavenger').innerText()).toBe('beat 7');
    await expect
      .poll(() => meeting.getByTestId('meeting-current').innerText())
      .toBe('Everyone has chosen');
    await meeting.getByTestId('meeting-close').click();

    // Roberta tries PATCOM too: one meeting a turn (L1604–1606).
    const patMeeting = patcom.getByTestId('meeting-panel');
    await patMeeting.getByTestId('meeting-open').click();
    await patMeeting.getByTestId('meeting-player').selectOption({ label: 'Roberta (limit)' });
    await expect
      .poll(() => patMeeting.getByTestId('meeting-limit').innerText())
      .toBe('Roberta already attended Black Market this turn');
    await patMeeting.getByTestId('meeting-value').fill('19');
    await patMeeting.getByTestId('meeting-declare').click();
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Roberta already attended')]));
    expect(await patMeeting.getByTestId('meeting-turn').count()).toBe(0);
    await patMeeting.getByTestId('meeting-close').click();

    // Cycle 2's Committee Phase: Cy may not attend the Black Market twice in a row (L1896–1898).
    await control.press('n');
    await control.press('n');
    await control.press('n');
    await control.press('1');
    await expect.poll(() => control.phase()).toMatch(/Committee Phase/);
    await control.press('5');
    await meeting.getByTestId('meeting-open').click();
    await meeting.getByTestId('meeting-player').selectOption({ label: 'Cy (limit)' });
    await expect
      .poll(() => meeting.getByTestId('meeting-limit').innerText())
      .toBe('Cy attended Black Market last turn and cannot attend it twice in a row');
    await meeting.getByTestId('meeting-value').fill('8');
    await meeting.getByTestId('meeting-declare').click();
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts())
      .toEqual(
        expect.arrayContaining([expect.stringContaining('cannot attend it twice in a row')]),
      );
    expect(await meeting.getByTestId('meeting-turn').count()).toBe(0);
    await shootAtSizes(page, 'game-aquila-rift-refused');

    const log = await control.logLines();
    for (const line of [
      'Meeting of Black Market opened (turn 1)',
      'Roberta attends Black Market and declares 19 Plunder',
      'Cy attends Black Market and declares 12 Plunder (tie-break 45)',
      "Roberta buys Smuggler's Base with 7 + 10; the pile is now 23",
      'Cy takes the pile of Smuggling Ship (Century Hawk) (20)',
      'Bo buys Spice Run with 7 + 0; the pile is now 5 (a 0 on the pile: one more choice later)',
      'Meeting of Black Market closed: 3 attended, 4 choices',
    ])
      expect(log).toEqual(expect.arrayContaining([expect.stringContaining(line)]));
  });
});
