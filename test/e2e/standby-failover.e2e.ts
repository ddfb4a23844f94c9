import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandbyStatus } from '../../host/channels.ts';
import { launchChromium } from './support/chromium.ts';
import { HostClient } from './support/host-client.ts';
import { serveApp, type ServedApp } from './support/served-app.ts';
import { ConsolePage, DisplayPage } from './support/session-pages.ts';

/**
 * The Control laptop dies mid-game: a host and a standby as real `lodestar serve` processes,
 * a console and a projector display in Chromium, the host killed with SIGKILL, the standby
 * promoted from its console. Prints the measured lag and how long the display took to come
 * back.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(
  new URL('../fixtures/scenarios/compressed-schedule.lodestar.json', import.meta.url),
);
const SCENARIO = 'compressed-schedule';
const run = promisify(execFile);

let browser: Browser;
let context: BrowserContext;
let hostDir: string;
let standbyDir: string;
let host: ServedApp;
let standby: ServedApp;

beforeAll(async () => {
  browser = await launchChromium();
  hostDir = mkdtempSync(path.join(tmpdir(), 'lodestar-failover-host-'));
  standbyDir = mkdtempSync(path.join(tmpdir(), 'lodestar-failover-standby-'));
  mkdirSync(path.join(hostDir, 'scenarios'));
  copyFileSync(fixture, path.join(hostDir, 'scenarios', `${SCENARIO}.lodestar.json`));
  host = await serveApp({ dataDir: hostDir });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
}, 300_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.stop();
  await standby?.stop();
  rmSync(hostDir, { recursive: true, force: true });
  rmSync(standbyDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Entries of `id` the standby holds (0 before it has the session). */
async function standbyHolds(client: HostClient, id: string): Promise<number> {
  const status: StandbyStatus = await client.call('standby.status', {});
  return status.following?.sessions.find((s) => s.id === id)?.seq ?? 0;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

describe('failover to a standby', () => {
  it('keeps every confirmed action, and the display comes back on the promoted standby', async () => {
    const control = new ConsolePage(await context.newPage(), host.url);
    const hall = new DisplayPage(await context.newPage(), host.url);
    const id = await control.startSession(SCENARIO);
    // Control pairs the standby laptop with a standby code.
    const onHost = await HostClient.connect(host.url);
    const { code } = await onHost.call('pairing.issue', { sessionId: id, role: 'standby' });
    standby = await serveApp({ dataDir: standbyDir, args: ['--follow', host.url, '--code', code] });
    const backup = new ConsolePage(await context.newPage(), standby.url);

    await hall.open(id);
    await control.announce('Hold your positions');
    await hall
      .byTestId('display-announcement')
      .filter({ hasText: 'Hold your positions' })
      .waitFor();

    const onStandby = await HostClient.connect(standby.url);

    // Lag: from the host's reply to the standby holding the entry, one action at a time.
    const lagMs: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const { state } = await onHost.act(id, { type: 'session.note', text: `paced ${i}` });
      const confirmedAt = performance.now();
      while ((await standbyHolds(onStandby, id)) < state.seq) await sleep(2);
      lagMs.push(performance.now() - confirmedAt);
    }
    // Entries behind: a burst as fast as the host confirms (and its rate limit allows),
    // sampling the standby after each.
    const behind: number[] = [];
    let confirmed = 0;
    for (let i = 1; i <= 60; i++) {
      confirmed = (await onHost.act(id, { type: 'session.note', text: `burst ${i}` })).state.seq;
      if (i % 3 === 0) behind.push(confirmed - (await standbyHolds(onStandby, id)));
    }
    console.log(
      `standby lag: paced median ${percentile(lagMs, 0.5).toFixed(0)} ms, p90 ${percentile(lagMs, 0.9).toFixed(0)} ms, max ${Math.max(...lagMs).toFixed(0)} ms; ` +
        `burst of 60: at most ${Math.max(...behind)} entries behind, median ${percentile(behind, 0.5)}`,
    );

    // The host's console shows the standby; the standby's console shows what it follows.
    await expect
      .poll(() => control.byTestId('standby-banner').innerText(), { timeout: 30_000 })
      .toContain(`Standby connected: standby at ${standby.url}`);
    await backup.page.goto(`${standby.url}/#/session/${id}`);
    await backup.waitForConsole();
    // A console on another address asks once who is at it.
    await backup.byTestId('facilitator-input').fill('Control');
    await backup.byTestId('facilitator-save').click();
    await backup.byTestId('facilitator-dialog').waitFor({ state: 'hidden' });
    await expect
      .poll(() => backup.byTestId('standby-banner').innerText(), { timeout: 30_000 })
      .toMatch(new RegExp(`following ${host.url} — session ${id} at #\\d+, \\d+ entries behind`));
    await backup.screenshot('standby-following');

    // A follower refuses to act.
    await expect(
      onStandby.act(id, { type: 'session.note', text: 'acting on a follower' }),
    ).rejects.toThrow(/standby following/);

    // Everything the host confirmed reaches the standby; then the host dies.
    await expect.poll(() => standbyHolds(onStandby, id), { timeout: 10_000 }).toBe(confirmed);
    onHost.close();
    await host.crash();
    const killedAt = performance.now();
    const hostLines = readFileSync(path.join(hostDir, 'sessions', `${id}.session.jsonl`), 'utf8');

    // The display, served by the dead host, loses it, then finds the standby by itself.
    await hall.byTestId('display-connection').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => hall.byTestId('display-connection').count(), { timeout: 20_000, interval: 50 })
      .toBe(0);
    console.log(
      `host killed → the display shows the session from the standby: ${(performance.now() - killedAt).toFixed(0)} ms`,
    );

    // Control promotes the standby from its console, and acts there.
    await backup.byTestId('standby-promote').click();
    await backup.byTestId('standby-promote-confirm').click();
    const promotedAt = performance.now();
    await backup.page
      .locator('[data-testid="standby-banner"][data-role="promoted"]')
      .waitFor({ timeout: 30_000 });
    await backup.announce('The game goes on');
    await hall.byTestId('display-announcement').filter({ hasText: 'The game goes on' }).waitFor({
      timeout: 10_000,
    });
    const displayBackMs = performance.now() - promotedAt;
    console.log(
      `promote → the display shows the standby's next announcement: ${displayBackMs.toFixed(0)} ms`,
    );
    await hall.screenshot('standby-display-after-promotion');

    // Every line the host wrote is in the standby's copy, in order; the copy verifies.
    const copyPath = path.join(standbyDir, 'sessions', `${id}.session.jsonl`);
    const copyLines = readFileSync(copyPath, 'utf8');
    expect(copyLines.startsWith(hostLines)).toBe(true);
    expect(copyLines.length).toBeGreaterThan(hostLines.length);
    const verify = await run(process.execPath, [
      path.join(root, 'bin/lodestar.js'),
      'session',
      'verify',
      copyPath,
    ]);
    expect(verify.stdout).toMatch(/verif|OK|ok/);
    onStandby.close();
  }, 300_000);
});
