import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { shotsDir } from './support/live-console.ts';
import { ConsolePage, DisplayPage, clockSeconds } from './support/session-pages.ts';

/**
 * A rehearsal of a live game in real Chromium against `lodestar serve`: a schedule of
 * six-second phases (test/fixtures/scenarios/compressed-schedule.lodestar.json) run from the
 * console, with a projector display following it, a server killed mid-phase, and undo.
 */
const fixture = fileURLToPath(
  new URL('../fixtures/scenarios/compressed-schedule.lodestar.json', import.meta.url),
);
const SCENARIO = 'compressed-schedule';

let browser: Browser;
let dataDir: string;
let app: ServedApp;
let context: BrowserContext;
let control: ConsolePage;
let hall: DisplayPage;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-session-e2e-'));
  mkdirSync(path.join(dataDir, 'scenarios'));
  copyFileSync(fixture, path.join(dataDir, 'scenarios', `${SCENARIO}.lodestar.json`));
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  control = new ConsolePage(await context.newPage(), app.url);
  hall = new DisplayPage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a live session in a browser', () => {
  it('runs the clock from the console, fires a cue, and the display follows', async () => {
    const id = await control.startSession(SCENARIO);

    // The display opened before the game starts says what comes first.
    await hall.open(id);
    await hall.byTestId('display-waiting').waitFor();
    expect(await hall.byTestId('display-waiting').innerText()).toMatch(
      /Turn 1\s*·\s*Briefing\s*starts soon/,
    );
    await hall.screenshot('display-waiting');
    await hall.enableSound();

    await control.press('Space');
    const first = await control.remainingSeconds();
    await expect.poll(() => control.remainingSeconds(), { timeout: 30_000 }).toBeLessThan(first);
    await hall.byTestId('display-remaining').waitFor();
    expect(await hall.phase()).toBe('Briefing');
    expect(
      Math.abs((await hall.remainingSeconds()) - (await control.remainingSeconds())),
    ).toBeLessThanOrEqual(1);

    // The 3-second cue: a banner and a sound on the console, the same sound on the display.
    const banner = control.byTestId('cue-banner').filter({ hasText: '3 seconds left' });
    await banner.waitFor({ timeout: 30_000 });
    await control.page.waitForSelector(
      'body[data-last-sound="beep"], body[data-last-sound="alarm"]',
      {
        state: 'attached',
      },
    );
    await hall.page.waitForSelector('body[data-last-sound="beep"], body[data-last-sound="alarm"]', {
      state: 'attached',
    });

    // Time runs out: the display shows the overrun in red and flashes.
    await expect
      .poll(() => hall.byTestId('display-screen').getAttribute('data-overrun'), { timeout: 30_000 })
      .toBe('true');
    expect(await hall.byTestId('display-remaining').innerText()).toMatch(/^\+0:0\d$/);
    await hall.screenshot('display-overrun');
    expect(
      Number(await hall.byTestId('display-screen').getAttribute('data-flashes')),
    ).toBeGreaterThan(0);

    // N on the console: the display shows the next phase, and the phase's automation posts
    // its announcement there too. (How fast a screen follows is measured by `npm run bench`.)
    await control.press('n');
    await hall.byTestId('display-phase').filter({ hasText: 'Action' }).waitFor({ timeout: 30_000 });
    await hall
      .byTestId('display-announcement')
      .filter({ hasText: 'Action phase: make your moves' })
      .waitFor({ timeout: 30_000 });

    await control.announce('Lunch is served in the foyer');
    await hall
      .byTestId('display-announcement')
      .filter({ hasText: 'Lunch is served in the foyer' })
      .waitFor({ timeout: 30_000 });

    await control.byTestId('announce-urgent').check();
    await control.announce('Fire drill: leave by the north doors');
    await hall
      .byTestId('display-announcement')
      .filter({ hasText: 'Fire drill' })
      .and(hall.page.locator('[data-urgent="true"]'))
      .waitFor({ timeout: 30_000 });
    await hall.screenshot('display-urgent');
  });

  it('survives the server being killed mid-phase: same time left, the whole log', async () => {
    const id = await control.startSession(SCENARIO);
    await control.press('Space');
    await control.byTestId('clock-remaining').waitFor();
    // A minute more, so the phase is still running when the server is back.
    await control.byTestId('clock-add-minute').click();
    await control.announce('Hold your positions');
    await expect.poll(() => control.logLines().then((l) => l.length)).toBeGreaterThanOrEqual(3);
    await hall.open(id);
    await hall.byTestId('display-remaining').waitFor();

    // What the host made durable, read before the crash: when the phase started and its length.
    const host = await HostClient.connect(app.url);
    const before = await host.call('session.open', { id });
    host.close();
    const clock = before.state.clock;
    const phase = clock.plan[clock.current];
    if (!phase || clock.phaseStartedAt === null) throw new Error('the phase has not started');
    const expectedSeconds = () =>
      (phase.plannedMs + clock.addedMs - clock.pausedMs - (Date.now() - clock.phaseStartedAt!)) /
      1000;
    const logBefore = await control.logLines();

    await app.crash();
    await control.byTestId('clock-remaining').waitFor(); // the page is still up, counting
    app = await serveApp({ dataDir, port: app.port });

    await control.page.reload();
    await control.waitForConsole();
    expect(await control.phase()).toBe('Briefing');
    expect(Math.abs((await control.remainingSeconds()) - expectedSeconds())).toBeLessThanOrEqual(
      1.5,
    );
    await expect.poll(() => control.logLines()).toEqual(logBefore);

    // The display was never reloaded: it reconnects by itself and still counts right.
    await expect
      .poll(() => hall.byTestId('display-connection').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await hall.phase()).toBe('Briefing');
    expect(Math.abs((await hall.remainingSeconds()) - expectedSeconds())).toBeLessThanOrEqual(1.5);
    await hall
      .byTestId('display-announcement')
      .filter({ hasText: 'Hold your positions' })
      .waitFor();
  });

  it('undo on the console restores the previous phase on both screens', async () => {
    const id = await control.startSession(SCENARIO);
    await hall.open(id);
    await control.press('Space');
    await hall.byTestId('display-phase').filter({ hasText: 'Briefing' }).waitFor();
    await control.press('n');
    await hall.byTestId('display-phase').filter({ hasText: 'Action' }).waitFor({ timeout: 30_000 });
    // The console applies the same change on its own; the display may have been first.
    await expect.poll(() => control.phase()).toBe('Action');
    await hall.byTestId('display-announcement').waitFor();

    await control.byTestId('undo-button').click();
    await hall
      .byTestId('display-phase')
      .filter({ hasText: 'Briefing' })
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => control.phase()).toBe('Briefing');
    // The automation's announcement came with "next phase", and left with it.
    await expect.poll(() => hall.byTestId('display-announcement').count()).toBe(0);
  });

  it('a display without a session id follows the session that starts', async () => {
    await hall.open(null);
    await hall.byTestId('display-idle').waitFor();
    const id = await control.startSession(SCENARIO);
    await hall.byTestId('display-waiting').waitFor({ timeout: 30_000 });
    await control.press('Space');
    await hall
      .byTestId('display-phase')
      .filter({ hasText: 'Briefing' })
      .waitFor({ timeout: 30_000 });
    expect(id).toMatch(/compressed-schedule/);
  });
});

