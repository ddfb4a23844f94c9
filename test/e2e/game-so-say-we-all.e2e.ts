import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One full turn of So Say We All (seed 001) played from the console as Control would: the clock
 * through its three phases (L31); Food fed to a ship's Manpower in Reconciliation, the unfed
 * Wounded (L47, L50); an Event card for every ship and a fresh Black Market row as Commitment
 * starts (L32, L113-116), one trade taken; a Sabotage card bought for 2 Fuel and a ship short of
 * 2 Fuel refused (L152); an FTL jump refused while one ship is short, the whole Fleet failing
 * (L53), then taken for every ship's cost, undone and taken again.
 */
const live = liveConsole('game-so-say-we-all', SCREEN_SIZES[0]);

describe('So Say We All: one turn', () => {
  it('plays a turn: feeding, events, the Black Market, Sabotage and an FTL jump', async () => {
    const control = live.control;
    const page = control.page;
    page.setDefaultTimeout(15_000);
    const poll = { timeout: 15_000 };
    const id = await control.startSession('so-say-we-all');
    await live.hall.open(id);
    await page.bringToFront();

    const toasts = () => page.getByTestId('toast').allInnerTexts();
    const logText = () => control.byTestId('log-panel').innerText();

    // Phase 1, Reconciliation: the clock starts the first turn.
    await control.press('Space');
    await expect.poll(() => control.phase(), poll).toMatch(/Reconciliation/);
    await expect.poll(() => live.hall.phase(), poll).toMatch(/Reconciliation/);
    await page.bringToFront();

    // Food is expended to feed the ship's Manpower as the phase starts; the unfed become
    // Wounded (L50, L47). Civilian Ship 1 starts with 10 Manpower and 8 Food: 8 fed, 2 Wounded
    // (Manpower counts the Wounded too). The rules give no Food per Manpower: the scenario
    // assumes 1 each.
    await control.press('3');
    await control.byTestId('teams-view').waitFor();
    await expect.poll(() => control.clockWhere(), poll).toMatch(/1.*Reconciliation/);
    await control.openTrackerGroup('Resources');
    await expect.poll(() => control.trackerValue('civilian-ship-1', 'food'), poll).toBe(0);
    await expect.poll(() => control.trackerValue('civilian-ship-1', 'wounded'), poll).toBe(2);
    await expect.poll(() => control.trackerValue('civilian-ship-1', 'manpower'), poll).toBe(10);

    // Phase 2, Commitment: an Event card is drawn for every ship (L32) and the Black Market
    // shows a fresh row of trades (L113-116).
    await control.nextPhase(/1.*Commitment/, poll.timeout);
    await expect.poll(() => live.hall.phase(), poll).toMatch(/Commitment/);
    await page.bringToFront();
    await expect.poll(logText, poll).toMatch(/Dealt 11 cards of Events to 11 teams/);
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    const market = page.locator('[data-testid="deck-panel"][data-deck="black-market"]');
    const trades = market.getByTestId('market-card');
    await expect.poll(() => trades.count(), poll).toBe(4);
    const trade = await trades.first().getAttribute('data-card');
    await trades.first().getByTestId('market-take').selectOption('prosecutor');
    await expect
      .poll(logText, poll)
      .toMatch(/R\.E\.C\. Prosecutor took .+ from the Black Market trades row/);
    expect(await market.locator(`[data-testid="market-card"][data-card="${trade}"]`).count()).toBe(
      0,
    );

    // A Sabotage card bought for Civilian Ship 1 costs it 2 Fuel (L152): 3 → 1. A second is
    // refused, the reason on screen, and its Fuel stays 1.
    const sabotage = page.locator('[data-testid="deck-panel"][data-deck="sabotage"]');
    await sabotage.getByTestId('deck-draw-to').selectOption('hand:civilian-ship-1');
    await expect.poll(() => sabotage.getByTestId('deck-draw').innerText(), poll).toMatch(/2 Fuel/);
    await sabotage.getByTestId('deck-draw').click();
    await expect
      .poll(
        () =>
          sabotage
            .locator('[data-testid="pile-count"][data-pile="hand:civilian-ship-1"] strong')
            .innerText(),
        poll,
      )
      .toBe('1');
    await sabotage.getByTestId('deck-draw').click();
    await expect
      .poll(toasts, poll)
      .toContainEqual(expect.stringMatching(/Civilian Ship 1 has 1 Fuel/));

    // Phase 3, Negotiation; the FTL jump on the Teams tab.
    await control.nextPhase(/1.*Negotiation/, poll.timeout);
    await expect.poll(() => live.hall.phase(), poll).toMatch(/Negotiation/);
    await page.bringToFront();
    await control.press('3');
    await control.byTestId('teams-view').waitFor();
    await control.openTrackerGroup('Resources');
    await expect.poll(() => control.trackerValue('civilian-ship-1', 'fuel'), poll).toBe(1);
    const ftl = page.locator('[data-testid="paid-action-panel"][data-action="ftl-jump"]');
    // The panel's top at the window's top, so both screen sizes show all of it.
    const showFtl = () =>
      page.evaluate(
        `document.querySelector('[data-action="ftl-jump"]').scrollIntoView({ block: 'start' })`,
      );
    await ftl.scrollIntoViewIfNeeded();
    await expect.poll(() => ftl.getByTestId('paid-total').innerText(), poll).toBe('21 Fuel');
    const shortRow = ftl.locator('[data-testid="paid-payer"][data-team="civilian-ship-1"]');
    await expect.poll(() => shortRow.getAttribute('class'), poll).toMatch(/short/);
    // One ship short fails the whole Fleet (L53): refused, the reason names the ship.
    const destination = ftl.getByTestId('paid-destination');
    await destination.selectOption({ index: 1 });
    await ftl.getByTestId('paid-take').click();
    await expect
      .poll(toasts, poll)
      .toContainEqual(expect.stringMatching(/FTL jump fails: Civilian Ship 1 has 1 Fuel of 2/));
    await expect
      .poll(() => ftl.getByTestId('paid-refusal').innerText(), poll)
      .toMatch(/Civilian Ship 1/);
    await showFtl();
    await shootAtSizes(page, 'game-so-say-we-all-ftl-refused');
    await expect.poll(() => control.trackerValue('prosecutor', 'fuel'), poll).toBe(6);

    // Another ship gives it a Fuel card (cards trade freely, L42): the jump goes, every ship
    // paying its class's cost, 21 Fuel in all.
    await control.stepTracker('Fuel', 'Civilian Ship 1', 1);
    await expect.poll(() => control.trackerValue('civilian-ship-1', 'fuel'), poll).toBe(2);
    await expect.poll(() => ftl.getByTestId('paid-refusal').count(), poll).toBe(0);
    const before = {
      prosecutor: 6,
      'refinery-ship-1': 4,
      'plantation-ship-1': 4,
      'civilian-ship-1': 2,
      'civilian-ship-6': 3,
    };
    const after = {
      prosecutor: 3,
      'refinery-ship-1': 3,
      'plantation-ship-1': 2,
      'civilian-ship-1': 0,
      'civilian-ship-6': 1,
    };
    const fuels = async (want: Record<string, number>) => {
      for (const [team, fuel] of Object.entries(want))
        await expect.poll(() => control.trackerValue(team, 'fuel'), poll).toBe(fuel);
    };
    await ftl.getByTestId('paid-take').click();
    await expect.poll(logText, poll).toMatch(/FTL jump to .+: paid 21 Fuel from 11 ships/);
    await fuels(after);

    // Undo puts every ship's Fuel back; redo takes the jump again.
    await control.byTestId('undo-button').click();
    await fuels(before);
    await control.byTestId('redo-button').click();
    await fuels(after);
    // The Fleet is at its destination now, which is no longer offered: the button waits for a
    // new choice.
    await expect.poll(() => ftl.getByTestId('paid-take').isDisabled(), poll).toBe(true);
    await showFtl();
    await shootAtSizes(page, 'game-so-say-we-all-console');

    // Turn 2 begins with its Reconciliation.
    await control.press('n');
    await expect.poll(() => control.clockWhere(), poll).toMatch(/2.*Reconciliation/);
    await expect.poll(() => live.hall.phase(), poll).toMatch(/Reconciliation/);

    const log = (await control.logLines()).join('\n');
    for (const line of [
      /Started the game: Turn 1 · Reconciliation/,
      /Produced \(Feeding\): -\d+ Food, \+\d+ Wounded/,
      /Dealt 11 cards of Events to 11 teams/,
      /Next phase: Reconciliation \(Turn 2\)/,
    ])
      expect(log).toMatch(line);
  }, 240_000);
});
