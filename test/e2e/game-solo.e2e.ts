import { describe, expect, it } from 'vitest';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One round of the solo game "Free Captain of the Rim", played through the console as a
 * facilitator would: the Encounter Line of 4 cards (rules lines 176-177), a Captain's die used
 * and rotated down one face (lines 278-282), an ability lost on the Teams tab, cubes drawn
 * from the cloth bag for the Planet Search (lines 302-304), and on to the next phase.
 */
const live = liveConsole('solo', SCREEN_SIZES[0]);

describe('the solo game, one round', () => {
  it('plays a round: encounter line, a Captain’s die stepped down, an ability, a planet search', async () => {
    const c = live.control;
    const id = await c.startSession('free-captain-solo');
    await live.hall.open(id);
    await c.page.bringToFront();
    await c.press('Space');
    await expect.poll(() => c.phase()).toMatch(/Encounter/);

    // The Encounter Line: 4 cards drawn into play.
    await c.press('2');
    await c.byTestId('draws-view').waitFor();
    const encounter = c.page.locator('[data-testid="deck-panel"][data-deck="encounter"]');
    await encounter.getByTestId('deck-draw-count').fill('4');
    await encounter.getByTestId('deck-draw').click();
    await expect
      .poll(() => encounter.locator('[data-pile="play"] strong').innerText(), { timeout: 10_000 })
      .toBe('4');

    // The Captain chose the Engineer die (crew dice start at 6), then uses its action.
    const engineer = c.page.locator('[data-testid="held-die"][data-die="engineer-die"]');
    expect(await engineer.getAttribute('data-face')).toBe('6');
    await engineer.getByTestId('held-die-more').click();
    await engineer.getByTestId('held-die-give-to').selectOption('captain');
    await engineer.getByRole('button', { name: 'Give', exact: true }).click();
    await expect.poll(() => engineer.innerText(), { timeout: 10_000 }).toContain('Captain');
    await engineer.getByTestId('held-die-more').click();
    await engineer.getByRole('button', { name: /^Down one/ }).click();
    await expect.poll(() => engineer.getAttribute('data-face'), { timeout: 10_000 }).toBe('5');
    expect(await engineer.innerText()).toContain('+2 vs [icon] and upgrade any System die 2 sides');
    await expect
      .poll(
        () => live.hall.page.locator('[data-testid="display-held-die"][data-face="5"]').count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    await c.byTestId('held-dice-panel').scrollIntoViewIfNeeded();
    await shootAtSizes(c.page, 'game-solo-console');
    await shootAtSizes(live.hall.page, 'game-solo-display');
    await c.page.bringToFront();

    // An ability lost in the encounter: Combat down one on the Teams tab.
    await c.press('3');
    await c.byTestId('team-table').waitFor({ timeout: 10_000 });
    const combat = c.page.locator('td[data-tracker="combat"] [data-testid="tracker-value"]');
    const before = Number(await combat.innerText());
    await c.page.getByRole('button', { name: /^Combat of .* down one$/ }).click();
    await expect.poll(() => combat.innerText()).toBe(String(before - 1));

    // Planet Search: draw 2 cubes from the cloth bag.
    await c.press('2');
    const bag = c.page.locator('[data-testid="bag-panel"][data-bag="cloth-bag"]');
    const inBag = async () => parseInt(await bag.locator('.panel-header .muted').innerText(), 10);
    const cubes = await inBag();
    await bag.getByLabel('How many to draw').fill('2');
    await bag.getByTestId('bag-draw').click();
    await expect.poll(inBag, { timeout: 10_000 }).toBe(cubes - 2);

    await c.press('n');
    await c.press('1');
    await expect.poll(() => c.phase(), { timeout: 10_000 }).toMatch(/Planet Search/);
    await expect.poll(() => live.hall.phase(), { timeout: 10_000 }).toMatch(/Planet Search/);

    const log = (await c.logLines()).join('\n');
    expect(log).toMatch(/Drew 4 from Encounter/);
    expect(log).toContain('Gave Engineer (orange crew die) to Captain from the supply');
    expect(log).toContain(
      'Turned Engineer (orange crew die) from 6 (“+1 vs [icon]”) down to 5 (“+2 vs [icon] and upgrade any System die 2 sides”)',
    );
    expect(log).toMatch(/Drew 2 from the Cloth bag/);
  }, 300_000);
});
