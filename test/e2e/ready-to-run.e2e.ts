import { describe, expect, it } from 'vitest';
import { HostClient } from './support/host-client.ts';
import { liveConsole } from './support/live-console.ts';

/**
 * Games ready to run on event day, in real Chromium: the name dialog keeps every key it is
 * given, a megagame can be tried at once with sample players, a board game's rounds are on the
 * clock untimed, and a designer's notes stay out of the live clock.
 */
const live = liveConsole('ready');

/** A session made over the host's channels, its console opened on a machine that has never given a name. */
async function consoleOf(scenarioId: string): Promise<string> {
  const host = await HostClient.connect(live.app.url);
  try {
    const created = await host.call('session.create', {
      scenarioId,
      facilitator: 'Control',
      title: 'Event day',
    });
    await live.control.page.goto(`${live.app.url}/#/session/${created.id}`);
    return created.id;
  } finally {
    host.close();
  }
}

/** The test id of the element with the focus (a string runs in the page: no DOM types here). */
const focused = () =>
  live.control.page.evaluate<string | undefined>('document.activeElement?.dataset.testid');

const selectedTab = (name: string) =>
  live.control.byTestId(`tab-${name}`).getAttribute('aria-selected');

describe('the name dialog', () => {
  it('takes the name typed, moves on with Tab, and lets no number key through until it closes', async () => {
    await consoleOf('so-say-we-all');
    const dialog = live.control.byTestId('facilitator-dialog');
    await dialog.waitFor();
    await live.control.page.waitForSelector('body[data-ready="console"]', { state: 'attached' });
    const input = live.control.byTestId('facilitator-input');
    await expect.poll(() => focused()).toBe('facilitator-input');
    // The suggested name is selected: typing replaces it rather than adding to it.
    await live.control.page.keyboard.type('Ana 2');
    expect(await input.inputValue()).toBe('Ana 2');
    // Tab leaves the field for the dialog's button, inside the dialog.
    await live.control.page.keyboard.press('Tab');
    expect(await focused()).toBe('facilitator-save');
    await live.control.page.keyboard.press('3');
    expect(await selectedTab('clock')).toBe('true');
    // A click on the dialog's text drops the focus behind it: still no shortcut.
    await dialog.locator('h2').click();
    for (const key of ['2', '3', 'n']) await live.control.page.keyboard.press(key);
    expect(await selectedTab('clock')).toBe('true');
    expect(await input.inputValue()).toBe('Ana 2');

    await live.control.byTestId('facilitator-save').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await live.control.byTestId('facilitator-name').innerText()).toBe('Ana 2');
    await live.control.press('2');
    await expect.poll(() => selectedTab('draws')).toBe('true');
  });
});

describe('a megagame tried before its roster exists', () => {
  it('fills the seats with sample players from a hint, then draws the secret roles', async () => {
    await live.control.startSession('so-say-we-all');
    await live.control.press('6');
    const assign = live.control.byTestId('secret-assign');
    expect(await assign.isDisabled()).toBe(true);
    expect(await assign.getAttribute('title')).toMatch(/fill it with sample players/);
    await live.control.byTestId('needs-players-fill').click();
    await expect.poll(() => assign.isDisabled()).toBe(false);
    await assign.click();
    await live.control.byTestId('secret-seal').waitFor();
    await expect
      .poll(() => live.control.logLines())
      .toContainEqual(expect.stringContaining('Added 45 sample players'));

    // The Teams tab marks them; an import replaces them.
    await live.control.press('3');
    await expect
      .poll(() => live.control.page.locator('[data-testid="roster-sample"]').count())
      .toBe(45);
    expect(await live.control.byTestId('roster-sample-note').innerText()).toContain(
      'Replace the sample players',
    );
  });

  it('opens a vote with sample players in Aquila Rift, and appoints nobody before there are players', async () => {
    await live.control.startSession('aquila-rift');
    await live.control.press('5');
    const open = live.control.byTestId('vote-open').first();
    expect(await open.isDisabled()).toBe(true);
    expect(await open.getAttribute('title')).toMatch(/Add players in the Teams tab \(3\)/);
    await live.control.byTestId('needs-players-fill').click();
    await expect.poll(() => open.isDisabled()).toBe(false);
    await open.click();
    await live.control.page.locator('[data-testid="voter"]').first().waitFor();
    expect(await live.control.page.locator('[data-testid="voter"]').count()).toBe(40);
  });
});

describe("a board game's rounds and a designer's notes", () => {
  it('runs TI3 rounds on the clock, untimed: no overrun, no minute to add', async () => {
    await live.control.startSession('ti3-patch');
    expect(await live.control.byTestId('clock-next-phase').innerText()).toBe('Round 1 · Strategy');
    await live.control.press('Space');
    await expect.poll(() => live.control.phase()).toBe('Strategy');
    expect(await live.control.byTestId('clock-untimed').innerText()).toBe('untimed');
    expect(await live.control.byTestId('clock-add-minute').isDisabled()).toBe(true);
    const start = await live.control.remainingSeconds();
    await expect
      .poll(() => live.control.remainingSeconds(), { timeout: 30_000 })
      .toBeGreaterThan(start);
    await live.control.press('n');
    await expect.poll(() => live.control.phase()).toBe('Action');
  });

  it('keeps "assumed length" to a marker in the live clock, and spells it out in the plan and on the scenario page', async () => {
    await live.control.startSession('so-say-we-all');
    await live.control.press('Space');
    const marker = live.control.byTestId('clock-assumed');
    await marker.waitFor();
    expect(await marker.getAttribute('title')).toMatch(/did not give it/);
    expect(await live.control.byTestId('clock-panel').innerText()).not.toMatch(/Assumed length/);
    expect(await live.control.byTestId('plan-assumed').first().innerText()).toBe('assumed length');

    await live.control.page.goto(`${live.app.url}/#/scenario/so-say-we-all`);
    const schedule = live.control.byTestId('section-schedule');
    await schedule.waitFor();
    expect(await schedule.innerText()).toContain(
      '10 min · Turn × 10 · assumed length: the source did not say',
    );
  });
});