describe('screens for the README', () => {
  const sizes = [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ];

  it('captures the console and the display in both themes and two sizes', async () => {
    const host = await HostClient.connect(app.url);
    const created = await host.call('session.create', {
      scenarioId: SCENARIO,
      facilitator: 'Control',
      title: 'Friday rehearsal',
    });
    const id = created.id;
    await host.act(id, { type: 'clock.start' });
    // A phase of a believable length for a picture: 12 minutes and some.
    await host.act(id, { type: 'clock.adjust', seconds: 12 * 60 + 28 });
    await host.act(id, {
      type: 'timer.create',
      name: 'Enemy acts',
      kind: 'repeating',
      seconds: 120,
    });
    await host.act(id, {
      type: 'timer.create',
      name: 'Time-out',
      kind: 'countdown',
      seconds: 300,
      scope: 'Ana',
    });
    await host.act(id, {
      type: 'announce.post',
      text: 'Press conference at the end of this turn — team leaders to the stage',
      urgent: false,
    });
    host.close();

    for (const theme of ['dark', 'light'] as const) {
      for (const size of sizes) {
        const shots = await browser.newContext({ viewport: size, colorScheme: theme });
        // Control has said who they are on this machine before: no name dialog in the picture.
        await shots.addInitScript({
          content: "localStorage.setItem('lodestar.facilitator', 'Control')",
        });
        try {
          const consolePage = new ConsolePage(await shots.newPage(), app.url);
          await consolePage.open(id);
          await consolePage.screenshot(`console-${theme}-${size.width}x${size.height}`);
          // The README's pictures: the dark theme at 1920×1080.
          const readme = theme === 'dark' && size.width === 1920;
          if (readme)
            await consolePage.page.screenshot({ path: path.join(shotsDir, 'console.png') });

          const displayPage = new DisplayPage(await shots.newPage(), app.url);
          await displayPage.open(id, { theme });
          await displayPage.byTestId('display-remaining').waitFor();
          // The countdown must be legible from the back of the hall: a quarter of the height.
          const box = await displayPage.byTestId('display-remaining').boundingBox();
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(size.height * 0.25);
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
          expect(
            clockSeconds(await displayPage.byTestId('display-remaining').innerText()),
          ).toBeGreaterThan(600);
          await displayPage.screenshot(`display-${theme}-${size.width}x${size.height}`);
          if (readme)
            await displayPage.page.screenshot({ path: path.join(shotsDir, 'display.png') });
        } finally {
          await shots.close();
        }
      }
    }
  });
});
