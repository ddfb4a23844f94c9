import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * Rules the rulebooks print that a plain draw does not cover, clicked through in Chromium:
 * a table with a gap (Naval Duel's Fleet Character table prints nothing for 7 and 8), settled
 * by picking a row; and drawing N cards to keep K (Aquila Rift's ship upgrades).
 */
const live = liveConsole('draw-rules', SCREEN_SIZES[0]);

describe('rules of the draw', () => {
  it('leaves a roll in a table’s gap open until Control picks a row', async () => {
    await live.control.startSession('naval-duel');
    await live.control.press('2');
    await live.control.byTestId('draws-view').waitFor();
    await live.control.byTestId('table-pick').selectOption('fleet');
    // Rolled at the table: a 7, which the printed table has no row for.
    await live.control.byTestId('table-entered').fill('7');
    await live.control.byTestId('table-enter').click();
    const open = live.control.byTestId('table-open');
    await open.waitFor();
    expect(await live.control.byTestId('table-open-message').innerText()).toContain('no row for 7');
    await live.control.byTestId('table-result').scrollIntoViewIfNeeded();
    await shootAtSizes(live.control.page, 'table-gap-open');

    await live.control.byTestId('table-pick-row-open').click();
    const rows = live.control.byTestId('table-pick-row');
    const lastRow = await rows.locator('option').last().getAttribute('value');
    await rows.selectOption(lastRow ?? '');
    await live.control.byTestId('table-pick-row-use').click();
    await open.waitFor({ state: 'detached' });
    // The log says who picked which row for the roll.
    await expect
      .poll(() => live.control.byTestId('log-panel').innerText(), { timeout: 10_000 })
      .toMatch(/Fleet Character/);
  });

  it('draws ship upgrades and keeps the one Control ticks', async () => {
    await live.control.startSession('aquila-rift');
    await live.control.press('2');
    await live.control.byTestId('draws-view').waitFor();
    const upgrades = live.control.page.locator('[data-testid="deck-panel"][data-deck="upgrades"]');
    await upgrades.getByTestId('deck-draw-keep').click();
    const dialog = live.control.byTestId('draw-keep-dialog');
    await dialog.waitFor();
    await live.control.byTestId('draw-keep-count').fill('3');
    await live.control.byTestId('draw-keep-confirm').click();
    const cards = live.control.byTestId('draw-keep-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3);
    await shootAtSizes(live.control.page, 'draw-keep-choose');
    await cards.first().check();
    await live.control.byTestId('draw-keep-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => upgrades.getByTestId('deck-choosing').count()).toBe(0);
    await shootAtSizes(live.control.page, 'draw-keep-kept');
  });
});
