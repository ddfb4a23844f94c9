import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { shotsDir } from './support/live-console.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage, clockSeconds } from './support/session-pages.ts';

/**
 * The projector across a hall, in real Chromium at the sizes projectors run: the countdown
 * stays at least a quarter of the screen high whatever else it shows (a card, each ship's
 * event, an announcement); a card clears itself at the next phase; a game without a schedule
 * and an untimed phase still read from the back of the room.
 */

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
];

let browser: Browser;
let dataDir: string;
let app: ServedApp;
let host: HostClient;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-projector-e2e-'));
  app = await serveApp({ dataDir });
  host = await HostClient.connect(app.url);
});
afterEach(async () => {
  host?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A session of a bundled scenario, set up over the host's channels as the console would. */
async function session(scenarioId: string, title: string): Promise<string> {
  const created = await host.call('session.create', { scenarioId, facilitator: 'Control', title });
  return created.id;
}

/** The display of a session at each projector size, each in a browser context of its own. */
async function atEachSize(
  id: string,
  run: (hall: DisplayPage, size: { width: number; height: number }, name: string) => Promise<void>,
): Promise<void> {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size });
    try {
      const hall = new DisplayPage(await context.newPage(), app.url);
      await hall.open(id);
      await run(hall, size, `${size.width}x${size.height}`);
    } finally {
      await context.close();
    }
  }
}

interface Measured {
  /** The countdown element's height. */
  box: number;
  /** The height of the digits' ink (what the eye reads), from the font's own metrics. */
  ink: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  viewportHeight: number;
  viewportWidth: number;
}

/** How tall the big digits are on the page, and where. */
function measure(page: Page, testId = 'display-remaining'): Promise<Measured> {
  // A string runs in the page (this file is type-checked for Node, without the DOM).
  return page.evaluate(`(() => {
    const el = document.querySelector('[data-testid="${testId}"]');
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const m = ctx.measureText(el.textContent.trim());
    return {
      box: rect.height,
      ink: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      viewportHeight: innerHeight,
      viewportWidth: innerWidth,
    };
  })()`);
}

/** The figures measured, printed once per run for the record. */
const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.log(`countdown height / screen height:\n${figures.join('\n')}`);
});

function expectLegible(m: Measured, what: string) {
  figures.push(
    `  ${what}: box ${(m.box / m.viewportHeight).toFixed(3)}, digits ${(m.ink / m.viewportHeight).toFixed(3)}`,
  );
  expect(m.box / m.viewportHeight, `${what}: countdown box`).toBeGreaterThanOrEqual(0.25);
  expect(m.ink / m.viewportHeight, `${what}: countdown digits`).toBeGreaterThanOrEqual(0.25);
  // Wholly on screen.
  expect(m.top).toBeGreaterThanOrEqual(0);
  expect(m.bottom).toBeLessThanOrEqual(m.viewportHeight);
  expect(m.left).toBeGreaterThanOrEqual(0);
  expect(m.right).toBeLessThanOrEqual(m.viewportWidth);
}

describe('the countdown on the projector', () => {
  it('stays over a quarter of the screen high with a card and every ship’s event shown', async () => {
    const id = await session('so-say-we-all', 'Saturday game');
    await host.act(id, { type: 'clock.start' });
    // Commitment deals an event to each of the eleven ships: the events board fills.
    await host.act(id, { type: 'clock.next' });
    const drawn = await host.act(id, { type: 'deck.draw', deck: 'events', count: 1 });
    const card = drawn.state.draws.decks['events']?.lastDraw?.cards[0];
    expect(card).toBeTruthy();
    await host.act(id, {
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [card!] },
    });
    await host.act(id, {
      type: 'announce.post',
      text: 'Black Market open · Event Boxes are collected in the second half of this phase',
      urgent: false,
    });

    await atEachSize(id, async (hall, size, name) => {
      await hall.byTestId('display-shown').waitFor();
      await expect
        .poll(() => hall.page.locator('[data-testid="display-event"]').count())
        .toBeGreaterThan(0);
      expectLegible(await measure(hall.page), `card + events + announcement, ${name}`);
      expect(clockSeconds(await hall.byTestId('display-remaining').innerText())).toBeGreaterThan(
        500,
      );
      // The card and the events are on screen, not pushed off it.
      for (const testId of ['display-shown', 'display-events', 'display-announcement']) {
        const box = await hall.byTestId(testId).boundingBox();
        expect(box, testId).not.toBeNull();
        expect(box!.y + box!.height, testId).toBeLessThanOrEqual(size.height + 1);
      }
      await hall.page.screenshot({
        path: path.join(shotsDir, `display-card-events-${name}.png`),
      });

      // The board shows every ship, a page at a time if they do not all fit.
      const pages = hall.byTestId('display-events-page');
      const shown = await hall.page.locator('[data-testid="display-event"]').count();
      if (shown < 11) expect(await pages.innerText()).toMatch(/of 11$/);
    });
  });

  it('stays over a quarter of the screen high with a card alone, and with an urgent announcement', async () => {
    const id = await session('so-say-we-all', 'Saturday game');
    await host.act(id, { type: 'clock.start' });
    const drawn = await host.act(id, { type: 'deck.draw', deck: 'events', count: 2 });
    const cards = drawn.state.draws.decks['events']?.lastDraw?.cards ?? [];
    await host.act(id, { type: 'draws.show', item: { kind: 'cards', deck: 'events', cards } });
    await host.act(id, {
      type: 'announce.post',
      text: 'Execution on the Prosecutor: everyone to the main hall for the vote — now',
      urgent: true,
    });
    await atEachSize(id, async (hall, size, name) => {
      await hall.byTestId('display-shown').waitFor();
      expectLegible(await measure(hall.page), `two cards + urgent announcement, ${name}`);
      await hall.page.screenshot({ path: path.join(shotsDir, `display-card-${name}.png`) });
    });
  });
});

