import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../host/channels.ts';
import { startServer, type RunningServer } from '../../host/server.ts';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';

/**
 * The hall in real Chromium: Control's console hands out pairing codes; two facilitators pair
 * from browsers of their own and act at once under their names; a display follows and cannot
 * act; a wrong and a revoked code are refused; a revoked console is sent back to pairing; a
 * team's screen never receives another team's hand.
 *
 * Every browser here runs on this machine, so the server is started with its test-only
 * `treatAsRemote` option: pages whose user agent carries REMOTE are treated as coming from
 * another machine in the hall (never Control), as a LAN console would be.
 */

const REMOTE = 'LodestarHallTest/remote';
const rendererDir = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
const shots = fileURLToPath(new URL('../../.tmp', import.meta.url));

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let host: HostClient;
let sessionId: string;
const contexts: BrowserContext[] = [];

async function remotePage(): Promise<Page> {
  const context = await browser.newContext({
    userAgent: REMOTE,
    viewport: { width: 1400, height: 900 },
  });
  contexts.push(context);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchChromium();
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-hall-e2e-'));
  server = await startServer({
    dataDir,
    port: 0,
    rendererDir,
    treatAsRemote: (req) => req.headers['user-agent']?.includes(REMOTE) === true,
  });
  host = await HostClient.connect(server.url);
  sessionId = (
    await host.call('session.create', { scenarioId: 'so-say-we-all', facilitator: 'Control' })
  ).id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  host?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pairs a remote browser through the pairing screen; resolves once its console is up. */
async function pair(page: Page, code: string, name: string): Promise<ConsolePage> {
  const consolePage = new ConsolePage(page, server.url);
  await page.goto(`${server.url}/#/session/${sessionId}`);
  await consolePage.byTestId('pair-screen').waitFor();
  await consolePage.byTestId('pair-code').fill(code);
  await consolePage.byTestId('pair-name').fill(name);
  await consolePage.byTestId('pair-submit').click();
  return consolePage;
}

describe('the hall: paired consoles, screens and team links', () => {
  it(
    'pairs two consoles by code, lets both act under their names, and keeps screens read-only',
    { timeout: 180_000 },
    async () => {
      // Control, on the host's own machine, opens Screens & consoles and issues two codes.
      const control = new ConsolePage(await (await browser.newContext()).newPage(), server.url);
      contexts.push(control.page.context());
      await control.open(sessionId);
      await control.byTestId('facilitator-input').fill('Control');
      await control.byTestId('facilitator-save').click();
      await control.byTestId('open-hall').click();
      await control.byTestId('hall-dialog').waitFor();
      await control.byTestId('hall-new-code').click();
      await expect.poll(() => control.byTestId('hall-code-value').count()).toBe(1);
      await control.byTestId('hall-new-code').click();
      await expect.poll(() => control.byTestId('hall-code-value').count()).toBe(2);
      const [codeA, codeB] = await control.byTestId('hall-code-value').allInnerTexts();
      await control.page.screenshot({ path: path.join(shots, 'hall-dialog.png'), fullPage: true });

      // A wrong code, and a revoked one, are refused with a clear message.
      const intruder = await remotePage();
      const refused = await pair(intruder, 'WRONG9', 'Eve');
      await expect.poll(() => refused.byTestId('pair-error').innerText()).toContain('wrong');
      await control.byTestId('hall-new-code').click();
      await expect.poll(() => control.byTestId('hall-code-value').count()).toBe(3);
      const revokedCode = (await control.byTestId('hall-code-value').allInnerTexts())[2]!;
      await control.byTestId('hall-revoke-code').nth(2).click();
      await expect.poll(() => control.byTestId('hall-code-value').count()).toBe(2);
      await refused.byTestId('pair-code').fill(revokedCode);
      await refused.byTestId('pair-submit').click();
      await expect
        .poll(() => refused.byTestId('pair-error').innerText())
        .toContain('wrong, expired, used up or revoked');

      // Two facilitators pair from their own browsers.
      const ana = await pair(await remotePage(), codeA!, 'Ana');
      await ana.waitForConsole();
      const bo = await pair(await remotePage(), codeB!, 'Bo');
      await bo.waitForConsole();
      expect(await ana.byTestId('open-hall').count()).toBe(0); // the hall is Control's

      // A display on another device follows; what it sends to change anything is refused.
      const display = new DisplayPage(await remotePage(), server.url);
      await display.open(sessionId);
      const screenReply = await display.page.evaluate(`new Promise((resolve) => {
      const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws?viewer=display');
      ws.onopen = () => ws.send(JSON.stringify({ type: 'call', id: 1, channel: 'session.act',
        request: { id: ${JSON.stringify(sessionId)}, by: 'Projector', action: { type: 'clock.start' } } }));
      ws.onmessage = (event) => { const frame = JSON.parse(event.data); if (frame.type === 'reply') resolve(frame.reply); };
    })`);
      expect(screenReply).toMatchObject({ ok: false, error: { code: 'forbidden' } });

      // Both draw from one deck at once: different cards, each under its own name.
      for (const paired of [ana, bo]) {
        await paired.press('2');
        await paired.byTestId('draws-view').waitFor();
      }
      const drawButton = (paired: ConsolePage) =>
        paired.page.locator('[data-deck="black-market"] [data-testid="deck-draw"]');
      await Promise.all([drawButton(ana).click(), drawButton(bo).click()]);
      await expect
        .poll(async () => (await host.call('session.log', { id: sessionId })).lines.length)
        .toBeGreaterThanOrEqual(2);
      const draws = (await host.call('session.log', { id: sessionId })).lines.filter(
        (line) => line.type === 'deck.draw',
      );
      expect(draws.map((line) => line.by).sort()).toEqual(['Ana', 'Bo']);
      const state = (await host.call('session.open', { id: sessionId })).state as unknown as {
        draws: { decks: Record<string, { piles: Record<string, string[]> }> };
      };
      const inPlay = state.draws.decks['black-market']!.piles['play'] ?? [];
      expect(new Set(inPlay).size).toBe(2);

      // The display follows what a paired console does.
      await bo.press('Space'); // the clock starts: Reconciliation
      await bo.press('n'); // Commitment
      await expect.poll(() => display.phase(), { timeout: 15_000 }).toBe('Commitment');

      // Control revokes Bo: the connection closes, the token stops working, Bo must pair again.
      await control.press('Escape');
      await control.byTestId('open-hall').click();
      const boRow = control.page.locator('[data-testid="hall-connection"][data-name="Bo"]');
      await boRow.waitFor();
      expect(await boRow.innerText()).toContain('facilitator');
      await boRow.getByTestId('hall-revoke-console').click();
      await bo.byTestId('pair-screen').waitFor({ timeout: 15_000 });

      // A team link made anew in the dialog is the one the Screens menu hands out from then on.
      const keyIn = (url: string | null) => new URL(url ?? '', server.url).searchParams.get('key');
      const teamQr = control.byTestId('hall-screen-team:prosecutor');
      const oldKey = keyIn(await teamQr.getAttribute('data-url'));
      await control.byTestId('hall-new-link-team:prosecutor').click();
      await expect.poll(async () => keyIn(await teamQr.getAttribute('data-url'))).not.toBe(oldKey);
      const newKey = keyIn(await teamQr.getAttribute('data-url'));
      await control.press('Escape');
      await control.byTestId('screens-menu').click();
      expect(
        keyIn(await control.byTestId('screen-open-team-prosecutor').getAttribute('href')),
      ).toBe(newKey);
    },
  );

  it('never sends a team screen another team’s hand', async () => {
    const { key } = await host.call('hall.teamKey', { sessionId, teamId: 'prosecutor' });
    await host.act(sessionId, {
      type: 'deck.draw',
      deck: 'black-market',
      count: 2,
      to: 'hand:prosecutor',
    });
    await host.act(sessionId, {
      type: 'deck.draw',
      deck: 'black-market',
      count: 2,
      to: 'hand:refinery-ship-1',
    });
    const page = await remotePage();
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('viewer=team'))
        socket.on('framereceived', ({ payload }) => void frames.push(String(payload)));
    });
    await page.goto(`${server.url}/health`);
    const query = new URLSearchParams({ viewer: 'team:prosecutor', session: sessionId, key });
    const opened = await page.evaluate(`new Promise((resolve) => {
      const ws = new WebSocket('${server.url.replace('http', 'ws')}/ws?${query.toString()}');
      ws.onopen = () => ws.send(JSON.stringify({ type: 'call', id: 1, channel: 'session.open', request: { id: ${JSON.stringify(sessionId)} } }));
      ws.onmessage = (event) => { const frame = JSON.parse(event.data); if (frame.type === 'reply') { window.teamSocket = ws; resolve(frame.reply.ok); } };
    })`);
    expect(opened).toBe(true);
    // One more draw into the other hand while the team screen listens.
    await host.act(sessionId, {
      type: 'deck.draw',
      deck: 'black-market',
      count: 1,
      to: 'hand:refinery-ship-1',
    });
    await expect
      .poll(() => frames.filter((f) => f.includes('session.updated')).length)
      .toBeGreaterThan(0);

    const control = await host.call('session.open', { id: sessionId });
    const piles = (
      control.state as unknown as {
        draws: { decks: Record<string, { piles: Record<string, string[]> }> };
      }
    ).draws.decks['black-market']!.piles;
    const cards = (control.header as unknown as ResponseOf<'scenario.get'>).scenario.decks.find(
      (deck) => deck.id === 'black-market',
    )!.cards;
    const titleOf = (instance: string) =>
      cards.find((card) => instance === card.id || instance.startsWith(`${card.id}#`))?.title;
    const bytes = frames.join('\n');
    const own = piles['hand:prosecutor']!;
    const theirs = piles['hand:refinery-ship-1']!;
    expect(theirs).toHaveLength(3);
    for (const card of own) expect(bytes).toContain(`"${card}"`);
    for (const card of theirs) {
      expect(bytes).not.toContain(`"${card}"`);
      const title = titleOf(card);
      if (title && !own.some((mine) => titleOf(mine) === title)) expect(bytes).not.toContain(title);
    }

    // Without the key, or with the key of another session, there is no team screen at all.
    const refused = await page.evaluate(`new Promise((resolve) => {
      const ws = new WebSocket('${server.url.replace('http', 'ws')}/ws?viewer=team:refinery-ship-1&session=${sessionId}&key=${key}');
      ws.onopen = () => resolve('open');
      ws.onerror = () => resolve('refused');
    })`);
    expect(refused).toBe('refused');
  });
});
