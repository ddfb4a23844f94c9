import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SessionFile } from '../../host/session-file.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { liveConsole, shotsDir } from './support/live-console.ts';
import { DisplayPage } from './support/session-pages.ts';

/**
 * Secret roles and the guided setup in real Chromium: So Say We All's Infiltrators drawn and
 * shown to each player in private (the log file names nobody), and the TI3 patch's seat roll,
 * speaker bid and trade-goods normalisation.
 */
const live = liveConsole('secrets');

/** Every file under the data folder whose name ends with `suffix`. */
function filesEnding(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f));
}

describe('secret roles', () => {
  it('draws Infiltrators, shows each player their allegiance in private, and keeps names out of the log', async () => {
    await live.control.startSession('so-say-we-all');
    await live.control.press('3');
    const names = Array.from({ length: 12 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);
    const csv = path.join(live.dataDir, 'roster.csv');
    const ships = ['R.E.C. Prosecutor', 'Refinery Ship 1', 'Plantation Ship 1', 'Civilian Ship 1'];
    writeFileSync(
      csv,
      `name,team\n${names.map((n, i) => `${n},${ships[i % ships.length]}`).join('\n')}\n`,
    );
    await live.control.byTestId('roster-file').setInputFiles(csv);
    // The column mapping first: the headings read as the roster's columns.
    await live.control.byTestId('sheet-import-confirm').click();
    await live.control.byTestId('roster-append').click();
    await expect
      .poll(() => live.control.page.locator('[data-testid="roster-row"]').count())
      .toBe(12);

    await live.control.press('6');
    await live.control.byTestId('secrets-view').waitFor();
    await live.control.byTestId('secret-assign').click();
    await live.control.byTestId('secret-seal').waitFor();
    // Nobody's allegiance is on screen until Control asks for it.
    expect(await live.control.byTestId('secrets-view').innerText()).not.toMatch(
      /Player [A-L]: Ashiva/,
    );
    await live.control.page.evaluate('window.scrollTo(0, 0)');
    await live.control.page.screenshot({ path: path.join(shotsDir, 'console-secret-roles.png') });

    await live.control.byTestId('private-reveal').click();
    const overlay = live.control.byTestId('reveal-overlay');
    let infiltrators = 0;
    for (const name of names) {
      expect(await overlay.getByTestId('reveal-name').innerText()).toBe(name);
      expect(await overlay.innerText()).not.toMatch(/Ashiva|Human/);
      await overlay.getByTestId('reveal-show').click();
      const allegiance = await overlay.getByTestId('reveal-allegiance').innerText();
      expect(['Ashiva Infiltrator', 'Human']).toContain(allegiance);
      if (allegiance === 'Ashiva Infiltrator') infiltrators++;
      if (name === names[0])
        await live.control.page.screenshot({ path: path.join(shotsDir, 'private-reveal.png') });
      await overlay.getByTestId('reveal-hide').click();
      await overlay.getByTestId('reveal-hidden').waitFor();
      expect(await overlay.innerText()).not.toMatch(/Ashiva|Human/);
      if (name !== names.at(-1)) await overlay.getByTestId('reveal-next').click();
    }
    expect(infiltrators).toBe(4);
    await overlay.getByTestId('reveal-finish').click();

    // The session's files hold the seal, never who was drawn.
    const log = filesEnding(live.dataDir, '.jsonl')
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(log).toContain('"secret.assign"');
    const assign = log.split('\n').find((line) => line.includes('"secret.assign"'))!;
    expect(assign).toMatch(/"seal":"[0-9a-f]{64}"/);
    expect(assign).not.toMatch(/Player [A-L]/);

    // The projector page connects as a display: its WebSocket frames hold no secret.
    const frames: string[] = [];
    const urls: string[] = [];
    const projector = new DisplayPage(await live.context.newPage(), live.app.url);
    projector.page.on('websocket', (ws) => {
      urls.push(ws.url());
      ws.on('framereceived', ({ payload }) => void frames.push(String(payload)));
    });
    await projector.open(live.control.sessionId());
    await live.control.press('1');
    await live.control.byTestId('announce-input').fill('Time-out: the fleet votes');
    await live.control.byTestId('announce-post').click();
    await expect
      .poll(() => projector.byTestId('display-screen').innerText())
      .toContain('Time-out: the fleet votes');
    const bound = `/ws?viewer=display&session=${live.control.sessionId()}`;
    expect(urls.every((url) => url.endsWith(bound))).toBe(true);
    const bytes = frames.join('\n');
    const file = await SessionFile.open(filesEnding(live.dataDir, '.session.jsonl')[0]!);
    const { rng, secretRng, secrets } = file.engine.state;
    await file.abandon();
    const { salt, players } = Object.values(secrets.assignments)[0]!;
    expect(bytes).toContain('Time-out: the fleet votes');
    expect(bytes).not.toContain(salt);
    expect(bytes).not.toContain(JSON.stringify(players));
    // The generators' words (s0–s2); `c` is a small count that any text may hold.
    for (const generator of [rng, secretRng])
      for (const [key, n] of Object.entries(generator ?? {}))
        if (key !== 'c') expect(bytes).not.toContain(String(n));
    const notes = bundledScenarios
      .find((b) => b.id === 'so-say-we-all')!
      .scenario.maps.flatMap((m) => Object.values(m.notes));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(bytes).not.toContain(note);
    await projector.page.close();
  });
});

describe('the guided setup', () => {
  it('rolls for seats, runs the speaker bid from the lowest roller, and normalises trade goods', async () => {
    await live.control.startSession('ti3-patch');
    await live.control.press('7');
    await live.control.byTestId('setup-view').waitFor();
    await live.control.page.locator('[data-testid="setup-step"][data-step="seats"]').click();
    await live.control.byTestId('seat-roll').click();
    await expect.poll(() => live.control.page.locator('[data-testid="seat-row"]').count()).toBe(8);
    const order = await live.control.byTestId('seat-order').innerText();
    await live.control.page.evaluate('window.scrollTo(0, 0)');
    await live.control.page.screenshot({ path: path.join(shotsDir, 'console-setup.png') });

    await live.control.page.locator('[data-testid="setup-step"][data-step="speaker"]').click();
    const step = live.control.byTestId('auction-step');
    await step.getByTestId('auction-open').click();
    // Eight bidders in turn: the first bids 1, everyone else passes.
    await step.getByTestId('auction-amount').fill('1');
    await step.getByTestId('auction-bid').click();
    for (let i = 0; i < 7; i++) await step.getByTestId('auction-pass').click();
    await expect.poll(() => step.getByTestId('auction-result').innerText()).toMatch(/wins at 1/);

    await live.control.page
      .locator('[data-testid="setup-step"][data-step="normalise-trade-goods"]')
      .click();
    await live.control.byTestId('normalise-run').click();
    await live.control.press('3');
    const values = () =>
      live.control.page
        .locator(
          '[data-testid="team-row"] td[data-tracker="trade-goods"] [data-testid="tracker-value"]',
        )
        .allInnerTexts();
    // Seven seats received the winning bid; after normalising the poorest (the Speaker) holds 1.
    await expect
      .poll(async () => (await values()).map(Number).sort())
      .toEqual([1, 2, 2, 2, 2, 2, 2, 2]);
    expect(order.replace('Seat order (clockwise):', '').split(',')).toHaveLength(8);
  });
});
