import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { shotsDir } from './support/live-console.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';

/**
 * The hall's phone pages on every device a player brings: a So Say We All session with
 * trackers, events, a hand and a tallied result, and a long announcement, opened as the team
 * screen, the results wall and the news ticker at a phone's, a tablet's, a laptop's and a TV's
 * size. On each, no text is clipped sideways, the team's name shows, the end of the page can be
 * scrolled to, and the full-screen button is there.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const OWN = 'refinery-ship-1';
const OTHER = 'refinery-ship-2';
const LONG =
  'All ships: the Cylon fleet has been sighted two jumps out. Every captain reports fuel, ' +
  'food and wounded to Control before the end of this phase, and every refinery crew stands ' +
  'by to jump at once when the admiral gives the order from the flagship. Shuttles still ' +
  'out on salvage runs return now; anyone left behind waits at the beacon for the next jump, ' +
  'and the quartermaster hands out no more rations until the fleet is safe.';

let browser: Browser;
let app: ServedApp;
let host: HostClient;
let sessionId: string;
let teamKey: string;

beforeAll(async () => {
  browser = await launchChromium();
  app = await serveApp();
  host = await HostClient.connect(app.url);
  sessionId = (
    await host.call('session.create', { scenarioId: 'so-say-we-all', facilitator: 'Control' })
  ).id;
  await host.act(sessionId, { type: 'clock.start' });
  await host.act(sessionId, {
    type: 'deck.deal',
    deck: 'black-market',
    count: 2,
    holders: [OWN, OTHER],
    to: 'hand',
  });
  await host.act(sessionId, {
    type: 'deck.deal',
    deck: 'events',
    count: 1,
    holders: [OWN, OTHER],
    to: 'play',
  });
  const state = (await host.call('session.open', { id: sessionId })).state;
  const card = state.draws.decks.events!.piles[`play:${OTHER}`]![0]!;
  await host.act(sessionId, {
    type: 'event.tally',
    rules: 'event-boxes',
    team: OTHER,
    card,
    contents: {},
  });
  await host.act(sessionId, { type: 'announce.post', text: 'Fleet briefing in the mess hall' });
  await host.act(sessionId, { type: 'announce.post', text: LONG });
  teamKey = (await host.call('hall.teamKey', { sessionId, teamId: OWN })).key;
  mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  host?.close();
  await app?.stop();
});

const PAGES = {
  team: () => `/team?session=${sessionId}&team=${OWN}&key=${teamKey}`,
  results: () => `/results?session=${sessionId}`,
  ticker: () => `/ticker?session=${sessionId}`,
} as const;
type PageName = keyof typeof PAGES;

/** What each page must show before it is measured. */
const READY: Record<PageName, string> = {
  team: '[data-testid="team-tracker-fuel"]',
  results: '[data-testid="result"]',
  ticker: '[data-testid="ticker-item"]',
};

async function openAt(name: PageName, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.goto(`${app.url}${PAGES[name]()}`);
  await page.waitForSelector('body[data-ready="screen"]', { state: 'attached' });
  await page.locator(READY[name]).first().waitFor();
  // The ticker's newest announcement settles its size a frame or two after it renders.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  return page;
}

interface Clipped {
  tag: string;
  text: string;
  scrollWidth: number;
  clientWidth: number;
  right: number;
}

/**
 * Every element holding text of its own whose content is wider than its box, or that ends
 * past the page's right edge. Boxes meant to scroll (overflow auto or scroll) are left out.
 * (In-page code is a string: the tests' TypeScript knows Node, not the DOM.)
 */
function clippedText(page: Page): Promise<Clipped[]> {
  return page.evaluate<Clipped[]>(`(() => {
    const pageWidth = document.documentElement.clientWidth;
    const ownText = (el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
    const scrollable = (value) => value === 'auto' || value === 'scroll';
    const inScroller = (el) => {
      for (let up = el; up && up !== document.body; up = up.parentElement)
        if (scrollable(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    const found = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!ownText(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || inScroller(el)) continue;
      const tooWide = style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1;
      const pastEdge = rect.right > pageWidth + 1;
      if (tooWide || pastEdge)
        found.push({
          tag: el.tagName.toLowerCase(),
          text: el.textContent.trim().slice(0, 60),
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          right: Math.round(rect.right),
        });
    }
    return found;
  })()`);
}

/**
 * Scrolls the page's last text into view (the head code, drawn under the pointer, aside); true
 * when all of it is then on screen and on top.
 */
