import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from './support/chromium.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { shotsDir } from './support/live-console.ts';
import { SCREEN_SIZES } from './support/screenshots.ts';
import { ConsolePage } from './support/session-pages.ts';
import { runCli } from '../unit/cli/run-cli.ts';

/**
 * A session whose log was edited behind Lodestar's back, opened in real Chromium against
 * `lodestar serve`: the console says what is wrong and that the session is read-only, every
 * way of acting is shut, and Control's two choices are buttons — accept the log as it is with
 * a reason (the session goes on), or fork a new session from the last good entry.
 */

let browser: Browser;
let dataDir: string;
let app: ServedApp;
let context: BrowserContext;
let control: ConsolePage;
let sessionId: string;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A session played from the command line in the data folder, then its note edited. */
async function editedSession(dir: string): Promise<string> {
  const sessions = path.join(dir, 'sessions');
  mkdirSync(sessions, { recursive: true });
  const made = await runCli(['session', 'new', 'so-say-we-all', '--seed', 'tamper', '--json'], {
    cwd: sessions,
  });
  if (made.code !== 0) throw new Error(made.stderr);
  const { id, file } = JSON.parse(made.stdout) as { id: string; file: string };
  const actions = [
    { type: 'announce.post', text: 'Welcome aboard', urgent: false },
    { type: 'session.note', text: 'The Pegasus crew asked for a ruling' },
    { type: 'announce.post', text: 'Fleet briefing in five minutes', urgent: false },
  ];
  for (const action of actions) {
    const run = await runCli(['session', 'act', file, JSON.stringify(action), '--by', 'Ana']);
    if (run.code !== 0) throw new Error(run.stderr);
  }
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  lines[2] = lines[2]!.replace('asked for a ruling', 'won the war');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return id;
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-integrity-e2e-'));
  sessionId = await editedSession(dataDir);
  app = await serveApp({ dataDir });
  context = await browser.newContext({ viewport: SCREEN_SIZES[0] });
  // Control has given their name on this machine before: no name dialog over the banner.
  await context.addInitScript({ content: "localStorage.setItem('lodestar.facilitator', 'Ana')" });
  control = new ConsolePage(await context.newPage(), app.url);
});
afterEach(async () => {
  await context?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sessionFiles = () =>
  readdirSync(path.join(dataDir, 'sessions')).filter((name) => name.endsWith('.session.jsonl'));

describe('a session whose log does not hold together', () => {
  it('opens read-only, names the entry, and goes on once Control accepts it with a reason', async () => {
    await control.open(sessionId);
    const banner = control.byTestId('integrity-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      'entry 2 does not match its hash: it was changed after it was written',
    );
    expect(await control.byTestId('integrity-fork').innerText()).toBe(
      'Fork a new session from entry 1',
    );
    // Every way of acting is shut: the buttons, the palette and the shortcuts.
    expect(await control.byTestId('end-session').isDisabled()).toBe(true);
    expect(await control.byTestId('open-palette').isDisabled()).toBe(true);
    const journal = path.join(dataDir, 'sessions', `${sessionId}.session.jsonl`);
    const before = readFileSync(journal, 'utf8');
    // (Space would start the clock, but also scrolls a page it does nothing in.)
    await control.press('n');
    await control.press('+');
    expect(await control.byTestId('integrity-accept').isDisabled()).toBe(true);

    for (const size of SCREEN_SIZES) {
      await control.page.setViewportSize(size);
      await control.page.evaluate("window.scrollTo({ top: 0, behavior: 'instant' })");
      await expect.poll(() => control.page.evaluate('window.scrollY')).toBe(0);
      await control.page.screenshot({
        path: path.join(shotsDir, `console-read-only-${size.width}x${size.height}.png`),
      });
    }
    expect(readFileSync(journal, 'utf8')).toBe(before);

    await control.byTestId('integrity-reason').fill('Ana typed the ruling in by hand; it stands');
    await control.byTestId('integrity-accept').click();
    await banner.waitFor({ state: 'detached' });
    await expect
      .poll(() => control.byTestId('session-warnings').innerText())
      .toContain(
        'accepted as it is at entry 4 by Ana: "Ana typed the ruling in by hand; it stands"',
      );
    expect(await control.byTestId('end-session').isDisabled()).toBe(false);
    expect(readFileSync(journal, 'utf8')).toContain('"type":"session.accept"');
    // The session goes on.
    await control.announce('Lunch is served');
    await expect.poll(() => readFileSync(journal, 'utf8')).toContain('Lunch is served');
  });

  it('forks a new session from the last good entry, leaving the old one as it is', async () => {
    await control.open(sessionId);
    await control.byTestId('integrity-banner').waitFor();
    const journal = path.join(dataDir, 'sessions', `${sessionId}.session.jsonl`);
    const before = readFileSync(journal, 'utf8');
    await control.byTestId('integrity-fork').click();
    await expect.poll(() => control.page.url()).not.toContain(sessionId);
    await control.waitForConsole();
    expect(await control.byTestId('console-title').innerText()).toMatch(/\(fork\)$/);
    expect(await control.byTestId('integrity-banner').count()).toBe(0);
    expect(
      await control.page.getByText(`Forked from session ${sessionId} at entry 1`).count(),
    ).toBe(1);
    expect(sessionFiles()).toHaveLength(2);
    expect(readFileSync(journal, 'utf8')).toBe(before);
  });
});
