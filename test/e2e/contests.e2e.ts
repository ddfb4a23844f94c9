import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * Aquila Rift's committee meeting in real Chromium: a Black Market pile bought as in the rule
 * book's example, and a Viceroy vote weighted by each player's greatest stat.
 */
const live = liveConsole('contests', { width: 1440, height: 1000 });

describe('votes and committees', () => {
  it('buys from a Black Market pile and elects a Viceroy by weighted vote', async () => {
    await live.control.startSession('aquila-rift');
    await live.control.press('3');
    const csv = path.join(live.dataDir, 'roster.csv');
    writeFileSync(
      csv,
      'name,team,role\nAna,faction-1,Pirate Captain\nBo,faction-2,Space Patrol Captain\nCy,faction-3,Colony Governor\n',
    );
    await live.control.byTestId('roster-file').setInputFiles(csv);
    // The column mapping first: the headings read as the roster's columns.
    await live.control.byTestId('sheet-import-confirm').click();
    await live.control.byTestId('roster-append').click();
    await expect
      .poll(() => live.control.page.locator('[data-testid="roster-row"]').count())
      .toBe(3);
    // Bo's Medals (2) and Cy's Status (3) make their votes count.
    for (let i = 0; i < 2; i++)
      await live.control.page.getByRole('button', { name: 'Medals of Bo up one' }).click();
    for (let i = 0; i < 3; i++)
      await live.control.page.getByRole('button', { name: 'Status of Cy up one' }).click();

    await live.control.press('5');
    await live.control.byTestId('contests-view').waitFor();
    const market = live.control.page.locator(
      '[data-testid="committee-panel"][data-committee="black-market"]',
    );
    await market.getByTestId('committee-player').selectOption({ label: 'Ana' });
    await market.getByTestId('pile-option').selectOption({ label: 'Spice Run' });
    await market.getByTestId('pile-played').fill('7');
    await market.getByTestId('pile-buy').click();
    const spice = market.locator('[data-testid="pile"][data-option="spice-run"]');
    await expect.poll(() => spice.getByTestId('pile-value').innerText()).toBe('beat 7');
    await market.getByTestId('pile-played').fill('5 2');
    expect(await market.getByTestId('pile-buy').isDisabled()).toBe(true);

    const viceroy = live.control.page.locator('[data-testid="vote-panel"][data-vote="viceroy"]');
    await viceroy.getByTestId('vote-open').click();
    await viceroy.getByLabel('Vote of Ana').selectOption({ label: 'Bo' });
    await viceroy.getByLabel('Vote of Bo').selectOption({ label: 'Bo' });
    await viceroy.getByLabel('Vote of Cy').selectOption({ label: 'Cy' });
    await expect
      .poll(() => viceroy.locator('[data-testid="vote-total"][data-choice$="-3"]').innerText())
      .toContain('3');
    await viceroy.getByTestId('vote-close').click();
    // Ana's weight is 0, Bo's 2 and Cy's 3: Cy is Viceroy.
    await expect.poll(() => viceroy.getByTestId('vote-result').innerText()).toContain('Cy');
    await live.control.page.evaluate('window.scrollTo(0, 0)');
    await live.control.page.screenshot({ path: path.join(shotsDir, 'console-contests.png') });
    expect(await live.control.logLines()).toEqual(
      expect.arrayContaining([expect.stringContaining('Viceroy: Cy (most votes)')]),
    );
  });
});
