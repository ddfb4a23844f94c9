import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * Two things on the table, clicked through in Chromium: So Say We All's Black Market row (a
 * trade taken for a ship, the row refilled) and cubes put on the solo game's Super Weapon until
 * it reads Understood, with undo taking a cube back.
 */
const live = liveConsole('card-counters-market', SCREEN_SIZES[0]);

describe('market rows and counters on cards', () => {
  it('takes a Black Market trade for a ship and refills the row', async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.hall.open(id);
    await live.control.press('2');
    await live.control.byTestId('draws-view').waitFor();
    const panel = live.control.page.locator('[data-testid="deck-panel"][data-deck="black-market"]');
    await panel.getByTestId('market-new').click();
    const cards = panel.getByTestId('market-card');
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    const taken = await cards.first().getAttribute('data-card');
    await cards.first().getByTestId('market-take').selectOption('refinery-ship-1');
    await expect.poll(() => panel.getByTestId('market-empty').count(), { timeout: 10_000 }).toBe(1);
    expect(await panel.locator(`[data-testid="market-card"][data-card="${taken}"]`).count()).toBe(
      0,
    );
    await expect
      .poll(() => live.control.byTestId('log-panel').innerText(), { timeout: 10_000 })
      .toMatch(/Refinery Ship 1 took .+ from the Black Market trades row/);
    // The projector shows the row, with the slot the trade left empty.
    await expect
      .poll(() => live.hall.byTestId('display-market').innerText(), { timeout: 10_000 })
      .toMatch(/^Black Market trades: .+\s· 1 empty$/);
    await shootAtSizes(live.hall.page, 'market-row-display');
    await panel.getByTestId('market-row').scrollIntoViewIfNeeded();
    await shootAtSizes(live.control.page, 'market-row-console');
    await panel.getByTestId('market-refill').click();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(4);
    expect(await panel.getByTestId('market-empty').count()).toBe(0);
  });

  it('puts cubes on a Super Weapon until it reads Understood, and undo takes one back', async () => {
    await live.control.startSession('free-captain-solo');
    await live.control.press('2');
    await live.control.byTestId('draws-view').waitFor();
    const panel = live.control.page.locator(
      '[data-testid="deck-panel"][data-deck="super-weapons"]',
    );
    await panel.getByTestId('deck-draw').click();
    const card = panel.getByTestId('counted-card');
    await card.waitFor();
    const add = card.getByTestId('counter-add');
    for (let i = 1; i <= 3; i++) {
      await add.click();
      await expect
        .poll(() => card.getByTestId('counter-progress').innerText(), { timeout: 10_000 })
        .toBe(`${i} / 3`);
    }
    expect(await card.getByTestId('counter-complete').innerText()).toBe('Understood');
    await expect
      .poll(() => live.control.byTestId('log-panel').innerText(), { timeout: 10_000 })
      .toMatch(/Put 1 \w+ cube on Super Weapon \d \(3 \/ 3, Understood\)/);
    await card.scrollIntoViewIfNeeded();
    await shootAtSizes(live.control.page, 'card-counters-console');
    await live.control.byTestId('undo-button').click();
    await expect
      .poll(() => card.getByTestId('counter-progress').innerText(), { timeout: 10_000 })
      .toBe('2 / 3');
    expect(await card.getByTestId('counter-complete').count()).toBe(0);
  });
});
