import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import path from 'node:path';
import { liveConsole, shotsDir } from './support/live-console.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';

/**
 * A whole So Say We All turn at the event boxes, in real Chromium: Commitment deals an Event to
 * each of the eleven ships; in Negotiation Control tallies three boxes (one met, one short, one
 * with a Sabotage card), sees each outcome and the ships' resources change, and undoes a tally.
 */
const SHIPS = 11;
const sswa = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const events = sswa.decks.find((d) => d.id === 'events')!.cards;
const trackers = new Map(sswa.trackers.map((t) => [t.id, t]));
const live = liveConsole('events');

const teamCard = (ship: string) =>
  live.control.page.locator(`[data-testid="event-team"][data-team="${ship}"]`);

/** Every ship's Resources as the Teams tab shows them. */
async function resources(): Promise<Record<string, Record<string, number>>> {
  await live.control.press('3');
  await live.control.byTestId('team-table').waitFor();
  const out: Record<string, Record<string, number>> = {};
  for (const row of await live.control.page.locator('[data-testid="team-row"]').all()) {
    const ship = (await row.getAttribute('data-team')) ?? '?';
    out[ship] = {};
    for (const cell of await row.locator('td[data-tracker]').all()) {
      const value = cell.locator('[data-testid="tracker-value"]');
      if ((await value.count()) === 1)
        out[ship][(await cell.getAttribute('data-tracker')) ?? '?'] = Number(
          await value.innerText(),
        );
    }
  }
  await live.control.press('4');
  await live.control.byTestId('events-view').waitFor();
  return out;
}

/** Sets each item's count in the open tally dialog. */
async function fillBox(dialog: Locator, counts: Record<string, number>) {
  for (const [item, n] of Object.entries(counts))
    await dialog
      .locator(`[data-testid="tally-item"][data-item="${item}"] [data-testid="tally-count"]`)
      .fill(String(n));
}

/** What a tracker becomes after `by`, within its limits. */
function clamped(tracker: string, before: number, by: number): number {
  const def = trackers.get(tracker)!;
  let v = before + by;
  if (def.max !== null) v = Math.min(v, def.max);
  if (def.min !== null) v = Math.max(v, def.min);
  return v;
}

