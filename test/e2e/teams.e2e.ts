import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * The Teams tab in a live So Say We All session: a roster imported from a spreadsheet, a
 * President appointed, a ship's Fuel changed by hand and by the Refinery's production.
 */
const live = liveConsole('teams', { width: 1440, height: 1000 });

const cell = (ship: string, tracker: string) =>
  live.control.page.locator(
    `[data-testid="team-row"][data-team="${ship}"] td[data-tracker="${tracker}"]`,
  );

describe('the Teams tab', () => {
  it('imports a roster, appoints a President, and changes resources by hand and by production', async () => {
    await live.control.startSession('so-say-we-all');
    await live.control.press('3');
    await live.control.byTestId('teams-view').waitFor();

    const csv = path.join(live.dataDir, 'roster.csv');
    writeFileSync(
      csv,
      'Name,Team,Role,Age\nAda Okafor,R.E.C. Prosecutor,Captain,41\nBen Ruiz,Refinery Ship 1,Crew Chief,29\nCai Long,Refinery Ship 1,Captain,35\n',
    );
    await live.control.byTestId('roster-file').setInputFiles(csv);
    // The column mapping first: the headings read as the roster's columns.
    await live.control.byTestId('sheet-import-confirm').click();
    await live.control.byTestId('roster-append').click();
    await expect
      .poll(() => live.control.page.locator('[data-testid="roster-row"]').count())
      .toBe(3);

    await live.control.page.getByLabel('Appoint President').selectOption({ label: 'Cai Long' });
    await expect
      .poll(() =>
        live.control.page
          .locator('[data-testid="post"][data-post="government/president"]')
          .innerText(),
      )
      .toContain('Cai Long');

    const fuel = cell('refinery-ship-1', 'fuel').locator('[data-testid="tracker-value"]');
    const start = Number(await fuel.innerText());
    await cell('refinery-ship-1', 'fuel')
      .getByRole('button', { name: /up one/ })
      .click();
    await expect.poll(async () => Number(await fuel.innerText())).toBe(start + 1);

    // Staff the Refinery with 5, then run production: 1 Fuel per crew.
    await live.control.page
      .locator('[data-testid="tracker-group"]', { hasText: 'Staffing' })
      .click();
    const crew = cell('refinery-ship-1', 'refinery-crew');
    for (let i = 0; i < 5; i++) await crew.getByRole('button', { name: /up one/ }).click();
    await expect.poll(() => crew.locator('[data-testid="tracker-value"]').innerText()).toBe('5');
    await live.control.byTestId('run-production').click();
    await live.control.page
      .locator('[data-testid="tracker-group"]', { hasText: 'Resources' })
      .click();
    await expect.poll(async () => Number(await fuel.innerText())).toBe(start + 1 + 5);
    expect(await live.control.logLines()).toEqual(
      expect.arrayContaining([
        // Every production runs, Phase 1's feeding with them: the Fuel is the Refinery's.
        expect.stringMatching(/Produced \(all production\): .*\+5 Fuel/),
        expect.stringContaining('Cai Long is now President'),
      ]),
    );
    // A rulebook's "lose 4 Fuel" typed as one amount: one change, one log line.
    await fuel.click();
    const entry = cell('refinery-ship-1', 'fuel').getByTestId('tracker-value-entry');
    await entry.fill('-4');
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 800 },
    ]) {
      await live.control.page.setViewportSize(size);
      await live.control.page.screenshot({
        path: path.join(shotsDir, `console-teams-typed-amount-${size.width}.png`),
      });
    }
    await entry.press('Enter');
    await expect.poll(async () => Number(await fuel.innerText())).toBe(start + 2);
    expect(await live.control.logLines()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Fuel \(Refinery Ship 1\) -4 → /)]),
    );
    await live.control.page.setViewportSize({ width: 1440, height: 1000 });
    await live.control.page.evaluate('window.scrollTo(0, 0)');
    await live.control.page.screenshot({
      path: path.join(shotsDir, 'console-teams.png'),
      fullPage: true,
    });
  });
});