function lastTextReachable(page: Page): Promise<{ reached: boolean; text: string }> {
  return page.evaluate<{ reached: boolean; text: string }>(`(() => {
    const screen = document.querySelector('[data-testid="screen"]');
    const texts = [...screen.querySelectorAll('*')].filter(
      (el) =>
        getComputedStyle(el).position !== 'fixed' &&
        getComputedStyle(el).pointerEvents !== 'none' &&
        !el.closest('button') &&
        el.getBoundingClientRect().height > 0 &&
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== ''),
    );
    const last = texts[texts.length - 1];
    last.scrollIntoView({ block: 'end' });
    const rect = last.getBoundingClientRect();
    // On top where it is drawn, not hidden under another part (the map) or off to one side.
    const hit = document.elementFromPoint(rect.left + 2, (rect.top + rect.bottom) / 2);
    return {
      reached:
        rect.bottom <= window.innerHeight + 1 &&
        rect.top >= -1 &&
        rect.right <= document.documentElement.clientWidth + 1 &&
        hit !== null &&
        (last === hit || last.contains(hit)),
      text: last.textContent.trim().slice(0, 60),
    };
  })()`);
}

async function checkPage(name: PageName): Promise<void> {
  for (const size of SIZES) {
    const page = await openAt(name, size);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const where = `${name} at ${size.width}×${size.height}`;
    await page.screenshot({
      path: path.join(shotsDir, `screens-fit-${name}-${size.width}x${size.height}.png`),
    });

    if (size.width < 600)
      await page.screenshot({
        path: path.join(shotsDir, `screens-fit-${name}-${size.width}x${size.height}-whole.png`),
        fullPage: true,
      });
    expect(await clippedText(page), `${where}: clipped text`).toEqual([]);
    // The whole page fits the width: nothing to scroll sideways.
    expect(
      await page.evaluate(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1',
      ),
      where,
    ).toBe(true);
    if (name === 'team') {
      const teamName = page.getByTestId('team-name');
      expect(await teamName.isVisible(), where).toBe(true);
      expect(await teamName.innerText()).toBe('Refinery Ship 1');
      const box = (await teamName.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= size.width, where).toBe(true);
    }
    if (name === 'results') {
      // One result fits every screen: the page then fills it exactly, with no scroll, and the
      // head code shows in its corner.
      expect(
        await page.evaluate('document.documentElement.scrollHeight <= window.innerHeight + 1'),
        where,
      ).toBe(true);
      const code = (await page.getByTestId('screen-head-code').boundingBox())!;
      expect(code.y + code.height <= size.height, where).toBe(true);
    }
    const last = await lastTextReachable(page);
    expect(last.reached, `${where}: "${last.text}" out of reach`).toBe(true);

    // The full-screen button is there, named, and clicking it (or F) breaks nothing, even
    // where headless Chromium refuses full screen.
    const button = page.getByTestId('screen-fullscreen');
    expect(await button.getAttribute('aria-label'), where).toMatch(/full screen/i);
    await button.click();
    await page.keyboard.press('f');
    await expect.poll(() => button.getAttribute('aria-label')).toMatch(/full screen/i);
    expect(errors, where).toEqual([]);
    await page.context().close();
  }
}

describe('the hall pages on phones, tablets, laptops and TVs', () => {
  it('the team screen fits every size', async () => {
    await checkPage('team');
  });

  it('the results wall fits every size', async () => {
    await checkPage('results');
  });

  it('the ticker fits every size and shows the newest announcement whole', async () => {
    await checkPage('ticker');
    for (const size of SIZES) {
      const page = await openAt('ticker', size);
      const newest = page.getByTestId('ticker-item').first();
      expect(await newest.innerText()).toContain('by to jump at once when the admiral');
      await newest.scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollTo(0, 0)');
      const fit = await page.evaluate<{
        whole: boolean;
        onScreen: boolean;
        fontPx: number;
        fit: number;
      }>(`(() => {
        const el = document.querySelector('[data-testid="ticker-item"]');
        const text = el.querySelector('.text');
        const rect = el.getBoundingClientRect();
        return {
          whole:
            el.scrollHeight <= el.clientHeight + 1 &&
            el.scrollWidth <= el.clientWidth + 1 &&
            text.scrollHeight <= text.clientHeight + 1 &&
            text.scrollWidth <= text.clientWidth + 1,
          onScreen: rect.bottom <= window.innerHeight + 1,
          fontPx: parseFloat(getComputedStyle(text).fontSize),
          fit: Number(el.style.getPropertyValue('--fit') || 1),
        };
      })()`);
      const where = `ticker at ${size.width}×${size.height}`;
      expect(fit.whole, where).toBe(true);
      // Shrunk to the first screen where that leaves it readable.
      expect(fit.onScreen, where).toBe(true);
      expect(fit.fontPx, where).toBeGreaterThanOrEqual(14);
      // On a TV, at full size, it would run off the bottom: it was made smaller to fit.
      if (size.width === 1920) expect(fit.fit, where).toBeLessThan(1);
      await page.context().close();
    }
  });
});
