import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * An end condition met in play, in Chromium: the solo game's captain loses when two of the
 * three abilities reach 0 (its rulebook's loss rule, as scenario data). Control steps the
 * abilities down on the Teams tab; the console and the projector both say the captain lost,
 * and undo takes it back.
 */
const live = liveConsole('end', SCREEN_SIZES[0]);

describe('end conditions', () => {
  it('says on the console and the display that the captain lost, and undo takes it back', async () => {
    const id = await live.control.startSession('free-captain-solo');
    await live.hall.open(id);
    await live.control.page.bringToFront();
    await live.control.press('3');
    const down = (ability: string) =>
      live.control.page.getByRole('button', { name: new RegExp(`^${ability} of .* down one$`) });
    const value = (tracker: string) =>
      live.control.page.locator(`td[data-tracker="${tracker}"] [data-testid="tracker-value"]`);
    for (const [ability, tracker] of [
      ['Combat', 'combat'],
      ['Diplomacy', 'diplomacy'],
    ] as const) {
      const start = Number(await value(tracker).innerText());
      for (let i = start; i > 0; i--) {
        await down(ability).click();
        await expect.poll(() => value(tracker).innerText()).toBe(String(i - 1));
      }
    }
    const banner = live.control.byTestId('end-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/loses/i);
    await expect
      .poll(() => live.hall.byTestId('display-ending').innerText(), { timeout: 10_000 })
      .toMatch(/Two abilities at 0/);
    await shootAtSizes(live.control.page, 'end-condition-console');
    await shootAtSizes(live.hall.page, 'end-condition-display');

    // Undo the last step: the captain has not lost after all.
    await live.control.page.bringToFront();
    await live.control.byTestId('undo-button').click();
    await banner.waitFor({ state: 'detached' });
    await live.hall.byTestId('display-ending').waitFor({ state: 'detached', timeout: 10_000 });
  });
});