describe('event boxes in a live session', () => {
  it('tallies three boxes in one turn (met, short, sabotaged), changes resources, and undoes a tally', async () => {
    const id = await live.control.startSession('so-say-we-all');
    await live.control.press('Space'); // Reconciliation
    await live.control.press('n'); // Commitment: an Event for every ship
    await expect.poll(() => live.control.phase()).toBe('Commitment');
    await live.control.press('n'); // Negotiation: boxes are collected in its second half
    await expect.poll(() => live.control.phase()).toBe('Negotiation');

    await live.control.press('4');
    await live.control.byTestId('events-view').waitFor();
    await expect
      .poll(() => live.control.page.locator('[data-testid="event-title"]').count())
      .toBe(SHIPS);
    const titles: Record<string, string> = {};
    for (const card of await live.control.page.locator('[data-testid="event-team"]').all())
      titles[(await card.getAttribute('data-team'))!] = await card
        .locator('[data-testid="event-title"]')
        .innerText();
    expect(Object.keys(titles)).toHaveLength(SHIPS);
    const eventOf = (ship: string) => events.find((c) => c.title === titles[ship])!;
    // The short and sabotaged boxes go to ships whose failure changes resources, when the deal allows.
    const ships = Object.keys(titles);
    const biting = ships.filter(
      (s) => eventOf(s).event!.costs.length > 0 && eventOf(s).event!.failure.changes.length > 0,
    );
    const costly = ships.filter((s) => eventOf(s).event!.costs.length > 0);
    const short = biting[0] ?? costly[0]!;
    const sabotaged = biting.find((s) => s !== short) ?? costly.find((s) => s !== short)!;
    const met = ships.find((s) => s !== short && s !== sabotaged)!;
    const before = await resources();

    // Met: plenty of everything.
    await teamCard(met).locator('[data-testid="tally-open"]').click();
    let dialog = live.control.byTestId('tally-dialog');
    await fillBox(dialog, { manpower: 3, food: 3, fuel: 3, shuttle: 3 });
    await expect
      .poll(() => dialog.locator('[data-testid="tally-verdict"]').innerText())
      .toContain('Success');
    await dialog.locator('[data-testid="tally-confirm"]').click();
    await expect
      .poll(() => teamCard(met).locator('[data-testid="event-result"]').innerText())
      .toContain(`${titles[met]}: success`);

    // Short: an empty box.
    await teamCard(short).locator('[data-testid="tally-open"]').click();
    dialog = live.control.byTestId('tally-dialog');
    await expect
      .poll(() => dialog.locator('[data-testid="tally-verdict"]').innerText())
      .toContain('short of');
    await dialog.locator('[data-testid="tally-confirm"]').click();
    await expect
      .poll(() => teamCard(short).locator('[data-testid="event-result"]').innerText())
      .toContain(`${titles[short]}: failure`);

    // Sabotaged: the cost is there, and so is a Sabotage card.
    await teamCard(sabotaged).locator('[data-testid="tally-open"]').click();
    dialog = live.control.byTestId('tally-dialog');
    await fillBox(dialog, { manpower: 3, food: 3, fuel: 3, shuttle: 3, sabotage: 1 });
    await expect
      .poll(() => dialog.locator('[data-testid="tally-verdict"]').innerText())
      .toContain('1 Sabotage in the box: the event fails');
    await dialog.locator('[data-testid="tally-confirm"]').click();
    await expect
      .poll(() => teamCard(sabotaged).locator('[data-testid="event-result"]').innerText())
      .toContain(`${titles[sabotaged]}: failure`);
    await live.control.page.evaluate('window.scrollTo(0, 0)');
    await live.control.page.screenshot({ path: path.join(shotsDir, 'console-event-boxes.png') });

    // Each ship's resources moved by its outcome, within the limits; nobody else's moved.
    const after = await resources();
    const expected = structuredClone(before);
    for (const [ship, outcome] of [
      [met, eventOf(met).event!.success],
      [short, eventOf(short).event!.failure],
      [sabotaged, eventOf(sabotaged).event!.failure],
    ] as const)
      for (const change of outcome.changes)
        if (expected[ship]![change.tracker] !== undefined)
          expected[ship]![change.tracker] = clamped(
            change.tracker,
            expected[ship]![change.tracker]!,
            change.by,
          );
    expect(after).toEqual(expected);

    // The projector shows each ship's event and result, never what was in the boxes.
    await live.hall.open(id);
    // Every ship's event, on one page or, when the Black Market's row takes its line at the
    // foot of the screen, on pages that say how many there are in all.
    await expect
      .poll(async () => {
        const shownHere = await live.hall.page.locator('[data-testid="display-event"]').count();
        const pages = live.hall.page.locator('[data-testid="display-events-page"]');
        if ((await pages.count()) === 0) return shownHere;
        const match = /of (\d+)/.exec(await pages.innerText());
        return match ? Number(match[1]) : shownHere;
      })
      .toBe(SHIPS);
    // On the page that holds it: pages turn every few seconds.
    const sabotagedEvent = live.hall.page.locator(
      `[data-testid="display-event"][data-team="${sabotaged}"]`,
    );
    await sabotagedEvent.waitFor({ timeout: 20_000 });
    const shown = await sabotagedEvent.innerText();
    expect(shown).toContain(titles[sabotaged]);
    expect(shown).not.toMatch(/sabotage/i);
    await live.hall.page.screenshot({ path: path.join(shotsDir, 'display-events.png') });

    // Undo the sabotaged tally: the event is open again and the resources are back.
    await live.control.press('Control+z');
    await expect
      .poll(() => teamCard(sabotaged).locator('[data-testid="event-result"]').count())
      .toBe(0);
    expect(await teamCard(sabotaged).locator('[data-testid="tally-open"]').count()).toBe(1);
    const undone = await resources();
    expect(undone[sabotaged]).toEqual(before[sabotaged]);
    expect(undone[short]).toEqual(after[short]);
    expect(await live.control.logLines()).toEqual(
      expect.arrayContaining([expect.stringContaining(`Event box: ${titles[short]}`)]),
    );
  });
});
