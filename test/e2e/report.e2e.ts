import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Download } from 'playwright-core';
import { HostClient } from './support/host-client.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';

/**
 * The after-action report in real Chromium: a short So Say We All session run from the
 * console, then Report from the console's header and from the session's card in the library;
 * the HTML that arrives is checked section by section and photographed at two sizes, and the
 * display's corner shows the log's head, which the console shows too.
 */
const live = liveConsole('report', { width: 1440, height: 900 });

async function downloaded(start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([live.control.page.waitForEvent('download'), start()])) as [
    Download,
    void,
  ];
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe('the after-action report', () => {
  it('is made from the console and the sessions list, with every section', async () => {
    const { control, hall } = live;
    const id = await control.startSession('so-say-we-all');
    await control.press('Space');
    await control.byTestId('clock-remaining').waitFor();
    await control.announce('Welcome aboard, Captains');
    const host = await HostClient.connect(live.app.url);
    await host.act(id, { type: 'dice.roll', expression: '2d6+1', label: 'Collision' });
    await host.act(id, {
      type: 'tracker.adjust',
      tracker: 'fuel',
      holder: 'refinery-ship-1',
      by: 2,
    });
    await host.act(id, { type: 'clock.next' });
    host.close();
    await expect.poll(() => control.logLines().then((l) => l.length)).toBeGreaterThanOrEqual(5);

    // The head code is the same on the console and in the display's corner.
    await hall.open(id);
    const corner = hall.byTestId('display-head');
    await corner.waitFor();
    const code = (await corner.innerText()).trim();
    expect(code).toMatch(/^#\d+·[0-9a-f]{6}$/);
    await expect
      .poll(async () => (await control.byTestId('console-head').innerText()).trim())
      .toBe(code);
    await hall.page.setViewportSize({ width: 1920, height: 1080 });
    await hall.page.screenshot({ path: path.join(shotsDir, 'display-head-code.png') });
    await hall.page.screenshot({
      path: path.join(shotsDir, 'display-head-code-corner.png'),
      clip: { x: 1920 - 480, y: 1080 - 160, width: 480, height: 160 },
    });
    await control.page.bringToFront();

    const html = await downloaded(() => control.byTestId('console-report').click());
    expect(html.name).toBe(`${id}-report.html`);
    const text = html.bytes.toString('utf8');
    for (const section of [
      'summary',
      'verification',
      'timeline',
      'results',
      'events',
      'trackers',
      'announcements',
    ])
      expect(text).toContain(`<section id="${section}">`);
    expect(text).toContain('The log verifies.');
    expect(text).toContain('Welcome aboard, Captains');
    expect(text).toMatch(/Rolled Collision \(2d6\+1\): \d+/);
    expect(text).toContain('Fuel · Refinery Ship 1: 4 → 6');
    expect(text).toContain(code);
    expect(text).not.toMatch(/https?:\/\//);

    // The page as a facilitator opens it, at two sizes.
    const page = await live.context.newPage();
    await page.setContent(text);
    expect(await page.locator('h2').allInnerTexts()).toEqual([
      'Summary',
      'Verification',
      'Timeline: planned against actual',
      'Draws, rolls, tallies and rulings',
      'Event outcomes by team',
      'Trackers over time',
      'Announcements',
    ]);
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Nothing wider than the page: no sideways scrolling.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: path.join(shotsDir, `report-${width}x${height}.png`) });
    }
    await page.close();

    // PDF and CSV from the menu beside the button.
    await control.byTestId('console-report-more').click();
    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
    ] as const) {
      await control.page.setViewportSize({ width, height });
      await control.byTestId('console-report-pdf').waitFor();
      await control.page.screenshot({
        path: path.join(shotsDir, `console-report-menu-${width}x${height}.png`),
        clip: { x: 0, y: 0, width, height: 400 },
      });
    }
    const pdf = await downloaded(() => control.byTestId('console-report-pdf').click());
    expect(pdf.name).toBe(`${id}-report.pdf`);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBeGreaterThan(0);

    // From the library's list of sessions.
    await control.page.goto(`${live.app.url}/#/`);
    const card = control.page.locator(`[data-testid="session-card"][data-session-id="${id}"]`);
    await card.waitFor();
    await card.getByTestId('card-report-more').click();
    const csv = await downloaded(() => card.getByTestId('card-report-csv').click());
    expect(csv.name).toBe(`${id}-log.csv`);
    const rows = csv.bytes.toString('utf8').trim().split('\r\n');
    expect(rows[0]).toBe(
      'seq,at,time,by,type,kind,text,dice,result,causedBy,action,outcome,prev,hash',
    );
    expect(rows.length).toBeGreaterThanOrEqual(1 + 5);
  });
});