describe('a card on the display', () => {
  it('clears itself when Control moves to the next phase, unless kept; the console says so', async () => {
    mkdirSync(dataDir, { recursive: true });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const control = new ConsolePage(await context.newPage(), app.url);
      const hall = new DisplayPage(await context.newPage(), app.url);
      const id = await control.startSession('so-say-we-all');
      await control.press('Space');
      await control.press('n'); // Commitment deals the events
      await expect.poll(() => control.phase()).toBe('Commitment');
      await hall.open(id);

      // Show the first ship's event from the draws tab: by default it clears at the next phase.
      await control.press('2');
      await control.page.locator('[data-deck="events"] [data-testid="show-card"]').first().click();
      await hall.byTestId('display-shown').waitFor();
      const title = await hall.page.locator('[data-testid="display-shown"] .title').innerText();

      // The clock tab says what the display shows, and until when.
      await control.press('1');
      const monitor = control.byTestId('display-monitor');
      await expect.poll(() => monitor.innerText()).toContain(title);
      expect(await control.byTestId('display-monitor-shown').innerText()).toMatch(
        /clears at the next phase/,
      );

      await control.press('n'); // Negotiation
      await hall.byTestId('display-shown').waitFor({ state: 'detached' });
      await expect
        .poll(() => control.logLines())
        .toContainEqual(expect.stringContaining('Cleared the display for the new phase'));
      expect(await control.byTestId('display-monitor-shown').count()).toBe(0);

      // Undo brings the phase back, and the card with it.
      await control.press('Control+z');
      await hall.byTestId('display-shown').waitFor();
      await expect.poll(() => control.phase()).toBe('Commitment');

      // Kept until cleared, it stays across the phase change; Clear takes it off.
      await control.byTestId('display-monitor-keep').click();
      await expect
        .poll(() => control.byTestId('display-monitor-shown').innerText())
        .toMatch(/until cleared/);
      await control.press('n');
      await expect.poll(() => control.phase()).toBe('Negotiation');
      expect(await hall.byTestId('display-shown').count()).toBe(1);
      await control.byTestId('display-monitor-clear').click();
      await hall.byTestId('display-shown').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('games the display must still show well', () => {
  it('a scenario without a schedule: the time of day, centred and large, with its title', async () => {
    const id = await session('duel-of-iron', 'Duel of Iron, club night');
    // Without a schedule the hall follows a turn counter Control keeps by hand.
    await host.act(id, { type: 'timer.create', name: 'Game turn', kind: 'turn-counter' });
    await atEachSize(id, async (hall, size, name) => {
      await hall.byTestId('display-time-of-day').waitFor();
      expect(await hall.state()).toBe('unscheduled');
      expect(await hall.byTestId('display-waiting').count()).toBe(0);
      const m = await measure(hall.page, 'display-time-of-day');
      expect(m.box / m.viewportHeight).toBeGreaterThanOrEqual(0.25);
      // Centred: as much room on either side.
      expect(Math.abs(m.left - (m.viewportWidth - m.right))).toBeLessThan(m.viewportWidth * 0.02);
      // The title heads the screen; the day goes under the time.
      expect(await hall.page.locator('.top').innerText()).toContain('Duel of Iron, club night');
      expect(await hall.byTestId('display-unscheduled').innerText()).toMatch(/day/);
      expect(await hall.byTestId('display-timer').innerText()).toMatch(/Game turn\s+Turn 1/);
      await hall.page.screenshot({
        path: path.join(shotsDir, `display-no-schedule-${name}.png`),
      });
    });
  });

  it('an untimed TI3 phase: the phase and the time it has taken, counting up, never overrun', async () => {
    const id = await session('ti3-patch', 'TI3 league, week 4');
    await host.act(id, { type: 'clock.start' });
    await atEachSize(id, async (hall, size, name) => {
      await hall.byTestId('display-remaining').waitFor();
      expect(await hall.phase()).toBe('Strategy');
      expect(await hall.byTestId('display-turn').innerText()).toBe('Round 1');
      expect(await hall.byTestId('display-untimed').innerText()).toMatch(/untimed/i);
      const first = clockSeconds(await hall.byTestId('display-remaining').innerText());
      await expect
        .poll(async () => clockSeconds(await hall.byTestId('display-remaining').innerText()), {
          timeout: 30_000,
        })
        .toBeGreaterThan(first);
      expect(await hall.byTestId('display-screen').getAttribute('data-overrun')).toBe('false');
      expectLegible(await measure(hall.page), `untimed phase, ${name}`);
      await hall.page.screenshot({
        path: path.join(shotsDir, `display-untimed-${name}.png`),
      });
    });
  });
});

describe('screens for the README', () => {
  /** The console of a session at each size, as Control who has given their name before. */
  async function consoleAtEachSize(
    where: string,
    run: (control: ConsolePage, name: string) => Promise<void>,
  ): Promise<void> {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      await context.addInitScript({
        content: "localStorage.setItem('lodestar.facilitator', 'Control')",
      });
      try {
        const control = new ConsolePage(await context.newPage(), app.url);
        await control.page.goto(`${app.url}/${where}`);
        await run(control, `${size.width}x${size.height}`);
      } finally {
        await context.close();
      }
    }
  }

  const shoot = (control: ConsolePage, file: string) =>
    control.page.screenshot({ path: path.join(shotsDir, `${file}.png`) });

  it('the clock tab with what the display shows, the Teams tab filled with sample players, and the hints', async () => {
    const id = await session('so-say-we-all', 'Saturday game');
    await host.act(id, { type: 'clock.start' });
    await host.act(id, { type: 'clock.next' });
    const drawn = await host.act(id, { type: 'deck.draw', deck: 'events', count: 1 });
    const card = drawn.state.draws.decks['events']?.lastDraw?.cards[0];
    await host.act(id, {
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [card!] },
    });
    await host.act(id, {
      type: 'announce.post',
      text: 'Black Market open · Event Boxes are collected in the second half of this phase',
      urgent: false,
    });
    await consoleAtEachSize(`#/session/${id}`, async (control, name) => {
      await control.waitForConsole();
      await control.byTestId('display-monitor-shown').waitFor();
      await shoot(control, `console-display-monitor-${name}`);

      // Nobody on the roster yet: the secret roles say why they cannot be drawn.
      await control.press('6');
      await control.byTestId('needs-players').waitFor();
      await shoot(control, `console-needs-players-${name}`);
    });

    // Fill the roster with sample players from the Teams tab, once.
    await consoleAtEachSize(`#/session/${id}`, async (control, name) => {
      await control.waitForConsole();
      await control.press('3');
      await control.byTestId('roster-panel').waitFor();
      if ((await control.page.locator('[data-testid="roster-sample"]').count()) === 0) {
        await control.byTestId('roster-fill-samples').click();
        await expect
          .poll(() => control.page.locator('[data-testid="roster-sample"]').count())
          .toBe(45);
      }
      await control.byTestId('roster-panel').scrollIntoViewIfNeeded();
      await shoot(control, `console-sample-players-${name}`);
    });
  });

  it('an untimed TI3 round on the console, and a schedule with assumed lengths on the scenario page', async () => {
    const id = await session('ti3-patch', 'TI3 league, week 4');
    await host.act(id, { type: 'clock.start' });
    await consoleAtEachSize(`#/session/${id}`, async (control, name) => {
      await control.waitForConsole();
      await control.byTestId('clock-untimed').waitFor();
      await shoot(control, `console-untimed-${name}`);
    });
    await consoleAtEachSize('#/scenario/so-say-we-all', async (control, name) => {
      await control.byTestId('section-schedule').waitFor();
      await control.byTestId('section-schedule').scrollIntoViewIfNeeded();
      await shoot(control, `scenario-schedule-${name}`);
    });
  });
});
