import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One full turn of Europe at War (WarpSpawn seed 003 L3300-3830, with the Warp Empires
 * ruleset's turn L3853-3899) played from the console as Control would: the clock through the
 * 7 phases; 5 action cards dealt to every country (L3855); a battle's casualties by the book's
 * rule, the loser 20% rounded up and the winner half that rounded down (L3399); the Revenue
 * production at the start of the Revenue Phase (L3883, territory values L3344-3353); 5 unit
 * chits drawn for a recruit and put back (L3885-3889); the Upkeep production, 1 Revenue Point
 * a unit (L3385); each checked on the Teams tab and in the log.
 */
const live = liveConsole('game-europe-at-war', SCREEN_SIZES[0]);

describe('Europe at War: one turn', () => {
  it('plays a turn: cards dealt, casualties, revenue, recruits and upkeep by the book', async () => {
    const control = live.control;
    const page = control.page;
    page.setDefaultTimeout(10_000);
    const id = await control.startSession('europe-at-war');
    await live.hall.open(id);
    await page.bringToFront();

    // Before the turn: each country's revenue per turn from the territories it holds
    // (L3344-3353). England: its Capitol 5, a Major City 4, a Medium City 3 and two Small Cities
    // 2 + 2 = 16; France: its Capitol 5 and a Major City 4 = 9. The book lists no country's
    // territories (L3323), so these holdings are the test's own.
    await control.press('3');
    await control.byTestId('teams-view').waitFor();
    await control.openTrackerGroup('Revenue');
    await control.stepTracker('Revenue per turn', 'England', 16);
    await control.stepTracker('Revenue per turn', 'France', 9);
    await expect.poll(() => control.trackerValue('england', 'revenue-per-turn')).toBe(16);
    await expect.poll(() => control.trackerValue('france', 'revenue-per-turn')).toBe(9);

    // 1 Draw Phase: the clock starts; every country draws 5 action cards (L3855).
    await control.press('Space');
    await expect.poll(() => control.clockWhere()).toMatch(/1.*Draw Phase/);
    await control.press('2');
    const deck = page.locator('[data-testid="deck-panel"]').first();
    const drawPile = () =>
      deck.locator('[data-testid="pile-count"][data-pile="draw"] strong').innerText().then(Number);
    const before = await drawPile();
    await deck.getByTestId('deck-deal').click();
    await control.byTestId('deal-count').fill('5');
    await control.byTestId('deal-confirm').click();
    await control.byTestId('deal-dialog').waitFor({ state: 'hidden' });
    // 17 countries × 5 cards.
    await expect.poll(drawPile).toBe(before - 85);

    // 2 Move Phase: no pieces on the live map (see the notes): moves are made on the table.
    await control.nextPhase('Move Phase');

    // 3 Battle Phase: the French stack of 12 loses to the British; the French lose 20% of 12
    // rounded up, 3, and the British half of 3 rounded down, 1 (L3399).
    await control.nextPhase('Battle Phase');
    await control.press('3');
    await control.openTrackerGroup('Units');
    await expect.poll(() => control.trackerValue('france', 'units')).toBe(12);
    await control.stepTracker('Units', 'France', -3);
    await control.stepTracker('Units', 'England', -1);
    await expect.poll(() => control.trackerValue('france', 'units')).toBe(9);
    await expect.poll(() => control.trackerValue('england', 'units')).toBe(11);

    // 4 Revenue Phase: its production runs as the phase starts (L3883).
    await control.nextPhase('Revenue Phase');
    await control.openTrackerGroup('Revenue');
    await expect.poll(() => control.trackerValue('england', 'revenue')).toBe(16);
    await expect.poll(() => control.trackerValue('france', 'revenue')).toBe(9);
    await shootAtSizes(page, 'game-europe-at-war-console');

    // 5 Recruit Phase: England draws 5 unit chits from its own pile (L3885), buys none this
    // turn and puts them back (L3889).
    await control.nextPhase('Recruit Phase');
    await control.press('2');
    const bag = page.locator('[data-testid="bag-panel"][data-bag="units-england"]');
    await bag.getByTestId('bag-draw').scrollIntoViewIfNeeded();
    await bag.getByRole('spinbutton', { name: 'How many to draw' }).fill('5');
    await bag.getByTestId('bag-draw').click();
    await expect.poll(() => bag.getByTestId('bag-last').locator('.chip').count()).toBe(5);
    await bag.getByRole('button', { name: 'Put these back' }).click();

    // 6 Upkeep Phase: Control runs the Upkeep production, 1 Revenue Point a unit (L3385):
    // England 16 − 11 = 5, France 9 − 9 = 0.
    await control.nextPhase('Upkeep Phase');
    await control.press('3');
    await page
      .locator('[data-testid="production-step"][data-production="upkeep"]')
      .getByRole('button', { name: 'Run' })
      .click();
    await control.openTrackerGroup('Revenue');
    await expect.poll(() => control.trackerValue('england', 'revenue')).toBe(5);
    await expect.poll(() => control.trackerValue('france', 'revenue')).toBe(0);
    await shootAtSizes(page, 'game-europe-at-war-upkeep');

    // 7 Control Phase, then turn 2 begins with its Draw Phase.
    await control.nextPhase('Control Phase');
    await control.press('n');
    await expect.poll(() => control.clockWhere()).toMatch(/2.*Draw Phase/);
    await expect.poll(() => live.hall.phase()).toMatch(/Draw Phase/);

    const log = (await control.logLines()).join('\n');
    for (const line of [
      /Started the game: Turn 1 · Draw Phase/,
      /Dealt 85 cards of Action deck to 17 teams/,
      /Units \(France\) -1 → 9/,
      /Units \(England\) -1 → 11/,
      // England 16 + France 9; the other countries were left at 0.
      /Produced \(Revenue\): \+25 Revenue Points/,
      /Drew 5 from the England unit chits/,
      // England's 11 units and France's 9.
      /Produced \(Upkeep\): -20 Revenue Points/,
      /Next phase: Draw Phase \(Turn 2\)/,
    ])
      expect(log).toMatch(line);
  }, 300_000);
});
