import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One full turn of Rifle & Axe (WarpSpawn seed 003, turn sequence L10624-10663) played from the
 * console as Control would: the clock through all 12 phases, each table rolled with the dice the
 * settler threw typed in (Boon L10696-10710, Hardship L10722-10738, Mishap twice L10742-10758,
 * Indian Raid L10762-10790), the raid's defence roll and the Happiness 2D6 (L10824) in the dice
 * box, each checked against the row the rulebook prints for that roll, and in the log.
 */
const live = liveConsole('game-rifle-and-axe', SCREEN_SIZES[0]);

const PHASES = [
  'Growth',
  'Livestock',
  'Boon',
  'Action',
  'Hardship',
  'Mishap',
  'Raid',
  'Consume',
  'Seasonal',
  'Storage',
  'Happiness',
  'End',
];

describe('Rifle & Axe: one turn', () => {
  it('plays a turn: clock through 12 phases, tables and dice typed in, log in the rulebook’s words', async () => {
    const control = live.control;
    const page = control.page;
    page.setDefaultTimeout(10_000);
    const id = await control.startSession('rifle-and-axe');
    await live.hall.open(id);
    await page.bringToFront();

    await control.press('Space');
    await expect.poll(() => control.phase()).toMatch(/Growth/);
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    // On the Draws tab the clock is the strip above it: "Turn 1 · Growth".
    await expect.poll(() => control.clockWhere()).toMatch(/1.*Growth/);

    /** A roll made at the table typed into a table: the row the rulebook prints for it. */
    const tableRoll = async (table: string, rolled: number, result: string, detail: string) => {
      await control.byTestId('table-pick').selectOption(table);
      await control.byTestId('table-entered').fill(String(rolled));
      await control.byTestId('table-enter').click();
      const shown = control.byTestId('table-result');
      await expect.poll(() => shown.locator('.value').innerText()).toBe(result);
      expect(await shown.locator('.detail').innerText()).toContain(detail);
      expect(await shown.locator('.detail').innerText()).toContain('rolled at the table');
    };
    /** Physical dice typed into the dice box: the total shown. */
    const diceRoll = async (expression: string, faces: number[], label: string, total: number) => {
      await control.byTestId('dice-physical').check();
      await control.byTestId('dice-expression').fill(expression);
      const slots = control.byTestId('dice-face');
      await expect.poll(() => slots.count()).toBe(faces.length);
      for (const [i, face] of faces.entries()) await slots.nth(i).fill(String(face));
      await control.byTestId('dice-label').fill(label);
      await control.byTestId('dice-roll').click();
      const latest = page.locator('[data-testid="dice-result"]').first();
      await expect.poll(() => latest.innerText()).toContain(label);
      expect(await latest.locator('.total').innerText()).toBe(String(total));
    };

    // 1 Growth (L10652-10656): the Growth Table's rows are not in the extracted book, so the
    // scenario has no such table; the 1D6 is typed into the dice box.
    await diceRoll('1d6', [3], 'Growth roll, settlement 1', 3);
    await control.nextPhase('Livestock');
    await control.nextPhase('Boon');
    // 3 Boon: a 4 is Bountiful Harvest, +4 Grain (8 in Fall) (L10702).
    await tableRoll('boon', 4, 'Bountiful Harvest', 'Gain 4 Grain (8 in Fall)');
    await control.nextPhase('Action');
    await control.nextPhase('Hardship');
    // 5 Hardship: an 8 is Yellow Fever, −2 Folk (L10733).
    await tableRoll('hardship', 8, 'Yellow Fever', '-2 Folk');
    await control.nextPhase('Mishap');
    // 6 Mishap, rolled twice: 1 Rust (−1 Rifles), 7 Fire (−1 Cabin) (L10745, L10755).
    await tableRoll('mishap', 1, 'Rust', '-1 Rifles');
    await tableRoll('mishap', 7, 'Fire', '-1 Cabin');
    await control.nextPhase('Raid');
    // 7 Raid: a 7 is a Skirmish, Fight 15, Loses 2 (L10774).
    await tableRoll('indian-raid', 7, 'Skirmish', '');
    await expect
      .poll(() => control.byTestId('table-result-fields').innerText())
      .toMatch(/Fight\s*15\s*Loses\s*2/);
    // The settlers' Fight level (say 12) is below 15: −1 to the 1D6 defence; a 5 − 1 = 4 is a
    // successful defence, 2 fewer losses (L10784).
    await diceRoll('1d6-1', [5], 'Raid defence, Fight 12 vs 15', 4);
    await control.byTestId('table-result').scrollIntoViewIfNeeded();
    await shootAtSizes(page, 'game-rifle-and-axe-console');
    await control.nextPhase('Consume');
    // 9 Seasonal: turn 1 is Spring (L10126), so no Winter roll.
    await control.nextPhase('Seasonal');
    await control.nextPhase('Storage');
    await control.nextPhase('Happiness');
    // 11 Happiness: gain 2D6 (L10824).
    await diceRoll('2d6', [3, 5], 'Happiness, settlement 1', 8);
    await control.nextPhase('End');
    // The End phase closes the turn: the next is turn 2's Growth.
    await control.press('n');
    await expect.poll(() => control.clockWhere()).toMatch(/2.*Growth/);
    await expect.poll(() => live.hall.phase()).toMatch(/Growth/);

    const log = (await control.logLines()).join('\n');
    for (const line of [
      /Entered a roll on Boon Table: Bountiful Harvest/,
      /Entered a roll on Hardship Table: Yellow Fever/,
      /Entered a roll on Mishap Table: Rust/,
      /Entered a roll on Mishap Table: Fire/,
      /Entered a roll on Indian Raid Table: Skirmish/,
    ])
      expect(log).toMatch(line);
    for (const phase of PHASES) expect(log).toMatch(new RegExp(phase));
  }, 300_000);
});
