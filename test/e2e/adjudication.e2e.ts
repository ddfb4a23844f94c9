import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * Control rules a So Say We All main-weapons volley in real Chromium: three shots, physical
 * dice typed in, the odds read before rolling, one shot's result overridden with a reason;
 * the roll and the override are both in the log.
 */
const live = liveConsole('adjudication', { width: 1920, height: 1080 });

describe('adjudication in a live session', () => {
  it('resolves a main-weapons volley from typed dice, overrides it with a reason, and logs both', async () => {
    await live.control.startSession('so-say-we-all');
    const page = live.control.page;
    page.setDefaultTimeout(8000);
    const dismissToasts = async () => {
      for (const button of await page.getByRole('button', { name: 'Dismiss' }).all())
        // A toast may go by itself meanwhile.
        await button.click({ timeout: 1000 }).catch(() => undefined);
    };
    await live.control.press('8');
    await live.control.byTestId('adjudication-view').waitFor();
    await page.getByTestId('resolver-pick').selectOption('main-weapons');
    await page.getByTestId('input-shots').fill('3');
    // The odds change with the inputs: 1 − (2/3)³ of at least one Location Damaged.
    await expect.poll(() => page.getByTestId('odds-win').innerText()).toMatch(/70\.4\s?%/);
    await page.getByTestId('input-evasive').check();
    await expect.poll(() => page.getByTestId('odds-win').innerText()).toMatch(/^0(\.0)?\s?%/);
    await page.getByTestId('input-evasive').uncheck();

    // Too few dice: a clear error, nothing logged.
    await page.getByTestId('typed-dice').fill('6, 3');
    await page.getByTestId('resolve-typed').click();
    await expect
      .poll(() => page.locator('.toast, [role="alert"]').allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/needs 3 dice \(3 shots × d6\), but 2 were given/),
        ]),
      );

    await page.getByTestId('typed-dice').fill('6, 3, 1');
    await page.getByTestId('typed-dice').press('Enter');
    await expect
      .poll(() => page.getByTestId('ruling-headline').innerText())
      .toBe('No Effect, 1 Lost Action, 1 Location Damaged');
    expect(await page.getByTestId('ruling-steps').innerText()).toContain(
      'Shot 1: rolled 6: 1 Location Damaged.',
    );
    await dismissToasts();
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: path.join(shotsDir, 'console-adjudication-1920x1080.png') });

    await page.getByTestId('ruling-amend').click();
    await page.getByTestId('amend-lost-action').fill('0');
    await page.getByTestId('amend-no-effect').fill('2');
    await page.getByTestId('override-reason').fill('Shot 2 was fired out of line of sight');
    await page.getByTestId('override-save').click();
    await expect
      .poll(() => page.getByTestId('recent-rulings').innerText())
      .toContain('Shot 2 was fired out of line of sight');

    const lines = await live.control.logLines();
    expect(
      lines.some((l) => /Ruling: Prosecutor Main Weapons: dice typed in 6, 3, 1\b/.test(l)),
    ).toBe(true);
    expect(
      lines.some((l) =>
        /Amended ruling #\d+ to 2 × No Effect, 1 Location Damaged — reason: Shot 2 was fired out of line of sight/.test(
          l,
        ),
      ),
    ).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('resolver-pick').selectOption('main-weapons');
    await page.getByTestId('resolve-roll').click();
    await page.getByTestId('ruling-headline').waitFor();
    await dismissToasts();
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: path.join(shotsDir, 'console-adjudication-1280x800.png') });
  });
});
